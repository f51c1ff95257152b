// LayoutAnchor: a factory for constraints between attributes of the same kind (NSLayoutAnchor). The
// type parameter keeps x-axis, y-axis and size anchors apart, so mismatched constraints do not compile.
import Foundation

/// An attribute of a view or layout guide that makes constraints with anchors of the same kind
/// (`NSLayoutAnchor`). The made constraints are inactive: activate them with
/// ``LayoutConstraint/activate(_:)`` or ``LayoutConstraint/isActive``.
@MainActor
open class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    let term: AnchorTerm

    init(term: AnchorTerm) {
        self.term = term
    }

    init(item: AnyObject, attribute: LayoutAttribute) {
        self.term = AnchorTerm(item: item, attribute: attribute)
    }

    /// The item whose attribute this is (`nil` for a composite anchor such as
    /// ``LayoutXAxisAnchor/anchorWithOffset(to:)``).
    public var item: AnyObject? { term.item }

    /// The attribute (`notAnAttribute` for a composite anchor).
    public var attribute: LayoutAttribute { term.attribute }

    /// `View[0].leading`, as constraint descriptions print it.
    public var description: String { term.description }

    func makeConstraint(
        _ relation: LayoutRelation, _ other: LayoutAnchor<AnchorType>, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: term, relation: relation, second: other.term, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        makeConstraint(.equal, anchor)
    }

    /// `self == anchor + c`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        makeConstraint(.equal, anchor, constant: c)
    }

    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor)
    }

    /// `self >= anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor)
    }

    /// `self <= anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.lessThanOrEqual, anchor, constant: c)
    }
}
