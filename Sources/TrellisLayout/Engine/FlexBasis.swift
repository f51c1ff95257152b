// FlexBasis: computing each item's flex basis (step 3 of the algorithm).

extension LayoutEngine {
    static func computeFlexBasisForChild(
        _ node: LayoutNode, _ child: LayoutNode, _ width: Double,
        _ widthMode: SizingMode, _ height: Double, _ ownerWidth: Double,
        _ ownerHeight: Double, _ heightMode: SizingMode,
        _ direction: LayoutDirection, depth: Int, _ pass: LayoutPass
    ) {
        let mainAxis = node.storedStyle.flexDirection.resolved(direction)
        let isMainAxisRow = mainAxis.isRow
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight

        var childWidth = Double.nan
        var childHeight = Double.nan
        var childWidthMode = SizingMode.maxContent
        var childHeightMode = SizingMode.maxContent

        let resolvedFlexBasis = child.resolvedFlexBasis(direction, mainAxis, mainAxisOwnerSize, ownerWidth)
        let isRowStyleDimDefined = child.hasDefiniteLength(true, ownerWidth)
        let isColumnStyleDimDefined = child.hasDefiniteLength(false, ownerHeight)

        // A definite basis is used even when the container's main size is indefinite (CSS; Yoga's
        // FixFlexBasisFitContent). A percentage basis against an indefinite size is undefined anyway.
        if !resolvedFlexBasis.isNaN {
            // Resolved on every call (Yoga keeps the first value of a pass): a percentage basis then
            // depends only on the current container size, so a re-layout equals a fresh layout.
            let paddingAndBorder = child.paddingAndBorderForAxis(mainAxis, direction, ownerWidth)
            child.computedFlexBasis = maxOrDefined(resolvedFlexBasis, paddingAndBorder)
        } else if isMainAxisRow && isRowStyleDimDefined {
            let paddingAndBorder = child.paddingAndBorderForAxis(.row, direction, ownerWidth)
            child.computedFlexBasis = maxOrDefined(
                child.resolvedDimension(direction, true, ownerWidth, ownerWidth), paddingAndBorder)
        } else if !isMainAxisRow && isColumnStyleDimDefined {
            let paddingAndBorder = child.paddingAndBorderForAxis(.column, direction, ownerWidth)
            child.computedFlexBasis = maxOrDefined(
                child.resolvedDimension(direction, false, ownerHeight, ownerWidth), paddingAndBorder)
        } else {
            let marginRow = child.marginForAxis(.row, ownerWidth)
            let marginColumn = child.marginForAxis(.column, ownerWidth)

            if isRowStyleDimDefined {
                childWidth = child.resolvedDimension(direction, true, ownerWidth, ownerWidth) + marginRow
                childWidthMode = .stretchFit
            }
            if isColumnStyleDimDefined {
                childHeight = child.resolvedDimension(direction, false, ownerHeight, ownerWidth) + marginColumn
                childHeightMode = .stretchFit
            }

            // Browsers measure items of scroll containers unconstrained along the scroll (main) axis, and
            // (CSS Flexbox §9.2.3.E) every content-sized basis at max-content.
            let overflow = node.storedStyle.overflow
            let basisWithinContainer = pass.errata.contains(.flexBasisWithinContainer)
            if (!isMainAxisRow && overflow == .scroll)
                || (overflow != .scroll && (basisWithinContainer || !isMainAxisRow))
            {
                if childWidth.isNaN && !width.isNaN {
                    childWidth = width
                    childWidthMode = .fitContent
                }
            }
            if (isMainAxisRow && overflow == .scroll)
                || (overflow != .scroll && (basisWithinContainer || isMainAxisRow))
            {
                if childHeight.isNaN && !height.isNaN {
                    childHeight = height
                    childHeightMode = .fitContent
                }
            }

            // Inside a min-content measurement every content-sized width is measured at min-content.
            if widthMode == .minContent && childWidthMode == .maxContent { childWidthMode = .minContent }

            let cssRatio = !pass.errata.contains(.yogaAspectRatio)
            if let aspectRatio = child.usableAspectRatio {
                // CSS transfers the size after its min/max clamp (CSS Sizing 4 §5.2).
                if !isMainAxisRow && childWidthMode == .stretchFit {
                    var width = childWidth - marginRow
                    if cssRatio {
                        width = boundAxisWithinMinAndMax(child, direction, .row, width, ownerWidth, ownerWidth)
                    }
                    childHeight =
                        marginColumn
                        + child.transferredSize(
                            width, fromWidth: true, ratio: aspectRatio, direction: direction, ownerWidth: ownerWidth,
                            css: cssRatio)
                    childHeightMode = .stretchFit
                } else if isMainAxisRow && childHeightMode == .stretchFit {
                    var height = childHeight - marginColumn
                    if cssRatio {
                        height = boundAxisWithinMinAndMax(child, direction, .column, height, ownerHeight, ownerWidth)
                    }
                    childWidth =
                        marginRow
                        + child.transferredSize(
                            height, fromWidth: false, ratio: aspectRatio, direction: direction,
                            ownerWidth: ownerWidth, css: cssRatio)
                    childWidthMode = .stretchFit
                }
            }

            // An item stretched on the cross axis is measured with the container's exact cross size.
            let alignment = resolveChildAlignment(node, child)
            let hasExactWidth = !width.isNaN && widthMode == .stretchFit
            let childWidthStretch = alignment == .stretch && childWidthMode != .stretchFit
            if !isMainAxisRow && !isRowStyleDimDefined && hasExactWidth && childWidthStretch {
                childWidth = width
                childWidthMode = .stretchFit
                if let aspectRatio = child.usableAspectRatio {
                    childHeight = child.transferredSize(
                        childWidth - marginRow, fromWidth: true, ratio: aspectRatio, direction: direction,
                        ownerWidth: ownerWidth, css: cssRatio)
                    childHeightMode = .stretchFit
                }
            }
            let hasExactHeight = !height.isNaN && heightMode == .stretchFit
            let childHeightStretch = alignment == .stretch && childHeightMode != .stretchFit
            if isMainAxisRow && !isColumnStyleDimDefined && hasExactHeight && childHeightStretch {
                childHeight = height
                childHeightMode = .stretchFit
                if let aspectRatio = child.usableAspectRatio {
                    childWidth = child.transferredSize(
                        childHeight - marginColumn, fromWidth: false, ratio: aspectRatio, direction: direction,
                        ownerWidth: ownerWidth, css: cssRatio)
                    childWidthMode = .stretchFit
                }
            }

            constrainMaxSizeForMode(child, direction, .row, ownerWidth, ownerWidth, &childWidthMode, &childWidth)
            constrainMaxSizeForMode(
                child, direction, .column, ownerHeight, ownerWidth,
                &childHeightMode, &childHeight)

            let hasMainConstraint =
                isMainAxisRow
                ? child.storedStyle.minWidth != nil || child.storedStyle.maxWidth != nil
                : child.storedStyle.minHeight != nil || child.storedStyle.maxHeight != nil
            let unclamped = hasMainConstraint && !pass.errata.contains(.clampedFreeSpace)
            if unclamped { child.unclampedAxis = isMainAxisRow ? 1 : 2 }
            layoutInternal(
                child, childWidth, childHeight, direction, childWidthMode, childHeightMode,
                ownerWidth, ownerHeight, performLayout: false, depth: depth, pass)
            if unclamped {
                // The unclamped measurement must not answer later, clamped queries.
                child.unclampedAxis = 0
                child.cachedMeasurements.count = 0
                child.cachedLayout = CachedMeasurement()
            }

            child.computedFlexBasis = maxOrDefined(
                child.measured(mainAxis), child.paddingAndBorderForAxis(mainAxis, direction, ownerWidth))
        }
    }

