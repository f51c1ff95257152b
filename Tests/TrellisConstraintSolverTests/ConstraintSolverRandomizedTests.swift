// A seeded randomized test: random satisfiable systems are solved, edited, changed and pruned, and after
// every step every required constraint must hold and the optional ones must be satisfied in priority order.
import Testing

@testable import TrellisConstraintSolver

/// A random system with a hidden solution that satisfies its required constraints.
private struct RandomSystem {
    var random: SeededGenerator
    var hidden: [Double]
    var constraints: [ModelConstraint] = []
    var unusedPriorities: [Double]

    init(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 2...6, using: &generator)
        hidden = (0..<count).map { _ in Double(Int.random(in: -20...20, using: &generator)) }
        unusedPriorities = (1...999).map(Double.init).shuffled(using: &generator)
        random = generator
    }

    mutating func randomTerms() -> [(variable: Int, coefficient: Double)] {
        let count = Int.random(in: 1...min(3, hidden.count), using: &random)
        let variables = Array((0..<hidden.count).shuffled(using: &random).prefix(count))
        return variables.map { variable in
            var coefficient = Double(Int.random(in: 1...3, using: &random))
            if Bool.random(using: &random) { coefficient = -coefficient }
            if Int.random(in: 0..<4, using: &random) == 0 { coefficient /= 2 }
            return (variable, coefficient)
        }
    }

    /// A constraint that the hidden solution satisfies (required) or that it may violate (optional).
    mutating func makeConstraint(required: Bool, consistent: Bool) -> ModelConstraint {
        let terms = randomTerms()
        let relation = [ConstraintRelation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
        let atHidden = terms.reduce(0.0) { $0 + $1.coefficient * hidden[$1.variable] }
        var constant = -atHidden
        let slack = Double(Int.random(in: 0...10, using: &random))
        switch relation {
        case .equal: break
        case .lessThanOrEqual: constant -= slack
        case .greaterThanOrEqual: constant += slack
        }
        if !consistent { constant += Double(Int.random(in: -30...30, using: &random)) }
        return ModelConstraint(
            terms: terms, constant: constant, relation: relation,
            priority: required ? 1000 : unusedPriorities.removeLast(), id: nil, editVariable: nil)
    }
}

