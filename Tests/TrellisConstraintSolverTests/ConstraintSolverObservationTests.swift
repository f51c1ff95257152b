// Tests of what a host reads back: changed variables, ambiguity, and exercising ambiguity.
import Testing

@testable import TrellisConstraintSolver

@Suite("Constraint solver: changes and ambiguity")
struct ConstraintSolverObservationTests {
    func take(_ solver: inout ConstraintSolver) -> [SolverVariable] {
        solver.takeChangedVariables()
    }

    @Test("takeChangedVariables lists the variables whose values changed, once")
    func changedVariables() throws {
        var solver = ConstraintSolver()
        let width = solver.makeVariable()
        let inner = solver.makeVariable()
        let unrelated = solver.makeVariable()
        _ = try solver.addConstraint(inner - width + 32, .equal, strength: .required)
        _ = try solver.addConstraint(unrelated - 7, .equal, strength: .required)
        try solver.addEditVariable(width, strength: ConstraintStrength(priority: 999))
        try solver.suggestValue(375, for: width)
        #expect(Set(take(&solver)) == [width, inner, unrelated])
        #expect(take(&solver).isEmpty)
        try solver.suggestValue(320, for: width)
        #expect(Set(take(&solver)) == [width, inner])
        try solver.suggestValue(320, for: width)
        #expect(take(&solver).isEmpty)
    }

    @Test("a variable in no constraint, or bounded on one side only, is ambiguous; a fixed one is not")
    func ambiguity() throws {
        var solver = ConstraintSolver()
        let free = solver.makeVariable()
        let bounded = solver.makeVariable()
        let fixed = solver.makeVariable()
        let between = solver.makeVariable()
        _ = try solver.addConstraint(bounded - 10, .greaterThanOrEqual, strength: .required)
        _ = try solver.addConstraint(fixed - 3, .equal, strength: .required)
        _ = try solver.addConstraint(LinearExpression(between), .greaterThanOrEqual, strength: .required)
        _ = try solver.addConstraint(between - 100, .lessThanOrEqual, strength: .required)
        #expect(solver.isAmbiguous(free))
        #expect(solver.isAmbiguous(bounded))
        #expect(!solver.isAmbiguous(fixed))
        #expect(solver.isAmbiguous(between))
        _ = try solver.addConstraint(between - 40, .equal, strength: ConstraintStrength(priority: 1))
        #expect(!solver.isAmbiguous(between))
    }

    @Test("a view's left edge with only its width constrained is ambiguous; its right edge follows it")
    func leftWithoutPosition() throws {
        var solver = ConstraintSolver()
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        let right = solver.makeVariable()
        _ = try solver.addConstraint(width - 80, .equal, strength: .required)
        _ = try solver.addConstraint(right - left - width, .equal, strength: .required)
        #expect(solver.isAmbiguous(left))
        #expect(!solver.isAmbiguous(width))
        let moved = solver.exerciseAmbiguity(of: left)
        #expect(moved)
        #expect(solver.value(of: left) != 0)
        #expect(solver.value(of: width) == 80)
        #expect(solver.value(of: right) == solver.value(of: left) + 80)
        #expect(solver.isAmbiguous(left))
    }

    @Test("exercising ambiguity moves to another optimum within the bounds, and never moves a fixed variable")
    func exerciseWithinBounds() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let fixed = solver.makeVariable()
        _ = try solver.addConstraint(x - 10, .greaterThanOrEqual, strength: .required)
        _ = try solver.addConstraint(x - 60, .lessThanOrEqual, strength: .required)
        _ = try solver.addConstraint(fixed - 5, .equal, strength: ConstraintStrength(priority: 500))
        let before = solver.value(of: x)
        let moved = solver.exerciseAmbiguity(of: x)
        #expect(moved)
        let after = solver.value(of: x)
        #expect(after != before)
        #expect(after >= 10 && after <= 60)
        let movedFixed = solver.exerciseAmbiguity(of: fixed)
        #expect(!movedFixed)
        #expect(solver.value(of: fixed) == 5)
        // A caller's constraint at the lowest priority still beats the probe.
        _ = try solver.addConstraint(x - 33, .equal, strength: ConstraintStrength(priority: 1))
        #expect(solver.value(of: x) == 33)
    }
}
