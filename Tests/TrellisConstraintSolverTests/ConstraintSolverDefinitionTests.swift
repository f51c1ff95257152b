// Tests of definitions: required equalities that introduce a new variable are kept outside the tableau,
// and must behave exactly like tableau rows when they are referenced, changed and removed.
import Testing

@testable import TrellisConstraintSolver

@Suite("Constraint solver: definitions")
struct ConstraintSolverDefinitionTests {
    /// A vertical chain of `count` views (A1's shape): returns the solver, the tops and the heights.
    func chain(_ count: Int) throws -> (ConstraintSolver, [SolverVariable], [SolverVariable], [ConstraintID]) {
        var solver = ConstraintSolver()
        var tops: [SolverVariable] = []
        var heights: [SolverVariable] = []
        var topConstraints: [ConstraintID] = []
        var previousBottom = LinearExpression(constant: 0)
        for _ in 0..<count {
            let top = solver.makeVariable()
            let height = solver.makeVariable()
            topConstraints.append(try solver.addConstraint(top - previousBottom - 8, .equal, strength: .required))
            _ = try solver.addConstraint(height - 44, .equal, strength: ConstraintStrength(priority: 750))
            _ = try solver.addConstraint(height - 20, .greaterThanOrEqual, strength: .required)
            tops.append(top)
            heights.append(height)
            previousBottom = top + height
        }
        return (solver, tops, heights, topConstraints)
    }

    @Test("a chain of views keeps every tableau row short: each top is a definition, not a growing row")
    func chainRowsStayShort() throws {
        let (solver, tops, _, _) = try chain(300)
        #expect(solver.value(of: tops[299]) == 8 + 299 * 52)
        let longest = solver.rows.map(\.symbols.count).max() ?? 0
        #expect(longest <= 3)
        #expect(solver.definitions.compactMap { $0 }.count == 300)
    }

    @Test("a constraint on the end of a chain expands the chain into its row and moves every view")
    func constraintOnChainEnd() throws {
        var (solver, tops, heights, _) = try chain(10)
        let last = tops[9] + heights[9]
        // Ten views at 44 end at 520; make them end at 420: the heights give way (750 < 900).
        _ = try solver.addConstraint(last - 420, .equal, strength: ConstraintStrength(priority: 900))
        #expect(abs(solver.value(of: tops[9]) + solver.value(of: heights[9]) - 420) < 1e-9)
        let total = heights.reduce(0.0) { $0 + solver.value(of: $1) }
        #expect(abs(total - 340) < 1e-9)
        #expect(heights.allSatisfy { solver.value(of: $0) >= 20 })
    }

    @Test("setConstant on a definition moves its variable and everything defined from it")
    func setConstantOfDefinition() throws {
        var (solver, tops, _, constraints) = try chain(20)
        var changed = Set(solver.takeChangedVariables())
        try solver.setConstant(-30, of: constraints[0]) // the first top at 30 instead of 8
        #expect(solver.value(of: tops[0]) == 30)
        #expect(solver.value(of: tops[19]) == 30 + 19 * 52)
        changed = Set(solver.takeChangedVariables())
        #expect(changed == Set(tops))
    }

    @Test("removing a definition that others use frees its variable and keeps their equations")
    func removeUsedDefinition() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        let defineX = try solver.addConstraint(x - 10, .equal, strength: .required)
        _ = try solver.addConstraint(y - x - 5, .equal, strength: .required)
        _ = try solver.addConstraint(z - 2 * y, .lessThanOrEqual, strength: .required)
        _ = try solver.addConstraint(z - 1000, .equal, strength: ConstraintStrength(priority: 100))
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == 30)
        try solver.removeConstraint(defineX)
        _ = try solver.addConstraint(x - 20, .equal, strength: ConstraintStrength(priority: 200))
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 25)
        #expect(solver.value(of: z) == 50)
    }

    @Test("a redundant copy of a definition is accepted, and either can be removed")
    func redundantCopy() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let original = try solver.addConstraint(y - x - 5, .equal, strength: .required)
        let copy = try solver.addConstraint(y - x - 5, .equal, strength: .required)
        try solver.removeConstraint(original)
        _ = try solver.addConstraint(x - 3, .equal, strength: .required)
        #expect(solver.value(of: y) == 8)
        try solver.removeConstraint(copy)
        _ = try solver.addConstraint(y - 1, .equal, strength: ConstraintStrength(priority: 1))
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 1)
    }

    @Test("an edit variable on a defined variable drives what defines it")
    func editOnDefinedVariable() throws {
        var solver = ConstraintSolver()
        let container = solver.makeVariable()
        let inner = solver.makeVariable()
        _ = try solver.addConstraint(inner - container + 32, .equal, strength: .required)
        try solver.addEditVariable(inner, strength: ConstraintStrength(priority: 999))
        try solver.suggestValue(100, for: inner)
        #expect(solver.value(of: container) == 132)
        #expect(solver.isAmbiguous(container) == false)
    }

    @Test("a definition that contradicts a later required equality is reported with it")
    func definitionInConflict() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let first = try solver.addConstraint(x - 4, .equal, strength: .required)
        let second = try solver.addConstraint(y - 2 * x, .equal, strength: .required)
        expectThrows(UnsatisfiableConstraintError(conflicting: [first, second])) {
            try solver.addConstraint(y - 9, .equal, strength: .required)
        }
        #expect(solver.value(of: y) == 8)
    }
}
