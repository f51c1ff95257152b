// Axis helpers: physical edges, flex-direction resolution by inline direction, sizing modes.

/// A physical side of a box.
enum PhysicalEdge {
    case left, top, right, bottom
}

/// How a size offered to a node is to be used (CSS sizing terms; `MeasureMode` is the public view).
enum SizingMode {
    /// The size is exact (`MeasureMode.exactly`).
    case stretchFit
    /// The size is an upper bound (`MeasureMode.atMost`).
    case fitContent
    /// No constraint (`MeasureMode.undefined`).
    case maxContent
    /// As narrow as the content allows (CSS min-content): leaves take their `minContentWidth`, containers
    /// the min-content contributions of their items. Only widths are measured this way.
    case minContent

    var measureMode: MeasureMode {
        switch self {
        case .stretchFit: .exactly
        case .fitContent: .atMost
        case .maxContent, .minContent: .undefined
        }
    }

    /// Whether the size comes from the content alone (no available size).
    @inline(__always)
    var isIntrinsic: Bool { self == .maxContent || self == .minContent }
}

extension FlexDirection {
    /// The direction with `row`/`rowReverse` swapped in RTL.
    @inline(__always)
    func resolved(_ direction: LayoutDirection) -> FlexDirection {
        guard direction == .rtl else { return self }
        switch self {
        case .row: return .rowReverse
        case .rowReverse: return .row
        default: return self
        }
    }

    /// The cross axis of a (resolved) main axis.
    @inline(__always)
    func crossAxis(_ direction: LayoutDirection) -> FlexDirection {
        isColumn ? FlexDirection.row.resolved(direction) : .column
    }

    @inline(__always)
    var flexStartEdge: PhysicalEdge {
        switch self {
        case .column: .top
        case .columnReverse: .bottom
        case .row: .left
        case .rowReverse: .right
        }
    }

    @inline(__always)
    var flexEndEdge: PhysicalEdge {
        switch self {
        case .column: .bottom
        case .columnReverse: .top
        case .row: .right
        case .rowReverse: .left
        }
    }

    @inline(__always)
    func inlineStartEdge(_ direction: LayoutDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .right : .left) : .top
    }

    @inline(__always)
    func inlineEndEdge(_ direction: LayoutDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .left : .right) : .bottom
    }

    /// Whether positions along this axis are laid out from the far edge and must be mirrored.
    @inline(__always)
    var needsTrailingPosition: Bool { self == .rowReverse || self == .columnReverse }
}

// MARK: Undefined-aware arithmetic (NaN = undefined inside the engine only)

@inline(__always) func isDefined(_ value: Double) -> Bool { !value.isNaN }
@inline(__always) func isUndefined(_ value: Double) -> Bool { value.isNaN }

/// `max` that ignores an undefined operand.
@inline(__always) func maxOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return a > b ? a : b }
    return a.isNaN ? b : a
}

/// `min` that ignores an undefined operand.
@inline(__always) func minOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return a < b ? a : b }
    return a.isNaN ? b : a
}

/// Equality within Yoga's tolerance; two undefined values are equal.
@inline(__always) func inexactEquals(_ a: Double, _ b: Double) -> Bool {
    if !a.isNaN && !b.isNaN { return abs(a - b) < 0.0001 }
    return a.isNaN && b.isNaN
}

/// Resolves a length against a reference length (percentages); `auto`, keywords and unset are undefined.
@inline(__always) func resolveValue(_ value: LayoutLength?, _ reference: Double) -> Double {
    switch value {
    case let .points(points)?: return points
    case let .percent(percent)?: return percent * reference * 0.01
    default: return .nan
    }
}
