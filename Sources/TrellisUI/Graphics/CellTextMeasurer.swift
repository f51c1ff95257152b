// CellTextMeasurer: the default text measurer of character-cell screens (1 point = 1 cell).
import Foundation

/// Measures text in terminal cells: a line is one cell high whatever the font size, East Asian wide
/// and fullwidth characters and emoji take two cells, and combining marks, joiners and variation
/// selectors take none (they belong to the cluster they modify).
///
/// By default one point is one cell. Screens that show documents designed in device points use a
/// larger ``pointsPerCell`` (e.g. 8 × 16): a cell then measures that many points.
public struct CellTextMeasurer: TextMeasurer, Hashable {
    /// The size of one cell in points (1 × 1 by default).
    public let pointsPerCell: CGSize

    /// Creates the cell measurer; `pointsPerCell` sizes below 1 point count as 1.
    public init(pointsPerCell: CGSize = CGSize(width: 1, height: 1)) {
        self.pointsPerCell = CGSize(
            width: pointsPerCell.width.isFinite ? Swift.max(1, pointsPerCell.width) : 1,
            height: pointsPerCell.height.isFinite ? Swift.max(1, pointsPerCell.height) : 1)
    }

    /// The number of cells `character` occupies: 0, 1 or 2.
    public static func cellWidth(of character: Character) -> Int {
        // Fast path: printable ASCII (a single scalar) is one cell.
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        if character.isNewline { return 0 }
        var sawVisible = false
        for scalar in character.unicodeScalars {
            if isWide(scalar) { return 2 }
            // U+FE0F asks for emoji presentation of the cluster (e.g. "❤️", keycaps "1️⃣").
            if scalar.value == 0xFE0F && sawVisible { return 2 }
            if !isZeroWidth(scalar) { sawVisible = true }
        }
        return sawVisible ? 1 : 0
    }

    /// The width of one grapheme cluster: its cells times the cell width.
    public func width(of character: Character, font: Font) -> CGFloat {
        CGFloat(Self.cellWidth(of: character)) * pointsPerCell.width
    }

    /// One cell, whatever the font.
    public func lineHeight(for font: Font) -> CGFloat { pointsPerCell.height }

    /// Scalars that occupy no cell on their own: marks, format characters (joiners, variation
    /// selectors) and controls.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            // Variation selectors are nonspacing marks already; Hangul medial/final jamo combine too.
            return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
        }
    }

    /// East Asian Wide / Fullwidth scalars and scalars whose default presentation is emoji.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x1100 { return false }
        if scalar.properties.isEmojiPresentation { return true }
        for range in wideRanges where range.contains(value) { return true }
        return false
    }

    // East Asian Width W/F blocks (Unicode 15), excluding emoji which `isEmojiPresentation` covers.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,
        0x17000...0x18AFF,  // Tangut
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B...
        0x30000...0x3FFFD,  // CJK extension G...
    ]
}
