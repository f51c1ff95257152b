// LayoutNode: one node of a layout tree — style, children, callbacks, dirtiness and computed layout.

/// A node of a flexbox layout tree.
///
/// A tree is built, laid out and read within one isolation (nodes are not `Sendable`); the results
/// (`layout`) and styles are `Sendable` values. Changing `style`, `measure`, or the children marks the
/// node and its ancestors dirty; `calculateLayout` then re-lays out only what is dirty.
public final class LayoutNode {
    /// The node's style. Setting a different value marks the node dirty.
    public var style: FlexStyle {
        get { storedStyle }
        set {
            guard newValue != storedStyle else { return }
            let displayChanged = (newValue.display == .contents) != (storedStyle.display == .contents)
            if SharedStyleStorage.isShared(stylePointer) {
                SharedStyleStorage.release(stylePointer)
                stylePointer = SharedStyleStorage.make(newValue)
            } else {
                SharedStyleStorage.assign(newValue, to: stylePointer)
            }
            usesPercentages = newValue.hasPercentages
            hasSizingKeywords = newValue.hasSizingKeywords
            refreshStyleCaches()
            if displayChanged, let parent { parent.contentsChildCount += newValue.display == .contents ? 1 : -1 }
            markDirty()
        }
    }

    /// Everything the node stores besides being an object (see `LayoutNodeState`). Release builds do not
    /// check accesses to it for overlaps: a tree is only touched by one isolation at a time, the engine
    /// never holds overlapping accesses to one node, and the check costs the layout passes measurably
    /// (docs/performance.md, "unchecked exclusivity"). DEBUG builds check every access.
    #if DEBUG
        var state: LayoutNodeState
    #else
        @exclusivity(unchecked) var state: LayoutNodeState
    #endif

    /// The style, read in place from its storage (see `SharedStyleStorage`) instead of copying the whole
    /// struct for every resolved value.
    var storedStyle: FlexStyle {
        unsafeAddress { UnsafePointer(SharedStyleStorage.checked(stylePointer)) }
    }

    /// Measures a leaf's content: called with the offered content-box width/height and their modes,
    /// returns the content size. A size whose mode is `.undefined` is offered as `.infinity`. Results are
    /// cached by offered size and mode; call `markDirty()` when the content changes. Used only while the
    /// node has no children. Setting it marks the node dirty. It must not add or remove nodes of the tree
    /// being laid out (that throws `LayoutError.mutationDuringLayout`).
    public var measure:
        (
            (
                _ width: Double, _ widthMode: MeasureMode, _ height: Double,
                _ heightMode: MeasureMode
            ) -> LayoutSize
        )?
    {
        get { storedMeasure }
        set {
            storedMeasure = newValue
            markDirty()
        }
    }

    /// The content's min-content width (CSS Sizing 3 §5.1): the narrowest content-box width it can be laid
    /// out in without overflowing, for text the width of its longest word. Used for `minContent` and
    /// `fitContent` sizes and, without ``LayoutErrata/fitContentBelowMinContent``, as the least width of
    /// an at-most measurement. Without it the min-content width is what `measure` returns for width 0.
    /// Setting it marks the node dirty.
    public var minContentWidth: (() -> Double)? {
        get { storedMinContentWidth }
        set {
            if newValue != nil || extras != nil { ensureExtras().minContentWidth = newValue }
            markDirty()
        }
    }
    /// The `minContentWidth` callback, read by the engine.
    var storedMinContentWidth: (() -> Double)? { extras?.minContentWidth }

    /// The distance from the top of the node's border box to its first baseline, for a given size.
    /// Without it the baseline is the first child's (or the node's height).
    public var baseline: ((_ width: Double, _ height: Double) -> Double)? {
        get { storedBaseline }
        set {
            storedBaseline = newValue
            markDirty()
        }
    }

    /// The distance from the top of the node's border box to its last baseline (the baseline of its last
    /// line of text), for a given size; read by ``Align/lastBaseline``. Without it the last baseline is the
    /// last baseline-aligned (or last) child's, or the node's height.
    public var lastBaseline: ((_ width: Double, _ height: Double) -> Double)? {
        get { extras?.lastBaseline }
        set {
            if newValue != nil || extras != nil { ensureExtras().lastBaseline = newValue }
            markDirty()
        }
    }

    /// Settings for the tree; the root's config applies when laying out.
    public var config: LayoutConfig {
        get { storedConfig }
        set {
            guard newValue != storedConfig else { return }
            storedConfig = newValue
            markDirty()
        }
    }

    /// The children, in order.
    public var children: [LayoutNode] { storedChildren }

    /// The node that holds this node as a child.
    public var parent: LayoutNode? { storedParent }

    /// Whether the node needs layout (its style, measure, or subtree changed since the last layout).
    public internal(set) var isDirty: Bool {
        get { storedIsDirty }
        set { storedIsDirty = newValue }
    }

    /// Set when `calculateLayout` gave the node a new layout; clear it after reading the result.
    public var hasNewLayout: Bool {
        get { state.hasNewLayout }
        set { state.hasNewLayout = newValue }
    }

    /// The computed, rounded border box relative to the parent.
    public internal(set) var layout: LayoutResult {
        get { state.layout }
        set { state.layout = newValue }
    }

