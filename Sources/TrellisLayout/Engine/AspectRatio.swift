// AspectRatio: transferring a size across `aspectRatio` (CSS Sizing 4 §5), in Yoga's way or CSS's.

extension LayoutNode {
    /// The node's aspect ratio when it has a usable one (finite, non-zero).
    @inline(__always)
    var usableAspectRatio: Double? {
        guard let ratio = storedStyle.aspectRatio, ratio.isFinite, ratio != 0 else { return nil }
        return ratio
    }

    /// The border-box size on the other axis that `ratio` gives for the border-box `size` on one axis
    /// (`fromWidth`: `size` is a width). CSS applies the ratio to the box `boxSizing` names; Yoga (and
    /// `css == false`) to the border box.
    func transferredSize(
        _ size: Double, fromWidth: Bool, ratio: Double, direction: LayoutDirection, ownerWidth: Double,
        css: Bool
    ) -> Double {
        guard css && storedStyle.boxSizing == .contentBox else { return fromWidth ? size / ratio : size * ratio }
        let row = paddingAndBorderForAxis(.row, direction, ownerWidth)
        let column = paddingAndBorderForAxis(.column, direction, ownerWidth)
        return fromWidth ? max(0, size - row) / ratio + column : max(0, size - column) * ratio + row
    }
}
