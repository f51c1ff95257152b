// LockedValue: mutable state shared between threads, reachable only while its lock is held — the one
// shape in which Trellis keeps lock-guarded state behind `@unchecked Sendable`.
import Foundation

/// A value guarded by a lock (in the style of swift-nio's `NIOLockedValueBox`): the only access is
/// ``withLock(_:)``, so no code path can read or write the value without holding the lock. That is the
/// invariant its `@unchecked Sendable` rests on, and the type's shape enforces it.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with the value while holding the lock. `body` must not call back into this box.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
