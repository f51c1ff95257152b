// ApplicationRunLoop: what `Application.run()` drives — turns on the main dispatch queue, woken by
// hosts' input sources, the inbox, timer deadlines and invalidation, with rendering paced to the
// display interval. Asleep (no wake-ups at all) when nothing is pending.
import Dispatch
import Foundation

/// The run loop of a running ``Application`` (the guide's "The update cycle" chapter).
///
/// Every turn runs on the main dispatch queue, so Swift concurrency's main-actor jobs (`Task { @MainActor
/// in … }`, `await MainActor.run`) interleave with turns instead of being starved by a private loop. A
/// turn: the application clock catches up with monotonic wall time, work posted to the inbox runs, due
/// timers fire, and — when an update cycle is pending and the last frame is at least one display
/// interval old — update cycles run until the application settles. Input sources of hosts (a terminal's
/// file descriptors, signals) are dispatch sources on the main queue too; what they deliver schedules a
/// turn through ``Application/setNeedsUpdateCycle()``. The only timer is one dispatch timer set to the
/// earliest deadline (next application timer, or the next frame while one waits for its interval);
/// without a deadline it is never armed, so an idle app uses no CPU.
@MainActor
final class ApplicationRunLoop {
    private unowned let application: Application
    private let wallClock = ContinuousClock()
    private let wallStart: ContinuousClock.Instant
    private let clockStart: TimeInterval
    private var turnPending = false
    private var lastFrame: ContinuousClock.Instant?
    private var wakeTimer: DispatchSourceTimer?
    private var wakeDeadline: ContinuousClock.Instant?
    private var continuation: CheckedContinuation<Void, Never>?
    private(set) var isStopped = false

    init(application: Application) {
        self.application = application
        wallStart = wallClock.now
        clockStart = application.clock.now
    }

    /// Starts waking for work; `continuation` resumes when the loop stops.
    func start(continuation: CheckedContinuation<Void, Never>) {
        self.continuation = continuation
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                self?.wakeDeadline = nil
                self?.turn()
            }
        }
        timer.resume()
        wakeTimer = timer
        application.inbox.setWakeUpHandler { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.requestTurn() } }
        }
        requestTurn()
    }

    /// Ends the loop after the current turn: sources are cancelled and `run()` returns.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        application.inbox.setWakeUpHandler(nil)
        wakeTimer?.cancel()
        wakeTimer = nil
        let continuation = self.continuation
        self.continuation = nil
        DispatchQueue.main.async { continuation?.resume() }
    }

    /// Schedules one turn on the main queue (coalesced: many requests before it runs give one turn).
    func requestTurn() {
        guard !turnPending, !isStopped else { return }
        turnPending = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.turn() }
        }
    }

    /// The application clock's time for a wall-clock instant.
    private func applicationTime(at instant: ContinuousClock.Instant) -> TimeInterval {
        clockStart + Self.seconds(instant - wallStart)
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    private func turn() {
        turnPending = false
        guard !isStopped else { return }
        application.withLifecycleRecording {
            application.clock.set(applicationTime(at: wallClock.now))
            for work in application.inbox.takeAll() { work() }
            _ = application.fireDueTimers()
            guard application.needsUpdateCycle, !isStopped else { return }
            let now = wallClock.now
            if let lastFrame, now - lastFrame < Self.duration(application.displayInterval) { return }
            var cycles = 0
            while application.needsUpdateCycle && cycles < application.maximumCyclesPerTurn && !isStopped {
                application.runUpdateCycle()
                cycles += 1
                for work in application.inbox.takeAll() { work() }
            }
            if cycles >= application.maximumCyclesPerTurn {
                LifecycleChecker.emit(
                    rule: "A2", path: "Application",
                    message:
                        "the update cycle did not settle after \(cycles) cycles in one run-loop turn; continuing next frame"
                )
            }
            self.lastFrame = now
        }
        scheduleWake()
    }

    private static func duration(_ seconds: TimeInterval) -> Duration {
        .nanoseconds(Int64((Swift.max(0, seconds) * 1e9).rounded()))
    }

    /// Arms the wake timer for the earliest deadline: the next frame while a cycle waits for its
    /// interval, and the next application timer. With neither, the timer stays unarmed.
    private func scheduleWake() {
        guard !isStopped, let wakeTimer else { return }
        var deadline: ContinuousClock.Instant?
        if application.needsUpdateCycle, let lastFrame {
            deadline = lastFrame + Self.duration(application.displayInterval)
        }
        if let fireDate = application.nextTimerFireDate {
            let instant = wallStart + Self.duration(fireDate - clockStart)
            deadline = deadline.map { Swift.min($0, instant) } ?? instant
        }
        guard let deadline else {
            if wakeDeadline != nil {
                wakeTimer.schedule(deadline: .distantFuture)
                wakeDeadline = nil
            }
            return
        }
        guard deadline != wakeDeadline else { return }
        wakeDeadline = deadline
        let delay = deadline - wallClock.now
        let nanoseconds = Swift.max(0, Int(Self.seconds(delay) * 1e9))
        wakeTimer.schedule(deadline: .now() + .nanoseconds(nanoseconds), leeway: .milliseconds(1))
    }
}
