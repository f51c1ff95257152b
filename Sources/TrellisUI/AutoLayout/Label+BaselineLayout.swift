// A label's baselines for Auto Layout: its first and last text lines' baselines, which on a terminal
// are the bottoms of the cell rows the lines occupy.
import Foundation

extension Label: BaselineLayout {
    /// Lines are centred vertically in the bounds, so with `h` the height of the text laid out at the
    /// label's intrinsic width and `l` one line's height, the first baseline is
    /// `centerY - h/2 + l` and the last `centerY + h/2`. Cells have no descent, so a line's baseline is
    /// the bottom of its row; a label as tall as its text has them at `top + l` and `bottom`.
    func baseline(first: Bool) -> (heightFactor: CGFloat, offset: CGFloat) {
        let layout = textLayout(
            width: numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
        let textHeight = Swift.max(layout.size.height, layout.lineHeight)
        if first { return (0.5, layout.lineHeight - textHeight / 2) }
        return (0.5, textHeight / 2)
    }
}
