// Flex: the flexbox layout component over TrellisLayout (ComponentKit's CKFlexboxComponent).
import Foundation
import TrellisLayout

/// Lays its children out with flexbox (Yoga semantics, via TrellisLayout).
///
/// ```swift
/// Flex(direction: .row, spacing: 1) {
///     TextComponent(song.title).flexGrow(1)
///     Button("Play", action: play)
/// }
/// ```
/// Every `CKFlexboxComponentStyle` property is here (direction, spacing, justify, alignItems,
/// alignContent, wrap, margin, padding, border, layout direction) plus the full `FlexStyle` via
/// `style`; per-child properties come from ``FlexChildProperties`` modifiers.
public struct Flex: Component, ChildListDiscarding, LayoutSplicing {
    /// The container's flex style (flexDirection, justifyContent, alignItems, alignContent, flexWrap,
    /// padding, border, direction …).
    public var style: FlexStyle {
        get { storage.style }
        set { storage = .intern(newValue, storage.spacing, storage.size) }
    }
    /// Space between consecutive children on the main axis.
    public var spacing: Double {
        get { storage.spacing }
        set { storage = .intern(storage.style, newValue, storage.size) }
    }
    /// The container's own size constraints.
    public var size: ComponentSize {
        get { storage.size }
        set { storage = .intern(storage.style, storage.spacing, newValue) }
    }
    // Style, spacing and size are shared (a list's rows all use one set), so a `Flex` is three words and
    // fits an existential's inline buffer: no box is allocated for it.
    private(set) var storage: FlexStorage
    let children: [any Component]
    let properties: FlexChildPropertyList

    /// A flex container.
    public init(
        direction: FlexDirection = .column, spacing: Double = 0, justifyContent: Justify = .flexStart,
        alignItems: Align = .stretch, alignContent: Align = .flexStart, wrap: FlexWrap = .noWrap,
        layoutDirection: LayoutDirection = .inherit, size: ComponentSize = ComponentSize(),
        style: FlexStyle? = nil, @ComponentBuilder children: () -> [any Component]
    ) {
        var resolved = style ?? FlexStyle()
        if style == nil {
            resolved.flexDirection = direction
            resolved.justifyContent = justifyContent
            resolved.alignItems = alignItems
            resolved.alignContent = alignContent
            resolved.flexWrap = wrap
            resolved.direction = layoutDirection
        }
        self.init(style: resolved, spacing: spacing, size: size, children: children())
    }

    /// A flex container from an explicit child list.
    public init(style: FlexStyle, spacing: Double = 0, size: ComponentSize = ComponentSize(), children: [any Component])
    {
        storage = .intern(style, spacing, size)
        self.children = children
        var list = FlexChildPropertyList()
        for index in children.indices {
            // Most children are plain components: a type check, no copy of the child.
            let childType = storedType(of: children[index])
            if FlexItem.mayCarryProperties(childType), let properties = FlexItem.properties(of: children[index]) {
                list[index] = properties
            } else if childType == Spacer.self {
                var properties = FlexChildProperties()
                properties.flexGrow = 1
                properties.flexShrink = 1
                list[index] = properties
            }
        }
        properties = list
    }

    private init(storage: FlexStorage, properties: FlexChildPropertyList) {
        self.storage = storage
        children = []
        self.properties = properties
    }

    /// This container without its child list, as an unscoped node keeps it once its children are built:
    /// the child nodes hold the children, and such a node never renders again (a later build renders
    /// its parent's new output, or copies the node on a state update's path), while its layout needs
    /// only the style and the children's flex properties (see ``ChildListDiscarding``).
    var builtWithoutChildren: Flex { Flex(storage: storage, properties: properties) }

