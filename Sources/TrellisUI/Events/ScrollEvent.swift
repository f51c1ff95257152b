// A scroll-wheel / trackpad scroll event.
import Foundation

/// A scroll by `deltaX`/`deltaY` points at a location in window coordinates. Positive deltas scroll
/// content towards larger offsets (down / right).
public struct ScrollEvent: Sendable, Hashable, CustomStringConvertible {
    /// Location in window coordinates.
    public var location: CGPoint
    /// Horizontal scroll amount in points.
    public var deltaX: CGFloat
    /// Vertical scroll amount in points.
    public var deltaY: CGFloat
    /// Modifiers held.
    public var modifiers: KeyModifiers
    /// Application-clock time of the event (set by the window when dispatching if left at 0).
    public var timestamp: TimeInterval

    /// Creates a scroll event.
    public init(
        location: CGPoint, deltaX: CGFloat, deltaY: CGFloat, modifiers: KeyModifiers = [],
        timestamp: TimeInterval = 0
    ) {
        self.location = location
        self.deltaX = deltaX
        self.deltaY = deltaY
        self.modifiers = modifiers
        self.timestamp = timestamp
    }

    /// The location in `view`'s coordinate space (`nil`: the window's).
    @MainActor public func location(in view: View?) -> CGPoint {
        guard let view else { return location }
        return view.convert(location, from: nil)
    }

    /// `"(1.0, 2.0) dx 0.0 dy 3.0"`.
    public var description: String { "(\(location.x), \(location.y)) dx \(deltaX) dy \(deltaY)" }
}
