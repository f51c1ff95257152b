// Align: cross-axis alignment (CSS align-items / align-self / align-content).

/// Cross-axis alignment of children (`alignItems`, `alignSelf`) or of lines (`alignContent`).
public enum Align: Sendable, Hashable, CaseIterable {
    /// For `alignSelf`: use the parent's `alignItems`.
    case auto
    /// Cross-start edge.
    case flexStart
    /// Centred on the cross axis.
    case center
    /// Cross-end edge.
    case flexEnd
    /// Fill the cross axis (when the cross size is `auto`).
    case stretch
    /// Align first baselines (row containers).
    case baseline
    /// `alignContent` only: first and last line at the edges.
    case spaceBetween
    /// `alignContent` only: equal space around each line.
    case spaceAround
    /// `alignContent` only: equal space between lines and at the edges.
    case spaceEvenly
}
