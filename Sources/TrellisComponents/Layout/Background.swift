// Background / Overlay: a decoration sized to a component, behind or in front of it
// (ComponentKit's CKBackgroundLayoutComponent / CKOverlayLayoutComponent).
import TrellisLayout

/// Lays out `component`, then `background` at exactly its size, mounted behind it.
public struct Background: Component {
    let component: any Component
    let background: any Component

    /// `background` behind `component`.
    public init(_ component: any Component, background: any Component) {
        self.component = component
        self.background = background
    }

    /// Returns the children to lay out (see ``Component/renderChildren(_:)``).
    public func renderChildren(_ scope: Scope<Background>) -> [any Component] { [background, component] }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``).
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        decorated(range, children, decorationFirst: true)
    }
}

/// Lays out `component`, then `overlay` at exactly its size, mounted in front of it.
public struct Overlay: Component {
    let component: any Component
    let overlay: any Component

    /// `overlay` over `component`.
    public init(_ component: any Component, overlay: any Component) {
        self.component = component
        self.overlay = overlay
    }

    /// Returns the children to lay out (see ``Component/renderChildren(_:)``).
    public func renderChildren(_ scope: Scope<Overlay>) -> [any Component] { [component, overlay] }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``).
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        decorated(range, children, decorationFirst: false)
    }
}

/// Shared by ``Background`` and ``Overlay``: the main child decides the size.
private func decorated(_ range: SizeRange, _ children: LayoutChildren, decorationFirst: Bool) -> ComponentLayout {
    guard children.count == 2 else { return ComponentLayout(size: range.min) }
    let main = children[decorationFirst ? 1 : 0]
    let decoration = children[decorationFirst ? 0 : 1]
    let mainLayout = main.layout(thatFits: range, parentSize: range.max)
    let exact = SizeRange.clamped(min: mainLayout.size, max: mainLayout.size)
    let decorationLayout = decoration.layout(thatFits: exact, parentSize: mainLayout.size)
    let ordered = decorationFirst ? [decorationLayout, mainLayout] : [mainLayout, decorationLayout]
    return ComponentLayout(size: mainLayout.size, children: ordered.map { .init(position: .zero, layout: $0) })
}
