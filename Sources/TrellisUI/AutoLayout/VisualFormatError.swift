// VisualFormatError: why a visual format string could not be turned into constraints, with the offending
// character's offset and UIKit's "Unable to parse constraint format" message and caret line.
import Foundation

/// A visual format string that ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``
/// cannot turn into constraints.
///
/// UIKit raises an exception reading "Unable to parse constraint format:", the reason, the format and a caret
/// under the offending character; ``description`` is that text, and ``position`` is the caret's offset.
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Equatable {
        /// `H` or `V` not followed by `:`.
        case expectedColonAfterOrientation(Character)
        /// A view (`[name]`) was expected here: the format is empty, ends after a connection, or has a
        /// character that starts nothing.
        case expectedView
        /// `[` not followed by a view name.
        case expectedViewName
        /// A view's name or predicate list not followed by `]`.
        case expectedClosingBracket
        /// A predicate list not closed by `)` (or continued by `,`).
        case expectedClosingParenthesis
        /// A predicate without a number, metric or (in a view's predicates) view name.
        case expectedPredicateObject
        /// `@` not followed by a number or metric.
        case expectedPriority
        /// A connection's predicate not followed by `-`.
        case expectedDash
        /// Characters after the end of the format (a view or `|` was already the last element).
        case unexpectedCharacter(Character)
        /// `|` anywhere but the start or the end.
        case superviewInMiddle
        /// A name that is not a key of the views dictionary.
        case unknownView(String)
        /// A name that is not a key of the metrics dictionary.
        case unknownMetric(String)
        /// A view predicate's name that is neither a metric nor a view.
        case unknownViewOrMetric(String)
        /// A connection's predicate names a view; spacing is a number or a metric.
        case viewInConnectionPredicate(String)
        /// A value of the views dictionary that is neither a view nor a layout guide.
        case notAView(String)
        /// `|` next to a view that has no superview.
        case missingSuperview(String)
        /// A number that is not finite.
        case invalidNumber(String)
        /// A priority outside 1...1000.
        case invalidPriority(Double)
        /// An alignment option along the format's own orientation (`alignAllLeft` with `H:`).
        case alignmentAlongOrientation(LayoutAxis)
        /// Both `directionLeftToRight` and `directionRightToLeft`.
        case conflictingDirections
        /// `spacingBaselineToBaseline` in a horizontal format.
        case baselineSpacingInHorizontalFormat
    }

    /// What is wrong.
    public var reason: Reason
    /// The format string.
    public var format: String
    /// The offset (in characters) of the offending character in ``format``; the format's length when it
    /// ended too early.
    public var position: Int

    /// Creates an error.
    public init(reason: Reason, format: String, position: Int) {
        self.reason = reason
        self.format = format
        self.position = position
    }

    /// The reason in words, as UIKit's exception words it where UIKit has one.
    public var message: String {
        switch reason {
        case .expectedColonAfterOrientation(let orientation):
            return orientation == "V"
                ? "Expected ':' after 'V' to specify vertical arrangement"
                : "Expected ':' after 'H' to specify horizontal arrangement"
        case .expectedView: return "Expected a view"
        case .expectedViewName: return "Expected a view name after '['"
        case .expectedClosingBracket: return "Expected ']'"
        case .expectedClosingParenthesis: return "Expected ',' or ')'"
        case .expectedPredicateObject: return "Expected a number, a metric or a view name"
        case .expectedPriority: return "Expected a number or a metric after '@'"
        case .expectedDash: return "Expected '-' after the connection's predicate"
        case .unexpectedCharacter(let character): return "Unexpected '\(character)' after the end of the layout"
        case .superviewInMiddle: return "'|' can only be at the start or the end of a layout"
        case .unknownView(let name): return "'\(name)' is not a key in the views dictionary."
        case .unknownMetric(let name): return "'\(name)' is not a key in the metrics dictionary."
        case .unknownViewOrMetric(let name): return "'\(name)' is not a key in the views or metrics dictionaries."
        case .viewInConnectionPredicate(let name):
            return "'\(name)' is a view; a connection's predicate must be a number or a metric"
        case .notAView(let name): return "'\(name)' in the views dictionary is neither a view nor a layout guide"
        case .missingSuperview:
            return "Unable to interpret '|' character, because the related view doesn't have a superview"
        case .invalidNumber(let text): return "'\(text)' is not a finite number"
        case .invalidPriority(let value):
            return "Priority \(value.visualFormatText) is out of range; priorities are 1...1000"
        case .alignmentAlongOrientation(let axis):
            return axis == .horizontal
                ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
        case .conflictingDirections:
            return "Options mask has both directionLeftToRight and directionRightToLeft"
        case .baselineSpacingInHorizontalFormat:
            return "spacingBaselineToBaseline applies to vertical layouts only"
        }
    }

    /// UIKit's text: "Unable to parse constraint format:", the message, the format, and a caret under
    /// ``position``.
    public var description: String {
        "Unable to parse constraint format: \n\(message)\n\(format)\n\(String(repeating: " ", count: position))^"
    }
}

extension Double {
    /// The number as a format string shows it: no trailing ".0" for whole numbers.
    fileprivate var visualFormatText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
