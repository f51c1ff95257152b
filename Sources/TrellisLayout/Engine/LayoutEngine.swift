// LayoutEngine: the flexbox algorithm (Yoga 3.x semantics): flex basis, lines, flexible lengths,
// justification, cross-axis alignment, multi-line alignment, final sizes and absolute children.

/// One pass of layout over a tree: the pass number used by caches and the measure counter.
struct LayoutPass {
    let number: UInt64
    let pointScaleFactor: Double
    /// The Yoga behaviours kept for this tree (the root's config).
    let errata: LayoutErrata
}

/// The in-flow items of a line: a range of the container's layout children, skipping absolute and
/// `display: none` children (no per-line array is allocated). Visited with `forEachItem`, which borrows
/// the items instead of retaining each one; valid only while the container lays out its lines.
struct LineItems {
    let nodes: UnretainedNodes
    let start: Int
    let end: Int
    let count: Int
}

/// A line of flex items being laid out.
struct FlexLine {
    var items: LineItems
    var sizeConsumed: Double = 0
    var numberOfAutoMargins = 0
    var totalFlexGrowFactors: Double = 0
    var totalFlexShrinkScaledFactors: Double = 0
    var remainingFreeSpace: Double = 0
    var mainDim: Double = 0
    var crossDim: Double = 0
}

enum LayoutEngine {
    static func calculateRoot(
        _ root: LayoutNode, width ownerWidthOpt: Double?, height ownerHeightOpt: Double?,
        direction ownerDirection: LayoutDirection
    ) {
        let ownerWidth = ownerWidthOpt ?? .nan
        let ownerHeight = ownerHeightOpt ?? .nan
        if root.passCounter == 0 {
            // Random start: passes of different trees never share a number, as nodes may move between trees.
            root.passCounter = UInt64.random(in: 1...(UInt64.max / 2))
        }
        root.passCounter &+= 1
        let pass = LayoutPass(
            number: root.passCounter, pointScaleFactor: root.config.pointScaleFactor, errata: root.config.errata)
        let direction = root.resolveDirection(ownerDirection)
        if root.storedStyle.display == .none && !pass.errata.contains(.displayNoneRootLaidOut) {
            // A root that generates no box has no layout, nor has anything inside it.
            zeroOutLayoutRecursively(root, pass)
            root.isDirty = false
            root.lastRoundingScale = pass.pointScaleFactor
            PixelGrid.round(root, absoluteLeft: 0, absoluteTop: 0, pass: pass, force: true)
            return
        }
        if root.hasSizingKeywords {
            resolveSizingKeywords(
                root, direction: ownerDirection, mainAxisIsRow: true, availableWidth: ownerWidth,
                availableHeight: ownerHeight, depth: 0, pass)
        }

        var width = Double.nan
        var widthMode = SizingMode.maxContent
        if root.hasDefiniteLength(true, ownerWidth) {
            width =
                root.resolvedDimension(direction, true, ownerWidth, ownerWidth)
                + root.marginForAxis(.row, ownerWidth)
            widthMode = .stretchFit
        } else if !root.resolvedMax(true, direction, ownerWidth, ownerWidth).isNaN {
            width = root.resolvedMax(true, direction, ownerWidth, ownerWidth)
            widthMode = .fitContent
        } else {
            width = ownerWidth
            widthMode = width.isNaN ? .maxContent : .stretchFit
        }

        var height = Double.nan
        var heightMode = SizingMode.maxContent
        if root.hasDefiniteLength(false, ownerHeight) {
            height =
                root.resolvedDimension(direction, false, ownerHeight, ownerWidth)
                + root.marginForAxis(.column, ownerWidth)
            heightMode = .stretchFit
        } else if !root.resolvedMax(false, direction, ownerHeight, ownerWidth).isNaN {
            height = root.resolvedMax(false, direction, ownerHeight, ownerWidth)
            heightMode = .fitContent
        } else {
            height = ownerHeight
            heightMode = height.isNaN ? .maxContent : .stretchFit
        }

        if widthMode != .stretchFit && !pass.errata.contains(.percentagesOfContentSizes) {
            // The width the content gives (its percentages acting as auto), then the layout in that width.
            layoutInternal(
                root, width, height, ownerDirection, widthMode, heightMode, ownerWidth, ownerHeight,
                performLayout: false, depth: 0, pass)
            width = root.measuredWidth + root.marginForAxis(.row, ownerWidth)
            widthMode = .stretchFit
        }
        let didLayout = layoutInternal(
            root, width, height, ownerDirection, widthMode, heightMode,
            ownerWidth, ownerHeight, performLayout: true, depth: 0, pass)
        let scaleChanged = root.lastRoundingScale != pass.pointScaleFactor
        if didLayout {
            root.setInitialPosition(root.resolvedDirection, ownerWidth, ownerHeight)
        }
        root.lastRoundingScale = pass.pointScaleFactor
        PixelGrid.round(root, absoluteLeft: 0, absoluteTop: 0, pass: pass, force: scaleChanged)
    }

