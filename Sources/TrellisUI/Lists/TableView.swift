// TableView: a single-column list of rows in sections, with headers, footers, separators, selection
// and deletion by key (UITableView), running on the collection view's machinery.
import Foundation

/// Shows the rows a ``TableViewDataSource`` supplies, in sections, told to a ``TableViewDelegate``.
///
/// Runs on the same machinery as ``CollectionView`` with a ``CollectionViewListLayout``: only the
/// rows in view (plus a quarter of the view on each side) have cells, recycled by reuse identifier
/// (`register(_:forCellReuseIdentifier:)`,
/// ``dequeueReusableCell(withIdentifier:for:)``), and scrolling costs what is visible. Rows are
/// ``rowHeight`` tall — by default sized to their cells (one line, two for a subtitle cell). Section
/// titles show as headers and footers: a shaded bar in the `.plain` style, small capitals after a
/// blank line in the grouped styles.
///
/// With ``staticSections`` set (an Interface Builder table with `dataMode="static"`), the table shows
/// those cells when it has no data source; a ``TableViewController`` shows them through its own
/// data source methods, so a subclass can override some and keep the rest.
///
/// Keys, while first responder: ↑/↓ select the previous/next row, Page Up/Down a page, Home/End the
/// ends, Return performs the selected row's primary action, Delete (or Backspace) on the selected row
/// asks the data source to delete it (when `canEditRowAt` and the delegate's `editingStyleForRowAt`
/// allow). A click highlights the row while pressed and selects it on release.
@MainActor
open class TableView: ScrollView, ListHosting {
    /// How sections look.
    public private(set) var style: Style

    /// The rows' supplier (held weakly).
    open weak var dataSource: (any TableViewDataSource)? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// The delegate as a ``TableViewDelegate`` (when it is one), cached as it is set.
    private(set) weak var tableDelegate: (any TableViewDelegate)?

