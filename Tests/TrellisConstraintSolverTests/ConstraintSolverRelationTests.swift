// Tests of each kind of constraint the solver holds: equalities, inequalities, multipliers.
import Testing

@testable import TrellisConstraintSolver

@Suite("Constraint solver: relations")
struct ConstraintSolverRelationTests {
    @Test("a required equality fixes a variable, and a chain of equalities propagates it")
    func equalitiesPropagate() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(name: "x")
        let y = solver.makeVariable(name: "y")
        _ = try solver.addConstraint(x - 10, .equal, strength: .required)
        _ = try solver.addConstraint(x + y - 30, .equal, strength: .required)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 20)
    }

    @Test("a required ≥ holds against a weaker pull below it, and ≤ against a pull above it")
    func inequalitiesBound() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        _ = try solver.addConstraint(x - 10, .greaterThanOrEqual, strength: .required)
        _ = try solver.addConstraint(LinearExpression(x), .equal, strength: ConstraintStrength(priority: 250))
        _ = try solver.addConstraint(y - 5, .lessThanOrEqual, strength: .required)
        _ = try solver.addConstraint(y - 100, .equal, strength: ConstraintStrength(priority: 250))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 5)
    }

    @Test("an inequality that the optional pull already satisfies leaves the pull's value")
    func slackInequalityIsInactive() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        _ = try solver.addConstraint(x - 10, .greaterThanOrEqual, strength: .required)
        _ = try solver.addConstraint(x - 42, .equal, strength: ConstraintStrength(priority: 250))
        #expect(solver.value(of: x) == 42)
    }

    @Test("multipliers scale a variable, as NSLayoutConstraint's multiplier does")
    func multipliers() throws {
        var solver = ConstraintSolver()
        let width = solver.makeVariable()
        let height = solver.makeVariable()
        _ = try solver.addConstraint(height - 2 * width - 5, .equal, strength: .required)
        _ = try solver.addConstraint(width - 10, .equal, strength: .required)
        #expect(solver.value(of: height) == 25)
        _ = try solver.addConstraint(0.5 * height + width - 100, .lessThanOrEqual, strength: .required)
        #expect(solver.value(of: height) == 25)
    }

    @Test("a variable that appears twice in an expression has its coefficients added")
    func repeatedTermsAdd() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let expression = LinearExpression(
            terms: [.init(variable: x, coefficient: 1), .init(variable: x, coefficient: 2)], constant: -12)
        _ = try solver.addConstraint(expression, .equal, strength: .required)
        #expect(solver.value(of: x) == 4)
    }

    @Test("expressions print in the usual notation")
    func expressionDescription() {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        #expect((x + 2 * y - 8).description == "v0 + 2.0·v1 - 8.0")
        #expect((-x).description == "-v0")
        #expect(LinearExpression(constant: 3).description == "3.0")
    }

    @Test("the operators build the same expression whichever side the number or variable is on")
    func operatorsAgree() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        _ = try solver.addConstraint(8 + x - y, .equal, strength: .required) // y = x + 8
        _ = try solver.addConstraint(x - 2, .equal, strength: .required)
        _ = try solver.addConstraint(z - (y + LinearExpression(x)) / 2, .equal, strength: .required) // z = 6
        #expect(solver.value(of: y) == 10)
        #expect(solver.value(of: z) == 6)
    }
}
