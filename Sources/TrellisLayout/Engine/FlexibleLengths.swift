// FlexibleLengths: resolving flexible lengths (step 5) and main-axis justification (step 6).

extension LayoutEngine {
    /// First pass: items whose min/max constraints trigger are frozen and removed from the free space.
    static func distributeFreeSpaceFirstPass(
        _ line: inout FlexLine, _ direction: LayoutDirection,
        _ mainAxis: FlexDirection, _ ownerWidth: Double,
        _ mainAxisOwnerSize: Double, _ availableInnerMainDim: Double,
        _ availableInnerWidth: Double
    ) {
        var deltaFreeSpace = 0.0
        // Totals in locals: the items are visited borrowed from `line`, which the loop must not write.
        let remainingFreeSpace = line.remainingFreeSpace
        var totalFlexGrowFactors = line.totalFlexGrowFactors
        var totalFlexShrinkScaledFactors = line.totalFlexShrinkScaledFactors
        line.items.forEachItem { _, child in
            // Percent min/max resolve against the container's owner here, as in the Yoga release the
            // conformance fixtures come from (CSS freezes items at their unclamped base size first).
            let childFlexBasis = boundAxisWithinMinAndMax(
                child, direction, mainAxis, child.computedFlexBasis,
                mainAxisOwnerSize, ownerWidth)
            if remainingFreeSpace < 0 {
                let flexShrinkScaledFactor = -child.resolvedFlexShrink * childFlexBasis
                if !flexShrinkScaledFactor.isNaN && flexShrinkScaledFactor != 0 {
                    let baseMainSize =
                        childFlexBasis
                        + remainingFreeSpace / totalFlexShrinkScaledFactors * flexShrinkScaledFactor
                    let boundMainSize = boundAxis(
                        child, mainAxis, direction, baseMainSize, availableInnerMainDim,
                        availableInnerWidth)
                    if !baseMainSize.isNaN && !boundMainSize.isNaN && baseMainSize != boundMainSize {
                        deltaFreeSpace += boundMainSize - childFlexBasis
                        totalFlexShrinkScaledFactors -= -child.resolvedFlexShrink * child.computedFlexBasis
                    }
                }
            } else if !remainingFreeSpace.isNaN && remainingFreeSpace > 0 {
                let flexGrowFactor = child.resolvedFlexGrow
                if !flexGrowFactor.isNaN && flexGrowFactor != 0 {
                    let baseMainSize =
                        childFlexBasis
                        + remainingFreeSpace / totalFlexGrowFactors * flexGrowFactor
                    let boundMainSize = boundAxis(
                        child, mainAxis, direction, baseMainSize, availableInnerMainDim,
                        availableInnerWidth)
                    if !baseMainSize.isNaN && !boundMainSize.isNaN && baseMainSize != boundMainSize {
                        deltaFreeSpace += boundMainSize - childFlexBasis
                        totalFlexGrowFactors -= flexGrowFactor
                    }
                }
            }
        }
        line.totalFlexGrowFactors = totalFlexGrowFactors
        line.totalFlexShrinkScaledFactors = totalFlexShrinkScaledFactors
        line.remainingFreeSpace -= deltaFreeSpace
    }

