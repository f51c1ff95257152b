// StatusLineView: the bottom line — the last frame's step timings and bytes on the left, the main keys
// on the right. It only redraws, and only when its text changes.
import Foundation
import TrellisUI

/// One line of status text and key hints.
@MainActor final class StatusLineView: View {
    /// The status (timings and frame statistics).
    private(set) var status = ""
    /// The status for narrow screens.
    private(set) var compactStatus = ""
    /// The key hints, right-aligned.
    var hints = "? keys  L lifecycle  q quit" {
        didSet { if hints != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = DemoTheme.statusBackground
    }

    /// Creates the view from an archive: the keys every view reads (``View/init(coder:)``).
    required init?(coder: any Coder) {
        super.init(coder: coder)
    }

    /// Sets the status text and its compact form; returns whether they changed (and the line will redraw).
    @discardableResult
    func setStatus(_ text: String, compact: String) -> Bool {
        guard text != status || compact != compactStatus else { return false }
        status = text
        compactStatus = compact
        setNeedsDisplay()
        return true
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let line = CGRect(x: 1, y: 0, width: max(0, bounds.width - 2), height: 1)
        let hintsWidth = context.textMeasurer.width(of: hints, font: .body)
        // The hints give way first, then the long form: the status is what the line is for.
        var status = self.status
        if context.textMeasurer.width(of: status, font: .body) > line.width { status = compactStatus }
        let statusWidth = context.textMeasurer.width(of: status, font: .body)
        let showHints = statusWidth + 2 + hintsWidth <= line.width
        if showHints {
            context.drawText(
                hints, in: line, font: .body, color: DemoTheme.statusText, alignment: .right,
                lineBreakMode: .clip, numberOfLines: 1)
        }
        context.drawText(
            status, in: line, font: .body, color: DemoTheme.statusText, alignment: .left,
            lineBreakMode: .truncatingTail, numberOfLines: 1)
    }
}
