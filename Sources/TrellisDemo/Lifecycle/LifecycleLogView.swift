// LifecycleLogView: draws the lifecycle log — a header with the total, the counts per callback, and the
// latest callbacks, newest at the bottom — as the side panel or as the whole Lifecycle tab.
import Foundation
import TrellisUI

/// Shows a ``LifecycleLog``. It only draws (no subviews, no layout), so redrawing it on every change of
/// the log records nothing the log shows.
@MainActor final class LifecycleLogView: View {
    /// How the log is laid out.
    enum Style {
        /// The narrow side panel: a line on its left edge, no time column.
        case panel
        /// The Lifecycle tab: a time column and a line of explanation.
        case full
    }

    let log: LifecycleLog
    let style: Style
    /// How many entries the view is scrolled back from the newest (0: follows new entries).
    private(set) var scrollBack = 0
    private var handlerID: Int?

    /// A view of `log` in `style`.
    init(log: LifecycleLog, style: Style) {
        self.log = log
        self.style = style
        super.init(frame: .zero)
        handlerID = log.addChangeHandler { [weak self] in self?.setNeedsDisplay() }
    }

    /// Always `nil`: the view shows a lifecycle log, which an archive cannot hold.
    required init?(coder: any Coder) {
        nil
    }

    isolated deinit {
        if let handlerID { log.removeChangeHandler(handlerID) }
    }

    /// How many log lines fit below the header and counts (from the last drawing).
    private(set) var visibleLineCount = 0

    /// Scrolls the log by `lines` (negative: back to older entries).
    func scroll(by lines: Int) {
        let maximum = max(0, log.entries.count - max(1, visibleLineCount))
        let newValue = min(max(0, scrollBack - lines), maximum)
        guard newValue != scrollBack else { return }
        scrollBack = newValue
        setNeedsDisplay()
    }

    /// Back to following the newest entries.
    func scrollToNewest() {
        guard scrollBack != 0 else { return }
        scrollBack = 0
        setNeedsDisplay()
    }

    /// The wheel scrolls the log.
    override func scrollWheel(_ event: ScrollEvent) {
        guard event.deltaY != 0 else { return super.scrollWheel(event) }
        scroll(by: Int(event.deltaY.rounded(event.deltaY > 0 ? .up : .down)))
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let width = bounds.width, height = bounds.height
        guard width >= 4, height >= 1 else { return }
        var left: CGFloat = 1
        if style == .panel {
            for row in 0..<Int(height) {
                context.append(
                    .text(
                        TextRun(
                            text: "│", rect: CGRect(x: 0, y: CGFloat(row), width: 1, height: 1),
                            font: .body, color: DemoTheme.separator)))
            }
            left = 2
        }
        let lineWidth = width - left - 1
        var y: CGFloat = 0
        func line(_ segments: [(String, Color, Font)]) {
            var x = left
            for (text, color, font) in segments where x < left + lineWidth {
                let layout = context.drawText(
                    text, in: CGRect(x: x, y: y, width: left + lineWidth - x, height: 1),
                    font: font, color: color, lineBreakMode: .truncatingTail, numberOfLines: 1)
                x += layout.lines.first?.width ?? 0
            }
            y += 1
        }
        let total = DemoFormatting.count(log.total, "callback")
        let fitsTotal = context.textMeasurer.width(of: "Lifecycle  " + total, font: .body) <= lineWidth
        line([
            ("Lifecycle", DemoTheme.accent, .headline),
            ("  " + (fitsTotal ? total : DemoFormatting.count(log.total)), DemoTheme.secondary, .body),
        ])
        if style == .full, y < height {
            line([
                ("view controllers", DemoTheme.viewControllerCallback, .body), (" · ", DemoTheme.secondary, .body),
                ("component controllers", DemoTheme.componentControllerCallback, .body),
                ("   ↑/↓ PgUp/PgDn scroll, End follows", DemoTheme.secondary, .body),
            ])
        }
        y = drawCounts(in: context, top: y, left: left, width: lineWidth, maximumRows: max(1, Int(height) / 3))
        guard y < height else { return }
        let rule = String(repeating: "─", count: max(0, Int(lineWidth)))
        context.drawText(
            rule, in: CGRect(x: left, y: y, width: lineWidth, height: 1), font: .body,
            color: DemoTheme.separator, lineBreakMode: .clip, numberOfLines: 1)
        if scrollBack > 0 {
            context.drawText(
                " ↓ \(scrollBack) newer ", in: CGRect(x: left, y: y, width: lineWidth, height: 1),
                font: .body, color: DemoTheme.accent, alignment: .right, lineBreakMode: .clip, numberOfLines: 1)
        }
        y += 1
        let rows = max(0, Int(height - y))
        visibleLineCount = rows
        let entries = log.entries
        let end = max(0, entries.count - scrollBack)
        let start = max(0, end - rows)
        // Newest at the bottom: start at the row that puts the last entry on the last line.
        y = height - CGFloat(end - start)
        for entry in entries[start..<end] {
            let color =
                entry.kind == .viewController ? DemoTheme.viewControllerCallback : DemoTheme.componentControllerCallback
            var segments: [(String, Color, Font)] = []
            if style == .full {
                segments.append((String(format: "%8.2fs  ", entry.timestamp), DemoTheme.secondary, .body))
            }
            segments.append((entry.receiver, .label, .body))
            segments.append(("." + entry.call, color, .body))
            line(segments)
        }
    }

