// LayoutNode: one node of a layout tree — style, children, callbacks, dirtiness and computed layout.

/// A node of a flexbox layout tree.
///
/// A tree is built, laid out and read within one isolation (nodes are not `Sendable`); the results
/// (`layout`) and styles are `Sendable` values. Changing `style`, `measure`, or the children marks the
/// node and its ancestors dirty; `calculateLayout` then re-lays out only what is dirty.
public final class LayoutNode {
    /// The node's style. Setting a different value marks the node dirty.
    public var style: FlexStyle {
        didSet { if style != oldValue { markDirty() } }
    }

    /// Measures a leaf's content: called with the offered width/height and their modes, returns the size.
    /// Used only while the node has no children. Setting it marks the node dirty.
    public var measure: ((_ width: Double, _ widthMode: MeasureMode, _ height: Double,
                          _ heightMode: MeasureMode) -> LayoutSize)? {
        didSet { markDirty() }
    }

    /// The distance from the top of the node's border box to its first baseline, for a given size.
    /// Without it the baseline is the first child's (or the node's height).
    public var baseline: ((_ width: Double, _ height: Double) -> Double)? {
        didSet { markDirty() }
    }

    /// Settings for the tree; the root's config applies when laying out.
    public var config: LayoutConfig {
        didSet { if config != oldValue { markDirty() } }
    }

    /// The children, in order.
    public private(set) var children: [LayoutNode] = []

    /// The node that holds this node as a child.
    public private(set) weak var parent: LayoutNode?

    /// Whether the node needs layout (its style, measure, or subtree changed since the last layout).
    public internal(set) var isDirty: Bool = true

    /// Set when `calculateLayout` gave the node a new layout; clear it after reading the result.
    public var hasNewLayout: Bool = true

    /// The computed, rounded border box relative to the parent.
    public internal(set) var layout = LayoutResult()

    // MARK: Engine state (unrounded results, caches)

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
    /// Resolved physical margin, border and padding (left, top, right, bottom).
    var marginL = 0.0, marginT = 0.0, marginR = 0.0, marginB = 0.0
    var borderL = 0.0, borderT = 0.0, borderR = 0.0, borderB = 0.0
    var paddingL = 0.0, paddingT = 0.0, paddingR = 0.0, paddingB = 0.0
    var resolvedDirection: LayoutDirection = .ltr
    var hadOverflow = false

    var computedFlexBasis: Double = .nan
    var computedFlexBasisGeneration: UInt64 = 0
    var lineIndex = 0
    var generationCount: UInt64 = 0
    var lastOwnerDirection: LayoutDirection = .inherit
    var lastScaleFactor: Double = .nan
    /// Pass counter of a tree laid out from this node; starts at a random value so that passes of
    /// different trees never share a number (nodes may move between trees).
    var passCounter = UInt64.random(in: 1...(UInt64.max / 2))
    /// Scale factor of the last rounding done from this node as a root.
    var lastRoundingScale: Double = .nan
    var isReferenceBaseline = false

    var cachedLayout = CachedMeasurement()
    var cachedMeasurements = MeasurementCache()

    /// Absolute unrounded origin used for the last rounding of this node.
    var roundedFromAbsLeft: Double = .nan
    var roundedFromAbsTop: Double = .nan
    /// The layout pass that last visited this node with `performLayout`.
    var layoutPass: UInt64 = 0

    /// Clears the results of a node that generates no box (`display: none` or `contents`).
    func resetLayoutForNoBox(_ pass: LayoutPass) {
        posLeft = 0; posTop = 0; posRight = 0; posBottom = 0
        dimWidth = 0; dimHeight = 0
        measuredWidth = 0; measuredHeight = 0
        marginL = 0; marginT = 0; marginR = 0; marginB = 0
        borderL = 0; borderT = 0; borderR = 0; borderB = 0
        paddingL = 0; paddingT = 0; paddingR = 0; paddingB = 0
        hadOverflow = false
        computedFlexBasis = .nan
        cachedLayout = CachedMeasurement()
        cachedMeasurements.count = 0
        lastOwnerDirection = .inherit
        layoutPass = pass.generation
    }

    /// A node with a style and config.
    public init(style: FlexStyle = FlexStyle(), config: LayoutConfig = .default) {
        self.style = style
        self.config = config
    }

    /// A node with a style and children.
    public convenience init(style: FlexStyle = FlexStyle(), config: LayoutConfig = .default,
                            children: [LayoutNode]) throws(LayoutError) {
        self.init(style: style, config: config)
        for child in children { try appendChild(child) }
    }

    // MARK: Tree edits

    /// Inserts `child` at `index`. A child that has a parent is first removed from it.
    public func insertChild(_ child: LayoutNode, at index: Int) throws(LayoutError) {
        var ancestor: LayoutNode? = self
        while let node = ancestor {
            if node === child { throw .cycle }
            ancestor = node.parent
        }
        if let oldParent = child.parent {
            if oldParent === self, let oldIndex = children.firstIndex(where: { $0 === child }) {
                guard index >= 0, index < children.count else {
                    throw .indexOutOfRange(index: index, count: children.count - 1)
                }
                children.remove(at: oldIndex)
                children.insert(child, at: index)
                markDirty()
                return
            }
            try oldParent.removeChild(child)
        }
        guard index >= 0, index <= children.count else {
            throw .indexOutOfRange(index: index, count: children.count)
        }
        children.insert(child, at: index)
        child.parent = self
        markDirty()
    }

    /// Appends `child`. A child that has a parent is first removed from it.
    public func appendChild(_ child: LayoutNode) throws(LayoutError) {
        let count = child.parent === self ? children.count - 1 : children.count
        try insertChild(child, at: count)
    }

    /// Removes `child`.
    public func removeChild(_ child: LayoutNode) throws(LayoutError) {
        guard child.parent === self, let index = children.firstIndex(where: { $0 === child }) else {
            throw .notAChild
        }
        children.remove(at: index)
        child.parent = nil
        markDirty()
    }

    /// Removes and returns the child at `index`.
    @discardableResult
    public func removeChild(at index: Int) throws(LayoutError) -> LayoutNode {
        guard index >= 0, index < children.count else {
            throw .indexOutOfRange(index: index, count: children.count)
        }
        let child = children.remove(at: index)
        child.parent = nil
        markDirty()
        return child
    }

    /// Removes every child.
    public func removeAllChildren() {
        guard !children.isEmpty else { return }
        for child in children { child.parent = nil }
        children.removeAll()
        markDirty()
    }

    // MARK: Dirtiness

    /// Marks the node and its ancestors as needing layout (e.g. after the content a measure function
    /// reports changed).
    public func markDirty() {
        isDirty = true
        computedFlexBasis = .nan
        var ancestor = parent
        while let current = ancestor, !current.isDirty {
            current.isDirty = true
            current.computedFlexBasis = .nan
            ancestor = current.parent
        }
    }
}
