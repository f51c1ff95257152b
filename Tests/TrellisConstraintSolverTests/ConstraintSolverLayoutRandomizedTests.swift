// A seeded randomized test on layout-shaped systems (views chained to each other and to an edited
// container width): after every step, the incrementally maintained solution must reach the same optimum as
// a fresh solve of the same constraints, and every value change must be reported.
import Testing

@testable import TrellisConstraintSolver

/// A random layout: a container width (variable 0) and views of four variables each (left, top, width,
/// height), with a hidden frame for each view that every required constraint admits.
private struct RandomLayout {
    var random: SeededGenerator
    var hidden: [Double]
    var viewCount: Int

    init(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        viewCount = Int.random(in: 4...16, using: &generator)
        let width = Double(Int.random(in: 300...500, using: &generator))
        hidden = [width]
        for _ in 0..<viewCount {
            let left = Double(Int.random(in: 0...150, using: &generator))
            let top = Double(Int.random(in: 0...600, using: &generator))
            let viewWidth = Double(Int.random(in: 10...140, using: &generator))
            let height = Double(Int.random(in: 10...100, using: &generator))
            hidden += [left, top, viewWidth, height]
        }
        random = generator
    }

    func left(_ view: Int) -> Int { 1 + 4 * view }
    func top(_ view: Int) -> Int { 2 + 4 * view }
    func width(_ view: Int) -> Int { 3 + 4 * view }
    func height(_ view: Int) -> Int { 4 + 4 * view }

    /// A constraint of one of UIKit's usual shapes; required ones hold at the hidden frames, optional ones
    /// pull anywhere.
    mutating func makeConstraint() -> ModelConstraint {
        let view = Int.random(in: 0..<viewCount, using: &random)
        let other = Int.random(in: 0..<viewCount, using: &random)
        let required = Bool.random(using: &random)
        var terms: [(variable: Int, coefficient: Double)]
        var relation = ConstraintRelation.equal
        switch Int.random(in: 0..<7, using: &random) {
        case 0: // top == other.bottom + gap
            terms = [(top(view), 1), (top(other), -1), (height(other), -1)]
        case 1: // left == other.left + offset
            terms = [(left(view), 1), (left(other), -1)]
        case 2: // width == multiplier · other.width + constant
            terms = [(width(view), 1), (width(other), -[0.5, 1, 2].randomElement(using: &random)!)]
        case 3: // right ≤ container width - margin
            terms = [(left(view), 1), (width(view), 1), (0, -1)]
            relation = .lessThanOrEqual
        case 4: // width ≥ minimum
            terms = [(width(view), 1)]
            relation = .greaterThanOrEqual
        case 5: // centerX == other.centerX
            terms = [(left(view), 1), (width(view), 0.5), (left(other), -1), (width(other), -0.5)]
        default: // height == constant (an intrinsic size)
            terms = [(height(view), 1)]
        }
        terms = terms.filter { $0.coefficient != 0 }
        let atHidden = terms.reduce(0.0) { $0 + $1.coefficient * hidden[$1.variable] }
        var constant = -atHidden
        if required {
            switch relation {
            case .equal: break
            case .lessThanOrEqual: constant -= Double(Int.random(in: 0...20, using: &random))
            case .greaterThanOrEqual: constant += Double(Int.random(in: 0...20, using: &random))
            }
        } else {
            constant += Double(Int.random(in: -60...60, using: &random))
        }
        let priority =
            required
            ? 1000
            : [250, 500, 750, 999, Double(Int.random(in: 1...999, using: &random))]
                .randomElement(using: &random)!
        return ModelConstraint(
            terms: terms, constant: constant, relation: relation, priority: priority, id: nil, editVariable: nil)
    }
}

