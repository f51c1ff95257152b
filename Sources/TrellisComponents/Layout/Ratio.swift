// Ratio: sizes its child to a fixed height/width ratio (ComponentKit's CKRatioLayoutComponent).
import TrellisLayout

/// Gives its child a fixed `height / width` ratio within the available space.
public struct Ratio: Component {
    /// Height divided by width.
    public var ratio: Double
    let child: (any Component)?

    /// A ratio layout around `child`.
    public init(_ ratio: Double, child: () -> any Component) {
        self.ratio = ratio
        self.child = child()
    }

    /// Returns the single child (see ``Component/render(_:)``).
    public func render(_ scope: Scope<Ratio>) -> (any Component)? { child }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``).
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        var size = range.min
        if ratio > 0 {
            if range.max.width.isFinite {
                let height = range.max.width * ratio
                size = LayoutSize(width: range.max.width, height: height)
                if height > range.max.height {
                    size = LayoutSize(width: range.max.height / ratio, height: range.max.height)
                }
            } else if range.max.height.isFinite {
                size = LayoutSize(width: range.max.height / ratio, height: range.max.height)
            }
        }
        size = range.clamp(size)
        guard let child = children.first else { return ComponentLayout(size: size) }
        let layout = child.layout(thatFits: SizeRange.clamped(min: size, max: size), parentSize: size)
        return ComponentLayout(size: size, children: [.init(position: .zero, layout: layout)])
    }
}