    /// Draws the counts per callback, at most `maximumRows` rows; returns the next free row. The panel
    /// shows compact names in two columns; the tab flows full names along the lines.
    private func drawCounts(
        in context: GraphicsContext, top: CGFloat, left: CGFloat, width: CGFloat,
        maximumRows: Int
    ) -> CGFloat {
        let counts = log.orderedCounts
        guard !counts.isEmpty else { return top }
        let measurer = context.textMeasurer
        func colour(_ kind: LifecycleCallbackKind) -> Color {
            kind == .viewController ? DemoTheme.viewControllerCallback : DemoTheme.componentControllerCallback
        }
        if style == .panel {
            // Two columns when each can hold a name and a count, else one.
            let columns: CGFloat = width >= 33 ? 2 : 1
            let columnWidth = ((width - (columns - 1)) / columns).rounded(.down)
            var row = 0
            for (index, entry) in counts.enumerated() {
                row = index / Int(columns)
                guard row < maximumRows else { return top + CGFloat(maximumRows) }
                let x = left + CGFloat(index % Int(columns)) * (columnWidth + 1)
                let y = top + CGFloat(row)
                let number = DemoFormatting.count(entry.count)
                let numberWidth = measurer.width(of: number, font: .body)
                let name =
                    LifecycleCallbackKind.compactNames[entry.callback]
                    ?? LifecycleCallbackKind.shortName(of: entry.callback)
                context.drawText(
                    name, in: CGRect(x: x, y: y, width: max(0, columnWidth - numberWidth - 1), height: 1),
                    font: .body, color: colour(entry.kind), lineBreakMode: .truncatingTail, numberOfLines: 1)
                context.drawText(
                    number, in: CGRect(x: x, y: y, width: columnWidth, height: 1), font: .body,
                    color: .label, alignment: .right, lineBreakMode: .clip, numberOfLines: 1)
            }
            return top + CGFloat(row + 1)
        }
        var x = left, y = top
        var rowsUsed = 1
        for entry in counts {
            let name = LifecycleCallbackKind.shortName(of: entry.callback)
            let number = " " + DemoFormatting.count(entry.count)
            let nameWidth = measurer.width(of: name, font: .body)
            let itemWidth = nameWidth + measurer.width(of: number, font: .body)
            if x > left && x + itemWidth > left + width {
                guard rowsUsed < maximumRows else { break }
                rowsUsed += 1
                x = left
                y += 1
            }
            context.drawText(
                name, in: CGRect(x: x, y: y, width: max(0, left + width - x), height: 1), font: .body,
                color: colour(entry.kind), lineBreakMode: .truncatingTail, numberOfLines: 1)
            context.drawText(
                number, in: CGRect(x: x + nameWidth, y: y, width: max(0, left + width - x - nameWidth), height: 1),
                font: .body, color: .label, lineBreakMode: .clip, numberOfLines: 1)
            x += itemWidth + 3
        }
        return y + 1
    }
}
