// The states of a gesture recognizer and the transitions between them (UIGestureRecognizer.State).
import Foundation

extension GestureRecognizer {
    /// Where a recognizer is in its gesture.
    ///
    /// Legal moves: `possible` → `began`, `ended` (a discrete gesture recognized) or `failed`; `began` and
    /// `changed` → `changed`, `ended` or `cancelled`. The final states (`ended`, `cancelled`, `failed`) go
    /// back to `possible` only through the reset at the end of the press.
    public enum State: Sendable, Hashable, CustomStringConvertible {
        /// No gesture recognized yet (the default).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended; for a discrete gesture, it was recognized (``recognized``).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The events did not make the gesture.
        case failed

        /// A discrete gesture was recognized: the same state as ``ended``, as in UIKit.
        public static var recognized: State { .ended }

        /// Whether the gesture is over (the state changes next only by the reset).
        public var isFinal: Bool {
            switch self {
            case .ended, .cancelled, .failed: true
            case .possible, .began, .changed: false
            }
        }

        /// Whether a recognizer in this state may be set to `next`.
        func canMove(to next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed): true
            case (.began, .changed), (.began, .ended), (.began, .cancelled): true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
            default: false
            }
        }

        /// The state's name, e.g. `began`.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }
}
