// CollectionView: a scroll view showing a data source's items in cells recycled by reuse identifier,
// placed by a layout (UICollectionView).
import Foundation

/// Shows items supplied by a ``CollectionViewDataSource`` in cells placed by a
/// ``CollectionViewLayout``, told to a ``CollectionViewDelegate``.
///
/// Only the cells in view, plus a quarter of the view's size on each side, exist: a cell that
/// scrolls away gets `didEndDisplaying` and waits in its reuse queue; one that scrolls in is asked of
/// the data source, which dequeues it by identifier
/// (``dequeueReusableCell(withReuseIdentifier:for:)``, after `register(_:forCellWithReuseIdentifier:)` (a cell class)).
/// Scrolling costs what is visible, whatever the number of items.
///
/// Changes go through ``performBatchUpdates(_:completion:)`` (or the single-change calls) with
/// UIKit's index rules, or ``reloadData()``. A batch that does not match the data source's new counts
/// is reported (`LIST-UPDATE`) and the data is reloaded instead of crashing.
///
/// Keys, while first responder: ↑/↓ (and ←/→ in a grid) move the selection and scroll it into view,
/// Page Up/Down by a page, Home/End to the ends, Return performs the selected item's primary action;
/// with multiple selection, Shift extends. A click highlights the item while pressed and selects it
/// on release. The ``delegate`` (a ``ScrollViewDelegate``) is told these when it adopts
/// ``CollectionViewDelegate``.
@MainActor
open class CollectionView: ScrollView, ListHosting {
    /// The kind of section header views.
    public static let elementKindSectionHeader = "sectionHeader"
    /// The kind of section footer views.
    public static let elementKindSectionFooter = "sectionFooter"

    /// Where ``scrollToItem(at:at:animated:)`` puts the item.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// At the top edge.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom edge.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The content and cells' supplier (held weakly).
    open weak var dataSource: (any CollectionViewDataSource)? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// The delegate as a ``CollectionViewDelegate`` (when it is one), cached as it is set.
    private(set) weak var collectionDelegate: (any CollectionViewDelegate)?
    /// The delegate as a flow-layout delegate, for the flow layout.
    private(set) weak var flowLayoutDelegate: (any CollectionViewDelegateFlowLayout)?
    private weak var listLayoutDelegate: (any CollectionViewDelegateListLayout)?

    /// The observer of scrolling, display and selection: a ``ScrollViewDelegate``, told the
    /// collection view's events when it adopts ``CollectionViewDelegate``.
    open override weak var delegate: (any ScrollViewDelegate)? {
        didSet {
            collectionDelegate = delegate as? any CollectionViewDelegate
            flowLayoutDelegate = delegate as? any CollectionViewDelegateFlowLayout
            listLayoutDelegate = delegate as? any CollectionViewDelegateListLayout
            if flowLayoutDelegate != nil || listLayoutDelegate != nil || oldValue != nil {
                collectionViewLayout.invalidateLayout()
            }
        }
    }

