// LibraryListModel: what an Artists or Albums screen shows — its rows, the headings of their columns
// and the selected row — and the component tree made from it.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// The model of a ``LibraryListViewController``.
struct LibraryListModel: Sendable {
    /// One row.
    struct Item: Sendable, Hashable {
        /// Identifies the row (its view's tag).
        var id: Int
        /// A glyph before the title.
        var icon: String
        /// The title.
        var title: String
        /// The detail columns.
        var details: [LibraryRow.Detail]
    }

    /// The rows.
    var items: [Item]
    /// The heading of the title column.
    var titleHeading: String
    /// The headings of the detail columns (their widths match the rows').
    var detailHeadings: [LibraryRow.Detail]
    /// The selected row.
    var selectedIndex: Int?

    /// The screen: a heading row above the list of rows.
    static func component(_ model: LibraryListModel) -> any Component {
        let headings = LibraryRow.cells(
            marker: "", icon: "", title: model.titleHeading, details: model.detailHeadings,
            color: DemoTheme.secondary, secondary: DemoTheme.secondary, font: .headline)
        let rows = model.items.enumerated().map { index, item in
            LibraryRow(
                id: item.id, icon: item.icon, title: item.title, details: item.details,
                isSelected: index == model.selectedIndex) as any Component
        }
        return Flex(direction: .column) {
            TableRow(cells: headings)
            ListComponent(rowHeight: 1, key: "rows", rows: rows).flexGrow(1).flexShrink(1)
        }
    }
}
