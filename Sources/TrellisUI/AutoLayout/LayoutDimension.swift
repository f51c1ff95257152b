// LayoutDimension: the size anchors (width, height, offsets between anchors), which can also be
// constrained to constants and to multiples of other sizes.
import Foundation

/// A width, height or distance (`NSLayoutDimension`).
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    private func constantConstraint(_ relation: LayoutRelation, _ c: CGFloat) -> LayoutConstraint {
        LayoutConstraint(first: term, relation: relation, second: nil, multiplier: 1, constant: c)
    }

    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { constantConstraint(.equal, c) }

    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        constantConstraint(.greaterThanOrEqual, c)
    }

    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        constantConstraint(.lessThanOrEqual, c)
    }

    /// `self == anchor × m`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: m)
    }

    /// `self == anchor × m + c`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= anchor × m`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: m)
    }

    /// `self >= anchor × m + c`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= anchor × m`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: m)
    }

    /// `self <= anchor × m + c`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