    /// The layout placing the elements.
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            oldValue.host = nil
            adopt(collectionViewLayout)
        }
    }

    private var engineStorage: ListEngine?

    var listEngine: ListEngine {
        if let engineStorage { return engineStorage }
        let engine = ListEngine(host: self)
        engineStorage = engine
        return engine
    }

    var listLayout: CollectionViewLayout { collectionViewLayout }

    /// Creates a collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// Creates a collection view with a ``CollectionViewFlowLayout``.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
    }

    /// Creates the collection view from an archive: the scroll view's keys, the layout
    /// (`<collectionViewFlowLayout key="collectionViewLayout">`; a flow layout when absent),
    /// `allowsSelection` and `allowsMultipleSelection`. Prototype cells (`<cells>`) are registered by
    /// the document loader with `register(_:forCellWithReuseIdentifier:)` (a factory).
    public required init?(coder: any Coder) {
        collectionViewLayout =
            coder.decodeObject(forKey: "collectionViewLayout") as? CollectionViewLayout ?? CollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(collectionViewLayout)
        if let value = coder.decodeBool(forKey: "allowsSelection") { allowsSelection = value }
        if let value = coder.decodeBool(forKey: "allowsMultipleSelection") { allowsMultipleSelection = value }
    }

    private func adopt(_ layout: CollectionViewLayout) {
        layout.collectionView = self
        layout.host = self
        listEngine.layoutDidChange()
    }

    /// Replaces the layout (`animated` is accepted for UIKit source compatibility).
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    // MARK: Registration and dequeueing

    /// Registers the class whose instances ``dequeueReusableCell(withReuseIdentifier:for:)`` makes
    /// for `identifier` (`nil` removes the registration).
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        listEngine.register(
            cellClass.map { type in { type.init(frame: .zero) } }, forKey: ListEngine.cellKey(identifier))
    }

    /// Registers a factory that makes the cells for `identifier` — a prototype cell of an Interface
    /// Builder document makes a fresh copy of itself each time.
    public func register(
        _ factory: @escaping @MainActor () -> CollectionViewCell?, forCellWithReuseIdentifier identifier: String
    ) {
        listEngine.register(factory, forKey: ListEngine.cellKey(identifier))
    }

    /// Registers the class of the supplementary views of `kind` for `identifier`.
    public func register(
        _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        listEngine.register(
            viewClass.map { type in { type.init(frame: .zero) } }, forKey: ListEngine.supplementaryKey(kind, identifier)
        )
    }

    /// Registers a factory for the supplementary views of `kind` for `identifier`.
    public func register(
        _ factory: @escaping @MainActor () -> CollectionReusableView?, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        listEngine.register(factory, forKey: ListEngine.supplementaryKey(kind, identifier))
    }

    /// A cell for `identifier`: a recycled one (after its ``CollectionReusableView/prepareForReuse()``)
    /// or a new one from the registration — or, while ``reconfigureItems(at:)`` asks for the cell at
    /// `indexPath` again, the displayed cell itself. An identifier nothing is registered for is reported
    /// (`LIST-UNREGISTERED`) and gets a plain cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        if let cell = listEngine.dequeueReconfiguredCell(identifier: identifier, for: indexPath) as? CollectionViewCell
        {
            return cell
        }
        let key = ListEngine.cellKey(identifier)
        return listEngine.dequeueReusable(
            CollectionViewCell.self, key: key, identifier: identifier, description: "cell reuse identifier")
            ?? listEngine.unregisteredFallback(
                key: key, identifier: identifier, registered: "cell class, factory or prototype",
                place: "item \(describeUpdateIndexPath(indexPath))", fallback: "a plain cell"
            ) { CollectionViewCell(frame: .zero) }
    }

    /// A supplementary view of `kind` for `identifier`, recycled or new (see
    /// ``dequeueReusableCell(withReuseIdentifier:for:)``).
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = ListEngine.supplementaryKey(kind, identifier)
        return listEngine.dequeueReusable(
            CollectionReusableView.self, key: key, identifier: identifier, description: "\(kind) reuse identifier")
            ?? listEngine.unregisteredFallback(
                key: key, identifier: identifier, registered: "\(kind) view class, factory or prototype",
                place: "section \(indexPath.section)", fallback: "a plain view"
            ) { CollectionReusableView(frame: .zero) }
    }

    // MARK: Content

    /// The number of sections, as last loaded from the data source.
    public var numberOfSections: Int { listEngine.numberOfSections }

    /// The number of items in `section`, as last loaded from the data source.
    public func numberOfItems(inSection section: Int) -> Int { listEngine.numberOfItems(inSection: section) }

    /// Forgets everything loaded: visible cells end their display, the selection is cleared, and the
    /// next layout asks the data source again.
    open func reloadData() {
        listEngine.reloadData()
    }

    /// Applies the insertions, deletions, moves and reloads made in `updates` together, with UIKit's
    /// index rules: deletions, reloads and move sources in the index space before the update,
    /// insertions and move destinations in the space after; the data source must already answer with
    /// the new counts when `updates` returns. Visible cells follow their items; `completion` is called
    /// with `true` once the update is applied (there is no animation), or `false` when the batch did not
    /// match the data source and the data was reloaded instead (`LIST-UPDATE`).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let applied = listEngine.performBatchUpdates(updates)
        completion?(applied)
    }

    /// Inserts items at `indexPaths` (index paths after the update).
    open func insertItems(at indexPaths: [IndexPath]) { listEngine.record { $0.insertedItems += indexPaths } }
    /// Deletes the items at `indexPaths` (index paths before the update).
    open func deleteItems(at indexPaths: [IndexPath]) { listEngine.record { $0.deletedItems += indexPaths } }
    /// Makes new cells for the items at `indexPaths` (index paths before the update).
    open func reloadItems(at indexPaths: [IndexPath]) { listEngine.record { $0.reloadedItems += indexPaths } }
    /// Configures the displayed cells of the items at `indexPaths` (index paths before the update) again
    /// in place: the data source is asked for each cell, and its
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` for that index path and the cell's reuse identifier
    /// hands back the displayed cell itself (no `prepareForReuse()`, no `didEndDisplaying` / `willDisplay`),
    /// which a self-sizing layout then measures again. Items not displayed are left alone: the data source
    /// is asked for them when they come into view. Reconfiguring a deleted item is an invalid update.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        listEngine.record { $0.reconfiguredItems += indexPaths }
    }
    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        listEngine.record { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Inserts the sections `sections` (indices after the update).
    open func insertSections(_ sections: IndexSet) { listEngine.record { $0.insertedSections.formUnion(sections) } }
    /// Deletes the sections `sections` (indices before the update).
    open func deleteSections(_ sections: IndexSet) { listEngine.record { $0.deletedSections.formUnion(sections) } }
    /// Makes new cells for every item of `sections` (indices before the update).
    open func reloadSections(_ sections: IndexSet) { listEngine.record { $0.reloadedSections.formUnion(sections) } }

    // MARK: Visible content

    /// The index paths of the cells shown, sorted.
    public var indexPathsForVisibleItems: [IndexPath] { listEngine.visibleItems }

    /// The cells shown, in index path order.
    public var visibleCells: [CollectionViewCell] {
        listEngine.visibleItems.compactMap { listEngine.cell(at: $0) as? CollectionViewCell }
    }

    /// The cell showing `indexPath`, if it is shown.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        listEngine.cell(at: indexPath) as? CollectionViewCell
    }

    /// The index path `cell` shows, if it is shown.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? { listEngine.indexPath(for: cell) }

    /// The item at `point` (in the collection view's coordinates, which are content coordinates).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? { listEngine.item(at: point) }

    /// The supplementary view of `kind` shown for `indexPath`, if it is shown.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        listEngine.supplementaryView(ofKind: kind, at: indexPath) as? CollectionReusableView
    }

    /// The layout's attributes for the item at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        listEngine.layoutElements()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition` (as little as needed to show it
    /// when the position is empty). An index path out of range is reported (`LIST-INDEX`).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard listEngine.checkItem(indexPath, in: "scrollToItem(at:at:animated:)") else { return }
        listEngine.layoutElements()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) {
            offset.y = frame.minY
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - bounds.height / 2
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - bounds.height
        }
        if scrollPosition.contains(.left) {
            offset.x = frame.minX
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - bounds.width / 2
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX - bounds.width
        }
        if scrollPosition.isEmpty {
            scrollRectToVisible(frame, animated: animated)
        } else {
            setContentOffset(offset, animated: animated)
        }
    }

    // MARK: Selection

    /// Whether the user can select items (`true` by default).
    open var allowsSelection: Bool {
        get { listEngine.allowsSelection }
        set { listEngine.allowsSelection = newValue }
    }

    /// Whether more than one item can be selected (`false` by default).
    open var allowsMultipleSelection: Bool {
        get { listEngine.allowsMultipleSelection }
        set { listEngine.allowsMultipleSelection = newValue }
    }

    /// The selected items, sorted (`nil` when none, as UIKit).
    public var indexPathsForSelectedItems: [IndexPath]? {
        let selected = listEngine.selection.sorted()
        return selected.isEmpty ? nil : selected
    }

    /// Selects the item at `indexPath` (`nil`: deselects all) and scrolls it to `scrollPosition`. No
    /// delegate calls, as UIKit. An index path out of range is reported (`LIST-INDEX`).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return listEngine.clearSelection() }
        guard listEngine.checkItem(indexPath, in: "selectItem(at:animated:scrollPosition:)") else { return }
        listEngine.select(indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`. No delegate calls.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        listEngine.deselect(indexPath)
    }

    // MARK: Layout and scrolling

    /// Lays out the visible cells after the scroll view's own layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        listEngine.layoutElements()
    }

    /// Scrolling shows the cells of the new visible area at the next layout.
    open override func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let before = bounds.origin
        super.setContentOffset(offset, animated: animated)
        if bounds.origin != before { setNeedsLayout() }
    }

    // MARK: Input

    /// A collection view takes keyboard focus.
    open override var canBecomeFirstResponder: Bool { true }

    /// The selection keys (see the type's documentation); others scroll or go up the chain.
    open override func keyDown(_ event: KeyEvent) {
        if listEngine.handleKey(event) { return }
        super.keyDown(event)
    }

    /// Takes focus and highlights the pressed item.
    open override func pointerDown(_ event: PointerEvent) {
        if !isFirstResponder && canBecomeFirstResponder { _ = becomeFirstResponder() }
        listEngine.pointerDown(at: event.location(in: self))
    }

    /// Leaving the pressed item ends its highlight.
    open override func pointerMoved(_ event: PointerEvent) {
        listEngine.pointerMoved(to: event.location(in: self))
    }

    /// Releasing on the pressed item selects it.
    open override func pointerUp(_ event: PointerEvent) {
        listEngine.pointerUp(at: event.location(in: self))
    }

    // MARK: ListHosting

    func listNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }

    func listNumberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    func listCell(at indexPath: IndexPath) -> View {
        guard let dataSource else { return CollectionViewCell(frame: .zero) }
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    func listSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> View? {
        dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    func listWillDisplay(_ view: View, for element: ListElement) {
        guard let delegate = collectionDelegate else { return }
        switch element {
        case .cell(let indexPath):
            if let cell = view as? CollectionViewCell {
                delegate.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
        case .supplementary(let kind, let indexPath):
            if let view = view as? CollectionReusableView {
                delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
            }
        }
    }

    func listDidEndDisplaying(_ view: View, for element: ListElement) {
        guard let delegate = collectionDelegate else { return }
        switch element {
        case .cell(let indexPath):
            if let cell = view as? CollectionViewCell {
                delegate.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            }
        case .supplementary(let kind, let indexPath):
            if let view = view as? CollectionReusableView {
                delegate.collectionView(
                    self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: indexPath)
            }
        }
    }

    func listShouldHighlight(_ indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func listDidHighlight(_ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func listDidUnhighlight(_ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    func listWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true ? indexPath : nil
    }

    func listDidSelect(_ indexPath: IndexPath) { collectionDelegate?.collectionView(self, didSelectItemAt: indexPath) }

    func listWillDeselect(_ indexPath: IndexPath, implicit: Bool) -> IndexPath? {
        if implicit { return indexPath }
        return collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true ? indexPath : nil
    }

    func listDidDeselect(_ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    func listPerformPrimaryAction(at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, performPrimaryActionForItemAt: indexPath)
    }

    func listLayout(_ layout: CollectionViewListLayout, heightForItemAt indexPath: IndexPath) -> CGFloat {
        listLayoutDelegate?.collectionView(self, layout: layout, heightForItemAt: indexPath) ?? layout.itemHeight
    }

    func listLayout(_ layout: CollectionViewListLayout, heightForHeaderInSection section: Int) -> CGFloat {
        listLayoutDelegate?.collectionView(self, layout: layout, heightForHeaderInSection: section)
            ?? layout.headerHeight
    }

    func listLayout(_ layout: CollectionViewListLayout, heightForFooterInSection section: Int) -> CGFloat {
        listLayoutDelegate?.collectionView(self, layout: layout, heightForFooterInSection: section)
            ?? layout.footerHeight
    }
}
