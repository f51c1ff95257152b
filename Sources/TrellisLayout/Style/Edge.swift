// Edge: a side of a box (physical, logical or a group), used for margin, padding, border and insets.

/// A side of a box, or a group of sides. More specific edges win: `left` over `start` (in row
/// containers the logical `start`/`end` win over the physical side they resolve to), then
/// `horizontal`/`vertical`, then `all`.
public enum Edge: Sendable, Hashable, CaseIterable {
    /// The left side.
    case left
    /// The top side.
    case top
    /// The right side.
    case right
    /// The bottom side.
    case bottom
    /// The inline-start side: left in LTR, right in RTL.
    case start
    /// The inline-end side: right in LTR, left in RTL.
    case end
    /// Left and right.
    case horizontal
    /// Top and bottom.
    case vertical
    /// Every side.
    case all
}
