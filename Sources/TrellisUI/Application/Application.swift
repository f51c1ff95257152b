// The application: clock, timers, inbox from other threads, and the update cycle that lays out and
// displays every window.
import Foundation

/// One application host: the end of the responder chain, owner of the clock, timers and the
/// update cycle (D18).
///
/// There is an instance per host (a `HeadlessScreen` owns one), never a shared global, so tests run
/// in parallel. One update cycle runs, in order:
/// 1. before-layout work (``enqueueBeforeLayout(_:)`` — component state updates are applied here),
/// 2. for every visible window, its constraints step (Auto Layout's `updateConstraints()`, bottom-up)
///    and then its layout, top-down (S23),
/// 3. display: views marked with `setNeedsDisplay()` draw, each window's display list is rebuilt and
///    handed to its screen,
/// 4. deferred work (``enqueueDeferred(_:)`` — did-callbacks, D3), then completions
///    (``enqueueCompletion(_:)``).
@MainActor
public final class Application: Responder {
    /// The application's clock. Advance it with ``advance(by:)``.
    public let clock: ApplicationClock
    /// Where other threads post work for the main actor.
    public let inbox: MainInbox
    /// The notification center on which this application's windows post key-window notifications.
    /// Per application, so parallel tests never observe each other's windows.
    public let notificationCenter: NotificationCenter

    /// The next responder after the application (nil by default; an app may set a delegate object).
    public var nextResponder: Responder?