    static func computeFlexBasisForChildren(
        _ node: LayoutNode, _ children: [LayoutNode],
        _ availableInnerWidth: Double, _ availableInnerHeight: Double,
        _ widthMode: SizingMode, _ heightMode: SizingMode,
        _ direction: LayoutDirection, _ mainAxis: FlexDirection,
        performLayout: Bool, depth: Int, _ pass: LayoutPass
    ) -> Double {
        var totalOuterFlexBasis = 0.0
        var singleFlexChild: ObjectIdentifier?
        let mainMode = mainAxis.isRow ? widthMode : heightMode
        // With exactly one item that can both grow and shrink, its basis can be 0: it takes whatever is left.
        if mainMode == .stretchFit {
            var abandoned = false
            children.forEachUnretained { child in
                guard !abandoned, child.isFlexible else { return }
                if singleFlexChild != nil || inexactEquals(child.resolvedFlexGrow, 0)
                    || inexactEquals(child.resolvedFlexShrink, 0)
                {
                    singleFlexChild = nil
                    abandoned = true
                    return
                }
                singleFlexChild = ObjectIdentifier(child)
            }
        }

        children.forEachUnretained { child in
            if child.storedStyle.display == .none {
                zeroOutLayoutRecursively(child, pass)
                child.isDirty = false
                return
            }
            if performLayout {
                let childDirection = child.resolveDirection(direction)
                child.setInitialPosition(childDirection, availableInnerWidth, availableInnerHeight)
            }
            if child.hasSizingKeywords {
                resolveSizingKeywords(
                    child, direction: direction, mainAxisIsRow: mainAxis.isRow,
                    availableWidth: availableInnerWidth, availableHeight: availableInnerHeight, depth: depth, pass)
            }
            if child.storedStyle.positionType == .absolute { return }
            resolveAutomaticMinimum(
                child, mainAxis: mainAxis, direction: direction,
                availableInnerWidth: availableInnerWidth,
                availableInnerHeight: availableInnerHeight, depth: depth, pass)
            if ObjectIdentifier(child) == singleFlexChild {
                child.computedFlexBasis = 0
            } else {
                computeFlexBasisForChild(
                    node, child, availableInnerWidth, widthMode, availableInnerHeight,
                    availableInnerWidth, availableInnerHeight, heightMode, direction,
                    depth: depth, pass)
            }
            totalOuterFlexBasis += child.computedFlexBasis + child.marginForAxis(mainAxis, availableInnerWidth)
        }
        return totalOuterFlexBasis
    }

