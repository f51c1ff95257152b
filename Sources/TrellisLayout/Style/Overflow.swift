// Overflow: whether content may overflow a node.

/// How content overflowing a node is treated. `hidden` and `scroll` make a scroll container, which
/// changes how children are measured (unbounded on the main axis) and zeroes the automatic minimum size.
public enum Overflow: Sendable, Hashable, CaseIterable {
    /// Content may overflow and is shown.
    case visible
    /// Content is clipped.
    case hidden
    /// Content scrolls.
    case scroll
}
