// CollectionViewController: a view controller whose view is a collection view it serves as data
// source and delegate (UICollectionViewController).
import Foundation

/// A view controller managing a ``CollectionView``: its view is the collection view, and it is the
/// collection view's data source and delegate.
///
/// ``loadView()`` loads the nib when there is one (wiring a missing data source or delegate to the
/// controller) and otherwise makes a collection view with the controller's layout. Each time the
/// view is about to appear, the selected items are deselected when
/// ``clearsSelectionOnViewWillAppear`` is on. The data source and delegate methods are all here,
/// overridable; by default there are no items.
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout of the collection view the controller makes.
    public private(set) var collectionViewLayout: CollectionViewLayout

    /// Whether the selection is cleared each time the view is about to appear (`true` by default).
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose collection view is laid out by `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller loading its view from `nibName` (a flow-layout collection view when there
    /// is none).
    public override init(nibName: String? = nil, bundle: Bundle? = nil) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Creates the controller from an archive: the view controller's keys and
    /// `clearsSelectionOnViewWillAppear`.
    public required init?(coder: any Coder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        if let value = coder.decodeBool(forKey: "clearsSelectionOnViewWillAppear") {
            clearsSelectionOnViewWillAppear = value
        }
    }

    /// The collection view: the controller's view (reading it loads the view). A view that is not a
    /// collection view reads as `nil`.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// Loads the nib when there is one, else makes a collection view with the layout and the
    /// controller as data source and delegate.
    open override func loadView() {
        view = archivedView() ?? CollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
        guard let collection = view as? CollectionView else { return }
        collectionViewLayout = collection.collectionViewLayout
        if collection.dataSource == nil { collection.dataSource = self }
        if collection.delegate == nil { collection.delegate = self }
    }

    /// Deselects the selected items when ``clearsSelectionOnViewWillAppear`` is on.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? CollectionView else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: CollectionViewDataSource

    /// One section.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// None.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A plain cell (override with a dequeued, configured one).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "", for: indexPath)
    }

    /// None.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? {
        nil
    }

    // MARK: CollectionViewDelegate

    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// `true`.
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// `true`.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// `true`.
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
