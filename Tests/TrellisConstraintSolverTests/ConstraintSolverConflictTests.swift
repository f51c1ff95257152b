// Tests of unsatisfiable required constraints: the report names the conflicting constraints and the
// solver is left unchanged.
import Testing

@testable import TrellisConstraintSolver

@Suite("Constraint solver: unsatisfiable constraints")
struct ConstraintSolverConflictTests {
    @Test("two required equalities that disagree: the second is rejected, naming the first")
    func conflictingEqualities() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let first = try solver.addConstraint(x - 10, .equal, strength: .required)
        expectThrows(UnsatisfiableConstraintError(conflicting: [first])) {
            try solver.addConstraint(x - 20, .equal, strength: .required)
        }
        #expect(solver.value(of: x) == 10)
        let next = try solver.addConstraint(x - 10, .greaterThanOrEqual, strength: .required)
        #expect(solver.hasConstraint(next))
        #expect(solver.value(of: x) == 10)
    }

    @Test("a required ≤ below a required ≥ is rejected, naming the ≥ and the equality linking them")
    func conflictingInequalities() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let atLeast = try solver.addConstraint(x - 10, .greaterThanOrEqual, strength: .required)
        let link = try solver.addConstraint(y - x, .equal, strength: .required)
        _ = try solver.addConstraint(x - 50, .equal, strength: ConstraintStrength(priority: 250))
        let rowsBefore = solver.basicOfSlot.filter { $0 != ConstraintSolver.noSymbol }.count
        expectThrows(UnsatisfiableConstraintError(conflicting: [atLeast, link])) {
            try solver.addConstraint(y - 5, .lessThanOrEqual, strength: .required)
        }
        #expect(solver.value(of: x) == 50)
        #expect(solver.value(of: y) == 50)
        #expect(solver.basicOfSlot.filter { $0 != ConstraintSolver.noSymbol }.count == rowsBefore)
        let cap = try solver.addConstraint(y - 20, .lessThanOrEqual, strength: .required)
        #expect(solver.value(of: x) == 20)
        try solver.removeConstraint(cap)
        #expect(solver.value(of: x) == 50)
    }

    @Test("a conflict through a chain names every required constraint of the chain")
    func conflictThroughChain() throws {
        var solver = ConstraintSolver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        let c = solver.makeVariable()
        let pinA = try solver.addConstraint(a - 0, .equal, strength: .required)
        let ab = try solver.addConstraint(b - a - 10, .greaterThanOrEqual, strength: .required)
        let bc = try solver.addConstraint(c - b - 10, .greaterThanOrEqual, strength: .required)
        _ = try solver.addConstraint(LinearExpression(c), .equal, strength: ConstraintStrength(priority: 100))
        _ = try solver.addConstraint(LinearExpression(b), .equal, strength: ConstraintStrength(priority: 100))
        do {
            _ = try solver.addConstraint(c - 15, .lessThanOrEqual, strength: .required)
            Issue.record("c ≤ 15 conflicts with a = 0, b ≥ a + 10, c ≥ b + 10")
        } catch {
            #expect(Set(error.conflicting).isSubset(of: [pinA, ab, bc]))
            #expect(Set(error.conflicting).isSuperset(of: [ab, bc]))
        }
        #expect(solver.value(of: c) == 20)
    }

    @Test("an unsatisfiable constant on its own (0 = 5) is rejected with no other constraint to blame")
    func constantContradiction() throws {
        var solver = ConstraintSolver()
        expectThrows(UnsatisfiableConstraintError(conflicting: [])) {
            try solver.addConstraint(LinearExpression(constant: 5), .equal, strength: .required)
        }
        expectThrows(UnsatisfiableConstraintError(conflicting: [])) {
            try solver.addConstraint(LinearExpression(constant: 5), .lessThanOrEqual, strength: .required)
        }
        let fine = try solver.addConstraint(LinearExpression(constant: -5), .lessThanOrEqual, strength: .required)
        #expect(solver.hasConstraint(fine))
    }

    @Test("an optional constraint never conflicts: it is satisfied as far as the required ones allow")
    func optionalNeverConflicts() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        _ = try solver.addConstraint(x - 10, .equal, strength: .required)
        _ = try solver.addConstraint(x - 20, .equal, strength: ConstraintStrength(priority: 999))
        #expect(solver.value(of: x) == 10)
    }

    @Test("a new constant that makes required constraints conflict is refused and the old one kept")
    func setConstantConflict() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let floor = try solver.addConstraint(x - 10, .greaterThanOrEqual, strength: .required)
        let ceiling = try solver.addConstraint(x - 30, .lessThanOrEqual, strength: .required)
        _ = try solver.addConstraint(x - 25, .equal, strength: ConstraintStrength(priority: 250))
        expectThrows(ConstraintSolverError.unsatisfiable(UnsatisfiableConstraintError(conflicting: [floor]))) {
            try solver.setConstant(-5, of: ceiling)
        }
        #expect(solver.value(of: x) == 25)
        try solver.setConstant(-20, of: ceiling)
        #expect(solver.value(of: x) == 20)
    }

    @Test("a new constant for a redundant required equality that contradicts the others is refused")
    func setConstantOfRedundantEquality() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let first = try solver.addConstraint(x - 10, .equal, strength: .required)
        let second = try solver.addConstraint(y - x, .equal, strength: .required)
        let redundant = try solver.addConstraint(y - 10, .equal, strength: .required)
        do {
            try solver.setConstant(-12, of: redundant)
            Issue.record("y = 12 contradicts x = 10, y = x")
        } catch {
            guard case .unsatisfiable(let report) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(Set(report.conflicting) == [first, second])
        }
        #expect(solver.value(of: y) == 10)
        try solver.removeConstraint(first)
        try solver.setConstant(-12, of: redundant)
        #expect(solver.value(of: x) == 12)
    }
}