    // MARK: Cached entry point

    /// Lays out or measures `node`, reusing a cached result when the inputs match. Returns whether
    /// the node was laid out (not served from the cache).
    @discardableResult
    static func layoutInternal(
        _ node: LayoutNode, _ availableWidth: Double, _ availableHeight: Double,
        _ ownerDirection: LayoutDirection, _ widthMode: SizingMode,
        _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double,
        performLayout: Bool, depth: Int, _ pass: LayoutPass
    ) -> Bool {
        let depth = depth + 1
        let needToVisitNode =
            (node.isDirty && node.lastVisitedPass != pass.number)
            || node.lastOwnerDirection != ownerDirection
            || node.lastScaleFactor != pass.pointScaleFactor

        if needToVisitNode {
            node.cachedMeasurements.count = 0
            node.cachedLayout = CachedMeasurement()
        }

        var cachedIndex = -2 // -2: none, -1: cachedLayout, >= 0: measurement cache entry
        let checkOwner = node.usesPercentages
        if node.storedMeasure != nil && node.storedChildren.isEmpty {
            let marginRow = node.marginForAxis(.row, ownerWidth)
            let marginColumn = node.marginForAxis(.column, ownerWidth)
            if MeasurementCache.canUse(
                widthMode, availableWidth, heightMode, availableHeight,
                node.cachedLayout, marginRow, marginColumn, pass.pointScaleFactor)
                && (!checkOwner || node.cachedLayout.hasOwner(ownerWidth, ownerHeight))
            {
                cachedIndex = -1
            } else {
                for index in 0..<node.cachedMeasurements.count {
                    let cached = node.cachedMeasurements[index]
                    if MeasurementCache.canUse(
                        widthMode, availableWidth, heightMode, availableHeight,
                        cached, marginRow, marginColumn, pass.pointScaleFactor)
                        && (!checkOwner || cached.hasOwner(ownerWidth, ownerHeight))
                    {
                        cachedIndex = index
                        break
                    }
                }
            }
        } else if performLayout {
            let cached = node.cachedLayout
            if inexactEquals(cached.availableWidth, availableWidth)
                && inexactEquals(cached.availableHeight, availableHeight)
                && cached.widthMode == widthMode && cached.heightMode == heightMode
                && (!checkOwner || cached.hasOwner(ownerWidth, ownerHeight))
            {
                cachedIndex = -1
            }
        } else {
            for index in 0..<node.cachedMeasurements.count {
                let cached = node.cachedMeasurements[index]
                if inexactEquals(cached.availableWidth, availableWidth)
                    && inexactEquals(cached.availableHeight, availableHeight)
                    && cached.widthMode == widthMode && cached.heightMode == heightMode
                    && (!checkOwner || cached.hasOwner(ownerWidth, ownerHeight))
                {
                    cachedIndex = index
                    break
                }
            }
        }

        if !needToVisitNode && cachedIndex != -2 {
            let cached = cachedIndex == -1 ? node.cachedLayout : node.cachedMeasurements[cachedIndex]
            node.measuredWidth = cached.computedWidth
            node.measuredHeight = cached.computedHeight
        } else {
            layoutImpl(
                node, availableWidth, availableHeight, ownerDirection, widthMode, heightMode,
                ownerWidth, ownerHeight, performLayout: performLayout, depth: depth, pass)
            node.lastOwnerDirection = ownerDirection
            node.lastScaleFactor = pass.pointScaleFactor

            if cachedIndex == -2 {
                var entry = CachedMeasurement()
                entry.availableWidth = availableWidth
                entry.availableHeight = availableHeight
                entry.widthMode = widthMode
                entry.heightMode = heightMode
                entry.computedWidth = node.measuredWidth
                entry.computedHeight = node.measuredHeight
                entry.ownerWidth = ownerWidth
                entry.ownerHeight = ownerHeight
                if performLayout {
                    node.cachedLayout = entry
                } else {
                    if node.cachedMeasurements.count == MeasurementCache.capacity {
                        node.cachedMeasurements.count = 0
                    }
                    node.cachedMeasurements[node.cachedMeasurements.count] = entry
                    node.cachedMeasurements.count += 1
                }
            }
        }

        if performLayout {
            node.dimWidth = node.measuredWidth
            node.dimHeight = node.measuredHeight
            node.layoutPass = pass.number
            node.isDirty = false
        }
        node.lastVisitedPass = pass.number
        return needToVisitNode || cachedIndex == -2
    }

