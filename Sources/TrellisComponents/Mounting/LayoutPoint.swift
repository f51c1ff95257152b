// LayoutPoint: a position in a parent layout's coordinates — where the mount layer places a child.

/// A point in a parent's coordinate space, in points.
public struct LayoutPoint: Sendable, Hashable {
    /// Horizontal offset.
    public var x: Double
    /// Vertical offset.
    public var y: Double
    /// Makes a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// The origin.
    public static let zero = LayoutPoint(x: 0, y: 0)
}
