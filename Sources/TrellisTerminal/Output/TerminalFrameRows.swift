// TerminalFrameRows: the one place where TerminalFrame reads and writes cells through raw buffers —
// converting a grid's packed cells into terminal cells, hashing rows and comparing them, the loops every
// frame runs over every cell. Each access is checked in DEBUG builds; release builds skip the arrays'
// bounds and uniqueness checks (docs/performance.md, "Checked fast paths", says what that saves).
import TrellisUI

/// Raw access to a frame's cells while it loads a grid (in the style of swift-collections'
/// `Deque._UnsafeHandle`): made only by ``with(input:output:colors:width:_:)`` for the length of one
/// call, so the buffers never outlive the arrays they point into. Every row it touches is asserted to lie
/// inside both buffers, and every colour number read to be in the palette or answered with the default.
struct TerminalFrameRows {
    /// The grid's packed cells, row by row.
    private let input: UnsafeBufferPointer<CharacterGrid.PackedCell>
    /// The frame's cells, row by row (as many as `input`).
    private let output: UnsafeMutableBufferPointer<TerminalCell>
    /// The terminal colours of the grid's palette, by colour number.
    private let colors: UnsafeBufferPointer<TerminalFrame.Colors>
    /// The number of cells in a row.
    let width: Int

    /// Runs `body` with raw access to `output` and `input` (the same size), whose rows are `width` cells.
    static func with<Result>(
        input: [CharacterGrid.PackedCell], output: inout [TerminalCell], colors: [TerminalFrame.Colors], width: Int,
        _ body: (TerminalFrameRows) -> Result
    ) -> Result {
        output.withUnsafeMutableBufferPointer { output in
            input.withUnsafeBufferPointer { input in
                colors.withUnsafeBufferPointer { colors in
                    body(TerminalFrameRows(input: input, output: output, colors: colors, width: width))
                }
            }
        }
    }

    /// Checks that `start..<start + count` lies inside both buffers.
    @inline(__always)
    private func assertRow(_ start: Int, _ count: Int) {
        assert(input.count == output.count, "grid and frame differ in size")
        assert(start >= 0 && count >= 0 && start + count <= output.count, "row \(start)..<\(start + count) outside")
    }

    /// The terminal colours of colour number `number` (the defaults for a number past the palette).
    @inline(__always)
    func colors(_ number: UInt32) -> TerminalFrame.Colors {
        Int(number) < colors.count ? colors[Int(number)] : TerminalFrame.Colors(foreground: 0, background: 0)
    }

    /// Converts the row starting at cell `start` (see ``TerminalFrame/RowConverter``).
    @inline(__always)
    func convertRow(at start: Int, with converter: inout TerminalFrame.RowConverter, glyphs: inout TerminalGlyphTable) {
        assertRow(start, width)
        converter.convert(self, start: start, glyphs: &glyphs)
    }

    /// The packed cell at `index` (inside a row checked by the caller).
    @inline(__always)
    subscript(input index: Int) -> CharacterGrid.PackedCell {
        assert(index >= 0 && index < input.count, "cell \(index) outside the grid")
        return input[index]
    }

    /// Writes the terminal cell at `index` (inside a row checked by the caller).
    @inline(__always)
    func write(_ cell: TerminalCell, at index: Int) {
        assert(index >= 0 && index < output.count, "cell \(index) outside the frame")
        output[index] = cell
    }

    /// The hash of the `width` cells from `start` (see ``TerminalFrame/hash(_:start:count:)``).
    @inline(__always)
    func hashRow(at start: Int) -> UInt64 {
        assertRow(start, width)
        return TerminalFrame.hash(UnsafeBufferPointer(output), start: start, count: width)
    }
}

extension TerminalFrame {
    /// A polynomial hash of `count` cells from `start`. Equal rows hash equal; collisions are harmless
    /// because every use compares the cells as well.
    static func hash(_ cells: UnsafeBufferPointer<TerminalCell>, start: Int, count: Int) -> UInt64 {
        assert(start >= 0 && count >= 0 && start + count <= cells.count, "hashed cells outside the buffer")
        // Two lanes (even and odd columns), so that each cell adds one multiply to a dependency chain
        // shared with every other cell instead of two to a single one; each cell's two words are mixed
        // into one first (independent work). Then a final avalanche.
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

    /// Whether the `count` cells of `lhs` from `lhsStart` equal those of `rhs` from `rhsStart`.
    static func cells(
        _ lhs: [TerminalCell], from lhsStart: Int, equal rhs: [TerminalCell], from rhsStart: Int, count: Int
    ) -> Bool {
        lhs.withUnsafeBufferPointer { lhs in
            rhs.withUnsafeBufferPointer { rhs in
                assert(lhsStart >= 0 && rhsStart >= 0 && count >= 0, "negative row bounds")
                assert(lhsStart + count <= lhs.count && rhsStart + count <= rhs.count, "row outside the frame")
                for column in 0..<count where lhs[lhsStart + column] != rhs[rhsStart + column] { return false }
                return true
            }
        }
    }

    /// The hash of a blank row of `width` cells.
    static func blankRowHash(width: Int) -> UInt64 {
        Array(repeating: TerminalCell.blank, count: width).withUnsafeBufferPointer {
            hash($0, start: 0, count: width)
        }
    }
}
