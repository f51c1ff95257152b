// Cell metrics for widget chrome: brackets, borders and the cursor are one character cell each, which
// is one point on a 1:1 cell screen and more on a screen with a larger points-per-cell scale.
import Foundation

extension View {
    /// The size of one character cell in the view's text measurer: the width of a space and the
    /// height of a line in `font` (at least 1 point each).
    func cellSize(for font: Font = .body) -> CGSize {
        let measurer = textMeasurer
        return CGSize(
            width: Swift.max(1, measurer.width(of: " ", font: font)),
            height: Swift.max(1, measurer.lineHeight(for: font)))
    }
}