    /// Clears the results of a node that generates no box (`display: none` or `contents`).
    func resetLayoutForNoBox(_ pass: LayoutPass) {
        posLeft = 0
        posTop = 0
        posRight = 0
        posBottom = 0
        dimWidth = 0
        dimHeight = 0
        measuredWidth = 0
        measuredHeight = 0
        borderL = 0
        borderT = 0
        borderR = 0
        borderB = 0
        paddingL = 0
        paddingT = 0
        paddingR = 0
        paddingB = 0
        hadOverflow = false
        computedFlexBasis = .nan
        cachedLayout = CachedMeasurement()
        cachedMeasurements.count = 0
        lastOwnerDirection = .inherit
        layoutPass = pass.number
    }

    /// A node with a style and config.
    public init(style: FlexStyle = FlexStyle(), config: LayoutConfig = .default) {
        state = LayoutNodeState(stylePointer: SharedStyleStorage.make(style), config: config)
        usesPercentages = style.hasPercentages
        hasSizingKeywords = style.hasSizingKeywords
        refreshStyleCaches()
    }

    deinit {
        for child in storedChildren { child.storedParent = nil }
        SharedStyleStorage.release(stylePointer)
        cachedMeasurements.deallocate()
    }

    /// A node with a style and children.
    public convenience init(
        style: FlexStyle = FlexStyle(), config: LayoutConfig = .default,
        children: [LayoutNode]
    ) throws(LayoutError) {
        self.init(style: style, config: config)
        for child in children { try appendChild(child) }
    }

    // MARK: Tree edits

    /// Inserts `child` at `index`. A child that has a parent is first removed from it.
    public func insertChild(_ child: LayoutNode, at index: Int) throws(LayoutError) {
        try checkNotInLayout()
        var ancestor: LayoutNode? = self
        while let node = ancestor {
            if node === child { throw .cycle }
            ancestor = node.storedParent
        }
        if child.isInLayout { throw .mutationDuringLayout }
        if let oldParent = child.parent {
            if oldParent === self, let oldIndex = storedChildren.firstIndex(where: { $0 === child }) {
                guard index >= 0, index < storedChildren.count else {
                    throw .indexOutOfRange(index: index, count: storedChildren.count - 1)
                }
                storedChildren.remove(at: oldIndex)
                storedChildren.insert(child, at: index)
                markDirty()
                return
            }
            try oldParent.removeChild(child)
        }
        guard index >= 0, index <= storedChildren.count else {
            throw .indexOutOfRange(index: index, count: storedChildren.count)
        }
        storedChildren.insert(child, at: index)
        child.storedParent = self
        if index > 0 { child.shareStyle(with: storedChildren[index - 1]) }
        // A moved subtree must be visited again even if a pass number of this tree matches its old one.
        child.lastVisitedPass = 0
        if child.storedStyle.display == .contents { contentsChildCount += 1 }
        markDirty()
    }

    /// Appends `child`. A child that has a parent is first removed from it.
    public func appendChild(_ child: LayoutNode) throws(LayoutError) {
        let count = child.parent === self ? children.count - 1 : children.count
        try insertChild(child, at: count)
    }

    /// Removes `child`.
    public func removeChild(_ child: LayoutNode) throws(LayoutError) {
        guard child.storedParent === self, let index = storedChildren.firstIndex(where: { $0 === child }) else {
            throw .notAChild
        }
        try removeChild(at: index)
    }

    /// Removes and returns the child at `index`.
    @discardableResult
    public func removeChild(at index: Int) throws(LayoutError) -> LayoutNode {
        guard index >= 0, index < storedChildren.count else {
            throw .indexOutOfRange(index: index, count: storedChildren.count)
        }
        try checkNotInLayout()
        let child = storedChildren.remove(at: index)
        child.storedParent = nil
        if child.storedStyle.display == .contents { contentsChildCount -= 1 }
        markDirty()
        return child
    }

    /// Removes every child.
    public func removeAllChildren() throws(LayoutError) {
        guard !storedChildren.isEmpty else { return }
        try checkNotInLayout()
        for child in storedChildren { child.storedParent = nil }
        storedChildren.removeAll()
        contentsChildCount = 0
        markDirty()
    }

    /// Makes this node use `sibling`'s style storage when the styles are equal.
    private func shareStyle(with sibling: LayoutNode) {
        guard sibling.stylePointer != stylePointer, sibling.storedStyle == storedStyle else { return }
        SharedStyleStorage.retain(sibling.stylePointer)
        SharedStyleStorage.release(stylePointer)
        stylePointer = sibling.stylePointer
    }

    /// Throws when the tree holding this node is being laid out: the engine iterates the children
    /// arrays without retaining them, so they must not change under it.
    private func checkNotInLayout() throws(LayoutError) {
        var node: LayoutNode? = self
        while let current = node {
            if current.isInLayout { throw .mutationDuringLayout }
            node = current.storedParent
        }
    }

    // MARK: Dirtiness

    /// Marks the node and its ancestors as needing layout (e.g. after the content a measure function
    /// reports changed).
    public func markDirty() {
        isDirty = true
        computedFlexBasis = .nan
        var ancestor = storedParent
        while let current = ancestor, !current.storedIsDirty {
            current.storedIsDirty = true
            current.computedFlexBasis = .nan
            ancestor = current.storedParent
        }
    }
}

extension LayoutNode {
    /// The node's extras, created on first use.
    func ensureExtras() -> LayoutNodeExtras {
        if let extras { return extras }
        let created = LayoutNodeExtras()
        extras = created
        return created
    }
}
