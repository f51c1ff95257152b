// Absolute: children at fixed positions (ComponentKit's CKStaticLayoutComponent).
import TrellisLayout

/// Places each child at a fixed position, optionally with a fixed size range.
public struct Absolute: Component {
    /// One positioned child.
    public struct Child: Sendable {
        /// Where the child goes, in the parent's coordinates.
        public var position: LayoutPoint
        /// The range the child is laid out in (unconstrained when nil).
        public var sizeRange: SizeRange?
        /// The child component.
        public var component: any Component
        /// `component` at `position`, laid out in `sizeRange` (unconstrained by default).
        public init(_ component: any Component, at position: LayoutPoint, sizeRange: SizeRange? = nil) {
            self.component = component
            self.position = position
            self.sizeRange = sizeRange
        }
    }

    let items: [Child]

    /// Children at fixed positions; the component is as large as the union of their frames.
    public init(_ items: [Child]) { self.items = items }

    /// Returns the children to lay out (see ``Component/renderChildren(_:)``).
    public func renderChildren(_ scope: Scope<Absolute>) -> [any Component] { items.map(\.component) }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``).
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        var width = range.min.width
        var height = range.min.height
        var placed: [ComponentLayout.Child] = []
        for (index, child) in children.enumerated() where index < items.count {
            let item = items[index]
            let layout = child.layout(thatFits: item.sizeRange ?? .unconstrained, parentSize: range.max)
            width = max(width, item.position.x + layout.size.width)
            height = max(height, item.position.y + layout.size.height)
            placed.append(.init(position: item.position, layout: layout))
        }
        return ComponentLayout(size: range.clamp(LayoutSize(width: width, height: height)), children: placed)
    }
}