    /// Returns the children to lay out (see ``Component/renderChildren(_:)``).
    public func renderChildren(_ scope: Scope<Flex>) -> [any Component] { children }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``).
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        if !Flex.alwaysUsesTrellisLayout, let fast = fastLayout(thatFits: range, children: children) { return fast }
        return engineLayout(thatFits: range, children: children)
    }

    /// Whether every container in this task lays out through TrellisLayout, never through the fast path
    /// (see `Flex+FastPath.swift`): tests set it to compare the two, which must agree exactly.
    @TaskLocal static var alwaysUsesTrellisLayout = false

    /// `dimension` lowered to `bound` when it is a point value above it.
    private static func limit(_ dimension: LayoutLength?, atMost bound: Double) -> LayoutLength? {
        guard case .points(let value)? = dimension, bound.isFinite, value > bound else { return dimension }
        return .points(bound)
    }

    /// `dimension` raised to `bound` when it is a point value below it.
    private static func limit(_ dimension: LayoutLength?, atLeast bound: Double) -> LayoutLength? {
        guard case .points(let value)? = dimension, value < bound else { return dimension }
        return .points(bound)
    }

    /// The general path: one TrellisLayout tree per container, children as measured leaves.
    func engineLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        let isRow = style.flexDirection == .row || style.flexDirection == .rowReverse
        let container = LayoutNode(style: style)
        // Exact axes fix the container's size; others bound it (Yoga then sizes it to its content).
        if range.min.width == range.max.width {
            container.style.width = .points(range.max.width)
        } else {
            if range.min.width > 0 { container.style.minWidth = .points(range.min.width) }
            if range.max.width.isFinite { container.style.maxWidth = .points(range.max.width) }
        }
        if range.min.height == range.max.height {
            container.style.height = .points(range.max.height)
        } else {
            if range.min.height > 0 { container.style.minHeight = .points(range.min.height) }
            if range.max.height.isFinite { container.style.maxHeight = .points(range.max.height) }
        }
        // The parent's range wins over the container's own limits (ComponentKit intersects a component's
        // size into the range its parent gives): an own minimum above the range's maximum, or an own
        // maximum below the range's minimum, is cut to the range.
        container.style.minWidth = Self.limit(container.style.minWidth, atMost: range.max.width)
        container.style.minHeight = Self.limit(container.style.minHeight, atMost: range.max.height)
        container.style.maxWidth = Self.limit(container.style.maxWidth, atLeast: range.min.width)
        container.style.maxHeight = Self.limit(container.style.maxHeight, atLeast: range.min.height)
        let parentSize = LayoutSize(width: range.max.width, height: range.max.height)

        var caches: [[SizeRange: ComponentLayout]] = Array(repeating: [:], count: children.count)
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            let properties = self.properties[index]
            var childStyle = FlexStyle()
            childStyle.flexGrow = properties.flexGrow
            childStyle.flexShrink = properties.flexShrink
            childStyle.flexBasis = properties.flexBasis
            childStyle.alignSelf = properties.alignSelf
            childStyle.positionType = properties.positionType
            childStyle.position = properties.position
            childStyle.margin = properties.margin
            childStyle.padding = properties.padding
            childStyle.aspectRatio = properties.aspectRatio
            let mainStart: Edge = isRow ? .left : .top
            let mainEnd: Edge = isRow ? .right : .bottom
            let before = properties.spacingBefore + (index > 0 ? spacing : 0)
            if before != 0 {
                childStyle.margin[mainStart] = .points(before + Self.points(properties.margin[mainStart]))
            }
            if properties.spacingAfter != 0 {
                childStyle.margin[mainEnd] = .points(properties.spacingAfter + Self.points(properties.margin[mainEnd]))
            }
            let size = child.component.size
            childStyle.width = size.width
            childStyle.height = size.height
            childStyle.minWidth = size.minWidth == .auto ? nil : size.minWidth
            childStyle.minHeight = size.minHeight == .auto ? nil : size.minHeight
            childStyle.maxWidth = size.maxWidth == .auto ? nil : size.maxWidth
            childStyle.maxHeight = size.maxHeight == .auto ? nil : size.maxHeight
            let node = LayoutNode(style: childStyle)
            let useHeightAsBaseline = properties.useHeightAsBaseline
            node.measure = { width, widthMode, height, heightMode in
                let childRange = Self.range(width, widthMode, height, heightMode)
                if let cached = caches[index][childRange] {
                    return LayoutSize(width: cached.size.width, height: cached.size.height)
                }
                let layout = child.layout(thatFits: childRange, parentSize: parentSize)
                caches[index][childRange] = layout
                return layout.size
            }
            if useHeightAsBaseline { node.baseline = { _, height in height } }
            nodes.append(node)
            try? container.appendChild(node)
        }
        container.calculateLayout(width: nil, height: nil, direction: style.direction == .rtl ? .rtl : .ltr)
        var placed: [(z: Int, index: Int, child: ComponentLayout.Child)] = []
        placed.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            let result = node.layout
            if node.style.display == .none { continue }
            let exact = SizeRange.clamped(
                min: LayoutSize(width: result.width, height: result.height),
                max: LayoutSize(width: result.width, height: result.height))
            // A layout measured at exactly the final size is the final layout (saves laying out twice).
            let layout =
                caches[index][exact]
                ?? caches[index].values.first { $0.size.width == result.width && $0.size.height == result.height }
                ?? children[index].layout(thatFits: exact, parentSize: parentSize)
            let zIndex = properties[index].zIndex
            placed.append((zIndex, index, .init(position: LayoutPoint(x: result.left, y: result.top), layout: layout)))
        }
        if placed.contains(where: { $0.z != 0 }) {
            placed.sort { ($0.z, $0.index) < ($1.z, $1.index) }
        }
        let size = LayoutSize(width: container.layout.width, height: container.layout.height)
        return ComponentLayout(size: range.clamp(size), children: placed.map(\.child))
    }

    private static func points(_ dimension: LayoutLength?) -> Double {
        if case .points(let value)? = dimension { return value }
        return 0
    }

    static func range(_ width: Double, _ widthMode: MeasureMode, _ height: Double, _ heightMode: MeasureMode)
        -> SizeRange
    {
        func axis(_ value: Double, _ mode: MeasureMode) -> (Double, Double) {
            switch mode {
            case .exactly: return (value, value)
            case .atMost: return (0, value)
            case .undefined: return (0, .infinity)
            }
        }
        let w = axis(width, widthMode)
        let h = axis(height, heightMode)
        return SizeRange.clamped(min: LayoutSize(width: w.0, height: h.0), max: LayoutSize(width: w.1, height: h.1))
    }
}

