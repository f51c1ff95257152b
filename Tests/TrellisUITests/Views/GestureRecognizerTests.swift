// Gesture recognizers: each recognizer's state machine driven by pointer events through a HeadlessScreen,
// one gesture at a time, controls keeping their clicks, and recognizers that lose their view mid-gesture.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

/// What gesture handlers saw, in order.
@MainActor final class GestureLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }

    /// Registers a handler on `recognizer` that logs `name state`.
    func observe(_ recognizer: GestureRecognizer, as name: String) {
        recognizer.addAction { [unowned self] recognizer in self.add("\(name) \(recognizer.state)") }
    }
}

/// A window with one 10×4 view at (5, 1), inside a 30×6 screen.
@MainActor private func gestureHost(_ recognizers: GestureRecognizer...) -> (WidgetTestHost, View) {
    let view = View(frame: CGRect(x: 5, y: 1, width: 10, height: 4))
    for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
    return (WidgetTestHost(width: 30, height: 6, view), view)
}

@Suite("Gesture recognizers")
@MainActor struct GestureRecognizerTests {
    @Test("a tap: possible until the release, then recognized once, and possible again after the press")
    func tapRecognizes() {
        let log = GestureLog()
        let tap = TapGestureRecognizer()
        log.observe(tap, as: "tap")
        let (host, view) = gestureHost(tap)
        host.screen.pointerDown(at: CGPoint(x: 7, y: 2))
        #expect(tap.state == .possible)
        #expect(log.entries.isEmpty)
        host.screen.pointerUp(at: CGPoint(x: 7, y: 2))
        #expect(log.entries == ["tap ended"])
        #expect(tap.state == .possible)
        #expect(tap.location(in: view) == CGPoint(x: 2, y: 1))
    }

    @Test("a tap whose pointer moves further than allowableMovement fails and runs no handler")
    func tapFailsWhenMoved() {
        let log = GestureLog()
        let tap = TapGestureRecognizer()
        tap.allowableMovement = 2
        log.observe(tap, as: "tap")
        let (host, _) = gestureHost(tap)
        host.screen.pointerDown(at: CGPoint(x: 6, y: 2))
        host.screen.pointerMove(at: CGPoint(x: 7, y: 2))
        #expect(tap.state == .possible)
        host.screen.pointerMove(at: CGPoint(x: 10, y: 2))
        #expect(tap.state == .failed)
        host.screen.pointerUp(at: CGPoint(x: 6, y: 2))
        #expect(log.entries.isEmpty)
        #expect(tap.state == .possible)
    }

    @Test("a double tap needs its second click within maximumIntervalBetweenTaps; a late click starts a new gesture")
    func doubleTap() {
        let log = GestureLog()
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        log.observe(tap, as: "double")
        let (host, _) = gestureHost(tap)
        host.screen.click(at: CGPoint(x: 6, y: 2))
        #expect(tap.numberOfTapsCompleted == 1)
        #expect(log.entries.isEmpty)
        host.screen.advance(by: 0.2)
        host.screen.click(at: CGPoint(x: 6, y: 2))
        #expect(log.entries == ["double ended"])

        host.screen.click(at: CGPoint(x: 6, y: 2))
        host.screen.advance(by: 0.5)
        #expect(tap.numberOfTapsCompleted == 0)
        #expect(tap.state == .possible)
        host.screen.click(at: CGPoint(x: 6, y: 2))
        #expect(log.entries == ["double ended"])
        host.screen.click(at: CGPoint(x: 6, y: 2))
        #expect(log.entries == ["double ended", "double ended"])
    }

    @Test(
        "a long press begins when minimumPressDuration passes on the application clock, changes with moves, ends at the release"
    )
    func longPress() {
        let log = GestureLog()
        let press = LongPressGestureRecognizer()
        press.minimumPressDuration = 0.5
        log.observe(press, as: "press")
        let (host, _) = gestureHost(press)
        host.screen.pointerDown(at: CGPoint(x: 6, y: 2))
        host.screen.advance(by: 0.4)
        #expect(press.state == .possible)
        host.screen.advance(by: 0.1)
        #expect(press.state == .began)
        host.screen.pointerMove(at: CGPoint(x: 20, y: 4))
        host.screen.pointerUp(at: CGPoint(x: 20, y: 4))
        #expect(log.entries == ["press began", "press changed", "press ended"])
        #expect(press.state == .possible)
        #expect(host.screen.application.scheduledTimers.isEmpty)
    }

