// CollectionViewLayout: the abstract layout a collection view asks where its elements go
// (UICollectionViewLayout).
import Foundation

/// Decides where a collection view's cells and supplementary views go, and how large its content is.
///
/// The collection view calls ``prepare()`` before it first asks for attributes after an
/// invalidation, then ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)`` for the
/// visible rectangle only — so a layout whose answers for a rectangle cost what the rectangle holds
/// keeps scrolling cheap however many items there are. Subclasses override those three (and
/// ``layoutAttributesForItem(at:)``); the built-in ones are ``CollectionViewListLayout`` and
/// ``CollectionViewFlowLayout``.
@MainActor
open class CollectionViewLayout {
    /// The collection view using this layout (`nil` until the layout is installed).
    public internal(set) weak var collectionView: CollectionView?

    /// The list view that lays out with this layout (a collection view or a table view).
    weak var host: (any ListHosting)?

    /// Whether ``prepare()`` must run before attributes are asked for again.
    var needsPrepare = true

    /// Creates a layout.
    public init() {}

    /// Called by a nib loader once every object of the document instantiation is made and connected
    /// (`NibDecodable`). The default does nothing; overrides call `super`.
    open func awakeFromNib() {}

    /// Creates a layout from an archive; the base class has no keys of its own.
    public required init?(coder: any Coder) {}

    /// The number of sections the layout lays out (the collection view's cached count).
    public var numberOfSections: Int { host?.listEngine.numberOfSections ?? 0 }

    /// The number of items in `section` (the collection view's cached count).
    public func numberOfItems(inSection section: Int) -> Int {
        host?.listEngine.numberOfItems(inSection: section) ?? 0
    }

    /// The size of the view laying out (zero when not installed).
    public var visibleSize: CGSize { host?.bounds.size ?? .zero }

    /// Computes what the layout needs before attributes are asked for. Called after each
    /// invalidation; the default does nothing.
    open func prepare() {}

    /// The size of all the content. The default is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`. The default is none.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] { [] }

    /// The attributes of the cell at `indexPath`. The default searches the whole content.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))
            .first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`. The default searches the
    /// whole content.
    open func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))
            .first { $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    /// Marks the layout as needing ``prepare()`` and the view as needing layout.
    open func invalidateLayout() {
        needsPrepare = true
        host?.setNeedsLayout()
    }

    /// Whether a change of the view's bounds to `newBounds` invalidates the layout. The default says
    /// yes when the size changes (a scroll keeps the layout).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != visibleSize
    }

    /// Whether the layout wants displayed cells measured (`sizeThatFits`) as they are shown.
    var sizesCellsToFit: Bool { false }

    /// Records the height a displayed cell measured; returns whether the layout changed.
    func cellDidMeasure(_ size: CGSize, at indexPath: IndexPath) -> Bool { false }

    /// The item a keyboard move in `direction` from `indexPath` goes to: among the cells in a band one
    /// view long beyond the current one, the nearest that overlaps it across the move (`nil`: none).
    func indexPath(adjacentTo indexPath: IndexPath, _ direction: ListNavigation) -> IndexPath? {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let reach = Swift.max(visibleSize.width, visibleSize.height, frame.width, frame.height) + 1
        let band: CGRect
        switch direction {
        case .up: band = CGRect(x: frame.minX, y: frame.minY - reach, width: frame.width, height: reach)
        case .down: band = CGRect(x: frame.minX, y: frame.maxY, width: frame.width, height: reach)
        case .left: band = CGRect(x: frame.minX - reach, y: frame.minY, width: reach, height: frame.height)
        case .right: band = CGRect(x: frame.maxX, y: frame.minY, width: reach, height: frame.height)
        }
        func distance(_ other: CGRect) -> CGFloat? {
            switch direction {
            case .up: other.maxY <= frame.minY + 0.001 ? frame.minY - other.maxY : nil
            case .down: other.minY >= frame.maxY - 0.001 ? other.minY - frame.maxY : nil
            case .left: other.maxX <= frame.minX + 0.001 ? frame.minX - other.maxX : nil
            case .right: other.minX >= frame.maxX - 0.001 ? other.minX - frame.maxX : nil
            }
        }
        func nearest(in band: CGRect) -> IndexPath? {
            var best: (distance: CGFloat, across: CGFloat, indexPath: IndexPath)?
            for attributes in layoutAttributesForElements(in: band)
            where attributes.representedElementCategory == .cell && attributes.indexPath != indexPath {
                guard let gap = distance(attributes.frame) else { continue }
                let across =
                    direction == .up || direction == .down
                    ? abs(attributes.frame.midX - frame.midX) : abs(attributes.frame.midY - frame.midY)
                if best.map({ (gap, across) < ($0.distance, $0.across) }) ?? true {
                    best = (gap, across, attributes.indexPath)
                }
            }
            return best?.indexPath
        }
        if let found = nearest(in: band) { return found }
        guard direction == .up || direction == .down else { return nil }
        // Nothing straight above or below (a shorter last line): the nearest item of the next line.
        let width = collectionViewContentSize.width
        return nearest(in: CGRect(x: 0, y: band.minY, width: width, height: band.height))
    }
}
