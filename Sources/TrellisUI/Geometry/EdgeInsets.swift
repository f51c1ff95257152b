// EdgeInsets: distances inset from the edges of a rectangle (UIKit's UIEdgeInsets).
import Foundation

/// Insets for each edge of a rectangle, in points. Positive values shrink a rectangle.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets with a value for each edge.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets with the same value on all four edges.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// Creates insets with one value for the left and right edges and one for the top and bottom edges.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// Insets of zero on every edge.
    public static let zero = EdgeInsets()

    /// The sum of the left and right insets.
    public var horizontal: CGFloat { left + right }

    /// The sum of the top and bottom insets.
    public var vertical: CGFloat { top + bottom }

    /// A textual description listing every edge.
    public var description: String { "EdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}
