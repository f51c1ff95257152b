// View animations on the application clock: presented values over time, timing curves, interruption,
// removal, delays, rendering mid-animation, and the recorded start/stop events.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

@Suite("View animations")
@MainActor struct ViewAnimationTests {
    /// A 20×3 screen with a key window and a 2×1 red view at the origin.
    private func makeScene() -> (HeadlessScreen, Window, View) {
        let screen = HeadlessScreen(width: 20, height: 3)
        let window = Window(screen: screen)
        let view = View(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        view.backgroundColor = .red
        window.addSubview(view)
        window.makeKeyAndVisible()
        screen.runUntilIdle()
        return (screen, window, view)
    }

    private func withRecorder<T>(_ body: (LifecycleRecorder, LifecycleChecker) throws -> T) rethrows -> T {
        let recorder = LifecycleRecorder()
        let checker = LifecycleChecker()
        return try LifecycleRecorder.$current.withValue(recorder) {
            try LifecycleChecker.$current.withValue(checker) { try body(recorder, checker) }
        }
    }

    private func animationEvents(_ recorder: LifecycleRecorder) -> [String] {
        recorder.events.filter(\.isAnimationEvent).map(\.description)
    }

    @Test(
        "the model takes the end value at once; the presentation moves from the start value along the curve at given clock times"
    )
    func valuesAtClockTimes() {
        withRecorder { recorder, _ in
            let (screen, window, view) = makeScene()
            // The application holds windows weakly.
            defer { withExtendedLifetime(window) {} }
            recorder.setLabel("v", for: view)
            var completions: [Bool] = []
            let animation = View.animate(withDuration: 1, curve: .linear) {
                view.frame = CGRect(x: 10, y: 2, width: 6, height: 1)
            } completion: {
                completions.append($0)
            }
            #expect(view.frame == CGRect(x: 10, y: 2, width: 6, height: 1))
            #expect(view.presentationFrame == CGRect(x: 0, y: 0, width: 2, height: 1))
            #expect(animation.phase == .running)
            screen.advance(by: 0.25)
            #expect(view.presentationFrame == CGRect(x: 2.5, y: 0.5, width: 3, height: 1))
            screen.advance(by: 0.25)
            #expect(view.presentationFrame == CGRect(x: 5, y: 1, width: 4, height: 1))
            #expect(completions.isEmpty)
            screen.advance(by: 0.5)
            #expect(view.presentationFrame == view.frame)
            #expect(animation.phase == .finished)
            #expect(completions == [true])
            #expect(view.animations.isEmpty)
            #expect(
                animationEvents(recorder) == [
                    "v.animationDidStart(frame)", "v.animationDidStop(frame, finished: true)",
                ])
            let stop = recorder.events.first { $0.callback == LifecycleEvent.animationDidStop }
            #expect(abs((stop?.timestamp ?? 0) - 1) < 1e-6)
        }
    }

    @Test(
        "timing curves: linear is even, ease-in starts slow, ease-out ends slow, ease-in-out is symmetric; all run from 0 to 1"
    )
    func timingCurves() {
        let curves: [View.AnimationCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
        for curve in curves {
            #expect(curve.progress(atFraction: 0) == 0)
            #expect(curve.progress(atFraction: 1) == 1)
            var last = 0.0
            for step in 1...100 {
                let value = curve.progress(atFraction: Double(step) / 100)
                #expect(value >= last, "\(curve) decreases at \(step)")
                last = value
            }
        }
        #expect(View.AnimationCurve.linear.progress(atFraction: 0.3) == 0.3)
        #expect(View.AnimationCurve.easeIn.progress(atFraction: 0.5) < 0.4)
        #expect(View.AnimationCurve.easeOut.progress(atFraction: 0.5) > 0.6)
        #expect(abs(View.AnimationCurve.easeInOut.progress(atFraction: 0.5) - 0.5) < 1e-6)
        let a = View.AnimationCurve.easeInOut.progress(atFraction: 0.2)
        let b = View.AnimationCurve.easeInOut.progress(atFraction: 0.8)
        #expect(abs(a + b - 1) < 1e-6)
        // Core Animation's ease-in-out at a quarter of the time: about 0.129.
        #expect(abs(View.AnimationCurve.easeInOut.progress(atFraction: 0.25) - 0.1291) < 0.001)
    }

    @Test("an animation interrupted by another restarts from the presented value, and the first completes with false")
    func interruption() {
        withRecorder { recorder, _ in
            let (screen, window, view) = makeScene()
            // The application holds windows weakly.
            defer { withExtendedLifetime(window) {} }
            recorder.setLabel("v", for: view)
            var first: [Bool] = []
            var second: [Bool] = []
            View.animate(withDuration: 1, curve: .linear) {
                view.frame.origin.x = 20
            } completion: {
                first.append($0)
            }
            screen.advance(by: 0.5)
            #expect(view.presentationFrame.minX == 10)
            View.animate(withDuration: 1, curve: .linear) {
                view.frame.origin.x = 0
            } completion: {
                second.append($0)
            }
            #expect(first == [false])
            #expect(view.frame.minX == 0)
            #expect(view.presentationFrame.minX == 10, "starts where the view is on screen, not at 20")
            screen.advance(by: 0.5)
            #expect(view.presentationFrame.minX == 5)
            screen.advance(by: 0.5)
            #expect(view.presentationFrame.minX == 0)
            #expect(second == [true])
            #expect(
                animationEvents(recorder) == [
                    "v.animationDidStart(frame)", "v.animationDidStop(frame, finished: false)",
                    "v.animationDidStart(frame)", "v.animationDidStop(frame, finished: true)",
                ])
        }
    }

