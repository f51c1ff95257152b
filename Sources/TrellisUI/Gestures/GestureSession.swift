// GestureSession: a window's bookkeeping of the gesture recognizers taking part in its pointer presses —
// who gets each event, one gesture at a time, and the reset when a press is over.
import Foundation

/// The recognizers a window's current (or just finished) press reaches, in delivery order.
///
/// A press collects the recognizers of the hit-tested view and its superviews. Recognizers waiting for
/// another press (a double tap after its first tap) stay from one press to the next while the new press
/// reaches them; those it does not reach fail.
@MainActor
final class GestureSession {
    private(set) var recognizers: [GestureRecognizer] = []
    /// Whether a primary-button press is held.
    private(set) var isPressActive = false
    private unowned let window: Window

    init(window: Window) { self.window = window }

    /// A primary-button press began on `hitView`.
    func pointerDown(_ event: PointerEvent, on hitView: View?) {
        let reached = recognizers(reachedFrom: hitView)
        for recognizer in recognizers where !reached.contains(where: { $0 === recognizer }) {
            recognizer.abandon()
            leave(recognizer)
        }
        for recognizer in reached {
            if recognizer.state.isFinal { recognizer.resetToPossible() }
            recognizer.session = self
        }
        recognizers = reached
        isPressActive = true
        deliver(event)
    }

    /// The pointer moved while the press is held.
    func pointerMoved(_ event: PointerEvent) {
        guard isPressActive else { return }
        deliver(event)
    }

    /// The press ended: recognizers that finished are reset; those still `possible` wait for the next press.
    func pointerUp(_ event: PointerEvent) {
        guard isPressActive else { return }
        deliver(event)
        isPressActive = false
        for recognizer in recognizers where recognizer.state.isFinal { finish(recognizer) }
    }

    /// Delivers `event` to every recognizer still in the gesture, in order; those that can no longer be
    /// reached are cancelled or failed.
    private func deliver(_ event: PointerEvent) {
        for recognizer in recognizers {
            guard recognizer.session === self, !recognizer.state.isFinal else { continue }
            guard canReach(recognizer) else {
                recognizer.abandon()
                continue
            }
            recognizer.receive(event)
        }
    }

    /// Whether events of this window can still reach `recognizer`: enabled, attached to a view in the
    /// window that is not hidden and takes user interaction, like every superview.
    func canReach(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.isEnabled, recognizer.session === self, let view = recognizer.view,
            view.window === window
        else { return false }
        var current: View? = view
        while let candidate = current {
            if candidate.isHidden || !candidate.isUserInteractionEnabled { return false }
            current = candidate.superview
        }
        return true
    }

    /// `recognizer` left `possible` for `began` or `ended`: the other recognizers still `possible` fail,
    /// unless a delegate lets both recognize (never those that required `recognizer` to fail).
    func recognizerDidBegin(_ recognizer: GestureRecognizer) {
        var failed: [GestureRecognizer] = []
        for other in recognizers where other !== recognizer && other.state == .possible && other.session === self {
            if !other.requiresFailure(of: recognizer), Self.mayRecognizeTogether(recognizer, other) { continue }
            other.fail()
            failed.append(other)
        }
        // Only now: a recognizer waiting for one of these must not begin before it was failed itself.
        for other in failed {
            recognizerDidFail(other)
            if !isPressActive { finish(other) }
        }
    }

    /// `recognizer` failed: recognizers waiting for that make the transition they held back.
    func recognizerDidFail(_ recognizer: GestureRecognizer) {
        for other in recognizers where other.pendingState != nil && other.requiresFailure(of: recognizer) {
            other.requiredRecognizerDidFail()
        }
    }

    /// `recognizer` reached a final state; outside a press (a timer ended it) it is reset right away.
    func recognizerDidFinish(_ recognizer: GestureRecognizer) {
        guard !isPressActive, recognizers.contains(where: { $0 === recognizer }) else { return }
        finish(recognizer)
    }

    /// A recognizer removed from its view, or whose view was removed, leaves the session.
    func remove(_ recognizer: GestureRecognizer) {
        guard recognizers.contains(where: { $0 === recognizer }) else { return }
        leave(recognizer)
    }

    private func finish(_ recognizer: GestureRecognizer) {
        leave(recognizer)
        recognizer.resetToPossible()
    }

    private func leave(_ recognizer: GestureRecognizer) {
        recognizers.removeAll { $0 === recognizer }
        if recognizer.session === self { recognizer.session = nil }
    }

    private static func mayRecognizeTogether(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        if let delegate = first.delegate, delegate.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) {
            return true
        }
        if let delegate = second.delegate, delegate.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first)
        {
            return true
        }
        return false
    }

    /// The recognizers a press on `hitView` reaches: those of the view and each superview, deepest first,
    /// enabled, except recognizers that leave the press to an enabled control under the pointer.
    private func recognizers(reachedFrom hitView: View?) -> [GestureRecognizer] {
        var reached: [GestureRecognizer] = []
        var control: Control?
        var current = hitView
        while let view = current {
            if control == nil, let candidate = view as? Control, candidate.isEnabled { control = candidate }
            for recognizer in view.gestureRecognizers where recognizer.isEnabled {
                if recognizer.yieldsToControls, let control, control !== view { continue }
                reached.append(recognizer)
            }
            current = view.superview
        }
        return reached
    }
}
