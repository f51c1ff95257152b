// The display step for one window: redraw views that need it, then assemble the window's display
// list in z-order with clips and inherited alpha.
import Foundation

extension View {
    /// Appends this subtree to `context`, whose translation is where this view's superview's bounds
    /// coordinates have their origin, in window coordinates. Hidden and (nearly) transparent views are skipped with their subtrees;
    /// views that need display draw first.
    ///
    /// `visible` is the part of the window that can still show anything (window bounds cut by the
    /// clips in effect), in window coordinates. Items entirely outside it are left out, and a subview
    /// whose known extent lies outside it is skipped without being visited — so a change in a long
    /// list costs the visible part, not the whole list. Views that need display are always visited
    /// (and draw), whatever their position.
    func assembleDisplayList(into context: GraphicsContext, measurer: any TextMeasurer, visible: CGRect) {
        guard !hiddenStorage, alphaStorage >= 0.01 else { return }
        context.withState {
            // Own content is anchored at the frame (a bounds origin moves the subviews only, as a
            // layer's contents stay put when its bounds origin scrolls its sublayers).
            context.translateBy(x: frameStorage.minX, y: frameStorage.minY)
            context.alpha = context.alpha * Double(alphaStorage)
            var visible = visible
            let frameLocal = CGRect(origin: .zero, size: frameStorage.size)
            if clipsToBounds {
                context.append(.pushClip(frameLocal))
                visible = visible.intersection(frameLocal.offsetBy(dx: context.translation.x, dy: context.translation.y))
            }
            if needsDisplayFlag { redraw(measurer: measurer) }
            var local = visible.offsetBy(dx: -context.translation.x, dy: -context.translation.y)
            for item in cachedDrawing {
                if let rect = item.extentRect, !rect.overlaps(local) { continue }
                context.append(item)
            }
            // Subviews live in bounds coordinates.
            context.translateBy(x: -boundsOrigin.x, y: -boundsOrigin.y)
            local = local.offsetBy(dx: boundsOrigin.x, dy: boundsOrigin.y)
            // Many changed subviews: sorting them costs more than walking them all.
            if childExtentsAreStale || (pendingChildren.count > 16 && pendingChildren.count * 4 > subviewsStorage.count) {
                assembleAllSubviews(into: context, measurer: measurer, visible: visible, local: local)
            } else {
                assembleChangedAndVisibleSubviews(into: context, measurer: measurer, visible: visible, local: local)
            }
            var extent = ownExtent
            if !childExtentsUnion.isNull {
                extent = extent.union(childExtentsUnion.offsetBy(dx: -boundsOrigin.x, dy: -boundsOrigin.y))
            }
            if clipsToBounds { extent = extent.intersection(frameLocal) }
            subtreeExtent = extent
            // A subview invalidated while this subtree was being assembled (a `draw` with side
            // effects) keeps this view invalid, so the next display step comes back for it.
            subtreeExtentIsValid = pendingChildren.isEmpty && !childExtentsAreStale
            if !subtreeExtentIsValid { superviewStorage?.notePendingChild(self) }
        }
    }

    /// The full walk: every shown subview is checked (and visited when it must be), and the
    /// per-subview cache is rebuilt.
    private func assembleAllSubviews(into context: GraphicsContext, measurer: any TextMeasurer, visible: CGRect, local: CGRect) {
        pendingChildren = []
        let subviews = subviewsStorage
        var extents = [CGRect](repeating: .null, count: subviews.count)
        for (index, subview) in subviews.enumerated() {
            subview.isPendingInSuperview = false
            subview.cachedIndexInSuperview = index
            guard !subview.hiddenStorage, subview.alphaStorage >= 0.01 else { continue }
            let origin = subview.frameStorage.origin
            if subview.needsDisplayFlag || !subview.subtreeExtentIsValid
                || subview.subtreeExtent.offsetBy(dx: origin.x, dy: origin.y).overlaps(local)
            {
                subview.assembleDisplayList(into: context, measurer: measurer, visible: visible)
            }
            extents[index] = subview.subtreeExtent.offsetBy(dx: origin.x, dy: origin.y)
        }
        // Subviews' `draw` may have edited this view's subviews meanwhile; then the cache stays stale.
        childExtentsUnion = View.union(of: extents)
        if subviewsStorage.count == subviews.count && subviewsStorage.elementsEqual(subviews, by: ===) {
            visibleChildIndices = extents.indices.filter { extents[$0].overlaps(local) }
            visibleChildrenLocal = local
            childExtents = extents
            childExtentsAreStale = false
        } else {
            childExtents = []
            visibleChildIndices = []
            childExtentsAreStale = true
        }
    }

