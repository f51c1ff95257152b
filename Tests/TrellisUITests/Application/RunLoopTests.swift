// Application.run(): the real run loop — it sleeps until work arrives, keeps Swift concurrency's
// main-actor jobs running, paces rendering, follows wall time and tears down on terminate().
import Dispatch
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Application run loop", .serialized)
struct RunLoopTests {
    /// Terminates `application` after `seconds` if the test has not, so a broken loop fails instead of hanging.
    /// Generous: in a full parallel test run other suites hold the main actor for seconds at a time.
    private func watchdog(_ application: Application, seconds: Double = 120) -> Task<Void, Never> {
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(seconds))
            if application.isRunning {
                Issue.record("the run loop was still running after \(seconds) s; terminated by the watchdog")
                application.terminate()
            }
        }
    }

    @Test(
        "An async/await call that sleeps off the main actor and then updates a label shows up on the screen while the app runs"
    )
    func asyncWorkUpdatesTheRunningApp() async {
        let screen = FrameHistoryScreen(width: 20, height: 3)
        let window = Window(screen: screen)
        let label = Label(text: "loading")
        label.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
        window.addSubview(label)
        window.makeKeyAndVisible()
        let application = screen.application
        let guardTask = watchdog(application)
        Task { @MainActor in
            // A "network call": suspends on another executor, then resumes on the main actor.
            let body = await Task.detached { () -> String in
                try? await Task.sleep(for: .milliseconds(30))
                return "loaded"
            }.value
            label.text = body
            // Wait for the frame that shows it, then quit.
            while !screen.frameTexts.contains(where: { $0.contains("loaded") }) {
                try? await Task.sleep(for: .milliseconds(5))
            }
            application.terminate()
        }
        await application.run()
        guardTask.cancel()
        #expect(screen.frameTexts.first?.contains("loading") == true)
        #expect(screen.frameTexts.contains { $0.contains("loaded") })
        #expect(application.isTerminated)
        #expect(!application.isRunning)
    }

    @Test("terminate() hides the windows so the root view controller disappears in UIKit order, then run() returns")
    func terminateTearsDownInOrder() async {
        let screen = HeadlessScreen(width: 20, height: 5)
        let window = Window(screen: screen)
        let recorder = LifecycleRecorder()
        let root = ViewController()
        let child = ViewController()
        root.addChild(child)
        recorder.setLabel("root", for: root)
        recorder.setLabel("child", for: child)
        screen.application.lifecycleRecorder = recorder
        window.rootViewController = root
        screen.application.withLifecycleRecording {
            window.makeKeyAndVisible()
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        let application = screen.application
        let guardTask = watchdog(application)
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(20))
            recorder.reset()
            application.terminate()
        }
        await application.run()
        guardTask.cancel()
        let appearance = recorder.events.filter(objects: [root, child]).map(\.description).filter {
            $0.contains("Appear") || $0.contains("Disappear")
        }
        #expect(
            appearance == [
                "root.viewWillDisappear(false)", "child.viewWillDisappear(false)",
                "root.viewDidDisappear(false)", "child.viewDidDisappear(false)",
            ])
        #expect(window.isHidden)
    }

    @Test("An idle running app runs no update cycle and renders nothing")
    func idleMeansAsleep() async {
        let screen = HeadlessScreen(width: 10, height: 2)
        let window = Window(screen: screen)
        window.makeKeyAndVisible()
        let application = screen.application
        let guardTask = watchdog(application)
        var cyclesWhileIdle = -1
        var rendersWhileIdle = -1
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(50)) // the first frame settles
            let cycles = application.updateCycleCount
            let renders = screen.renderCount
            try? await Task.sleep(for: .milliseconds(300))
            cyclesWhileIdle = application.updateCycleCount - cycles
            rendersWhileIdle = screen.renderCount - renders
            application.terminate()
        }
        await application.run()
        guardTask.cancel()
        #expect(cyclesWhileIdle == 0)
        #expect(rendersWhileIdle == 0)
    }

    @Test(
        "A flood of invalidations faster than the display interval renders at most one frame per interval, and the last value is shown"
    )
    func renderingIsCoalesced() async {
        let screen = FrameHistoryScreen(width: 20, height: 2)
        let window = Window(screen: screen)
        let label = Label(text: "0")
        label.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
        window.addSubview(label)
        window.makeKeyAndVisible()
        let application = screen.application
        application.displayInterval = 0.05
        let guardTask = watchdog(application)
        var renders = -1
        var elapsed: Duration = .zero
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(30))
            let before = screen.frames.count
            let start = ContinuousClock.now
            // 500 updates arriving as separate main-queue blocks, as input read in many small chunks
            // would; run-loop turns interleave with them.
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                for value in 1...500 {
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated { label.text = "\(value)" }
                        if value == 500 { done.resume() }
                    }
                }
            }
            elapsed = ContinuousClock.now - start
            renders = screen.frames.count - before
            try? await Task.sleep(for: .milliseconds(150))
            application.terminate()
        }
        await application.run()
        guardTask.cancel()
        let intervals = Int(Double(elapsed.components.seconds) / 0.05 + Double(elapsed.components.attoseconds) / 5e16)
        #expect(renders >= 0 && renders <= intervals + 2, "\(renders) frames in \(elapsed)")
        // The last frame before teardown (which hides the window) shows the last value.
        #expect(screen.frameTexts.dropLast().last?.hasPrefix("500") == true)
    }

    @Test("Timers fire on wall time while the app runs, and the clock follows the wall clock")
    func timersFollowWallTime() async {
        let screen = HeadlessScreen(width: 10, height: 2)
        let application = screen.application
        let guardTask = watchdog(application)
        var firedAt: [TimeInterval] = []
        let start = ContinuousClock.now
        var wall: Duration = .zero
        application.scheduleTimer(after: 0.05, repeating: 0.05) { timer in
            firedAt.append(application.clock.now)
            if firedAt.count == 3 {
                timer.invalidate()
                wall = ContinuousClock.now - start
                application.terminate()
            }
        }
        await application.run()
        guardTask.cancel()
        #expect(firedAt.count == 3)
        #expect(zip(firedAt, [0.05, 0.10, 0.15]).allSatisfy { abs($0 - $1) < 0.03 || $0 >= $1 })
        #expect(wall >= .milliseconds(140))
        #expect(application.clock.now >= 0.14)
    }

    @Test("run() after terminate() returns at once and reports rule A4")
    func runAfterTerminateIsReported() async {
        let screen = FrameHistoryScreen(width: 10, height: 2)
        let checker = LifecycleChecker()
        screen.application.terminate()
        await LifecycleChecker.$current.withValue(checker) {
            await screen.application.run()
        }
        #expect(checker.diagnostics.map(\.rule) == ["A4"])
    }
}
