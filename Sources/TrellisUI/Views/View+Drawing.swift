// The display step for one window: redraw views that need it, then assemble the window's display
// list in z-order with clips and inherited alpha.
import Foundation

extension View {
    /// Appends this subtree to `context`, whose translation is this view's superview's bounds origin
    /// in window coordinates. Hidden and (nearly) transparent views are skipped with their subtrees;
    /// views that need display draw first.
    func assembleDisplayList(into context: GraphicsContext, measurer: any TextMeasurer) {
        guard !isHidden, alpha >= 0.01 else { return }
        context.withState {
            context.translateBy(x: frameStorage.minX - boundsOrigin.x, y: frameStorage.minY - boundsOrigin.y)
            context.alpha = context.alpha * Double(alpha)
            if clipsToBounds { context.clip(to: bounds) }
            if needsDisplayFlag { redraw(measurer: measurer) }
            for item in cachedDrawing { context.append(item) }
            for subview in subviewsStorage {
                subview.assembleDisplayList(into: context, measurer: measurer)
            }
        }
    }

    private func redraw(measurer: any TextMeasurer) {
        needsDisplayFlag = false
        let drawing = GraphicsContext(textMeasurer: measurer)
        let rect = bounds
        isPerformingDraw = true
        LifecycleRecorder.span(self, "draw(_:in:)", [View.describe(rect)]) { draw(rect, in: drawing) }
        isPerformingDraw = false
        cachedDrawing = drawing.finish()
    }

    static func describe(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(Double(value))
        }
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }
}
