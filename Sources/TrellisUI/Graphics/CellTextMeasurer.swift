// CellTextMeasurer: the default text measurer of character-cell screens (1 point = 1 cell).
import Foundation

/// Measures text in terminal cells: a line is one cell high whatever the font size, East Asian wide
/// and fullwidth characters and emoji take two cells, and combining marks, joiners and variation
/// selectors take none (they belong to the cluster they modify). The per-scalar facts come from
/// `CellWidthTable`, generated from the Unicode data files, so that layout, the headless screen
/// and the terminal renderer all use exactly these widths.
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

    /// The version of the Unicode data the width table was generated from (see
    /// `Scripts/generate-cell-width-table.py`).
    public static let unicodeVersion: String = CellWidthTable.unicodeVersion

    /// The number of cells `character` occupies: 0, 1 or 2.
    ///
    /// Printable ASCII is one cell and controls (newlines included) none. Otherwise the cluster
    /// is two cells when any scalar is East Asian Wide or Fullwidth or has emoji presentation
    /// (which covers skin-tone modifiers and regional-indicator flags), when it is an emoji ZWJ
    /// sequence, or when an emoji is followed by U+FE0F (VS16, e.g. "❤️" and keycaps "1️⃣").
    /// Combining marks, joiners, variation selectors and combining Hangul jamo add nothing, so a
    /// cluster of only those is zero cells; anything else is one cell. U+FE0E (VS15) after a
    /// text-default emoji leaves it one cell; an emoji-default one stays two, as East Asian Width
    /// says and wcwidth-based terminals (xterm, VTE, tmux) draw it.
    public static func cellWidth(of character: Character) -> Int {
        // Fast path: printable ASCII (a single scalar) is one cell; "\r\n" reports "\n".
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        var isVisible = false
        var previous: CellWidthTable.Properties = []
        var followsJoiner = false
        for scalar in character.unicodeScalars {
            let properties = CellWidthTable.properties(of: scalar)
            if properties.contains(.wide) { return 2 }
            switch scalar.value {
            case 0xFE0F where previous.contains(.emoji):
                return 2
            case 0x200D:
                followsJoiner = true
            default:
                // Grapheme breaking only keeps a pictograph after a joiner in the cluster when
                // a pictograph precedes it: this is an emoji ZWJ sequence.
                if followsJoiner && properties.contains(.extendedPictographic) { return 2 }
                followsJoiner = false
            }
            if !properties.contains(.zeroWidth) { isVisible = true }
            previous = properties
        }
        return isVisible ? 1 : 0
    }

    /// The width of one grapheme cluster: its cells times the cell width.
    public func width(of character: Character, font: Font) -> CGFloat {
        CGFloat(Self.cellWidth(of: character)) * pointsPerCell.width
    }

    /// One cell, whatever the font.
    public func lineHeight(for font: Font) -> CGFloat { pointsPerCell.height }

    /// One cell, whatever the font: every printable ASCII character is one cell wide.
    public func monospacedASCIIWidth(for font: Font) -> CGFloat? { pointsPerCell.width }
}
