// LayoutSize: a width and height in points.

/// A width and a height in points.
public struct LayoutSize: Sendable, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// 0 × 0.
    public static let zero = LayoutSize(width: 0, height: 0)
}
