// LayoutXAxisAnchor: the horizontal position anchors (left, right, leading, trailing, centerX and their
// margin forms), with UIKit's system spacing and offset anchors.
import Foundation

/// A horizontal position of a view or guide (`NSLayoutXAxisAnchor`).
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (``View/systemSpacing``, 8 points): this edge
    /// comes after `anchor` in the reading direction.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.equal, anchor, constant: View.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, anchor, constant: View.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.lessThanOrEqual, anchor, constant: View.systemSpacing * multiplier)
    }

    /// The distance from this anchor to `otherAnchor`, as a size that constraints can relate
    /// (`otherAnchor - self`).
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(term: AnchorTerm(offsetFrom: term, to: otherAnchor.term))
    }
}
