// A lock-protected queue through which any thread hands work to the main actor.
import Foundation

/// Work posted from any isolation, run on the main actor by ``Application/runUntilIdle()`` (and by a
/// host's run loop).
///
/// `MainInbox` is `Sendable`: a background component build or a state update from another thread
/// keeps a reference and calls ``post(_:)``.
public final class MainInbox: Sendable {
    private let state = NSCondition()
    // Guarded by `state`.
    nonisolated(unsafe) private var items: [@MainActor @Sendable () -> Void] = []
    nonisolated(unsafe) private var outstanding = 0
    nonisolated(unsafe) private var wakeUp: (@Sendable () -> Void)?

    /// Creates an empty inbox.
    public init() {}

    /// Queues `work` to run on the main actor in posting order.
    public func post(_ work: @escaping @MainActor @Sendable () -> Void) {
        state.lock()
        items.append(work)
        let wake = wakeUp
        state.broadcast()
        state.unlock()
        wake?()
    }

    /// Whether work is waiting.
    public var isEmpty: Bool {
        state.lock()
        defer { state.unlock() }
        return items.isEmpty
    }

    /// A host's run loop installs this to be woken when work arrives from another thread.
    public func setWakeUpHandler(_ handler: (@Sendable () -> Void)?) {
        state.lock()
        wakeUp = handler
        state.unlock()
    }

    /// Takes all queued work (in order), leaving the inbox empty.
    func takeAll() -> [@MainActor @Sendable () -> Void] {
        state.lock()
        defer { state.unlock() }
        let taken = items
        items.removeAll()
        return taken
    }

    /// Background work announced with ``beginOutstandingWork()`` and not yet ended.
    var outstandingWork: Int {
        state.lock()
        defer { state.unlock() }
        return outstanding
    }

    /// Announces work running elsewhere that will post to this inbox when done.
    func beginOutstandingWork() {
        state.lock()
        outstanding += 1
        state.unlock()
    }

    /// Marks announced work as finished (call after its result was posted).
    func endOutstandingWork() {
        state.lock()
        outstanding -= 1
        state.broadcast()
        state.unlock()
    }

    /// Blocks until work is queued or no announced work is outstanding. Returns immediately when
    /// work is already queued.
    func waitForWorkOrQuiescence() {
        state.lock()
        while items.isEmpty && outstanding > 0 {
            state.wait()
        }
        state.unlock()
    }
}
