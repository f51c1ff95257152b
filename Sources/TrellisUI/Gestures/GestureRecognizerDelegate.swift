// GestureRecognizerDelegate: lets an object veto a gesture or let two gestures recognize together.
import Foundation

/// The delegate of a ``GestureRecognizer`` (UIKit's UIGestureRecognizerDelegate). Both methods have
/// defaults, so adopt only what you need.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when `gestureRecognizer` is about to leave `possible` (to begin, or to recognize a discrete
    /// gesture); returning `false` makes it fail instead. `true` by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// Whether `gestureRecognizer` and `other` may both recognize in one press; asked of the delegates of
    /// both when one of them begins, and either saying `true` is enough. `false` by default: the first to
    /// begin makes the other fail.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// `true`: the gesture may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// `false`: one gesture at a time.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }
}
