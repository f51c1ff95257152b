// A problem found while reading or loading an Interface Builder document, with its place.

/// One problem in a `.xib` or `.storyboard` document, in the form compilers and CI annotate:
/// `file:line:column: error|warning: message`.
///
/// Loading never traps on a document: every problem becomes a diagnostic naming the file, the line
/// and column, the object id when there is one, and a kind code (documented in docs/lifecycle.md,
/// "Interface Builder diagnostics"); the rest of the document loads where that is safe.
public struct InterfaceBuilderDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// The document (or part of it) cannot be used as written.
        case error
        /// The document loads, but something was skipped, replaced or is suspicious.
        case warning

        /// Errors sort before warnings.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    /// Error or warning.
    public let severity: Severity
    /// The kind of problem, such as `IB-XML` or `IB-UNKNOWN-CLASS`.
    public let code: String
    /// What is wrong and what the loader did instead.
    public let message: String
    /// Where it is.
    public let position: SourcePosition
    /// The id of the object concerned, when there is one.
    public let objectID: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, code: String, message: String, position: SourcePosition, objectID: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.position = position
        self.objectID = objectID
    }

    /// `file:line:column: error: message [CODE] (object id)`.
    public var description: String {
        var text = "\(position): \(severity.rawValue): \(message) [\(code)]"
        if let objectID { text += " (object \(objectID))" }
        return text
    }
}
