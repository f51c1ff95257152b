// TerminalFrame: a CharacterGrid converted to what the terminal will show — packed cells with
// sanitized glyphs, terminal colours and consistent wide characters — plus one hash per row, which
// makes finding unchanged and moved rows cheap.
import TrellisUI

/// A frame in the terminal's terms.
///
/// Conversion fixes what a terminal could not show as the grid says: a two-cell character without its
/// right half (or in the last column) becomes a space, a right half without its character becomes a
/// space; the right half of a two-cell character takes its character's colours and style, because the
/// terminal draws both halves with one rendition.
struct TerminalFrame: Sendable {
    private(set) var width: Int
    private(set) var height: Int
    /// The cells, row by row.
    private(set) var cells: [TerminalCell]
    /// A hash of each row's cells (equal rows have equal hashes).
    private(set) var rowHashes: [UInt64]
    /// The hash of a blank row.
    private(set) var blankRowHash: UInt64

    /// A blank frame.
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
        blankRowHash = Self.blankRowHash(width: self.width)
        rowHashes = Array(repeating: blankRowHash, count: self.height)
    }

    /// The cell at `column`, `row` (both in range).
    @inline(__always)
    subscript(column: Int, row: Int) -> TerminalCell { cells[row * width + column] }

    // MARK: - Loading

    /// Replaces the contents with `grid`, converting colours with `mapping` and characters with `glyphs`.
    mutating func load(_ grid: CharacterGrid, mapping: TerminalColorMapping, glyphs: inout TerminalGlyphTable) {
        let width = grid.width
        let height = grid.height
        if width != self.width || height != self.height {
            self.width = width
            self.height = height
            cells = Array(repeating: .blank, count: width * height)
            rowHashes = Array(repeating: 0, count: height)
            blankRowHash = Self.blankRowHash(width: width)
        }
        // Each palette colour is mapped once, not once per cell.
        let palette = grid.palette
        var colors = [Colors](repeating: Colors(foreground: 0, background: 0), count: palette.count)
        for (number, color) in palette.enumerated() {
            colors[number] = Colors(
                foreground: mapping.foreground(color).rawValue, background: mapping.background(color).rawValue)
        }
        var converter = RowConverter(grid: grid)
        let source = grid.packedCells
        guard source.count == width * height else { return }
        var hashes = rowHashes
        rowHashes = [] // unshared while filled
        cells.withUnsafeMutableBufferPointer { output in
            source.withUnsafeBufferPointer { input in
                colors.withUnsafeBufferPointer { colors in
                    guard let input = input.baseAddress, let output = output.baseAddress,
                        let colors = colors.baseAddress
                    else { return }
                    for row in 0..<height {
                        let base = row * width
                        converter.convert(
                            input + base, into: output + base, width: width, colors: colors, colorCount: palette.count,
                            glyphs: &glyphs)
                        // Hashed while the row is still in the cache.
                        hashes[row] = Self.hash(
                            UnsafeBufferPointer(start: output, count: width * height), start: base, count: width)
                    }
                }
            }
        }
        rowHashes = hashes
    }

    /// A palette entry's terminal colours (raw ``TerminalColor`` values).
    private struct Colors {
        var foreground: UInt32
        var background: UInt32
    }

    /// Converts rows of packed grid cells to terminal cells.
    private struct RowConverter {
        let grid: CharacterGrid
        /// The last non-ASCII glyph number of the grid converted, and its terminal glyph: neighbouring
        /// non-ASCII cells mostly repeat a character (borders, rules).
        var lastSource: UInt32 = 0x20
        var lastGlyph: (glyph: UInt32, width: Int) = (TerminalCell.spaceGlyph, 1)

        init(grid: CharacterGrid) { self.grid = grid }

        @inline(__always)
        mutating func convert(
            _ input: UnsafePointer<CharacterGrid.PackedCell>, into output: UnsafeMutablePointer<TerminalCell>,
            width: Int, colors: UnsafePointer<Colors>, colorCount: Int, glyphs: inout TerminalGlyphTable
        ) {
            var column = 0
            while column < width {
                let cell = input[column]
                let foreground = Int(cell.foreground) < colorCount ? colors[Int(cell.foreground)].foreground : 0
                let background = Int(cell.background) < colorCount ? colors[Int(cell.background)].background : 0
                var glyph = cell.glyph
                var cellWidth = 1
                if cell.isWideContinuation {
                    // A right half whose character was not consumed below: nothing to pair with.
                    glyph = TerminalCell.spaceGlyph
                } else if glyph < 0x20 || glyph >= 0x7F {
                    if glyph != lastSource {
                        lastSource = glyph
                        lastGlyph = glyphs.glyph(for: grid.character(glyph: glyph))
                    }
                    (glyph, cellWidth) = lastGlyph
                }
                if cellWidth == 2 {
                    if column + 1 < width && input[column + 1].isWideContinuation {
                        output[column] = TerminalCell(
                            glyph: glyph, style: cell.style, foreground: TerminalColor(packed: foreground),
                            background: TerminalColor(packed: background))
                        output[column + 1] = TerminalCell(
                            glyph: TerminalCell.continuationGlyph, style: cell.style,
                            foreground: TerminalColor(packed: foreground), background: TerminalColor(packed: background)
                        )
                        column += 2
                        continue
                    }
                    glyph = TerminalCell.spaceGlyph
                }
                output[column] = TerminalCell(
                    glyph: glyph, style: cell.style, foreground: TerminalColor(packed: foreground),
                    background: TerminalColor(packed: background))
                column += 1
            }
        }
    }

    // MARK: - Rows

    /// Whether row `row` of this frame equals row `otherRow` of `other` (same width).
    func row(_ row: Int, equals otherRow: Int, of other: TerminalFrame) -> Bool {
        guard rowHashes[row] == other.rowHashes[otherRow] else { return false }
        let start = row * width
        let otherStart = otherRow * other.width
        return cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                for column in 0..<width where mine[start + column] != theirs[otherStart + column] { return false }
                return true
            }
        }
    }

    /// Whether every cell of `row` is blank.
    func isBlank(row: Int) -> Bool { rowHashes[row] == blankRowHash && trailingBlankStart(row: row) == 0 }

    /// The first column from which `row` is blank to its end (`width` if its last cell is not blank).
    func trailingBlankStart(row: Int) -> Int {
        let start = row * width
        var column = width
        while column > 0 && cells[start + column - 1] == .blank { column -= 1 }
        return column
    }

    /// Moves the rows `top...bottom` by `distance` rows (positive: up, as a terminal scrolls its region
    /// up), filling the rows that scroll in with blanks — what the terminal does with a scroll region.
    mutating func scroll(top: Int, bottom: Int, by distance: Int) {
        guard top >= 0, bottom < height, top <= bottom, distance != 0 else { return }
        let count = bottom - top + 1
        let shift = min(abs(distance), count)
        if distance > 0 {
            for row in top...bottom {
                if row + shift <= bottom { copyRow(from: row + shift, to: row) } else { clear(row: row) }
            }
        } else {
            for row in stride(from: bottom, through: top, by: -1) {
                if row - shift >= top { copyRow(from: row - shift, to: row) } else { clear(row: row) }
            }
        }
    }

    /// Blanks `row`.
    mutating func clear(row: Int) {
        let start = row * width
        for column in 0..<width { cells[start + column] = .blank }
        rowHashes[row] = blankRowHash
    }

    private mutating func copyRow(from source: Int, to destination: Int) {
        let from = source * width
        let to = destination * width
        for column in 0..<width { cells[to + column] = cells[from + column] }
        rowHashes[destination] = rowHashes[source]
    }

    private static func hash(_ cells: UnsafeBufferPointer<TerminalCell>, start: Int, count: Int) -> UInt64 {
        // A polynomial hash in two lanes (even and odd columns), so that each cell adds one multiply
        // to a dependency chain shared with every other cell instead of two to a single one; each
        // cell's two words are mixed into one first (independent work). Then a final avalanche. Equal
        // rows hash equal; collisions are harmless because every use compares the cells as well.
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var even: UInt64 = 0xCBF2_9CE4_8422_2325
        var odd: UInt64 = 0x8422_2325_CBF2_9CE4
        var index = start
        let end = start + count
        while index + 1 < end {
            even = even &* multiplier &+ (cells[index].content ^ cells[index].colors &* 0xFF51_AFD7_ED55_8CCD)
            odd = odd &* multiplier &+ (cells[index + 1].content ^ cells[index + 1].colors &* 0xFF51_AFD7_ED55_8CCD)
            index += 2
        }
        if index < end {
            even = even &* multiplier &+ (cells[index].content ^ cells[index].colors &* 0xFF51_AFD7_ED55_8CCD)
        }
        var hash = even ^ (odd &* 0xC4CE_B9FE_1A85_EC53) ^ UInt64(count)
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return hash
    }

    private static func blankRowHash(width: Int) -> UInt64 {
        let row = Array(repeating: TerminalCell.blank, count: width)
        return row.withUnsafeBufferPointer { hash($0, start: 0, count: width) }
    }
}