@Suite("Constraint solver: seeded random layouts")
struct ConstraintSolverLayoutRandomizedTests {
    @Test(
        "random layouts kept up incrementally reach the optimum of a fresh solve after every step, and report every change"
    )
    func randomLayouts() {
        for seed in 1...80 {
            do {
                try run(seed: UInt64(seed))
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }

    private func run(seed: UInt64) throws {
        var layout = RandomLayout(seed: seed)
        var solver = ConstraintSolver()
        let variables = layout.hidden.indices.map { _ in solver.makeVariable() }
        var constraints: [ModelConstraint] = []
        var suggestion = layout.hidden[0]
        var lastValues = variables.map { _ in 0.0 }
        func check(_ step: String) {
            let values = variables.map { solver.value(of: $0) }
            let changed = Set(solver.takeChangedVariables())
            for (index, variable) in variables.enumerated() where values[index] != lastValues[index] {
                #expect(changed.contains(variable), "seed \(seed) after \(step): a change of v\(index) went unreported")
            }
            lastValues = values
            let edit = ModelConstraint(
                terms: [(0, 1)], constant: -suggestion, relation: .equal, priority: 999, id: nil, editVariable: 0)
            compareWithFreshSolve(
                values, constraints + [edit], variables.count, seed: seed, step: step, layout: &layout)
        }
        try solver.addEditVariable(variables[0], strength: ConstraintStrength(priority: 999))
        try solver.suggestValue(suggestion, for: variables[0])
        for index in 0..<(layout.viewCount * 5) {
            var constraint = layout.makeConstraint()
            constraint.id = try solver.addConstraint(
                constraint.expression(variables), constraint.relation,
                strength: ConstraintStrength(priority: constraint.priority))
            constraints.append(constraint)
            if index % 4 == 3 { check("add") }
        }
        check("build")
        for _ in 0..<3 {
            suggestion = Double(Int.random(in: 200...700, using: &layout.random))
            try solver.suggestValue(suggestion, for: variables[0])
            check("suggest")
        }
        for _ in 0..<4 {
            let index = Int.random(in: 0..<constraints.count, using: &layout.random)
            guard let id = constraints[index].id else { continue }
            // Optional constants move anywhere; a required inequality only loosens, so it still fits.
            var delta = Double(Int.random(in: -30...30, using: &layout.random))
            switch (constraints[index].isRequired, constraints[index].relation) {
            case (false, _): break
            case (true, .lessThanOrEqual): delta = -abs(delta)
            case (true, .greaterThanOrEqual): delta = abs(delta)
            case (true, .equal): continue
            }
            constraints[index].constant += delta
            try solver.setConstant(constraints[index].constant, of: id)
            check("set constant")
        }
        while constraints.count > 3 {
            let constraint = constraints.remove(at: Int.random(in: 0..<constraints.count, using: &layout.random))
            if let id = constraint.id { try solver.removeConstraint(id) }
            if constraints.count % 3 == 0 { check("remove") }
        }
        check("pruned")
    }

    /// Every required constraint holds, and the errors per priority (highest first) equal those of a fresh
    /// solver given the same constraints in another order: the lexicographic optimum's error vector is
    /// unique even where the solution is not.
    private func compareWithFreshSolve(
        _ values: [Double], _ constraints: [ModelConstraint], _ variableCount: Int, seed: UInt64, step: String,
        layout: inout RandomLayout
    ) {
        for constraint in constraints where constraint.isRequired {
            #expect(
                constraint.error(values) <= constraint.tolerance(values),
                "seed \(seed) after \(step): a required constraint fails by \(constraint.error(values))")
        }
        var fresh = ConstraintSolver()
        let freshVariables = (0..<variableCount).map { _ in fresh.makeVariable() }
        for constraint in constraints.shuffled(using: &layout.random) {
            do {
                _ = try fresh.addConstraint(
                    constraint.expression(freshVariables), constraint.relation,
                    strength: ConstraintStrength(priority: constraint.priority))
            } catch {
                Issue.record("seed \(seed) after \(step): the fresh solve rejected a required constraint")
                return
            }
        }
        let freshValues = freshVariables.map { fresh.value(of: $0) }
        let priorities = Set(constraints.filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
        for priority in priorities {
            let level = constraints.filter { $0.priority == priority }
            let error = level.reduce(0.0) { $0 + $1.error(values) }
            let freshError = level.reduce(0.0) { $0 + $1.error(freshValues) }
            let tolerance = level.reduce(0.0) { $0 + $1.tolerance(values) + $1.tolerance(freshValues) }
            #expect(
                abs(error - freshError) <= tolerance,
                "seed \(seed) after \(step): errors at priority \(priority) are \(error), a fresh solve gets \(freshError)"
            )
            if abs(error - freshError) > tolerance { return }
        }
    }
}
