// LayoutYAxisAnchor: the vertical position anchors (top, bottom, centerY, the baselines and the margin
// forms), with UIKit's system spacing and offset anchors.
import Foundation

/// A vertical position of a view or guide (`NSLayoutYAxisAnchor`).
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (``View/systemSpacing``, 8 points): this edge is
    /// below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.equal, anchor, constant: View.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, anchor, constant: View.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.lessThanOrEqual, anchor, constant: View.systemSpacing * multiplier)
    }

    /// The distance from this anchor to `otherAnchor`, as a size that constraints can relate
    /// (`otherAnchor - self`).
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(term: AnchorTerm(offsetFrom: term, to: otherAnchor.term))
    }
}
