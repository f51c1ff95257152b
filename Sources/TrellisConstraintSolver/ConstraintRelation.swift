// How a constraint's expression relates to zero.

/// The relation of a constraint `expression relation 0`, as `NSLayoutConstraint.Relation` relates its two
/// sides.
public enum ConstraintRelation: Sendable, Hashable {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual
}
