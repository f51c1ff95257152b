// LayoutDirection: the inline direction of a node (left-to-right, right-to-left or inherited).

/// The inline base direction of a node. `start`/`end` edges resolve through it.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Use the parent's resolved direction (for the root, the direction passed to `calculateLayout`).
    case inherit
    /// Left to right: `start` is the left edge.
    case ltr
    /// Right to left: `start` is the right edge.
    case rtl
}
