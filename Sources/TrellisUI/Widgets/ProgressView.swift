// ProgressView: shows how far a task has got (UIKit's UIProgressView), drawn as a one-row bar.
import Foundation

/// A bar showing ``progress`` from 0 to 1.
///
/// On a cell screen the bar is one row across the width: the done part `━` in ``progressTintColor``
/// (the tint colour by default), the rest `─` in ``trackTintColor`` (grey by default); the number of
/// done cells is the progress times the width in cells, rounded. (UIKit's bar is 4 points high with no
/// intrinsic width; here it is one row high.) Progress outside 0…1 is clamped; a value that is not
/// finite is reported (rule `V6`) and ignored.
@MainActor
open class ProgressView: View {
    /// The bar's look.
    public enum Style: Sendable, Hashable, CaseIterable {
        /// The standard bar.
        case `default`
        /// The bar of a toolbar; the same on cell screens.
        case bar
    }

    private var progressStorage: Float = 0

    /// How much is done, 0…1 (0 by default).
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }

    /// The bar's look (`.default`).
    open var progressViewStyle: Style = .default

    /// The colour of the done part (`nil`: the tint colour).
    open var progressTintColor: Color? {
        didSet { if progressTintColor != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the part still to do (`nil`: grey).
    open var trackTintColor: Color? {
        didSet { if trackTintColor != oldValue { setNeedsDisplay() } }
    }

    /// Creates a bar at 0.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a bar in `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Creates a bar from an archive: the keys every view reads (``View/init(coder:)``), then
    /// `progress`, `progressViewStyle`, `progressTintColor` and `trackTintColor`.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        if let progress = coder.decodeDouble(forKey: "progress") { setProgress(Float(progress), animated: false) }
        if let style = coder.decodeEnumeration(forKey: "progressViewStyle", ["default": Style.default, "bar": .bar]) {
            progressViewStyle = style
        }
        progressTintColor = coder.decodeColor(forKey: "progressTintColor")
        trackTintColor = coder.decodeColor(forKey: "trackTintColor")
    }

    /// Sets the progress, clamped to 0…1 (cell screens do not animate it).
    open func setProgress(_ progress: Float, animated: Bool) {
        guard progress.isFinite else {
            return reportInvalidWidgetValue("progress", "\(progress)", using: "\(progressStorage)")
        }
        let new = Swift.min(Swift.max(progress, 0), 1)
        guard new != progressStorage else { return }
        progressStorage = new
        setNeedsDisplay()
    }

    /// No intrinsic width; one row high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: cellSize(for: .body).height)
    }

    /// The given width (or ten cells when there is none) by one row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let cell = cellSize(for: .body)
        let width = size.width > 0 && size.width.isFinite ? size.width : 10 * cell.width
        return CGSize(width: width, height: cell.height)
    }

    /// Draws the background, then the done and remaining parts of the bar.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let cell = cellSize(for: .body)
        let cells = Swift.max(0, Int((bounds.width / cell.width).rounded(.down)))
        let done = Swift.min(cells, Int((progressStorage * Float(cells)).rounded()))
        let y = bounds.minY + ((bounds.height - cell.height) / 2).rounded(.down)
        context.drawCells(
            String(repeating: "━", count: done), x: bounds.minX, y: y, cell: cell,
            color: progressTintColor ?? .tintColor)
        context.drawCells(
            String(repeating: "─", count: cells - done), x: bounds.minX + CGFloat(done) * cell.width, y: y, cell: cell,
            color: trackTintColor ?? .gray)
    }
}
