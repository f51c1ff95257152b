// LayoutConfig: tree-wide layout settings (pixel grid).

/// Settings for laying out a tree. The root's config applies to its whole tree.
public struct LayoutConfig: Sendable, Hashable {
    /// Physical pixels per point; results are rounded to multiples of `1 / pointScaleFactor`.
    /// 0 disables rounding.
    public var pointScaleFactor: Double

    /// A config.
    public init(pointScaleFactor: Double = 1) {
        self.pointScaleFactor = pointScaleFactor
    }

    /// Scale factor 1.
    public static let `default` = LayoutConfig()
}
