// The chrome behind a sheet or popover: a translucent dark layer that dims the presenter (sheets),
// the border and opaque ground around the presented view, a popover's arrow, and clicks outside it
// (UIKit's dimming view and sheet or popover container).
import Foundation

/// Covers the window below a sheet (``ModalPresentationStyle/pageSheet``, ``ModalPresentationStyle/formSheet``)
/// or popover: dims everything under a sheet with ``dimmingColor`` (a popover dims nothing) and draws
/// a border one cell outside the presented view, filled with ``sheetBackgroundColor`` so the presenter
/// never shows through a transparent sheet; a popover's border carries an arrow pointing at its anchor.
/// A click on it — outside the presented view — is a dismissal the user starts (see
/// ``AdaptivePresentationControllerDelegate``); nothing under it can be clicked (a modal).
///
/// The presentation code inserts it right below the presented view and removes it with the view;
/// the window lays it out with the presented view (see `Window.layoutPresentations()`).
@MainActor
final class PresentationBackdropView: View {
    /// The colour laid over the presenter.
    static let dimmingColor = Color.black.withAlphaComponent(0.4)
    /// The colour of the sheet's border.
    static let borderColor = Color.gray
    /// The ground drawn inside the border, under the sheet.
    static let sheetBackgroundColor = Color.systemBackground

    /// The presented view this backdrop frames.
    weak var presentedView: View?

    init(presentedView: View) {
        self.presentedView = presentedView
        super.init(frame: .zero)
    }

    /// Creates the view from an archive: the keys every view reads (``View/init(coder:)``).
    required init?(coder: any Coder) {
        super.init(coder: coder)
    }

    /// The presented controller whose view this backdrop frames.
    private var presentedController: ViewController? { presentedView?.owner as? ViewController }

    /// The presentation controller of the framed presentation.
    private var presentation: PresentationController? {
        presentedController?.presentationSettings.presentationController
    }

    /// The sheet's frame in this view's coordinates, or `nil` when the sheet is not beside it.
    private var sheetRect: CGRect? {
        guard let sheet = presentedView, sheet.superview === superview, superview != nil else { return nil }
        return sheet.frame.offsetBy(dx: bounds.minX - frame.minX, dy: bounds.minY - frame.minY)
    }

    /// Dims the bounds (sheets), then draws the ground and the border one cell outside the presented
    /// view, and a popover's arrow in the border facing its anchor.
    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let style = presentation?.presentationStyle ?? .pageSheet
        if style != .popover { context.fill(bounds, color: Self.dimmingColor) }
        guard let sheet = sheetRect else { return }
        let cell = cellSize()
        let outer = CGRect(
            x: sheet.minX - cell.width, y: sheet.minY - cell.height,
            width: sheet.width + 2 * cell.width, height: sheet.height + 2 * cell.height)
        context.fill(outer, color: Self.sheetBackgroundColor)
        context.border(outer, width: 1, color: Self.borderColor)
        guard style == .popover, let popover = presentation as? PopoverPresentationController, let container = superview
        else { return }
        let layout = popover.popoverFrame(in: container)
        guard let anchor = layout.anchor else { return }
        let anchorHere = anchor.offsetBy(dx: bounds.minX - frame.minX, dy: bounds.minY - frame.minY)
        func snap(_ value: CGFloat, _ unit: CGFloat) -> CGFloat { (value / unit).rounded(.down) * unit }
        let glyph: String
        var point: CGPoint
        switch layout.direction {
        case .up:
            glyph = "▲"
            point = CGPoint(x: snap(anchorHere.midX, cell.width), y: outer.minY)
        case .down:
            glyph = "▼"
            point = CGPoint(x: snap(anchorHere.midX, cell.width), y: outer.maxY - cell.height)
        case .left:
            glyph = "◀"
            point = CGPoint(x: outer.minX, y: snap(anchorHere.midY, cell.height))
        case .right:
            glyph = "▶"
            point = CGPoint(x: outer.maxX - cell.width, y: snap(anchorHere.midY, cell.height))
        default:
            return
        }
        // The arrow stays on the border's straight part, off its corners.
        if layout.direction == .up || layout.direction == .down {
            point.x = Swift.max(outer.minX + cell.width, Swift.min(outer.maxX - 2 * cell.width, point.x))
        } else {
            point.y = Swift.max(outer.minY + cell.height, Swift.min(outer.maxY - 2 * cell.height, point.y))
        }
        context.drawText(
            glyph, in: CGRect(origin: point, size: cell), font: .body, color: Self.borderColor, numberOfLines: 1)
    }

    /// A press on the backdrop is outside the presented view: the user asks to dismiss it.
    override func pointerDown(_ event: PointerEvent) {
        presentedController?.dismissRequestedByUser()
    }
    /// Moves over the backdrop go nowhere (the presenter is not interactive under a sheet).
    override func pointerMoved(_ event: PointerEvent) {}
    /// See ``pointerMoved(_:)``.
    override func pointerUp(_ event: PointerEvent) {}

    // MARK: Managing chrome

    /// The backdrop framing `presentedView`, if it has one in its superview.
    static func chrome(of presentedView: View) -> PresentationBackdropView? {
        guard let container = presentedView.superview else { return nil }
        for case let backdrop as PresentationBackdropView in container.subviews
        where backdrop.presentedView === presentedView {
            return backdrop
        }
        return nil
    }

    /// Gives `presented`'s view in `container` the chrome its presentation style draws (sheets and
    /// popovers), right below it; does nothing for other styles or when it is there.
    static func installChrome(for presented: ViewController, in container: View) {
        guard presented.presentingStorage != nil, let view = presented.storedView, view.superview === container,
            let style = presented.presentationSettings.presentationController?.presentationStyle, style.hasChrome,
            chrome(of: view) == nil
        else { return }
        let backdrop = PresentationBackdropView(presentedView: view)
        backdrop.frame = container.bounds
        container.insertSubview(backdrop, belowSubview: view)
    }

    /// Removes the chrome of `presentedView` (before the view leaves its superview).
    static func removeChrome(of presentedView: View) {
        chrome(of: presentedView)?.removeFromSuperview()
    }
}
