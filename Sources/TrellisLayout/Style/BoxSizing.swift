// BoxSizing: which box `width`/`height` (and min/max) describe.

/// Which box a node's specified sizes describe.
public enum BoxSizing: Sendable, Hashable, CaseIterable {
    /// Sizes include padding and border (Yoga's default).
    case borderBox
    /// Sizes exclude padding and border (CSS's initial value).
    case contentBox
}
