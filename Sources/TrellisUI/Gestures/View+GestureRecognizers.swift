// Attaching gesture recognizers to views (UIView's addGestureRecognizer / removeGestureRecognizer).
import Foundation

extension View {
    /// The recognizers attached to the view, in the order they were added (the order they get events).
    public var gestureRecognizers: [GestureRecognizer] { gestureRecognizerStorage ?? [] }

    /// Attaches `recognizer`, which then takes part in presses on this view and its subviews. A recognizer
    /// attached to another view moves here (as in UIKit); adding one already attached here does nothing.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self, gestureRecognizers.contains(where: { $0 === recognizer }) { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizerStorage = gestureRecognizers + [recognizer]
        recognizer.view = self
    }

    /// Detaches `recognizer`. One in the middle of a gesture is cancelled (failed if it had not begun)
    /// first, so its handlers never wait for an end that cannot come; it is then reset. Removing a
    /// recognizer that is not attached here does nothing.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        recognizer.abandon()
        recognizer.session?.remove(recognizer)
        recognizer.resetToPossible()
        var remaining = gestureRecognizers
        remaining.remove(at: index)
        gestureRecognizerStorage = remaining.isEmpty ? nil : remaining
        recognizer.view = nil
    }
}
