// The Cassowary constraint solver: its storage and public operations (add, remove, edit, read values).

/// An incremental linear constraint solver with UIKit's priority semantics — the engine under Auto Layout.
///
/// The solver keeps a simplex tableau in the style of Cassowary and Kiwi: every constraint becomes a row
/// over *symbols* (the external ``SolverVariable``s plus slack, error and dummy symbols it mints), rows are
/// solved for one basic symbol each, and an objective made of the optional constraints' errors is kept
/// minimal. Required constraints (``ConstraintStrength/required``) always hold or are rejected with an
/// ``UnsatisfiableConstraintError``; optional ones are satisfied in priority order, a higher priority
/// always winning over any number of lower ones.
///
/// Every mutating call leaves the solution up to date, so ``value(of:)`` is a lookup; edits
/// (``suggestValue(_:for:)``, ``setConstant(_:of:)``) re-solve incrementally with the dual simplex and
/// touch only the rows that contain the edited constraint's marker.
///
/// The solver is a value: copying it copies the system (storage is shared until one copy changes).
public struct ConstraintSolver: Sendable {
    /// What a symbol of the tableau stands for.
    enum SymbolKind: UInt8, Sendable {
        /// A ``SolverVariable``: unrestricted in sign.
        case external
        /// The slack of an inequality: non-negative.
        case slack
        /// The error of an optional constraint: non-negative, weighted in the objective.
        case error
        /// The marker of a required equality: always zero.
        case dummy
    }

    /// A constraint as the solver holds it.
    struct ConstraintRecord: Sendable {
        var expression: LinearExpression
        var relation: ConstraintRelation
        var strength: ConstraintStrength
        /// The symbol that marks the constraint's row: its slack, its first error, or its dummy.
        var marker: Int32
        /// The second symbol of an optional constraint (its other error), or `noSymbol`.
        var other: Int32
        /// The coefficient of `marker` in the constraint's original row `expression + … = 0`, so a change
        /// of the expression's constant can be applied as a shift of the marker.
        var markerCoefficient: Double
        /// The variable the constraint defines when it is kept as a definition, or -1.
        var definedVariable: Int32 = -1
    }

    /// A required equality that introduced a brand-new variable, kept outside the tableau as
    /// `variable = constant + Σ coefficient · term + dummyCoefficient · dummy`.
    ///
    /// Chains such as "each view's top is the previous bottom + 8" would otherwise make every row depend
    /// on every variable above it once fully substituted (quadratic rows); as definitions they cost one
    /// entry per term, and are expanded only into the rows of constraints that mention them.
    struct Definition: Sendable {
        /// The defined variable.
        var variable: Int32
        /// The constraint that defines it.
        var constraint: ConstraintID
        /// The variables the definition refers to (defined ones included: definitions form a DAG, each
        /// referring only to variables older than its own).
        var terms: [Int32]
        var coefficients: [Double]
        var constant: Double
        /// The constraint's dummy marker, carried into every expansion so that removing or changing the
        /// constraint finds the rows that used it.
        var dummy: Int32
        var dummyCoefficient: Double
    }

    /// One priority level of the lexicographic objective.
    struct ObjectiveLevel: Sendable {
        /// The priority of the level's constraints (0 for the solver's own ambiguity probes).
        var priority: Double
        /// The sum of the level's errors, in terms of non-basic symbols.
        var row: SolverRow
        /// How many constraints have errors in the level.
        var constraintCount: Int
    }

    /// An edit variable: its edit constraint and the value last suggested.
    struct EditRecord: Sendable {
        var constraint: ConstraintID
        var value: Double
    }

    static let noSymbol: Int32 = -1
    static let noSlot: Int32 = -1
    static let dirtyFlag: UInt8 = 1
    static let changedFlag: UInt8 = 2

    // MARK: Symbols (indexed by symbol id)

    var symbolKinds: [SymbolKind] = []
    /// The slot of the row whose basic symbol this is, or `noSlot` for a non-basic symbol.
    var slotOfSymbol: [Int32] = []
    /// The column index: the slots of the rows in which this (non-basic) symbol appears.
    var columns: [[Int32]] = []
    /// The constraint a slack, error or dummy symbol belongs to; the variable of an external symbol.
    var symbolOwners: [Int32] = []

    // MARK: Variables (indexed by variable index)

    var symbolOfVariable: [Int32] = []
    var values: [Double] = []
    var variableFlags: [UInt8] = []
    var variableNames: [Int32: String] = [:]
    var dirtyVariables: [Int32] = []
    var changedVariables: [Int32] = []

    // MARK: Tableau

    var rows: [SolverRow] = []
    var basicOfSlot: [Int32] = []
    var freeSlots: [Int32] = []
    /// The objective, one level per distinct priority in use, highest priority first.
    var levels: [ObjectiveLevel] = []
    /// The objective of the first phase while a constraint is added with an artificial variable.
    var artificial: SolverRow?
    /// Basic symbols whose rows may have become infeasible (negative constant); fed only by touched rows.
    var infeasibleSymbols: [Int32] = []

