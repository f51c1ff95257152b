// AutomaticMinimum: the CSS automatic minimum size of flex items (`min-width/min-height: auto`).
//
// Yoga has no automatic minimum (its styles leave min sizes unset). A style whose main-axis minimum
// is `.auto` (`FlexStyle.webDefaults`) gets CSS Flexbox §4.5's content-based minimum: the item's
// min-content main size (measured with a zero main-axis size), capped by its definite specified size
// and maximum, and 0 for scroll containers.

extension LayoutEngine {
    /// Computes and stores the automatic minimum of `child` along its container's `mainAxis`.
    static func resolveAutomaticMinimum(
        _ child: LayoutNode, mainAxis: FlexDirection, direction: LayoutDirection,
        availableInnerWidth: Double, availableInnerHeight: Double,
        depth: Int, _ pass: LayoutPass
    ) {
        let isRow = mainAxis.isRow
        child.automaticMinimum = .nan
        child.automaticMinimumIsRow = isRow
        guard (isRow ? child.storedStyle.minWidth : child.storedStyle.minHeight) == .auto else { return }
        guard child.storedStyle.overflow == .visible else {
            child.automaticMinimum = 0
            return
        }
        // Min-content main size: the content laid out with nothing to spare on the main axis.
        let crossAvailable = isRow ? availableInnerHeight : availableInnerWidth
        let crossMode: SizingMode = crossAvailable.isNaN ? .maxContent : .fitContent
        let width = isRow ? 0 : crossAvailable
        let height = isRow ? crossAvailable : 0
        layoutInternal(
            child, width, height, direction, isRow ? .fitContent : crossMode,
            isRow ? crossMode : .fitContent, availableInnerWidth, availableInnerHeight,
            performLayout: false, depth: depth, pass)
        var minimum = child.measured(mainAxis)
        let ownerSize = isRow ? availableInnerWidth : availableInnerHeight
        if child.hasDefiniteLength(isRow, ownerSize) {
            minimum = minOrDefined(minimum, child.resolvedDimension(direction, isRow, ownerSize, availableInnerWidth))
        }
        let maximum = child.resolvedMax(isRow, direction, ownerSize, availableInnerWidth)
        child.automaticMinimum = minOrDefined(minimum, maximum)
    }
}
