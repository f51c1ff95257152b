// ScopeID: the persistent identity of one scope across generations (ComponentKit's globalIdentifier).
import Foundation

/// Identifies one scope (one component identity) for as long as it stays in its tree.
public struct ScopeID: Hashable, Sendable, CustomStringConvertible {
    let raw: UInt64
    /// A readable description.
    public var description: String { "scope#\(raw)" }
}

/// Hands out scope identifiers for one tree; safe to use from the build thread.
final class ScopeIDSource: @unchecked Sendable {
    private let lock = NSLock()
    private var next: UInt64 = 1
    func make() -> ScopeID {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return ScopeID(raw: next - 1)
    }
}
