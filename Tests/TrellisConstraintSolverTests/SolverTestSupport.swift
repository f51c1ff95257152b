// Helpers shared by the solver tests: typed-error expectations and the test's own model of a constraint.
import Testing

@testable import TrellisConstraintSolver

/// Expects `body` to throw exactly `expected`, recording an issue at the caller otherwise. Unlike
/// `#expect(throws:)`, the body may mutate a solver the test owns.
func expectThrows<E: Error & Equatable, R>(
    _ expected: E, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> R
) {
    do {
        _ = try body()
        Issue.record("expected \(expected) to be thrown", sourceLocation: sourceLocation)
    } catch {
        #expect(error as? E == expected, sourceLocation: sourceLocation)
    }
}

/// One constraint of a random system, as the test knows it (independently of the solver's storage).
struct ModelConstraint {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: ConstraintRelation
    /// 1...999 for optional constraints (all distinct within a system), 1000 for required ones.
    var priority: Double
    var id: ConstraintID?
    /// The edit variable this constraint stands for (`variable - suggestion == 0`), if any.
    var editVariable: Int?

    var isRequired: Bool { priority >= 1000 }

    func expression(_ variables: [SolverVariable]) -> LinearExpression {
        LinearExpression(
            terms: terms.map { .init(variable: variables[$0.variable], coefficient: $0.coefficient) },
            constant: constant)
    }

    func residual(_ values: [Double]) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * values[$1.variable] }
    }

    /// The amount by which `values` violate the constraint.
    func error(_ values: [Double]) -> Double {
        let residual = residual(values)
        switch relation {
        case .equal: return abs(residual)
        case .lessThanOrEqual: return max(0, residual)
        case .greaterThanOrEqual: return max(0, -residual)
        }
    }

    /// The tolerance for `error`: 1e-6 relative to the size of the terms.
    func tolerance(_ values: [Double]) -> Double {
        1e-6 * max(1, terms.reduce(abs(constant)) { $0 + abs($1.coefficient * values[$1.variable]) })
    }
}
