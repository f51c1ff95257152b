// ComponentCollectionViewDataSource: shows a ComponentDataSource in a CollectionView — item layouts
// mounted into reused cells, applied changes as batch updates, appearance of the trees of shown cells
// (ComponentKit's CKCollectionViewDataSource).
import Foundation
import TrellisLayout
import TrellisUI

/// The collection view's data source for a ``ComponentDataSource``: each cell shows one item, its
/// component tree mounted into the cell's content view; every modification the data source applies
/// becomes a batch update of the collection view; a cell that comes into view tells its tree's
/// controllers `componentTreeWillAppear`, one that leaves `componentTreeDidDisappear`.
///
/// Keep a strong reference to it (the collection view holds its data source and delegate weakly). It sets
/// itself as the collection view's delegate when it has none; a collection view with a delegate of its
/// own forwards `willDisplay` / `didEndDisplaying` to ``announceWillDisplay(_:)`` /
/// ``announceDidEndDisplaying(_:)``. Items are sized by their layouts (a list layout with automatic
/// heights measures cells with `sizeThatFits`).
@MainActor
public final class ComponentCollectionViewDataSource<Model: Sendable>: CollectionViewDataSource,
    CollectionViewDelegate, DataSourceListener
{
    /// The data source shown.
    public let dataSource: ComponentDataSource<Model>
    /// The collection view showing it.
    public private(set) weak var collectionView: CollectionView?
    /// The reuse identifier of the cells.
    public static var reuseIdentifier: String { "ComponentCollectionViewCell" }

    /// Shows a new data source built with `configuration` in `collectionView`.
    public init(
        collectionView: CollectionView, configuration: DataSourceConfiguration<Model>, scheduler: any ComponentScheduler
    ) {
        dataSource = ComponentDataSource(configuration: configuration, scheduler: scheduler)
        self.collectionView = collectionView
        collectionView.register(ComponentCollectionViewCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
        dataSource.addListener(self)
        collectionView.dataSource = self
        if collectionView.delegate == nil { collectionView.delegate = self }
    }

    // MARK: Collection view data source

    /// The data source's number of sections.
    public func numberOfSections(in collectionView: CollectionView) -> Int { dataSource.state.numberOfSections }

    /// The data source's number of items in `section`.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        dataSource.state.numberOfItems(inSection: section)
    }

    /// A reused cell with the item's tree mounted in its content view.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        guard let item = dataSource.state.item(at: indexPath) else { return cell }
        let size = item.rootLayout.size
        (cell as? ComponentCollectionViewCell)?.itemSize = CGSize(width: size.width, height: size.height)
        item.scopeRoot.attach(to: cell.contentView, sizeRange: dataSource.configuration.sizeRange)
        return cell
    }

    // MARK: Appearance

    /// Tells the controllers of the tree in `cell` that it will appear.
    public func announceWillDisplay(_ cell: CollectionViewCell) {
        DataSourceItemPresentation.treeWillAppear(in: cell.contentView)
    }

    /// Tells the controllers of the tree in `cell` that it disappeared (not those already invalidated: the
    /// item was removed).
    public func announceDidEndDisplaying(_ cell: CollectionViewCell) {
        DataSourceItemPresentation.treeDidDisappear(in: cell.contentView)
    }

    /// Forwards to ``announceWillDisplay(_:)``.
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        announceWillDisplay(cell)
    }

    /// Forwards to ``announceDidEndDisplaying(_:)``.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        announceDidEndDisplaying(cell)
    }

    // MARK: Applied changes

    /// Applies the data source's changes to the collection view as one batch update. Updated items are
    /// remounted in place by their roots (`willRemount`, `didRemount`: their cells stay); those whose size
    /// changed are reconfigured, so the layout measures their cells again.
    public func dataSourceDidApply(_ update: DataSourceUpdate<Model>) {
        guard let collectionView else { return }
        let changes = update.appliedChanges
        let resized = update.resizedIndexPaths
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: changes.removedIndexPaths.sorted())
            collectionView.deleteSections(changes.removedSections)
            collectionView.insertSections(changes.insertedSections)
            collectionView.insertItems(at: changes.insertedIndexPaths.sorted())
            for (from, to) in changes.movedIndexPaths.sorted(by: { $0.key < $1.key }) {
                collectionView.moveItem(at: from, to: to)
            }
            collectionView.reconfigureItems(at: resized)
        }
    }
}

/// A collection view cell that shows one item of a ``ComponentDataSource``, as big as the item's layout.
@MainActor open class ComponentCollectionViewCell: CollectionViewCell {
    /// The size of the item's root layout.
    public internal(set) var itemSize: CGSize = .zero

    /// The item's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { itemSize }
}
