// ComponentTableViewDataSource: shows a ComponentDataSource in a TableView — item layouts mounted into
// reused rows, applied changes as batch updates, selection told to the app, and deletion (the Delete key
// on the selected row) carried out as a changeset.
import Foundation
import TrellisLayout
import TrellisUI

/// The table view's data source for a ``ComponentDataSource``: the table-view shape of
/// ``ComponentCollectionViewDataSource``. Each row shows one item, its component tree mounted into the
/// cell's content view; every modification the data source applies becomes a batch update of the table;
/// a row that comes into view tells its tree's controllers `componentTreeWillAppear`, one that leaves
/// `componentTreeDidDisappear`.
///
/// Row actions: selecting a row (a click, or the keyboard) calls ``didSelectItem``; deleting a row (the
/// Delete key on the selected row, UIKit's `commit(.delete)`) removes its item with a synchronous
/// changeset — the table changes when the data source applies it, like any other change — unless
/// ``canDeleteItem`` says no. A row whose item a queued asynchronous changeset already removed is not
/// deleted again.
///
/// Keep a strong reference to it (the table view holds its data source and delegate weakly). It sets
/// itself as the table view's delegate when it has none; a table view with a delegate of its own forwards
/// `willDisplay` / `didEndDisplaying` to ``announceWillDisplay(_:)`` / ``announceDidEndDisplaying(_:)``,
/// and handles selection itself. Rows are sized by their items' layouts (with the table's automatic row
/// height), plus one line for the separator when the table shows separators.
@MainActor
public final class ComponentTableViewDataSource<Model: Sendable>: TableViewDataSource, TableViewDelegate,
    DataSourceListener
{
    /// The data source shown.
    public let dataSource: ComponentDataSource<Model>
    /// The table view showing it.
    public private(set) weak var tableView: TableView?
    /// The reuse identifier of the rows' cells.
    public static var reuseIdentifier: String { "ComponentTableViewCell" }
    /// Told when the user selects a row: its index path and its item's model.
    public var didSelectItem: (@MainActor (_ indexPath: IndexPath, _ model: Model) -> Void)?
    /// Whether the row of an item may be deleted (every row by default).
    public var canDeleteItem: (@MainActor (_ indexPath: IndexPath, _ model: Model) -> Bool)?
    /// The user info of the changesets that delete rows.
    public var deletionUserInfo: [String: any Sendable] = [:]

    /// Shows a new data source built with `configuration` in `tableView`.
    public init(tableView: TableView, configuration: DataSourceConfiguration<Model>, scheduler: any ComponentScheduler)
    {
        dataSource = ComponentDataSource(configuration: configuration, scheduler: scheduler)
        self.tableView = tableView
        tableView.register(ComponentTableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        dataSource.addListener(self)
        tableView.dataSource = self
        if tableView.delegate == nil { tableView.delegate = self }
    }

    // MARK: Table view data source

    /// The data source's number of sections.
    public func numberOfSections(in tableView: TableView) -> Int { dataSource.state.numberOfSections }

    /// The data source's number of items in `section`.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        dataSource.state.numberOfItems(inSection: section)
    }

    /// A reused cell with the item's tree mounted in its content view.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        guard let item = dataSource.state.item(at: indexPath) else { return cell }
        if let componentCell = cell as? ComponentTableViewCell {
            let separator =
                tableView.separatorStyle == .none ? 0 : max(1, tableView.textMeasurer.lineHeight(for: .body))
            let size = item.rootLayout.size
            componentCell.itemSize = CGSize(width: size.width, height: size.height + separator)
        }
        item.scopeRoot.attach(to: cell.contentView, sizeRange: dataSource.configuration.sizeRange)
        return cell
    }

    /// Whether the row's item may be deleted (``canDeleteItem``).
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let item = dataSource.state.item(at: indexPath) else { return false }
        return canDeleteItem?(indexPath, item.model) ?? true
    }

    /// Deletes the row's item with a synchronous changeset (the item's index path after the queued
    /// changesets); the applied change deletes the row.
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let target = dataSource.pendingIndexPath(ofItemAt: indexPath) else { return }
        // An invalid changeset is reported by the data source and changes nothing; there is nothing more to do.
        try? dataSource.apply(Changeset(removedItems: [target]), mode: .synchronous, userInfo: deletionUserInfo)
    }

    // MARK: Table view delegate

    /// Calls ``didSelectItem``.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let item = dataSource.state.item(at: indexPath) else { return }
        didSelectItem?(indexPath, item.model)
    }

    /// Forwards to ``announceWillDisplay(_:)``.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        announceWillDisplay(cell)
    }

    /// Forwards to ``announceDidEndDisplaying(_:)``.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        announceDidEndDisplaying(cell)
    }

    // MARK: Appearance

    /// Tells the controllers of the tree in `cell` that it will appear.
    public func announceWillDisplay(_ cell: TableViewCell) {
        DataSourceItemPresentation.treeWillAppear(in: cell.contentView)
    }

    /// Tells the controllers of the tree in `cell` that it disappeared (not those already invalidated: the
    /// item was removed).
    public func announceDidEndDisplaying(_ cell: TableViewCell) {
        DataSourceItemPresentation.treeDidDisappear(in: cell.contentView)
    }

    // MARK: Applied changes

    /// Applies the data source's changes to the table view as one batch update. Updated items are
    /// remounted in place by their roots; those whose size changed are reconfigured, so the table measures
    /// their rows again.
    public func dataSourceDidApply(_ update: DataSourceUpdate<Model>) {
        guard let tableView else { return }
        let changes = update.appliedChanges
        let resized = update.resizedIndexPaths
        tableView.performBatchUpdates {
            tableView.deleteRows(at: changes.removedIndexPaths.sorted(), with: .automatic)
            tableView.deleteSections(changes.removedSections, with: .automatic)
            tableView.insertSections(changes.insertedSections, with: .automatic)
            tableView.insertRows(at: changes.insertedIndexPaths.sorted(), with: .automatic)
            for (from, to) in changes.movedIndexPaths.sorted(by: { $0.key < $1.key }) {
                tableView.moveRow(at: from, to: to)
            }
            tableView.reconfigureRows(at: resized)
        }
    }
}

/// A table view cell that shows one item of a ``ComponentDataSource``, as tall as the item's layout (and
/// its separator).
@MainActor open class ComponentTableViewCell: TableViewCell {
    /// The size of the item's root layout, plus the separator's line.
    public internal(set) var itemSize: CGSize = .zero

    /// The item's height at `size`'s width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: itemSize.height) }
}
