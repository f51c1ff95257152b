// Definitions: required equalities that introduce a brand-new variable, kept outside the tableau, and the
// sparse accumulator that expands them (and basic rows) into the rows of new constraints.

extension ConstraintSolver {
    static let affectedFlag: UInt8 = 4

    // MARK: - Making and dropping definitions

    /// Whether a variable appears nowhere yet: in no row, in no definition, defined by nothing.
    func isUntouched(_ variable: Int32) -> Bool {
        let index = Int(variable)
        let symbol = Int(symbolOfVariable[index])
        return slotOfSymbol[symbol] == ConstraintSolver.noSlot && columns[symbol].isEmpty
            && dependents[index].isEmpty && definitionOfVariable[index] < 0
    }

    /// The expression's terms with repeated variables merged, in first-appearance order.
    static func combinedTerms(of expression: LinearExpression) -> [(variable: Int32, coefficient: Double)] {
        var combined: [(variable: Int32, coefficient: Double)] = []
        for term in expression.terms {
            if let position = combined.firstIndex(where: { $0.variable == term.variable.index }) {
                combined[position].coefficient += term.coefficient
            } else {
                combined.append((term.variable.index, term.coefficient))
            }
        }
        return combined.filter { !SolverRow.isNearZero($0.coefficient) }
    }

    /// Keeps a required equality as the definition of `subject`, a variable that appears nowhere yet; the
    /// tableau does not change.
    mutating func insertDefinition(
        _ record: inout ConstraintRecord, id: ConstraintID, subject: Int32,
        terms: [(variable: Int32, coefficient: Double)]
    ) {
        let dummy = makeSymbol(.dummy, owner: id.index)
        record.marker = dummy
        record.markerCoefficient = 1
        record.definedVariable = subject
        // expression + dummy = 0, solved for the subject.
        let subjectCoefficient = terms.first(where: { $0.variable == subject })?.coefficient ?? 1
        let factor = -1 / subjectCoefficient
        var definition = Definition(
            variable: subject, constraint: id, terms: [], coefficients: [],
            constant: record.expression.constant * factor,
            dummy: dummy, dummyCoefficient: factor)
        for term in terms where term.variable != subject {
            definition.terms.append(term.variable)
            definition.coefficients.append(term.coefficient * factor)
            dependents[Int(term.variable)].append(subject)
        }
        definitionOfVariable[Int(subject)] = Int32(definitions.count)
        definitions.append(definition)
        markDirty(variable: subject)
    }

    /// Turns a definition back into an ordinary basic row of the tableau (its full expansion), so that its
    /// constraint can be removed by the usual marker pivot.
    mutating func materializeDefinition(of variable: Int32) {
        let index = Int(definitionOfVariable[Int(variable)])
        guard index >= 0, let definition = definitions[index] else { return }
        definitions[index] = nil
        definitionOfVariable[Int(variable)] = -1
        for term in definition.terms {
            if let position = dependents[Int(term)].lastIndex(of: variable) {
                dependents[Int(term)].remove(at: position)
            }
        }
        var constant = definition.constant
        accumulate(symbol: definition.dummy, coefficient: definition.dummyCoefficient, constant: &constant)
        for (position, term) in definition.terms.enumerated() {
            accumulate(variable: term, coefficient: definition.coefficients[position], constant: &constant)
        }
        let row = finishAccumulation(constant: constant)
        installRow(row, basic: symbolOfVariable[Int(variable)])
    }

    /// Replaces a definition's constant after its constraint's constant changed.
    mutating func redefineConstant(of variable: Int32, expressionConstant: Double) {
        let index = Int(definitionOfVariable[Int(variable)])
        guard index >= 0, let definition = definitions[index] else { return }
        definitions[index]?.constant = expressionConstant * definition.dummyCoefficient
        markDirty(variable: variable)
    }

    // MARK: - Values

    /// Notes that a variable's value must be recomputed at the next publish.
    mutating func markDirty(variable: Int32) {
        let index = Int(variable)
        if variableFlags[index] & ConstraintSolver.dirtyFlag == 0 {
            variableFlags[index] |= ConstraintSolver.dirtyFlag
            dirtyVariables.append(variable)
        }
    }

    /// Re-evaluates the definitions reachable from `seeds` (and the seeds that are definitions), each
    /// once, in creation order — a topological order, since a definition refers only to older variables.
    mutating func reevaluateDefinitions(from seeds: [Int32]) {
        var affected: [Int32] = []
        var stack: [Int32] = []
        for seed in seeds {
            if definitionOfVariable[Int(seed)] >= 0 && variableFlags[Int(seed)] & ConstraintSolver.affectedFlag == 0 {
                variableFlags[Int(seed)] |= ConstraintSolver.affectedFlag
                affected.append(seed)
            }
            stack.append(seed)
        }
        while let variable = stack.popLast() {
            for dependent in dependents[Int(variable)]
            where variableFlags[Int(dependent)] & ConstraintSolver.affectedFlag == 0 {
                variableFlags[Int(dependent)] |= ConstraintSolver.affectedFlag
                affected.append(dependent)
                stack.append(dependent)
            }
        }
        affected.sort { definitionOfVariable[Int($0)] < definitionOfVariable[Int($1)] }
        for variable in affected {
            let index = Int(variable)
            variableFlags[index] &= ~ConstraintSolver.affectedFlag
            guard let definition = definitions[Int(definitionOfVariable[index])] else { continue }
            definitionEvaluations += 1
            var value = definition.constant
            for (position, term) in definition.terms.enumerated() {
                value += definition.coefficients[position] * values[Int(term)]
            }
            if value != values[index] {
                values[index] = value
                noteChanged(variable)
            }
        }
    }

