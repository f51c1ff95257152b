// A lock-protected queue through which any thread hands work to the main actor.
import Foundation

/// Work posted from any isolation, run on the main actor by ``Application/runUntilIdle()`` (and by a
/// host's run loop).
///
/// `MainInbox` is `Sendable`: a background component build or a state update from another thread
/// keeps a reference and calls ``post(_:)``.
public final class MainInbox: Sendable {
    /// What the inbox holds, all behind one condition lock so that ``waitForWorkOrQuiescence()`` can
    /// block until another thread posts or ends its work.
    private struct State {
        var items: [@MainActor @Sendable () -> Void] = []
        /// Background work announced with ``beginOutstandingWork()`` and not yet ended.
        var outstanding = 0
        var wakeUp: (@Sendable () -> Void)?
    }

    private let state = ConditionLockedValue(State())

    /// Creates an empty inbox.
    public init() {}

    /// Queues `work` to run on the main actor in posting order.
    public func post(_ work: @escaping @MainActor @Sendable () -> Void) {
        let wake = state.withLockWakingWaiters { state in
            state.items.append(work)
            return state.wakeUp
        }
        wake?()
    }

    /// Whether work is waiting.
    public var isEmpty: Bool { state.withLock { $0.items.isEmpty } }

    /// A host's run loop installs this to be woken when work arrives from another thread.
    public func setWakeUpHandler(_ handler: (@Sendable () -> Void)?) {
        state.withLock { $0.wakeUp = handler }
    }

    /// Takes all queued work (in order), leaving the inbox empty.
    func takeAll() -> [@MainActor @Sendable () -> Void] {
        state.withLock { state in
            let taken = state.items
            state.items.removeAll()
            return taken
        }
    }

    /// Background work announced with ``beginOutstandingWork()`` and not yet ended.
    var outstandingWork: Int { state.withLock { $0.outstanding } }

    /// Announces work running elsewhere that will post to this inbox when done.
    func beginOutstandingWork() {
        state.withLock { $0.outstanding += 1 }
    }

    /// Marks announced work as finished (call after its result was posted).
    func endOutstandingWork() {
        state.withLockWakingWaiters { $0.outstanding -= 1 }
    }

    /// Blocks until work is queued or no announced work is outstanding. Returns immediately when
    /// work is already queued.
    func waitForWorkOrQuiescence() {
        state.wait { !$0.items.isEmpty || $0.outstanding == 0 }
    }
}
