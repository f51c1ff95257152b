// StyleResolution: resolving a node's edges, gaps and min/max sizes for a direction and reference size.
//
// These read single fields of the style in place (through `stylePointer`); passing the whole
// `FlexStyle` value to helpers made the optimizer copy ~800 bytes per call.

/// Which per-edge property of the style to read.
enum BoxProperty {
    case margin, padding, border, position
}

extension Edges {
    /// The index of the edge whose value applies to a physical edge in `direction` (logical edges
    /// first, then the physical edge, then groups), or -1 when none is set.
    @inline(__always)
    static func applicableIndex(_ mask: UInt16, _ edge: PhysicalEdge, _ direction: LayoutDirection) -> Int {
        if mask == 0 { return -1 }
        switch edge {
        case .left:
            if direction == .rtl {
                if mask & 0b10_0000 != 0 { return 5 }
            } else if mask & 0b1_0000 != 0 {
                return 4
            }
            if mask & 0b1 != 0 { return 0 }
            if mask & 0b100_0000 != 0 { return 6 }
        case .right:
            if direction == .rtl {
                if mask & 0b1_0000 != 0 { return 4 }
            } else if mask & 0b10_0000 != 0 {
                return 5
            }
            if mask & 0b100 != 0 { return 2 }
            if mask & 0b100_0000 != 0 { return 6 }
        case .top:
            if mask & 0b10 != 0 { return 1 }
            if mask & 0b1000_0000 != 0 { return 7 }
        case .bottom:
            if mask & 0b1000 != 0 { return 3 }
            if mask & 0b1000_0000 != 0 { return 7 }
        }
        return mask & 0b1_0000_0000 != 0 ? 8 : -1
    }

    /// The value kind stored at an edge index.
    @inline(__always)
    static func kind(_ edges: UnsafePointer<Edges>, _ index: Int) -> UInt64 {
        (edges.pointee.kinds >> UInt64(index &* 4)) & 0xF
    }

    /// The length at an edge index resolved against `reference` (undefined for unset, auto, keywords).
    @inline(__always)
    static func resolved(_ edges: UnsafePointer<Edges>, _ index: Int, _ reference: Double) -> Double {
        if index < 0 { return .nan }
        assert(index < Edge.allCases.count, "Edges: edge index \(index) outside 0..<\(Edge.allCases.count)")
        let base = MemoryLayout<Edges>.offset(of: \.amounts) ?? 0
        let amount = UnsafeRawPointer(edges).load(fromByteOffset: base &+ index &* 8, as: Double.self)
        switch kind(edges, index) {
        case Kind.points.rawValue: return amount
        case Kind.percent.rawValue: return amount * reference * 0.01
        default: return .nan
        }
    }

    /// The value that applies to a physical edge in `direction`.
    @inline(__always)
    static func value(_ edges: UnsafePointer<Edges>, _ edge: PhysicalEdge, _ direction: LayoutDirection)
        -> LayoutLength?
    {
        let index = applicableIndex(edges.pointee.setMask, edge, direction)
        return index < 0 ? nil : edges.pointee.value(at: index)
    }
}

extension LayoutNode {
    @inline(__always)
    func edges(_ property: BoxProperty) -> UnsafePointer<Edges> {
        let base = UnsafeRawPointer(SharedStyleStorage.checked(stylePointer))
        let offset: Int
        switch property {
        // Stored-property key path offsets fold to constants in optimized builds.
        case .margin: offset = MemoryLayout<FlexStyle>.offset(of: \.margin) ?? 0
        case .padding: offset = MemoryLayout<FlexStyle>.offset(of: \.padding) ?? 0
        case .border: offset = MemoryLayout<FlexStyle>.offset(of: \.border) ?? 0
        case .position: offset = MemoryLayout<FlexStyle>.offset(of: \.position) ?? 0
        }
        return (base + offset).assumingMemoryBound(to: Edges.self)
    }

    @inline(__always)
    func edgeValue(_ property: BoxProperty, _ edge: PhysicalEdge, _ direction: LayoutDirection) -> LayoutLength? {
        Edges.value(edges(property), edge, direction)
    }

    @inline(__always)
    func hasAny(_ property: BoxProperty) -> Bool { edges(property).pointee.setMask != 0 }

    // MARK: Margin

    /// The resolved length of a property on a physical edge (undefined when unset, auto or a keyword).
    @inline(__always)
    func edgeLength(
        _ property: BoxProperty, _ edge: PhysicalEdge, _ direction: LayoutDirection,
        _ reference: Double
    ) -> Double {
        let pointer = edges(property)
        return Edges.resolved(pointer, Edges.applicableIndex(pointer.pointee.setMask, edge, direction), reference)
    }

