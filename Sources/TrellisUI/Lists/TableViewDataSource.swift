// TableViewDataSource: what a table view asks for its rows, titles and edits (UITableViewDataSource).
import Foundation

/// Supplies a ``TableView``'s sections, rows, cells and section titles, and carries out deletions.
///
/// Counts are asked when the table first lays out after ``TableView/reloadData()`` and after each
/// batch update, never while scrolling.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath` (dequeued with
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)`` or made).
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of `section`'s header (none by default).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (none by default).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited — deleted with the Delete key (`true` by default).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Carries out an edit of the row: for `.delete`, remove the row's item from the model, then call
    /// ``TableView/deleteRows(at:with:)`` (or apply the change some other way). Does nothing by default.
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// None.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// None.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// `true`.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
}
