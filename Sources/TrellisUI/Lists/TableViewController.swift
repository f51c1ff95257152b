// TableViewController: a view controller whose view is a table view it serves as data source and
// delegate (UITableViewController).
import Foundation

/// A view controller managing a ``TableView``: its view is the table, and it is the table's data
/// source and delegate.
///
/// ``loadView()`` loads the nib when there is one (a table view from the document, wired to the
/// controller by its outlets — or to the controller when they are missing) and otherwise makes a
/// table of the controller's ``style``. Each time the view is about to appear, the selected rows are
/// deselected when ``clearsSelectionOnViewWillAppear`` is on (as UIKit). The data source and delegate
/// methods are all here, overridable: by default they show the table's
/// ``TableView/staticSections`` (so a static table from a storyboard shows its cells, and a subclass
/// overrides only what it changes) and otherwise no rows.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style of the table the controller makes.
    public let style: TableView.Style

    /// Whether the selection is cleared each time the view is about to appear (`true` by default).
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose table has `style`.
    public init(style: TableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller loading its view from `nibName` (a `.plain` table when there is none).
    public override init(nibName: String? = nil, bundle: Bundle? = nil) {
        style = .plain
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Creates the controller from an archive: the view controller's keys and
    /// `clearsSelectionOnViewWillAppear`.
    public required init?(coder: any Coder) {
        style = .plain
        super.init(coder: coder)
        if let value = coder.decodeBool(forKey: "clearsSelectionOnViewWillAppear") {
            clearsSelectionOnViewWillAppear = value
        }
    }

    /// The table view: the controller's view (reading it loads the view). A view that is not a table
    /// view reads as `nil`.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Loads the nib when there is one, else makes a table of ``style`` with the controller as its
    /// data source and delegate. A nib's table without a data source or delegate gets the controller.
    open override func loadView() {
        view = archivedView() ?? TableView(frame: .zero, style: style)
        guard let table = view as? TableView else { return }
        if table.dataSource == nil { table.dataSource = self }
        if table.delegate == nil { table.delegate = self }
    }

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is on.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? TableView else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }

    // MARK: TableViewDataSource

    /// The static sections' count, else 1.
    open func numberOfSections(in tableView: TableView) -> Int { tableView.staticSections?.count ?? 1 }

    /// The static section's row count, else 0.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        guard let sections = tableView.staticSections, sections.indices.contains(section) else { return 0 }
        return sections[section].cells.count
    }

    /// The static cell, else a default cell.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.staticCell(at: indexPath) ?? TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The static section's header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticSections.flatMap { $0.indices.contains(section) ? $0[section].headerTitle : nil }
    }

    /// The static section's footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticSections.flatMap { $0.indices.contains(section) ? $0[section].footerTitle : nil }
    }

    /// `true` for dynamic rows, `false` for static cells.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.staticSections == nil
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    // MARK: TableViewDelegate

    /// The table's ``TableView/rowHeight``; for a static cell with an archived row height and an
    /// automatic table row height, the cell's.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if tableView.rowHeight < 0, let height = tableView.staticCell(at: indexPath)?.archivedRowHeight, height >= 0 {
            return height
        }
        return tableView.rowHeight
    }

    /// The table's ``TableView/sectionHeaderHeight``.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// The table's ``TableView/sectionFooterHeight``.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    /// None: the title's view.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }

    /// None: the title's view.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }

    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}

    /// `true`.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}

    /// `indexPath`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

    /// `indexPath`.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    /// `.delete`.
    open func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle {
        .delete
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
