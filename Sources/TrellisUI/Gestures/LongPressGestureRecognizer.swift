// LongPressGestureRecognizer: a press held in place for a while (UIKit's UILongPressGestureRecognizer).
import Foundation

/// Recognizes a primary-button press held for ``minimumPressDuration`` seconds of the application clock
/// without moving more than ``allowableMovement`` — a continuous gesture: `began` when the time is up,
/// `changed` for each move after that, `ended` at the release. Releasing or moving too far before the
/// time is up fails it.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long (seconds, application clock) the press must be held; not negative (a negative value is
    /// reported, rule `G2`, and 0 is used).
    public var minimumPressDuration: TimeInterval = 0.5 {
        didSet {
            if !(minimumPressDuration >= 0) {
                reportInvalid("minimumPressDuration", "\(minimumPressDuration)", using: "0")
                minimumPressDuration = 0
            }
        }
    }

    /// How far (in points) the pointer may move before the gesture began; moving further fails it.
    public var allowableMovement: CGFloat = 10

    private var start: CGPoint?
    private var timer: ApplicationTimer?

    /// Creates a recognizer with no handlers.
    public override init() {
        super.init()
    }

    /// Creates a recognizer from an archive (Xcode's `<pongPressGestureRecognizer>`): the common keys
    /// (``GestureRecognizer/init(coder:)``), then `minimumPressDuration` (a negative or non-finite value
    /// is reported and the default used) and `allowableMovement`.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        if let duration = coder.decodeDouble(forKey: "minimumPressDuration") {
            if duration >= 0 && duration.isFinite {
                minimumPressDuration = duration
            } else {
                coder.reportInvalidValue(
                    String(duration), forKey: "minimumPressDuration", expected: "a finite number of seconds, 0 or more")
            }
        }
        if let movement = coder.decodeDouble(forKey: "allowableMovement") { allowableMovement = CGFloat(movement) }
    }

    open override func pointerDown(_ event: PointerEvent) {
        guard state == .possible else { return }
        start = event.location
        timer?.invalidate()
        timer = scheduleTimer(after: minimumPressDuration) { [weak self] in self?.pressDurationElapsed() }
    }

    /// The time is up: the gesture begins, if the press can still reach the recognizer.
    private func pressDurationElapsed() {
        timer = nil
        guard state == .possible, isTakingPart else { return }
        guard session?.canReach(self) == true else {
            abandon()
            return
        }
        state = .began
    }

    open override func pointerMoved(_ event: PointerEvent) {
        switch state {
        case .possible:
            if let start, Self.distance(from: start, to: event.location) > allowableMovement {
                stopTimer()
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func pointerUp(_ event: PointerEvent) {
        switch state {
        case .possible:
            stopTimer()
            state = .failed
        case .began, .changed:
            state = .ended
        default:
            break
        }
    }

    open override func pointerCancelled() { stopTimer() }

    open override func reset() {
        stopTimer()
        start = nil
    }

    private func stopTimer() {
        timer?.invalidate()
        timer = nil
    }
}