    /// The smallest rectangle holding every non-null rectangle of `rects` (`.null` if none).
    private static func union(of rects: [CGRect]) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for rect in rects where !rect.isNull {
            minX = Swift.min(minX, rect.minX)
            minY = Swift.min(minY, rect.minY)
            maxX = Swift.max(maxX, rect.maxX)
            maxY = Swift.max(maxY, rect.maxY)
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The incremental walk over a fresh cache: visits, in subview order, the subviews whose extent
    /// may have changed (queued by invalidation) and the unchanged ones that meet `local`; the other
    /// subviews are not touched.
    private func assembleChangedAndVisibleSubviews(
        into context: GraphicsContext, measurer: any TextMeasurer, visible: CGRect, local: CGRect
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
        // from the last assembly when the visible part is the same, else found by a scan.
        var candidates: [Int]
        if local == visibleChildrenLocal {
            candidates = View.mergeSorted(visibleChildIndices, changed)
        } else {
            candidates = changed
            var scanned: [Int] = []
            for index in childExtents.indices where childExtents[index].overlaps(local) { scanned.append(index) }
            candidates = View.mergeSorted(scanned, changed)
        }
        var unionIsExact = true
        var visibleNow: [Int] = []
        visibleNow.reserveCapacity(candidates.count)
        for index in candidates {
            let subview = subviews[index]
            var entry = CGRect.null
            if !subview.hiddenStorage, subview.alphaStorage >= 0.01 {
                let origin = subview.frameStorage.origin
                if subview.needsDisplayFlag || !subview.subtreeExtentIsValid
                    || subview.subtreeExtent.offsetBy(dx: origin.x, dy: origin.y).overlaps(local)
                {
                    subview.assembleDisplayList(into: context, measurer: measurer, visible: visible)
                }
                entry = subview.subtreeExtent.offsetBy(dx: origin.x, dy: origin.y)
            }
            // A `draw` that edited this view's subviews left the cache stale: the next assembly
            // walks them all.
            guard !childExtentsAreStale else { continue }
            let old = childExtents[index]
            if entry != old {
                childExtents[index] = entry
                if old.isNull || entry.contains(old) {
                    if !entry.isNull { childExtentsUnion = childExtentsUnion.union(entry) }
                } else {
                    unionIsExact = false
                }
            }
            if entry.overlaps(local) { visibleNow.append(index) }
        }
        guard !childExtentsAreStale else {
            childExtents = []
            visibleChildIndices = []
            return
        }
        if !unionIsExact { childExtentsUnion = View.union(of: childExtents) }
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
            if j == b.count || (i < a.count && a[i] <= b[j]) { next = a[i]; i += 1 } else { next = b[j]; j += 1 }
            if result.last != next { result.append(next) }
        }
        return result
    }

    /// Runs ``draw(_:in:)`` into a fresh context and keeps the items, stored relative to the frame's
    /// top-left corner (the view draws in bounds coordinates; the context's translation cancels
    /// the bounds origin).
    private func redraw(measurer: any TextMeasurer) {
        needsDisplayFlag = false
        let rect = bounds
        let drawing = GraphicsContext(textMeasurer: measurer, translation: CGPoint(x: -rect.minX, y: -rect.minY))
        isPerformingDraw = true
        LifecycleRecorder.span(self, "draw(_:in:)", [View.describe(rect)]) { draw(rect, in: drawing) }
        isPerformingDraw = false
        cachedDrawing = drawing.finish()
        ownExtent = cachedDrawing.items.reduce(CGRect.null) { union, item in
            item.extentRect.map { union.union($0) } ?? union
        }
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
}
