// CollectionViewDataSource: what a collection view asks for its content (UICollectionViewDataSource).
import Foundation

/// Supplies a ``CollectionView``'s sections, items, cells and supplementary views.
///
/// Cells must come from ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``. Counts are
/// asked when the collection view first lays out after ``CollectionView/reloadData()`` and after each
/// batch update, never while scrolling.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, dequeued from `collectionView` and configured.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The supplementary view of `kind` (``CollectionView/elementKindSectionHeader`` …) for
    /// `indexPath`, dequeued with
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``; `nil` (the
    /// default) shows none, which is reported when the layout places one.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// None.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? {
        nil
    }
}
