// FlexDirection: the main axis of a flex container.

/// The main axis along which a container places its children.
public enum FlexDirection: Sendable, Hashable, CaseIterable {
    /// Top to bottom.
    case column
    /// Bottom to top.
    case columnReverse
    /// Inline start to inline end.
    case row
    /// Inline end to inline start.
    case rowReverse

    /// Whether the main axis is horizontal.
    public var isRow: Bool { self == .row || self == .rowReverse }
    /// Whether the main axis is vertical.
    public var isColumn: Bool { self == .column || self == .columnReverse }
}
