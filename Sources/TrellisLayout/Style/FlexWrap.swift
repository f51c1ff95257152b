// FlexWrap: whether children wrap onto several lines.

/// Whether a container breaks its children into several lines.
public enum FlexWrap: Sendable, Hashable, CaseIterable {
    /// A single line; children may overflow.
    case noWrap
    /// Lines stack from cross-start to cross-end.
    case wrap
    /// Lines stack from cross-end to cross-start.
    case wrapReverse
}
