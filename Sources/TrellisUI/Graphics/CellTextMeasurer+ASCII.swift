// The cell measurer's shortcut for printable ASCII text: one cell per byte, no grapheme iteration.
import Foundation

extension CellTextMeasurer {
    /// The width of `text` when every byte is printable ASCII (U+0020…U+007E), else `nil`, for a
    /// cell measurer whose cell is `cellWidth` points wide.
    ///
    /// Such text is one grapheme cluster per byte and each measures one cell (see
    /// ``cellWidth(of:)``), so the width is the byte count times the cell width — computed so that
    /// it is bit-for-bit the sum ``TextLayout`` would get adding the clusters one by one: a product
    /// when the cell width is a whole number (exact below 2^53), else the same additions in the
    /// same order. Most label texts take this path; the general one walks grapheme clusters and
    /// asks the measurer for each (~700 instructions per character).
    static func printableASCIIWidth(of text: String, cellWidth cell: CGFloat) -> CGFloat? {
        // Native strings are contiguous UTF-8: scan the bytes directly (the UTF8View iterator is
        // several times slower); other strings take the iterator.
        let scanned = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return bytes.count
        }
        let count: Int
        switch scanned {
        case .some(.some(let bytes)): count = bytes
        case .some(.none): return nil
        case .none:
            var bytes = 0
            for byte in text.utf8 {
                guard byte >= 0x20 && byte < 0x7F else { return nil }
                bytes += 1
            }
            count = bytes
        }
        if cell == cell.rounded(.towardZero) && count < 1 << 52 { return CGFloat(count) * cell }
        var total: CGFloat = 0
        for _ in 0..<count { total += cell }
        return total
    }
}
