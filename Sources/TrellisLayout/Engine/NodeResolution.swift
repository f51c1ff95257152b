// NodeResolution: per-node helpers of the algorithm (resolved sizes, flex factors, positions, measured sizes).

extension LayoutNode {
    @inline(__always)
    func measured(_ axis: FlexDirection) -> Double { axis.isRow ? measuredWidth : measuredHeight }

    @inline(__always)
    func setMeasured(_ axis: FlexDirection, _ value: Double) {
        if axis.isRow { measuredWidth = value } else { measuredHeight = value }
    }

    @inline(__always)
    func position(_ edge: PhysicalEdge) -> Double {
        switch edge {
        case .left: posLeft
        case .top: posTop
        case .right: posRight
        case .bottom: posBottom
        }
    }

    @inline(__always)
    func setPosition(_ value: Double, _ edge: PhysicalEdge) {
        switch edge {
        case .left: posLeft = value
        case .top: posTop = value
        case .right: posRight = value
        case .bottom: posBottom = value
        }
    }

    @inline(__always)
    func layoutBorder(_ edge: PhysicalEdge) -> Double {
        switch edge {
        case .left: borderL
        case .top: borderT
        case .right: borderR
        case .bottom: borderB
        }
    }

    @inline(__always)
    func layoutPadding(_ edge: PhysicalEdge) -> Double {
        switch edge {
        case .left: paddingL
        case .top: paddingT
        case .right: paddingR
        case .bottom: paddingB
        }
    }

    /// Whether the node is laid out as a tree root (no owner).
    @inline(__always)
    var isOwnerless: Bool { !hasParent }

    @inline(__always)
    func resolveDirection(_ ownerDirection: LayoutDirection) -> LayoutDirection {
        if storedStyle.direction == .inherit { return ownerDirection != .inherit ? ownerDirection : .ltr }
        return storedStyle.direction
    }

    @inline(__always)
    var resolvedFlexGrow: Double { isOwnerless ? 0 : storedStyle.flexGrow }

    @inline(__always)
    var resolvedFlexShrink: Double { isOwnerless ? 0 : storedStyle.flexShrink }

    /// Whether the child takes part in flex lines (not absolute, not `display: none`).
    @inline(__always)
    var isInFlowItem: Bool { storedStyle.display != .none && storedStyle.positionType != .absolute }

    @inline(__always)
    var isFlexible: Bool {
        storedStyle.positionType != .absolute && (resolvedFlexGrow != 0 || resolvedFlexShrink != 0)
    }

    /// Whether the width/height is a definite, non-negative length against `ownerSize`.
    @inline(__always)
    func hasDefiniteLength(_ isWidth: Bool, _ ownerSize: Double) -> Bool {
        if hasSizingKeywords, let keyword = keywordSize(isWidth) { return !keyword.isNaN && keyword >= 0 }
        let value = resolveValue(processedDimension(isWidth), ownerSize)
        return !value.isNaN && value >= 0
    }

    /// The specified width/height as a border-box length (undefined when auto).
    @inline(__always)
    func resolvedDimension(
        _ direction: LayoutDirection, _ isWidth: Bool, _ reference: Double,
        _ ownerWidth: Double
    ) -> Double {
        if hasSizingKeywords, let keyword = keywordSize(isWidth) { return keyword }
        let value = resolveValue(processedDimension(isWidth), reference)
        if storedStyle.boxSizing == .borderBox || value.isNaN { return value }
        return value + paddingAndBorderForDimension(isWidth, direction, ownerWidth)
    }

    /// The flex basis as a border-box length (undefined when auto).
    @inline(__always)
    func resolvedFlexBasis(
        _ direction: LayoutDirection, _ mainAxis: FlexDirection, _ reference: Double,
        _ ownerWidth: Double
    ) -> Double {
        if hasSizingKeywords && storedStyle.flexBasis.isSizingKeyword { return extras?.flexBasis ?? .nan }
        let value = resolveValue(storedStyle.flexBasis, reference)
        if storedStyle.boxSizing == .borderBox || value.isNaN { return value }
        return value + paddingAndBorderForDimension(mainAxis.isRow, direction, ownerWidth)
    }

    /// The errata of the tree holding the node (its root's config).
    var treeErrata: LayoutErrata {
        var node = self
        while let parent = node.storedParent { node = parent }
        return node.storedConfig.errata
    }

