// The cell measurer's shortcut for printable ASCII text: one cell per byte, no grapheme iteration.
import Foundation

extension CellTextMeasurer {
    /// The width of `text` when every byte is printable ASCII (U+0020…U+007E), else `nil`.
    ///
    /// Such text is one grapheme cluster per byte and each measures one cell (see
    /// ``cellWidth(of:)``), so the width is the byte count times the cell width — computed so that
    /// it is bit-for-bit the sum ``TextLayout`` would get adding the clusters one by one: a product
    /// when the cell width is a whole number (exact below 2^53), else the same additions in the
    /// same order. Most label texts take this path; the general one walks grapheme clusters and
    /// asks the measurer for each (~700 instructions per character).
    func printableASCIIWidth(of text: String) -> CGFloat? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            count += 1
        }
        let cell = pointsPerCell.width
        if cell == cell.rounded(.towardZero) && count < 1 << 52 { return CGFloat(count) * cell }
        var total: CGFloat = 0
        for _ in 0..<count { total += cell }
        return total
    }
}