    @Test("mid-animation the headless screen draws the moved position and the blended colour")
    func renderingMidAnimation() {
        let (screen, window, view) = makeScene()
        // The application holds windows weakly.
        defer { withExtendedLifetime(window) {} }
        View.animate(withDuration: 1, curve: .linear) {
            view.frame.origin.x = 10
            view.backgroundColor = .blue
        }
        screen.advance(by: 0.5)
        #expect(screen.cell(x: 0, y: 0)?.background != view.presentationBackgroundColor)
        let blend = Color(red: 0.5, green: 0, blue: 0.5)
        #expect(view.presentationBackgroundColor == blend)
        #expect(screen.cell(x: 5, y: 0)?.background == blend)
        #expect(screen.cell(x: 6, y: 0)?.background == blend)
        #expect(screen.cell(x: 4, y: 0)?.background != blend)
        #expect(screen.cell(x: 7, y: 0)?.background != blend)
        screen.advance(by: 0.1)
        #expect(screen.cell(x: 6, y: 0)?.background == view.presentationBackgroundColor)
        #expect(screen.cell(x: 5, y: 0)?.background != view.presentationBackgroundColor, "moved one cell on")
        screen.advance(by: 0.4)
        #expect(screen.cell(x: 10, y: 0)?.background == .blue)
        #expect(screen.cell(x: 5, y: 0)?.background != .blue)
    }

    @Test("positions move cell by cell: every frame in between is drawn at the presented position")
    func cellByCell() {
        let (screen, window, view) = makeScene()
        // The application holds windows weakly.
        defer { withExtendedLifetime(window) {} }
        View.animate(withDuration: 1, curve: .linear) { view.frame.origin.x = 10 }
        var columns: [Int] = []
        for _ in 0..<10 {
            screen.advance(by: 0.1)
            columns.append((0..<20).first { screen.cell(x: $0, y: 0)?.background == .red } ?? -1)
        }
        #expect(columns == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    }

    @Test("an alpha animation fades what is drawn")
    func alphaFades() {
        let (screen, window, view) = makeScene()
        // The application holds windows weakly.
        defer { withExtendedLifetime(window) {} }
        View.animate(withDuration: 1, curve: .linear) { view.alpha = 0 }
        #expect(view.alpha == 0)
        screen.runUntilIdle()
        let opaque = screen.cell(x: 0, y: 0)?.background
        screen.advance(by: 0.5)
        #expect(view.presentationAlpha == 0.5)
        let half = screen.cell(x: 0, y: 0)?.background
        #expect(half != nil && half != opaque)
        screen.advance(by: 0.5)
        #expect(screen.cell(x: 0, y: 0)?.background != half)
        #expect(view.presentationAlpha == 0)
    }

    @Test("removeAllAnimations shows the model values at once, records the stop and completes with false")
    func removeAll() {
        withRecorder { recorder, _ in
            let (screen, window, view) = makeScene()
            // The application holds windows weakly.
            defer { withExtendedLifetime(window) {} }
            recorder.setLabel("v", for: view)
            var completions: [Bool] = []
            let animation = View.animate(withDuration: 1) {
                view.frame.origin.x = 8
                view.alpha = 0.5
            } completion: {
                completions.append($0)
            }
            screen.advance(by: 0.3)
            view.removeAllAnimations()
            #expect(view.presentationFrame == view.frame)
            #expect(view.presentationAlpha == 0.5)
            #expect(animation.phase == .cancelled)
            #expect(completions == [false])
            screen.runUntilIdle()
            #expect(screen.cell(x: 8, y: 0)?.background != nil)
            screen.advance(by: 1)
            #expect(completions == [false])
            #expect(
                animationEvents(recorder) == [
                    "v.animationDidStart(frame, alpha)", "v.animationDidStop(frame, finished: false)",
                    "v.animationDidStop(alpha, finished: false)",
                ])
        }
    }

