// ConditionLockedValue: a value guarded by a condition lock, for state that one thread must wait on
// until another changes it — the one place in TrellisUI that keeps lock-guarded state behind
// `@unchecked Sendable` (the standard library's `Mutex` has no way to wait).
import Foundation
import Synchronization

/// A value behind a condition lock (in the style of swift-nio's `ConditionLock` and
/// `NIOLockedValueBox`): the only ways to the value are ``withLock(_:)``, ``withLockWakingWaiters(_:)``
/// and ``wait(until:)``, each of which holds the lock while it runs, so no code path can read or write
/// the value without it. That is the invariant the `@unchecked Sendable` rests on, and the type's shape
/// enforces it. DEBUG builds also catch a closure that calls back into the same box, which would
/// otherwise deadlock silently.
final class ConditionLockedValue<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value
    #if DEBUG
        /// The thread holding the lock (0: none). Atomic so that a thread about to lock may read it.
        private let holder = Atomic<UInt>(0)
    #endif

    init(_ value: Value) { self.value = value }

    /// Runs `body` with the value while holding the lock. `body` must not call back into this box.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body(&value)
    }

    /// Runs `body` like ``withLock(_:)``, then wakes every thread blocked in ``wait(until:)`` so that it
    /// checks its condition again.
    func withLockWakingWaiters<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock()
        defer {
            condition.broadcast()
            unlock()
        }
        return try body(&value)
    }

    /// Blocks the calling thread until `isSatisfied` holds for the value (checked under the lock, again
    /// after each ``withLockWakingWaiters(_:)``). Returns at once when it already holds.
    func wait(until isSatisfied: (Value) -> Bool) {
        lock()
        while !isSatisfied(value) {
            #if DEBUG
                holder.store(0, ordering: .relaxed)
            #endif
            condition.wait()
            #if DEBUG
                holder.store(Self.currentThread, ordering: .relaxed)
            #endif
        }
        unlock()
    }

    private func lock() {
        #if DEBUG
            assert(
                holder.load(ordering: .relaxed) != Self.currentThread,
                "ConditionLockedValue: a closure run under the lock called back into the same box")
        #endif
        condition.lock()
        #if DEBUG
            holder.store(Self.currentThread, ordering: .relaxed)
        #endif
    }

    private func unlock() {
        #if DEBUG
            holder.store(0, ordering: .relaxed)
        #endif
        condition.unlock()
    }

    #if DEBUG
        private static var currentThread: UInt { UInt(bitPattern: ObjectIdentifier(Thread.current)) }
    #endif
}
