// The display step for one window: redraw views that need it, then assemble the window's display
// list in z-order with clips and inherited alpha.
import Foundation

extension View {
    /// Appends this subtree to `context`, whose translation is where this view's superview's bounds
    /// coordinates have their origin, in window coordinates. Hidden and (nearly) transparent views are skipped with
    /// their subtrees; views that need display draw first — unless they can be proven invisible (below).
    ///
    /// `visible` is the part of the window that can still show anything (window bounds cut by the
    /// clips in effect), in window coordinates. Items entirely outside it are left out, and a subview
    /// whose known extent lies outside it is skipped without being visited — so a change in a long
    /// list costs the visible part, not the whole list.
    ///
    /// A view that needs display but whose drawing is known to stay inside a rectangle
    /// (``deferredDrawingBounds(measurer:)``) that cannot show in `visible` does not draw: it keeps its flag,
    /// contributes that rectangle as its extent (so its ancestors know where it may draw), and draws
    /// when a later assembly finds the rectangle visible (scrolled, moved, un-hidden, un-clipped). Its
    /// old drawing is never shown meanwhile. Views whose drawing is not known to stay inside their
    /// bounds (any subclass that overrides ``draw(_:in:)``) always draw, visible or not.
    func assembleDisplayList(into context: GraphicsContext, measurer: any TextMeasurer, visible: CGRect) {
        assembleDisplayList(
            into: context, measurer: measurer, visible: visible, origin: context.translation, alpha: context.alpha)
    }