    /// The layout direction of the application's language (left to right by default): views whose
    /// ``View/semanticContentAttribute`` is unspecified all the way up lay out in it.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet {
            guard userInterfaceLayoutDirection != oldValue else { return }
            for window in windows {
                window.layoutEngine(creating: false)?.invalidate()
                window.setNeedsLayout()
            }
        }
    }

    private var windowRefs: [WeakWindow] = []
    /// The current key window, if any.
    public internal(set) weak var keyWindow: Window?

    private var beforeLayout: [@MainActor () -> Void] = []
    private var deferred: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []
    private var needsCycle = false
    private var isRunningCycle = false
    /// Number of update cycles run so far (a diagnostic aid for hosts and tests).
    public private(set) var updateCycleCount = 0

    private var timers: [ApplicationTimer] = []
    private var timerOrder = 0

    private var backgroundTicket = 0
    private var nextBackgroundDelivery = 0
    private var backgroundResults: [Int: any Sendable] = [:]
    private var backgroundHandlers: [Int: @MainActor (any Sendable) -> Void] = [:]

    /// The most update cycles ``runUntilIdle()`` runs before it reports a cycle that never settles.
    public var maximumCyclesPerTurn = 1_000

    /// The recorder that every turn of this application records into (the run loop's turns,
    /// ``runUntilIdle()``, ``advance(by:)``, ``terminate()``), when no other recorder is current.
    ///
    /// Recorders are task-local (`LifecycleRecorder.current`); a run loop's turns start from dispatch
    /// sources, outside any task that could bind one, so an app that wants its lifecycle recorded
    /// (an inspector, a trace export) gives the application its recorder instead.
    public var lifecycleRecorder: LifecycleRecorder?

    /// The shortest time between two rendered frames while ``run()`` runs (1/60 s by default): input that
    /// arrives faster is all handled, and its effects are shown together in the next frame.
    public var displayInterval: TimeInterval = 1.0 / 60

    /// How long each step of the last update cycle that rendered a frame took (cycles that only ran
    /// deferred work, and rendered nothing, leave it alone — a status line shows the cost of what the user saw).
    public private(set) var lastFrameTimings = UpdateCycleTimings()

    /// The run loop while ``run()`` is running.
    var runLoop: ApplicationRunLoop?
    /// Whether ``terminate()`` was called (the application's windows were torn down).
    public internal(set) var isTerminated = false

    private struct WeakWindow {
        weak var window: Window?
    }

    /// Creates an application whose clock starts at `start`. If a ``LifecycleRecorder`` is current
    /// and has no clock yet, it is given this application's clock.
    public init(clockStart: TimeInterval = 0) {
        clock = ApplicationClock(start: clockStart)
        inbox = MainInbox()
        notificationCenter = NotificationCenter()
        super.init()
        LifecycleRecorder.current?.attachClockIfNeeded(clock)
    }

    /// The responder after the application: ``nextResponder``.
    public override var next: Responder? { nextResponder }

    // MARK: Windows

    /// The application's windows, in creation order.
    public var windows: [Window] { windowRefs.compactMap(\.window) }

    func register(_ window: Window) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakWindow(window: window))
    }

    /// Moves `window` in front of the other windows (windows are composed on their screen in
    /// ``windows`` order, back to front).
    func bringToFront(_ window: Window) {
        register(window)
    }

    /// Step 3: rebuild the display list of every window that changed, and render each affected
    /// screen once with its visible windows, back to front. Returns whether any screen rendered.
    private func renderChangedScreens(timings: inout UpdateCycleTimings, lap: () -> Duration) -> Bool {
        let all = windows
        var changedScreens: [any Screen] = []
        for window in all where window.rebuildDisplayListIfNeeded() {
            if !changedScreens.contains(where: { $0 === window.screen }) { changedScreens.append(window.screen) }
        }
        timings.display = lap()
        defer { timings.render = lap() }
        for screen in changedScreens {
            var list = DisplayList()
            for window in all where window.screen === screen && !window.isHidden {
                if window.frame.origin == .zero {
                    list.append(contentsOf: window.displayList)
                } else {
                    // Window coordinates → screen coordinates.
                    let context = GraphicsContext(textMeasurer: screen.textMeasurer, translation: window.frame.origin)
                    for item in window.displayList { context.append(item) }
                    list.append(contentsOf: context.finish())
                }
            }
            screen.render(list)
        }
        return !changedScreens.isEmpty
    }

    /// Sends `action` to `target`, or — when `target` is nil — along the responder chain from the key
    /// window's first responder (or the key window, or the application). Returns whether a responder
    /// performed it.
    @discardableResult
    public func sendAction(_ action: ResponderAction, to target: Responder?, from sender: AnyObject?) -> Bool {
        let start: Responder = target ?? keyWindow?.firstResponder ?? keyWindow ?? self
        return start.sendAction(action, from: sender)
    }

    // MARK: Memory warnings

    /// Posted on ``notificationCenter`` (object: the application) when the application receives a
    /// memory warning (`UIApplication.didReceiveMemoryWarningNotification`).
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "TrellisApplicationDidReceiveMemoryWarningNotification")

    /// Delivers a memory warning, as the system does in UIKit: first posts
    /// ``didReceiveMemoryWarningNotification`` on ``notificationCenter``, so caches that observe it
    /// can empty themselves, then gives each window's root view controller, in ``windows`` order,
    /// `didReceiveMemoryWarning()`, which it forwards to its children and presented controllers
    /// (D17). Nothing is unloaded.
    public func receiveMemoryWarning() {
        notificationCenter.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        for window in windows { window.receiveMemoryWarning() }
    }

    // MARK: Queues

    /// Queues work for step 1 of the next update cycle and schedules a cycle.
    public func enqueueBeforeLayout(_ work: @escaping @MainActor () -> Void) {
        beforeLayout.append(work)
        setNeedsUpdateCycle()
    }

    /// Queues work for step 4 of the current (or next) update cycle — the deferred did-callbacks.
    /// Work queued while step 4 runs runs in the same step.
    public func enqueueDeferred(_ work: @escaping @MainActor () -> Void) {
        deferred.append(work)
        setNeedsUpdateCycle()
    }

    /// Queues a completion block, run after all deferred work of the cycle.
    public func enqueueCompletion(_ work: @escaping @MainActor () -> Void) {
        completions.append(work)
        setNeedsUpdateCycle()
    }

    /// Schedules an update cycle (layout and display are also scheduled by `setNeedsLayout()` and
    /// `setNeedsDisplay()` on views in this application's windows). While ``run()`` runs, the run loop
    /// wakes for it (rendering at most once per display interval).
    public func setNeedsUpdateCycle() {
        needsCycle = true
        runLoop?.requestTurn()
    }

    /// Whether an update cycle is scheduled.
    public var needsUpdateCycle: Bool { needsCycle }

    /// Whether the application is inside an update cycle right now.
    public var isInUpdateCycle: Bool { isRunningCycle }

    // MARK: The update cycle

    /// Runs one update cycle now (all four steps), whether or not one was scheduled.
    public func runUpdateCycle() {
        guard !isRunningCycle else {
            LifecycleChecker.emit(
                rule: "A1", path: "Application",
                message: "runUpdateCycle() called from inside an update cycle; ignored (the running cycle continues)")
            return
        }
        isRunningCycle = true
        defer { isRunningCycle = false }
        needsCycle = false
        updateCycleCount += 1

        var timings = UpdateCycleTimings()
        let clock = ContinuousClock()
        var mark = clock.now
        func lap() -> Duration {
            let now = clock.now
            defer { mark = now }
            return now - mark
        }
        // 1. Before-layout work, including work it enqueues.
        drain(\.beforeLayout)
        timings.build = lap()
        // 2. Window by window: constraints (Auto Layout's updateConstraints, bottom-up), then layout,
        // top-down. One walk over the windows: a second would retain each window again every frame.
        for window in windows where !window.isHidden {
            if window.usesAutoLayout { window.performConstraintsPass() }
            window.performLayoutPass()
        }
        timings.layout = lap()
        // 3. Display.
        let rendered = renderChangedScreens(timings: &timings, lap: lap)
        // 4. Deferred did-callbacks, then completions. Work they queue joins the same step, for a
        // bounded number of rounds; anything left over waits for the next cycle (so a callback that
        // re-queues itself forever is caught by runUntilIdle's cycle limit instead of hanging here).
        drain(\.deferred)
        if deferred.isEmpty { drain(\.completions) }
        timings.deferred = lap()
        if rendered { lastFrameTimings = timings }
        // Work enqueued by steps 3–4 (e.g. layout invalidated by a did-callback) already re-set
        // `needsCycle`; the caller's loop runs another cycle.
    }

    /// Runs queued work in rounds (work queued by a round runs in the next), at most
    /// ``roundsPerStep`` rounds. The queue is taken out of storage before each round so work may
    /// enqueue more without overlapping access.
    private func drain(_ queue: ReferenceWritableKeyPath<Application, [@MainActor () -> Void]>) {
        var rounds = 0
        while !self[keyPath: queue].isEmpty && rounds < Application.roundsPerStep {
            let batch = self[keyPath: queue]
            self[keyPath: queue] = []
            for work in batch { work() }
            rounds += 1
        }
        if !self[keyPath: queue].isEmpty { needsCycle = true }
    }

    static let roundsPerStep = 100

    /// Drains the inbox, delivers finished background work, fires due timers and runs update cycles
    /// until nothing is pending. Blocks while background work from ``performInBackground(_:then:)``
    /// is still running, so asynchronous updates are deterministic in tests.
    public func runUntilIdle() {
        withLifecycleRecording { runUntilIdleUnrecorded() }
    }

    private func runUntilIdleUnrecorded() {
        var cycles = 0
        while true {
            var didWork = false
            for work in inbox.takeAll() {
                work()
                didWork = true
            }
            if fireDueTimers() { didWork = true }
            if needsCycle {
                if cycles >= maximumCyclesPerTurn {
                    needsCycle = false
                    LifecycleChecker.emit(
                        rule: "A2", path: "Application",
                        message:
                            "the update cycle did not settle after \(maximumCyclesPerTurn) cycles; stopped (something invalidates layout or queues work every cycle)"
                    )
                    return
                }
                runUpdateCycle()
                cycles += 1
                didWork = true
            }
            if didWork { continue }
            if inbox.outstandingWork > 0 {
                inbox.waitForWorkOrQuiescence()
                continue
            }
            if !inbox.isEmpty { continue }
            return
        }
    }

    /// Moves the clock forward by `interval`, firing every timer that comes due in fire-date order
    /// (the clock reads each timer's fire date while it fires) and running until idle after each,
    /// then at the final time.
    public func advance(by interval: TimeInterval) {
        withLifecycleRecording {
            runUntilIdleUnrecorded()
            let target = clock.now + Swift.max(0, interval)
            while let next = nextTimer(dueBy: target) {
                clock.set(next.fireDate)
                runUntilIdleUnrecorded()
            }
            clock.set(target)
            runUntilIdleUnrecorded()
        }
    }

    /// Runs `body` with ``lifecycleRecorder`` as the current recorder, unless one is current already.
    public func withLifecycleRecording<T>(_ body: () throws -> T) rethrows -> T {
        guard let recorder = lifecycleRecorder, LifecycleRecorder.current == nil else { return try body() }
        return try LifecycleRecorder.$current.withValue(recorder) { try body() }
    }

    // MARK: Timers

    /// Schedules `action` to run when the clock reaches now + `delay`, and then every `interval`
    /// if `repeating` is given. Returns the timer so it can be invalidated.
    @discardableResult
    public func scheduleTimer(
        after delay: TimeInterval, repeating interval: TimeInterval? = nil,
        _ action: @escaping @MainActor (ApplicationTimer) -> Void
    ) -> ApplicationTimer {
        var repeatInterval = interval
        if let value = interval, value <= 0 {
            LifecycleChecker.emit(
                rule: "A3", path: "Application",
                message: "timer repeat interval \(value) is not positive; the timer fires once")
            repeatInterval = nil
        }
        timerOrder += 1
        let timer = ApplicationTimer(
            fireDate: clock.now + Swift.max(0, delay), interval: repeatInterval, order: timerOrder,
            application: self, action: action)
        timers.append(timer)
        runLoop?.requestTurn()
        return timer
    }

    /// Timers that are scheduled and valid, in fire order.
    public var scheduledTimers: [ApplicationTimer] { timers.sorted(by: Application.fireOrder) }

    /// The clock time at which the next timer fires, if any — a host's run loop sleeps until then
    /// (or until the inbox wakes it).
    public var nextTimerFireDate: TimeInterval? {
        timers.min(by: Application.fireOrder)?.fireDate
    }

    func removeTimer(_ timer: ApplicationTimer) {
        timers.removeAll { $0 === timer }
    }

    private static func fireOrder(_ a: ApplicationTimer, _ b: ApplicationTimer) -> Bool {
        a.fireDate != b.fireDate ? a.fireDate < b.fireDate : a.order < b.order
    }

    private func nextTimer(dueBy time: TimeInterval) -> ApplicationTimer? {
        timers.filter { $0.fireDate <= time }.min(by: Application.fireOrder)
    }

    /// Fires every timer due at the current time. Returns whether any fired.
    func fireDueTimers() -> Bool {
        var fired = false
        while let timer = nextTimer(dueBy: clock.now) {
            if let interval = timer.interval {
                timer.fireDate += interval
                timer.fire()
            } else {
                // A one-shot timer is invalid once it fired (and never fires twice).
                removeTimer(timer)
                timer.fire()
                timer.invalidate()
            }
            fired = true
        }
        return fired
    }

    // MARK: Background work

    /// Runs `work` on a background thread and hands its result to `then` on the main actor.
    ///
    /// Results are delivered in the order the work was *submitted*, whatever order it finishes in,
    /// and ``runUntilIdle()`` waits for all of it — so tests of asynchronous updates are
    /// deterministic. `work` must not wait for the main actor.
    public func performInBackground<T: Sendable>(
        _ work: @escaping @Sendable () -> T, then: @escaping @MainActor (T) -> Void
    ) {
        let ticket = backgroundTicket
        backgroundTicket += 1
        // `then` stays on the main actor; only the Sendable result crosses threads.
        backgroundHandlers[ticket] = { value in
            if let result = value as? T { then(result) }
        }
        let inbox = self.inbox
        inbox.beginOutstandingWork()
        // Weak: the worker's block is freed on its thread some time after `endOutstandingWork`, so a strong
        // capture could keep an application that is otherwise gone alive past `runUntilIdle()`.
        DispatchQueue.global().async { [weak self] in
            let result = work()
            inbox.post { [weak self] in self?.backgroundWorkFinished(ticket: ticket, result: result) }
            inbox.endOutstandingWork()
        }
    }

    private func backgroundWorkFinished(ticket: Int, result: any Sendable) {
        backgroundResults[ticket] = result
        while let result = backgroundResults.removeValue(forKey: nextBackgroundDelivery) {
            let handler = backgroundHandlers.removeValue(forKey: nextBackgroundDelivery)
            nextBackgroundDelivery += 1
            handler?(result)
        }
    }
}
