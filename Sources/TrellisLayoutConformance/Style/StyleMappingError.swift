// StyleMappingError: why one CSS declaration of a conformance node cannot be turned into a FlexStyle.

/// A CSS declaration the style mapper cannot represent. It names the property and value; the runner adds
/// the file, test and node path (see `ConformanceError`).
public struct StyleMappingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the declaration.
    public enum Reason: Sendable, Hashable {
        /// The property is not one FORMAT.md allows (or one the engine has no equivalent for).
        case unknownProperty
        /// The property is known but the value is not a form it accepts; the string says which forms are.
        case unsupportedValue(String)
        /// Two declarations set the same box side and the file does not say which came last.
        case conflictsWith(property: String, value: String)
    }

    /// The CSS longhand.
    public let property: String
    /// Its specified value.
    public let value: String
    /// What is wrong.
    public let reason: Reason

    /// An error for `property: value`.
    public init(property: String, value: String, reason: Reason) {
        self.property = property
        self.value = value
        self.reason = reason
    }

    /// A readable message, e.g. `unsupported value "12em" for width (expected <n>px, <n>%, auto, ...)`.
    public var description: String {
        switch reason {
        case .unknownProperty:
            "unknown property \(property) (value \"\(value)\")"
        case let .unsupportedValue(expected):
            "unsupported value \"\(value)\" for \(property) (expected \(expected))"
        case let .conflictsWith(other, otherValue):
            "\(property): \"\(value)\" conflicts with \(other): \"\(otherValue)\" (same box side, order unknown)"
        }
    }
}
