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
        // Min-content main size: a width is the content laid out with nothing to spare; a height (the
        // block axis) is the content's height at the width the item is offered.
        var crossAvailable = isRow ? availableInnerHeight : availableInnerWidth
        var crossMode: SizingMode = crossAvailable.isNaN ? .maxContent : .fitContent
        if !isRow && child.hasDefiniteLength(true, availableInnerWidth) {
            crossAvailable =
                child.resolvedDimension(direction, true, availableInnerWidth, availableInnerWidth)
                + child.marginForAxis(.row, availableInnerWidth)
            crossMode = .stretchFit
        }
        let width = isRow ? Double.nan : crossAvailable
        let height = isRow ? crossAvailable : Double.nan
        layoutInternal(
            child, width, height, direction, isRow ? .minContent : crossMode,
            isRow ? crossMode : .maxContent, availableInnerWidth, availableInnerHeight,
            performLayout: false, depth: depth, pass)
        var minimum = child.measured(mainAxis)
        // A ratio item with a definite cross size has that size transferred as its min-content size.
        if let ratio = child.usableAspectRatio, !pass.errata.contains(.yogaAspectRatio) {
            let crossOwner = isRow ? availableInnerHeight : availableInnerWidth
            if child.hasDefiniteLength(!isRow, crossOwner) {
                let cross = child.resolvedDimension(direction, !isRow, crossOwner, availableInnerWidth)
                minimum = max(
                    minimum,
                    child.transferredSize(
                        cross, fromWidth: !isRow, ratio: ratio, direction: direction, ownerWidth: availableInnerWidth,
                        css: true))
            }
        }
        let ownerSize = isRow ? availableInnerWidth : availableInnerHeight
        if child.hasDefiniteLength(isRow, ownerSize) {
            minimum = minOrDefined(minimum, child.resolvedDimension(direction, isRow, ownerSize, availableInnerWidth))
        }
        let maximum = child.resolvedMax(isRow, direction, ownerSize, availableInnerWidth)
        child.automaticMinimum = minOrDefined(minimum, maximum)
    }
}
