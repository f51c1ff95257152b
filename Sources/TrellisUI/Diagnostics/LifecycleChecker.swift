// Collects lifecycle-rule violations while the app runs; reports them, never traps.
import Foundation
import Synchronization

/// Receives ``Diagnostic``s from TrellisUI (and TrellisComponents) when a lifecycle rule is broken.
///
/// Like the recorder, the checker in effect is task-local, so parallel tests see only their own
/// diagnostics. When no checker is installed, diagnostics are written to standard error — misuse is
/// never silent and never a crash. The checker is thread-safe: its diagnostics are behind a mutex.
public final class LifecycleChecker: Sendable {
    /// The checker that receives diagnostics in the current task, if any.
    @TaskLocal public static var current: LifecycleChecker?

    private let storage = Mutex<[Diagnostic]>([])

    /// Creates a checker with no diagnostics.
    public init() {}

    /// Every diagnostic reported so far, in order.
    public var diagnostics: [Diagnostic] { storage.withLock { $0 } }

    /// The diagnostics of one rule.
    public func diagnostics(rule: String) -> [Diagnostic] { diagnostics.filter { $0.rule == rule } }

    /// Records a violation.
    public func report(_ diagnostic: Diagnostic) {
        storage.withLock { $0.append(diagnostic) }
    }

    /// Discards all diagnostics.
    public func reset() { storage.withLock { $0.removeAll() } }

    /// Reports `diagnostic` to the current checker, or to standard error when there is none.
    public static func emit(_ diagnostic: Diagnostic) {
        if let checker = current {
            checker.report(diagnostic)
        } else {
            FileHandle.standardError.write(Data("Trellis lifecycle: \(diagnostic)\n".utf8))
        }
    }

    /// Convenience for ``emit(_:)``.
    public static func emit(
        rule: String, path: String, message: String, file: String? = nil, line: Int? = nil
    ) {
        emit(Diagnostic(rule: rule, path: path, message: message, file: file, line: line))
    }
}
