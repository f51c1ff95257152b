// VisualFormatParser: reads a visual format string (Apple's "Visual Format Language" grammar) into a
// VisualFormat — what the string says, before its names are looked up in the views and metrics dictionaries.
//
//   <visualFormatString>      (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)*
//                             (<connection><superview>)?
//   <orientation>             H | V
//   <superview>               |
//   <view>                    [<viewName>(<predicateListWithParens>)?]
//   <connection>              e | -<predicateList>- | -
//   <predicateList>           <simplePredicate> | <predicateListWithParens>
//   <simplePredicate>         <metricName> | <positiveNumber>
//   <predicateListWithParens> (<predicate>(,<predicate>)*)
//   <predicate>               (<relation>)?(<objectOfPredicate>)(@<priority>)?
//   <relation>                == | <= | >=
//   <objectOfPredicate>       <constant> | <viewName>
//   <priority>                <metricName> | <number>
//   <constant>                <metricName> | <number>
//
// Names are C identifiers. Whitespace between tokens is skipped, as UIKit's scanner does.
import Foundation

/// A parsed visual format.
struct VisualFormat: Sendable, Equatable {
    /// A name in the format and where it starts.
    struct Name: Sendable, Equatable {
        var text: String
        var position: Int
    }

    /// A constant or a priority: a number or a metric's name.
    enum Value: Sendable, Equatable {
        case number(Double, position: Int)
        case metric(Name)

        var position: Int {
            switch self {
            case .number(_, let position): position
            case .metric(let name): name.position
            }
        }
    }

    /// What a predicate relates to: a number, or a name (a metric, or in a view's predicates a view).
    enum Object: Sendable, Equatable {
        case number(Double)
        case name(Name)
    }

    /// `(relation)? object (@priority)?`.
    struct Predicate: Sendable, Equatable {
        var relation: LayoutRelation
        var object: Object
        var priority: Value?
        var position: Int
    }

    /// A connection between two elements.
    enum Connection: Sendable, Equatable {
        /// No `-`: the edges touch.
        case flush
        /// A lone `-`: the standard spacing.
        case standard
        /// `-n-`, `-metric-` or `-(predicates)-`.
        case predicates([Predicate])
    }

    /// `[name(predicates)]`.
    struct ViewElement: Sendable, Equatable {
        var name: Name
        var predicates: [Predicate]
    }

    /// The axis (`H:` by default).
    var axis: LayoutAxis = .horizontal
    /// Where the orientation (or the format) starts: where option errors point.
    var orientationPosition = 0
    /// The `|` at the start and its connection to the first view.
    var leadingSuperview: (position: Int, connection: Connection)?
    /// The views in order.
    var views: [ViewElement] = []
    /// The connections between consecutive views (`views.count - 1` of them).
    var connections: [Connection] = []
    /// The `|` at the end and the last view's connection to it.
    var trailingSuperview: (position: Int, connection: Connection)?

    static func == (lhs: VisualFormat, rhs: VisualFormat) -> Bool {
        lhs.axis == rhs.axis && lhs.views == rhs.views && lhs.connections == rhs.connections
            && lhs.leadingSuperview?.position == rhs.leadingSuperview?.position
            && lhs.leadingSuperview?.connection == rhs.leadingSuperview?.connection
            && lhs.trailingSuperview?.position == rhs.trailingSuperview?.position
            && lhs.trailingSuperview?.connection == rhs.trailingSuperview?.connection
    }
}

/// Reads one format string; every failure is a ``VisualFormatError`` naming the offending character.
struct VisualFormatParser {
    private let format: String
    private let characters: [Character]
    private var index = 0

    init(_ format: String) {
        self.format = format
        self.characters = Array(format)
    }

