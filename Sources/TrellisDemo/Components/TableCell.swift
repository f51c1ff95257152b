// TableCell: one column of a list row or its heading — its content, its starting width, and how it
// grows or shrinks — so rows and headings built from the same columns line up.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// One column of a ``TableRow``.
struct TableCell: Sendable {
    /// What the column shows.
    var content: any Component
    /// The column's width before growing or shrinking.
    var width: Int
    /// The share of the row's spare width the column takes (0: none).
    var grow: Int = 0
    /// Whether the column gives up width when the row is too narrow (in proportion to its width).
    var shrinks = false
    /// The narrowest row that shows the column (narrower rows leave it out, and the space around it).
    var minimumRowWidth = 0

    /// A column of any content.
    init(_ content: any Component, width: Int, grow: Int = 0, shrinks: Bool = false) {
        self.content = content
        self.width = max(0, width)
        self.grow = max(0, grow)
        self.shrinks = shrinks
    }

    /// A text column (truncated with … when narrower than its text); a growing column also shrinks.
    init(
        text: String, width: Int, grow: Int = 0, alignment: TextAlignment = .left, color: Color = .label,
        font: Font = .body, minimumRowWidth: Int = 0
    ) {
        self.init(
            TextComponent(text, font: font, color: color, alignment: alignment), width: width, grow: grow,
            shrinks: grow > 0)
        self.minimumRowWidth = minimumRowWidth
    }
}
