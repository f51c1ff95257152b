// TableViewHeaderFooterView: a table view's section header or footer, recycled by reuse identifier
// (UITableViewHeaderFooterView).
import Foundation

/// A section header or footer of a ``TableView``: a ``textLabel`` in a ``contentView``.
///
/// The table makes one for each section title; register a subclass with
/// ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and return it from
/// ``TableViewDelegate/tableView(_:viewForHeaderInSection:)`` for custom ones.
@MainActor
open class TableViewHeaderFooterView: View, ListReusableView {
    /// The identifier the view was made and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The view that holds the content; it fills the view.
    public let contentView = View(frame: .zero)
    /// The title label (one line, at the content's last line).
    public let textLabel = Label(frame: .zero)

    var isAwaitingDisplay = false

    /// Creates a header or footer view for dequeueing by `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.addSubview(textLabel)
    }

    /// Creates a view without a reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates the view from an archive: the keys of ``View/init(coder:)`` and `reuseIdentifier`.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        reuseIdentifier = coder.decodeString(forKey: "reuseIdentifier")
        addSubview(contentView)
        contentView.addSubview(textLabel)
    }

    /// Called before a recycled view is handed out again; the default does nothing.
    open func prepareForReuse() {}

    /// Fills the content view with the view and puts the label on its last line, one cell in.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let cell = cellSize()
        textLabel.frame = CGRect(
            x: cell.width, y: Swift.max(0, bounds.height - cell.height),
            width: Swift.max(0, bounds.width - 2 * cell.width),
            height: Swift.min(cell.height, bounds.height))
    }

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
    }
}
