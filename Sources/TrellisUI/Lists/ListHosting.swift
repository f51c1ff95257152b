// ListHosting: what the shared list machinery (ListEngine) asks of the scroll view it runs in — the
// data source and delegate calls of a collection view or a table view, in one shape.
import Foundation

/// An element of a list's content: a cell, or a supplementary view of a kind.
enum ListElement: Hashable {
    case cell(IndexPath)
    case supplementary(String, IndexPath)

    var indexPath: IndexPath {
        switch self {
        case .cell(let indexPath), .supplementary(_, let indexPath): indexPath
        }
    }

    init(_ attributes: CollectionViewLayoutAttributes) {
        if attributes.representedElementCategory == .cell {
            self = .cell(attributes.indexPath)
        } else {
            self = .supplementary(attributes.representedElementKind ?? "", attributes.indexPath)
        }
    }
}

/// A keyboard move of the selection.
enum ListNavigation {
    case up, down, left, right
}

/// A scroll view that shows cells through a ``ListEngine``: ``CollectionView`` and ``TableView``.
/// Each translates the engine's questions into its own data source and delegate calls.
@MainActor
protocol ListHosting: ScrollView {
    var listEngine: ListEngine { get }
    var listLayout: CollectionViewLayout { get }

    func listNumberOfSections() -> Int
    func listNumberOfItems(inSection section: Int) -> Int
    /// The cell for `indexPath` from the data source.
    func listCell(at indexPath: IndexPath) -> View
    /// The supplementary view of `kind` for `indexPath`, if the data source has one.
    func listSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> View?

    func listWillDisplay(_ view: View, for element: ListElement)
    func listDidEndDisplaying(_ view: View, for element: ListElement)

    func listShouldHighlight(_ indexPath: IndexPath) -> Bool
    func listDidHighlight(_ indexPath: IndexPath)
    func listDidUnhighlight(_ indexPath: IndexPath)
    /// The index path to select instead of `indexPath` (`nil`: none) when the user selects it.
    func listWillSelect(_ indexPath: IndexPath) -> IndexPath?
    func listDidSelect(_ indexPath: IndexPath)
    /// The index path to deselect when the user deselects `indexPath` (`implicit`: because another
    /// item is selected in single selection), or `nil` to keep it selected.
    func listWillDeselect(_ indexPath: IndexPath, implicit: Bool) -> IndexPath?
    func listDidDeselect(_ indexPath: IndexPath)
    func listPerformPrimaryAction(at indexPath: IndexPath)

    /// Row heights for ``CollectionViewListLayout`` (``CollectionViewListLayout/automaticDimension``:
    /// measured from the cell).
    func listLayout(_ layout: CollectionViewListLayout, heightForItemAt indexPath: IndexPath) -> CGFloat
    func listLayout(_ layout: CollectionViewListLayout, heightForHeaderInSection section: Int) -> CGFloat
    func listLayout(_ layout: CollectionViewListLayout, heightForFooterInSection section: Int) -> CGFloat
}

/// A view a list recycles: collection view cells and supplementary views, table view cells and
/// header/footer views.
@MainActor
protocol ListReusableView: View {
    var reuseIdentifier: String? { get set }
    /// The cell's selection state (supplementary views have none).
    var listIsSelected: Bool { get set }
    /// The cell's highlight state (supplementary views have none).
    var listIsHighlighted: Bool { get set }
    func prepareForReuse()
    /// Set when the view is handed out by a dequeue call; cleared when it is displayed.
    var isAwaitingDisplay: Bool { get set }
    /// Takes the frame (and the rest) of `attributes`.
    func applyLayout(_ attributes: CollectionViewLayoutAttributes)
}