    // MARK: - Building rows

    /// Adds `coefficient · symbol` to the accumulator, substituting the symbol's row if it is basic.
    mutating func accumulate(symbol: Int32, coefficient: Double, constant: inout Double) {
        let slot = slotOfSymbol[Int(symbol)]
        if slot == ConstraintSolver.noSlot {
            addToAccumulator(symbol, coefficient)
            return
        }
        let row = rows[Int(slot)]
        constant += row.constant * coefficient
        for (position, other) in row.symbols.enumerated() {
            addToAccumulator(other, row.coefficients[position] * coefficient)
        }
    }

    /// Adds `coefficient · variable` to the accumulator, expanding definitions (without recursion, so
    /// long chains cannot exhaust the stack).
    mutating func accumulate(variable: Int32, coefficient: Double, constant: inout Double) {
        var pending: [(variable: Int32, coefficient: Double)] = [(variable, coefficient)]
        while let (variable, coefficient) = pending.popLast() {
            let definitionIndex = Int(definitionOfVariable[Int(variable)])
            guard definitionIndex >= 0, let definition = definitions[definitionIndex] else {
                accumulate(symbol: symbolOfVariable[Int(variable)], coefficient: coefficient, constant: &constant)
                continue
            }
            constant += definition.constant * coefficient
            accumulate(
                symbol: definition.dummy, coefficient: definition.dummyCoefficient * coefficient, constant: &constant)
            for (position, term) in definition.terms.enumerated() {
                pending.append((term, definition.coefficients[position] * coefficient))
            }
        }
    }

    mutating func addToAccumulator(_ symbol: Int32, _ coefficient: Double) {
        let index = Int(symbol)
        if !accumulatorMarks[index] {
            accumulatorMarks[index] = true
            accumulatorSymbols.append(symbol)
        }
        accumulatorCoefficients[index] += coefficient
    }

    /// The accumulated row (sorted, without near-zero coefficients); resets the accumulator.
    mutating func finishAccumulation(constant: Double) -> SolverRow {
        accumulatorSymbols.sort()
        var row = SolverRow(constant: constant)
        row.symbols.reserveCapacity(accumulatorSymbols.count)
        row.coefficients.reserveCapacity(accumulatorSymbols.count)
        for symbol in accumulatorSymbols {
            let index = Int(symbol)
            let coefficient = accumulatorCoefficients[index]
            accumulatorCoefficients[index] = 0
            accumulatorMarks[index] = false
            if !SolverRow.isNearZero(coefficient) {
                row.symbols.append(symbol)
                row.coefficients.append(coefficient)
            }
        }
        accumulatorSymbols.removeAll(keepingCapacity: true)
        return row
    }

    /// The value expression of a variable in terms of non-basic symbols: its row if basic, the expansion
    /// of its definition if defined, itself otherwise. Read-only (for ambiguity queries).
    func expandedRow(of variable: Int32) -> SolverRow {
        var coefficients: [Int32: Double] = [:]
        var constant = 0.0
        var pending: [(variable: Int32, coefficient: Double)] = [(variable, 1)]
        func add(symbol: Int32, coefficient: Double) {
            let slot = slotOfSymbol[Int(symbol)]
            if slot == ConstraintSolver.noSlot {
                coefficients[symbol, default: 0] += coefficient
                return
            }
            let row = rows[Int(slot)]
            constant += row.constant * coefficient
            for (position, other) in row.symbols.enumerated() {
                coefficients[other, default: 0] += row.coefficients[position] * coefficient
            }
        }
        while let (variable, coefficient) = pending.popLast() {
            let definitionIndex = Int(definitionOfVariable[Int(variable)])
            guard definitionIndex >= 0, let definition = definitions[definitionIndex] else {
                add(symbol: symbolOfVariable[Int(variable)], coefficient: coefficient)
                continue
            }
            constant += definition.constant * coefficient
            add(symbol: definition.dummy, coefficient: definition.dummyCoefficient * coefficient)
            for (position, term) in definition.terms.enumerated() {
                pending.append((term, definition.coefficients[position] * coefficient))
            }
        }
        var row = SolverRow(constant: constant)
        for symbol in coefficients.keys.sorted() where !SolverRow.isNearZero(coefficients[symbol]!) {
            row.symbols.append(symbol)
            row.coefficients.append(coefficients[symbol]!)
        }
        return row
    }
}
