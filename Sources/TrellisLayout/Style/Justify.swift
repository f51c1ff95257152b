// Justify: distribution of children along the main axis (CSS justify-content).

/// How a container distributes free space between and around its children on the main axis.
public enum Justify: Sendable, Hashable, CaseIterable {
    /// Pack at the main-start edge.
    case flexStart
    /// Pack around the centre.
    case center
    /// Pack at the main-end edge.
    case flexEnd
    /// First and last child at the edges, equal space between.
    case spaceBetween
    /// Equal space around each child (half-size at the edges).
    case spaceAround
    /// Equal space between children and at the edges.
    case spaceEvenly
}
