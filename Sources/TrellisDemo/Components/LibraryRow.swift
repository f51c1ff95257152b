// LibraryRow: an artist or album row (and the "All Songs" entry) — an icon, a title and detail columns,
// highlighted when selected. Stateless and controller-less: equal rows are reused unchanged.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// A row of the Artists or Albums list.
struct LibraryRow: Component, Equatable {
    /// A right-aligned detail column: its text and width.
    struct Detail: Sendable, Hashable {
        /// The text.
        var text: String
        /// The column's width in cells.
        var width: Int
    }

    /// Identifies the row (its view's tag, sent with a click).
    let id: Int
    /// A glyph before the title.
    let icon: String
    /// The title.
    let title: String
    /// Detail columns after the title.
    let details: [Detail]
    /// Whether the row is the selected one.
    let isSelected: Bool

    var scopeKey: Int? { id }

    var viewConfiguration: ViewConfiguration? {
        ViewConfiguration(
            RowView.viewClass,
            attributes: [
                ViewAttributes.tag(id),
                ViewAttributes.backgroundColor(isSelected ? DemoTheme.selectionBackground : nil),
            ])
    }

    func render(_ scope: Scope<LibraryRow>) -> (any Component)? {
        let color: Color = isSelected ? DemoTheme.selectionText : .label
        let secondary: Color = isSelected ? DemoTheme.selectionText : DemoTheme.secondary
        return TableRow(
            cells: Self.cells(
                marker: isSelected ? DemoTheme.selectionMarker : "", icon: icon, title: title,
                details: details, color: color, secondary: secondary))
    }

    /// The columns of a row — and of the heading above the list, so both line up.
    static func cells(
        marker: String, icon: String, title: String, details: [Detail], color: Color, secondary: Color,
        font: Font = .body
    ) -> [TableCell] {
        var cells = [
            TableCell(text: marker, width: 1, color: color, font: font),
            TableCell(text: icon, width: 1, color: color, font: font),
            TableCell(text: title, width: 10, grow: 1, color: color, font: font),
        ]
        for detail in details {
            cells.append(
                TableCell(text: detail.text, width: detail.width, alignment: .right, color: secondary, font: font))
        }
        // A cell of margin on the right, clear of the list's scroll indicator.
        cells.append(TableCell(text: "", width: 1))
        return cells
    }
}
