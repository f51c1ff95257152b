// TableViewTypes: the enumerations of table views and their cells (UITableView.Style, CellStyle,
// AccessoryType, SelectionStyle, EditingStyle, SeparatorStyle, ScrollPosition, RowAnimation).
import Foundation

extension TableView {
    /// How sections look.
    public enum Style: Sendable, Hashable {
        /// Headers in a shaded bar above their rows; rows span the view.
        case plain
        /// Sections apart on a grouped background, headers in small capitals above them.
        case grouped
        /// Grouped, with the rows inset from the view's sides.
        case insetGrouped
    }

    /// Whether rows are separated by a line.
    public enum SeparatorStyle: Sendable, Hashable {
        /// No separators.
        case none
        /// A line along the bottom of each row tall enough to have one.
        case singleLine
    }

    /// Where ``TableView/scrollToRow(at:at:animated:)`` puts the row.
    public enum ScrollPosition: Sendable, Hashable {
        /// As little scrolling as shows the row.
        case none
        /// At the top edge.
        case top
        /// Centred.
        case middle
        /// At the bottom edge.
        case bottom
    }

    /// The animation of a row change; accepted for UIKit source compatibility (changes apply at once).
    public enum RowAnimation: Sendable, Hashable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// "Size the row (or header) to its content": rows self-size through their cell's
    /// `sizeThatFits`.
    public static let automaticDimension: CGFloat = CollectionViewListLayout.automaticDimension
}

extension TableViewCell {
    /// The standard layouts of a cell's labels.
    public enum CellStyle: Sendable, Hashable {
        /// A text label (and an image view) on one line.
        case `default`
        /// A text label with a detail label below it, in the secondary colour.
        case subtitle
        /// A text label on the left and a detail label on the right, in the secondary colour.
        case value1
        /// A right-aligned detail-coloured label in a narrow column, then the detail label.
        case value2
    }

    /// The mark drawn at the trailing edge of a cell.
    public enum AccessoryType: Sendable, Hashable {
        /// None.
        case none
        /// `›`: selecting the row shows more.
        case disclosureIndicator
        /// `ⓘ ›`.
        case detailDisclosureButton
        /// `✓`.
        case checkmark
        /// `ⓘ`.
        case detailButton
    }

    /// How a selected or highlighted cell shows it.
    public enum SelectionStyle: Sendable, Hashable {
        /// No change.
        case none
        /// A tinted background.
        case blue
        /// A grey background.
        case gray
        /// A grey background (UIKit's default).
        case `default`
    }

    /// What editing a row does.
    public enum EditingStyle: Sendable, Hashable {
        /// Nothing.
        case none
        /// Deletes the row.
        case delete
        /// Inserts a row.
        case insert
    }
}