    /// Collects the items of the line starting at `startIndex`.
    static func calculateFlexLine(
        _ node: LayoutNode, _ nodes: UnretainedNodes, _ ownerDirection: LayoutDirection,
        _ ownerWidth: Double, _ mainAxisOwnerSize: Double,
        _ availableInnerWidth: Double, _ availableInnerMainDim: Double,
        _ startIndex: Int, _ lineCount: Int
    ) -> FlexLine {
        var itemCount = 0
        var sizeConsumed = 0.0
        var numberOfAutoMargins = 0
        var totalFlexGrowFactors = 0.0
        var totalFlexShrinkScaledFactors = 0.0
        var sizeConsumedIncludingMin = 0.0
        let direction = node.resolveDirection(ownerDirection)
        let mainAxis = node.storedStyle.flexDirection.resolved(direction)
        let isNodeFlexWrap = node.storedStyle.flexWrap != .noWrap
        let gap = node.gapForAxis(mainAxis, availableInnerMainDim)
        var endIndex = startIndex
        var firstElementIndex = startIndex

        var endOfLine = false
        while endIndex < nodes.count && !endOfLine {
            nodes.withNode(at: endIndex) { child in
                if !child.isInFlowItem {
                    // Out-of-flow children belong to no line; a stale index would cut baseline searches short.
                    child.lineIndex = 0
                    if firstElementIndex == endIndex { firstElementIndex += 1 }
                    endIndex += 1
                    return
                }
                if child.flexStartMarginIsAuto(mainAxis, ownerDirection) { numberOfAutoMargins += 1 }
                if child.flexEndMarginIsAuto(mainAxis, ownerDirection) { numberOfAutoMargins += 1 }

                let isFirstElementInLine = endIndex == firstElementIndex
                child.lineIndex = lineCount
                let childMarginMain = child.marginForAxis(mainAxis, availableInnerWidth)
                let leadingGap = isFirstElementInLine ? 0 : gap
                let flexBasisClamped = boundAxisWithinMinAndMax(
                    child, direction, mainAxis, child.computedFlexBasis,
                    mainAxisOwnerSize, ownerWidth)
                if sizeConsumedIncludingMin + flexBasisClamped + childMarginMain + leadingGap
                    > availableInnerMainDim
                    && isNodeFlexWrap && itemCount != 0
                {
                    endOfLine = true
                    return
                }
                sizeConsumedIncludingMin += flexBasisClamped + childMarginMain + leadingGap
                sizeConsumed += flexBasisClamped + childMarginMain + leadingGap
                if child.isFlexible {
                    totalFlexGrowFactors += child.resolvedFlexGrow
                    totalFlexShrinkScaledFactors += -child.resolvedFlexShrink * child.computedFlexBasis
                }
                itemCount += 1
                endIndex += 1
            }
        }
        if totalFlexGrowFactors > 0 && totalFlexGrowFactors < 1 { totalFlexGrowFactors = 1 }
        if totalFlexShrinkScaledFactors > 0 && totalFlexShrinkScaledFactors < 1 { totalFlexShrinkScaledFactors = 1 }
        return FlexLine(
            items: LineItems(nodes: nodes, start: startIndex, end: endIndex, count: itemCount),
            sizeConsumed: sizeConsumed, numberOfAutoMargins: numberOfAutoMargins,
            totalFlexGrowFactors: totalFlexGrowFactors,
            totalFlexShrinkScaledFactors: totalFlexShrinkScaledFactors)
    }
}
