// CollectionReusableView: a view a collection view recycles by reuse identifier — the base of cells and
// of supplementary views such as section headers (UICollectionReusableView).
import Foundation

/// A view a collection view shows for an element of its layout and recycles when the element
/// scrolls away.
///
/// Made by the collection view from a registration (``init(frame:)`` is required, so a registered
/// class can be made) or by a registered factory, and handed out again by the dequeue calls after
/// ``prepareForReuse()``.
@MainActor
open class CollectionReusableView: View, ListReusableView {
    /// The identifier the view was registered and dequeued with (`nil` for views made otherwise).
    public internal(set) var reuseIdentifier: String?

    var isAwaitingDisplay = false

    /// Creates the view (the collection view calls this for a registered class).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the view from an archive: the keys of ``View/init(coder:)`` and `reuseIdentifier`.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        reuseIdentifier = coder.decodeString(forKey: "reuseIdentifier")
    }

    /// Called just before a recycled view is handed out again by a dequeue call; reset what the
    /// previous element configured here. The default does nothing.
    open func prepareForReuse() {}

    /// Applies layout attributes beyond the frame (which the collection view has already set). The
    /// default does nothing.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    var listIsSelected: Bool {
        get { false }
        set {}
    }

    var listIsHighlighted: Bool {
        get { false }
        set {}
    }

    func applyLayout(_ attributes: CollectionViewLayoutAttributes) {
        if frame != attributes.frame { frame = attributes.frame }
        apply(attributes)
    }
}
