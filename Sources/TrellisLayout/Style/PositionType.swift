// PositionType: how a node's insets apply (CSS position).

/// How a node takes part in flow and how its insets (`position`) apply.
public enum PositionType: Sendable, Hashable, CaseIterable {
    /// In flow; insets are ignored; not a containing block for absolute descendants.
    case `static`
    /// In flow; insets offset the node visually; a containing block for absolute descendants.
    case relative
    /// Out of flow; placed by insets within the nearest non-static ancestor.
    case absolute
}
