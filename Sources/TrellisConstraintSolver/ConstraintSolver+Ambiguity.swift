// Ambiguity: finding variables whose value the constraints do not fix, and moving them to another optimum
// (UIKit's hasAmbiguousLayout and exerciseAmbiguityInLayout).

extension ConstraintSolver {
    /// A move to another optimal solution: raise (or, for an unrestricted symbol, lower) the non-basic
    /// `symbol` by `step` (nil: as far as wanted); the variable changes by `rate` per unit of step.
    struct AmbiguousDirection {
        var symbol: Int32
        var sign: Double
        var step: Double?
        var rate: Double
    }

    /// Whether the variable's value is not fixed by the constraints: it could change without changing any
    /// constraint's error (dual degeneracy touching it, or it appears in no constraint).
    ///
    /// The test looks at the current vertex of the tableau: a non-basic symbol with zero cost at every
    /// priority level that moves the variable and can move by a positive amount.
    public func isAmbiguous(_ variable: SolverVariable) -> Bool {
        guard Int(variable.index) < symbolOfVariable.count else { return true }
        return ambiguousDirection(of: variable.index) != nil
    }

    /// Moves to another optimal solution in which `variable` has a different value, if it is ambiguous
    /// (UIKit's exerciseAmbiguityInLayout). Returns whether the value changed.
    ///
    /// The new value is held by a probe below every priority, so it never outweighs a caller's
    /// constraint. Exercising the same variable again replaces the probe. The next call that adds or
    /// removes a constraint or an edit variable drops all probes, and the layout is then solved afresh,
    /// as UIKit's next layout pass is.
    public mutating func exerciseAmbiguity(of variable: SolverVariable) -> Bool {
        let index = symbolIndex(for: variable)
        // The direction is taken at the current solution (an earlier probe of this variable, at priority
        // 0, does not count as a cost), so the new value differs from the current one.
        guard let direction = ambiguousDirection(of: index) else { return false }
        let old = value(of: variable)
        // An unbounded direction moves by a visible amount, as UIKit moves an ambiguous view.
        let distance = direction.step ?? max(abs(old), 100)
        let target = old + direction.rate * direction.sign * distance
        if let probe = probes.removeValue(forKey: index) { deleteConstraint(probe) }
        let probe = insertOptionalConstraint(
            LinearExpression(variable) - target, .equal, strength: ConstraintStrength(probePriority: ()))
        probes[index] = probe
        publishValues()
        return abs(value(of: variable) - old) > 1.0e-9 * max(1, abs(old))
    }

    /// Removes the probes left by ``exerciseAmbiguity(of:)``.
    mutating func dropAmbiguityProbes() {
        guard !probes.isEmpty else { return }
        let dropped = probes.values
        probes.removeAll()
        for probe in dropped { deleteConstraint(probe) }
    }

    /// A direction along which the variable changes at no cost to any caller's priority level, if any.
    func ambiguousDirection(of variable: Int32) -> AmbiguousDirection? {
        let symbol = symbolOfVariable[Int(variable)]
        let slot = slotOfSymbol[Int(symbol)]
        let isDefined = definitionOfVariable[Int(variable)] >= 0
        if slot == ConstraintSolver.noSlot && !isDefined {
            guard isFree(symbol) else { return nil }
            for sign in [1.0, -1.0] {
                let step = maximumStep(of: symbol, sign: sign)
                if step == nil || step! > 1.0e-8 {
                    return AmbiguousDirection(symbol: symbol, sign: sign, step: step, rate: 1)
                }
            }
            return nil
        }
        let row = isDefined ? expandedRow(of: variable) : rows[Int(slot)]
        for (position, candidate) in row.symbols.enumerated() {
            let kind = symbolKinds[Int(candidate)]
            guard kind != .dummy, isFree(candidate) else { continue }
            for sign in kind == .external ? [1.0, -1.0] : [1.0] {
                let step = maximumStep(of: candidate, sign: sign)
                if step == nil || step! > 1.0e-8 {
                    return AmbiguousDirection(
                        symbol: candidate, sign: sign, step: step, rate: row.coefficients[position])
                }
            }
        }
        return nil
    }

    /// Whether moving the non-basic `symbol` costs nothing at any caller's priority level (probes, at
    /// priority 0, do not count).
    func isFree(_ symbol: Int32) -> Bool {
        for level in levels where level.priority >= 1 {
            if !SolverRow.isNearZero(level.row.coefficient(for: symbol)) { return false }
        }
        return true
    }

    /// How far the non-basic `symbol` can move in the direction `sign` before a restricted basic symbol
    /// would turn negative (or a dummy non-zero); nil when nothing limits it.
    func maximumStep(of symbol: Int32, sign: Double) -> Double? {
        var step: Double?
        for slot in columns[Int(symbol)] {
            let basic = basicOfSlot[Int(slot)]
            let kind = symbolKinds[Int(basic)]
            if kind == .external { continue }
            let row = rows[Int(slot)]
            let rate = row.coefficient(for: symbol) * sign
            if kind == .dummy {
                if !SolverRow.isNearZero(rate) { return 0 }
                continue
            }
            guard rate < 0 else { continue }
            let limit = max(row.constant, 0) / -rate
            if step == nil || limit < step! { step = limit }
        }
        return step
    }
}

extension ConstraintStrength {
    /// The strength of the solver's ambiguity probes: priority 0, below every priority a caller can use.
    init(probePriority: Void) {
        self.priority = 0
    }
}