    // MARK: Leaves

    static func measureWithMeasureFunction(
        _ node: LayoutNode, _ direction: LayoutDirection,
        _ availableWidthIn: Double, _ availableHeightIn: Double,
        _ widthMode: SizingMode, _ heightMode: SizingMode,
        _ ownerWidth: Double, _ ownerHeight: Double, _ pass: LayoutPass,
        _ measure: (Double, MeasureMode, Double, MeasureMode) -> LayoutSize
    ) {
        var widthMode = widthMode
        var availableWidth = widthMode.isIntrinsic ? Double.nan : availableWidthIn
        let availableHeight = heightMode.isIntrinsic ? Double.nan : availableHeightIn
        if widthMode == .minContent {
            // The min-content width, then measured as an at-most width.
            let paddingAndBorder = node.paddingL + node.paddingR + node.borderL + node.borderR
            let minimum =
                node.storedMinContentWidth?()
                ?? measure(0, .atMost, availableHeight.isNaN ? .infinity : availableHeight, heightMode.measureMode)
                .width
            availableWidth = (minimum.isFinite && minimum >= 0 ? minimum : 0) + paddingAndBorder
            widthMode = .fitContent
        }
        let paddingAndBorderRow = node.paddingL + node.paddingR + node.borderL + node.borderR
        let paddingAndBorderColumn = node.paddingT + node.paddingB + node.borderT + node.borderB

        // The content is measured in the width the box will have: an offered width outside the min/max
        // sizes is clamped first (CSS), not after the content was laid out in it (Yoga).
        let offeredWidth =
            availableWidth.isNaN || pass.errata.contains(.fitContentBelowMinContent)
            ? availableWidth
            : boundAxisWithinMinAndMax(node, direction, .row, availableWidth, ownerWidth, ownerWidth)
        let innerWidth =
            offeredWidth.isNaN
            ? offeredWidth
            : maxOrDefined(0, offeredWidth - paddingAndBorderRow)
        let innerHeight =
            availableHeight.isNaN
            ? availableHeight
            : maxOrDefined(0, availableHeight - paddingAndBorderColumn)

        if widthMode == .stretchFit && heightMode == .stretchFit {
            node.measuredWidth = boundAxis(node, .row, direction, availableWidth, ownerWidth, ownerWidth)
            node.measuredHeight = boundAxis(node, .column, direction, availableHeight, ownerHeight, ownerWidth)
            return
        }
        // The public contract has no NaN: an unconstrained size is offered as infinity.
        var size = measure(
            innerWidth.isNaN ? .infinity : innerWidth, widthMode.measureMode,
            innerHeight.isNaN ? .infinity : innerHeight, heightMode.measureMode)
        // A measure function must return finite, non-negative sizes; anything else counts as 0.
        if !(size.width >= 0) || !size.width.isFinite { size.width = 0 }
        if !(size.height >= 0) || !size.height.isFinite { size.height = 0 }
        // CSS Sizing 3 §5.1: a fit-content width is never below the min-content width.
        if widthMode == .fitContent && !pass.errata.contains(.fitContentBelowMinContent),
            let minContentWidth = node.storedMinContentWidth
        {
            let minimum = minContentWidth()
            if minimum.isFinite && minimum > size.width {
                size = measure(minimum, .exactly, innerHeight.isNaN ? .infinity : innerHeight, heightMode.measureMode)
                size.width = minimum
                if !(size.height >= 0) || !size.height.isFinite { size.height = 0 }
            }
        }

        node.measuredWidth = boundAxis(
            node, .row, direction,
            (widthMode.isIntrinsic || widthMode == .fitContent) ? size.width + paddingAndBorderRow : availableWidth,
            ownerWidth, ownerWidth)
        node.measuredHeight = boundAxis(
            node, .column, direction,
            (heightMode.isIntrinsic || heightMode == .fitContent)
                ? size.height + paddingAndBorderColumn : availableHeight,
            ownerHeight, ownerWidth)
        // CSS Sizing 4 §5: without a definite height, a box with an aspect ratio is as tall as its width
        // makes it through the ratio, whatever its content's height; that is also its min-content height, and
        // so its automatic minimum as a column's item (CSS Flexbox §4.5). Yoga sizes a measured leaf by its
        // content (`LayoutErrata.yogaAspectRatio`).
        if heightMode != .stretchFit, let ratio = node.usableAspectRatio, !pass.errata.contains(.yogaAspectRatio) {
            let height = node.transferredSize(
                node.measuredWidth, fromWidth: true, ratio: ratio, direction: direction, ownerWidth: ownerWidth,
                css: true)
            node.measuredHeight = boundAxis(node, .column, direction, height, ownerHeight, ownerWidth)
        }
    }

