// Pins the application clock and timers: firing order, repetition, invalidation.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Application clock and timers")
struct ClockAndTimerTests {
    @Test("The clock moves only when advanced")
    func clockAdvances() {
        let app = Application()
        #expect(app.clock.now == 0)
        app.runUntilIdle()
        #expect(app.clock.now == 0)
        app.advance(by: 0.25)
        app.advance(by: 0.5)
        #expect(app.clock.now == 0.75)
        app.advance(by: -3)
        #expect(app.clock.now == 0.75)
    }

    @Test("Timers fire in fire-date order, ties in scheduling order, with the clock reading their fire date")
    func firingOrder() {
        let app = Application()
        var fired: [String] = []
        app.scheduleTimer(after: 0.3) { _ in fired.append("c@\(app.clock.now)") }
        app.scheduleTimer(after: 0.1) { _ in fired.append("a@\(app.clock.now)") }
        app.scheduleTimer(after: 0.3) { _ in fired.append("d@\(app.clock.now)") }
        app.scheduleTimer(after: 0.2) { _ in fired.append("b@\(app.clock.now)") }
        app.advance(by: 0.25)
        #expect(fired == ["a@0.1", "b@0.2"])
        app.advance(by: 1)
        #expect(fired == ["a@0.1", "b@0.2", "c@0.3", "d@0.3"])
        #expect(app.clock.now == 1.25)
        #expect(app.scheduledTimers.isEmpty)
    }

    @Test("A repeating timer fires once per interval until invalidated")
    func repeating() {
        let app = Application()
        var times: [TimeInterval] = []
        let timer = app.scheduleTimer(after: 1, repeating: 1) { timer in
            times.append(app.clock.now)
            if times.count == 3 { timer.invalidate() }
        }
        app.advance(by: 10)
        #expect(times == [1, 2, 3])
        #expect(!timer.isValid)
    }

    @Test("An invalidated timer never fires; a zero-delay timer fires on the next runUntilIdle")
    func invalidateAndZeroDelay() {
        let app = Application()
        var fired: [String] = []
        let cancelled = app.scheduleTimer(after: 0.5) { _ in fired.append("cancelled") }
        app.scheduleTimer(after: 0) { _ in fired.append("now") }
        cancelled.invalidate()
        app.runUntilIdle()
        #expect(fired == ["now"])
        app.advance(by: 1)
        #expect(fired == ["now"])
    }

    @Test("Work a timer schedules (an update cycle) runs before the next timer fires")
    func cyclesBetweenTimers() {
        let app = Application()
        var order: [String] = []
        app.scheduleTimer(after: 1) { _ in
            order.append("timer 1")
            app.enqueueDeferred { order.append("deferred after timer 1") }
        }
        app.scheduleTimer(after: 2) { _ in order.append("timer 2") }
        app.advance(by: 2)
        #expect(order == ["timer 1", "deferred after timer 1", "timer 2"])
    }

    @Test("A non-positive repeat interval is reported and the timer fires once")
    func badInterval() {
        let app = Application()
        var count = 0
        let diagnostics = collectDiagnostics {
            app.scheduleTimer(after: 1, repeating: 0) { _ in count += 1 }
        }
        app.advance(by: 5)
        #expect(diagnostics.map(\.rule) == ["A3"])
        #expect(count == 1)
    }

    @Test("Recorder time stamps come from the application clock")
    func recorderTimestamps() {
        let recorder = LifecycleRecorder()
        let (app, view) = withRecorder(recorder) { (Application(), View()) }
        withRecorder(recorder) {
            recorder.record(view, "first")
            app.advance(by: 1.5)
            recorder.record(view, "second")
        }
        #expect(recorder.events.map(\.timestamp) == [0, 1.5])
    }
}
