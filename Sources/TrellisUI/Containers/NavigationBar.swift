// The navigation bar view: the top controller's title (or title view), its bar button items, and a
// back item naming the previous controller.
import Foundation

/// The bar a ``NavigationController`` shows above its content, built from the navigation items of
/// the top controller and the one below it (`UINavigationBar`):
/// - a back item (`‹ Previous`) on the left when there is a controller to go back to, unless the top
///   item hides it (``NavigationItem/hidesBackButton``) or has left items that replace it; it is named
///   by the previous item's ``NavigationItem/backButtonTitle``, else its title, else `Back`. A click on
///   it pops the navigation controller (as Escape does, see ``Window/performBackNavigation()``);
/// - the top item's left bar button items after it, and its right items from the right edge in;
/// - the top item's title (else the top controller's `title`), centred, or its title view. A title that
///   would run into the left side is centred in the space right of it instead (truncated with `…` if it
///   still does not fit).
///
/// Bar button items are buttons: clickable, keyboard-focusable, activated with Return / Space.
@MainActor
public final class NavigationBar: View, BarButtonItemHost {
    /// The title shown: the top item's title, else the top view controller's `title`.
    public private(set) var title: String?
    /// The back item's title (see the type's description); `nil` when no back item is shown.
    public private(set) var backItemTitle: String?
    /// The navigation item on top.
    public private(set) var topItem: NavigationItem?
    /// The navigation item below the top one (the one the back item goes back to).
    public private(set) var backItem: NavigationItem?
    /// The font of the bar's text.
    public var font: Font = .headline { didSet { setNeedsDisplay() } }
    /// The text colour.
    public var textColor: Color = .label { didSet { setNeedsDisplay() } }

    /// Called when the back item is clicked.
    var onBack: (@MainActor () -> Void)?

    /// The buttons of the top item's left and right items, in item order.
    private(set) var leftButtons: [BarButton] = []
    private(set) var rightButtons: [BarButton] = []
    private weak var shownTitleView: View?
    /// Where the title is drawn (computed by layout).
    private var titleBox: CGRect = .zero

    init() {
        super.init(frame: .zero)
    }