@Suite("Constraint solver: seeded random systems")
struct ConstraintSolverRandomizedTests {
    @Test(
        "random satisfiable systems: required constraints hold and optional ones win in priority order, after solving, editing, changing constants and removing"
    )
    func randomSystems() {
        var checkedSteps = 0
        for seed in 1...1_200 {
            do {
                checkedSteps += try runSystem(seed: UInt64(seed))
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
        #expect(checkedSteps > 5_000)
    }

    /// Builds, edits and prunes one random system, checking after every step; returns the steps checked.
    private func runSystem(seed: UInt64) throws -> Int {
        var system = RandomSystem(seed: seed)
        var solver = ConstraintSolver()
        let variables = (0..<system.hidden.count).map { _ in solver.makeVariable() }
        var steps = 0
        func check(_ step: String) {
            steps += 1
            verify(solver, system.constraints, variables, seed: seed, step: step)
        }
        // Build: required and optional constraints interleaved at random.
        for _ in 0..<Int.random(in: 2...8, using: &system.random) {
            let required = Int.random(in: 0..<3, using: &system.random) != 0
            var constraint = system.makeConstraint(
                required: required, consistent: required || Bool.random(using: &system.random))
            constraint.id = try solver.addConstraint(
                constraint.expression(variables), constraint.relation,
                strength: ConstraintStrength(priority: constraint.priority))
            system.constraints.append(constraint)
            check("add")
        }
        // A required constraint that may conflict: the solver must agree with a fresh solve on whether it
        // can be added, and be unchanged when it cannot.
        var extra = system.makeConstraint(required: true, consistent: Bool.random(using: &system.random))
        let feasible = isFeasible(system.constraints.filter(\.isRequired) + [extra], variables.count)
        let before = variables.map { solver.value(of: $0) }
        do {
            extra.id = try solver.addConstraint(extra.expression(variables), extra.relation, strength: .required)
            #expect(feasible, "seed \(seed): an infeasible required constraint was accepted")
            system.constraints.append(extra)
        } catch {
            #expect(!feasible, "seed \(seed): a feasible required constraint was rejected: \(error)")
            #expect(variables.map { solver.value(of: $0) } == before, "seed \(seed): a rejection changed values")
            for id in error.conflicting {
                #expect(
                    system.constraints.contains { $0.id == id && $0.isRequired }, "seed \(seed): bad conflict \(id)")
            }
        }
        check("add required")
        // Exercising ambiguity: only an ambiguous variable moves, and the constraints still hold in order.
        for _ in 0..<2 {
            let variable = variables[Int.random(in: 0..<variables.count, using: &system.random)]
            let ambiguous = solver.isAmbiguous(variable)
            let old = solver.value(of: variable)
            let moved = solver.exerciseAmbiguity(of: variable)
            #expect(moved == (solver.value(of: variable) != old), "seed \(seed): exercise misreported its move")
            if !ambiguous { #expect(!moved, "seed \(seed): an unambiguous variable moved") }
            check("exercise")
        }
        // Edits.
        let edited = Int.random(in: 0..<variables.count, using: &system.random)
        let editPriority = system.unusedPriorities.removeLast()
        try solver.addEditVariable(variables[edited], strength: ConstraintStrength(priority: editPriority))
        var edit = ModelConstraint(
            terms: [(edited, 1)], constant: 0, relation: .equal, priority: editPriority, id: nil, editVariable: edited)
        system.constraints.append(edit)
        check("add edit")
        for _ in 0..<3 {
            let suggestion = Double(Int.random(in: -40...40, using: &system.random))
            try solver.suggestValue(suggestion, for: variables[edited])
            edit.constant = -suggestion
            system.constraints[system.constraints.count - 1] = edit
            check("suggest")
        }
        // Constant changes: optional ones anywhere, required ones where a fresh solve says they fit.
        for _ in 0..<2 {
            let candidates = system.constraints.indices.filter { system.constraints[$0].editVariable == nil }
            guard let index = candidates.randomElement(using: &system.random), let id = system.constraints[index].id
            else { break }
            var changed = system.constraints[index]
            changed.constant += Double(Int.random(in: -15...15, using: &system.random))
            var requiredAfter = system.constraints.filter(\.isRequired)
            if changed.isRequired {
                requiredAfter.removeAll { $0.id == id }
                requiredAfter.append(changed)
            }
            let fits = isFeasible(requiredAfter, variables.count)
            let valuesBefore = variables.map { solver.value(of: $0) }
            do {
                try solver.setConstant(changed.constant, of: id)
                #expect(fits, "seed \(seed): a conflicting constant was accepted")
                system.constraints[index] = changed
            } catch {
                #expect(!fits && changed.isRequired, "seed \(seed): setConstant refused a fitting constant: \(error)")
                #expect(variables.map { solver.value(of: $0) } == valuesBefore, "seed \(seed): refusal changed values")
            }
            check("set constant")
        }
        // Removal, down to nothing; the edit variable goes at a random moment.
        while !system.constraints.isEmpty {
            let index = Int.random(in: 0..<system.constraints.count, using: &system.random)
            let constraint = system.constraints.remove(at: index)
            if let variable = constraint.editVariable {
                try solver.removeEditVariable(variables[variable])
            } else if let id = constraint.id {
                try solver.removeConstraint(id)
            }
            check("remove")
        }
        #expect(solver.basicOfSlot.allSatisfy { $0 == ConstraintSolver.noSymbol }, "seed \(seed): rows left over")
        #expect(solver.levels.isEmpty, "seed \(seed): objective levels left over")
        return steps
    }

    /// Whether the constraints can all hold at once, decided by a fresh solver that adds them as required.
    private func isFeasible(_ constraints: [ModelConstraint], _ variableCount: Int) -> Bool {
        var solver = ConstraintSolver()
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        for constraint in constraints {
            do {
                _ = try solver.addConstraint(constraint.expression(variables), constraint.relation, strength: .required)
            } catch {
                return false
            }
        }
        return true
    }

    /// The checks after every step: every required constraint holds; the optional constraints, taken in
    /// priority order, hold as long as they fit together with the required ones and all higher ones; and
    /// the first that does not fit has the smallest error those allow.
    private func verify(
        _ solver: ConstraintSolver, _ constraints: [ModelConstraint], _ variables: [SolverVariable], seed: UInt64,
        step: String
    ) {
        let values = variables.map { solver.value(of: $0) }
        for constraint in constraints where constraint.isRequired {
            #expect(
                constraint.error(values) <= constraint.tolerance(values),
                "seed \(seed) after \(step): a required constraint fails by \(constraint.error(values))")
        }
        let required = constraints.filter(\.isRequired)
        let optional = constraints.filter { !$0.isRequired }.sorted { $0.priority > $1.priority }
        var accepted = required
        for constraint in optional {
            if isFeasible(accepted + [constraint], variables.count) {
                #expect(
                    constraint.error(values) <= constraint.tolerance(values),
                    "seed \(seed) after \(step): optional @\(constraint.priority) fits the higher ones but fails by \(constraint.error(values))"
                )
                accepted.append(constraint)
                continue
            }
            // The first that does not fit: its error must be the least that the higher ones allow.
            var reference = ConstraintSolver()
            let referenceVariables = (0..<variables.count).map { _ in reference.makeVariable() }
            for higher in accepted {
                _ = try? reference.addConstraint(
                    higher.expression(referenceVariables), higher.relation, strength: .required)
            }
            _ = try? reference.addConstraint(
                constraint.expression(referenceVariables), constraint.relation,
                strength: ConstraintStrength(priority: 500))
            let referenceValues = referenceVariables.map { reference.value(of: $0) }
            let best = constraint.error(referenceValues)
            #expect(
                abs(constraint.error(values) - best) <= constraint.tolerance(values)
                    + constraint.tolerance(referenceValues),
                "seed \(seed) after \(step): optional @\(constraint.priority) errs by \(constraint.error(values)), least possible \(best)"
            )
            break
        }
    }
}
