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
    /// Align last baselines (`last baseline`, CSS Box Alignment 3 §9.1): the items share the baseline of their
    /// last line, and the group is packed against the line's cross-end edge. In a column container, where the
    /// items' baselines are parallel to the cross axis, the items line up by their line-left edges and the
    /// group falls back to the container's end (`safe end`). For `alignItems`/`alignSelf`.
    case lastBaseline
    /// The start edge of the item's own writing direction on the cross axis (`self-start`): differs from
    /// `flexStart` when the item's `direction` differs from its container's in a column container, or in
    /// a `wrapReverse` container. For `alignItems`/`alignSelf`.
    case selfStart
    /// The end edge of the item's own writing direction on the cross axis (`self-end`).
    case selfEnd
    /// `alignContent` only: first and last line at the edges.
    case spaceBetween
    /// `alignContent` only: equal space around each line.
    case spaceAround
    /// `alignContent` only: equal space between lines and at the edges.
    case spaceEvenly
}
