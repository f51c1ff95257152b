// The vertical scroll indicator of a ScrollView: a one-cell-wide track on the right edge with a
// thumb whose length and place show how much of the content is visible, and where.
import Foundation

/// A scroll view's vertical indicator: one column of cells, `│` for the track and `┃` for the thumb.
/// The scroll view keeps it as its frontmost subview and sets ``thumbRows`` (see
/// `ScrollView.updateScrollIndicator()`); it takes no input, so clicks reach the content under it.
@MainActor
final class ScrollIndicatorView: View {
    /// The colour of the track.
    static let trackColor = Color.lightGray
    /// The colour of the thumb.
    static let thumbColor = Color.gray

    /// The rows (cells from the top) the thumb covers.
    var thumbRows: Range<Int> = 0..<0 {
        didSet { if thumbRows != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates the view from an archive: the keys every view reads (``View/init(coder:)``).
    required init?(coder: any Coder) {
        super.init(coder: coder)
    }

    /// Draws one track or thumb glyph per row.
    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let cell = cellSize()
        let rows = Int((bounds.height / cell.height).rounded(.down))
        guard rows > 0 else { return }
        for row in 0..<rows {
            let isThumb = thumbRows.contains(row)
            let box = CGRect(
                x: bounds.minX, y: bounds.minY + CGFloat(row) * cell.height, width: cell.width, height: cell.height)
            context.append(
                .text(
                    TextRun(
                        text: isThumb ? "┃" : "│", rect: box, font: .body,
                        color: isThumb ? Self.thumbColor : Self.trackColor)))
        }
    }
}
