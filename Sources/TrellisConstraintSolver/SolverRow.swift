// One row of the simplex tableau: a constant plus weighted symbols, kept sorted by symbol id.

/// A row `constant + Σ coefficient · symbol` of the tableau (or of an objective), stored as two parallel
/// arrays sorted by symbol id: compact, cache-friendly, and merged in one linear pass.
struct SolverRow: Sendable {
    /// The row's constant: the basic symbol's value when all non-basic symbols are zero.
    var constant: Double
    /// The symbols of the row, ascending.
    var symbols: [Int32]
    /// The coefficient of each symbol, parallel to ``symbols``.
    var coefficients: [Double]

    init(constant: Double) {
        self.constant = constant
        self.symbols = []
        self.coefficients = []
    }

    /// Whether a value is zero within the solver's tolerance.
    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < 1.0e-8
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol` in the row, or nil.
    func position(of symbol: Int32) -> Int? {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            let value = symbols[middle]
            if value == symbol { return middle }
            if value < symbol { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The position at which `symbol` is, or would be inserted.
    func insertionPosition(of symbol: Int32) -> Int {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(for symbol: Int32) -> Double {
        guard let position = position(of: symbol) else { return 0 }
        return coefficients[position]
    }

    /// Adds `coefficient · symbol`; returns +1 when the symbol was added, -1 when it cancelled out, 0
    /// otherwise (so the caller can keep the column index in step).
    @discardableResult
    mutating func add(_ coefficient: Double, of symbol: Int32) -> Int {
        let position = insertionPosition(of: symbol)
        if position < symbols.count && symbols[position] == symbol {
            let sum = coefficients[position] + coefficient
            if SolverRow.isNearZero(sum) {
                symbols.remove(at: position)
                coefficients.remove(at: position)
                return -1
            }
            coefficients[position] = sum
            return 0
        }
        if SolverRow.isNearZero(coefficient) { return 0 }
        symbols.insert(symbol, at: position)
        coefficients.insert(coefficient, at: position)
        return 1
    }

    /// Removes `symbol`, returning its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        guard let position = position(of: symbol) else { return 0 }
        symbols.remove(at: position)
        return coefficients.remove(at: position)
    }

    /// Multiplies the row by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: afterwards the row is `symbol = …`
    /// without `symbol`.
    mutating func solve(for symbol: Int32) {
        let coefficient = remove(symbol)
        scale(by: -1 / coefficient)
    }

    /// Adds `factor · other` in one merge pass. Symbols that appear are appended to `added`, symbols that
    /// cancel out to `removed`.
    mutating func add(_ other: SolverRow, times factor: Double, added: inout [Int32], removed: inout [Int32]) {
        constant += other.constant * factor
        if other.symbols.isEmpty { return }
        if symbols.isEmpty {
            symbols = other.symbols
            coefficients = other.coefficients.map { $0 * factor }
            added.append(contentsOf: other.symbols)
            return
        }
        var mergedSymbols: [Int32] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var left = 0
        var right = 0
        let leftCount = symbols.count
        let rightCount = other.symbols.count
        while left < leftCount || right < rightCount {
            if right == rightCount || (left < leftCount && symbols[left] < other.symbols[right]) {
                mergedSymbols.append(symbols[left])
                mergedCoefficients.append(coefficients[left])
                left += 1
            } else if left == leftCount || other.symbols[right] < symbols[left] {
                let coefficient = other.coefficients[right] * factor
                if !SolverRow.isNearZero(coefficient) {
                    mergedSymbols.append(other.symbols[right])
                    mergedCoefficients.append(coefficient)
                    added.append(other.symbols[right])
                }
                right += 1
            } else {
                let sum = coefficients[left] + other.coefficients[right] * factor
                if SolverRow.isNearZero(sum) {
                    removed.append(symbols[left])
                } else {
                    mergedSymbols.append(symbols[left])
                    mergedCoefficients.append(sum)
                }
                left += 1
                right += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }
}