    /// The resolved keyword width/height (border box; undefined when it has no definite value) when the
    /// used width/height is a sizing keyword, else `nil`.
    @inline(__always)
    func keywordSize(_ isWidth: Bool) -> Double? {
        guard processedDimension(isWidth).isSizingKeyword else { return nil }
        guard let keywords = extras else { return .nan }
        return isWidth ? keywords.width : keywords.height
    }

    @inline(__always)
    func dimensionWithMargin(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        measured(axis) + marginForAxis(axis, widthSize)
    }

    @inline(__always)
    func isLayoutDimensionDefined(_ axis: FlexDirection) -> Bool {
        let value = measured(axis)
        return !value.isNaN && value >= 0
    }

    /// Offset by insets: start inset if set, else minus the end inset. Static nodes ignore insets.
    @inline(__always)
    func relativePosition(_ axis: FlexDirection, _ direction: LayoutDirection, _ axisSize: Double) -> Double {
        if storedStyle.positionType == .static || !hasAny(.position) { return 0 }
        let start = axis.inlineStartEdge(direction)
        if isPositionLength(start, direction) {
            return positionLength(start, direction, axisSize)
        }
        return -positionLength(axis.inlineEndEdge(direction), direction, axisSize)
    }

    /// Sets the initial position from margins and relative insets.
    func setInitialPosition(_ direction: LayoutDirection, _ ownerWidth: Double, _ ownerHeight: Double) {
        let respectingRoot: LayoutDirection = isOwnerless ? .ltr : direction
        let mainAxis = storedStyle.flexDirection.resolved(respectingRoot)
        let crossAxis = mainAxis.crossAxis(respectingRoot)
        let relativeMain = relativePosition(mainAxis, respectingRoot, mainAxis.isRow ? ownerWidth : ownerHeight)
        let relativeCross = relativePosition(crossAxis, respectingRoot, mainAxis.isRow ? ownerHeight : ownerWidth)
        setPosition(
            inlineStartMargin(mainAxis, direction, ownerWidth) + relativeMain,
            mainAxis.inlineStartEdge(direction))
        setPosition(
            inlineEndMargin(mainAxis, direction, ownerWidth) + relativeMain,
            mainAxis.inlineEndEdge(direction))
        setPosition(
            inlineStartMargin(crossAxis, direction, ownerWidth) + relativeCross,
            crossAxis.inlineStartEdge(direction))
        setPosition(
            inlineEndMargin(crossAxis, direction, ownerWidth) + relativeCross,
            crossAxis.inlineEndEdge(direction))
    }

    /// The children that take part in layout: `display: contents` children are replaced by theirs.
    var layoutChildren: [LayoutNode] {
        if contentsChildCount == 0 { return storedChildren }
        var result: [LayoutNode] = []
        result.reserveCapacity(children.count)
        appendLayoutChildren(into: &result)
        return result
    }

    private func appendLayoutChildren(into result: inout [LayoutNode]) {
        for child in children {
            if child.storedStyle.display == .contents {
                child.appendLayoutChildren(into: &result)
            } else {
                result.append(child)
            }
        }
    }
}

/// `alignSelf`, or the parent's `alignItems` when auto, resolved for the container (`resolveRelativeAlignment`).
@inline(__always)
func resolveChildAlignment(_ node: LayoutNode, _ child: LayoutNode) -> Align {
    let align = child.storedStyle.alignSelf == .auto ? node.storedStyle.alignItems : child.storedStyle.alignSelf
    switch align {
    case .baseline, .lastBaseline, .selfStart, .selfEnd: return resolveRelativeAlignment(align, node, child)
    default: return align
    }
}