    /// The parsed format.
    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var result = VisualFormat()
        skipWhitespace()
        result.orientationPosition = index
        if let first = peek(), first == "H" || first == "V", !isIdentifierContinuation(at: index + 1) {
            index += 1
            skipWhitespace()
            guard peek() == ":" else { throw error(.expectedColonAfterOrientation(first)) }
            index += 1
            result.axis = first == "V" ? .vertical : .horizontal
        } else if let first = peek(), first == "H" || first == "V" {
            // "Horizontal:" and the like: an identifier where the orientation or a view belongs.
            throw error(.expectedColonAfterOrientation(first), at: index + 1)
        }
        skipWhitespace()
        if peek() == "|" {
            let position = index
            index += 1
            result.leadingSuperview = (position, try parseConnection())
        }
        result.views.append(try parseView())
        while true {
            skipWhitespace()
            guard let next = peek() else { return result }
            if next == "|" {
                // A flush connection to the superview.
                result.trailingSuperview = (index, .flush)
                index += 1
                try expectEnd(afterBarAt: index - 1)
                return result
            }
            let connection = try parseConnection()
            skipWhitespace()
            switch peek() {
            case "|":
                result.trailingSuperview = (index, connection)
                index += 1
                try expectEnd(afterBarAt: index - 1)
                return result
            case "[":
                result.connections.append(connection)
                result.views.append(try parseView())
            case nil:
                throw error(.expectedView)
            case let character?:
                if connection == .flush { throw error(.unexpectedCharacter(character)) }
                throw error(.expectedView)
            }
        }
    }

    // MARK: - Elements

    /// `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.ViewElement {
        skipWhitespace()
        guard peek() == "[" else { throw error(.expectedView) }
        index += 1
        skipWhitespace()
        guard let name = parseIdentifier() else { throw error(.expectedViewName) }
        skipWhitespace()
        var predicates: [VisualFormat.Predicate] = []
        if peek() == "(" {
            predicates = try parsePredicateList()
            skipWhitespace()
        }
        guard peek() == "]" else { throw error(.expectedClosingBracket) }
        index += 1
        return VisualFormat.ViewElement(name: name, predicates: predicates)
    }

    /// Nothing (flush), `-`, `-n-`, `-metric-` or `-(predicates)-`. Leaves the index on the next element.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        skipWhitespace()
        guard peek() == "-" else { return .flush }
        index += 1
        skipWhitespace()
        let predicates: [VisualFormat.Predicate]
        switch peek() {
        case "[", "|":
            return .standard
        case "(":
            predicates = try parsePredicateList()
        case let character? where character.isASCIIDigit || character == ".":
            let position = index
            predicates = [
                VisualFormat.Predicate(
                    relation: .equal, object: .number(try parseNumber(signed: false)), priority: nil, position: position
                )
            ]
        case let character? where character.isIdentifierStart:
            let position = index
            guard let name = parseIdentifier() else { throw error(.expectedView) }
            predicates = [
                VisualFormat.Predicate(relation: .equal, object: .name(name), priority: nil, position: position)
            ]
        default:
            throw error(.expectedView)
        }
        skipWhitespace()
        guard peek() == "-" else { throw error(.expectedDash) }
        index += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate, …)`.
    private mutating func parsePredicateList() throws(VisualFormatError) -> [VisualFormat.Predicate] {
        index += 1 // "("
        var predicates: [VisualFormat.Predicate] = []
        while true {
            predicates.append(try parsePredicate())
            skipWhitespace()
            switch peek() {
            case ",": index += 1
            case ")":
                index += 1
                return predicates
            default: throw error(.expectedClosingParenthesis)
            }
        }
    }

    /// `(==|<=|>=)? object (@priority)?`.
    private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormat.Predicate {
        skipWhitespace()
        let position = index
        var relation = LayoutRelation.equal
        if let first = peek(), first == "=" || first == "<" || first == ">", peek(offset: 1) == "=" {
            relation = first == "<" ? .lessThanOrEqual : first == ">" ? .greaterThanOrEqual : .equal
            index += 2
            skipWhitespace()
        }
        let object: VisualFormat.Object
        switch peek() {
        case let character? where character.isASCIIDigit || character == "." || character == "-" || character == "+":
            object = .number(try parseNumber(signed: true))
        case let character? where character.isIdentifierStart:
            guard let name = parseIdentifier() else { throw error(.expectedPredicateObject) }
            object = .name(name)
        default:
            throw error(.expectedPredicateObject)
        }
        skipWhitespace()
        var priority: VisualFormat.Value?
        if peek() == "@" {
            index += 1
            skipWhitespace()
            switch peek() {
            case let character? where character.isASCIIDigit || character == ".":
                let numberPosition = index
                priority = .number(try parseNumber(signed: false), position: numberPosition)
            case let character? where character.isIdentifierStart:
                guard let name = parseIdentifier() else { throw error(.expectedPriority) }
                priority = .metric(name)
            default:
                throw error(.expectedPriority)
            }
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, position: position)
    }

    // MARK: - Tokens

    /// A C identifier, or nil (index unchanged) when none starts here.
    private mutating func parseIdentifier() -> VisualFormat.Name? {
        guard let first = peek(), first.isIdentifierStart else { return nil }
        let start = index
        index += 1
        while isIdentifierContinuation(at: index) { index += 1 }
        return VisualFormat.Name(text: String(characters[start..<index]), position: start)
    }

    /// `[+-]? digits? (. digits)? ([eE] [+-]? digits)?` with at least one digit, as `strtod` reads it.
    private mutating func parseNumber(signed: Bool) throws(VisualFormatError) -> Double {
        let start = index
        if signed, let sign = peek(), sign == "-" || sign == "+" { index += 1 }
        var digits = 0
        while let character = peek(), character.isASCIIDigit {
            index += 1
            digits += 1
        }
        if peek() == ".", let next = peek(offset: 1), next.isASCIIDigit || digits > 0 {
            index += 1
            while let character = peek(), character.isASCIIDigit {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { throw error(.expectedPredicateObject, at: start) }
        if let e = peek(), e == "e" || e == "E" {
            var lookahead = 1
            if let sign = peek(offset: 1), sign == "-" || sign == "+" { lookahead = 2 }
            if let digit = peek(offset: lookahead), digit.isASCIIDigit {
                index += lookahead
                while let character = peek(), character.isASCIIDigit { index += 1 }
            }
        }
        let text = String(characters[start..<index])
        guard let value = Double(text), value.isFinite else { throw error(.invalidNumber(text), at: start) }
        return value
    }

    /// Nothing may follow the closing `|`; more connections or views mean a `|` in the middle.
    private mutating func expectEnd(afterBarAt bar: Int) throws(VisualFormatError) {
        skipWhitespace()
        guard let character = peek() else { return }
        if character == "-" || character == "[" { throw error(.superviewInMiddle, at: bar) }
        throw error(.unexpectedCharacter(character))
    }

    private mutating func skipWhitespace() {
        while let character = peek(), character.isWhitespace { index += 1 }
    }

    private func peek(offset: Int = 0) -> Character? {
        let position = index + offset
        return position >= 0 && position < characters.count ? characters[position] : nil
    }

    private func isIdentifierContinuation(at position: Int) -> Bool {
        guard position < characters.count else { return false }
        let character = characters[position]
        return character.isIdentifierStart || character.isASCIIDigit
    }

    private func error(_ reason: VisualFormatError.Reason, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: position ?? index)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isIdentifierStart: Bool { self == "_" || (isASCII && isLetter) }
}
