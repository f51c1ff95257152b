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
                ownerWidth, ownerHeight, measure)
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

        while startOfLineIndex < children.count {
            var line = calculateFlexLine(
                node, children, ownerDirection, ownerWidth, mainAxisOwnerSize,
                availableInnerWidth, availableInnerMainDim, startOfLineIndex, lineCount)
            startOfLineIndex = line.items.end
            let canSkipFlex = !performLayout && crossMode == .stretchFit

            // STEP 5: resolve flexible lengths on the main axis.
            var sizeBasedOnContent = false
            if mainMode != .stretchFit {
                let minInnerWidth = node.resolvedMin(true, direction, ownerWidth, ownerWidth) - paddingAndBorderAxisRow
                let maxInnerWidth = node.resolvedMax(true, direction, ownerWidth, ownerWidth) - paddingAndBorderAxisRow
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
                    node, &line, mainAxis, crossAxis, direction, ownerWidth, mainAxisOwnerSize,
                    availableInnerMainDim, availableInnerCrossDim, availableInnerWidth,
                    availableInnerHeight, mainAxisOverflows, crossMode,
                    performLayout: performLayout, depth: depth, pass)
            }
            node.hadOverflow = node.hadOverflow || line.remainingFreeSpace < 0

            // STEP 6: main-axis justification and cross size of the line.
            justifyMainAxis(
                node, &line, mainAxis, crossAxis, direction, mainMode, crossMode, mainAxisOwnerSize,
                ownerWidth, availableInnerMainDim, availableInnerCrossDim, availableInnerWidth,
                performLayout: performLayout)

            var containerCrossAxis = availableInnerCrossDim
            if crossMode == .maxContent || crossMode == .fitContent {
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
                line.items.forEachItem { _, child in
                    var leadingCrossDim = leadingPaddingAndBorderCross
                    let alignItem = resolveChildAlignment(node, child)
                    let startAuto = child.flexStartMarginIsAuto(crossAxis, direction)
                    let endAuto = child.flexEndMarginIsAuto(crossAxis, direction)

                    if alignItem == .stretch && !startAuto && !endAuto {
                        if !child.hasDefiniteLength(crossIsWidth, availableInnerCrossDim) {
                            var childMainSize = child.measured(mainAxis)
                            var childCrossSize: Double
                            if let aspectRatio = child.storedStyle.aspectRatio, aspectRatio.isFinite, aspectRatio != 0 {
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
                        if startAuto && endAuto {
                            leadingCrossDim += maxOrDefined(0, remainingCrossDim / 2)
                        } else if endAuto {
                            // The trailing auto margin absorbs the space.
                        } else if startAuto {
                            leadingCrossDim += maxOrDefined(0, remainingCrossDim)
                        } else if alignItem == .flexStart {
                            // Already at the start.
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

        // STEP 9: final dimensions.
        node.measuredWidth = boundAxis(node, .row, direction, availableWidth - marginAxisRow, ownerWidth, ownerWidth)
        node.measuredHeight = boundAxis(
            node, .column, direction, availableHeight - marginAxisColumn,
            ownerHeight, ownerWidth)

        if mainMode == .maxContent || (node.storedStyle.overflow != .scroll && mainMode == .fitContent) {
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

        if crossMode == .maxContent || (node.storedStyle.overflow != .scroll && crossMode == .fitContent) {
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
        switch remaining >= 0 ? node.storedStyle.alignContent : fallbackAlignment(node.storedStyle.alignContent) {
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
        case .auto, .flexStart, .baseline: break
        }

        let crossStartEdge = crossAxis.flexStartEdge
        var endIndex = 0
        for lineIndex in 0..<lineCount {
            let startIndex = endIndex
            var index = startIndex
            var lineHeight = 0.0
            var maxAscent = 0.0
            var maxDescent = 0.0
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
                    if resolveChildAlignment(node, child) == .baseline {
                        let ascent =
                            Baseline.calculate(child)
                            + child.flexStartMargin(.column, direction, availableInnerWidth)
                        let descent =
                            child.measuredHeight + child.marginForAxis(.column, availableInnerWidth)
                            - ascent
                        maxAscent = maxOrDefined(maxAscent, ascent)
                        maxDescent = maxOrDefined(maxDescent, descent)
                        lineHeight = maxOrDefined(lineHeight, maxAscent + maxDescent)
                    }
                }
                index += 1
            }
            endIndex = index
            currentLead += lineIndex != 0 ? crossAxisGap : 0
            lineHeight += extraSpacePerLine

            for child in children[startIndex..<endIndex] {
                if child.storedStyle.display == .none || child.storedStyle.positionType == .absolute { continue }
                switch resolveChildAlignment(node, child) {
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
                        let childWidth =
                            isMainAxisRow
                            ? child.measuredWidth + child.marginForAxis(mainAxis, availableInnerWidth)
                            : leadPerLine + lineHeight
                        let childHeight =
                            !isMainAxisRow
                            ? child.measuredHeight + child.marginForAxis(crossAxis, availableInnerWidth)
                            : leadPerLine + lineHeight
                        if !(inexactEquals(childWidth, child.measuredWidth)
                            && inexactEquals(childHeight, child.measuredHeight))
                        {
                            layoutInternal(
                                child, childWidth, childHeight, direction, .stretchFit, .stretchFit,
                                availableInnerWidth, availableInnerHeight, performLayout: true,
                                depth: depth, pass)
                        }
                    }
                case .baseline:
                    child.setPosition(
                        currentLead + maxAscent - Baseline.calculate(child)
                            + child.positionLengthForFlexStart(
                                .column, direction,
                                availableInnerCrossDim),
                        .top)
                case .auto, .spaceBetween, .spaceAround, .spaceEvenly:
                    break
                }
            }
            currentLead = currentLead + leadPerLine + lineHeight
        }
    }
}
