// A variable of a constraint solver: an opaque handle that the solver mints and that names one unknown.

/// One unknown of a ``ConstraintSolver``, such as a view's left edge or width.
///
/// Variables are minted by ``ConstraintSolver/makeVariable(name:)`` and are meaningful only to the solver
/// that made them.
public struct SolverVariable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's index in its solver's variable table.
    let index: Int32

    init(index: Int32) {
        self.index = index
    }

    /// The variable as `v` and its index, such as `v7`.
    public var description: String { "v\(index)" }
}
