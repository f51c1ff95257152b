// TableViewDelegate: what a table view tells, and asks, about heights, display, highlight, selection
// and editing of its rows (UITableViewDelegate, with the scroll view delegate's calls).
import Foundation

/// Observes and steers a ``TableView``. Every requirement has a default, so conformers implement what
/// they need.
///
/// The orders, as UIKit's: a click on a row is `shouldHighlightRowAt` → `didHighlightRowAt` (pointer
/// down) → `didUnhighlightRowAt` → `willSelectRowAt` → `willDeselectRowAt` → `didDeselectRowAt` (the row
/// selected before, in single selection) → `didSelectRowAt` (pointer up). Selecting from code calls
/// none of these. The Delete key on the selected row asks `editingStyleForRowAt` and, for `.delete`,
/// the data source's `commit`.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of the row (``TableView/rowHeight`` by default; ``TableView/automaticDimension``:
    /// sized by its cell).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header (``TableView/sectionHeaderHeight`` by default).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer (``TableView/sectionFooterHeight`` by default).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A custom header view for `section` (`nil`, the default: the title's).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A custom footer view for `section` (`nil`, the default: the title's).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The cell is about to be shown for `indexPath`.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The cell stopped showing the row at `indexPath` (its index path before any update).
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a pressed row highlights (`true` by default).
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row highlighted.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight ended.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row to select instead (`nil`: none); `indexPath` by default.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row to deselect instead (`nil`: keep it selected); `indexPath` by default.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user deselected the row (or selected another).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// What editing the row does (`.delete` by default).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// Return on the selected row: its primary action (open it).
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// The table's ``TableView/rowHeight``.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// The table's ``TableView/sectionHeaderHeight``.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's ``TableView/sectionFooterHeight``.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// None.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// None.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// `true`.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// `.delete`.
    public func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle {
        .delete
    }
    /// Does nothing.
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
}
