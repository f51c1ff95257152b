// AbsoluteLayout: sizing and positioning absolutely positioned children within their containing block.

enum AbsoluteLayout {
    static func setFlexStartLayoutPosition(
        _ parent: LayoutNode, _ child: LayoutNode, _ direction: LayoutDirection,
        _ axis: FlexDirection, _ containingBlockWidth: Double
    ) {
        let edge = axis.flexStartEdge
        let position =
            child.flexStartMargin(axis, direction, containingBlockWidth)
            + parent.layoutBorder(edge) + parent.layoutPadding(edge)
        child.setPosition(position, edge)
    }

    static func setFlexEndLayoutPosition(
        _ parent: LayoutNode, _ child: LayoutNode, _ direction: LayoutDirection,
        _ axis: FlexDirection, _ containingBlockWidth: Double
    ) {
        let endEdge = axis.flexEndEdge
        let flexEndPosition =
            parent.layoutBorder(endEdge) + parent.layoutPadding(endEdge)
            + child.flexEndMargin(axis, direction, containingBlockWidth)
        child.setPosition(positionOfOppositeEdge(flexEndPosition, axis, parent, child), axis.flexStartEdge)
    }

    static func setCenterLayoutPosition(
        _ parent: LayoutNode, _ child: LayoutNode, _ direction: LayoutDirection,
        _ axis: FlexDirection, _ containingBlockWidth: Double
    ) {
        let startEdge = axis.flexStartEdge, endEdge = axis.flexEndEdge
        let parentContentBoxSize =
            parent.measured(axis) - parent.layoutBorder(startEdge) - parent.layoutBorder(endEdge)
            - parent.layoutPadding(startEdge) - parent.layoutPadding(endEdge)
        let childOuterSize = child.measured(axis) + child.marginForAxis(axis, containingBlockWidth)
        let position =
            (parentContentBoxSize - childOuterSize) / 2 + parent.layoutBorder(startEdge)
            + parent.layoutPadding(startEdge) + child.flexStartMargin(axis, direction, containingBlockWidth)
        child.setPosition(position, startEdge)
    }

    static func justifyAbsoluteChild(
        _ parent: LayoutNode, _ child: LayoutNode, _ direction: LayoutDirection,
        _ mainAxis: FlexDirection, _ containingBlockWidth: Double
    ) {
        switch parent.storedStyle.justifyContent {
        case .flexStart, .spaceBetween:
            setFlexStartLayoutPosition(parent, child, direction, mainAxis, containingBlockWidth)
        case .flexEnd:
            setFlexEndLayoutPosition(parent, child, direction, mainAxis, containingBlockWidth)
        case .center, .spaceAround, .spaceEvenly:
            setCenterLayoutPosition(parent, child, direction, mainAxis, containingBlockWidth)
        }
    }

    static func alignAbsoluteChild(
        _ parent: LayoutNode, _ child: LayoutNode, _ direction: LayoutDirection,
        _ crossAxis: FlexDirection, _ containingBlockWidth: Double
    ) {
        var itemAlign = resolveChildAlignment(parent, child)
        if parent.storedStyle.flexWrap == .wrapReverse {
            if itemAlign == .flexEnd {
                itemAlign = .flexStart
            } else if itemAlign != .center {
                itemAlign = .flexEnd
            }
        }
        switch itemAlign {
        case .auto, .flexStart, .baseline, .spaceAround, .spaceBetween, .stretch, .spaceEvenly, .selfStart:
            setFlexStartLayoutPosition(parent, child, direction, crossAxis, containingBlockWidth)
        case .flexEnd, .selfEnd, .lastBaseline:
            setFlexEndLayoutPosition(parent, child, direction, crossAxis, containingBlockWidth)
        case .center:
            setCenterLayoutPosition(parent, child, direction, crossAxis, containingBlockWidth)
        }
    }

