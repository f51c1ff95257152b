// TapGestureRecognizer: one or more clicks in one place (UIKit's UITapGestureRecognizer).
import Foundation

/// Recognizes ``numberOfTapsRequired`` primary-button clicks (a discrete gesture: `possible` →
/// `recognized`, or `failed`).
///
/// Each tap is a press and release that stays within ``allowableMovement`` of where the first tap began;
/// each following tap must begin within ``maximumIntervalBetweenTaps`` (application clock) of the
/// previous release. The gesture is recognized at the release of the last tap.
///
/// A single-tap recognizer on a superview of an enabled ``Control`` leaves presses on the control to it
/// (UIKit: a control's own action wins), while one attached to the control itself takes part.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture; at least 1 (smaller values are reported, rule `G2`, and use 1).
    public var numberOfTapsRequired = 1 {
        didSet {
            if numberOfTapsRequired < 1 {
                reportInvalid("numberOfTapsRequired", "\(numberOfTapsRequired)", using: "1")
                numberOfTapsRequired = 1
            }
        }
    }

    /// How far (in points) the pointer may move from where the first tap began; moving further fails.
    public var allowableMovement: CGFloat = 10

    /// The longest wait (in seconds of the application clock) from one tap's release to the next tap's
    /// press before the gesture fails.
    public var maximumIntervalBetweenTaps: TimeInterval = 0.35

    /// Taps completed in the current gesture.
    public private(set) var numberOfTapsCompleted = 0

    private var start: CGPoint?
    private var waitTimer: ApplicationTimer?

    /// Creates a single-tap recognizer with no handlers.
    public override init() {
        super.init()
    }

    /// Creates a recognizer from an archive: the common keys (``GestureRecognizer/init(coder:)``), then
    /// `numberOfTapsRequired` (below 1 is reported and 1 is used).
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        if let taps = coder.decodeInteger(forKey: "numberOfTapsRequired") {
            if taps >= 1 {
                numberOfTapsRequired = taps
            } else {
                coder.reportInvalidValue(String(taps), forKey: "numberOfTapsRequired", expected: "1 or more")
            }
        }
    }

    override var yieldsToControls: Bool { numberOfTapsRequired == 1 }

    open override func pointerDown(_ event: PointerEvent) {
        waitTimer?.invalidate()
        waitTimer = nil
        guard state == .possible else { return }
        if let start {
            if Self.distance(from: start, to: event.location) > allowableMovement { state = .failed }
        } else {
            start = event.location
        }
    }

    open override func pointerMoved(_ event: PointerEvent) {
        guard state == .possible, let start else { return }
        if Self.distance(from: start, to: event.location) > allowableMovement { state = .failed }
    }

    open override func pointerUp(_ event: PointerEvent) {
        guard state == .possible, let start else { return }
        if Self.distance(from: start, to: event.location) > allowableMovement {
            state = .failed
            return
        }
        numberOfTapsCompleted += 1
        if numberOfTapsCompleted >= numberOfTapsRequired {
            state = .recognized
            return
        }
        waitTimer = scheduleTimer(after: maximumIntervalBetweenTaps) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.waitTimer = nil
            self.state = .failed
        }
    }

    open override func pointerCancelled() {
        waitTimer?.invalidate()
        waitTimer = nil
    }

    open override func reset() {
        waitTimer?.invalidate()
        waitTimer = nil
        start = nil
        numberOfTapsCompleted = 0
    }
}