    /// The observer of scrolling, display and selection: a ``ScrollViewDelegate``, told the table's
    /// events when it adopts ``TableViewDelegate``.
    open override weak var delegate: (any ScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any TableViewDelegate
            layout.invalidateLayout()
        }
    }

    /// The fixed sections of a static table (see the type's documentation).
    open var staticSections: [TableViewSection]? {
        didSet { reloadData() }
    }

    /// The height of every row; ``automaticDimension`` (the default) sizes each row to its cell.
    open var rowHeight: CGFloat = TableView.automaticDimension {
        didSet { if rowHeight != oldValue { layout.invalidateLayout() } }
    }

    /// The height counted for a self-sized row until its cell is measured (``automaticDimension``:
    /// one line).
    open var estimatedRowHeight: CGFloat = TableView.automaticDimension {
        didSet {
            if estimatedRowHeight != oldValue {
                layout.estimatedItemHeight = estimatedRowHeight
            }
        }
    }

    /// The height of section headers (``automaticDimension``: one line for a title, plus a blank line
    /// in the grouped styles).
    open var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { layout.invalidateLayout() } }
    }

    /// The height of section footers (``automaticDimension``: one line for a title).
    open var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { layout.invalidateLayout() } }
    }

    /// Whether rows tall enough for one show a separator line (`.singleLine` by default).
    open var separatorStyle: SeparatorStyle = .singleLine {
        didSet {
            guard separatorStyle != oldValue else { return }
            for cell in visibleCells { cell.separatorEnabled = separatorStyle != .none }
        }
    }

    /// Whether the user can select rows (`true` by default).
    open var allowsSelection: Bool {
        get { listEngine.allowsSelection }
        set { listEngine.allowsSelection = newValue }
    }

    /// Whether more than one row can be selected (`false` by default).
    open var allowsMultipleSelection: Bool {
        get { listEngine.allowsMultipleSelection }
        set { listEngine.allowsMultipleSelection = newValue }
    }

    private let layout = CollectionViewListLayout()
    private var engineStorage: ListEngine?

    var listEngine: ListEngine {
        if let engineStorage { return engineStorage }
        let engine = ListEngine(host: self)
        engineStorage = engine
        return engine
    }

    var listLayout: CollectionViewLayout { layout }

    /// The reuse identifier of the title headers and footers the table makes itself.
    private static let titleViewIdentifier = "TableView.title"

    /// Creates a table view of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUp()
    }

    /// Creates a `.plain` table view.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    static let documentStyles: [String: Style] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]

    /// Creates the table view from an archive: the scroll view's keys, `style` (`plain`, `grouped`,
    /// `insetGrouped`), `rowHeight`, `estimatedRowHeight`, `sectionHeaderHeight`, `sectionFooterHeight`,
    /// `separatorStyle` (`none`, `default`, `singleLine`, `singleLineEtched`), `allowsSelection`,
    /// `allowsMultipleSelection`, and — for `dataMode="static"` — the `<sections>` as
    /// ``staticSections``. Prototype cells (`<prototypes>`) are registered by the document loader with
    /// `register(_:forCellReuseIdentifier:)` (a factory).
    public required init?(coder: any Coder) {
        style = coder.decodeEnumeration(forKey: "style", TableView.documentStyles) ?? .plain
        super.init(coder: coder)
        setUp()
        if let value = coder.decodeDouble(forKey: "rowHeight") { rowHeight = CGFloat(value) }
        if let value = coder.decodeDouble(forKey: "estimatedRowHeight") { estimatedRowHeight = CGFloat(value) }
        if let value = coder.decodeDouble(forKey: "sectionHeaderHeight") { sectionHeaderHeight = CGFloat(value) }
        if let value = coder.decodeDouble(forKey: "sectionFooterHeight") { sectionFooterHeight = CGFloat(value) }
        if let value = coder.decodeEnumeration(
            forKey: "separatorStyle",
            [
                "none": SeparatorStyle.none, "default": .singleLine, "singleLine": .singleLine,
                "singleLineEtched": .singleLine,
            ])
        {
            separatorStyle = value
        }
        if let value = coder.decodeBool(forKey: "allowsSelection") { allowsSelection = value }
        if let value = coder.decodeBool(forKey: "allowsMultipleSelection") { allowsMultipleSelection = value }
        let dataMode = coder.decodeEnumeration(forKey: "dataMode", ["static": true, "prototypes": false])
        if dataMode == true {
            // A section arrives as an object, or as the nested coder of its element.
            staticSections = coder.decodeObjects(forKey: "sections").compactMap { section in
                (section as? TableViewSection) ?? (section as? any Coder).flatMap { TableViewSection(coder: $0) }
            }
        }
    }

    private func setUp() {
        layout.host = self
        layout.estimatedItemHeight = estimatedRowHeight
        if style != .plain && backgroundColor == nil { backgroundColor = .secondarySystemBackground }
        listEngine.register(
            { TableViewHeaderFooterView(reuseIdentifier: TableView.titleViewIdentifier) },
            forKey: ListEngine.supplementaryKey(CollectionView.elementKindSectionHeader, TableView.titleViewIdentifier))
        listEngine.register(
            { TableViewHeaderFooterView(reuseIdentifier: TableView.titleViewIdentifier) },
            forKey: ListEngine.supplementaryKey(CollectionView.elementKindSectionFooter, TableView.titleViewIdentifier))
    }

    // MARK: Registration and dequeueing

    /// Registers the class whose instances ``dequeueReusableCell(withIdentifier:for:)`` makes for
    /// `identifier` (with `init(style: .default, reuseIdentifier:)`; `nil` removes the registration).
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        listEngine.register(
            cellClass.map { type in { type.init(style: .default, reuseIdentifier: identifier) } },
            forKey: ListEngine.cellKey(identifier))
    }

    /// Registers a factory that makes the cells for `identifier` — a prototype cell of an Interface
    /// Builder document makes a fresh copy of itself each time.
    public func register(
        _ factory: @escaping @MainActor () -> TableViewCell?, forCellReuseIdentifier identifier: String
    ) {
        listEngine.register(factory, forKey: ListEngine.cellKey(identifier))
    }

    /// Registers the class of header and footer views for `identifier`.
    public func register(
        _ viewClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        listEngine.register(
            viewClass.map { type in { type.init(reuseIdentifier: identifier) } },
            forKey: "headerFooter\u{0}" + identifier)
    }

    /// A recycled cell for `identifier`, or a new one from its registration; `nil` when none waits and
    /// nothing is registered (the older UIKit call: make one yourself then).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        listEngine.dequeueReusable(
            TableViewCell.self, key: ListEngine.cellKey(identifier), identifier: identifier,
            description: "cell reuse identifier")
    }

    /// A recycled or new cell for `identifier` — or, while ``reconfigureRows(at:)`` asks for the row at
    /// `indexPath` again, the displayed cell itself. An identifier nothing is registered for is reported
    /// (`LIST-UNREGISTERED`) and gets a `.default` cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = listEngine.dequeueReconfiguredCell(identifier: identifier, for: indexPath) as? TableViewCell {
            return cell
        }
        return dequeueReusableCell(withIdentifier: identifier)
            ?? listEngine.unregisteredFallback(
                key: ListEngine.cellKey(identifier), identifier: identifier,
                registered: "cell class, factory or prototype", place: "row \(describeUpdateIndexPath(indexPath))",
                fallback: "a default cell"
            ) { TableViewCell(style: .default, reuseIdentifier: identifier) }
    }

    /// A recycled or new header/footer view for `identifier` (`nil` when nothing is registered).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        listEngine.dequeueReusable(
            TableViewHeaderFooterView.self, key: "headerFooter\u{0}" + identifier, identifier: identifier,
            description: "header/footer identifier")
    }

    // MARK: Content

    /// The number of sections, as last loaded.
    public var numberOfSections: Int { listEngine.numberOfSections }

    /// The number of rows in `section`, as last loaded.
    public func numberOfRows(inSection section: Int) -> Int { listEngine.numberOfItems(inSection: section) }

    /// Forgets everything loaded: visible rows end their display, the selection is cleared, and the
    /// next layout asks the data source again.
    open func reloadData() {
        listEngine.reloadData()
    }

    /// Applies the row and section changes made in `updates` together, with UIKit's index rules (see
    /// ``CollectionView/performBatchUpdates(_:completion:)``).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let applied = listEngine.performBatchUpdates(updates)
        completion?(applied)
    }

    /// Starts a batch of changes applied together at the matching ``endUpdates()``.
    open func beginUpdates() { listEngine.beginBatch() }

    /// Applies the changes made since the matching ``beginUpdates()``.
    open func endUpdates() { listEngine.endBatch() }

    /// Inserts rows at `indexPaths` (index paths after the update).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        listEngine.record { $0.insertedItems += indexPaths }
    }
    /// Deletes the rows at `indexPaths` (index paths before the update).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        listEngine.record { $0.deletedItems += indexPaths }
    }
    /// Makes new cells for the rows at `indexPaths` (index paths before the update).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        listEngine.record { $0.reloadedItems += indexPaths }
    }
    /// Configures the displayed cells of the rows at `indexPaths` (index paths before the update) again in
    /// place: the data source is asked for each cell, and its ``dequeueReusableCell(withIdentifier:for:)``
    /// for that index path and the cell's reuse identifier hands back the displayed cell itself (no
    /// `prepareForReuse()`, no `didEndDisplaying` / `willDisplay`); a row of automatic height is then
    /// measured again. Rows not displayed are left alone. Reconfiguring a deleted row is an invalid update.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        listEngine.record { $0.reconfiguredItems += indexPaths }
    }
    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        listEngine.record { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Inserts the sections `sections` (indices after the update).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        listEngine.record { $0.insertedSections.formUnion(sections) }
    }
    /// Deletes the sections `sections` (indices before the update).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        listEngine.record { $0.deletedSections.formUnion(sections) }
    }
    /// Makes new cells for every row of `sections` (indices before the update).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        listEngine.record { $0.reloadedSections.formUnion(sections) }
    }

    // MARK: Visible content

    /// The index paths of the rows shown, sorted.
    public var indexPathsForVisibleRows: [IndexPath]? { listEngine.visibleItems }

    /// The cells shown, in row order.
    public var visibleCells: [TableViewCell] {
        listEngine.visibleItems.compactMap { listEngine.cell(at: $0) as? TableViewCell }
    }

    /// The cell showing the row at `indexPath`, if it is shown.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        listEngine.cell(at: indexPath) as? TableViewCell
    }

    /// The index path `cell` shows, if it is shown.
    public func indexPath(for cell: TableViewCell) -> IndexPath? { listEngine.indexPath(for: cell) }

    /// The row at `point` (content coordinates).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? { listEngine.item(at: point) }

    /// The rectangle of the row at `indexPath` (content coordinates; `.zero` when there is no such row).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        listEngine.layoutElements()
        return layout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    /// The header view shown for `section`, if it is shown.
    public func headerView(forSection section: Int) -> View? {
        listEngine.supplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    /// The footer view shown for `section`, if it is shown.
    public func footerView(forSection section: Int) -> View? {
        listEngine.supplementaryView(
            ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
    }

    /// Scrolls the row at `indexPath` to `scrollPosition`. An index path out of range is reported
    /// (`LIST-INDEX`).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard listEngine.checkItem(indexPath, in: "scrollToRow(at:at:animated:)") else { return }
        let frame = rectForRow(at: indexPath)
        switch scrollPosition {
        case .none: scrollRectToVisible(frame, animated: animated)
        case .top: setContentOffset(CGPoint(x: contentOffset.x, y: frame.minY), animated: animated)
        case .middle:
            setContentOffset(CGPoint(x: contentOffset.x, y: frame.midY - bounds.height / 2), animated: animated)
        case .bottom: setContentOffset(CGPoint(x: contentOffset.x, y: frame.maxY - bounds.height), animated: animated)
        }
    }

    // MARK: Selection

    /// The selected row (the first, with multiple selection).
    public var indexPathForSelectedRow: IndexPath? { listEngine.selection.min() }

    /// The selected rows, sorted (`nil` when none, as UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? {
        let selected = listEngine.selection.sorted()
        return selected.isEmpty ? nil : selected
    }

    /// Selects the row at `indexPath` (`nil`: deselects all) and scrolls it to `scrollPosition`. No
    /// delegate calls, as UIKit. An index path out of range is reported (`LIST-INDEX`).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return listEngine.clearSelection() }
        guard listEngine.checkItem(indexPath, in: "selectRow(at:animated:scrollPosition:)") else { return }
        listEngine.select(indexPath)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`. No delegate calls.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        listEngine.deselect(indexPath)
    }

    // MARK: Layout and scrolling

    /// Lays out the visible rows after the scroll view's own layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = style == .insetGrouped ? 2 * cellSize().width : 0
        layout.contentInsets = EdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        listEngine.layoutElements()
    }

    /// Scrolling shows the rows of the new visible area at the next layout.
    open override func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let before = bounds.origin
        super.setContentOffset(offset, animated: animated)
        if bounds.origin != before { setNeedsLayout() }
    }

    // MARK: Input

    /// A table view takes keyboard focus.
    open override var canBecomeFirstResponder: Bool { true }

    /// The selection keys and Delete (see the type's documentation); others scroll or go up the chain.
    open override func keyDown(_ event: KeyEvent) {
        if event.key == .delete || event.key == .backspace,
            event.modifiers.isDisjoint(with: [.control, .option, .command])
        {
            if deleteSelectedRow() { return }
        }
        if listEngine.handleKey(event) { return }
        super.keyDown(event)
    }

    /// Asks the data source to delete the row the keyboard is on; returns whether it was asked.
    private func deleteSelectedRow() -> Bool {
        let candidate = listEngine.keyboardAnchor.flatMap { listEngine.isSelected($0) ? $0 : nil }
        guard let indexPath = candidate ?? listEngine.selection.min(), let dataSource,
            dataSource.tableView(self, canEditRowAt: indexPath),
            (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
        else { return false }
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        return true
    }

    /// Takes focus and highlights the pressed row.
    open override func pointerDown(_ event: PointerEvent) {
        if !isFirstResponder { _ = becomeFirstResponder() }
        listEngine.pointerDown(at: event.location(in: self))
    }

    /// Leaving the pressed row ends its highlight.
    open override func pointerMoved(_ event: PointerEvent) {
        listEngine.pointerMoved(to: event.location(in: self))
    }

    /// Releasing on the pressed row selects it.
    open override func pointerUp(_ event: PointerEvent) {
        listEngine.pointerUp(at: event.location(in: self))
    }

    // MARK: ListHosting

    func listNumberOfSections() -> Int {
        if let dataSource { return dataSource.numberOfSections(in: self) }
        return staticSections?.count ?? 0
    }

    func listNumberOfItems(inSection section: Int) -> Int {
        if let dataSource { return dataSource.tableView(self, numberOfRowsInSection: section) }
        return staticSections.flatMap { $0.indices.contains(section) ? $0[section].cells.count : nil } ?? 0
    }

    /// The static cell at `indexPath`, if there is one.
    func staticCell(at indexPath: IndexPath) -> TableViewCell? {
        guard let sections = staticSections, sections.indices.contains(indexPath.section),
            sections[indexPath.section].cells.indices.contains(indexPath.row)
        else { return nil }
        return sections[indexPath.section].cells[indexPath.row]
    }

    func listCell(at indexPath: IndexPath) -> View {
        let cell =
            dataSource?.tableView(self, cellForRowAt: indexPath) ?? staticCell(at: indexPath)
            ?? TableViewCell(style: .default, reuseIdentifier: nil)
        cell.separatorEnabled = separatorStyle != .none
        return cell
    }

    private func title(forHeader header: Bool, section: Int) -> String? {
        if let dataSource {
            return header
                ? dataSource.tableView(self, titleForHeaderInSection: section)
                : dataSource.tableView(self, titleForFooterInSection: section)
        }
        guard let sections = staticSections, sections.indices.contains(section) else { return nil }
        return header ? sections[section].headerTitle : sections[section].footerTitle
    }

    func listSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> View? {
        let header = kind == CollectionView.elementKindSectionHeader
        let section = indexPath.section
        if let custom =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        {
            (custom as? TableViewHeaderFooterView)?.isAwaitingDisplay = false
            return custom
        }
        let view =
            listEngine.dequeue(
                key: ListEngine.supplementaryKey(kind, TableView.titleViewIdentifier),
                identifier: TableView.titleViewIdentifier, description: "title view") as? TableViewHeaderFooterView
            ?? TableViewHeaderFooterView(reuseIdentifier: TableView.titleViewIdentifier)
        let title = self.title(forHeader: header, section: section)
        if header {
            let grouped = style != .plain
            view.textLabel.text = grouped ? title?.uppercased() : title
            view.textLabel.font = grouped ? .footnote : .headline
            view.textLabel.textColor = grouped ? .secondaryLabel : .label
            view.backgroundColor = grouped ? nil : .secondarySystemBackground
        } else {
            view.textLabel.text = title
            view.textLabel.font = .footnote
            view.textLabel.textColor = .secondaryLabel
            view.backgroundColor = nil
        }
        return view
    }

    func listWillDisplay(_ view: View, for element: ListElement) {
        guard case .cell(let indexPath) = element, let cell = view as? TableViewCell else { return }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    func listDidEndDisplaying(_ view: View, for element: ListElement) {
        guard case .cell(let indexPath) = element, let cell = view as? TableViewCell else { return }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func listShouldHighlight(_ indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func listDidHighlight(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didHighlightRowAt: indexPath) }

    func listDidUnhighlight(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath) }

    func listWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        return tableDelegate.tableView(self, willSelectRowAt: indexPath)
    }

    func listDidSelect(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didSelectRowAt: indexPath) }

    func listWillDeselect(_ indexPath: IndexPath, implicit: Bool) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        return tableDelegate.tableView(self, willDeselectRowAt: indexPath)
    }

    func listDidDeselect(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didDeselectRowAt: indexPath) }

    func listPerformPrimaryAction(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, performPrimaryActionForRowAt: indexPath)
    }

    func listLayout(_ layout: CollectionViewListLayout, heightForItemAt indexPath: IndexPath) -> CGFloat {
        if let tableDelegate { return tableDelegate.tableView(self, heightForRowAt: indexPath) }
        if rowHeight < 0, dataSource == nil, let height = staticCell(at: indexPath)?.archivedRowHeight, height >= 0 {
            return height
        }
        return rowHeight
    }

    func listLayout(_ layout: CollectionViewListLayout, heightForHeaderInSection section: Int) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        guard height < 0 else { return height }
        let line = cellSize().height
        let hasTitle = title(forHeader: true, section: section) != nil
        switch style {
        case .plain: return hasTitle ? line : 0
        case .grouped, .insetGrouped: return hasTitle ? 2 * line : line
        }
    }

    func listLayout(_ layout: CollectionViewListLayout, heightForFooterInSection section: Int) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        guard height < 0 else { return height }
        return title(forHeader: false, section: section) != nil ? cellSize().height : 0
    }
}