    /// The walk itself. `origin` and `alpha` are the superview's bounds origin in window coordinates
    /// and the inherited opacity: they travel as arguments, and the context is only given them when
    /// this view appends something — saving and restoring the context's state for every visited
    /// view cost more than a view that cannot be seen should.
    private func assembleDisplayList(
        into context: GraphicsContext, measurer: any TextMeasurer, visible: CGRect, origin: CGPoint, alpha: Double
    ) {
        // While animations run, the presented frame and opacity are drawn (not the model's).
        let frame = animationState == nil ? frameStorage : displayedFrame
        let ownAlpha = animationState == nil ? alphaStorage : displayedAlpha
        guard !hiddenStorage, ownAlpha >= 0.01 else { return }
        // Own content is anchored at the frame (a bounds origin moves the subviews only, as a
        // layer's contents stay put when its bounds origin scrolls its sublayers).
        let translation = CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY)
        let alpha = ownAlpha < 1 ? alpha * Double(ownAlpha) : alpha
        var visible = visible
        let frameLocal = CGRect(origin: .zero, size: frame.size)
        let clips = clipsToBounds
        if clips {
            // Restoring pops the clip after the subviews.
            context.saveState()
            context.setTransform(translation: translation, alpha: alpha)
            context.append(.pushClip(frameLocal))
            visible = visible.intersection(frameLocal.offsetBy(dx: translation.x, dy: translation.y))
        }
        var local = visible.offsetBy(dx: -translation.x, dy: -translation.y)
        var own = ownExtent
        if needsDisplayFlag {
            if let deferred = deferredDrawingBounds(measurer: measurer), !deferred.mayShow(in: local) {
                // Cannot be seen: draw later. Nothing of the old drawing may show meanwhile.
                own = deferred
            } else {
                redraw(measurer: measurer)
                own = ownExtent
            }
        }
        if !needsDisplayFlag && !cachedDrawing.items.isEmpty {
            context.setTransform(translation: translation, alpha: alpha)
            for item in cachedDrawing.items {
                if let rect = item.extentRect, !rect.overlaps(local) { continue }
                context.append(item)
            }
        }
        var extent = own
        if subviewsStorage.isEmpty && pendingChildren.isEmpty {
            // A leaf: no subview cache to walk or rebuild.
            if childExtentsAreStale || !childExtents.isEmpty {
                dropChildExtents()
                childExtentsUnion = .null
                childExtentsAreStale = false
            }
        } else {
            // Subviews live in bounds coordinates.
            let inner = CGPoint(x: translation.x - boundsOrigin.x, y: translation.y - boundsOrigin.y)
            local = local.offsetBy(dx: boundsOrigin.x, dy: boundsOrigin.y)
            // Many changed subviews (or few subviews at all): walking them all costs less than
            // sorting the changed ones.
            let count = subviewsStorage.count
            if childExtentsAreStale || count <= View.smallSubviewCount
                || (pendingChildren.count > 16 && pendingChildren.count * 4 > count)
            {
                assembleAllSubviews(
                    into: context, measurer: measurer, visible: visible, local: local, origin: inner, alpha: alpha)
            } else {
                assembleChangedAndVisibleSubviews(
                    into: context, measurer: measurer, visible: visible, local: local, origin: inner, alpha: alpha)
            }
            if !childExtentsUnion.isNull {
                extent = extent.union(childExtentsUnion.offsetBy(dx: -boundsOrigin.x, dy: -boundsOrigin.y))
            }
        }
        if clips { extent = extent.intersection(frameLocal) }
        subtreeExtent = extent
        // A subview invalidated while this subtree was being assembled (a `draw` with side
        // effects) keeps this view invalid, so the next display step comes back for it.
        subtreeExtentIsValid = pendingChildren.isEmpty && !childExtentsAreStale
        if !subtreeExtentIsValid { superviewStorage?.notePendingChild(self) }
        if clips { context.restoreState() }
    }

    /// Up to this many subviews, every re-assembly walks them all: that is allocation-free and
    /// cheaper than finding the changed ones.
    static let smallSubviewCount = 8

    /// The full walk: every shown subview is checked (and visited when it must be), and the
    /// per-subview cache is rebuilt in place.
    private func assembleAllSubviews(
        into context: GraphicsContext, measurer: any TextMeasurer, visible: CGRect, local: CGRect, origin: CGPoint,
        alpha: Double
    ) {
        // Keep the buffers: the next invalidation or walk reuses them instead of allocating.
        pendingChildren.removeAll(keepingCapacity: true)
        visibleChildIndices.removeAll(keepingCapacity: true)
        let subviews = subviewsStorage
        let count = subviews.count
        if childExtents.count != count { childExtents = [CGRect](repeating: .null, count: count) }
        let tree = ExtentTree(childCount: count)
        if childExtentBlocks.count != tree.entryCount {
            childExtentBlocks = [CGRect](repeating: .null, count: tree.entryCount)
        }
        // Any edit of the subview list during the walk (a `draw` with side effects) sets it again.
        childExtentsAreStale = false
        var all = ExtentUnion()
        var block = ExtentUnion()
        var index = 0
        while index < count {
            let subview = subviews[index]
            subview.isPendingInSuperview = false
            subview.cachedIndexInSuperview = index
            let entry = assemble(
                subview, into: context, measurer: measurer, visible: visible, local: local,
                origin: origin, alpha: alpha)
            if !entry.isNull {
                block.add(entry)
                if entry.overlaps(local) { visibleChildIndices.append(index) }
            }
            if index < childExtents.count { childExtents[index] = entry }
            index += 1
            if index % View.extentBlockSize == 0 || index == count {
                let blockIndex = (index - 1) / View.extentBlockSize
                if blockIndex < childExtentBlocks.count { childExtentBlocks[blockIndex] = block.rect }
                all.add(block)
                block = ExtentUnion()
            }
        }
        childExtentsUnion = all.rect
        if childExtentsAreStale {
            dropChildExtents()
        } else {
            // The upper levels of the union tree, from the blocks.
            for level in tree.levels.indices.dropFirst() {
                for entry in 0..<tree.levels[level].count {
                    tree.unite(entry, atLevel: level, of: childExtents, into: &childExtentBlocks)
                }
            }
            visibleChildrenLocal = local
        }
    }

    /// Visits `subview` when its extent is unknown or meets `local` (this view's visible bounds), and
    /// returns its extent in this view's bounds coordinates (`.null` when hidden or transparent).
    ///
    /// A view still marked for display has a valid extent only while its drawing is put off (see
    /// `deferredDrawingBounds(measurer:)`); then, like any other, it is visited when that extent comes
    /// into view.
    @inline(__always)
    private func assemble(
        _ subview: View, into context: GraphicsContext, measurer: any TextMeasurer, visible: CGRect, local: CGRect,
        origin: CGPoint, alpha: Double
    ) -> CGRect {
        let animated = subview.animationState != nil
        guard !subview.hiddenStorage, (animated ? subview.displayedAlpha : subview.alphaStorage) >= 0.01 else {
            return .null
        }
        let position = animated ? subview.displayedFrame.origin : subview.frameStorage.origin
        if !subview.subtreeExtentIsValid
            || subview.subtreeExtent.offsetBy(dx: position.x, dy: position.y).overlaps(local)
        {
            subview.assembleDisplayList(
                into: context, measurer: measurer, visible: visible, origin: origin, alpha: alpha)
        }
        return subview.subtreeExtent.offsetBy(dx: position.x, dy: position.y)
    }

    /// Empties the per-subview caches (the next assembly rebuilds them).
    private func dropChildExtents() {
        childExtents = []
        childExtentBlocks = []
        visibleChildIndices = []
    }

    /// How many subviews share one block of ``childExtentBlocks``, and how many entries of one level of
    /// its union tree share one entry of the next.
    nonisolated static let extentBlockSize = 64

    /// How many rectangles (union-tree entries and child extents) display steps looked at to find the
    /// subviews in view of scrolled or moved views, since tests last set it to zero: the work a scroll
    /// costs the display step, counted rather than timed.
    static var childExtentsExamined = 0

    /// The union tree over a view's child extents, stored level by level in ``childExtentBlocks``.
    ///
    /// Level 0 holds the unions of blocks of ``View/extentBlockSize`` child extents; each next level the
    /// unions of that many entries of the one below, up to a level of at most that many entries (for
    /// 100,000 subviews: 1,563 blocks, then 25 entries). Finding the subviews that meet a rectangle
    /// descends only into entries that meet it — for subviews laid out in order, as a long list's are,
    /// a few entries per level, however many subviews there are — and a changed extent re-unites one
    /// entry per level.
    struct ExtentTree {
        /// Each level's first entry in the stored entries and its number of entries, bottom first (none
        /// without subviews).
        let levels: [(start: Int, count: Int)]
        let childCount: Int

        init(childCount: Int) {
            self.childCount = childCount
            var levels: [(start: Int, count: Int)] = []
            var count = (childCount + View.extentBlockSize - 1) / View.extentBlockSize
            var start = 0
            while count > 0 {
                levels.append((start, count))
                guard count > View.extentBlockSize else { break }
                start += count
                count = (count + View.extentBlockSize - 1) / View.extentBlockSize
            }
            self.levels = levels
        }

        /// The number of entries of all levels.
        var entryCount: Int { levels.last.map { $0.start + $0.count } ?? 0 }

        /// The range of what entry `entry` of `level` unites: child indices for level 0, else entries of
        /// the level below.
        func members(of entry: Int, atLevel level: Int) -> Range<Int> {
            let end = level == 0 ? childCount : levels[level - 1].count
            let first = entry * View.extentBlockSize
            return first..<Swift.min(first + View.extentBlockSize, end)
        }

        /// Sets entry `entry` of `level` in `entries` to the union of its members (of `extents` for
        /// level 0).
        func unite(_ entry: Int, atLevel level: Int, of extents: [CGRect], into entries: inout [CGRect]) {
            var union = ExtentUnion()
            if level == 0 {
                for index in members(of: entry, atLevel: 0) { union.add(extents[index]) }
            } else {
                let below = levels[level - 1].start
                for member in members(of: entry, atLevel: level) { union.add(entries[below + member]) }
            }
            entries[levels[level].start + entry] = union.rect
        }

        /// The union of all extents, from the top level of `entries`.
        func union(of entries: [CGRect]) -> CGRect {
            guard let top = levels.last else { return .null }
            var union = ExtentUnion()
            for entry in top.start..<(top.start + top.count) { union.add(entries[entry]) }
            return union.rect
        }

        /// Makes the entries above child `index` hold `extent` too (it grew).
        func grow(_ index: Int, to extent: CGRect, in entries: inout [CGRect]) {
            var member = index
            for level in levels {
                member /= View.extentBlockSize
                entries[level.start + member] = entries[level.start + member].union(extent)
            }
        }

        /// Unites again the level-0 `blocks` (ascending) whose members' extents changed, then the
        /// entries above them, level by level.
        func reunite(blocks: [Int], of extents: [CGRect], in entries: inout [CGRect]) {
            var changed = blocks
            for level in levels.indices {
                for entry in changed { unite(entry, atLevel: level, of: extents, into: &entries) }
                var parents: [Int] = []
                for entry in changed where parents.last != entry / View.extentBlockSize {
                    parents.append(entry / View.extentBlockSize)
                }
                changed = parents
            }
        }

        /// The indices, ascending, of `extents` that meet `rect`, found by descending `entries` into
        /// the entries that meet it; `examined` counts the rectangles looked at (entries and extents).
        func indices(meeting rect: CGRect, extents: [CGRect], entries: [CGRect], examined: inout Int) -> [Int] {
            var result: [Int] = []
            guard let top = levels.indices.last else { return result }
            guard entries.count == entryCount else {
                // No tree for these extents: every one is checked.
                examined += extents.count
                for index in extents.indices where extents[index].overlaps(rect) { result.append(index) }
                return result
            }
            for entry in 0..<levels[top].count {
                collect(
                    meeting: rect, entry: entry, level: top, extents: extents, entries: entries,
                    examined: &examined, into: &result)
            }
            return result
        }

        private func collect(
            meeting rect: CGRect, entry: Int, level: Int, extents: [CGRect], entries: [CGRect],
            examined: inout Int, into result: inout [Int]
        ) {
            examined += 1
            guard entries[levels[level].start + entry].overlaps(rect) else { return }
            if level == 0 {
                let members = members(of: entry, atLevel: 0)
                examined += members.count
                for index in members where extents[index].overlaps(rect) { result.append(index) }
            } else {
                for member in members(of: entry, atLevel: level) {
                    collect(
                        meeting: rect, entry: member, level: level - 1, extents: extents, entries: entries,
                        examined: &examined, into: &result)
                }
            }
        }
    }

    /// The smallest rectangle holding the non-null rectangles added to it.
    private struct ExtentUnion {
        private var minX = CGFloat.infinity, minY = CGFloat.infinity
        private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

        mutating func add(_ rect: CGRect) {
            guard !rect.isNull else { return }
            minX = Swift.min(minX, rect.minX)
            minY = Swift.min(minY, rect.minY)
            maxX = Swift.max(maxX, rect.maxX)
            maxY = Swift.max(maxY, rect.maxY)
        }

        mutating func add(_ other: ExtentUnion) {
            minX = Swift.min(minX, other.minX)
            minY = Swift.min(minY, other.minY)
            maxX = Swift.max(maxX, other.maxX)
            maxY = Swift.max(maxY, other.maxY)
        }

        /// The union (`.null` if nothing was added).
        var rect: CGRect { minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null }
    }

    /// The incremental walk over a fresh cache: visits, in subview order, the subviews whose extent
    /// may have changed (queued by invalidation) and the unchanged ones that meet `local`; the other
    /// subviews are not touched.
    private func assembleChangedAndVisibleSubviews(
        into context: GraphicsContext, measurer: any TextMeasurer, visible: CGRect, local: CGRect, origin: CGPoint,
        alpha: Double
    ) {
        let subviews = subviewsStorage
        var changed: [Int] = []
        changed.reserveCapacity(pendingChildren.count)
        for child in pendingChildren {
            child.isPendingInSuperview = false
            let index = child.cachedIndexInSuperview
            if child.superviewStorage === self, index < subviews.count, subviews[index] === child {
                changed.append(index)
            }
        }
        pendingChildren = []
        changed.sort()
        // The subviews to visit: the changed ones, plus the unchanged ones meeting `local` — known
        // from the last assembly when the visible part is the same (nothing scrolled), else found in
        // the union tree.
        let tree = ExtentTree(childCount: childExtents.count)
        var examined = 0
        let meeting =
            local == visibleChildrenLocal
            ? visibleChildIndices
            : tree.indices(meeting: local, extents: childExtents, entries: childExtentBlocks, examined: &examined)
        View.childExtentsExamined &+= examined
        let candidates = View.mergeSorted(meeting, changed)
        // Blocks of `childExtents` whose union may have shrunk.
        var shrunkBlocks: [Int] = []
        var visibleNow: [Int] = []
        visibleNow.reserveCapacity(candidates.count)
        for index in candidates {
            let subview = subviews[index]
            let entry = assemble(
                subview, into: context, measurer: measurer, visible: visible, local: local,
                origin: origin, alpha: alpha)
            // A `draw` that edited this view's subviews left the cache stale: the next assembly
            // walks them all.
            guard !childExtentsAreStale else { continue }
            let old = childExtents[index]
            if entry != old {
                childExtents[index] = entry
                let blockIndex = index / View.extentBlockSize
                if old.isNull || entry.contains(old) {
                    if !entry.isNull {
                        // Grown: the entries above it grow with it.
                        childExtentsUnion = childExtentsUnion.union(entry)
                        tree.grow(index, to: entry, in: &childExtentBlocks)
                    }
                } else if shrunkBlocks.last != blockIndex {
                    shrunkBlocks.append(blockIndex)
                }
            }
            if entry.overlaps(local) { visibleNow.append(index) }
        }
        guard !childExtentsAreStale else {
            dropChildExtents()
            return
        }
        if !shrunkBlocks.isEmpty {
            // Candidates ascend, so each block is listed once.
            tree.reunite(blocks: shrunkBlocks, of: childExtents, in: &childExtentBlocks)
            childExtentsUnion = tree.union(of: childExtentBlocks)
        }
        visibleChildIndices = visibleNow
        visibleChildrenLocal = local
    }

    /// The ascending, duplicate-free merge of two ascending index lists.
    private static func mergeSorted(_ a: [Int], _ b: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let next: Int
            if j == b.count || (i < a.count && a[i] <= b[j]) {
                next = a[i]
                i += 1
            } else {
                next = b[j]
                j += 1
            }
            if result.last != next { result.append(next) }
        }
        return result
    }

    /// Runs ``draw(_:in:)`` into a fresh context and keeps the items, stored relative to the frame's
    /// top-left corner (the view draws in bounds coordinates; the context's translation cancels
    /// the bounds origin).
    private func redraw(measurer: any TextMeasurer) {
        needsDisplayFlag = false
        // While a size animation runs, the presented size.
        let rect = animationState == nil ? bounds : CGRect(origin: boundsOrigin, size: displayedFrame.size)
        let drawing = GraphicsContext(textMeasurer: measurer, translation: CGPoint(x: -rect.minX, y: -rect.minY))
        isPerformingDraw = true
        // No closure unless something records: a main-actor closure costs an executor check per call.
        if let recorder = LifecycleRecorder.active {
            recorder.recordSpan(self, "draw(_:in:)", [View.describe(rect)]) { draw(rect, in: drawing) }
        } else {
            draw(rect, in: drawing)
        }
        isPerformingDraw = false
        cachedDrawing = drawing.finish()
        var extent = CGRect.null
        for item in cachedDrawing.items {
            if let rect = item.extentRect { extent = extent.union(rect) }
        }
        ownExtent = extent
    }

    static func describe(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(Double(value))
        }
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }
}

extension DisplayItem {
    /// The rectangle the item paints in (`nil` for clip pushes and pops, which are always kept).
    var extentRect: CGRect? {
        switch self {
        case .fill(let rect, _), .border(let rect, _, _): return rect
        case .text(let run): return run.rect
        case .pushClip, .popClip: return nil
        }
    }
}

extension CGRect {
    /// Whether the two rectangles share some area. Rectangles that only touch do not (Foundation's
    /// `intersects` on Linux counts touching edges); null rectangles share nothing.
    func overlaps(_ other: CGRect) -> Bool {
        guard !isNull, !other.isNull else { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether drawing confined to this rectangle may show in `visible`: they share some area, or
    /// this rectangle has no area and lies inside or on the border of `visible` (so a zero-size view
    /// on screen still draws, as it always did). Null rectangles show nothing.
    func mayShow(in visible: CGRect) -> Bool {
        guard !isNull, !visible.isNull else { return false }
        if width > 0 && height > 0 { return overlaps(visible) }
        return minX <= visible.maxX && visible.minX <= maxX && minY <= visible.maxY && visible.minY <= maxY
    }
}
