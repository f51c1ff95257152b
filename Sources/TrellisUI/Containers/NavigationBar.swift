// The navigation bar view: the top controller's title and a back item naming the previous one.
import Foundation

/// The bar a ``NavigationController`` shows above its content: a back item (`‹ Previous`) when
/// there is a controller to go back to, and the top controller's title, centred. A click on the back
/// item pops the navigation controller (as Escape does, see ``Window/performBackNavigation()``).
@MainActor
public final class NavigationBar: View {
    /// The title shown: the top view controller's `title`.
    public private(set) var title: String?
    /// The back item's title: the previous controller's `title`, or `"Back"` when it has none;
    /// `nil` at the root.
    public private(set) var backItemTitle: String?
    /// The font of the bar's text.
    public var font: Font = .headline { didSet { setNeedsDisplay() } }
    /// The text colour.
    public var textColor: Color = .label { didSet { setNeedsDisplay() } }

    /// Called when the back item is clicked.
    var onBack: (@MainActor () -> Void)?

    init() {
        super.init(frame: .zero)
    }

    func update(title: String?, backItemTitle: String?) {
        guard title != self.title || backItemTitle != self.backItemTitle else { return }
        self.title = title
        self.backItemTitle = backItemTitle
        setNeedsDisplay()
    }

    /// The text of the back item as drawn: `‹ Previous`.
    var backItemText: String? { backItemTitle.map { "‹ " + $0 } }

    /// The back item's width as drawn: its text, at most half the bar.
    private var backItemWidth: CGFloat {
        guard let backItemText else { return 0 }
        return Swift.min(textMeasurer.measure(backItemText, font: font).width, (bounds.width / 2).rounded(.down))
    }

    /// Draws the back item on the left and the title centred, one line. A title that would run into
    /// the back item is centred in the space right of it instead (truncated with `…` if it still
    /// does not fit).
    public override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let lineHeight = textMeasurer.lineHeight(for: font)
        let top = bounds.minY + ((bounds.height - lineHeight) / 2).rounded(.down)
        let backWidth = backItemWidth
        if let backItemText {
            let box = CGRect(x: bounds.minX, y: top, width: backWidth, height: lineHeight)
            context.drawText(
                backItemText, in: box, font: font, color: .tintColor, alignment: .left, lineBreakMode: .truncatingTail,
                numberOfLines: 1)
        }
        if let title, !title.isEmpty {
            let titleWidth = textMeasurer.measure(title, font: font).width
            let centredLeft = bounds.minX + ((bounds.width - titleWidth) / 2).rounded(.down)
            let gap = backWidth > 0 ? cellSize(for: font).width : 0
            var box = CGRect(x: bounds.minX, y: top, width: bounds.width, height: lineHeight)
            if centredLeft < bounds.minX + backWidth + gap {
                let left = bounds.minX + backWidth + gap
                box = CGRect(x: left, y: top, width: Swift.max(0, bounds.maxX - left), height: lineHeight)
            }
            context.drawText(
                title, in: box, font: font, color: textColor, alignment: .center, lineBreakMode: .truncatingTail,
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
