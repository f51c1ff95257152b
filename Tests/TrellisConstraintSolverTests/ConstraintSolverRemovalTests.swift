// Tests of constraint removal: required, optional, and after edits.
import Testing

@testable import TrellisConstraintSolver

@Suite("Constraint solver: removal")
struct ConstraintSolverRemovalTests {
    @Test("removing a required equality frees the variable for a weaker constraint")
    func removeRequiredEquality() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let fixed = try solver.addConstraint(x - 10, .equal, strength: .required)
        _ = try solver.addConstraint(x - 30, .equal, strength: ConstraintStrength(priority: 250))
        #expect(solver.value(of: x) == 10)
        try solver.removeConstraint(fixed)
        #expect(!solver.hasConstraint(fixed))
        #expect(solver.value(of: x) == 30)
    }

    @Test("removing a binding inequality releases the bound; removing a slack one changes nothing")
    func removeInequalities() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let loose = try solver.addConstraint(x - 500, .lessThanOrEqual, strength: .required)
        let binding = try solver.addConstraint(x - 100, .lessThanOrEqual, strength: .required)
        _ = try solver.addConstraint(x - 300, .equal, strength: ConstraintStrength(priority: 250))
        #expect(solver.value(of: x) == 100)
        try solver.removeConstraint(loose)
        #expect(solver.value(of: x) == 100)
        try solver.removeConstraint(binding)
        #expect(solver.value(of: x) == 300)
    }

    @Test("removing an optional constraint lets the next priority decide")
    func removeOptional() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let strong = try solver.addConstraint(x - 1, .equal, strength: ConstraintStrength(priority: 700))
        let medium = try solver.addConstraint(x - 2, .greaterThanOrEqual, strength: ConstraintStrength(priority: 600))
        _ = try solver.addConstraint(x - 3, .equal, strength: ConstraintStrength(priority: 500))
        #expect(solver.value(of: x) == 1)
        try solver.removeConstraint(strong)
        #expect(solver.value(of: x) == 3)
        try solver.removeConstraint(medium)
        #expect(solver.value(of: x) == 3)
    }

    @Test("constraints can be removed after edits, and the edits keep working")
    func removeAfterEdits() throws {
        var solver = ConstraintSolver()
        let width = solver.makeVariable()
        let half = solver.makeVariable()
        let quarter = solver.makeVariable()
        try solver.addEditVariable(width, strength: ConstraintStrength(priority: 999))
        let halving = try solver.addConstraint(2 * half - width, .equal, strength: .required)
        let quartering = try solver.addConstraint(2 * quarter - half, .equal, strength: .required)
        try solver.suggestValue(400, for: width)
        #expect(solver.value(of: quarter) == 100)
        try solver.removeConstraint(halving)
        _ = try solver.addConstraint(half - width + 10, .equal, strength: .required)
        #expect(solver.value(of: quarter) == 195)
        try solver.suggestValue(210, for: width)
        #expect(solver.value(of: half) == 200)
        #expect(solver.value(of: quarter) == 100)
        try solver.removeConstraint(quartering)
        try solver.suggestValue(110, for: width)
        #expect(solver.value(of: half) == 100)
    }

    @Test("removing an equality whose marker also sits in a redundant equality's row keeps that equality")
    func removalBesideRedundantEquality() throws {
        // The sixth constraint is redundant: its row has a basic dummy. Removing c1 must pivot c1's marker
        // through that row, where the step is zero; any other row would move the dummy off zero.
        var solver = ConstraintSolver()
        let x0 = solver.makeVariable()
        let x1 = solver.makeVariable()
        let x2 = solver.makeVariable()
        _ = try solver.addConstraint(-0.5 * x0 - 12.5, .lessThanOrEqual, strength: .required)
        let c1 = try solver.addConstraint(x0 + 19, .equal, strength: .required)
        _ = try solver.addConstraint(-1.5 * x2 + x0 - 2 * x1 + 23, .equal, strength: .required)
        _ = try solver.addConstraint(3 * x0 + 3 * x1 - 3 * x2 - 33, .equal, strength: .required)
        _ = try solver.addConstraint(
            x2 + 0.5 * x0 + 24.5, .lessThanOrEqual, strength: ConstraintStrength(priority: 364))
        let redundant = 3 * x2 + x1 - 1.5 * x0 + 5.5
        _ = try solver.addConstraint(redundant, .equal, strength: .required)
        _ = try solver.addConstraint(-3 * x1 + 2 * x0 - 2 * x2 + 49, .greaterThanOrEqual, strength: .required)
        _ = try solver.addConstraint(2 * x1 + 2 * x0 + 12, .greaterThanOrEqual, strength: .required)
        try solver.removeConstraint(c1)
        let residual =
            3 * solver.value(of: x2) + solver.value(of: x1) - 1.5 * solver.value(of: x0) + 5.5
        #expect(abs(residual) < 1e-9)
        #expect(abs(solver.value(of: x0) + 19) < 1e-9)
    }

    @Test("all constraints removed leave every variable free and the solver reusable")
    func removeEverything() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let ids = [
            try solver.addConstraint(x - 10, .greaterThanOrEqual, strength: .required),
            try solver.addConstraint(y - x - 5, .equal, strength: .required),
            try solver.addConstraint(y - 40, .equal, strength: ConstraintStrength(priority: 300)),
        ]
        #expect(solver.value(of: y) == 40)
        for id in ids { try solver.removeConstraint(id) }
        #expect(solver.basicOfSlot.allSatisfy { $0 == ConstraintSolver.noSymbol })
        #expect(solver.levels.isEmpty)
        _ = try solver.addConstraint(x - 3, .equal, strength: .required)
        #expect(solver.value(of: x) == 3)
    }
}
