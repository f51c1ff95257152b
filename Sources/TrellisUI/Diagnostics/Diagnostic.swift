// A lifecycle-rule violation found at run time, naming the rule and the place.
import Foundation

/// One violation reported to a ``LifecycleChecker``.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The rule that was broken: an invariant (`"I23"`), a decision (`"D5"`), or a framework rule
    /// (`"V1"` for view-hierarchy misuse, …; see docs/lifecycle.md).
    public let rule: String
    /// Where it happened: a view or view-controller path such as
    /// `Window > TabBarController > NavigationController[1] > SongsViewController`, or a component path.
    public let path: String
    /// What went wrong and what Trellis did instead.
    public let message: String
    /// Source file of the call that caused the violation, when known.
    public let file: String?
    /// Source line of the call that caused the violation, when known.
    public let line: Int?

    /// Creates a diagnostic.
    public init(rule: String, path: String, message: String, file: String? = nil, line: Int? = nil) {
        self.rule = rule
        self.path = path
        self.message = message
        self.file = file
        self.line = line
    }

    /// `"[I23] Window > View[0]: layoutSubviews() called directly …"` (with ` (file:line)` when known).
    public var description: String {
        var text = "[\(rule)] \(path): \(message)"
        if let file, let line { text += " (\(file):\(line))" }
        return text
    }
}