    /// Positions an absolute child on one axis: by its insets if set, else by the parent's alignment.
    static func positionAbsoluteChild(
        _ containing: LayoutNode, _ parent: LayoutNode, _ child: LayoutNode,
        _ direction: LayoutDirection, _ axis: FlexDirection, isMainAxis: Bool,
        _ containingBlockWidth: Double, _ containingBlockHeight: Double
    ) {
        let containingBlockSize = axis.isRow ? containingBlockWidth : containingBlockHeight
        let inlineStart = axis.inlineStartEdge(direction)
        let inlineEnd = axis.inlineEndEdge(direction)
        if child.isPositionLength(inlineStart, direction) {
            let relativeToInlineStart =
                child.positionLength(inlineStart, direction, containingBlockSize)
                + containing.borderValue(inlineStart, direction)
                + child.marginValue(inlineStart, direction, containingBlockSize)
            let relativeToFlexStart =
                inlineStart != axis.flexStartEdge
                ? positionOfOppositeEdge(relativeToInlineStart, axis, containing, child) : relativeToInlineStart
            child.setPosition(relativeToFlexStart, axis.flexStartEdge)
        } else if child.isPositionLength(inlineEnd, direction) {
            let relativeToInlineStart =
                containing.measured(axis) - child.measured(axis)
                - containing.borderValue(inlineEnd, direction)
                - child.marginValue(inlineEnd, direction, containingBlockSize)
                - child.positionLength(inlineEnd, direction, containingBlockSize)
            let relativeToFlexStart =
                inlineStart != axis.flexStartEdge
                ? positionOfOppositeEdge(relativeToInlineStart, axis, containing, child) : relativeToInlineStart
            child.setPosition(relativeToFlexStart, axis.flexStartEdge)
        } else if isMainAxis {
            justifyAbsoluteChild(parent, child, direction, axis, containingBlockWidth)
        } else {
            alignAbsoluteChild(parent, child, direction, axis, containingBlockWidth)
        }
    }

    static func layoutAbsoluteChild(
        _ containing: LayoutNode, _ node: LayoutNode, _ child: LayoutNode,
        _ containingBlockWidth: Double, _ containingBlockHeight: Double,
        _ widthMode: SizingMode, _ direction: LayoutDirection, depth: Int,
        _ pass: LayoutPass
    ) {
        let mainAxis = node.storedStyle.flexDirection.resolved(direction)
        let crossAxis = mainAxis.crossAxis(direction)
        let isMainAxisRow = mainAxis.isRow

        var childWidth = Double.nan
        var childHeight = Double.nan
        var childWidthMode = SizingMode.maxContent
        var childHeightMode = SizingMode.maxContent
        let marginRow = child.marginForAxis(.row, containingBlockWidth)
        let marginColumn = child.marginForAxis(.column, containingBlockWidth)

        if child.hasDefiniteLength(true, containingBlockWidth) {
            childWidth =
                child.resolvedDimension(direction, true, containingBlockWidth, containingBlockWidth) + marginRow
        } else if child.isPositionLength(FlexDirection.row.flexStartEdge, direction)
            && child.isPositionLength(FlexDirection.row.flexEndEdge, direction)
        {
            // Both horizontal insets set: the width spans between them.
            childWidth =
                containing.measuredWidth
                - (containing.borderValue(.left, direction) + containing.borderValue(.right, direction))
                - (child.positionLength(.left, direction, containingBlockWidth)
                    + child.positionLength(.right, direction, containingBlockWidth))
            childWidth = boundAxis(child, .row, direction, childWidth, containingBlockWidth, containingBlockWidth)
        }

        if child.hasDefiniteLength(false, containingBlockHeight) {
            childHeight =
                child.resolvedDimension(direction, false, containingBlockHeight, containingBlockWidth)
                + marginColumn
        } else if child.isPositionLength(.top, direction) && child.isPositionLength(.bottom, direction) {
            childHeight =
                containing.measuredHeight
                - (containing.borderValue(.top, direction) + containing.borderValue(.bottom, direction))
                - (child.positionLength(.top, direction, containingBlockHeight)
                    + child.positionLength(.bottom, direction, containingBlockHeight))
            childHeight = boundAxis(child, .column, direction, childHeight, containingBlockHeight, containingBlockWidth)
        }

        // With exactly one size known, the aspect ratio gives the other. CSS also sizes an auto height (or
        // width) that opposite insets would stretch from the ratio.
        if let aspectRatio = child.usableAspectRatio, !pass.errata.contains(.yogaAspectRatio),
            !childWidth.isNaN, !child.hasDefiniteLength(false, containingBlockHeight)
        {
            childHeight =
                marginColumn
                + child.transferredSize(
                    childWidth - marginRow, fromWidth: true, ratio: aspectRatio, direction: direction,
                    ownerWidth: containingBlockWidth, css: true)
        } else if childWidth.isNaN != childHeight.isNaN,
            let aspectRatio = child.storedStyle.aspectRatio, aspectRatio.isFinite, aspectRatio != 0
        {
            if childWidth.isNaN {
                childWidth = marginRow + (childHeight - marginColumn) * aspectRatio
            } else {
                childHeight = marginColumn + (childWidth - marginRow) / aspectRatio
            }
        }

        if childWidth.isNaN || childHeight.isNaN {
            childWidthMode = childWidth.isNaN ? .maxContent : .stretchFit
            childHeightMode = childHeight.isNaN ? .maxContent : .stretchFit
            // Text in an absolute child wraps to the containing block's width, as browsers do.
            if !isMainAxisRow && childWidth.isNaN && widthMode != .maxContent && !containingBlockWidth.isNaN
                && containingBlockWidth > 0
            {
                childWidth = containingBlockWidth
                childWidthMode = .fitContent
            }
            LayoutEngine.layoutInternal(
                child, childWidth, childHeight, direction, childWidthMode, childHeightMode,
                containingBlockWidth, containingBlockHeight, performLayout: false,
                depth: depth, pass)
            childWidth = child.measuredWidth + child.marginForAxis(.row, containingBlockWidth)
            childHeight = child.measuredHeight + child.marginForAxis(.column, containingBlockWidth)
        }

        LayoutEngine.layoutInternal(
            child, childWidth, childHeight, direction, .stretchFit, .stretchFit,
            containingBlockWidth, containingBlockHeight, performLayout: true,
            depth: depth, pass)

        positionAbsoluteChild(
            containing, node, child, direction, mainAxis, isMainAxis: true,
            containingBlockWidth, containingBlockHeight)
        positionAbsoluteChild(
            containing, node, child, direction, crossAxis, isMainAxis: false,
            containingBlockWidth, containingBlockHeight)
    }

