// TableViewCell: a table view's row — content view, the standard label layouts (default, subtitle,
// value1, value2), accessory marks, selection styles and the separator (UITableViewCell).
import Foundation

/// A row of a ``TableView``.
///
/// A cell made with a ``CellStyle`` lays out its ``textLabel``, ``detailTextLabel`` and
/// ``imageView`` (each created the first time it is read) in its ``contentView`` the standard way; a
/// cell with custom content puts its own subviews in the content view. The ``accessoryType`` mark is
/// drawn at the trailing edge, outside the content view. While selected or highlighted, a cell whose
/// ``selectionStyle`` is not `.none` fills its background (grey, or the tint colour for `.blue`). The
/// table view turns on the separator: a `─` line along the cell's last line when the cell is at least
/// one line taller than its content (the content view then stops above it, as UIKit's 43.5-point
/// content view in a 44-point row).
@MainActor
open class TableViewCell: View, ListReusableView {
    /// The identifier the cell was made and dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// The standard layout of the labels.
    public let style: CellStyle

    /// Whether the cell lays its labels and image out the standard way (not for custom archived
    /// content).
    private var usesStandardLayout: Bool

    /// The view that holds the cell's content.
    public private(set) var contentView: View

    private var textLabelStorage: Label?
    private var detailTextLabelStorage: Label?
    private var imageViewStorage: ImageView?

    /// The row height archived with the cell (static cells use it).
    public internal(set) var archivedRowHeight: CGFloat?

    /// The main label (created when first read).
    public var textLabel: Label? {
        if let textLabelStorage { return textLabelStorage }
        let label = Label(frame: .zero)
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label: `nil` for the `.default` style (created when first read otherwise).
    public var detailTextLabel: Label? {
        if let detailTextLabelStorage { return detailTextLabelStorage }
        guard style != .default || !usesStandardLayout else { return nil }
        let label = Label(frame: .zero)
        label.textColor = style == .value2 ? .label : .secondaryLabel
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge (created when first read; takes room only with an image).
    public var imageView: ImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = ImageView(frame: .zero)
        imageViewStorage = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The mark at the trailing edge.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { accessoryDidChange() } }
    }

