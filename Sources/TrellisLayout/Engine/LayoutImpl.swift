// LayoutImpl: lays out one node and its in-flow children (steps 1-11 of the flexbox algorithm).

extension LayoutEngine {
    // swiftlint:disable:next function_body_length
    static func layoutImpl(
        _ node: LayoutNode, _ availableWidth: Double, _ availableHeight: Double,
        _ ownerDirection: LayoutDirection, _ widthModeIn: SizingMode, _ heightModeIn: SizingMode,
        _ ownerWidth: Double, _ ownerHeight: Double, performLayout: Bool, depth: Int,
        _ pass: LayoutPass
    ) {
        let direction = node.resolveDirection(ownerDirection)
        node.resolvedDirection = direction

        let flexRowDirection = FlexDirection.row.resolved(direction)
        let startEdge: PhysicalEdge = direction == .ltr ? .left : .right

        // Margins (their sum per axis), border and padding of this node.
        let marginAxisRow = node.marginForAxis(.row, ownerWidth)
        let marginAxisColumn = node.marginForAxis(.column, ownerWidth)

        let borderStart = node.borderValue(flexRowDirection.inlineStartEdge(direction), direction)
        let borderEnd = node.borderValue(flexRowDirection.inlineEndEdge(direction), direction)
        let paddingStart = node.paddingValue(flexRowDirection.inlineStartEdge(direction), direction, ownerWidth)
        let paddingEnd = node.paddingValue(flexRowDirection.inlineEndEdge(direction), direction, ownerWidth)
        if startEdge == .left {
            node.borderL = borderStart
            node.borderR = borderEnd
            node.paddingL = paddingStart
            node.paddingR = paddingEnd
        } else {
            node.borderR = borderStart
            node.borderL = borderEnd
            node.paddingR = paddingStart
            node.paddingL = paddingEnd
        }
        node.borderT = node.borderValue(.top, direction)
        node.borderB = node.borderValue(.bottom, direction)
        node.paddingT = node.paddingValue(.top, direction, ownerWidth)
        node.paddingB = node.paddingValue(.bottom, direction, ownerWidth)

        if let measure = node.storedMeasure, node.storedChildren.isEmpty {
            measureWithMeasureFunction(
                node, direction, availableWidth - marginAxisRow,
                availableHeight - marginAxisColumn, widthModeIn, heightModeIn,
                ownerWidth, ownerHeight, pass, measure)
            return
        }

        let children = node.layoutChildren
        if children.isEmpty {
            measureWithoutChildren(
                node, direction, availableWidth - marginAxisRow, availableHeight - marginAxisColumn,
                widthModeIn, heightModeIn, ownerWidth, ownerHeight)
            cleanupContentsNodes(node, pass)
            return
        }

        if !performLayout
            && measureWithFixedSize(
                node, direction, availableWidth - marginAxisRow,
                availableHeight - marginAxisColumn, widthModeIn, heightModeIn,
                ownerWidth, ownerHeight)
        {
            cleanupContentsNodes(node, pass)
            return
        }

        node.hadOverflow = false
        cleanupContentsNodes(node, pass)

        // STEP 1: values for the rest of the algorithm.
        let mainAxis = node.storedStyle.flexDirection.resolved(direction)
        let crossAxis = mainAxis.crossAxis(direction)
        let isMainAxisRow = mainAxis.isRow
        let isNodeFlexWrap = node.storedStyle.flexWrap != .noWrap
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
        let crossAxisOwnerSize = isMainAxisRow ? ownerHeight : ownerWidth
        let paddingAndBorderAxisMain = node.paddingAndBorderForAxis(mainAxis, direction, ownerWidth)
        let paddingAndBorderAxisCross = node.paddingAndBorderForAxis(crossAxis, direction, ownerWidth)
        let leadingPaddingAndBorderCross = node.flexStartPaddingAndBorder(crossAxis, direction, ownerWidth)
        var mainMode = isMainAxisRow ? widthModeIn : heightModeIn
        let crossMode = isMainAxisRow ? heightModeIn : widthModeIn
        let paddingAndBorderAxisRow = isMainAxisRow ? paddingAndBorderAxisMain : paddingAndBorderAxisCross
        let paddingAndBorderAxisColumn = isMainAxisRow ? paddingAndBorderAxisCross : paddingAndBorderAxisMain

        // STEP 2: available size on the main and cross axes.
        let availableInnerWidth = availableInnerDimension(
            node, direction, true, availableWidth - marginAxisRow,
            paddingAndBorderAxisRow, ownerWidth, ownerWidth)
        let availableInnerHeight = availableInnerDimension(
            node, direction, false,
            availableHeight - marginAxisColumn,
            paddingAndBorderAxisColumn, ownerHeight, ownerWidth)
        var availableInnerMainDim = isMainAxisRow ? availableInnerWidth : availableInnerHeight
        // Main-axis gaps resolve against the available main size, never the content's (CSS Sizing 3 §5.2.1).
        let contentPercentages = pass.errata.contains(.percentagesOfContentSizes)
        let mainGapReference = availableInnerMainDim
        // Items' percentage min/max sizes: against this container's inner size (CSS), or its owner's (Yoga).
        let itemMainReference =
            pass.errata.contains(.itemLimitsAgainstOwner) ? mainAxisOwnerSize : availableInnerMainDim
        let availableInnerCrossDim = isMainAxisRow ? availableInnerHeight : availableInnerWidth

        // STEP 3: flex basis of every item.
        var totalMainDim = computeFlexBasisForChildren(
            node, children, availableInnerWidth, availableInnerHeight,
            widthModeIn, heightModeIn, direction, mainAxis,
            performLayout: performLayout, depth: depth, pass)
        if children.count > 1 {
            totalMainDim += node.gapForAxis(mainAxis, availableInnerMainDim) * Double(children.count - 1)
        }
        let mainAxisOverflows = mainMode != .maxContent && totalMainDim > availableInnerMainDim
        if isNodeFlexWrap && mainAxisOverflows && mainMode == .fitContent {
            mainMode = .stretchFit
        }

        // STEP 4: collect items into lines.
        var startOfLineIndex = 0
        var lineCount = 0
        var totalLineCrossDim = 0.0
        let crossAxisGap = node.gapForAxis(crossAxis, availableInnerCrossDim)
        var maxLineMainDim = 0.0

        // The lines borrow the children (see `LineItems`); `children` keeps them alive meanwhile.
        children.withUnretainedNodes { nodes in
            while startOfLineIndex < children.count {
                var line = calculateFlexLine(
                    node, nodes, ownerDirection, ownerWidth, itemMainReference,
                    availableInnerWidth, availableInnerMainDim, startOfLineIndex, lineCount)
                startOfLineIndex = line.items.end
                let canSkipFlex = !performLayout && crossMode == .stretchFit

                // STEP 5: resolve flexible lengths on the main axis.
                var sizeBasedOnContent = false
                if mainMode != .stretchFit {
                    let minInnerWidth =
                        node.resolvedMin(true, direction, ownerWidth, ownerWidth) - paddingAndBorderAxisRow
                    let maxInnerWidth =
                        node.resolvedMax(true, direction, ownerWidth, ownerWidth) - paddingAndBorderAxisRow
                    let minInnerHeight =
                        node.resolvedMin(false, direction, ownerHeight, ownerWidth)
                        - paddingAndBorderAxisColumn
                    let maxInnerHeight =
                        node.resolvedMax(false, direction, ownerHeight, ownerWidth)
                        - paddingAndBorderAxisColumn
                    let minInnerMainDim = isMainAxisRow ? minInnerWidth : minInnerHeight
                    let maxInnerMainDim = isMainAxisRow ? maxInnerWidth : maxInnerHeight

                    if !minInnerMainDim.isNaN && line.sizeConsumed < minInnerMainDim {
                        availableInnerMainDim = minInnerMainDim
                    } else if !maxInnerMainDim.isNaN && line.sizeConsumed > maxInnerMainDim {
                        availableInnerMainDim = maxInnerMainDim
                    } else {
                        if line.totalFlexGrowFactors == 0 || node.resolvedFlexGrow == 0 {
                            // Nothing can grow: the content decides the size.
                            availableInnerMainDim = line.sizeConsumed
                        }
                        sizeBasedOnContent = true
                    }
                }

                if !sizeBasedOnContent && !availableInnerMainDim.isNaN {
                    line.remainingFreeSpace = availableInnerMainDim - line.sizeConsumed
                } else if line.sizeConsumed < 0 {
                    line.remainingFreeSpace = -line.sizeConsumed
                }

                if !canSkipFlex {
                    resolveFlexibleLength(
                        node, &line, mainAxis, crossAxis, direction, ownerWidth, itemMainReference,
                        availableInnerMainDim, availableInnerCrossDim, availableInnerWidth,
                        availableInnerHeight, mainAxisOverflows, crossMode,
                        performLayout: performLayout, depth: depth, pass)
                }
                node.hadOverflow = node.hadOverflow || line.remainingFreeSpace < 0

                // STEP 6: main-axis justification and cross size of the line.
                justifyMainAxis(
                    node, &line, mainAxis, crossAxis, direction, mainMode, crossMode, mainAxisOwnerSize,
                    ownerWidth, availableInnerMainDim, availableInnerCrossDim, availableInnerWidth,
                    gapReference: contentPercentages ? availableInnerMainDim : mainGapReference,
                    performLayout: performLayout)

                var containerCrossAxis = availableInnerCrossDim
                if crossMode.isIntrinsic || crossMode == .fitContent {
                    containerCrossAxis =
                        boundAxis(
                            node, crossAxis, direction, line.crossDim + paddingAndBorderAxisCross,
                            crossAxisOwnerSize, ownerWidth) - paddingAndBorderAxisCross
                }
                if !isNodeFlexWrap && crossMode == .stretchFit {
                    line.crossDim = availableInnerCrossDim
                }
                if !isNodeFlexWrap {
                    line.crossDim =
                        boundAxis(
                            node, crossAxis, direction, line.crossDim + paddingAndBorderAxisCross,
                            crossAxisOwnerSize, ownerWidth) - paddingAndBorderAxisCross
                }

                // STEP 7: cross-axis alignment within the line.
                if performLayout {
                    let crossStartEdge = crossAxis.flexStartEdge
                    let crossIsWidth = crossAxis.isRow
                    // The widths of a column line's first- and last-baseline groups (see `columnBaselineOffset`).
                    var firstGroupWidth = 0.0
                    var lastGroupWidth = 0.0
                    if !isMainAxisRow {
                        line.items.forEachItem { _, child in
                            let alignment = resolveChildAlignment(node, child)
                            guard alignment.isBaseline else { return }
                            let outer = child.measuredWidth + child.marginForAxis(.row, availableInnerWidth)
                            if alignment == .baseline {
                                firstGroupWidth = max(firstGroupWidth, outer)
                            } else {
                                lastGroupWidth = max(lastGroupWidth, outer)
                            }
                        }
                    }
                    line.items.forEachItem { _, child in
                        var leadingCrossDim = leadingPaddingAndBorderCross
                        let alignItem = resolveChildAlignment(node, child)
                        let startAuto = child.flexStartMarginIsAuto(crossAxis, direction)
                        let endAuto = child.flexEndMarginIsAuto(crossAxis, direction)

                        if alignItem == .stretch && !startAuto && !endAuto {
                            if !child.hasDefiniteLength(crossIsWidth, availableInnerCrossDim) {
                                var childMainSize = child.measured(mainAxis)
                                var childCrossSize: Double
                                if let aspectRatio = child.usableAspectRatio, pass.errata.contains(.yogaAspectRatio) {
                                    childCrossSize =
                                        child.marginForAxis(crossAxis, availableInnerWidth)
                                        + (isMainAxisRow ? childMainSize / aspectRatio : childMainSize * aspectRatio)
                                } else {
                                    childCrossSize = line.crossDim
                                }
                                childMainSize += child.marginForAxis(mainAxis, availableInnerWidth)

                                var childMainMode = SizingMode.stretchFit
                                var childCrossMode = SizingMode.stretchFit
                                constrainMaxSizeForMode(
                                    child, direction, mainAxis, availableInnerMainDim,
                                    availableInnerWidth, &childMainMode, &childMainSize)
                                constrainMaxSizeForMode(
                                    child, direction, crossAxis, availableInnerCrossDim,
                                    availableInnerWidth, &childCrossMode, &childCrossSize)
                                let childWidth = isMainAxisRow ? childMainSize : childCrossSize
                                let childHeight = !isMainAxisRow ? childMainSize : childCrossSize
                                let crossAxisDoesNotGrow = node.storedStyle.alignContent != .stretch && isNodeFlexWrap
                                let childWidthMode: SizingMode =
                                    childWidth.isNaN || (!isMainAxisRow && crossAxisDoesNotGrow)
                                    ? .maxContent : .stretchFit
                                let childHeightMode: SizingMode =
                                    childHeight.isNaN || (isMainAxisRow && crossAxisDoesNotGrow)
                                    ? .maxContent : .stretchFit
                                layoutInternal(
                                    child, childWidth, childHeight, direction, childWidthMode, childHeightMode,
                                    availableInnerWidth, availableInnerHeight, performLayout: true,
                                    depth: depth, pass)
                            }
                        } else {
                            let remainingCrossDim =
                                containerCrossAxis
                                - child.dimensionWithMargin(crossAxis, availableInnerWidth)
                            if alignItem.isBaseline && !isMainAxisRow && !startAuto && !endAuto {
                                leadingCrossDim +=
                                    columnBaselineOffset(
                                        child, alignItem,
                                        groupWidth: alignItem == .baseline ? firstGroupWidth : lastGroupWidth,
                                        lineCross: containerCrossAxis, crossStartEdge: crossStartEdge,
                                        direction: direction,
                                        availableInnerWidth: availableInnerWidth)
                                    - child.flexStartMargin(crossAxis, direction, availableInnerWidth)
                            } else if startAuto && endAuto {
                                leadingCrossDim += maxOrDefined(0, remainingCrossDim / 2)
                            } else if endAuto {
                                // The trailing auto margin absorbs the space.
                            } else if startAuto {
                                leadingCrossDim += maxOrDefined(0, remainingCrossDim)
                            } else if alignItem == .flexStart
                                || (remainingCrossDim < 0 && isSafeChildAlignment(node, child))
                            {
                                // At the start (where a safe alignment of an overflowing item falls back to).
                            } else if alignItem == .center {
                                leadingCrossDim += remainingCrossDim / 2
                            } else {
                                leadingCrossDim += remainingCrossDim
                            }
                        }
                        child.setPosition(
                            child.position(crossStartEdge) + totalLineCrossDim + leadingCrossDim,
                            crossStartEdge)
                    }
                }

                let appliedCrossGap = lineCount != 0 ? crossAxisGap : 0
                totalLineCrossDim += line.crossDim + appliedCrossGap
                maxLineMainDim = maxOrDefined(maxLineMainDim, line.mainDim)
                lineCount += 1
            }
        }

        // STEP 8: multi-line content alignment.
        if performLayout && (isNodeFlexWrap || Baseline.isBaselineLayout(node)) {
            alignLines(
                node, children, lineCount: lineCount, totalLineCrossDim: totalLineCrossDim,
                crossAxisGap: crossAxisGap, direction: direction, mainAxis: mainAxis, crossAxis: crossAxis,
                crossMode: crossMode, availableInnerCrossDim: availableInnerCrossDim,
                availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight,
                paddingAndBorderAxisCross: paddingAndBorderAxisCross,
                leadingPaddingAndBorderCross: leadingPaddingAndBorderCross,
                crossAxisOwnerSize: crossAxisOwnerSize, ownerWidth: ownerWidth, depth: depth, pass)
        }

        // A single-line row's max-content width sums its items' max-content contributions, which a definite
        // flex basis does not set (CSS Flexbox §9.9.1). Block-axis (column) sizes keep the flex bases.
        if mainMode == .maxContent && isMainAxisRow && !isNodeFlexWrap
            && !pass.errata.contains(.intrinsicSizeFromFlexBasis)
        {
            maxLineMainDim = maxContentMainSize(
                node, children, mainAxis: mainAxis, direction: direction, lineMainDim: maxLineMainDim,
                availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight,
                itemMainReference: itemMainReference, depth: depth, pass)
        }

        // STEP 9: final dimensions.
        node.measuredWidth = boundAxis(node, .row, direction, availableWidth - marginAxisRow, ownerWidth, ownerWidth)
        node.measuredHeight = boundAxis(
            node, .column, direction, availableHeight - marginAxisColumn,
            ownerHeight, ownerWidth)

        if mainMode.isIntrinsic || (node.storedStyle.overflow != .scroll && mainMode == .fitContent) {
            node.setMeasured(
                mainAxis,
                boundAxis(
                    node, mainAxis, direction, maxLineMainDim, mainAxisOwnerSize,
                    ownerWidth))
        } else if mainMode == .fitContent && node.storedStyle.overflow == .scroll {
            node.setMeasured(
                mainAxis,
                maxOrDefined(
                    minOrDefined(
                        availableInnerMainDim + paddingAndBorderAxisMain,
                        boundAxisWithinMinAndMax(
                            node, direction, mainAxis, maxLineMainDim, mainAxisOwnerSize,
                            ownerWidth)),
                    paddingAndBorderAxisMain))
        }

        if crossMode.isIntrinsic || (node.storedStyle.overflow != .scroll && crossMode == .fitContent) {
            node.setMeasured(
                crossAxis,
                boundAxis(
                    node, crossAxis, direction,
                    totalLineCrossDim + paddingAndBorderAxisCross,
                    crossAxisOwnerSize, ownerWidth))
        } else if crossMode == .fitContent && node.storedStyle.overflow == .scroll {
            node.setMeasured(
                crossAxis,
                maxOrDefined(
                    minOrDefined(
                        availableInnerCrossDim + paddingAndBorderAxisCross,
                        boundAxisWithinMinAndMax(
                            node, direction, crossAxis,
                            totalLineCrossDim + paddingAndBorderAxisCross,
                            crossAxisOwnerSize, ownerWidth)),
                    paddingAndBorderAxisCross))
        }

        // Lines were placed top-down; wrap-reverse mirrors them.
        if performLayout && node.storedStyle.flexWrap == .wrapReverse {
            let crossStartEdge = crossAxis.flexStartEdge
            children.forEachUnretained { child in
                guard child.storedStyle.positionType != .absolute else { return }
                child.setPosition(
                    node.measured(crossAxis) - child.position(crossStartEdge) - child.measured(crossAxis),
                    crossStartEdge)
            }
        }

        if performLayout {
            // STEP 10: trailing positions for reversed axes.
            let needsMainTrailing = mainAxis.needsTrailingPosition
            let needsCrossTrailing = crossAxis.needsTrailingPosition
            if needsMainTrailing || needsCrossTrailing {
                children.forEachUnretained { child in
                    if child.storedStyle.display == .none || child.storedStyle.positionType == .absolute { return }
                    if needsMainTrailing { setChildTrailingPosition(node, child, mainAxis) }
                    if needsCrossTrailing { setChildTrailingPosition(node, child, crossAxis) }
                }
            }

            // STEP 11: absolute descendants, laid out by their containing block.
            if node.storedStyle.positionType != .static || depth == 1 {
                AbsoluteLayout.layoutAbsoluteDescendants(
                    containing: node, current: node, widthMode: isMainAxisRow ? mainMode : crossMode,
                    direction: direction, depth: depth, pass, leftOffset: 0, topOffset: 0,
                    availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight)
            }
        }
    }

