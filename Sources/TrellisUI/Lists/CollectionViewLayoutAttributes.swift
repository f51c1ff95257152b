// CollectionViewLayoutAttributes: where a layout puts one cell or supplementary view
// (UICollectionViewLayoutAttributes).
import Foundation

/// The place of one element of a collection view's content: a cell, or a supplementary view such as
/// a section header.
public struct CollectionViewLayoutAttributes: Sendable, Hashable {
    /// What kind of element the attributes describe.
    public enum ElementCategory: Sendable, Hashable {
        /// A cell, made by the data source's `collectionView(_:cellForItemAt:)`.
        case cell
        /// A supplementary view (a header or footer) of a kind.
        case supplementaryView
    }

    /// The element's index path (for a section's header: item 0 of the section).
    public var indexPath: IndexPath
    /// The element's frame in the collection view's content coordinates.
    public var frame: CGRect
    /// Cell or supplementary view.
    public var representedElementCategory: ElementCategory
    /// The kind of a supplementary view (``CollectionView/elementKindSectionHeader`` …); `nil` for cells.
    public var representedElementKind: String?
    /// The element's stacking order: higher values are in front.
    public var zIndex = 0
    /// Whether the element is hidden.
    public var isHidden = false

    /// The attributes of the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// The attributes of a supplementary view of `kind` at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        zIndex = 1
    }

    /// The element's size.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The element's centre.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
}
