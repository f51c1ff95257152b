// ProgressBarView: a one-line progress bar drawn across the view's width (━ for the part played, ─ for
// the rest), so the bar's length follows the layout rather than a width guessed at render time.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// Draws `fraction` of its width as played.
@MainActor final class ProgressBarView: View {
    /// The view class progress bars mount.
    nonisolated static let viewClass = ViewClass(ProgressBarView.self) { ProgressBarView(frame: .zero) }
    /// Sets ``fraction``.
    nonisolated static let fractionAttribute = ViewAttribute<ProgressBarView, Double>(
        "ProgressBarView.fraction", applicator: { $0.fraction = $1 }, unapplicator: { view, _ in view.fraction = 0 })

    /// How much is played, 0…1.
    var fraction: Double = 0 {
        didSet { if fraction != oldValue { setNeedsDisplay() } }
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let cells = max(0, Int(bounds.width))
        guard cells > 0, bounds.height >= 1 else { return }
        let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
        let done = Int((clamped * Double(cells)).rounded(.down))
        let line = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
        context.append(
            .text(
                TextRun(
                    text: String(repeating: DemoTheme.progressDone, count: done), rect: line,
                    font: .body, color: DemoTheme.playing)))
        let rest = CGRect(x: CGFloat(done), y: 0, width: bounds.width - CGFloat(done), height: 1)
        context.append(
            .text(
                TextRun(
                    text: String(repeating: DemoTheme.progressToDo, count: cells - done), rect: rest,
                    font: .body, color: DemoTheme.secondary)))
    }
}

/// A one-line progress bar as wide as its layout makes it.
struct ProgressBar: Component, Equatable {
    /// How much is played, 0…1.
    var fraction: Double

    /// `elapsed` of `total` seconds.
    init(elapsed: Int, total: Int) {
        fraction = total > 0 ? min(1, max(0, Double(elapsed) / Double(total))) : 0
    }

    var viewConfiguration: ViewConfiguration? {
        ViewConfiguration(ProgressBarView.viewClass, attributes: [ProgressBarView.fractionAttribute(fraction)])
    }

    var size: ComponentSize { ComponentSize(height: .points(1)) }
}