    @Test("a long press released early or moved too far before it began fails, and its timer is gone")
    func longPressFails() {
        let log = GestureLog()
        let press = LongPressGestureRecognizer()
        log.observe(press, as: "press")
        let (host, _) = gestureHost(press)
        host.screen.pointerDown(at: CGPoint(x: 6, y: 2))
        host.screen.advance(by: 0.3)
        host.screen.pointerUp(at: CGPoint(x: 6, y: 2))
        host.screen.advance(by: 1)
        host.screen.pointerDown(at: CGPoint(x: 6, y: 2))
        host.screen.pointerMove(at: CGPoint(x: 25, y: 2))
        #expect(press.state == .failed)
        host.screen.advance(by: 1)
        host.screen.pointerUp(at: CGPoint(x: 25, y: 2))
        #expect(log.entries.isEmpty)
        #expect(host.screen.application.scheduledTimers.isEmpty)
    }

    @Test(
        "a pan begins once the pointer moved, reports translation and velocity in a view's coordinates, and ends at the release"
    )
    func pan() {
        let log = GestureLog()
        let pan = PanGestureRecognizer()
        var translations: [CGPoint] = []
        pan.addAction { (pan: PanGestureRecognizer) in translations.append(pan.translation(in: pan.view)) }
        log.observe(pan, as: "pan")
        let (host, view) = gestureHost(pan)
        host.screen.pointerDown(at: CGPoint(x: 6, y: 2))
        #expect(pan.state == .possible)
        host.screen.advance(by: 0.5)
        host.screen.pointerMove(at: CGPoint(x: 8, y: 2))
        #expect(pan.velocity(in: nil) == CGPoint(x: 4, y: 0))
        host.screen.pointerMove(at: CGPoint(x: 8, y: 4))
        pan.setTranslation(.zero, in: view)
        host.screen.pointerUp(at: CGPoint(x: 9, y: 4))
        #expect(log.entries == ["pan began", "pan changed", "pan ended"])
        #expect(translations == [CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 2), CGPoint(x: 1, y: 0)])

        host.screen.click(at: CGPoint(x: 6, y: 2))
        #expect(log.entries.count == 3)
    }

