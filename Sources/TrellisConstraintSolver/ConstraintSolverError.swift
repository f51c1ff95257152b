// The illegal calls a solver rejects with a typed error instead of trapping.

/// A call a ``ConstraintSolver`` rejects; the solver is unchanged.
public enum ConstraintSolverError: Error, Sendable, Equatable {
    /// The constraint is not in the solver (never added, or already removed).
    case unknownConstraint(ConstraintID)
    /// The variable is not an edit variable of the solver.
    case unknownEditVariable(SolverVariable)
    /// The variable is already an edit variable of the solver.
    case duplicateEditVariable(SolverVariable)
    /// Edit variables must be optional: a required edit would make every suggestion a hard constraint.
    case requiredEditVariable(SolverVariable)
    /// A new constant for a required constraint makes the required constraints conflict; the constant
    /// is not changed.
    case unsatisfiable(UnsatisfiableConstraintError)
}
