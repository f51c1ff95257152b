// Display: whether a node generates a box.

/// Whether a node generates a flex box, no box, or lets its children take its place.
public enum Display: Sendable, Hashable, CaseIterable {
    /// A flex container box.
    case flex
    /// No box for the node and its subtree (laid out as zero).
    case none
    /// No box for the node itself; its children take part in the parent's layout.
    case contents
}
