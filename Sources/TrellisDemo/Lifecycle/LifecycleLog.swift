// LifecycleLog: the live model behind the lifecycle panel and tab — the last 500 view-controller and
// component-controller callbacks with counts per callback, fed by an observer of the app's recorder.
import Foundation
import Synchronization
import TrellisUI

/// Follows a ``LifecycleRecorder`` and keeps what the lifecycle views show.
///
/// The recorder calls its observers on whatever thread recorded; the log's observer only queues the
/// callbacks it shows (a cheap name lookup) and, once per batch, posts a drain to the application's
/// inbox, so the log changes on the main actor between update cycles. The views that show the log only
/// redraw (no layout, no component updates), and drawing records nothing the log shows — so showing
/// the log never feeds the log.
@MainActor final class LifecycleLog {
    /// One callback, as the log shows it.
    struct Entry: Sendable, Hashable {
        /// The recorder's sequence number.
        var sequence: Int
        /// Application-clock time of the callback.
        var timestamp: TimeInterval
        /// The receiver's label (`SongRow#42`, `Artists`).
        var receiver: String
        /// The call, e.g. `viewWillAppear(false)`.
        var call: String
        /// The recorder's callback name, e.g. `viewWillAppear(_:)`.
        var callback: String
        /// View controller or component controller.
        var kind: LifecycleCallbackKind
    }

    /// How many entries the log keeps (the recorder keeps all events).
    static let capacity = 500

    /// The latest entries, oldest first (at most ``capacity``).
    private(set) var entries: [Entry] = []
    /// How many times each callback was seen (by the recorder's callback name).
    private(set) var counts: [String: Int] = [:]
    /// How many callbacks the log has seen in all.
    private(set) var total = 0

    private let recorder: LifecycleRecorder
    private var token: LifecycleRecorder.ObserverToken?
    private var handlers: [(id: Int, handler: @MainActor () -> Void)] = []
    private var nextHandler = 0
    private let pending = PendingEvents()

    /// Starts following `recorder`; drains run through `inbox`.
    init(recorder: LifecycleRecorder, inbox: MainInbox) {
        self.recorder = recorder
        let pending = self.pending
        token = recorder.addObserver { [weak self] event in
            guard let kind = LifecycleCallbackKind(callback: event.callback) else { return }
            guard pending.append(event, kind: kind) else { return }
            inbox.post { self?.drain() }
        }
    }

    isolated deinit {
        if let token { recorder.removeObserver(token) }
    }

    /// Calls `handler` after every change; returns an id for ``removeChangeHandler(_:)``.
    @discardableResult
    func addChangeHandler(_ handler: @escaping @MainActor () -> Void) -> Int {
        nextHandler += 1
        handlers.append((nextHandler, handler))
        return nextHandler
    }

    /// Stops calling a change handler.
    func removeChangeHandler(_ id: Int) {
        handlers.removeAll { $0.id == id }
    }

    /// The counts in lifecycle order: (recorder's callback name, count, kind).
    var orderedCounts: [(callback: String, count: Int, kind: LifecycleCallbackKind)] {
        counts.sorted { LifecycleCallbackKind.order(of: $0.key) < LifecycleCallbackKind.order(of: $1.key) }
            .compactMap { callback, count in LifecycleCallbackKind(callback: callback).map { (callback, count, $0) } }
    }

    /// Moves queued callbacks into the log (in recording order) and tells the handlers.
    func drain() {
        let batch = pending.takeAll()
        guard !batch.isEmpty else { return }
        for (event, kind) in batch.sorted(by: { $0.0.sequence < $1.0.sequence }) {
            total += 1
            counts[event.callback, default: 0] += 1
            entries.append(
                Entry(
                    sequence: event.sequence, timestamp: event.timestamp, receiver: event.label,
                    call: event.formattedCall, callback: event.callback, kind: kind))
        }
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        for entry in handlers { entry.handler() }
    }

    /// Callbacks recorded but not yet drained; filled on any thread.
    private final class PendingEvents: Sendable {
        private let events = Mutex<[(LifecycleEvent, LifecycleCallbackKind)]>([])

        /// Queues an event; returns whether the queue was empty (the caller schedules one drain).
        func append(_ event: LifecycleEvent, kind: LifecycleCallbackKind) -> Bool {
            events.withLock { queue in
                queue.append((event, kind))
                return queue.count == 1
            }
        }

        func takeAll() -> [(LifecycleEvent, LifecycleCallbackKind)] {
            events.withLock { queue in
                let taken = queue
                queue.removeAll(keepingCapacity: true)
                return taken
            }
        }
    }
}