    /// Whether the value of a property on a physical edge is `auto`.
    @inline(__always)
    func edgeIsAuto(_ property: BoxProperty, _ edge: PhysicalEdge, _ direction: LayoutDirection) -> Bool {
        let pointer = edges(property)
        let index = Edges.applicableIndex(pointer.pointee.setMask, edge, direction)
        return index >= 0 && Edges.kind(pointer, index) == Edges.Kind.auto.rawValue
    }

    @inline(__always)
    func marginValue(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        let resolved = edgeLength(.margin, edge, direction, widthSize)
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
        let cached = axis.isRow ? marginSumRow : marginSumColumn
        if !cached.isNaN { return cached }
        return inlineStartMargin(axis, .ltr, widthSize) + inlineEndMargin(axis, .ltr, widthSize)
    }

    /// Whether any set edge of a property is a percentage (its lengths then depend on a reference size).
    func hasPercentEdge(_ property: BoxProperty) -> Bool {
        let pointer = edges(property)
        for index in 0..<9 where Edges.kind(pointer, index) == Edges.Kind.percent.rawValue { return true }
        return false
    }

    /// Precomputes the direction-independent sums of margins and of padding plus border, which layout
    /// asks for many times per node; left undefined when a percentage makes them size-dependent.
    func refreshStyleCaches() {
        if !hasAny(.margin) && !hasAny(.padding) && !hasAny(.border) {
            marginSumRow = 0
            marginSumColumn = 0
            paddingBorderRowLTR = 0
            paddingBorderRowRTL = 0
            paddingBorderColumn = 0
            return
        }
        marginSumRow = .nan
        marginSumColumn = .nan
        paddingBorderRowLTR = .nan
        paddingBorderRowRTL = .nan
        paddingBorderColumn = .nan
        if !hasPercentEdge(.margin) {
            let row = inlineStartMargin(.row, .ltr, 0) + inlineEndMargin(.row, .ltr, 0)
            let column = inlineStartMargin(.column, .ltr, 0) + inlineEndMargin(.column, .ltr, 0)
            marginSumRow = row
            marginSumColumn = column
        }
        if !hasPercentEdge(.padding) && !hasPercentEdge(.border) {
            let rowLTR = uncachedPaddingAndBorderForAxis(.row, .ltr, 0)
            let rowRTL = uncachedPaddingAndBorderForAxis(.row, .rtl, 0)
            let column = uncachedPaddingAndBorderForAxis(.column, .ltr, 0)
            paddingBorderRowLTR = rowLTR
            paddingBorderRowRTL = rowRTL
            paddingBorderColumn = column
        }
    }

    @inline(__always)
    func flexStartMarginIsAuto(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
        edgeIsAuto(.margin, axis.flexStartEdge, direction)
    }

    @inline(__always)
    func flexEndMarginIsAuto(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
        edgeIsAuto(.margin, axis.flexEndEdge, direction)
    }

    // MARK: Border and padding