    // swiftlint:disable:next function_parameter_count
    static func alignLines(
        _ node: LayoutNode, _ children: [LayoutNode], lineCount: Int, totalLineCrossDim: Double,
        crossAxisGap: Double, direction: LayoutDirection, mainAxis: FlexDirection,
        crossAxis: FlexDirection, crossMode: SizingMode, availableInnerCrossDim: Double,
        availableInnerWidth: Double, availableInnerHeight: Double,
        paddingAndBorderAxisCross: Double, leadingPaddingAndBorderCross: Double,
        crossAxisOwnerSize: Double, ownerWidth: Double, depth: Int, _ pass: LayoutPass
    ) {
        let isMainAxisRow = mainAxis.isRow
        let crossIsWidth = crossAxis.isRow
        var leadPerLine = 0.0
        var currentLead = leadingPaddingAndBorderCross
        var extraSpacePerLine = 0.0

        let unclampedCrossDim: Double
        if crossMode == .stretchFit {
            unclampedCrossDim = availableInnerCrossDim + paddingAndBorderAxisCross
        } else if node.hasDefiniteLength(crossIsWidth, crossAxisOwnerSize) {
            unclampedCrossDim = node.resolvedDimension(direction, crossIsWidth, crossAxisOwnerSize, ownerWidth)
        } else {
            unclampedCrossDim = totalLineCrossDim + paddingAndBorderAxisCross
        }
        let innerCrossDim =
            boundAxis(node, crossAxis, direction, unclampedCrossDim, crossAxisOwnerSize, ownerWidth)
            - paddingAndBorderAxisCross
        let remaining = innerCrossDim - totalLineCrossDim
        let lines = Double(lineCount)
        let alignContent =
            remaining >= 0
            ? node.storedStyle.alignContent
            : node.storedStyle.alignContentOverflow == .safe
                ? .flexStart : fallbackAlignment(node.storedStyle.alignContent)
        switch alignContent {
        case .flexEnd: currentLead += remaining
        case .center: currentLead += remaining / 2
        case .stretch: extraSpacePerLine = remaining / lines
        case .spaceAround:
            currentLead += remaining / (2 * lines)
            leadPerLine = remaining / lines
        case .spaceEvenly:
            currentLead += remaining / (lines + 1)
            leadPerLine = remaining / (lines + 1)
        case .spaceBetween:
            if lineCount > 1 { leadPerLine = remaining / (lines - 1) }
        case .auto, .flexStart, .baseline, .lastBaseline, .selfStart, .selfEnd: break
        }

        let crossStartEdge = crossAxis.flexStartEdge
        let cssBaselines = !pass.errata.contains(.yogaBaselineAlignment)
        let cssMargins = !pass.errata.contains(.lineAlignmentIgnoresMargins)
        let isNodeFlexWrap = node.storedStyle.flexWrap != .noWrap
        let isWrapReverse = node.storedStyle.flexWrap == .wrapReverse
        var endIndex = 0
        for lineIndex in 0..<lineCount {
            let startIndex = endIndex
            var index = startIndex
            var lineHeight = 0.0
            var maxAscent = 0.0
            var maxDescent = 0.0
            var maxLastAscent = 0.0
            var maxLastDescent = 0.0
            var firstGroupWidth = 0.0
            var lastGroupWidth = 0.0
            while index < children.count {
                let child = children[index]
                if child.storedStyle.display == .none {
                    index += 1
                    continue
                }
                if child.storedStyle.positionType != .absolute {
                    if child.lineIndex != lineIndex { break }
                    if child.isLayoutDimensionDefined(crossAxis) {
                        lineHeight = maxOrDefined(
                            lineHeight,
                            child.measured(crossAxis)
                                + child.marginForAxis(crossAxis, availableInnerWidth))
                    }
                    let alignment = resolveChildAlignment(node, child)
                    if alignment.isBaseline && !isMainAxisRow {
                        let outer = child.measuredWidth + child.marginForAxis(.row, availableInnerWidth)
                        if alignment == .baseline {
                            firstGroupWidth = max(firstGroupWidth, outer)
                        } else {
                            lastGroupWidth = max(lastGroupWidth, outer)
                        }
                    } else if alignment == .baseline {
                        let ascent =
                            Baseline.calculate(child)
                            + child.flexStartMargin(.column, direction, availableInnerWidth)
                        let descent =
                            child.measuredHeight + child.marginForAxis(.column, availableInnerWidth)
                            - ascent
                        maxAscent = maxOrDefined(maxAscent, ascent)
                        maxDescent = maxOrDefined(maxDescent, descent)
                        lineHeight = maxOrDefined(lineHeight, maxAscent + maxDescent)
                    } else if alignment == .lastBaseline {
                        let ascent =
                            Baseline.calculateLast(child)
                            + child.flexStartMargin(.column, direction, availableInnerWidth)
                        let descent =
                            child.measuredHeight + child.marginForAxis(.column, availableInnerWidth)
                            - ascent
                        maxLastAscent = maxOrDefined(maxLastAscent, ascent)
                        maxLastDescent = maxOrDefined(maxLastDescent, descent)
                        lineHeight = maxOrDefined(lineHeight, maxLastAscent + maxLastDescent)
                    }
                }
                index += 1
            }
            endIndex = index
            currentLead += lineIndex != 0 ? crossAxisGap : 0
            lineHeight += extraSpacePerLine
            // The line of a single-line container is as tall as the container (CSS Flexbox §9.4 step 15).
            if cssBaselines && !isNodeFlexWrap && lineCount == 1 { lineHeight = max(lineHeight, innerCrossDim) }

            children.forEachUnretained(in: startIndex..<endIndex) { child in
                if child.storedStyle.display == .none || child.storedStyle.positionType == .absolute { return }
                let startAuto = child.flexStartMarginIsAuto(crossAxis, direction)
                let endAuto = child.flexEndMarginIsAuto(crossAxis, direction)
                if cssBaselines && (startAuto || endAuto) {
                    // Auto cross-axis margins absorb the line's free space (CSS Flexbox §8.1).
                    let free = max(
                        0,
                        lineHeight - child.measured(crossAxis) - child.marginForAxis(crossAxis, availableInnerWidth))
                    let lead = startAuto && endAuto ? free / 2 : startAuto ? free : 0
                    child.setPosition(
                        currentLead + lead + child.flexStartMargin(crossAxis, direction, availableInnerWidth),
                        crossStartEdge)
                    return
                }
                var alignment = resolveChildAlignment(node, child)
                if (alignment == .center || alignment == .flexEnd) && isSafeChildAlignment(node, child)
                    && child.measured(crossAxis) + child.marginForAxis(crossAxis, availableInnerWidth) > lineHeight
                {
                    alignment = .flexStart
                }
                switch alignment {
                case .flexStart where cssMargins:
                    child.setPosition(
                        currentLead + child.flexStartMargin(crossAxis, direction, availableInnerWidth), crossStartEdge)
                case .center where cssMargins:
                    let outer = child.measured(crossAxis) + child.marginForAxis(crossAxis, availableInnerWidth)
                    child.setPosition(
                        currentLead + child.flexStartMargin(crossAxis, direction, availableInnerWidth)
                            + (lineHeight - outer) / 2, crossStartEdge)
                case .flexStart:
                    child.setPosition(
                        currentLead
                            + child.positionLengthForFlexStart(
                                crossAxis, direction,
                                availableInnerWidth),
                        crossStartEdge)
                case .flexEnd:
                    child.setPosition(
                        currentLead + lineHeight
                            - child.flexEndMargin(crossAxis, direction, availableInnerWidth)
                            - child.measured(crossAxis), crossStartEdge)
                case .center:
                    let childHeight = child.measured(crossAxis)
                    child.setPosition(currentLead + (lineHeight - childHeight) / 2, crossStartEdge)
                case .stretch:
                    child.setPosition(
                        currentLead + child.flexStartMargin(crossAxis, direction, availableInnerWidth),
                        crossStartEdge)
                    if !child.hasDefiniteLength(crossIsWidth, availableInnerCrossDim) {
                        // The item takes its line's cross size (CSS Flexbox §9.4 step 11); the space
                        // `alignContent` puts between lines is not part of the line.
                        let childWidth =
                            isMainAxisRow
                            ? child.measuredWidth + child.marginForAxis(mainAxis, availableInnerWidth)
                            : lineHeight
                        let childHeight =
                            !isMainAxisRow
                            ? child.measuredHeight + child.marginForAxis(crossAxis, availableInnerWidth)
                            : lineHeight
                        if !(inexactEquals(childWidth, child.measuredWidth)
                            && inexactEquals(childHeight, child.measuredHeight))
                        {
                            layoutInternal(
                                child, childWidth, childHeight, direction, .stretchFit, .stretchFit,
                                availableInnerWidth, availableInnerHeight, performLayout: true,
                                depth: depth, pass)
                        }
                    }
                case .baseline where !isMainAxisRow, .lastBaseline where !isMainAxisRow:
                    child.setPosition(
                        currentLead
                            + columnBaselineOffset(
                                child, alignment, groupWidth: alignment == .baseline ? firstGroupWidth : lastGroupWidth,
                                lineCross: lineHeight, crossStartEdge: crossStartEdge, direction: direction,
                                availableInnerWidth: availableInnerWidth), crossStartEdge)
                case .lastBaseline where isWrapReverse:
                    // Mirrored afterwards: pack against the line's end so the group meets the cross-end (top).
                    let ascent =
                        Baseline.calculateLast(child) + child.flexStartMargin(.column, direction, availableInnerWidth)
                    child.setPosition(
                        currentLead + lineHeight - child.measuredHeight - maxLastAscent + ascent
                            - child.flexStartMargin(.column, direction, availableInnerWidth), .top)
                case .lastBaseline:
                    // The group shares its last baseline and is packed against the line's cross-end edge.
                    let ascent =
                        Baseline.calculateLast(child) + child.flexStartMargin(.column, direction, availableInnerWidth)
                    child.setPosition(
                        currentLead + lineHeight - maxLastDescent - ascent
                            + child.flexStartMargin(.column, direction, availableInnerWidth), .top)
                case .baseline where cssBaselines && isWrapReverse:
                    // The group is packed against the line's cross-start edge, the bottom once mirrored:
                    // align the descents here, so the baselines meet after the mirroring.
                    let ascent =
                        Baseline.calculate(child) + child.flexStartMargin(.column, direction, availableInnerWidth)
                    let descent = child.measuredHeight + child.marginForAxis(.column, availableInnerWidth) - ascent
                    child.setPosition(
                        currentLead + maxDescent - descent
                            + child.flexEndMargin(.column, direction, availableInnerWidth), .top)
                case .baseline:
                    child.setPosition(
                        currentLead + maxAscent - Baseline.calculate(child)
                            + child.positionLengthForFlexStart(
                                .column, direction,
                                availableInnerCrossDim),
                        .top)
                case .auto, .spaceBetween, .spaceAround, .spaceEvenly, .selfStart, .selfEnd:
                    break
                }
            }
            currentLead = currentLead + leadPerLine + lineHeight
        }
    }

