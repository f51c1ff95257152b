// LayoutNodeState: everything a layout node stores besides its style's address, in one value.
//
// The node keeps this value in a single stored property so that one declaration decides how accesses to
// the node's fields are checked: Swift checks each access to a class's stored property for overlapping
// accesses at run time, which slows the layout passes that read and write these fields on every node
// (see docs/performance.md, "unchecked exclusivity"). Release builds skip that check for `state` alone;
// DEBUG builds keep it, so the test run verifies that no two accesses to a node's state overlap.

/// The stored fields of a `LayoutNode`: tree links, callbacks, style-derived caches, the unrounded
/// results of the last pass and the measurement caches.
struct LayoutNodeState {
    /// The style's storage (see `SharedStyleStorage`): read in place, possibly shared with siblings of equal style,
    /// never written while shared.
    var stylePointer: UnsafeMutablePointer<FlexStyle>
    /// `LayoutNode.measure`.
    var storedMeasure: ((Double, MeasureMode, Double, MeasureMode) -> LayoutSize)? = nil
    /// `LayoutNode.baseline`.
    var storedBaseline: ((Double, Double) -> Double)? = nil
    /// `LayoutNode.config`.
    var storedConfig: LayoutConfig
    /// `LayoutNode.children`.
    var storedChildren: [LayoutNode] = []
    /// The node's parent, not retained (see `UnretainedParent`).
    var parent: UnretainedParent = UnretainedParent()
    /// Set on the root while `calculateLayout` runs.
    var isInLayout: Bool = false
    /// Whether the style has a percentage (its layout then depends on the owner's size).
    var usesPercentages: Bool = false
    /// Whether a size of the style is a sizing keyword (`minContent`, `maxContent`, `fitContent`, `stretch`); only such
    /// nodes resolve keywords, so plain trees pay one branch for them.
    var hasSizingKeywords: Bool = false
    /// While its flex base size is measured (CSS Flexbox §9.2.3.E): the axis whose min/max sizes do not apply (0 none,
    /// 1 width, 2 height). The base size is the content's; min/max apply when flexing.
    var unclampedAxis: UInt8 = 0
    /// What only some nodes need (a `minContentWidth`, resolved sizing keywords), kept out of line so that the nodes of
    /// plain trees stay small.
    var extras: LayoutNodeExtras? = nil
    /// Style-derived sums (see `refreshStyleCaches`); undefined when they depend on a reference size.
    var marginSumRow: Double = .nan
    var marginSumColumn: Double = .nan
    var paddingBorderRowLTR: Double = .nan
    var paddingBorderRowRTL: Double = .nan
    var paddingBorderColumn: Double = .nan
    /// Number of children with `display: contents`.
    var contentsChildCount: Int = 0
    /// `LayoutNode.isDirty`.
    var storedIsDirty: Bool = true
    /// `LayoutNode.hasNewLayout`.
    var hasNewLayout: Bool = true
    /// `LayoutNode.layout`.
    var layout: LayoutResult = LayoutResult()
    /// Unrounded position (left, top) relative to the parent's border box.
    var posLeft: Double = 0
    var posTop: Double = 0
    /// Unrounded position of the trailing edges, only used while laying out reversed axes.
    var posRight: Double = 0
    var posBottom: Double = 0
    /// Unrounded border-box size chosen by the parent.
    var dimWidth: Double = .nan
    var dimHeight: Double = .nan
    /// The size this node measured for itself in the last pass.
    var measuredWidth: Double = .nan
    var measuredHeight: Double = .nan
    /// Resolved physical border and padding (left, top, right, bottom).
    var borderL: Double = 0
    var borderT: Double = 0
    var borderR: Double = 0
    var borderB: Double = 0
    var paddingL: Double = 0
    var paddingT: Double = 0
    var paddingR: Double = 0
    var paddingB: Double = 0
    /// The CSS automatic minimum main size as a flex item (undefined unless its min is `.auto`).
    var automaticMinimum: Double = .nan
    var automaticMinimumIsRow: Bool = true
    var resolvedDirection: LayoutDirection = .ltr
    var hadOverflow: Bool = false
    var computedFlexBasis: Double = .nan
    var lineIndex: Int = 0
    var lastVisitedPass: UInt64 = 0
    var lastOwnerDirection: LayoutDirection = .inherit
    var lastScaleFactor: Double = .nan
    /// Pass counter of a tree laid out from this node; it starts at a random value so
    /// that passes of different trees never share a number (nodes may move between trees).
    var passCounter = UInt64.random(in: 1...(UInt64.max / 2))
    /// Scale factor of the last rounding done from this node as a root.
    var lastRoundingScale: Double = .nan
    var cachedLayout: CachedMeasurement = CachedMeasurement()
    var cachedMeasurements: MeasurementCache = MeasurementCache()
    /// Absolute unrounded origin used for the last rounding of this node.
    var roundedFromAbsLeft: Double = .nan
    var roundedFromAbsTop: Double = .nan
    /// The layout pass that last visited this node with `performLayout`.
    var layoutPass: UInt64 = 0

