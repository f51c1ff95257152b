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
        guard grid.packedCells.count == width * height else { return }
        var converter = RowConverter(grid: grid)
        var hashes = rowHashes
        rowHashes = [] // unshared while filled
        TerminalFrameRows.with(input: grid.packedCells, output: &cells, colors: colors, width: width) { rows in
            for row in 0..<height {
                let start = row * width
                rows.convertRow(at: start, with: &converter, glyphs: &glyphs)
                // Hashed while the row is still in the cache.
                hashes[row] = rows.hashRow(at: start)
            }
        }
        rowHashes = hashes
    }

    /// A palette entry's terminal colours (raw ``TerminalColor`` values).
    struct Colors {
        var foreground: UInt32
        var background: UInt32
    }

    /// Converts rows of packed grid cells to terminal cells.
    struct RowConverter {
        let grid: CharacterGrid
        /// The last non-ASCII glyph number of the grid converted, and its terminal glyph: neighbouring
        /// non-ASCII cells mostly repeat a character (borders, rules).
        var lastSource: UInt32 = 0x20
        var lastGlyph: (glyph: UInt32, width: Int) = (TerminalCell.spaceGlyph, 1)

        init(grid: CharacterGrid) { self.grid = grid }

        /// Converts the row of `rows` that starts at cell `start` (checked by the caller).
        @inline(__always)
        mutating func convert(_ rows: TerminalFrameRows, start: Int, glyphs: inout TerminalGlyphTable) {
            let end = start + rows.width
            var column = start
            while column < end {
                let cell = rows[input: column]
                let foreground = rows.colors(cell.foreground).foreground
                let background = rows.colors(cell.background).background
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
                    if column + 1 < end && rows[input: column + 1].isWideContinuation {
                        rows.write(
                            TerminalCell(
                                glyph: glyph, style: cell.style, foreground: TerminalColor(packed: foreground),
                                background: TerminalColor(packed: background)),
                            at: column)
                        rows.write(
                            TerminalCell(
                                glyph: TerminalCell.continuationGlyph, style: cell.style,
                                foreground: TerminalColor(packed: foreground),
                                background: TerminalColor(packed: background)),
                            at: column + 1)
                        column += 2
                        continue
                    }
                    glyph = TerminalCell.spaceGlyph
                }
                rows.write(
                    TerminalCell(
                        glyph: glyph, style: cell.style, foreground: TerminalColor(packed: foreground),
                        background: TerminalColor(packed: background)),
                    at: column)
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
        return Self.cells(cells, from: start, equal: other.cells, from: otherStart, count: width)
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
}