/// `resolveChildAlignment` for the alignments that depend on the container's axis, wrapping, direction or
/// the child's margins (kept out of line: the common alignments need none of it).
@inline(never)
func resolveRelativeAlignment(_ align: Align, _ node: LayoutNode, _ child: LayoutNode) -> Align {
    switch align {
    case .baseline, .lastBaseline:
        let cssBaselines = !node.treeErrata.contains(.yogaBaselineAlignment)
        if node.storedStyle.flexDirection.isColumn {
            // The items' baselines are parallel to a column's cross axis: the line code lines them up by their
            // line-left edges and packs the group (CSS Box Alignment 3 §9.3); Yoga aligns them to flex-start.
            return cssBaselines && node.storedStyle.flexWrap != .wrapReverse ? align : .flexStart
        }
        // An item with an auto cross-axis margin does not take part in baseline alignment (CSS Flexbox §8.3).
        if child.flexStartMarginIsAuto(.column, .ltr) || child.flexEndMarginIsAuto(.column, .ltr), cssBaselines {
            return .flexStart
        }
        return align
    case .selfStart, .selfEnd:
        // The item's own start: on a horizontal cross axis its direction's start, on a vertical one the top.
        // The container's flex-start is its own direction's start (or the top), swapped by `wrapReverse`.
        var startsAtFlexStart = node.storedStyle.flexWrap != .wrapReverse
        if node.storedStyle.flexDirection.isColumn {
            let childDirection =
                child.storedStyle.direction == .inherit ? node.resolvedDirection : child.storedStyle.direction
            if childDirection != node.resolvedDirection { startsAtFlexStart.toggle() }
        }
        return (align == .selfStart) == startsAtFlexStart ? .flexStart : .flexEnd
    default:
        return align
    }
}

/// Whether the alignment of `child` in `node` falls back to start when the child overflows (`safe`).
@inline(__always)
func isSafeChildAlignment(_ node: LayoutNode, _ child: LayoutNode) -> Bool {
    child.storedStyle.alignSelf == .auto
        ? node.storedStyle.alignItemsOverflow == .safe : child.storedStyle.alignSelfOverflow == .safe
}

/// Alignment used when the free space is negative.
@inline(__always)
func fallbackAlignment(_ align: Align) -> Align {
    switch align {
    case .spaceBetween, .stretch, .spaceAround, .spaceEvenly: .flexStart
    default: align
    }
}

@inline(__always)
func fallbackJustify(_ justify: Justify) -> Justify {
    switch justify {
    case .spaceBetween, .spaceAround, .spaceEvenly: .flexStart
    default: justify
    }
}

/// Min/max clamp of a value on an axis (without padding/border floor).
@inline(__always)
func isWidth(_ axis: FlexDirection) -> Bool { axis.isRow }

@inline(__always)
func boundAxisWithinMinAndMax(
    _ node: LayoutNode, _ direction: LayoutDirection, _ axis: FlexDirection,
    _ value: Double, _ axisSize: Double, _ widthSize: Double
) -> Double {
    if isWidth(axis)
        ? (node.storedStyle.minWidth == nil && node.storedStyle.maxWidth == nil)
        : (node.storedStyle.minHeight == nil && node.storedStyle.maxHeight == nil)
    {
        return value
    }
    let isWidth = axis.isRow
    if node.unclampedAxis != 0 && (node.unclampedAxis == 1) == isWidth { return value }
    var minValue = node.resolvedMin(isWidth, direction, axisSize, widthSize)
    if minValue.isNaN && node.automaticMinimumIsRow == isWidth && !node.automaticMinimum.isNaN {
        minValue = node.automaticMinimum
    }
    let maxValue = node.resolvedMax(isWidth, direction, axisSize, widthSize)
    if !maxValue.isNaN && maxValue >= 0 && !value.isNaN && value > maxValue {
        // A minimum above the maximum wins (CSS 2 §10.4); Yoga keeps the maximum. Conflicts are rare, so
        // only they look up the tree's errata.
        if !minValue.isNaN && minValue > maxValue && !node.treeErrata.contains(.maxWinsOverMin) { return minValue }
        return maxValue
    }
    if !minValue.isNaN && minValue >= 0 && !value.isNaN && value < minValue { return minValue }
    return value
}

/// Min/max clamp that also keeps the value at least the padding and border.
@inline(__always)
func boundAxis(
    _ node: LayoutNode, _ axis: FlexDirection, _ direction: LayoutDirection, _ value: Double,
    _ axisSize: Double, _ widthSize: Double
) -> Double {
    maxOrDefined(
        boundAxisWithinMinAndMax(node, direction, axis, value, axisSize, widthSize),
        node.paddingAndBorderForAxis(axis, direction, widthSize))
}

@inline(__always)
func positionOfOppositeEdge(
    _ position: Double, _ axis: FlexDirection, _ containing: LayoutNode,
    _ node: LayoutNode
) -> Double {
    containing.measured(axis) - node.measured(axis) - position
}

@inline(__always)
func setChildTrailingPosition(_ node: LayoutNode, _ child: LayoutNode, _ axis: FlexDirection) {
    child.setPosition(
        positionOfOppositeEdge(child.position(axis.flexStartEdge), axis, node, child),
        axis.flexEndEdge)
}