    /// Lays out the absolute children of `current` and, through static descendants, those whose
    /// containing block is `containing`.
    static func layoutAbsoluteDescendants(
        containing: LayoutNode, current: LayoutNode, widthMode: SizingMode,
        direction: LayoutDirection, depth: Int, _ pass: LayoutPass,
        leftOffset: Double, topOffset: Double,
        availableInnerWidth: Double, availableInnerHeight: Double
    ) {
        current.layoutChildren.forEachUnretained { child in
            if child.storedStyle.display == .none { return }
            if child.storedStyle.positionType == .absolute {
                let containingBlockWidth = containing.measuredWidth - containing.borderForAxis(.row)
                let containingBlockHeight = containing.measuredHeight - containing.borderForAxis(.column)
                layoutAbsoluteChild(
                    containing, current, child, containingBlockWidth, containingBlockHeight,
                    widthMode, direction, depth: depth, pass)

                let parentMainAxis = current.storedStyle.flexDirection.resolved(direction)
                let parentCrossAxis = parentMainAxis.crossAxis(direction)
                if parentMainAxis.needsTrailingPosition {
                    let mainInsetsDefined =
                        parentMainAxis.isRow
                        ? child.horizontalInsetsDefined : child.verticalInsetsDefined
                    setChildTrailingPosition(mainInsetsDefined ? containing : current, child, parentMainAxis)
                }
                if parentCrossAxis.needsTrailingPosition {
                    let crossInsetsDefined =
                        parentCrossAxis.isRow
                        ? child.horizontalInsetsDefined : child.verticalInsetsDefined
                    setChildTrailingPosition(crossInsetsDefined ? containing : current, child, parentCrossAxis)
                }
                // Positions from insets are relative to the containing block; make them relative to the parent.
                if child.horizontalInsetsDefined { child.posLeft -= leftOffset }
                if child.verticalInsetsDefined { child.posTop -= topOffset }
            } else if child.storedStyle.positionType == .static {
                let childDirection = child.resolveDirection(direction)
                LayoutEngine.cleanupContentsNodes(child, pass)
                // The static child's subtree may hold absolute nodes positioned in this containing block,
                // so it counts as laid out again for rounding.
                child.layoutPass = pass.number
                layoutAbsoluteDescendants(
                    containing: containing, current: child, widthMode: widthMode,
                    direction: childDirection, depth: depth + 1, pass,
                    leftOffset: leftOffset + child.posLeft, topOffset: topOffset + child.posTop,
                    availableInnerWidth: availableInnerWidth,
                    availableInnerHeight: availableInnerHeight)
            }
        }
    }
}
