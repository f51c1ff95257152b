// The navigation bar view: the top controller's title and a back item naming the previous one.
import Foundation

/// The bar a ``NavigationController`` shows above its content: a back item (`< Previous`) when
/// there is a controller to go back to, and the top controller's title, centred.
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

    /// The text of the back item as drawn.
    var backItemText: String? { backItemTitle.map { "< " + $0 } }

    /// Draws the back item on the left and the title centred, one line.
    public override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let line = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        if let title {
            context.drawText(title, in: line, font: font, color: textColor, alignment: .center, lineBreakMode: .truncatingTail, numberOfLines: 1)
        }
        if let backItemText {
            context.drawText(backItemText, in: line, font: font, color: .tintColor, alignment: .left, lineBreakMode: .truncatingTail, numberOfLines: 1)
        }
    }

    /// A release over the back item pops the navigation controller.
    public override func pointerUp(_ event: PointerEvent) {
        let local = convert(event.location, from: nil)
        if let backItemText, bounds.contains(local) {
            let width = textMeasurer.measure(backItemText, font: font).width
            if local.x < width {
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
