// A linear expression over solver variables — the left-hand side of every constraint a solver holds.

/// A sum of weighted ``SolverVariable``s plus a constant, such as `view.left + view.width - 16`.
///
/// Constraints are stated as `expression relation 0`; the operators build expressions from variables and
/// numbers, so `x + 8 - y` is the expression of `x + 8 == y`.
public struct LinearExpression: Hashable, Sendable {
    /// One weighted variable of an expression.
    public struct Term: Hashable, Sendable {
        /// The variable.
        public var variable: SolverVariable
        /// The variable's weight.
        public var coefficient: Double

        /// A term `coefficient · variable`.
        public init(variable: SolverVariable, coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The weighted variables; a variable may appear more than once (its coefficients add up).
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// The expression `1 · variable`.
    public init(_ variable: SolverVariable) {
        self.terms = [Term(variable: variable, coefficient: 1)]
        self.constant = 0
    }

    /// The expression made of a constant alone.
    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// The expression `terms + constant`.
    public init(terms: [Term], constant: Double) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression multiplied by `factor`.
    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms: terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * factor) },
            constant: constant * factor)
    }
}

extension LinearExpression: CustomStringConvertible {
    /// The expression in the usual notation, such as `v0 + 2·v1 - 8`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(magnitude)·"
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.description
            }
        }
        if text.isEmpty { return "\(constant)" }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + "\(abs(constant))" }
        return text
    }
}

// MARK: - Operators

extension LinearExpression {
    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs.scaled(by: -1)
    }

    /// The expression negated.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand.scaled(by: -1)
    }

    /// The expression multiplied by a number.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.scaled(by: rhs)
    }

    /// The expression multiplied by a number.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs.scaled(by: lhs)
    }

    /// The expression divided by a number.
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.scaled(by: 1 / rhs)
    }

    /// The expression plus a number.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// A number plus the expression.
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs + lhs
    }

    /// The expression minus a number.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant - rhs)
    }

    /// A number minus the expression.
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs.scaled(by: -1) + lhs
    }

    /// The expression plus a variable.
    public static func + (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// The expression minus a variable.
    public static func - (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }

    /// A variable plus the expression.
    public static func + (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// A variable minus the expression.
    public static func - (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }
}

extension SolverVariable {
    /// The sum of two variables.
    public static func + (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    /// The difference of two variables.
    public static func - (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    /// The variable negated.
    public static prefix func - (operand: SolverVariable) -> LinearExpression {
        LinearExpression(terms: [LinearExpression.Term(variable: operand, coefficient: -1)], constant: 0)
    }

    /// The variable multiplied by a number.
    public static func * (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [LinearExpression.Term(variable: lhs, coefficient: rhs)], constant: 0)
    }

    /// The variable multiplied by a number.
    public static func * (lhs: Double, rhs: SolverVariable) -> LinearExpression {
        rhs * lhs
    }

    /// The variable plus a number.
    public static func + (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// A number plus the variable.
    public static func + (lhs: Double, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(rhs) + lhs
    }

    /// The variable minus a number.
    public static func - (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// A number minus the variable.
    public static func - (lhs: Double, rhs: SolverVariable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }
}
