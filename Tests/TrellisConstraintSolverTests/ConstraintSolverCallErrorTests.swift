// Tests of illegal calls: each is a typed error, never a trap, and leaves the solver unchanged.
import Testing

@testable import TrellisConstraintSolver

@Suite("Constraint solver: illegal calls")
struct ConstraintSolverCallErrorTests {
    @Test("removing or changing a constraint that is not in the solver is an unknownConstraint error")
    func unknownConstraint() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let id = try solver.addConstraint(x - 1, .equal, strength: .required)
        try solver.removeConstraint(id)
        expectThrows(ConstraintSolverError.unknownConstraint(id)) { try solver.removeConstraint(id) }
        expectThrows(ConstraintSolverError.unknownConstraint(id)) { try solver.setConstant(3, of: id) }
        let foreign = ConstraintID(index: 99)
        expectThrows(ConstraintSolverError.unknownConstraint(foreign)) { try solver.removeConstraint(foreign) }
    }

    @Test("suggesting for, or removing, a variable that is not an edit variable is an unknownEditVariable error")
    func unknownEditVariable() {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        expectThrows(ConstraintSolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        expectThrows(ConstraintSolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    }

    @Test("adding an edit variable twice is a duplicateEditVariable error; a required edit is refused")
    func duplicateAndRequiredEdits() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addEditVariable(x, strength: ConstraintStrength(priority: 750))
        expectThrows(ConstraintSolverError.duplicateEditVariable(x)) {
            try solver.addEditVariable(x, strength: ConstraintStrength(priority: 500))
        }
        expectThrows(ConstraintSolverError.requiredEditVariable(y)) {
            try solver.addEditVariable(y, strength: .required)
        }
        #expect(!solver.hasEditVariable(y))
        try solver.suggestValue(5, for: x)
        #expect(solver.value(of: x) == 5)
    }

    @Test("a variable from another solver is an unconstrained unknown, not a crash")
    func foreignVariable() throws {
        var other = ConstraintSolver()
        for _ in 0..<5 { _ = other.makeVariable() }
        let foreign = other.makeVariable()
        var solver = ConstraintSolver()
        #expect(solver.value(of: foreign) == 0)
        #expect(solver.isAmbiguous(foreign))
        _ = try solver.addConstraint(foreign - 4, .equal, strength: .required)
        #expect(solver.value(of: foreign) == 4)
    }
}
