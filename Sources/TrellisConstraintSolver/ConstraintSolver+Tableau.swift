// The simplex machinery of the solver: building rows, choosing subjects, pivoting, primal and dual
// optimisation, and the lexicographic objective.

extension ConstraintSolver {
    // MARK: - Adding constraints

    /// Adds a constraint; on failure the solver is left exactly as it was.
    mutating func insertConstraint(
        _ expression: LinearExpression, _ relation: ConstraintRelation, strength: ConstraintStrength
    ) throws(UnsatisfiableConstraintError) -> ConstraintID {
        if !strength.isRequired { return insertOptionalConstraint(expression, relation, strength: strength) }
        let id = ConstraintID(index: Int32(records.count))
        // Variables first: rejection discards the symbols minted after this point.
        for term in expression.terms { _ = symbol(for: term.variable) }
        let symbolCount = symbolKinds.count
        var record = ConstraintRecord(
            expression: expression, relation: relation, strength: strength, marker: ConstraintSolver.noSymbol,
            other: ConstraintSolver.noSymbol, markerCoefficient: 1)
        if relation == .equal {
            let terms = ConstraintSolver.combinedTerms(of: expression)
            if let subject = terms.first(where: { isUntouched($0.variable) })?.variable {
                insertDefinition(&record, id: id, subject: subject, terms: terms)
                records.append(record)
                return id
            }
        }
        var row = makeRow(for: &record, id: id)
        var subject = chooseSubject(row, record)
        if subject == ConstraintSolver.noSymbol && row.symbols.allSatisfy({ symbolKinds[Int($0)] == .dummy }) {
            if !SolverRow.isNearZero(row.constant) {
                let conflicting = requiredOwners(of: row.symbols, excluding: id)
                discardSymbols(from: symbolCount)
                throw UnsatisfiableConstraintError(conflicting: conflicting)
            }
            subject = record.marker
        }
        records.append(record)
        if subject == ConstraintSolver.noSymbol {
            // Only this path can fail after changing the tableau, so only it pays for a snapshot.
            var saved = self
            saved.records.removeLast()
            if let conflicting = addWithArtificialVariable(row, id: id) {
                self = saved
                discardSymbols(from: symbolCount)
                throw UnsatisfiableConstraintError(conflicting: conflicting)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            installRow(row, basic: subject)
        }
        optimizeAfterChange()
        return id
    }

    /// Adds an optional constraint, which always succeeds: its error symbols have opposite signs in its
    /// row, so one of them can always be its subject.
    mutating func insertOptionalConstraint(
        _ expression: LinearExpression, _ relation: ConstraintRelation, strength: ConstraintStrength
    ) -> ConstraintID {
        let id = ConstraintID(index: Int32(records.count))
        var record = ConstraintRecord(
            expression: expression, relation: relation, strength: strength, marker: ConstraintSolver.noSymbol,
            other: ConstraintSolver.noSymbol, markerCoefficient: 1)
        var row = makeRow(for: &record, id: id)
        var subject = chooseSubject(row, record)
        if subject == ConstraintSolver.noSymbol {
            subject = row.coefficient(for: record.marker) != 0 ? record.marker : record.other
        }
        records.append(record)
        row.solve(for: subject)
        if symbolKinds[Int(subject)] != .external && row.constant < 0 { infeasibleSymbols.append(subject) }
        substitute(subject, with: row)
        installRow(row, basic: subject)
        optimizeAfterChange()
        return id
    }

    /// Optimises after a row was added or removed; rows that substitution made infeasible (possible only
    /// when a non-basic external symbol appears in restricted rows) are repaired by the dual simplex.
    mutating func optimizeAfterChange() {
        optimize()
        if !infeasibleSymbols.isEmpty {
            _ = dualOptimize(excluding: nil)
            optimize()
        }
    }

    /// The row `expression + markers = 0` of a new constraint, with basic symbols substituted; mints the
    /// constraint's slack, error or dummy symbols and enters its errors in the objective.
    mutating func makeRow(for record: inout ConstraintRecord, id: ConstraintID) -> SolverRow {
        var constant = record.expression.constant
        for term in record.expression.terms where !SolverRow.isNearZero(term.coefficient) {
            accumulate(variable: symbolIndex(for: term.variable), coefficient: term.coefficient, constant: &constant)
        }
        var row = finishAccumulation(constant: constant)
        let priority = record.strength.priority
        switch record.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack, owner: id.index)
            record.marker = slack
            record.markerCoefficient = sign
            row.add(sign, of: slack)
            if !record.strength.isRequired {
                let error = makeSymbol(.error, owner: id.index)
                record.other = error
                row.add(-sign, of: error)
                addToObjective(priority: priority, errors: [error])
            }
        case .equal:
            if record.strength.isRequired {
                let dummy = makeSymbol(.dummy, owner: id.index)
                record.marker = dummy
                record.markerCoefficient = 1
                row.add(1, of: dummy)
            } else {
                let plus = makeSymbol(.error, owner: id.index)
                let minus = makeSymbol(.error, owner: id.index)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                row.add(-1, of: plus)
                row.add(1, of: minus)
                addToObjective(priority: priority, errors: [plus, minus])
            }
        }
        if row.constant < 0 { row.scale(by: -1) }
        return row
    }

    /// The symbol to solve a new row for: an external symbol if any, else the constraint's own slack or
    /// error symbol when its coefficient is negative (so the solved row stays feasible); else none.
    func chooseSubject(_ row: SolverRow, _ record: ConstraintRecord) -> Int32 {
        for symbol in row.symbols where symbolKinds[Int(symbol)] == .external { return symbol }
        for symbol in [record.marker, record.other] where symbol != ConstraintSolver.noSymbol {
            let kind = symbolKinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
        }
        return ConstraintSolver.noSymbol
    }

    /// Adds a row that has no usable subject through a first phase that minimises an artificial
    /// variable. Returns nil on success, or the conflicting required constraints when the row cannot be
    /// satisfied.
    mutating func addWithArtificialVariable(_ row: SolverRow, id: ConstraintID) -> [ConstraintID]? {
        let artificialSymbol = makeSymbol(.slack, owner: -1)
        installRow(row, basic: artificialSymbol)
        artificial = row
        optimize(artificialOnly: true)
        let phaseOne = artificial ?? row
        artificial = nil
        if !SolverRow.isNearZero(phaseOne.constant) {
            var conflicting = requiredOwners(of: phaseOne.symbols, excluding: id)
            if conflicting.isEmpty { conflicting = requiredOwners(of: row.symbols, excluding: id) }
            return conflicting
        }
        let slot = slotOfSymbol[Int(artificialSymbol)]
        if slot != ConstraintSolver.noSlot {
            let basicRow = rows[Int(slot)]
            deleteSlot(slot)
            if basicRow.isEmpty { return nil }
            guard
                let entering = basicRow.symbols.first(where: {
                    symbolKinds[Int($0)] == .slack || symbolKinds[Int($0)] == .error
                })
            else {
                return requiredOwners(of: basicRow.symbols, excluding: id)
            }
            var solved = basicRow
            solved.add(-1, of: artificialSymbol)
            solved.solve(for: entering)
            substitute(entering, with: solved)
            installRow(solved, basic: entering)
        }
        removeFromTableau(artificialSymbol)
        return nil
    }

    /// Removes a non-basic symbol from every row and objective (the artificial variable after phase one).
    mutating func removeFromTableau(_ symbol: Int32) {
        for slot in columns[Int(symbol)] {
            rows[Int(slot)].remove(symbol)
            touch(slot)
        }
        columns[Int(symbol)] = []
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    // MARK: - Removing constraints

    /// Removes a constraint known to be in the solver and re-optimises.
    mutating func deleteConstraint(_ id: ConstraintID) {
        guard let record = records[Int(id.index)] else { return }
        if record.definedVariable >= 0 && definitionOfVariable[Int(record.definedVariable)] >= 0 {
            materializeDefinition(of: record.definedVariable)
        }
        records[Int(id.index)] = nil
        if !record.strength.isRequired {
            let errors = [record.marker, record.other].filter {
                $0 != ConstraintSolver.noSymbol && symbolKinds[Int($0)] == .error
            }
            removeFromObjective(priority: record.strength.priority, errors: errors)
        }
        let marker = record.marker
        var slot = slotOfSymbol[Int(marker)]
        if slot == ConstraintSolver.noSlot, let leaving = markerLeavingSlot(marker) {
            pivot(entering: marker, leavingSlot: leaving)
            slot = slotOfSymbol[Int(marker)]
        }
        if slot != ConstraintSolver.noSlot { deleteSlot(slot) }
        // The constraint's symbols are gone from the tableau; drop any residue of rounding.
        for symbol in [marker, record.other] where symbol != ConstraintSolver.noSymbol {
            if slotOfSymbol[Int(symbol)] == ConstraintSolver.noSlot && !columns[Int(symbol)].isEmpty {
                removeFromTableau(symbol)
            }
        }
        optimizeAfterChange()
    }

    /// The row to pivot a non-basic marker into before its row is dropped: a redundant equality's row (a
    /// basic dummy, whose constant is zero, so nothing moves and it stays all dummies), else the restricted
    /// row that limits the marker most, else any row that contains it.
    func markerLeavingSlot(_ marker: Int32) -> Int32? {
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        var first: Int32?
        var second: Int32?
        var third: Int32?
        for slot in columns[Int(marker)] {
            let row = rows[Int(slot)]
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            let kind = symbolKinds[Int(basicOfSlot[Int(slot)])]
            if kind == .dummy { return slot }
            if kind == .external {
                third = slot
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = slot
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = slot
                }
            }
        }
        return first ?? second ?? third
    }

    // MARK: - Constants

    /// Applies a change of a constraint's expression constant as a shift of its marker symbol: only the
    /// rows that contain the marker change. Returns the conflict when a redundant required equality can
    /// no longer hold.
    mutating func shiftConstant(of record: ConstraintRecord, by delta: Double, excluding id: ConstraintID)
        -> UnsatisfiableConstraintError?
    {
        let marker = record.marker
        let shift = delta / record.markerCoefficient
        var conflict: UnsatisfiableConstraintError?
        let basicSlot = slotOfSymbol[Int(marker)]
        let slots = basicSlot == ConstraintSolver.noSlot ? columns[Int(marker)] : [basicSlot]
        for slot in slots {
            let index = Int(slot)
            if basicSlot == ConstraintSolver.noSlot {
                rows[index].constant += rows[index].coefficient(for: marker) * shift
            } else {
                rows[index].constant -= shift
            }
            touch(slot)
            let basic = basicOfSlot[index]
            switch symbolKinds[Int(basic)] {
            case .external: break
            case .dummy:
                if conflict == nil && !SolverRow.isNearZero(rows[index].constant) {
                    conflict = UnsatisfiableConstraintError(
                        conflicting: requiredOwners(of: [basic] + rows[index].symbols, excluding: id))
                }
            case .slack, .error:
                if rows[index].constant < 0 { infeasibleSymbols.append(basic) }
            }
        }
        return conflict
    }

    /// Whether ``shiftConstant(of:by:excluding:)`` would leave every row feasible (no pivot, no conflict),
    /// computed with the same arithmetic without changing anything.
    func shiftKeepsRowsFeasible(_ record: ConstraintRecord, by delta: Double) -> Bool {
        let marker = record.marker
        let shift = delta / record.markerCoefficient
        let basicSlot = slotOfSymbol[Int(marker)]
        let slots = basicSlot == ConstraintSolver.noSlot ? columns[Int(marker)] : [basicSlot]
        for slot in slots {
            let index = Int(slot)
            let constant =
                basicSlot == ConstraintSolver.noSlot
                ? rows[index].constant + rows[index].coefficient(for: marker) * shift : rows[index].constant - shift
            switch symbolKinds[Int(basicOfSlot[index])] {
            case .external: break
            case .dummy: if !SolverRow.isNearZero(constant) { return false }
            case .slack, .error: if constant < 0 { return false }
            }
        }
        return true
    }

    // MARK: - Tableau rows

    /// Records that a row was written: counts it and marks its basic variable's value for publishing.
    mutating func touch(_ slot: Int32) {
        rowWrites += 1
        markDirty(symbol: basicOfSlot[Int(slot)])
    }

    /// Puts a solved row into the tableau with `basic` as its basic symbol.
    mutating func installRow(_ row: SolverRow, basic: Int32) {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            basicOfSlot[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            basicOfSlot.append(basic)
        }
        slotOfSymbol[Int(basic)] = slot
        for symbol in row.symbols { columns[Int(symbol)].append(slot) }
        touch(slot)
    }

    /// Drops a row from the tableau; its basic symbol becomes non-basic.
    mutating func deleteSlot(_ slot: Int32) {
        let index = Int(slot)
        for symbol in rows[index].symbols { removeFromColumn(symbol, slot: slot) }
        let basic = basicOfSlot[index]
        slotOfSymbol[Int(basic)] = ConstraintSolver.noSlot
        markDirty(symbol: basic)
        rows[index] = SolverRow(constant: 0)
        basicOfSlot[index] = ConstraintSolver.noSymbol
        freeSlots.append(slot)
        rowWrites += 1
    }

    mutating func removeFromColumn(_ symbol: Int32, slot: Int32) {
        let index = Int(symbol)
        guard let position = columns[index].lastIndex(of: slot) else { return }
        columns[index].swapAt(position, columns[index].count - 1)
        columns[index].removeLast()
    }

    /// Replaces `symbol` by `row` in every row that contains it (found through the column index), in the
    /// objective and in the artificial objective.
    mutating func substitute(_ symbol: Int32, with row: SolverRow) {
        let slots = columns[Int(symbol)]
        columns[Int(symbol)] = []
        var added = scratchAdded
        var removed = scratchRemoved
        for slot in slots {
            let index = Int(slot)
            let coefficient = rows[index].remove(symbol)
            if coefficient == 0 { continue }
            rows[index].add(row, times: coefficient, added: &added, removed: &removed)
            for appeared in added { columns[Int(appeared)].append(slot) }
            for cancelled in removed { removeFromColumn(cancelled, slot: slot) }
            added.removeAll(keepingCapacity: true)
            removed.removeAll(keepingCapacity: true)
            touch(slot)
            let basic = basicOfSlot[index]
            if symbolKinds[Int(basic)] != .external && rows[index].constant < 0 { infeasibleSymbols.append(basic) }
        }
        for level in levels.indices {
            let coefficient = levels[level].row.remove(symbol)
            if coefficient != 0 {
                levels[level].row.add(row, times: coefficient, added: &added, removed: &removed)
                objectiveNeedsOptimizing = true
            }
        }
        if artificial != nil {
            let coefficient = artificial?.remove(symbol) ?? 0
            if coefficient != 0 { artificial?.add(row, times: coefficient, added: &added, removed: &removed) }
        }
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        scratchAdded = added
        scratchRemoved = removed
    }

    /// Exchanges a basic symbol for a non-basic one: the row at `leavingSlot` is solved for `entering`,
    /// which is then substituted everywhere else.
    mutating func pivot(entering: Int32, leavingSlot slot: Int32) {
        let index = Int(slot)
        let leaving = basicOfSlot[index]
        var row = rows[index]
        rows[index] = SolverRow(constant: 0)
        row.add(-1, of: leaving)
        row.solve(for: entering)
        removeFromColumn(entering, slot: slot)
        columns[Int(leaving)].append(slot)
        slotOfSymbol[Int(leaving)] = ConstraintSolver.noSlot
        markDirty(symbol: leaving)
        substitute(entering, with: row)
        rows[index] = row
        basicOfSlot[index] = entering
        slotOfSymbol[Int(entering)] = slot
        touch(slot)
    }

    // MARK: - Objective

    /// The index of the level of `priority`, made if needed (levels stay sorted, highest first).
    mutating func level(for priority: Double) -> Int {
        var low = 0
        var high = levels.count
        while low < high {
            let middle = (low + high) >> 1
            if levels[middle].priority == priority { return middle }
            if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        levels.insert(ObjectiveLevel(priority: priority, row: SolverRow(constant: 0), constraintCount: 0), at: low)
        return low
    }

    /// Adds a new constraint's (non-basic) error symbols to its priority's level.
    mutating func addToObjective(priority: Double, errors: [Int32]) {
        let index = level(for: priority)
        levels[index].constraintCount += 1
        for error in errors { levels[index].row.add(1, of: error) }
    }

    /// Takes a removed constraint's error symbols out of its level; drops the level when it is empty.
    mutating func removeFromObjective(priority: Double, errors: [Int32]) {
        let index = level(for: priority)
        var added = scratchAdded
        var removed = scratchRemoved
        for error in errors {
            let slot = slotOfSymbol[Int(error)]
            if slot == ConstraintSolver.noSlot {
                levels[index].row.add(-1, of: error)
            } else {
                levels[index].row.add(rows[Int(slot)], times: -1, added: &added, removed: &removed)
            }
        }
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        scratchAdded = added
        scratchRemoved = removed
        levels[index].constraintCount -= 1
        if levels[index].constraintCount <= 0 { levels.remove(at: index) }
        objectiveNeedsOptimizing = true
    }

    /// Whether `symbol`'s reduced cost is zero in every level above `level`.
    func isNeutral(_ symbol: Int32, above level: Int) -> Bool {
        for index in 0..<level where !SolverRow.isNearZero(levels[index].row.coefficient(for: symbol)) {
            return false
        }
        return true
    }

    /// The symbol to enter the basis: the first (lowest id) non-dummy symbol that lowers the highest level
    /// it affects without raising any higher one.
    func enteringSymbol(artificialOnly: Bool, excluded: Set<Int32>) -> Int32? {
        if artificialOnly {
            guard let row = artificial else { return nil }
            for (position, symbol) in row.symbols.enumerated()
            where row.coefficients[position] < -1.0e-8 && symbolKinds[Int(symbol)] != .dummy
                && !excluded.contains(symbol)
            {
                return symbol
            }
            return nil
        }
        for level in levels.indices {
            let row = levels[level].row
            for (position, symbol) in row.symbols.enumerated()
            where row.coefficients[position] < -1.0e-8 && symbolKinds[Int(symbol)] != .dummy
                && !excluded.contains(symbol) && isNeutral(symbol, above: level)
            {
                return symbol
            }
        }
        return nil
    }

    /// The restricted row that limits `entering` most (ties: lowest basic symbol, Bland's rule).
    func leavingSlot(for entering: Int32) -> Int32? {
        var bestRatio = Double.greatestFiniteMagnitude
        var best: Int32?
        var bestBasic = Int32.max
        for slot in columns[Int(entering)] {
            let basic = basicOfSlot[Int(slot)]
            if symbolKinds[Int(basic)] == .external { continue }
            let row = rows[Int(slot)]
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                bestRatio = ratio
                best = slot
                bestBasic = basic
            }
        }
        return best
    }

    /// The primal simplex: pivots until no symbol can lower the objective (the artificial one during
    /// phase one).
    mutating func optimize(artificialOnly: Bool = false) {
        // New error symbols enter the objective with positive costs, so only a substitution into it or a
        // removal from it can make it improvable.
        if !artificialOnly && !objectiveNeedsOptimizing { return }
        defer { if !artificialOnly { objectiveNeedsOptimizing = false } }
        var excluded: Set<Int32> = []
        while let entering = enteringSymbol(artificialOnly: artificialOnly, excluded: excluded) {
            guard let slot = leavingSlot(for: entering) else {
                // Unbounded along this symbol (only an unrestricted external can be): it cannot improve
                // a bounded objective, so it is skipped.
                excluded.insert(entering)
                continue
            }
            pivot(entering: entering, leavingSlot: slot)
        }
    }

    /// The dual simplex: repairs the rows made infeasible by a constant change while keeping the
    /// objective optimal. Returns the conflict if a row cannot be repaired (the required constraints
    /// conflict).
    mutating func dualOptimize(excluding id: ConstraintID?) -> UnsatisfiableConstraintError? {
        while let basic = infeasibleSymbols.popLast() {
            let slot = slotOfSymbol[Int(basic)]
            guard slot != ConstraintSolver.noSlot, rows[Int(slot)].constant < -1.0e-8 else { continue }
            guard let entering = dualEnteringSymbol(rows[Int(slot)]) else {
                infeasibleSymbols.removeAll()
                return UnsatisfiableConstraintError(
                    conflicting: requiredOwners(of: [basic] + rows[Int(slot)].symbols, excluding: id))
            }
            pivot(entering: entering, leavingSlot: slot)
        }
        return nil
    }

    /// The symbol to enter for an infeasible row: among its positive coefficients, the one with the
    /// lexicographically smallest ratio of reduced costs, so every level stays optimal.
    func dualEnteringSymbol(_ row: SolverRow) -> Int32? {
        var best: Int32?
        var bestRatios: [Double] = []
        var ratios: [Double] = []
        for (position, symbol) in row.symbols.enumerated() {
            let coefficient = row.coefficients[position]
            guard coefficient > 1.0e-8, symbolKinds[Int(symbol)] != .dummy else { continue }
            ratios.removeAll(keepingCapacity: true)
            for level in levels { ratios.append(level.row.coefficient(for: symbol) / coefficient) }
            if best == nil || ConstraintSolver.isLexicographicallyLess(ratios, bestRatios) {
                best = symbol
                swap(&ratios, &bestRatios)
            }
        }
        return best
    }

    static func isLexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for index in lhs.indices {
            let difference = lhs[index] - rhs[index]
            if difference < -1.0e-9 { return true }
            if difference > 1.0e-9 { return false }
        }
        return false
    }

    // MARK: - Explanations

    /// The required constraints whose markers are among `symbols`, in the order of their ids.
    func requiredOwners(of symbols: [Int32], excluding id: ConstraintID?) -> [ConstraintID] {
        var owners: Set<Int32> = []
        for symbol in symbols {
            let kind = symbolKinds[Int(symbol)]
            guard kind == .slack || kind == .dummy else { continue }
            let owner = symbolOwners[Int(symbol)]
            guard owner >= 0, owner != id?.index, Int(owner) < records.count,
                let record = records[Int(owner)], record.strength.isRequired
            else { continue }
            owners.insert(owner)
        }
        return owners.sorted().map { ConstraintID(index: $0) }
    }
}
