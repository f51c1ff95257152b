// Pins the update cycle's phase order (D18) and its scheduling.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Application update cycle")
struct UpdateCycleTests {
    final class Marker {}

    final class DrawingView: View {
        override func draw(_ rect: CGRect, in context: GraphicsContext) {
            super.draw(rect, in: context)
        }
    }

    @Test("D18: one cycle runs before-layout work, layout, display, deferred work, then completions")
    func phaseOrder() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let app = screen.application
        let w = Window(screen: screen)
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        w.addSubview(v)
        w.isHidden = false
        app.runUntilIdle()
        let marker = Marker()
        let recorder = makeRecorder(labels: ["v": v, "app": marker])
        withRecorder(recorder) {
            app.enqueueCompletion { recorder.record(marker, "completion") }
            app.enqueueDeferred { recorder.record(marker, "deferred") }
            app.enqueueBeforeLayout {
                recorder.record(marker, "beforeLayout")
                v.setNeedsLayout()
                v.setNeedsDisplay()
            }
            recorder.record(marker, "enqueued")
            app.runUntilIdle()
        }
        #expect(
            recorder.events.calls == [
                "app.enqueued()", "app.beforeLayout()", "v.layoutSubviews()", "v.draw((0, 0, 4, 2))", "app.deferred()",
                "app.completion()",
            ])
    }

    @Test("Nothing runs until the cycle: enqueued work, setNeedsLayout and setNeedsDisplay only schedule")
    func workWaitsForTheCycle() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let app = screen.application
        let w = Window(screen: screen)
        w.isHidden = false
        app.runUntilIdle()
        #expect(!app.needsUpdateCycle)
        var ran: [String] = []
        app.enqueueDeferred { ran.append("deferred") }
        #expect(app.needsUpdateCycle && ran.isEmpty)
        app.runUntilIdle()
        #expect(ran == ["deferred"] && !app.needsUpdateCycle)
        w.subviews.first?.setNeedsLayout()
        let v = View()
        w.addSubview(v)
        app.runUntilIdle()
        v.setNeedsDisplay()
        #expect(app.needsUpdateCycle)
    }

    @Test(
        "Deferred work queued by deferred work runs in the same cycle, before completions; completions queued then run after"
    )
    func deferredChains() {
        let app = Application()
        var order: [String] = []
        app.enqueueCompletion { order.append("completion 1") }
        app.enqueueDeferred {
            order.append("deferred 1")
            app.enqueueDeferred { order.append("deferred 2") }
            app.enqueueCompletion { order.append("completion 2") }
        }
        app.runUpdateCycle()
        #expect(order == ["deferred 1", "deferred 2", "completion 1", "completion 2"])
        #expect(app.updateCycleCount == 1)
    }

    @Test("Before-layout work that enqueues more before-layout work runs in the same step")
    func beforeLayoutChains() {
        let app = Application()
        var order: [String] = []
        app.enqueueDeferred { order.append("deferred") }
        app.enqueueBeforeLayout {
            order.append("a")
            app.enqueueBeforeLayout { order.append("b") }
        }
        app.runUntilIdle()
        #expect(order == ["a", "b", "deferred"])
    }

    @Test("A did-callback that invalidates layout gets another cycle in the same runUntilIdle")
    func invalidationFromDeferredRunsAnotherCycle() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let app = screen.application
        let w = Window(screen: screen)
        let v = View()
        w.addSubview(v)
        w.isHidden = false
        app.runUntilIdle()
        let cycles = app.updateCycleCount
        let log = record(labeling: ["v": v]) {
            app.enqueueDeferred { v.setNeedsLayout() }
            app.runUntilIdle()
        }
        #expect(log.calls == ["v.layoutSubviews()"])
        #expect(app.updateCycleCount == cycles + 2)
    }

    @Test("Hidden windows are not laid out by the update cycle")
    func hiddenWindowsSkipped() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let w = Window(screen: screen)
        let log = record { screen.application.runUntilIdle() }
        #expect(log.filter(callbackPrefix: "layoutSubviews").isEmpty)
        w.isHidden = false
        let shown = record(labeling: ["w": w]) { screen.application.runUntilIdle() }
        #expect(shown.filter(callbackPrefix: "layoutSubviews").calls == ["w.layoutSubviews()"])
    }

    @Test("Work that re-schedules itself forever is stopped with a diagnostic")
    func runawayCycle() {
        let app = Application()
        app.maximumCyclesPerTurn = 20
        func again() { app.enqueueDeferred { again() } }
        again()
        let diagnostics = collectDiagnostics { app.runUntilIdle() }
        #expect(diagnostics.map(\.rule) == ["A2"])
        #expect(diagnostics.first?.path == "Application")
    }
}