    static func measureWithoutChildren(
        _ node: LayoutNode, _ direction: LayoutDirection,
        _ availableWidth: Double, _ availableHeight: Double,
        _ widthMode: SizingMode, _ heightMode: SizingMode,
        _ ownerWidth: Double, _ ownerHeight: Double
    ) {
        var width = availableWidth
        if widthMode.isIntrinsic || widthMode == .fitContent {
            width = node.paddingL + node.paddingR + node.borderL + node.borderR
        }
        node.measuredWidth = boundAxis(node, .row, direction, width, ownerWidth, ownerWidth)
        var height = availableHeight
        if heightMode.isIntrinsic || heightMode == .fitContent {
            height = node.paddingT + node.paddingB + node.borderT + node.borderB
        }
        node.measuredHeight = boundAxis(node, .column, direction, height, ownerHeight, ownerWidth)
    }

    @inline(__always)
    static func isFixedSize(_ dim: Double, _ mode: SizingMode) -> Bool {
        mode == .stretchFit || (!dim.isNaN && mode == .fitContent && dim <= 0)
    }

    static func measureWithFixedSize(
        _ node: LayoutNode, _ direction: LayoutDirection,
        _ availableWidth: Double, _ availableHeight: Double,
        _ widthMode: SizingMode, _ heightMode: SizingMode,
        _ ownerWidth: Double, _ ownerHeight: Double
    ) -> Bool {
        guard isFixedSize(availableWidth, widthMode) && isFixedSize(availableHeight, heightMode) else {
            return false
        }
        let width = availableWidth.isNaN || (widthMode == .fitContent && availableWidth < 0) ? 0 : availableWidth
        let height =
            availableHeight.isNaN || (heightMode == .fitContent && availableHeight < 0)
            ? 0 : availableHeight
        node.measuredWidth = boundAxis(node, .row, direction, width, ownerWidth, ownerWidth)
        node.measuredHeight = boundAxis(node, .column, direction, height, ownerHeight, ownerWidth)
        return true
    }

    /// Zeroes the layout of a `display: none` subtree.
    static func zeroOutLayoutRecursively(_ node: LayoutNode, _ pass: LayoutPass) {
        node.resetLayoutForNoBox(pass)
        for child in node.storedChildren { zeroOutLayoutRecursively(child, pass) }
    }

    /// Zeroes `display: contents` children (their children are laid out by this node's parent).
    static func cleanupContentsNodes(_ node: LayoutNode, _ pass: LayoutPass) {
        if node.contentsChildCount == 0 { return }
        for child in node.storedChildren where child.storedStyle.display == .contents {
            child.resetLayoutForNoBox(pass)
            child.isDirty = false
            cleanupContentsNodes(child, pass)
        }
    }

    static func availableInnerDimension(
        _ node: LayoutNode, _ direction: LayoutDirection, _ isWidth: Bool,
        _ availableDim: Double, _ paddingAndBorder: Double,
        _ ownerDim: Double, _ ownerWidth: Double
    ) -> Double {
        var inner = availableDim - paddingAndBorder
        if !inner.isNaN {
            let minValue = node.resolvedMin(isWidth, direction, ownerDim, ownerWidth)
            let minInner = minValue.isNaN ? 0 : minValue - paddingAndBorder
            let maxValue = node.resolvedMax(isWidth, direction, ownerDim, ownerWidth)
            let maxInner = maxValue.isNaN ? Double.greatestFiniteMagnitude : maxValue - paddingAndBorder
            inner = maxOrDefined(minOrDefined(inner, maxInner), minInner)
        }
        return inner
    }

    static func constrainMaxSizeForMode(
        _ node: LayoutNode, _ direction: LayoutDirection, _ axis: FlexDirection,
        _ ownerAxisSize: Double, _ ownerWidth: Double,
        _ mode: inout SizingMode, _ size: inout Double
    ) {
        let maxSize =
            node.resolvedMax(axis.isRow, direction, ownerAxisSize, ownerWidth)
            + node.marginForAxis(axis, ownerWidth)
        switch mode {
        case .stretchFit, .fitContent:
            if !maxSize.isNaN && !(size < maxSize) { size = maxSize }
        case .maxContent:
            if !maxSize.isNaN {
                mode = .fitContent
                size = maxSize
            }
        case .minContent:
            // The result is clamped by the maximum afterwards; the min-content measure stays.
            break
        }
    }
}
