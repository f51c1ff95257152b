// Tests of incremental re-solving: edit variables, suggested values, constant changes as edits.
import Testing

@testable import TrellisConstraintSolver

@Suite("Constraint solver: edits")
struct ConstraintSolverEditTests {
    @Test("a suggested value moves the edit variable and everything constrained to it")
    func suggestValuePropagates() throws {
        var solver = ConstraintSolver()
        let width = solver.makeVariable()
        let inner = solver.makeVariable()
        _ = try solver.addConstraint(inner - width + 32, .equal, strength: .required)
        try solver.addEditVariable(width, strength: ConstraintStrength(priority: 999))
        #expect(solver.hasEditVariable(width))
        try solver.suggestValue(375, for: width)
        #expect(solver.value(of: inner) == 343)
        try solver.suggestValue(320, for: width)
        #expect(solver.value(of: inner) == 288)
        try solver.suggestValue(414, for: width)
        #expect(solver.value(of: width) == 414)
        #expect(solver.value(of: inner) == 382)
    }

    @Test("a suggestion that a required constraint forbids stops at the bound, and comes back")
    func suggestionAgainstRequiredBound() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        _ = try solver.addConstraint(x - 100, .lessThanOrEqual, strength: .required)
        try solver.addEditVariable(x, strength: ConstraintStrength(priority: 750))
        try solver.suggestValue(150, for: x)
        #expect(solver.value(of: x) == 100)
        try solver.suggestValue(60, for: x)
        #expect(solver.value(of: x) == 60)
        try solver.suggestValue(200, for: x)
        #expect(solver.value(of: x) == 100)
    }

    @Test("a suggestion beats lower priorities and loses to higher ones")
    func suggestionPriority() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        _ = try solver.addConstraint(x - 10, .equal, strength: ConstraintStrength(priority: 250))
        try solver.addEditVariable(x, strength: ConstraintStrength(priority: 500))
        try solver.suggestValue(40, for: x)
        #expect(solver.value(of: x) == 40)
        let high = try solver.addConstraint(x - 20, .equal, strength: ConstraintStrength(priority: 750))
        #expect(solver.value(of: x) == 20)
        try solver.suggestValue(80, for: x)
        #expect(solver.value(of: x) == 20)
        try solver.removeConstraint(high)
        #expect(solver.value(of: x) == 80)
    }

    @Test("removing an edit variable drops its suggestion")
    func removeEditVariable() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        _ = try solver.addConstraint(x - 10, .equal, strength: ConstraintStrength(priority: 250))
        try solver.addEditVariable(x, strength: ConstraintStrength(priority: 500))
        try solver.suggestValue(40, for: x)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 10)
    }

    @Test("setConstant changes a required constraint's constant in place and re-solves")
    func setConstantOfRequired() throws {
        var solver = ConstraintSolver()
        let top = solver.makeVariable()
        let bottom = solver.makeVariable()
        let below = solver.makeVariable()
        _ = try solver.addConstraint(top - 8, .equal, strength: .required)
        let height = try solver.addConstraint(bottom - top - 44, .equal, strength: .required)
        _ = try solver.addConstraint(below - bottom - 8, .equal, strength: .required)
        #expect(solver.value(of: below) == 60)
        try solver.setConstant(-100, of: height)
        #expect(solver.value(of: bottom) == 108)
        #expect(solver.value(of: below) == 116)
        let gap = try solver.addConstraint(
            below - bottom - 20, .greaterThanOrEqual, strength: ConstraintStrength(priority: 1))
        #expect(solver.hasConstraint(gap))
        #expect(solver.value(of: below) == 116)
    }

    @Test("setConstant of an inequality moves its bound; of an optional constraint, its target")
    func setConstantOfInequalityAndOptional() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let bound = try solver.addConstraint(x - 100, .lessThanOrEqual, strength: .required)
        let pull = try solver.addConstraint(x - 150, .equal, strength: ConstraintStrength(priority: 250))
        #expect(solver.value(of: x) == 100)
        try solver.setConstant(-120, of: bound)
        #expect(solver.value(of: x) == 120)
        try solver.setConstant(-90, of: pull)
        #expect(solver.value(of: x) == 90)
        try solver.setConstant(-50, of: bound)
        #expect(solver.value(of: x) == 50)
    }

    @Test("setConstant is an edit: the constraint keeps its id and only the rows holding its marker change")
    func setConstantTouchesOnlyItsRows() throws {
        var solver = ConstraintSolver()
        var tops: [SolverVariable] = []
        var heightConstraints: [ConstraintID] = []
        var previousBottom = LinearExpression(constant: 0)
        for _ in 0..<200 {
            let top = solver.makeVariable()
            let height = solver.makeVariable()
            _ = try solver.addConstraint(top - previousBottom - 8, .equal, strength: .required)
            heightConstraints.append(
                try solver.addConstraint(height - 44, .equal, strength: ConstraintStrength(priority: 750)))
            _ = try solver.addConstraint(height - 20, .greaterThanOrEqual, strength: .required)
            tops.append(top)
            previousBottom = top + height
        }
        let rowsBefore = solver.rowWrites
        let evaluationsBefore = solver.definitionEvaluations
        let recordsBefore = solver.records.count
        try solver.setConstant(-60, of: heightConstraints[100])
        #expect(solver.hasConstraint(heightConstraints[100]))
        #expect(solver.records.count == recordsBefore)
        #expect(solver.rowWrites - rowsBefore <= 2)
        // The 99 views below the changed one move; nothing above it is evaluated again.
        #expect(solver.definitionEvaluations - evaluationsBefore == 99)
        #expect(solver.value(of: tops[101]) == 8 + 101 * 52 + 16)
        #expect(solver.value(of: tops[199]) == 8 + 199 * 52 + 16)
        #expect(solver.value(of: tops[100]) == 8 + 100 * 52)
    }

    @Test("a suggestion touches only the rows of its own subsystem, not the unrelated axis")
    func editsDoNotTouchUnrelatedRows() throws {
        func build(views: Int, withVerticalAxis: Bool) throws -> ConstraintSolver {
            var solver = ConstraintSolver()
            let width = solver.makeVariable()
            try solver.addEditVariable(width, strength: ConstraintStrength(priority: 999))
            try solver.suggestValue(375, for: width)
            var previousBottom = LinearExpression(constant: 0)
            for _ in 0..<views {
                let left = solver.makeVariable()
                let viewWidth = solver.makeVariable()
                _ = try solver.addConstraint(left - 16, .equal, strength: .required)
                _ = try solver.addConstraint(left + viewWidth - (width - 16), .equal, strength: .required)
                if withVerticalAxis {
                    let top = solver.makeVariable()
                    let height = solver.makeVariable()
                    _ = try solver.addConstraint(top - previousBottom - 8, .equal, strength: .required)
                    _ = try solver.addConstraint(height - 44, .equal, strength: ConstraintStrength(priority: 750))
                    _ = try solver.addConstraint(height - 20, .greaterThanOrEqual, strength: .required)
                    previousBottom = top + height
                }
            }
            return solver
        }
        var horizontal = try build(views: 50, withVerticalAxis: false)
        var both = try build(views: 50, withVerticalAxis: true)
        let before = (horizontal.rowWrites, both.rowWrites)
        let evaluationsBefore = (horizontal.definitionEvaluations, both.definitionEvaluations)
        try horizontal.suggestValue(320, for: SolverVariable(index: 0))
        try both.suggestValue(320, for: SolverVariable(index: 0))
        let horizontalWrites = horizontal.rowWrites - before.0
        let bothWrites = both.rowWrites - before.1
        #expect(horizontalWrites > 0)
        #expect(bothWrites == horizontalWrites)
        // The views' widths follow the container: 50 definitions re-evaluated, none of the vertical axis.
        #expect(horizontal.definitionEvaluations - evaluationsBefore.0 == 50)
        #expect(both.definitionEvaluations - evaluationsBefore.1 == 50)
        #expect(both.value(of: SolverVariable(index: 2)) == 288)
    }
}
