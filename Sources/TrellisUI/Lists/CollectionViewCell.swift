// CollectionViewCell: a collection view's cell — content view, background views, selection and
// highlight (UICollectionViewCell).
import Foundation

/// A cell of a ``CollectionView``.
///
/// Put content in ``contentView`` (it fills the cell). ``isSelected`` and ``isHighlighted`` are set
/// by the collection view; while either is on, ``selectedBackgroundView`` shows above
/// ``backgroundView`` and below the content — a cell without one looks the same in every state,
/// as in UIKit.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content; it fills the cell.
    public private(set) var contentView: View

    /// A view behind the content, filling the cell.
    open var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { install(backgroundView, at: 0) }
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { install(selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
            updateSelectedBackground()
        }
    }

    /// Whether the cell is selected (set by the collection view).
    open var isSelected = false {
        didSet { if isSelected != oldValue { updateSelectedBackground() } }
    }

    /// Whether the cell is highlighted, under a pressed pointer (set by the collection view).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateSelectedBackground() } }
    }

    /// Creates an empty cell.
    public required init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        installContentView()
    }

    /// Creates the cell from an archive: the reusable view's keys and the content view
    /// (`<view key="contentView">` or `<collectionViewCellContentView key="contentView">`); subviews
    /// archived directly in the cell move into the content view.
    public required init?(coder: any Coder) {
        contentView = View(frame: .zero)
        super.init(coder: coder)
        let direct = subviews
        if let archived = coder.decodeObject(forKey: "contentView") as? View {
            contentView = archived
        }
        contentView.frame = bounds
        installContentView()
        for view in direct where view !== contentView {
            contentView.addSubview(view)
        }
    }

    private func installContentView() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.frame = bounds
        addSubview(contentView)
    }

    private func install(_ view: View, at index: Int) {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: index)
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// The size a self-sizing list layout gives the cell: `size`'s width, and the height of the
    /// content view's subviews' extent (one line of body text at least). Override for other rules.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let extent = contentView.subviews.reduce(CGFloat(0)) { Swift.max($0, $1.frame.maxY) }
        return CGSize(width: size.width, height: Swift.max(extent, cellSize().height))
    }

    override var listIsSelected: Bool {
        get { isSelected }
        set { isSelected = newValue }
    }

    override var listIsHighlighted: Bool {
        get { isHighlighted }
        set { isHighlighted = newValue }
    }
}
