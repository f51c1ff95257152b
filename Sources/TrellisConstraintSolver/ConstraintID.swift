// The handle of one constraint inside a solver.

/// Names one constraint added to a ``ConstraintSolver``, to remove it, change its constant, or find it
/// in an ``UnsatisfiableConstraintError``.
public struct ConstraintID: Hashable, Sendable, CustomStringConvertible {
    /// The constraint's index in its solver's constraint table; never reused by that solver.
    let index: Int32

    init(index: Int32) {
        self.index = index
    }

    /// The constraint as `c` and its index, such as `c12`.
    public var description: String { "c\(index)" }
}
