// CalculateLayout: the public entry point that lays out a tree from its root.

extension LayoutNode {
    /// Lays out the tree rooted at this node within the available `width` and `height` (`nil` =
    /// unconstrained, max-content), with `direction` as the root's inherited direction. Only dirty
    /// subtrees are laid out again, and only nodes that moved are re-rounded.
    public func calculateLayout(
        width: Double? = nil, height: Double? = nil,
        direction: LayoutDirection = .ltr
    ) {
        // A measure function that calls back into layout on the same tree is ignored (no re-entrancy).
        guard !isInLayout else { return }
        isInLayout = true
        defer { isInLayout = false }
        LayoutEngine.calculateRoot(self, width: width, height: height, direction: direction)
    }
}
