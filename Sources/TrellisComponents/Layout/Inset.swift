// Inset: lays its child out inset by fixed amounts (ComponentKit's CKInsetComponent).
import TrellisLayout
import TrellisUI

/// Insets its child; the component is the child's size plus the insets.
public struct Inset: Component {
    /// The insets.
    public var insets: EdgeInsets
    let child: (any Component)?

    /// Insets `child` by `insets`.
    public init(_ insets: EdgeInsets, child: () -> any Component) {
        self.insets = insets
        self.child = child()
    }

    /// Insets `child` by `insets`.
    public init(_ insets: EdgeInsets, _ child: any Component) {
        self.insets = insets
        self.child = child
    }

    /// Returns the single child (see ``Component/render(_:)``).
    public func render(_ scope: Scope<Inset>) -> (any Component)? { child }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``).
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        let horizontal = Double(insets.left + insets.right)
        let vertical = Double(insets.top + insets.bottom)
        guard let child = children.first else {
            return ComponentLayout(size: range.clamp(LayoutSize(width: horizontal, height: vertical)))
        }
        let inner = SizeRange.clamped(
            min: LayoutSize(width: range.min.width - horizontal, height: range.min.height - vertical),
            max: LayoutSize(width: range.max.width - horizontal, height: range.max.height - vertical))
        let layout = child.layout(
            thatFits: inner, parentSize: LayoutSize(width: inner.max.width, height: inner.max.height))
        let size = LayoutSize(width: layout.size.width + horizontal, height: layout.size.height + vertical)
        return ComponentLayout(
            size: range.clamp(size),
            children: [.init(position: LayoutPoint(x: Double(insets.left), y: Double(insets.top)), layout: layout)])
    }
}
