// FlexItem: the per-child flexbox properties (ComponentKit's CKFlexboxComponentChild).
import TrellisLayout

/// Flexbox properties of one child of a ``Flex``, attached with modifiers such as `.flexGrow(1)`.
public struct FlexChildProperties: Sendable, Hashable {
    /// Extra space before / after the child on the main axis (added to the container's spacing).
    public var spacingBefore: Double = 0
    /// Extra space after the child on the main axis.
    public var spacingAfter: Double = 0
    /// How much the child grows into free space.
    public var flexGrow: Double = 0
    /// How much the child shrinks when space is short.
    public var flexShrink: Double = 0
    /// The child's initial main size.
    public var flexBasis: LayoutLength = .auto
    /// Cross-axis alignment overriding the container's.
    public var alignSelf: Align = .auto
    /// Relative (in flow) or absolute.
    public var positionType: PositionType = .relative
    /// Insets for `.absolute` positioning (and offsets for `.relative`).
    public var position = Edges()
    /// Margins of the child's box.
    public var margin = Edges()
    /// Padding of the child's box.
    public var padding = Edges()
    /// Width / height ratio.
    public var aspectRatio: Double?
    /// Mount order among siblings: higher mounts later (on top); ties keep declaration order.
    public var zIndex = 0
    /// Whether the child's baseline is its height (for `.baseline` alignment).
    public var useHeightAsBaseline = false
    /// Unset properties.
    public init() {}
}

/// A child with flexbox properties; transparent to everything but its ``Flex``.
public struct FlexItem: Component, TransparentComponent {
    let wrapped: any Component
    /// The properties.
    public var properties: FlexChildProperties

    func modify(_ environment: inout BuildEnvironment) {}

    /// Whether a component of `type` can carry flex properties (a flex item, or a wrapper that may hold one).
    static func mayCarryProperties(_ type: any Component.Type) -> Bool {
        type == FlexItem.self || type == KeyedComponent.self || type == ContextProvider.self
    }

    /// Finds the flex properties of `component` through transparent wrappers (keys, contexts).
    static func properties(of component: any Component) -> FlexChildProperties? {
        var current: any Component = component
        while true {
            let type = storedType(of: current)
            if type == FlexItem.self, let item = current as? FlexItem { return item.properties }
            guard type == KeyedComponent.self || type == ContextProvider.self,
                let wrapper = current as? any TransparentComponent
            else { return nil }
            current = wrapper.wrapped
        }
    }
}

extension Component {
    private func withFlex(_ change: (inout FlexChildProperties) -> Void) -> FlexItem {
        if var item = self as? FlexItem {
            change(&item.properties)
            return item
        }
        var properties = FlexChildProperties()
        change(&properties)
        return FlexItem(wrapped: self, properties: properties)
    }

    /// How much the child grows into free space.
    public func flexGrow(_ value: Double) -> FlexItem { withFlex { $0.flexGrow = value } }
    /// How much the child shrinks when space is short.
    public func flexShrink(_ value: Double) -> FlexItem { withFlex { $0.flexShrink = value } }
    /// The child's initial main size.
    public func flexBasis(_ value: LayoutLength) -> FlexItem { withFlex { $0.flexBasis = value } }
    /// Cross-axis alignment overriding the container's `alignItems`.
    public func alignSelf(_ value: Align) -> FlexItem { withFlex { $0.alignSelf = value } }
    /// Space before / after the child on the main axis.
    public func spacing(before: Double = 0, after: Double = 0) -> FlexItem {
        withFlex {
            $0.spacingBefore = before
            $0.spacingAfter = after
        }
    }
    /// Margin on `edge`.
    public func margin(_ edge: Edge = .all, _ value: LayoutLength) -> FlexItem {
        withFlex { $0.margin[edge] = value }
    }
    /// Padding on `edge` (of the child's flex box).
    public func padding(_ edge: Edge = .all, _ value: LayoutLength) -> FlexItem {
        withFlex { $0.padding[edge] = value }
    }
    /// Absolute positioning with the given insets.
    public func absolutePosition(_ insets: KeyValuePairs<Edge, LayoutLength>) -> FlexItem {
        withFlex {
            $0.positionType = .absolute
            for (edge, value) in insets { $0.position[edge] = value }
        }
    }
    /// Width / height ratio.
    public func aspectRatio(_ value: Double) -> FlexItem { withFlex { $0.aspectRatio = value } }
    /// Mount (z) order among siblings.
    public func zIndex(_ value: Int) -> FlexItem { withFlex { $0.zIndex = value } }
    /// All flex properties at once.
    public func flexItem(_ properties: FlexChildProperties) -> FlexItem { withFlex { $0 = properties } }
}