    /// Second pass: sizes every item and lays it out (or measures it) with its final main size.
    static func distributeFreeSpaceSecondPass(
        _ line: inout FlexLine, _ node: LayoutNode,
        _ mainAxis: FlexDirection, _ crossAxis: FlexDirection,
        _ direction: LayoutDirection, _ ownerWidth: Double,
        _ mainAxisOwnerSize: Double, _ availableInnerMainDim: Double,
        _ availableInnerCrossDim: Double, _ availableInnerWidth: Double,
        _ availableInnerHeight: Double, _ mainAxisOverflows: Bool,
        _ crossMode: SizingMode, frozenTargets: [Double]?, performLayout: Bool, depth: Int,
        _ pass: LayoutPass
    ) -> Double {
        var deltaFreeSpace = 0.0
        let isMainAxisRow = mainAxis.isRow
        let isNodeFlexWrap = node.storedStyle.flexWrap != .noWrap
        let crossIsWidth = crossAxis.isRow

        line.items.forEachItem { index, child in
            // Percent min/max resolve against the container's owner here, as in the Yoga release the
            // conformance fixtures come from (CSS freezes items at their unclamped base size first).
            let childFlexBasis = boundAxisWithinMinAndMax(
                child, direction, mainAxis, child.computedFlexBasis,
                mainAxisOwnerSize, ownerWidth)
            var updatedMainSize = childFlexBasis

            if let frozenTargets {
                updatedMainSize = frozenTargets[index]
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace < 0 {
                let flexShrinkScaledFactor = -child.resolvedFlexShrink * childFlexBasis
                if flexShrinkScaledFactor != 0 {
                    let childSize: Double
                    if !line.totalFlexShrinkScaledFactors.isNaN && line.totalFlexShrinkScaledFactors == 0 {
                        childSize = childFlexBasis + flexShrinkScaledFactor
                    } else {
                        childSize =
                            childFlexBasis
                            + (line.remainingFreeSpace / line.totalFlexShrinkScaledFactors) * flexShrinkScaledFactor
                    }
                    updatedMainSize = boundAxis(
                        child, mainAxis, direction, childSize, availableInnerMainDim,
                        availableInnerWidth)
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let flexGrowFactor = child.resolvedFlexGrow
                if !flexGrowFactor.isNaN && flexGrowFactor != 0 {
                    updatedMainSize = boundAxis(
                        child, mainAxis, direction,
                        childFlexBasis + line.remainingFreeSpace / line.totalFlexGrowFactors * flexGrowFactor,
                        availableInnerMainDim, availableInnerWidth)
                }
            }
            deltaFreeSpace += updatedMainSize - childFlexBasis
            let marginMain = child.marginForAxis(mainAxis, availableInnerWidth)
            let marginCross = child.marginForAxis(crossAxis, availableInnerWidth)

            var childCrossSize = Double.nan
            var childMainSize = updatedMainSize + marginMain
            var childCrossMode: SizingMode
            var childMainMode = SizingMode.stretchFit
            var stretchedToContainer = false
            let alignment = resolveChildAlignment(node, child)
            let crossMarginsAuto =
                child.flexStartMarginIsAuto(crossAxis, direction)
                || child.flexEndMarginIsAuto(crossAxis, direction)
            let hasDefiniteCross = child.hasDefiniteLength(crossIsWidth, availableInnerCrossDim)

            let cssRatio = !pass.errata.contains(.yogaAspectRatio)
            // CSS lets a definite or stretched cross size win over the ratio.
            let stretches =
                !availableInnerCrossDim.isNaN && crossMode == .stretchFit && alignment == .stretch
                && !crossMarginsAuto && !(isNodeFlexWrap && mainAxisOverflows)
            if let aspectRatio = child.usableAspectRatio, !cssRatio || (!hasDefiniteCross && !stretches) {
                childCrossSize = child.transferredSize(
                    childMainSize - marginMain, fromWidth: isMainAxisRow, ratio: aspectRatio, direction: direction,
                    ownerWidth: availableInnerWidth, css: cssRatio)
                childCrossMode = .stretchFit
                childCrossSize += marginCross
            } else if !availableInnerCrossDim.isNaN && !hasDefiniteCross && crossMode == .stretchFit
                && !(isNodeFlexWrap && (mainAxisOverflows || !pass.errata.contains(.wrapItemsStretchToContainer)))
                && alignment == .stretch && !crossMarginsAuto
            {
                childCrossSize = availableInnerCrossDim
                childCrossMode = .stretchFit
                stretchedToContainer = true
            } else if !hasDefiniteCross {
                childCrossSize = availableInnerCrossDim
                childCrossMode =
                    crossMode == .minContent && crossIsWidth
                    ? .minContent : childCrossSize.isNaN ? .maxContent : .fitContent
            } else {
                childCrossSize =
                    child.resolvedDimension(
                        direction, crossIsWidth, availableInnerCrossDim,
                        availableInnerWidth) + marginCross
                var isLoosePercentage = false
                if case .percent = child.processedDimension(crossIsWidth), crossMode != .stretchFit {
                    isLoosePercentage = true
                }
                childCrossMode = childCrossSize.isNaN || isLoosePercentage ? .maxContent : .stretchFit
            }

            constrainMaxSizeForMode(
                child, direction, mainAxis, availableInnerMainDim, availableInnerWidth,
                &childMainMode, &childMainSize)
            constrainMaxSizeForMode(
                child, direction, crossAxis, availableInnerCrossDim, availableInnerWidth,
                &childCrossMode, &childCrossSize)

            let requiresStretchLayout = !hasDefiniteCross && alignment == .stretch && !crossMarginsAuto
            let childWidth = isMainAxisRow ? childMainSize : childCrossSize
            let childHeight = !isMainAxisRow ? childMainSize : childCrossSize
            let childWidthMode = isMainAxisRow ? childMainMode : childCrossMode
            let childHeightMode = !isMainAxisRow ? childMainMode : childCrossMode
            // A stretched item of a single-line container already gets its final cross size here (the
            // container's), so it is laid out now instead of only measured; the stretch step then finds
            // the same inputs in its layout cache (or lays it out again if they differ).
            let isLayoutPass = performLayout && (!requiresStretchLayout || (stretchedToContainer && !isNodeFlexWrap))

            layoutInternal(
                child, childWidth, childHeight, node.resolvedDirection, childWidthMode, childHeightMode,
                availableInnerWidth, availableInnerHeight, performLayout: isLayoutPass, depth: depth, pass)
            node.hadOverflow = node.hadOverflow || child.hadOverflow
        }
        return deltaFreeSpace
    }

    static func resolveFlexibleLength(
        _ node: LayoutNode, _ line: inout FlexLine, _ mainAxis: FlexDirection,
        _ crossAxis: FlexDirection, _ direction: LayoutDirection,
        _ ownerWidth: Double, _ mainAxisOwnerSize: Double,
        _ availableInnerMainDim: Double, _ availableInnerCrossDim: Double,
        _ availableInnerWidth: Double, _ availableInnerHeight: Double,
        _ mainAxisOverflows: Bool, _ crossMode: SizingMode, performLayout: Bool,
        depth: Int, _ pass: LayoutPass
    ) {
        let originalFreeSpace = line.remainingFreeSpace
        let freezes = !pass.errata.contains(.clampedFreeSpace) && !originalFreeSpace.isNaN
        var frozenTargets: [Double]?
        if freezes {
            frozenTargets = resolveFlexibleLengthsByFreezing(
                line, direction, mainAxis, ownerWidth, mainAxisOwnerSize, availableInnerMainDim, availableInnerWidth)
        } else {
            distributeFreeSpaceFirstPass(
                &line, direction, mainAxis, ownerWidth, mainAxisOwnerSize,
                availableInnerMainDim, availableInnerWidth)
        }
        let distributed = distributeFreeSpaceSecondPass(
            &line, node, mainAxis, crossAxis, direction, ownerWidth, mainAxisOwnerSize, availableInnerMainDim,
            availableInnerCrossDim, availableInnerWidth, availableInnerHeight, mainAxisOverflows, crossMode,
            frozenTargets: frozenTargets, performLayout: performLayout, depth: depth, pass)
        line.remainingFreeSpace = originalFreeSpace - distributed
    }

    static func justifyMainAxis(
        _ node: LayoutNode, _ line: inout FlexLine, _ mainAxis: FlexDirection,
        _ crossAxis: FlexDirection, _ direction: LayoutDirection, _ mainMode: SizingMode,
        _ crossMode: SizingMode, _ mainAxisOwnerSize: Double, _ ownerWidth: Double,
        _ availableInnerMainDim: Double, _ availableInnerCrossDim: Double,
        _ availableInnerWidth: Double, gapReference: Double, performLayout: Bool
    ) {
        let leadingPaddingAndBorderMain = node.flexStartPaddingAndBorder(mainAxis, direction, ownerWidth)
        let trailingPaddingAndBorderMain = node.flexEndPaddingAndBorder(mainAxis, direction, ownerWidth)
        let gap = node.gapForAxis(mainAxis, gapReference)

        // With an at-most main size, free space exists only up to the minimum size.
        if mainMode == .fitContent && line.remainingFreeSpace > 0 {
            let minValue = node.resolvedMin(mainAxis.isRow, direction, mainAxisOwnerSize, ownerWidth)
            if !minValue.isNaN {
                let minAvailableMainDim = minValue - leadingPaddingAndBorderMain - trailingPaddingAndBorderMain
                let occupied = availableInnerMainDim - line.remainingFreeSpace
                line.remainingFreeSpace = maxOrDefined(0, minAvailableMainDim - occupied)
            } else {
                line.remainingFreeSpace = 0
            }
        }

        var leadingMainDim = 0.0
        var betweenMainDim = gap
        var justify = node.storedStyle.justifyContent
        if line.remainingFreeSpace < 0 && node.storedStyle.justifyContentOverflow == .safe {
            // Safe alignment falls back to start: the writing mode's, the flex-end side of a reversed axis.
            justify = node.storedStyle.flexDirection.needsTrailingPosition ? .flexEnd : .flexStart
        } else if line.remainingFreeSpace < 0 {
            // Overflowing distributions fall back to `safe center`, i.e. `start`: the writing mode's start,
            // which in a reversed main axis is its flex-end side (CSS Box Alignment; Yoga uses flex-start).
            let isDistributedFromCenter = justify == .spaceAround || justify == .spaceEvenly
            let isReversed = node.storedStyle.flexDirection.needsTrailingPosition
            justify = isDistributedFromCenter && isReversed ? .flexEnd : fallbackJustify(justify)
        }
        let itemCount = Double(line.items.count)
        if line.numberOfAutoMargins == 0 {
            switch justify {
            case .center: leadingMainDim = line.remainingFreeSpace / 2
            case .flexEnd: leadingMainDim = line.remainingFreeSpace
            case .spaceBetween:
                if line.items.count > 1 { betweenMainDim += line.remainingFreeSpace / (itemCount - 1) }
            case .spaceEvenly:
                leadingMainDim = line.remainingFreeSpace / (itemCount + 1)
                betweenMainDim += leadingMainDim
            case .spaceAround:
                // A line of only absolute children has no items to space (Yoga would divide by zero).
                if line.items.count > 0 {
                    leadingMainDim = 0.5 * line.remainingFreeSpace / itemCount
                    betweenMainDim += leadingMainDim * 2
                }
            case .flexStart: break
            }
        }

        // Sizes in locals: the items are visited borrowed from `line`, which the loop must not write.
        var mainDim = leadingPaddingAndBorderMain + leadingMainDim
        var crossDim = 0.0
        var maxAscent = 0.0
        var maxDescent = 0.0
        let isNodeBaselineLayout = Baseline.isBaselineLayout(node)
        let startEdge = mainAxis.flexStartEdge
        let lastIndex = line.items.count - 1
        let autoMarginShare =
            line.numberOfAutoMargins > 0
            ? line.remainingFreeSpace / Double(line.numberOfAutoMargins) : 0

        line.items.forEachItem { index, child in
            if line.remainingFreeSpace > 0 && child.flexStartMarginIsAuto(mainAxis, direction) {
                mainDim += autoMarginShare
            }
            if performLayout {
                child.setPosition(child.position(startEdge) + mainDim, startEdge)
            }
            if index != lastIndex { mainDim += betweenMainDim }
            if line.remainingFreeSpace > 0 && child.flexEndMarginIsAuto(mainAxis, direction) {
                mainDim += autoMarginShare
            }
            let canSkipFlex = !performLayout && crossMode == .stretchFit
            if canSkipFlex {
                mainDim += child.marginForAxis(mainAxis, availableInnerWidth) + child.computedFlexBasis
                crossDim = availableInnerCrossDim
            } else {
                mainDim += child.dimensionWithMargin(mainAxis, availableInnerWidth)
                if isNodeBaselineLayout {
                    let ascent =
                        Baseline.calculate(child)
                        + child.flexStartMargin(.column, direction, availableInnerWidth)
                    let descent = child.measuredHeight + child.marginForAxis(.column, availableInnerWidth) - ascent
                    maxAscent = maxOrDefined(maxAscent, ascent)
                    maxDescent = maxOrDefined(maxDescent, descent)
                } else {
                    crossDim = maxOrDefined(
                        crossDim, child.dimensionWithMargin(crossAxis, availableInnerWidth))
                }
            }
        }
        line.mainDim = mainDim + trailingPaddingAndBorderMain
        line.crossDim = isNodeBaselineLayout ? maxAscent + maxDescent : crossDim
    }
}
