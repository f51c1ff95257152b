// A pointer (mouse / touch) event, located in window coordinates.
import Foundation

/// Which pointer button an event concerns.
public enum PointerButton: Sendable, Hashable {
    /// The main button (left mouse button, a touch).
    case primary
    /// The secondary button (right mouse button).
    case secondary
    /// The middle button.
    case middle
    /// No button (hover movement).
    case none
}

/// The phase of a pointer event.
public enum PointerPhase: Sendable, Hashable {
    /// A button went down.
    case down
    /// The pointer moved (with a button held if the event's button is not `.none`).
    case moved
    /// A button went up.
    case up
}

/// A pointer event. Its location is in the coordinates of the window it is sent to; use
/// ``location(in:)`` for a view's coordinates.
public struct PointerEvent: Sendable, Hashable, CustomStringConvertible {
    /// Location in window coordinates.
    public var location: CGPoint
    /// The button concerned.
    public var button: PointerButton
    /// Down, moved or up.
    public var phase: PointerPhase
    /// Modifiers held.
    public var modifiers: KeyModifiers
    /// Application-clock time of the event (set by the window when dispatching if left at 0).
    public var timestamp: TimeInterval

    /// Creates a pointer event.
    public init(
        location: CGPoint, phase: PointerPhase, button: PointerButton = .primary,
        modifiers: KeyModifiers = [], timestamp: TimeInterval = 0
    ) {
        self.location = location
        self.phase = phase
        self.button = button
        self.modifiers = modifiers
        self.timestamp = timestamp
    }

    /// The location in `view`'s coordinate space (`nil`: the window's).
    @MainActor public func location(in view: View?) -> CGPoint {
        guard let view else { return location }
        return view.convert(location, from: nil)
    }

    /// `"down (3.0, 4.0)"`.
    public var description: String { "\(phase) (\(location.x), \(location.y))" }
}