    @inline(__always)
    func borderValue(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Double {
        if !hasAny(.border) { return 0 }
        return maxOrDefined(edgeLength(.border, edge, direction, 0), 0)
    }

    @inline(__always)
    func paddingValue(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        if !hasAny(.padding) { return 0 }
        return maxOrDefined(edgeLength(.padding, edge, direction, widthSize), 0)
    }

    @inline(__always)
    func flexStartPaddingAndBorder(
        _ axis: FlexDirection, _ direction: LayoutDirection,
        _ widthSize: Double
    ) -> Double {
        paddingValue(axis.flexStartEdge, direction, widthSize) + borderValue(axis.flexStartEdge, direction)
    }

    @inline(__always)
    func flexEndPaddingAndBorder(
        _ axis: FlexDirection, _ direction: LayoutDirection,
        _ widthSize: Double
    ) -> Double {
        paddingValue(axis.flexEndEdge, direction, widthSize) + borderValue(axis.flexEndEdge, direction)
    }

    /// Padding plus border on both sides of an axis.
    @inline(__always)
    func paddingAndBorderForAxis(
        _ axis: FlexDirection, _ direction: LayoutDirection,
        _ widthSize: Double
    ) -> Double {
        let cached = axis.isRow ? (direction == .rtl ? paddingBorderRowRTL : paddingBorderRowLTR) : paddingBorderColumn
        if !cached.isNaN { return cached }
        return uncachedPaddingAndBorderForAxis(axis, direction, widthSize)
    }

    func uncachedPaddingAndBorderForAxis(
        _ axis: FlexDirection, _ direction: LayoutDirection,
        _ widthSize: Double
    ) -> Double {
        if !hasAny(.padding) && !hasAny(.border) { return 0 }
        let start = axis.inlineStartEdge(direction), end = axis.inlineEndEdge(direction)
        return paddingValue(start, direction, widthSize) + borderValue(start, direction)
            + paddingValue(end, direction, widthSize) + borderValue(end, direction)
    }

    /// Padding plus border of the width (`isWidth`) or height.
    @inline(__always)
    func paddingAndBorderForDimension(_ isWidth: Bool, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        let axis: FlexDirection = isWidth ? .row : .column
        return flexStartPaddingAndBorder(axis, direction, widthSize)
            + flexEndPaddingAndBorder(axis, direction, widthSize)
    }

    /// Sum of both borders on an axis.
    @inline(__always)
    func borderForAxis(_ axis: FlexDirection) -> Double {
        borderValue(axis.inlineStartEdge(.ltr), .ltr) + borderValue(axis.inlineEndEdge(.ltr), .ltr)
    }

    // MARK: Insets

    /// Whether the inset on `edge` is set to a length (not unset, not `auto`).
    @inline(__always)
    func isPositionLength(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Bool {
        let pointer = edges(.position)
        let index = Edges.applicableIndex(pointer.pointee.setMask, edge, direction)
        return index >= 0 && Edges.kind(pointer, index) != Edges.Kind.auto.rawValue
    }

    @inline(__always)
    func positionLength(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ axisSize: Double) -> Double {
        if !hasAny(.position) { return 0 }
        let resolved = edgeLength(.position, edge, direction, axisSize)
        return resolved.isNaN ? 0 : resolved
    }

    /// The inset on the flex-start edge of `axis` (0 when unset or auto).
    @inline(__always)
    func positionLengthForFlexStart(_ axis: FlexDirection, _ direction: LayoutDirection, _ axisSize: Double) -> Double {
        positionLength(axis.flexStartEdge, direction, axisSize)
    }

    /// Whether any inset contributing to the horizontal axis is set.
    var horizontalInsetsDefined: Bool {
        let mask = edges(.position).pointee.setMask
        return mask & 0b1_0111_0101 != 0 // left, right, start, end, horizontal, all
    }

    /// Whether any inset contributing to the vertical axis is set.
    var verticalInsetsDefined: Bool {
        let mask = edges(.position).pointee.setMask
        return mask & 0b1_1000_1010 != 0 // top, bottom, vertical, all
    }

    // MARK: Gaps

    /// The gap between items along `axis` (column gap on rows, row gap on columns).
    @inline(__always)
    func gapForAxis(_ axis: FlexDirection, _ ownerSize: Double) -> Double {
        let value = axis.isRow ? (storedStyle.columnGap ?? storedStyle.gap) : (storedStyle.rowGap ?? storedStyle.gap)
        guard let value else { return 0 }
        return maxOrDefined(resolveValue(value, ownerSize), 0)
    }

    // MARK: Min and max sizes

    /// Minimum size as a border-box length (undefined when none).
    @inline(__always)
    func resolvedMin(
        _ isWidth: Bool, _ direction: LayoutDirection, _ reference: Double,
        _ ownerWidth: Double
    ) -> Double {
        let specified = isWidth ? storedStyle.minWidth : storedStyle.minHeight
        if hasSizingKeywords, specified?.isSizingKeyword == true {
            return (isWidth ? extras?.minWidth : extras?.minHeight) ?? .nan
        }
        let value = resolveValue(specified, reference)
        if storedStyle.boxSizing == .borderBox || value.isNaN { return value }
        return value + paddingAndBorderForDimension(isWidth, direction, ownerWidth)
    }

    /// Maximum size as a border-box length (undefined when none).
    @inline(__always)
    func resolvedMax(
        _ isWidth: Bool, _ direction: LayoutDirection, _ reference: Double,
        _ ownerWidth: Double
    ) -> Double {
        let specified = isWidth ? storedStyle.maxWidth : storedStyle.maxHeight
        if hasSizingKeywords, specified?.isSizingKeyword == true {
            return (isWidth ? extras?.maxWidth : extras?.maxHeight) ?? .nan
        }
        let value = resolveValue(specified, reference)
        if storedStyle.boxSizing == .borderBox || value.isNaN { return value }
        return value + paddingAndBorderForDimension(isWidth, direction, ownerWidth)
    }

    /// The size used for layout: `max` when min and max are the same length, else `width`/`height`.
    @inline(__always)
    func processedDimension(_ isWidth: Bool) -> LayoutLength {
        let maxValue = isWidth ? storedStyle.maxWidth : storedStyle.maxHeight
        if let maxValue, let minValue = isWidth ? storedStyle.minWidth : storedStyle.minHeight {
            switch (maxValue, minValue) {
            case let (.points(a), .points(b)) where inexactEquals(a, b): return maxValue
            case let (.percent(a), .percent(b)) where inexactEquals(a, b): return maxValue
            default: break
            }
        }
        return isWidth ? storedStyle.width : storedStyle.height
    }
}
