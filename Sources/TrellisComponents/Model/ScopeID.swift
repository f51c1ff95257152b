// ScopeID: the persistent identity of one scope across generations (ComponentKit's globalIdentifier).
import Foundation
import Synchronization

/// Identifies one scope (one component identity) for as long as it stays in its tree.
public struct ScopeID: Hashable, Sendable, CustomStringConvertible {
    let raw: UInt64
    /// The identity as a number, unique within its tree (for tests and debugging tools; ComponentKit's
    /// `globalIdentifier`).
    public var rawValue: UInt64 { raw }
    /// A readable description.
    public var description: String { "scope#\(raw)" }
}

/// Hands out scope identifiers for one tree; safe to use from any thread (a long list's rows are built
/// on two at once).
final class ScopeIDSource: Sendable {
    private let next = Atomic<UInt64>(1)
    func make() -> ScopeID {
        ScopeID(raw: next.wrappingAdd(1, ordering: .relaxed).oldValue)
    }
}
