// The events a window dispatches: keys, pasted text, pointer and scroll.
import Foundation

/// Any event a host hands to ``Window/sendEvent(_:)``.
public enum Event: Sendable, Hashable {
    /// A key press, delivered to the first responder (to the frontmost view controller when there
    /// is none).
    case key(KeyEvent)
    /// Text pasted as a whole (a terminal's bracketed paste), delivered like a key press to the
    /// first responder's ``Responder/paste(_:)``. Pasted text is never typed key by key, so a pasted
    /// newline does not press Return and a pasted Escape does not go back.
    case paste(String)
    /// A pointer event, delivered to the hit-tested view (and, while a button is held, to the view
    /// the press began in).
    case pointer(PointerEvent)
    /// A scroll, delivered to the hit-tested view.
    case scroll(ScrollEvent)
}
