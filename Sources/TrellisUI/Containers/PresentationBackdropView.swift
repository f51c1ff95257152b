// The chrome behind a page sheet: a translucent dark layer that dims the presenter, and the sheet's
// border and opaque ground (UIKit's dimming view and sheet container).
import Foundation

/// Covers the window below a `.pageSheet` presented view: dims everything under it with
/// ``dimmingColor`` and draws a border one cell outside the sheet, filled with
/// ``sheetBackgroundColor`` so the presenter never shows through a transparent sheet. It swallows
/// pointer presses outside the sheet, so the dimmed presenter cannot be clicked (a modal).
///
/// The presentation code inserts it right below the presented view and removes it with the view;
/// the window lays it out with the sheet (see `Window.layoutPresentations()`).
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

    /// The sheet's frame in this view's coordinates, or `nil` when the sheet is not beside it.
    private var sheetRect: CGRect? {
        guard let sheet = presentedView, sheet.superview === superview, superview != nil else { return nil }
        return sheet.frame.offsetBy(dx: bounds.minX - frame.minX, dy: bounds.minY - frame.minY)
    }

    /// Dims the bounds, then draws the sheet's ground and its border one cell outside it.
    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        context.fill(bounds, color: Self.dimmingColor)
        guard let sheet = sheetRect else { return }
        let cell = cellSize()
        let outer = CGRect(
            x: sheet.minX - cell.width, y: sheet.minY - cell.height,
            width: sheet.width + 2 * cell.width, height: sheet.height + 2 * cell.height)
        context.fill(outer, color: Self.sheetBackgroundColor)
        context.border(outer, width: 1, color: Self.borderColor)
    }

    /// Presses on the dimmed area go nowhere (the presenter is not interactive under a sheet).
    override func pointerDown(_ event: PointerEvent) {}
    /// See ``pointerDown(_:)``.
    override func pointerMoved(_ event: PointerEvent) {}
    /// See ``pointerDown(_:)``.
    override func pointerUp(_ event: PointerEvent) {}
}
