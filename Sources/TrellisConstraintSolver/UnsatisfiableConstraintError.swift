// The report of a required constraint that conflicts with the required constraints already in a solver.

/// A required constraint that cannot be satisfied together with the ones already added. The solver is
/// unchanged.
///
/// ``conflicting`` explains the conflict: the required constraints already in the solver that, with the
/// rejected one, make the system infeasible — those whose markers appear in the infeasible row of the
/// tableau. A host reports them as UIKit does ("Unable to simultaneously satisfy constraints").
public struct UnsatisfiableConstraintError: Error, Sendable, Equatable {
    /// The required constraints already in the solver that conflict with the rejected one.
    public var conflicting: [ConstraintID]

    /// A report naming the conflicting constraints.
    public init(conflicting: [ConstraintID]) {
        self.conflicting = conflicting
    }
}