    init(stylePointer: UnsafeMutablePointer<FlexStyle>, config: LayoutConfig) {
        self.stylePointer = stylePointer
        self.storedConfig = config
    }
}

// The fields read and written by name, as if each were a stored property of the node. Each accessor is a
// single access to `state`.
extension LayoutNode {
    var stylePointer: UnsafeMutablePointer<FlexStyle> {
        @inline(__always) get { state.stylePointer }
        @inline(__always) set { state.stylePointer = newValue }
    }
    var storedMeasure: ((Double, MeasureMode, Double, MeasureMode) -> LayoutSize)? {
        @inline(__always) get { state.storedMeasure }
        @inline(__always) set { state.storedMeasure = newValue }
    }
    var storedBaseline: ((Double, Double) -> Double)? {
        @inline(__always) get { state.storedBaseline }
        @inline(__always) set { state.storedBaseline = newValue }
    }
    var storedConfig: LayoutConfig {
        @inline(__always) get { state.storedConfig }
        @inline(__always) set { state.storedConfig = newValue }
    }
    var storedChildren: [LayoutNode] {
        @inline(__always) get { state.storedChildren }
        @inline(__always) _modify { yield &state.storedChildren }
    }
    var isInLayout: Bool {
        @inline(__always) get { state.isInLayout }
        @inline(__always) set { state.isInLayout = newValue }
    }
    var usesPercentages: Bool {
        @inline(__always) get { state.usesPercentages }
        @inline(__always) set { state.usesPercentages = newValue }
    }
    var hasSizingKeywords: Bool {
        @inline(__always) get { state.hasSizingKeywords }
        @inline(__always) set { state.hasSizingKeywords = newValue }
    }
    var unclampedAxis: UInt8 {
        @inline(__always) get { state.unclampedAxis }
        @inline(__always) set { state.unclampedAxis = newValue }
    }
    var extras: LayoutNodeExtras? {
        @inline(__always) get { state.extras }
        @inline(__always) _modify { yield &state.extras }
    }
    var marginSumRow: Double {
        @inline(__always) get { state.marginSumRow }
        @inline(__always) set { state.marginSumRow = newValue }
    }
    var marginSumColumn: Double {
        @inline(__always) get { state.marginSumColumn }
        @inline(__always) set { state.marginSumColumn = newValue }
    }
    var paddingBorderRowLTR: Double {
        @inline(__always) get { state.paddingBorderRowLTR }
        @inline(__always) set { state.paddingBorderRowLTR = newValue }
    }
    var paddingBorderRowRTL: Double {
        @inline(__always) get { state.paddingBorderRowRTL }
        @inline(__always) set { state.paddingBorderRowRTL = newValue }
    }
    var paddingBorderColumn: Double {
        @inline(__always) get { state.paddingBorderColumn }
        @inline(__always) set { state.paddingBorderColumn = newValue }
    }
    var contentsChildCount: Int {
        @inline(__always) get { state.contentsChildCount }
        @inline(__always) set { state.contentsChildCount = newValue }
    }
    var storedIsDirty: Bool {
        @inline(__always) get { state.storedIsDirty }
        @inline(__always) set { state.storedIsDirty = newValue }
    }
    var posLeft: Double {
        @inline(__always) get { state.posLeft }
        @inline(__always) set { state.posLeft = newValue }
    }
    var posTop: Double {
        @inline(__always) get { state.posTop }
        @inline(__always) set { state.posTop = newValue }
    }
    var posRight: Double {
        @inline(__always) get { state.posRight }
        @inline(__always) set { state.posRight = newValue }
    }
    var posBottom: Double {
        @inline(__always) get { state.posBottom }
        @inline(__always) set { state.posBottom = newValue }
    }
    var dimWidth: Double {
        @inline(__always) get { state.dimWidth }
        @inline(__always) set { state.dimWidth = newValue }
    }
    var dimHeight: Double {
        @inline(__always) get { state.dimHeight }
        @inline(__always) set { state.dimHeight = newValue }
    }
    var measuredWidth: Double {
        @inline(__always) get { state.measuredWidth }
        @inline(__always) set { state.measuredWidth = newValue }
    }
    var measuredHeight: Double {
        @inline(__always) get { state.measuredHeight }
        @inline(__always) set { state.measuredHeight = newValue }
    }
    var borderL: Double {
        @inline(__always) get { state.borderL }
        @inline(__always) set { state.borderL = newValue }
    }
    var borderT: Double {
        @inline(__always) get { state.borderT }
        @inline(__always) set { state.borderT = newValue }
    }
    var borderR: Double {
        @inline(__always) get { state.borderR }
        @inline(__always) set { state.borderR = newValue }
    }
    var borderB: Double {
        @inline(__always) get { state.borderB }
        @inline(__always) set { state.borderB = newValue }
    }
    var paddingL: Double {
        @inline(__always) get { state.paddingL }
        @inline(__always) set { state.paddingL = newValue }
    }
    var paddingT: Double {
        @inline(__always) get { state.paddingT }
        @inline(__always) set { state.paddingT = newValue }
    }
    var paddingR: Double {
        @inline(__always) get { state.paddingR }
        @inline(__always) set { state.paddingR = newValue }
    }
    var paddingB: Double {
        @inline(__always) get { state.paddingB }
        @inline(__always) set { state.paddingB = newValue }
    }
    var automaticMinimum: Double {
        @inline(__always) get { state.automaticMinimum }
        @inline(__always) set { state.automaticMinimum = newValue }
    }
    var automaticMinimumIsRow: Bool {
        @inline(__always) get { state.automaticMinimumIsRow }
        @inline(__always) set { state.automaticMinimumIsRow = newValue }
    }
    var resolvedDirection: LayoutDirection {
        @inline(__always) get { state.resolvedDirection }
        @inline(__always) set { state.resolvedDirection = newValue }
    }
    var hadOverflow: Bool {
        @inline(__always) get { state.hadOverflow }
        @inline(__always) set { state.hadOverflow = newValue }
    }
    var computedFlexBasis: Double {
        @inline(__always) get { state.computedFlexBasis }
        @inline(__always) set { state.computedFlexBasis = newValue }
    }
    var lineIndex: Int {
        @inline(__always) get { state.lineIndex }
        @inline(__always) set { state.lineIndex = newValue }
    }
    var lastVisitedPass: UInt64 {
        @inline(__always) get { state.lastVisitedPass }
        @inline(__always) set { state.lastVisitedPass = newValue }
    }
    var lastOwnerDirection: LayoutDirection {
        @inline(__always) get { state.lastOwnerDirection }
        @inline(__always) set { state.lastOwnerDirection = newValue }
    }
    var lastScaleFactor: Double {
        @inline(__always) get { state.lastScaleFactor }
        @inline(__always) set { state.lastScaleFactor = newValue }
    }
    var passCounter: UInt64 {
        @inline(__always) get { state.passCounter }
        @inline(__always) set { state.passCounter = newValue }
    }
    var lastRoundingScale: Double {
        @inline(__always) get { state.lastRoundingScale }
        @inline(__always) set { state.lastRoundingScale = newValue }
    }
    var cachedLayout: CachedMeasurement {
        @inline(__always) get { state.cachedLayout }
        @inline(__always) _modify { yield &state.cachedLayout }
    }
    var cachedMeasurements: MeasurementCache {
        @inline(__always) get { state.cachedMeasurements }
        @inline(__always) _modify { yield &state.cachedMeasurements }
    }
    var roundedFromAbsLeft: Double {
        @inline(__always) get { state.roundedFromAbsLeft }
        @inline(__always) set { state.roundedFromAbsLeft = newValue }
    }
    var roundedFromAbsTop: Double {
        @inline(__always) get { state.roundedFromAbsTop }
        @inline(__always) set { state.roundedFromAbsTop = newValue }
    }
    var layoutPass: UInt64 {
        @inline(__always) get { state.layoutPass }
        @inline(__always) set { state.layoutPass = newValue }
    }

    /// The node that holds this node as a child (not retained; see `UnretainedParent`).
    var storedParent: LayoutNode? {
        @inline(__always) get { state.parent.node }
        set { state.parent.node = newValue }
    }

    /// Whether the node has a parent, known without reading the parent (hot in layout).
    var hasParent: Bool {
        @inline(__always) get { state.parent.isSet }
    }
}