    @Test("a change made without animation ends that property's animation; other properties go on")
    func unanimatedChange() {
        withRecorder { recorder, _ in
            let (screen, window, view) = makeScene()
            // The application holds windows weakly.
            defer { withExtendedLifetime(window) {} }
            recorder.setLabel("v", for: view)
            var completions: [Bool] = []
            View.animate(withDuration: 1, curve: .linear) {
                view.frame.origin.x = 8
                view.alpha = 0
            } completion: {
                completions.append($0)
            }
            screen.advance(by: 0.5)
            view.frame.origin.x = 3
            #expect(view.presentationFrame.minX == 3)
            #expect(view.presentationAlpha == 0.5)
            screen.advance(by: 0.5)
            #expect(completions == [true])
            #expect(
                animationEvents(recorder) == [
                    "v.animationDidStart(frame, alpha)", "v.animationDidStop(frame, finished: false)",
                    "v.animationDidStop(alpha, finished: true)",
                ])
        }
    }

    @Test("a delayed animation shows the start values during the delay and records its start at the start time")
    func delay() {
        withRecorder { recorder, _ in
            let (screen, window, view) = makeScene()
            // The application holds windows weakly.
            defer { withExtendedLifetime(window) {} }
            recorder.setLabel("v", for: view)
            let animation = View.animate(withDuration: 1, delay: 0.5, curve: .linear) { view.frame.origin.x = 10 }
            #expect(animation.phase == .waiting)
            #expect(animation.startTime == 0.5)
            screen.advance(by: 0.4)
            #expect(view.presentationFrame.minX == 0)
            #expect(animationEvents(recorder).isEmpty)
            screen.advance(by: 0.6)
            #expect(view.presentationFrame.minX == 5)
            let start = recorder.events.first { $0.callback == LifecycleEvent.animationDidStart }
            #expect(abs((start?.timestamp ?? 0) - 0.5) < 1e-6)
            screen.advance(by: 0.5)
            #expect(animation.phase == .finished)
        }
    }

    @Test("changes to a view in no window show at once and complete with true before animate returns")
    func noWindow() {
        let view = View(frame: .zero)
        var completions: [Bool] = []
        let animation = View.animate(withDuration: 1) {
            view.alpha = 0.25
        } completion: {
            completions.append($0)
        }
        #expect(completions == [true])
        #expect(view.presentationAlpha == 0.25)
        #expect(animation.phase == .finished)
    }

    @Test("performWithoutAnimation inside an animation block changes at once")
    func withoutAnimation() {
        let (_, window, view) = makeScene()
        defer { withExtendedLifetime(window) {} }
        let other = View(frame: CGRect(x: 0, y: 1, width: 1, height: 1))
        view.superview?.addSubview(other)
        View.animate(withDuration: 1) {
            view.frame.origin.x = 5
            View.performWithoutAnimation { other.frame.origin.x = 5 }
        }
        #expect(view.presentationFrame.minX == 0)
        #expect(other.presentationFrame.minX == 5)
        #expect(other.animations.isEmpty)
        #expect(view.animations.count == 1)
    }

    @Test("a negative or non-finite duration or delay is reported (V5) and counts as 0")
    func invalidTiming() {
        withRecorder { _, checker in
            let (screen, window, view) = makeScene()
            // The application holds windows weakly.
            defer { withExtendedLifetime(window) {} }
            var completions: [Bool] = []
            View.animate(withDuration: -1, delay: .nan) {
                view.frame.origin.x = 4
            } completion: {
                completions.append($0)
            }
            #expect(checker.diagnostics(rule: "V5").count == 1)
            screen.runUntilIdle()
            #expect(completions == [true])
            #expect(view.presentationFrame.minX == 4)
        }
    }

    @Test("the Chrome trace shows an animation as a span in the animation category, lasting its duration")
    func chromeTrace() throws {
        try withRecorder { recorder, _ in
            let (screen, window, view) = makeScene()
            // The application holds windows weakly.
            defer { withExtendedLifetime(window) {} }
            recorder.reset()
            View.animate(withDuration: 0.5) { view.alpha = 0.5 }
            screen.advance(by: 1)
            let data = Data(recorder.chromeTraceJSON().utf8)
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let events = try #require(root["traceEvents"] as? [[String: Any]])
            let span = try #require(events.first { ($0["name"] as? String) == "View.animationDidStart(_:)" })
            #expect(span["cat"] as? String == "animation")
            #expect(span["ph"] as? String == "X")
            let duration = try #require(span["dur"] as? Double)
            #expect(duration >= 500_000 && duration < 500_100)
            #expect(events.contains { ($0["name"] as? String) == "View.animationDidStop(_:finished:)" })
        }
    }
}
