// StyleResolution: resolving a FlexStyle's edges, gaps and min/max sizes for a direction and reference size.

extension Edges {
    /// The value that applies to a physical edge in `direction` (logical edges first, then groups).
    @inline(__always)
    func value(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Dimension? {
        if setMask == 0 { return nil }
        switch edge {
        case .left:
            if direction == .rtl { if let end = values.5 { return end } } else if let start = values.4 { return start }
            return values.0 ?? values.6 ?? values.8
        case .right:
            if direction == .rtl { if let start = values.4 { return start } } else if let end = values.5 { return end }
            return values.2 ?? values.6 ?? values.8
        case .top:
            return values.1 ?? values.7 ?? values.8
        case .bottom:
            return values.3 ?? values.7 ?? values.8
        }
    }

    /// Whether any edge contributing to the horizontal axis is set (insets).
    var horizontalDefined: Bool {
        values.0 != nil || values.2 != nil || values.8 != nil || values.6 != nil || values.4 != nil || values.5 != nil
    }

    /// Whether any edge contributing to the vertical axis is set (insets).
    var verticalDefined: Bool {
        values.1 != nil || values.3 != nil || values.8 != nil || values.7 != nil
    }
}

extension FlexStyle {
    // MARK: Margin

    @inline(__always)
    func marginValue(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        let resolved = resolveValue(margin.value(edge, direction), widthSize)
        return resolved.isNaN ? 0 : resolved
    }

    @inline(__always)
    func flexStartMargin(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        marginValue(axis.flexStartEdge, direction, widthSize)
    }

    @inline(__always)
    func flexEndMargin(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        marginValue(axis.flexEndEdge, direction, widthSize)
    }

    @inline(__always)
    func inlineStartMargin(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        marginValue(axis.inlineStartEdge(direction), direction, widthSize)
    }

    @inline(__always)
    func inlineEndMargin(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        marginValue(axis.inlineEndEdge(direction), direction, widthSize)
    }

    /// Sum of both margins on an axis (independent of direction).
    @inline(__always)
    func marginForAxis(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        if margin.setMask == 0 { return 0 }
        return inlineStartMargin(axis, .ltr, widthSize) + inlineEndMargin(axis, .ltr, widthSize)
    }

    @inline(__always)
    func flexStartMarginIsAuto(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
        margin.setMask != 0 && margin.value(axis.flexStartEdge, direction) == .auto
    }

    @inline(__always)
    func flexEndMarginIsAuto(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
        margin.setMask != 0 && margin.value(axis.flexEndEdge, direction) == .auto
    }

    // MARK: Border and padding

    @inline(__always)
    func borderValue(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Double {
        if border.setMask == 0 { return 0 }
        return maxOrDefined(resolveValue(border.value(edge, direction), 0), 0)
    }

    @inline(__always)
    func paddingValue(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        if padding.setMask == 0 { return 0 }
        return maxOrDefined(resolveValue(padding.value(edge, direction), widthSize), 0)
    }

    @inline(__always)
    func flexStartPaddingAndBorder(_ axis: FlexDirection, _ direction: LayoutDirection,
                                   _ widthSize: Double) -> Double {
        paddingValue(axis.flexStartEdge, direction, widthSize) + borderValue(axis.flexStartEdge, direction)
    }

    @inline(__always)
    func flexEndPaddingAndBorder(_ axis: FlexDirection, _ direction: LayoutDirection,
                                 _ widthSize: Double) -> Double {
        paddingValue(axis.flexEndEdge, direction, widthSize) + borderValue(axis.flexEndEdge, direction)
    }

    /// Padding plus border on both sides of an axis.
    @inline(__always)
    func paddingAndBorderForAxis(_ axis: FlexDirection, _ direction: LayoutDirection,
                                 _ widthSize: Double) -> Double {
        if padding.setMask == 0 && border.setMask == 0 { return 0 }
        let start = axis.inlineStartEdge(direction), end = axis.inlineEndEdge(direction)
        return paddingValue(start, direction, widthSize) + borderValue(start, direction)
            + paddingValue(end, direction, widthSize) + borderValue(end, direction)
    }

    /// Padding plus border of the width (`isWidth`) or height.
    @inline(__always)
    func paddingAndBorderForDimension(_ isWidth: Bool, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        let axis: FlexDirection = isWidth ? .row : .column
        return flexStartPaddingAndBorder(axis, direction, widthSize) + flexEndPaddingAndBorder(axis, direction, widthSize)
    }

    /// Sum of both borders on an axis.
    @inline(__always)
    func borderForAxis(_ axis: FlexDirection) -> Double {
        borderValue(axis.inlineStartEdge(.ltr), .ltr) + borderValue(axis.inlineEndEdge(.ltr), .ltr)
    }

    // MARK: Insets

    @inline(__always)
    func positionValue(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Dimension? {
        position.value(edge, direction)
    }

    /// Whether the inset on `edge` is set to a length (not unset, not `auto`).
    @inline(__always)
    func isPositionLength(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Bool {
        if position.setMask == 0 { return false }
        guard let value = position.value(edge, direction) else { return false }
        return value != .auto
    }

    @inline(__always)
    func positionLength(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ axisSize: Double) -> Double {
        let resolved = resolveValue(position.value(edge, direction), axisSize)
        return resolved.isNaN ? 0 : resolved
    }

    // MARK: Gaps

    /// The gap between items along `axis` (column gap on rows, row gap on columns).
    @inline(__always)
    func gapForAxis(_ axis: FlexDirection, _ ownerSize: Double) -> Double {
        let value = axis.isRow ? (columnGap ?? gap) : (rowGap ?? gap)
        guard let value else { return 0 }
        return maxOrDefined(resolveValue(value, ownerSize), 0)
    }

    // MARK: Min and max sizes

    /// Minimum size as a border-box length (undefined when none).
    @inline(__always)
    func resolvedMin(_ isWidth: Bool, _ direction: LayoutDirection, _ reference: Double,
                     _ ownerWidth: Double) -> Double {
        let value = resolveValue(isWidth ? minWidth : minHeight, reference)
        if boxSizing == .borderBox || value.isNaN { return value }
        return value + paddingAndBorderForDimension(isWidth, direction, ownerWidth)
    }

    /// Maximum size as a border-box length (undefined when none).
    @inline(__always)
    func resolvedMax(_ isWidth: Bool, _ direction: LayoutDirection, _ reference: Double,
                     _ ownerWidth: Double) -> Double {
        let value = resolveValue(isWidth ? maxWidth : maxHeight, reference)
        if boxSizing == .borderBox || value.isNaN { return value }
        return value + paddingAndBorderForDimension(isWidth, direction, ownerWidth)
    }

    /// The size used for layout: `max` when min and max are the same length, else `width`/`height`.
    @inline(__always)
    func processedDimension(_ isWidth: Bool) -> Dimension {
        let maxValue = isWidth ? maxWidth : maxHeight
        if let maxValue, let minValue = isWidth ? minWidth : minHeight {
            switch (maxValue, minValue) {
            case let (.points(a), .points(b)) where inexactEquals(a, b): return maxValue
            case let (.percent(a), .percent(b)) where inexactEquals(a, b): return maxValue
            default: break
            }
        }
        return isWidth ? width : height
    }
}
