// Tests of UIKit's priority semantics: required constraints, and optional ones in strict priority order.
import Testing

@testable import TrellisConstraintSolver

@Suite("Constraint solver: strengths")
struct ConstraintSolverStrengthTests {
    @Test("priorities clamp to 1...1000 and 1000 is required")
    func clamping() {
        #expect(ConstraintStrength(priority: 5000) == .required)
        #expect(ConstraintStrength(priority: 0).priority == 1)
        #expect(ConstraintStrength(priority: 999).isRequired == false)
        #expect(ConstraintStrength(priority: 250) < ConstraintStrength(priority: 750))
    }

    @Test("a higher priority wins over any number of lower ones (a lexicographic objective, not weights)")
    func higherPriorityBeatsManyLower() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        _ = try solver.addConstraint(x - 100, .equal, strength: ConstraintStrength(priority: 751))
        for _ in 0..<20 {
            _ = try solver.addConstraint(LinearExpression(x), .equal, strength: ConstraintStrength(priority: 750))
        }
        #expect(solver.value(of: x) == 100)
    }

    @Test("constraints of one priority share a level: the solver minimises the sum of their errors")
    func samePrioritySums() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let medium = ConstraintStrength(priority: 500)
        _ = try solver.addConstraint(LinearExpression(x), .equal, strength: medium)
        _ = try solver.addConstraint(x - 10, .equal, strength: medium)
        _ = try solver.addConstraint(x - 10, .equal, strength: medium)
        #expect(solver.value(of: x) == 10)
    }

    @Test("a lower priority decides what the higher ones leave open")
    func lowerPriorityFillsFreedom() throws {
        var solver = ConstraintSolver()
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        // width ≥ 50 at 750, left + width ≤ 200 required, left == 30 at 500, width == 1000 at 250.
        _ = try solver.addConstraint(width - 50, .greaterThanOrEqual, strength: ConstraintStrength(priority: 750))
        _ = try solver.addConstraint(left + width - 200, .lessThanOrEqual, strength: .required)
        _ = try solver.addConstraint(left - 30, .equal, strength: ConstraintStrength(priority: 500))
        _ = try solver.addConstraint(width - 1000, .equal, strength: ConstraintStrength(priority: 250))
        #expect(solver.value(of: left) == 30)
        #expect(solver.value(of: width) == 170)
    }

    @Test("removing the higher priority hands the variable back to the lower one")
    func removingHigherPriority() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let high = try solver.addConstraint(x - 100, .equal, strength: ConstraintStrength(priority: 900))
        _ = try solver.addConstraint(x - 7, .equal, strength: ConstraintStrength(priority: 10))
        #expect(solver.value(of: x) == 100)
        try solver.removeConstraint(high)
        #expect(solver.value(of: x) == 7)
    }
}
