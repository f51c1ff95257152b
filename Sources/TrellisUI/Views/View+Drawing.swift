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
            var extent = ownExtent
            // Subviews live in bounds coordinates.
            context.translateBy(x: -boundsOrigin.x, y: -boundsOrigin.y)
            local = local.offsetBy(dx: boundsOrigin.x, dy: boundsOrigin.y)
            for subview in subviewsStorage {
                guard !subview.hiddenStorage, subview.alphaStorage >= 0.01 else { continue }
                let origin = subview.frameStorage.origin
                if subview.needsDisplayFlag || !subview.subtreeExtentIsValid
                    || subview.subtreeExtent.offsetBy(dx: origin.x, dy: origin.y).overlaps(local)
                {
                    subview.assembleDisplayList(into: context, measurer: measurer, visible: visible)
                }
                extent = extent.union(
                    subview.subtreeExtent.offsetBy(dx: origin.x - boundsOrigin.x, dy: origin.y - boundsOrigin.y))
            }
            if clipsToBounds { extent = extent.intersection(frameLocal) }
            subtreeExtent = extent
            subtreeExtentIsValid = true
        }
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