    /// Creates a free-standing bar from an archive: the keys every view reads (``View/init(coder:)``),
    /// then its `items` (navigation items, bottom first): the last is shown on top, with a back item
    /// naming the one below it.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        let items = coder.decodeObjects(forKey: "items").compactMap { $0 as? NavigationItem }
        if let top = items.last {
            let previous = items.count > 1 ? items[items.count - 2] : nil
            update(
                top: top, fallbackTitle: nil, previous: previous, previousFallbackTitle: nil,
                hasPrevious: previous != nil)
        }
    }

    /// Shows `top` (whose controller's title is `fallbackTitle`) above `previous` (whose controller's
    /// title is `previousFallbackTitle`).
    func update(
        top: NavigationItem?, fallbackTitle: String?, previous: NavigationItem?, previousFallbackTitle: String?,
        hasPrevious: Bool
    ) {
        topItem = top
        backItem = previous
        title = top?.title ?? fallbackTitle
        let leftItems = top?.leftBarButtonItems ?? []
        let backShown =
            hasPrevious && !(top?.hidesBackButton ?? false)
            && (leftItems.isEmpty || (top?.leftItemsSupplementBackButton ?? false))
        backItemTitle =
            backShown ? (previous?.backButtonTitle ?? previous?.title ?? previousFallbackTitle ?? "Back") : nil
        let existing = leftButtons + rightButtons
        var kept: [BarButton] = []
        leftButtons = buttons(for: leftItems, reusing: existing, kept: &kept)
        rightButtons = buttons(for: top?.rightBarButtonItems ?? [], reusing: existing, kept: &kept)
        for old in existing where !kept.contains(where: { $0 === old }) { old.removeFromSuperview() }
        let titleView = top?.titleView
        if shownTitleView !== titleView {
            if let old = shownTitleView, old.superview === self { old.removeFromSuperview() }
            if let titleView { addSubview(titleView) }
            shownTitleView = titleView
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The buttons for `items` (flexible spaces have none): an existing button of the same item is
    /// reused (and appended to `kept`), otherwise a new one is added to the bar.
    private func buttons(for items: [BarButtonItem], reusing existing: [BarButton], kept: inout [BarButton])
        -> [BarButton]
    {
        var result: [BarButton] = []
        for item in items where !item.isFlexibleSpace {
            item.addHost(self)
            if let reused = existing.first(where: { button in
                button.item === item && !kept.contains { $0 === button }
            }) {
                reused.update()
                kept.append(reused)
                result.append(reused)
            } else {
                let button = BarButton(item: item)
                addSubview(button)
                kept.append(button)
                result.append(button)
            }
        }
        return result
    }

    func barButtonItemDidChange(_ item: BarButtonItem) {
        for button in leftButtons + rightButtons where button.item === item { button.update() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The text of the back item as drawn: `‹ Previous`.
    var backItemText: String? { backItemTitle.map { "‹ " + $0 } }

    /// The back item's width as drawn: its text, at most half the bar.
    private var backItemWidth: CGFloat {
        guard let backItemText else { return 0 }
        return Swift.min(textMeasurer.measure(backItemText, font: font).width, (bounds.width / 2).rounded(.down))
    }

    /// Places the left items after the back item, the right items from the right edge in (one cell
    /// apart), and the title or title view centred in the bar, or in the space between the two sides
    /// when centring would overlap them.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let gap = cellSize(for: font).width
        var left = bounds.minX + backItemWidth
        if backItemText != nil { left += gap }
        for button in leftButtons {
            let width = Swift.min(button.intrinsicContentSize.width, Swift.max(0, bounds.maxX - left))
            button.frame = CGRect(x: left, y: bounds.minY, width: width, height: bounds.height)
            left += width + gap
        }
        if leftButtons.isEmpty && backItemText == nil { left = bounds.minX }
        var right = bounds.maxX
        for button in rightButtons {
            let width = Swift.min(button.intrinsicContentSize.width, Swift.max(0, right - left))
            right -= width
            button.frame = CGRect(x: right, y: bounds.minY, width: width, height: bounds.height)
            right -= gap
        }
        if rightButtons.isEmpty { right = bounds.maxX }
        let available = Swift.max(0, right - left)
        let lineHeight = textMeasurer.lineHeight(for: font)
        let top = bounds.minY + ((bounds.height - lineHeight) / 2).rounded(.down)
        let width: CGFloat
        if let titleView = shownTitleView {
            let fitted = titleView.sizeThatFits(CGSize(width: available, height: bounds.height)).width
            width = Swift.min(available, fitted > 0 ? fitted : available)
        } else {
            width = Swift.min(available, title.map { textMeasurer.measure($0, font: font).width } ?? 0)
        }
        var x = bounds.minX + ((bounds.width - width) / 2).rounded(.down)
        x = Swift.min(Swift.max(x, left), right - width)
        if let titleView = shownTitleView {
            titleView.frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
            titleBox = .zero
        } else {
            // The text is centred in its box; a box from the centred position to the right side keeps
            // it there while letting a long title use the whole free width.
            titleBox =
                width < available
                ? CGRect(x: x, y: top, width: width, height: lineHeight)
                : CGRect(x: left, y: top, width: available, height: lineHeight)
        }
    }

    /// Draws the back item on the left and the title in the place layout gave it, one line.
    public override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let lineHeight = textMeasurer.lineHeight(for: font)
        let top = bounds.minY + ((bounds.height - lineHeight) / 2).rounded(.down)
        if let backItemText {
            let box = CGRect(x: bounds.minX, y: top, width: backItemWidth, height: lineHeight)
            context.drawText(
                backItemText, in: box, font: font, color: .tintColor, alignment: .left, lineBreakMode: .truncatingTail,
                numberOfLines: 1)
        }
        if shownTitleView == nil, let title, !title.isEmpty, titleBox.width > 0 {
            context.drawText(
                title, in: titleBox, font: font, color: textColor, alignment: .center, lineBreakMode: .truncatingTail,
                numberOfLines: 1)
        }
    }

    /// A release over the back item pops the navigation controller.
    public override func pointerUp(_ event: PointerEvent) {
        let local = convert(event.location, from: nil)
        if backItemText != nil, bounds.contains(local) {
            if local.x < bounds.minX + backItemWidth {
                onBack?()
                return
            }
        }
        super.pointerUp(event)
    }

    /// Presses start here so the release reaches the bar.
    public override func pointerDown(_ event: PointerEvent) {
        // The bar handles its own clicks (the back item); a press must start here for the release.
        if backItemTitle == nil { super.pointerDown(event) }
    }
}