    // MARK: Constraints

    var records: [ConstraintRecord?] = []
    var edits: [Int32: EditRecord] = [:]
    /// The ambiguity probes left by ``exerciseAmbiguity(of:)``, by variable index.
    var probes: [Int32: ConstraintID] = [:]

    // MARK: Definitions

    /// The definitions, by definition index (creation order, a topological order of the DAG).
    var definitions: [Definition?] = []
    /// The index of the definition of each variable, or -1.
    var definitionOfVariable: [Int32] = []
    /// The defined variables whose definitions refer to each variable.
    var dependents: [[Int32]] = []

    // MARK: Instrumentation and scratch space

    /// Whether a level of the objective changed since it was last optimal.
    var objectiveNeedsOptimizing = false
    /// A sparse accumulator, by symbol, for building rows from many contributions in linear time.
    var accumulatorCoefficients: [Double] = []
    var accumulatorMarks: [Bool] = []
    var accumulatorSymbols: [Int32] = []

    /// How many times a tableau row has been written; lets tests show that an edit touches only the rows
    /// of its own subsystem.
    var rowWrites = 0
    /// How many times a definition has been re-evaluated, for the same purpose.
    var definitionEvaluations = 0
    var scratchAdded: [Int32] = []
    var scratchRemoved: [Int32] = []

    /// An empty solver.
    public init() {}

    // MARK: - Variables

    /// Mints a new variable. `name` is for diagnostics only (see ``name(of:)``).
    public mutating func makeVariable(name: String? = nil) -> SolverVariable {
        let index = Int32(symbolOfVariable.count)
        let symbol = makeSymbol(.external, owner: index)
        symbolOfVariable.append(symbol)
        values.append(0)
        variableFlags.append(0)
        definitionOfVariable.append(-1)
        dependents.append([])
        if let name { variableNames[index] = name }
        return SolverVariable(index: index)
    }

    /// The name the variable was made with, if any.
    public func name(of variable: SolverVariable) -> String? {
        variableNames[variable.index]
    }

    /// The current solution (always up to date after each mutating call; O(1)).
    public func value(of variable: SolverVariable) -> Double {
        let index = Int(variable.index)
        guard index >= 0 && index < values.count else { return 0 }
        return values[index]
    }

    /// Variables whose value may have changed since the last call (so hosts update only those frames).
    public mutating func takeChangedVariables() -> [SolverVariable] {
        let taken = changedVariables
        changedVariables.removeAll(keepingCapacity: true)
        for index in taken { variableFlags[Int(index)] &= ~ConstraintSolver.changedFlag }
        return taken.map { SolverVariable(index: $0) }
    }

    // MARK: - Constraints

    /// Adds the constraint `expression relation 0` at the given strength and re-solves.
    ///
    /// A required constraint that conflicts with the required constraints already in the solver is
    /// rejected: the error names those constraints and the solver is unchanged. Optional constraints are
    /// never rejected.
    public mutating func addConstraint(
        _ expression: LinearExpression, _ relation: ConstraintRelation, strength: ConstraintStrength
    ) throws(UnsatisfiableConstraintError) -> ConstraintID {
        let id = try insertConstraint(expression, relation, strength: strength)
        dropAmbiguityProbes()
        publishValues()
        return id
    }

    /// Removes a constraint and re-solves.
    public mutating func removeConstraint(_ id: ConstraintID) throws(ConstraintSolverError) {
        guard hasConstraint(id), !isInternal(id) else { throw .unknownConstraint(id) }
        deleteConstraint(id)
        dropAmbiguityProbes()
        publishValues()
    }

    /// Changes the constant of a constraint's expression in place (an edit of the tableau's constants,
    /// not remove + add). Re-solves incrementally (dual simplex).
    ///
    /// When the new constant of a required constraint makes the required constraints conflict, the call
    /// throws ``ConstraintSolverError/unsatisfiable(_:)`` and the solver keeps the old constant.
    public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(ConstraintSolverError) {
        guard let record = hasConstraint(id) ? records[Int(id.index)] : nil, !isInternal(id) else {
            throw .unknownConstraint(id)
        }
        let delta = constant - record.expression.constant
        if delta == 0 { return }
        // A required constraint's new constant may conflict only if the shift leaves a row infeasible;
        // only then is a copy kept to return to (the usual case, as when a height is animated, is cheap).
        let saved: ConstraintSolver? =
            record.strength.isRequired && !shiftKeepsRowsFeasible(record, by: delta) ? self : nil
        records[Int(id.index)]?.expression.constant = constant
        if record.definedVariable >= 0 {
            redefineConstant(of: record.definedVariable, expressionConstant: constant)
        }
        var conflict = shiftConstant(of: record, by: delta, excluding: id)
        if conflict == nil { conflict = dualOptimize(excluding: id) }
        if let conflict, let saved {
            self = saved
            throw .unsatisfiable(conflict)
        }
        publishValues()
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ id: ConstraintID) -> Bool {
        let index = Int(id.index)
        return index >= 0 && index < records.count && records[index] != nil
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: an optional constraint `variable == suggestion` at `strength`,
    /// whose suggestion ``suggestValue(_:for:)`` changes. The first suggestion is 0.
    public mutating func addEditVariable(_ variable: SolverVariable, strength: ConstraintStrength)
        throws(ConstraintSolverError)
    {
        if edits[variable.index] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditVariable(variable) }
        let id = insertOptionalConstraint(LinearExpression(variable), .equal, strength: strength)
        edits[variable.index] = EditRecord(constraint: id, value: 0)
        dropAmbiguityProbes()
        publishValues()
    }