    /// A view shown at the trailing edge instead of the ``accessoryType`` mark.
    open var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            accessoryDidChange()
        }
    }

    /// How selection and highlight show.
    open var selectionStyle: SelectionStyle = .default {
        didSet { if selectionStyle != oldValue { setNeedsDisplay() } }
    }

    /// What the Delete key does to this row (the table asks its delegate; this is the archived value).
    open var editingAccessoryType: AccessoryType = .none

    /// Whether the cell is selected (set by the table view; see ``setSelected(_:animated:)``).
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (set by the table view while the row is pressed).
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    private var selectedStorage = false
    private var highlightedStorage = false

    /// Whether the table shows separators (set by the table view).
    var separatorEnabled = false {
        didSet {
            if separatorEnabled != oldValue {
                setNeedsLayout()
                setNeedsDisplay()
            }
        }
    }

    var isAwaitingDisplay = false

    /// Creates a cell with a standard style, for dequeueing by `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        usesStandardLayout = true
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a `.default` style cell with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The standard layouts by the names Xcode archives.
    static let documentStyles: [String: CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleSubtitle": .subtitle,
        "IBUITableViewCellStyleValue1": .value1, "IBUITableViewCellStyleValue2": .value2,
    ]

    static let documentAccessoryTypes: [String: AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]

    /// Creates the cell from an archive: the keys of ``View/init(coder:)``, `reuseIdentifier`,
    /// `style` (`IBUITableViewCellStyleDefault` … — absent for custom cells), `accessoryType`,
    /// `editingAccessoryType`, `selectionStyle` (`none`, `blue`, `gray`, `default`), `rowHeight`, and the
    /// content view (`<tableViewCellContentView key="contentView">`). In a standard style the content
    /// view's labels, in document order, are the text and detail labels, and its image view the image
    /// view.
    public required init?(coder: any Coder) {
        let style = coder.decodeEnumeration(forKey: "style", TableViewCell.documentStyles)
        self.style = style ?? .default
        usesStandardLayout = style != nil
        contentView = View(frame: .zero)
        super.init(coder: coder)
        let direct = subviews
        reuseIdentifier = coder.decodeString(forKey: "reuseIdentifier")
        if let archived = coder.decodeObject(forKey: "contentView") as? View { contentView = archived }
        if contentView.superview !== self { addSubview(contentView) }
        for view in direct where view !== contentView { contentView.addSubview(view) }
        if let value = coder.decodeEnumeration(forKey: "accessoryType", TableViewCell.documentAccessoryTypes) {
            accessoryType = value
        }
        if let value = coder.decodeEnumeration(forKey: "editingAccessoryType", TableViewCell.documentAccessoryTypes) {
            editingAccessoryType = value
        }
        if let value = coder.decodeEnumeration(
            forKey: "selectionStyle", ["none": SelectionStyle.none, "blue": .blue, "gray": .gray, "default": .default])
        {
            selectionStyle = value
        }
        if let height = coder.decodeDouble(forKey: "rowHeight") { archivedRowHeight = CGFloat(height) }
        if usesStandardLayout {
            let labels = contentView.subviews.compactMap { $0 as? Label }
            textLabelStorage = labels.first
            detailTextLabelStorage = labels.count > 1 ? labels[1] : nil
            imageViewStorage = contentView.subviews.lazy.compactMap { $0 as? ImageView }.first
        }
    }

    private func accessoryDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: State

    /// Selects or deselects the cell (`animated` is accepted for UIKit source compatibility).
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedStorage else { return }
        selectedStorage = selected
        setNeedsDisplay()
    }

    /// Highlights the cell or ends its highlight.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedStorage else { return }
        highlightedStorage = highlighted
        setNeedsDisplay()
    }

    /// Called before a recycled cell is handed out again; the default does nothing (the table view
    /// resets selection and highlight as it shows the cell).
    open func prepareForReuse() {}

    var listIsSelected: Bool {
        get { isSelected }
        set { isSelected = newValue }
    }

    var listIsHighlighted: Bool {
        get { isHighlighted }
        set { isHighlighted = newValue }
    }

    func applyLayout(_ attributes: CollectionViewLayoutAttributes) {
        if frame != attributes.frame { frame = attributes.frame }
    }

    // MARK: Layout

    private var lineHeight: CGFloat { cellSize().height }

    /// The glyphs of the accessory mark.
    private var accessoryText: String? {
        switch accessoryType {
        case .none: nil
        case .disclosureIndicator: "›"
        case .detailDisclosureButton: "ⓘ ›"
        case .checkmark: "✓"
        case .detailButton: "ⓘ"
        }
    }

    /// The width the accessory takes at the trailing edge (with one cell of space on each side).
    private var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.frame.width + 2 * cellSize().width }
        guard let accessoryText else { return 0 }
        return textMeasurer.width(of: accessoryText, font: .body) + 2 * cellSize().width
    }

    /// The lines the standard content needs (custom content: its subviews' extent).
    private var contentLines: CGFloat {
        if usesStandardLayout {
            let twoLines = style == .subtitle && !(detailTextLabelStorage?.text ?? "").isEmpty
            return twoLines ? 2 : 1
        }
        let extent = contentView.subviews.reduce(CGFloat(0)) { Swift.max($0, $1.frame.maxY) }
        return Swift.max(1, (extent / lineHeight).rounded(.up))
    }

    /// Whether the separator line shows: separators on, and a line to spare below the content.
    var showsSeparator: Bool {
        separatorEnabled && bounds.height >= (contentLines + 1) * lineHeight - 0.000_1
    }

    /// The standard content's height (custom content: its extent), one line at least.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: contentLines * lineHeight)
    }

    /// Places the content view (beside the accessory, above the separator) and the standard labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let line = lineHeight
        let contentHeight = showsSeparator ? bounds.height - line : bounds.height
        let contentFrame = CGRect(x: 0, y: 0, width: Swift.max(0, bounds.width - accessoryWidth), height: contentHeight)
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        if let accessoryView {
            let size = accessoryView.frame.size
            accessoryView.frame = CGRect(
                x: bounds.width - size.width - cellSize().width, y: ((contentHeight - size.height) / 2).rounded(.down),
                width: size.width, height: size.height)
        }
        guard usesStandardLayout else { return }
        layoutStandardContent(in: contentFrame.size, line: line)
    }

    private func layoutStandardContent(in size: CGSize, line: CGFloat) {
        let margin = cellSize().width
        var x = margin
        if let imageView = imageViewStorage, let image = imageView.image {
            let width = image.size.width > 0 ? Swift.min(image.size.width, size.width / 3) : 2 * margin
            imageView.frame = CGRect(x: x, y: ((size.height - line) / 2).rounded(.down), width: width, height: line)
            x += width + margin
        } else {
            imageViewStorage?.frame = .zero
        }
        let width = Swift.max(0, size.width - x - margin)
        let top = ((size.height - contentLines * line) / 2).rounded(.down)
        let text = textLabelStorage
        let detail = detailTextLabelStorage
        switch style {
        case .default:
            text?.frame = CGRect(x: x, y: top, width: width, height: line)
            detail?.frame = .zero
        case .subtitle:
            text?.frame = CGRect(x: x, y: top, width: width, height: line)
            detail?.frame = CGRect(x: x, y: top + line, width: width, height: contentLines > 1 ? line : 0)
        case .value1:
            let detailWidth = Swift.min(width, detail.map { $0.intrinsicContentSize.width } ?? 0)
            detail?.textAlignment = .right
            detail?.frame = CGRect(x: x + width - detailWidth, y: top, width: detailWidth, height: line)
            let gap = detailWidth > 0 ? margin : 0
            text?.frame = CGRect(x: x, y: top, width: Swift.max(0, width - detailWidth - gap), height: line)
        case .value2:
            let column = (width / 4).rounded(.down)
            text?.textAlignment = .right
            text?.textColor = .tintColor
            text?.frame = CGRect(x: x, y: top, width: column, height: line)
            detail?.frame = CGRect(
                x: x + column + margin, y: top, width: Swift.max(0, width - column - margin), height: line)
        }
    }

    // MARK: Drawing

    /// The background while selected or highlighted, per ``selectionStyle``.
    private var selectionColor: Color? {
        guard selectedStorage || highlightedStorage else { return nil }
        switch selectionStyle {
        case .none: return nil
        case .blue: return .tintColor
        case .gray, .default: return Color(white: 0.82)
        }
    }

    /// Fills the background (the selection colour while selected or highlighted), then draws the
    /// accessory mark and the separator.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        if let color = selectionColor { context.fill(bounds, color: color) }
        let line = lineHeight
        let contentHeight = showsSeparator ? bounds.height - line : bounds.height
        if accessoryView == nil, let accessoryText {
            let width = textMeasurer.width(of: accessoryText, font: .body)
            let rect = CGRect(
                x: bounds.maxX - width - cellSize().width, y: bounds.minY + ((contentHeight - line) / 2).rounded(.down),
                width: width, height: line)
            let color: Color = accessoryType == .checkmark ? .tintColor : .secondaryLabel
            context.drawText(accessoryText, in: rect, font: .body, color: color, numberOfLines: 1)
        }
        if showsSeparator {
            let inset = cellSize().width
            let width = Swift.max(0, bounds.width - inset)
            let dash = textMeasurer.width(of: "─", font: .body)
            let count = dash > 0 ? Int((width / dash).rounded(.down)) : 0
            context.drawText(
                String(repeating: "─", count: count),
                in: CGRect(x: bounds.minX + inset, y: bounds.maxY - line, width: width, height: line), font: .body,
                color: .separator, numberOfLines: 1)
        }
    }
}