extension SizeRange {
    /// A size range from possibly out-of-order or negative bounds, made valid rather than rejected
    /// (layout arithmetic can produce them; they are not user input).
    static func clamped(min: LayoutSize, max: LayoutSize) -> SizeRange {
        func fix(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        let low = LayoutSize(width: fix(min.width), height: fix(min.height))
        let high = LayoutSize(
            width: Swift.max(low.width, max.width.isNaN ? .infinity : max.width),
            height: Swift.max(low.height, max.height.isNaN ? .infinity : max.height))
        return (try? SizeRange(min: low, max: high)) ?? .unconstrained
    }
}

/// Per-child flex properties, stored only for children that set any (most children use the defaults).
struct FlexChildPropertyList: Sendable {
    private var custom: [Int: FlexChildProperties] = [:]
    private static let defaults = FlexChildProperties()

    /// Whether any child sets a z-index (its layout's children are then not in child order).
    var hasZIndex: Bool { custom.values.contains { $0.zIndex != 0 } }

    subscript(index: Int) -> FlexChildProperties {
        // No hashing for the usual list whose children set nothing (looked up several times per child).
        get { custom.isEmpty ? Self.defaults : custom[index] ?? Self.defaults }
        set { custom[index] = newValue }
    }
}

/// A flex container's shared, immutable style, spacing and size: equal ones (a list's rows all use one)
/// are stored once.
final class FlexStorage: Sendable {
    let style: FlexStyle
    let spacing: Double
    let size: ComponentSize
    /// Whether the style suits the fast path, decided once rather than at every layout.
    let allowsFastPath: Bool

    private init(_ key: Key) {
        style = key.style
        spacing = key.spacing
        size = key.size
        allowsFastPath = Flex.allowsFastPath(key.style)
    }

    private struct Key: Hashable {
        let style: FlexStyle
        let spacing: Double
        let size: ComponentSize
    }

    private static let table = LockedValue(InternTable())

    static func intern(_ style: FlexStyle, _ spacing: Double, _ size: ComponentSize) -> FlexStorage {
        let key = Key(style: style, spacing: spacing, size: size)
        return table.withLock { $0.storage(for: key) }
    }

    // Bounded, so styles computed from changing values don't grow it forever.
    private struct InternTable {
        private var storages: [Key: FlexStorage] = [:]
        /// The last storage handed out: a list's rows intern the same values one after another, and
        /// comparing their bytes is far cheaper than hashing every field.
        private var last: FlexStorage?

        mutating func storage(for key: Key) -> FlexStorage {
            if let last, Self.sameBytes(last.style, key.style), last.spacing == key.spacing, last.size == key.size {
                return last
            }
            let storage: FlexStorage
            if let existing = storages[key] {
                storage = existing
            } else {
                storage = FlexStorage(key)
                if storages.count < 256 { storages[key] = storage }
            }
            last = storage
            return storage
        }

        // Equal bytes mean an equal style (FlexStyle holds no references); unequal bytes (padding, NaN
        // payloads) only fall back to the table. The style alone: a key built for comparison would
        // have fresh padding bytes.
        private static func sameBytes(_ lhs: FlexStyle, _ rhs: FlexStyle) -> Bool {
            guard _isPOD(FlexStyle.self) else { return false }
            return withUnsafeBytes(of: lhs) { left in
                withUnsafeBytes(of: rhs) { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
            }
        }
    }
}