    /// The offset from a column line's cross-start edge to `child`'s border box when `child` aligns by its first
    /// or last baseline. The items' baselines are parallel to the cross axis (CSS Box Alignment 3 §9.3), so, as
    /// Chromium does, the items of a group line up by their line-left margin edges and the group, `groupWidth`
    /// wide, is packed by the fallback alignment: `safe start` for `baseline`, `safe end` for `lastBaseline`,
    /// in the container's inline direction.
    static func columnBaselineOffset(
        _ child: LayoutNode, _ alignment: Align, groupWidth: Double, lineCross: Double,
        crossStartEdge: PhysicalEdge, direction: LayoutDirection, availableInnerWidth: Double
    ) -> Double {
        let isLTR = direction != .rtl
        let packsRight = groupWidth > lineCross ? !isLTR : (alignment == .baseline) != isLTR
        let left =
            (packsRight ? lineCross - groupWidth : 0) + child.flexStartMargin(.row, direction, availableInnerWidth)
        return crossStartEdge == .left ? left : lineCross - left - child.measuredWidth
    }

    /// The main size of a single line of `children` as the sum of the items' max-content contributions, when
    /// an item's definite flex basis differs from its content; `lineMainDim` otherwise.
    static func maxContentMainSize(
        _ node: LayoutNode, _ children: [LayoutNode], mainAxis: FlexDirection, direction: LayoutDirection,
        lineMainDim: Double, availableInnerWidth: Double, availableInnerHeight: Double,
        itemMainReference: Double, depth: Int, _ pass: LayoutPass
    ) -> Double {
        var hasDefiniteBasis = false
        children.forEachUnretained { child in
            if child.isInFlowItem && child.storedStyle.flexBasis != .auto { hasDefiniteBasis = true }
        }
        guard hasDefiniteBasis else { return lineMainDim }
        let isRow = mainAxis.isRow
        var total = node.paddingAndBorderForAxis(mainAxis, direction, availableInnerWidth)
        var count = 0
        children.forEachUnretained { child in
            guard child.isInFlowItem else { return }
            var contribution = boundAxis(
                child, mainAxis, direction, child.computedFlexBasis, itemMainReference, availableInnerWidth)
            if child.storedStyle.flexBasis != .auto {
                layoutInternal(
                    child, isRow ? .nan : availableInnerWidth, isRow ? availableInnerHeight : .nan, direction,
                    isRow ? .maxContent : (availableInnerWidth.isNaN ? .maxContent : .fitContent),
                    isRow ? (availableInnerHeight.isNaN ? .maxContent : .fitContent) : .maxContent,
                    availableInnerWidth, availableInnerHeight, performLayout: false, depth: depth, pass)
                var content = child.measured(mainAxis)
                // An item that cannot grow stays within its basis; one that cannot shrink stays above it.
                if child.resolvedFlexGrow == 0 { content = min(content, child.computedFlexBasis) }
                if child.resolvedFlexShrink == 0 { content = max(content, child.computedFlexBasis) }
                contribution = boundAxis(child, mainAxis, direction, content, itemMainReference, availableInnerWidth)
            }
            total += contribution + child.marginForAxis(mainAxis, availableInnerWidth)
            count += 1
        }
        if count > 1 { total += node.gapForAxis(mainAxis, .nan) * Double(count - 1) }
        return total
    }
}
