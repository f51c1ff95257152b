// Captures lifecycle callbacks in order, with identity, arguments and application-clock timestamps.
import Foundation
import Synchronization

/// Records every lifecycle callback made while it is the ``current`` recorder.
///
/// The recorder in effect is a task-local value, so tests running in parallel never mix events:
///
/// ```swift
/// let recorder = LifecycleRecorder()
/// recorder.setLabel("a", for: viewController)
/// LifecycleRecorder.$current.withValue(recorder) {
///     window.makeKeyAndVisible()
/// }
/// #expect(recorder.events.map(\.description) == ["a.viewWillAppear(false)", ...])
/// ```
///
/// TrellisUI records every UIKit-style callback at the place where the framework makes it, so an
/// override that forgets to call `super` is still recorded. The recorder is thread-safe: all it holds
/// is behind one mutex.
public final class LifecycleRecorder: Sendable {
    /// The recorder that receives events in the current task, if any.
    @TaskLocal public static var current: LifecycleRecorder?

    /// Everything the recorder holds.
    private struct State {
        var events: [LifecycleEvent] = []
        var labels: [ObjectIdentifier: LabelEntry] = [:]
        var clock: ApplicationClock?
        /// Observers by token (see ``addObserver(_:)``), kept in registration order.
        var observers: [(token: ObserverToken, observe: @Sendable (LifecycleEvent) -> Void)] = []
        var nextObserverToken = 0

        func label(for object: AnyObject) -> String {
            if let entry = labels[ObjectIdentifier(object)], entry.object.refers(to: object) { return entry.label }
            return LifecycleRecorder.className(of: object)
        }
    }

    /// A label and the object it names: identifiers are reused after an object is freed, so the entry
    /// also remembers (weakly) which object it was set for.
    private struct LabelEntry {
        var object: WeakIdentity
        var label: String
    }

    private let state: Mutex<State>

    /// How many recorders exist. While none does, no task can have one in effect, so the framework's
    /// recording sites skip the task-local lookup (and building their arguments) entirely.
    private static let liveCount = Atomic<Int>(0)

    /// Creates an empty recorder. Timestamps come from `clock` (see ``clock``).
    public init(clock: ApplicationClock? = nil) {
        state = Mutex(State(clock: clock))
        LifecycleRecorder.liveCount.add(1, ordering: .relaxed)
    }

    deinit {
        LifecycleRecorder.liveCount.subtract(1, ordering: .relaxed)
    }

    /// The recorder in effect, found cheaply: `nil` without a task-local lookup while no recorder
    /// exists. Hot paths read it once per operation and pass it down.
    package static var active: LifecycleRecorder? {
        liveCount.load(ordering: .relaxed) == 0 ? nil : current
    }

    /// The clock whose time stamps events. When it is `nil`, the first ``Application`` created while
    /// this recorder is current attaches its clock; until then events are stamped `0`.
    public var clock: ApplicationClock? {
        get { state.withLock { $0.clock } }
        set { state.withLock { $0.clock = newValue } }
    }

    func attachClockIfNeeded(_ clock: ApplicationClock) {
        state.withLock { state in
            if state.clock == nil { state.clock = clock }
        }
    }

    /// All events recorded so far, in order.
    public var events: [LifecycleEvent] { state.withLock { $0.events } }

    /// Discards all recorded events (labels are kept).
    public func reset() { state.withLock { $0.events.removeAll() } }

    /// Names `object` in recordings (`"a"` in `"a.viewWillAppear(false)"`), and in arguments that
    /// refer to it.
    public func setLabel(_ label: String, for object: AnyObject) {
        let entry = LabelEntry(object: WeakIdentity(object), label: label)
        state.withLock { $0.labels[ObjectIdentifier(object)] = entry }
    }

    /// The label used for `object`: the one set with ``setLabel(_:for:)``, else its class name;
    /// `"nil"` for `nil`.
    public func label(for object: AnyObject?) -> String {
        guard let object else { return "nil" }
        return state.withLock { $0.label(for: object) }
    }

    static func className(of object: AnyObject) -> String {
        let full = String(describing: type(of: object))
        // Generic classes print as `Name<Args>`; keep it as is, but drop module qualification.
        return full.split(separator: ".").last.map(String.init) ?? full
    }

