// LayoutResult: the computed box of a node, read out after calculateLayout.

/// The computed border box of a node, relative to its parent's border box, rounded to the pixel grid.
public struct LayoutResult: Sendable, Hashable {
    /// Offset from the parent's left border edge.
    public var left: Double = 0
    /// Offset from the parent's top border edge.
    public var top: Double = 0
    /// Border-box width.
    public var width: Double = 0
    /// Border-box height.
    public var height: Double = 0
    /// The resolved inline direction.
    public var direction: LayoutDirection = .ltr
    /// Whether the children overflowed this node on the main axis.
    public var hadOverflow: Bool = false

    /// A result.
    public init(
        left: Double = 0, top: Double = 0, width: Double = 0, height: Double = 0,
        direction: LayoutDirection = .ltr, hadOverflow: Bool = false
    ) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.direction = direction
        self.hadOverflow = hadOverflow
    }
}