    /// Removes an edit variable and its edit constraint.
    public mutating func removeEditVariable(_ variable: SolverVariable) throws(ConstraintSolverError) {
        guard let edit = edits.removeValue(forKey: variable.index) else { throw .unknownEditVariable(variable) }
        deleteConstraint(edit.constraint)
        dropAmbiguityProbes()
        publishValues()
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex): only the rows
    /// that contain the edit's error symbols are touched.
    public mutating func suggestValue(_ value: Double, for variable: SolverVariable) throws(ConstraintSolverError) {
        guard let edit = edits[variable.index], let record = records[Int(edit.constraint.index)] else {
            throw .unknownEditVariable(variable)
        }
        let delta = value - edit.value
        edits[variable.index]?.value = value
        if delta == 0 { return }
        // The edit constraint is `variable - suggestion == 0`: a new suggestion shifts its constant.
        _ = shiftConstant(of: record, by: -delta, excluding: edit.constraint)
        _ = dualOptimize(excluding: edit.constraint)
        publishValues()
    }

    /// Whether `variable` is an edit variable of the solver.
    public func hasEditVariable(_ variable: SolverVariable) -> Bool {
        edits[variable.index] != nil
    }

    // MARK: - Symbols and values

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let symbol = Int32(symbolKinds.count)
        symbolKinds.append(kind)
        slotOfSymbol.append(ConstraintSolver.noSlot)
        columns.append([])
        symbolOwners.append(owner)
        accumulatorCoefficients.append(0)
        accumulatorMarks.append(false)
        return symbol
    }

    /// Forgets symbols minted by a rejected constraint (they appear nowhere in the tableau).
    mutating func discardSymbols(from count: Int) {
        guard symbolKinds.count > count else { return }
        symbolKinds.removeSubrange(count...)
        slotOfSymbol.removeSubrange(count...)
        columns.removeSubrange(count...)
        symbolOwners.removeSubrange(count...)
        accumulatorCoefficients.removeSubrange(count...)
        accumulatorMarks.removeSubrange(count...)
    }

    /// The symbol of a variable; variables this solver never minted get fresh symbols, so a stray
    /// variable is an unconstrained unknown rather than a crash.
    mutating func symbol(for variable: SolverVariable) -> Int32 {
        symbolOfVariable[Int(symbolIndex(for: variable))]
    }

    /// The index of a variable, minting the variables up to it if this solver never made it.
    mutating func symbolIndex(for variable: SolverVariable) -> Int32 {
        while Int(variable.index) >= symbolOfVariable.count { _ = makeVariable() }
        return variable.index
    }

    /// Notes that an external symbol's value may have changed.
    mutating func markDirty(symbol: Int32) {
        guard symbolKinds[Int(symbol)] == .external else { return }
        let variable = Int(symbolOwners[Int(symbol)])
        if variableFlags[variable] & ConstraintSolver.dirtyFlag == 0 {
            variableFlags[variable] |= ConstraintSolver.dirtyFlag
            dirtyVariables.append(Int32(variable))
        }
    }

    /// Copies the values of the variables whose rows changed into the value table, then re-evaluates
    /// the definitions that depend on them (each once, in topological order).
    mutating func publishValues() {
        var moved: [Int32] = []
        for variable in dirtyVariables {
            let index = Int(variable)
            variableFlags[index] &= ~ConstraintSolver.dirtyFlag
            if definitionOfVariable[index] >= 0 {
                moved.append(variable)
                continue
            }
            let slot = slotOfSymbol[Int(symbolOfVariable[index])]
            let value = slot == ConstraintSolver.noSlot ? 0 : rows[Int(slot)].constant
            if value != values[index] {
                values[index] = value
                noteChanged(variable)
                moved.append(variable)
            }
        }
        dirtyVariables.removeAll(keepingCapacity: true)
        if !moved.isEmpty && !definitions.isEmpty { reevaluateDefinitions(from: moved) }
    }

    mutating func noteChanged(_ variable: Int32) {
        let index = Int(variable)
        if variableFlags[index] & ConstraintSolver.changedFlag == 0 {
            variableFlags[index] |= ConstraintSolver.changedFlag
            changedVariables.append(variable)
        }
    }

    /// Whether a constraint is one of the solver's own ambiguity probes (priority 0, below every
    /// caller's priority), which callers cannot name.
    func isInternal(_ id: ConstraintID) -> Bool {
        guard let record = records[Int(id.index)] else { return false }
        return record.strength.priority < 1
    }
}
