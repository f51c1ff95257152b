// The events a window dispatches: keys, pointer and scroll.
import Foundation

/// Any event a host hands to ``Window/sendEvent(_:)``.
public enum Event: Sendable, Hashable {
    /// A key press, delivered to the first responder.
    case key(KeyEvent)
    /// A pointer event, delivered to the hit-tested view (and, while a button is held, to the view
    /// the press began in).
    case pointer(PointerEvent)
    /// A scroll, delivered to the hit-tested view.
    case scroll(ScrollEvent)
}
