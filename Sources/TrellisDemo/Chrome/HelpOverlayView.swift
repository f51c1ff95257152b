// HelpOverlayView: the `?` overlay — a bordered box listing the demo's keys, drawn over everything.
import Foundation
import TrellisUI

/// The keys of the demo, in a box.
@MainActor final class HelpOverlayView: View {
    /// (keys, what they do), in the order shown.
    static let entries: [(keys: String, action: String)] = [
        ("↑ ↓  PgUp PgDn  Home End", "move the selection"),
        ("Enter  or click", "open · show a song's details"),
        ("Space  p", "play / pause the selected song"),
        ("/  Tab", "search the songs (Enter, Esc: back to the list)"),
        ("s  a", "shuffle the songs · add 1,000 songs"),
        ("Esc", "back · close the details"),
        ("1 2 3 4  or click the tab", "Library · Now Playing · Lifecycle · Settings"),
        ("L", "lifecycle panel on / off"),
        ("wheel", "scroll"),
        ("?", "this help (any key closes it)"),
        ("q  Ctrl-C", "quit"),
    ]

    /// The size the box wants: every line plus the border and a margin.
    var preferredSize: CGSize {
        let keysWidth = Self.entries.map { $0.keys.count }.max() ?? 0
        let actionWidth = Self.entries.map { $0.action.count }.max() ?? 0
        return CGSize(width: CGFloat(keysWidth + actionWidth + 7), height: CGFloat(Self.entries.count + 4))
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        borderWidth = 1
        borderColor = DemoTheme.accent
    }

    /// Creates the view from an archive: the keys every view reads (``View/init(coder:)``).
    required init?(coder: any Coder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let inner = CGRect(x: 2, y: 1, width: max(0, bounds.width - 4), height: max(0, bounds.height - 2))
        guard inner.width > 0, inner.height > 0 else { return }
        context.drawText(
            "Keys", in: CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: 1),
            font: .headline, color: DemoTheme.accent, alignment: .left, lineBreakMode: .clip, numberOfLines: 1)
        let keysWidth = CGFloat((Self.entries.map { $0.keys.count }.max() ?? 0) + 2)
        for (index, entry) in Self.entries.enumerated() {
            let y = inner.minY + 2 + CGFloat(index)
            guard y < inner.maxY else { break }
            context.drawText(
                entry.keys, in: CGRect(x: inner.minX, y: y, width: min(keysWidth, inner.width), height: 1),
                font: .headline, color: .label, lineBreakMode: .truncatingTail, numberOfLines: 1)
            let actionX = inner.minX + keysWidth
            guard actionX < inner.maxX else { continue }
            context.drawText(
                entry.action, in: CGRect(x: actionX, y: y, width: inner.maxX - actionX, height: 1),
                font: .body, color: DemoTheme.secondary, lineBreakMode: .truncatingTail, numberOfLines: 1)
        }
    }
}