    /// Records that `object` received `callback` with already-rendered `arguments`, then tells the
    /// observers (see ``addObserver(_:)``). Returns the event's sequence number (used to close spans).
    @discardableResult
    public func record(_ object: AnyObject, _ callback: String, _ arguments: [String] = []) -> Int {
        let now = clock?.now ?? 0
        let (event, observing) = state.withLock { state in
            let event = LifecycleEvent(
                objectID: ObjectIdentifier(object), className: LifecycleRecorder.className(of: object),
                label: state.label(for: object), callback: callback, arguments: arguments,
                timestamp: now, sequence: state.events.count)
            state.events.append(event)
            return (event, state.observers.isEmpty ? nil : state.observers.map(\.observe))
        }
        // Outside the lock, so an observer may read the recorder (or record) without deadlocking.
        if let observing {
            for observe in observing { observe(event) }
        }
        return event.sequence
    }

    // MARK: Observing

    /// Identifies an observer added with ``LifecycleRecorder/addObserver(_:)``, to remove it again.
    public struct ObserverToken: Sendable, Hashable {
        let value: Int
    }

    /// Calls `observer` with every event recorded from now on, right after it is recorded — on the
    /// thread that recorded it, outside the recorder's lock (so events recorded on different threads at
    /// the same time may reach it in either order; their ``LifecycleEvent/sequence`` tells the order).
    /// For live views of a recording (an inspector, a log panel): the recorder itself keeps every event.
    ///
    /// An observer that records into the same recorder is called again for that event, so it must not
    /// record unconditionally. Returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping @Sendable (LifecycleEvent) -> Void) -> ObserverToken {
        state.withLock { state in
            let token = ObserverToken(value: state.nextObserverToken)
            state.nextObserverToken += 1
            state.observers.append((token, observer))
            return token
        }
    }

    /// Stops calling the observer of `token`; an unknown or already removed token is ignored. An event
    /// being delivered on another thread at that moment may still reach it once.
    public func removeObserver(_ token: ObserverToken) {
        state.withLock { $0.observers.removeAll { $0.token == token } }
    }

    /// Records `callback` on `object` as a span around `body`: the event is recorded (in order)
    /// before `body` runs and its end is stamped when `body` returns. Spans become `"X"` events
    /// with a duration in `chromeTraceJSON()`.
    public func recordSpan<T>(
        _ object: AnyObject, _ callback: String, _ arguments: [String] = [], _ body: () throws -> T
    ) rethrows -> T {
        let index = record(object, callback, arguments)
        defer { closeSpan(index) }
        return try body()
    }

    func closeSpan(_ index: Int) {
        let now = clock?.now ?? 0
        state.withLock { state in
            guard index < state.events.count else { return }
            // Sequence numbers are shared with events so spans nest correctly in the trace.
            state.events[index].end = (now, state.events.count)
        }
    }
}

extension LifecycleRecorder {
    /// Records on the current recorder, if any. A convenience for framework code.
    /// Arguments are only rendered when something records (the common case is nothing).
    static func note(_ object: AnyObject, _ callback: String, _ arguments: @autoclosure () -> [String] = []) {
        guard let recorder = active else { return }
        recorder.record(object, callback, arguments())
    }

    /// Runs `body` as a span on the current recorder, or just runs it when nothing records.
    static func span<T>(
        _ object: AnyObject, _ callback: String, _ arguments: @autoclosure () -> [String] = [],
        _ body: () throws -> T
    ) rethrows -> T {
        guard let recorder = active else { return try body() }
        return try recorder.recordSpan(object, callback, arguments(), body)
    }

    /// ``note(_:_:_:)`` on a recorder already looked up (once per hierarchy operation).
    static func note(
        _ recorder: LifecycleRecorder?, _ object: AnyObject, _ callback: String,
        _ arguments: @autoclosure () -> [String] = []
    ) {
        recorder?.record(object, callback, arguments())
    }

    /// Renders an object argument with `recorder`'s labels.
    static func describe(_ object: AnyObject?, in recorder: LifecycleRecorder) -> String {
        recorder.label(for: object)
    }

    /// Renders an object argument with the current recorder's labels.
    static func describe(_ object: AnyObject?) -> String {
        active?.label(for: object) ?? (object.map(className(of:)) ?? "nil")
    }
}