    @Test(
        "one gesture at a time: dragging pans and fails the tap; clicking taps and fails the pan; a delegate may allow both"
    )
    func exclusivity() {
        let log = GestureLog()
        let tap = TapGestureRecognizer()
        let pan = PanGestureRecognizer()
        log.observe(tap, as: "tap")
        log.observe(pan, as: "pan")
        let (host, _) = gestureHost(tap, pan)
        host.screen.pointerDown(at: CGPoint(x: 6, y: 2))
        host.screen.pointerMove(at: CGPoint(x: 7, y: 2))
        #expect(pan.state == .began)
        #expect(tap.state == .failed)
        host.screen.pointerUp(at: CGPoint(x: 7, y: 2))
        host.screen.click(at: CGPoint(x: 6, y: 2))
        #expect(log.entries == ["pan began", "pan ended", "tap ended"])

        final class Together: GestureRecognizerDelegate {
            func gestureRecognizer(
                _ gestureRecognizer: GestureRecognizer,
                shouldRecognizeSimultaneouslyWith other: GestureRecognizer
            ) -> Bool { true }
        }
        let together = Together()
        pan.delegate = together
        let press = LongPressGestureRecognizer()
        log.observe(press, as: "press")
        host.window.subviews[0].addGestureRecognizer(press)
        host.screen.pointerDown(at: CGPoint(x: 6, y: 2))
        host.screen.advance(by: 1)
        host.screen.pointerMove(at: CGPoint(x: 8, y: 2))
        host.screen.pointerUp(at: CGPoint(x: 8, y: 2))
        #expect(
            Array(log.entries.dropFirst(3)) == [
                "press began", "pan began", "press changed", "pan ended", "press ended",
            ])
    }

    @Test("require(toFail:): a single tap waits for the double tap to fail, and fails when the double tap recognizes")
    func requireToFail() {
        let log = GestureLog()
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        log.observe(single, as: "single")
        log.observe(double, as: "double")
        let (host, _) = gestureHost(single, double)
        host.screen.click(at: CGPoint(x: 6, y: 2))
        #expect(log.entries.isEmpty)
        #expect(single.state == .possible)
        host.screen.advance(by: 0.2)
        #expect(log.entries.isEmpty)
        host.screen.advance(by: 0.2)
        #expect(log.entries == ["single ended"])
        #expect([single.state, double.state] == [.possible, .possible])

        host.screen.click(at: CGPoint(x: 6, y: 2))
        host.screen.click(at: CGPoint(x: 6, y: 2))
        host.screen.advance(by: 1)
        #expect(log.entries == ["single ended", "double ended"])
        #expect([single.state, double.state] == [.possible, .possible])
    }

    @Test(
        "the recognizers of the hit view and of its superviews take part, deepest first; a delegate can refuse to begin"
    )
    func superviewRecognizers() {
        let log = GestureLog()
        let outer = TapGestureRecognizer()
        let inner = TapGestureRecognizer()
        log.observe(outer, as: "outer")
        log.observe(inner, as: "inner")
        let (host, view) = gestureHost(outer)
        let child = View(frame: CGRect(x: 1, y: 1, width: 3, height: 2))
        child.addGestureRecognizer(inner)
        view.addSubview(child)
        host.screen.click(at: CGPoint(x: 7, y: 2))
        host.screen.click(at: CGPoint(x: 13, y: 4))

        final class Refuse: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
        }
        let refuse = Refuse()
        inner.delegate = refuse
        host.screen.click(at: CGPoint(x: 7, y: 2))
        #expect(log.entries == ["inner ended", "outer ended", "outer ended"])
        #expect(inner.state == .possible)
    }

    @Test(
        "a button under a view with a tap recognizer keeps its click, and that tap does not recognize; a tap on the button itself does"
    )
    func controlsKeepTheirClicks() {
        let log = GestureLog()
        let container = TapGestureRecognizer()
        let onButton = TapGestureRecognizer()
        log.observe(container, as: "container")
        let (host, view) = gestureHost(container)
        let button = Button(frame: CGRect(x: 1, y: 1, width: 6, height: 1))
        button.setTitle("Go", for: .normal)
        button.addAction(for: .touchUpInside) { log.add("button touchUpInside") }
        view.addSubview(button)
        host.screen.click(at: CGPoint(x: 7, y: 2))
        #expect(log.entries == ["button touchUpInside"])
        host.screen.click(at: CGPoint(x: 13, y: 4))
        #expect(log.entries == ["button touchUpInside", "container ended"])

        log.observe(onButton, as: "on button")
        button.addGestureRecognizer(onButton)
        host.screen.click(at: CGPoint(x: 7, y: 2))
        #expect(Array(log.entries.dropFirst(2)) == ["on button ended", "button touchUpInside"])
    }

    @Test(
        "a recognizer whose view is hidden, leaves the window or is disabled mid-gesture is cancelled; one not yet begun fails without handlers"
    )
    func losingTheView() {
        let log = GestureLog()
        let pan = PanGestureRecognizer()
        let press = LongPressGestureRecognizer()
        log.observe(pan, as: "pan")
        log.observe(press, as: "press")
        let (host, view) = gestureHost(pan)
        host.screen.pointerDown(at: CGPoint(x: 6, y: 2))
        host.screen.pointerMove(at: CGPoint(x: 8, y: 2))
        view.isHidden = true
        host.screen.pointerMove(at: CGPoint(x: 9, y: 2))
        host.screen.pointerUp(at: CGPoint(x: 9, y: 2))
        #expect(log.entries == ["pan began", "pan cancelled"])
        view.isHidden = false

        view.removeGestureRecognizer(pan)
        view.addGestureRecognizer(press)
        host.screen.pointerDown(at: CGPoint(x: 6, y: 2))
        view.removeFromSuperview()
        host.screen.advance(by: 1)
        #expect(press.state == .failed)
        host.screen.pointerUp(at: CGPoint(x: 6, y: 2))
        #expect(press.state == .possible)
        #expect(log.entries == ["pan began", "pan cancelled"])

        host.window.addSubview(view)
        host.screen.pointerDown(at: CGPoint(x: 6, y: 2))
        host.screen.advance(by: 1)
        press.isEnabled = false
        #expect(press.state == .cancelled)
        host.screen.pointerUp(at: CGPoint(x: 6, y: 2))
        #expect(press.state == .possible)
        #expect(log.entries == ["pan began", "pan cancelled", "press began", "press cancelled"])
    }

    @Test("removing a recognizer mid-gesture cancels and detaches it; adding it to another view moves it")
    func attachAndDetach() {
        let log = GestureLog()
        let press = LongPressGestureRecognizer()
        let tap = TapGestureRecognizer()
        log.observe(press, as: "press")
        let (host, view) = gestureHost(press, tap)
        #expect(view.gestureRecognizers.map(ObjectIdentifier.init) == [ObjectIdentifier(press), ObjectIdentifier(tap)])
        host.screen.pointerDown(at: CGPoint(x: 6, y: 2))
        host.screen.advance(by: 1)
        view.removeGestureRecognizer(press)
        #expect(press.view == nil)
        #expect(press.state == .possible)
        host.screen.pointerUp(at: CGPoint(x: 6, y: 2))
        #expect(log.entries == ["press began", "press cancelled"])

        let other = View(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        other.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers.isEmpty)
        #expect(tap.view === other)
        other.addGestureRecognizer(tap)
        #expect(other.gestureRecognizers.count == 1)
    }

    @Test("target-action handlers get the typed recognizer, are held weakly and can be removed")
    func targetAction() {
        @MainActor final class Target {
            var received: [String] = []
            func tapped(_ tap: TapGestureRecognizer) { received.append("tapped \(tap.numberOfTapsRequired)") }
            func panned(_ pan: PanGestureRecognizer) { received.append("panned") }
            func any() { received.append("any") }
        }
        let target = Target()
        let tap = TapGestureRecognizer()
        tap.addTarget(target, action: Target.tapped)
        tap.addTarget(target, action: Target.panned)
        tap.addTarget(target, action: Target.any)
        let identifier = tap.addAction { _ in target.received.append("closure") }
        let (host, _) = gestureHost(tap)
        host.screen.click(at: CGPoint(x: 6, y: 2))
        #expect(target.received == ["tapped 1", "any", "closure"])
        tap.removeAction(identifier)
        tap.removeTarget(target)
        host.screen.click(at: CGPoint(x: 6, y: 2))
        #expect(target.received == ["tapped 1", "any", "closure"])
    }

    @Test("illegal state changes (G1) and bad settings (G2) are reported with the view's path and not applied")
    func diagnostics() {
        final class Custom: GestureRecognizer {
            override func pointerDown(_ event: PointerEvent) { state = .changed }
        }
        let checker = LifecycleChecker()
        LifecycleChecker.$current.withValue(checker) {
            let custom = Custom()
            let tap = TapGestureRecognizer()
            let press = LongPressGestureRecognizer()
            let (host, _) = gestureHost(custom, tap, press)
            host.screen.pointerDown(at: CGPoint(x: 6, y: 2))
            #expect(custom.state == .possible)
            tap.numberOfTapsRequired = 0
            press.minimumPressDuration = -1
            #expect(tap.numberOfTapsRequired == 1)
            #expect(press.minimumPressDuration == 0)
            host.screen.pointerUp(at: CGPoint(x: 6, y: 2))
        }
        #expect(checker.diagnostics(rule: "G1").map(\.path) == ["Window > View[0] > Custom"])
        #expect(checker.diagnostics(rule: "G2").count == 2)
    }

    @Test(
        "seeded random presses: handlers see legal state sequences, at most one exclusive gesture per press, and every recognizer is possible between presses"
    )
    func randomPresses() {
        for seed: UInt64 in [1, 2, 3, 4] {
            var random = SeededRandomNumberGenerator(seed: seed)
            let tap = TapGestureRecognizer()
            let press = LongPressGestureRecognizer()
            let pan = PanGestureRecognizer()
            var sequences: [ObjectIdentifier: [GestureRecognizer.State]] = [:]
            var begunThisPress: Set<ObjectIdentifier> = []
            for recognizer in [tap, press, pan] as [GestureRecognizer] {
                recognizer.addAction { recognizer in
                    sequences[ObjectIdentifier(recognizer), default: []].append(recognizer.state)
                    if recognizer.state == .began || (recognizer === tap && recognizer.state == .ended) {
                        begunThisPress.insert(ObjectIdentifier(recognizer))
                    }
                }
            }
            let (host, _) = gestureHost(tap, press, pan)
            for _ in 0..<60 {
                begunThisPress = []
                let start = CGPoint(
                    x: Double(Int.random(in: 5...14, using: &random)), y: Double(Int.random(in: 1...4, using: &random)))
                host.screen.pointerDown(at: start)
                var last = start
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    if Bool.random(using: &random) {
                        host.screen.advance(by: Double.random(in: 0...0.4, using: &random))
                    }
                    last = CGPoint(
                        x: Double(Int.random(in: 0...29, using: &random)),
                        y: Double(Int.random(in: 0...5, using: &random)))
                    host.screen.pointerMove(at: last)
                }
                if Bool.random(using: &random) { host.screen.advance(by: Double.random(in: 0...0.8, using: &random)) }
                host.screen.pointerUp(at: last)
                #expect(begunThisPress.count <= 1, "seed \(seed)")
                #expect([press, pan].allSatisfy { $0.state == .possible }, "seed \(seed)")
                host.screen.advance(by: 1)
                #expect(tap.state == .possible, "seed \(seed)")
            }
            for (_, states) in sequences {
                var previous = GestureRecognizer.State.possible
                for state in states {
                    let legal: Bool =
                        switch (previous, state) {
                        case (.possible, .began), (.possible, .ended): true
                        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
                        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
                        default: false
                        }
                    #expect(legal, "seed \(seed): \(previous) → \(state)")
                    previous = state.isFinal ? .possible : state
                }
                #expect(previous == .possible, "seed \(seed): a gesture never ended")
            }
        }
    }
}
