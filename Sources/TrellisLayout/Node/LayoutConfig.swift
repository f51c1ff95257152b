// LayoutConfig: tree-wide layout settings (pixel grid, Yoga or CSS behaviour).

/// Settings for laying out a tree. The root's config applies to its whole tree.
public struct LayoutConfig: Sendable, Hashable {
    /// Physical pixels per point; results are rounded to multiples of `1 / pointScaleFactor`.
    /// 0 disables rounding.
    public var pointScaleFactor: Double

    /// The Yoga behaviours that differ from CSS and are kept (``LayoutErrata/yoga`` by default;
    /// ``LayoutErrata/none`` lays out as browsers do).
    public var errata: LayoutErrata

    /// A config.
    public init(pointScaleFactor: Double = 1, errata: LayoutErrata = .yoga) {
        self.pointScaleFactor = pointScaleFactor
        self.errata = errata
    }

    /// Scale factor 1, Yoga's behaviour.
    public static let `default` = LayoutConfig()

    /// Scale factor 1, CSS's behaviour: the config for trees styled from ``FlexStyle/webDefaults``.
    public static let web = LayoutConfig(errata: .none)
}
