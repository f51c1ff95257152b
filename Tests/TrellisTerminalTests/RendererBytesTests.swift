// Tests of the bytes TerminalRenderer writes: one-cell changes, scrolls by a scroll region, erasing,
// cursor moves, synchronized output — exact where the sequence is the point, and always replayed
// through the test emulator.
import Foundation
import Testing
import TrellisUI

@testable import TrellisTerminal

@Suite("Renderer bytes")
struct RendererBytesTests {
    @Test("a one-cell change on the last row of a 200×60 screen is one CUP and the character, 24 bytes with sync")
    func oneCellChangeAfterElsewhere() {
        var harness = RendererHarness(width: 200, height: 60)
        harness.render(RendererTestFrames.t1(top: 0, count: 0))
        // Leave the cursor elsewhere, as a frame that drew at the top would.
        harness.render(RendererTestFrames.t1(top: 0, count: 0), cursor: (column: 3, row: 2))
        harness.render(RendererTestFrames.t1(top: 0, count: 0))
        let frame = harness.render(RendererTestFrames.t1(top: 0, count: 1))
        #expect(escaped(frame.bytes) == "\\e[?2026h\\e[60;7H1\\e[?2026l")
        #expect(frame.bytes.count == 24)
        #expect(frame.statistics.cellsChanged == 1)
        #expect(frame.statistics.strategy == .cellDiff)
        #expect(frame.statistics.isSynchronized)
    }

    @Test("a one-cell change right after the cursor's cell is a backspace and the character")
    func oneCellChangeNextToCursor() {
        var harness = RendererHarness(width: 200, height: 60)
        harness.render(RendererTestFrames.t1(top: 0, count: 0))
        let frame = harness.render(RendererTestFrames.t1(top: 0, count: 1))
        #expect(escaped(frame.bytes) == "\\e[?2026h\\b1\\e[?2026l")
        #expect(frame.bytes.count <= 24)
    }

    @Test("a one-row scroll of the scroll workload's list uses the scroll region and writes under 120 bytes")
    func oneRowScrollOfScrollWorkload() {
        var harness = RendererHarness(width: 200, height: 60)
        harness.render(RendererTestFrames.t1(top: 0, count: 0))
        for top in 1...5 {
            let frame = harness.render(RendererTestFrames.t1(top: top, count: 0))
            #expect(frame.statistics.strategy == .scrollRegion(rows: 1))
            #expect(frame.bytes.count < 120)
            let newRow = RendererTestFrames.t1Row(top + 58)
            #expect(escaped(frame.bytes) == "\\e[?2026h\\e[1;59r\\e[M\\e[r\\e[59H\(newRow)\\e[?2026l")
        }
    }

    @Test("scrolling the list down one row inserts a line at the top of the region")
    func oneRowScrollDown() {
        var harness = RendererHarness(width: 200, height: 60)
        harness.render(RendererTestFrames.t1(top: 10, count: 0))
        let frame = harness.render(RendererTestFrames.t1(top: 9, count: 0))
        #expect(frame.statistics.strategy == .scrollRegion(rows: -1))
        #expect(escaped(frame.bytes) == "\\e[?2026h\\e[1;59r\\eM\\e[r\\e[H\(RendererTestFrames.t1Row(9))\\e[?2026l")
    }

    @Test("a band between a header and a footer scrolls by several rows with the remaining edits diffed")
    func bandScrollWithEdits() {
        var harness = RendererHarness(width: 60, height: 20)
        func frame(top: Int, title: String) -> CharacterGrid {
            let rows = [title] + (0..<17).map { RendererTestFrames.t1Row(top + $0) } + ["", "footer"]
            return RendererTestFrames.grid(width: 60, height: 20, rows: rows)
        }
        harness.render(frame(top: 0, title: "Songs"))
        let down = harness.render(frame(top: 3, title: "Songs (3)"))
        #expect(down.statistics.strategy == .scrollRegion(rows: 3))
        let up = harness.render(frame(top: 1, title: "Songs (1)"))
        #expect(up.statistics.strategy == .scrollRegion(rows: -2))
        // A scroll that reaches the last row needs no region.
        var plain = RendererHarness(width: 40, height: 10)
        plain.render(
            RendererTestFrames.grid(width: 40, height: 10, rows: (0..<10).map { RendererTestFrames.t1Row($0) }))
        let whole = plain.render(
            RendererTestFrames.grid(width: 40, height: 10, rows: (0..<10).map { RendererTestFrames.t1Row($0 + 1) }))
        #expect(whole.statistics.strategy == .scrollRegion(rows: 1))
        // The cursor is on the last row: CR LF scrolls the whole screen.
        #expect(escaped(whole.bytes) == "\\e[?2026h\\r\\n\(RendererTestFrames.t1Row(10))\\e[?2026l")
    }

    @Test("an unchanged frame writes nothing; a moved cursor writes only the move")
    func unchangedFrames() {
        var harness = RendererHarness(width: 20, height: 5)
        let grid = RendererTestFrames.grid(width: 20, height: 5, rows: ["hello", "world"])
        harness.render(grid)
        let same = harness.render(grid)
        #expect(same.bytes.isEmpty)
        #expect(same.statistics.strategy == .unchanged)
        let shown = harness.render(grid, cursor: (column: 2, row: 1))
        #expect(escaped(shown.bytes).hasSuffix("\\e[?25h"))
        #expect(!escaped(shown.bytes).contains("2026"))
        #expect(harness.emulator.isCursorVisible)
        #expect(harness.emulator.cursorColumn == 2 && harness.emulator.cursorRow == 1)
        let moved = harness.render(grid, cursor: (column: 3, row: 1))
        #expect(escaped(moved.bytes) == "\\e[C")
        let hidden = harness.render(grid)
        #expect(escaped(hidden.bytes) == "\\e[?25l")
        #expect(!harness.emulator.isCursorVisible)
    }

    @Test("a frame is one buffer wrapped in synchronized output, or drawn with the cursor hidden without it")
    func synchronizedOutput() {
        var harness = RendererHarness(width: 30, height: 6)
        let first = harness.render(RendererTestFrames.grid(width: 30, height: 6, rows: ["one", "two"]), cursor: (1, 1))
        let text = escaped(first.bytes)
        #expect(text.hasPrefix("\\e[?2026h"))
        #expect(text.hasSuffix("\\e[?2026l"))
        #expect(text.components(separatedBy: "2026").count == 3)
        #expect(first.statistics.isSynchronized)
        #expect(first.statistics.strategy == .fullRedraw)
        #expect(harness.emulator.synchronizedFrames == 1 && !harness.emulator.isSynchronizing)

        var plain = RendererHarness(width: 30, height: 6, synchronizedOutput: false)
        plain.render(RendererTestFrames.grid(width: 30, height: 6, rows: ["one"]), cursor: (1, 1))
        let frame = plain.render(RendererTestFrames.grid(width: 30, height: 6, rows: ["one", "two"]), cursor: (1, 1))
        #expect(!escaped(frame.bytes).contains("2026"))
        #expect(escaped(frame.bytes).hasPrefix("\\e[?25l"))
        #expect(escaped(frame.bytes).hasSuffix("\\e[?25h"))
        #expect(!frame.statistics.isSynchronized)
    }

    @Test("the first frame, an invalidated one and a resized one clear the screen and draw in full")
    func fullRedraws() {
        var harness = RendererHarness(width: 20, height: 4)
        let grid = RendererTestFrames.grid(width: 20, height: 4, rows: ["abc", "", "xyz"])
        let first = harness.render(grid)
        #expect(escaped(first.bytes) == "\\e[?2026h\\e[?25l\\e[m\\e[r\\e[H\\e[2Jabc\\r\\n\\nxyz\\e[?2026l")
        #expect(first.statistics.strategy == .fullRedraw)
        harness.renderer.invalidate()
        #expect(harness.renderer.currentFrame == nil)
        let again = harness.render(grid)
        #expect(again.statistics.strategy == .fullRedraw)
        #expect(harness.renderer.currentFrame == grid)

        var resized = RendererHarness(width: 10, height: 3)
        resized.render(RendererTestFrames.grid(width: 10, height: 3, rows: ["a"]))
        var bytes: [UInt8] = []
        let statistics = resized.renderer.render(
            RendererTestFrames.grid(width: 12, height: 2, rows: ["b"]), cursor: nil, into: &bytes)
        #expect(statistics.strategy == .fullRedraw)
        #expect(statistics.cellsChanged == 24)
        #expect(escaped(bytes).contains("\\e[2J"))
    }

    @Test("a row that became shorter is erased to its end; a screen whose lower part emptied is erased below")
    func erasing() {
        var harness = RendererHarness(width: 40, height: 6)
        harness.render(
            RendererTestFrames.grid(
                width: 40, height: 6, rows: ["a long line of text", "x", "more", "and more", "", "z"]))
        let shorter = harness.render(
            RendererTestFrames.grid(width: 40, height: 6, rows: ["a long", "x", "more", "and more", "", "z"]))
        // Column 6 was a space already; from the end of "z" a relative move is no shorter than CUP.
        #expect(escaped(shorter.bytes) == "\\e[?2026h\\e[1;8H\\e[K\\e[?2026l")
        let emptied = harness.render(RendererTestFrames.grid(width: 40, height: 6, rows: ["a long", "x"]))
        #expect(emptied.statistics.strategy == .cellDiff)
        // From column 7 of row 0, CR LF LF is shorter than ESC[3H.
        #expect(escaped(emptied.bytes) == "\\e[?2026h\\r\\n\\n\\e[J\\e[?2026l")
    }

    @Test("a short unchanged gap is re-written instead of jumped over; a long one is jumped")
    func gapsAreOverwritten() {
        var harness = RendererHarness(width: 40, height: 3)
        harness.render(
            RendererTestFrames.grid(width: 40, height: 3, rows: ["abcdefghijklmnopqrstuvwxyz"]), cursor: (0, 2))
        let near = harness.render(
            RendererTestFrames.grid(width: 40, height: 3, rows: ["aBcdEfghijklmnopqrstuvwxyz"]), cursor: (0, 2))
        // From column 1, "BcdE" (4 bytes) is shorter than writing B and moving 3 cells right (ESC[3C).
        #expect(escaped(near.bytes) == "\\e[?2026h\\e[1;2HBcdE\\r\\n\\n\\e[?2026l")
        let far = harness.render(
            RendererTestFrames.grid(width: 40, height: 3, rows: ["aBcdEfghijklmnopqRstuvwxyz"]), cursor: (0, 2))
        #expect(escaped(far.bytes) == "\\e[?2026h\\e[1;18HR\\r\\n\\n\\e[?2026l")
    }

    @Test("after writing in the last column the next move is absolute")
    func pendingWrapIsNotRelied() {
        var harness = RendererHarness(width: 10, height: 3)
        harness.render(RendererTestFrames.grid(width: 10, height: 3, rows: ["0123456789", "abcdefghij"]))
        let frame = harness.render(RendererTestFrames.grid(width: 10, height: 3, rows: ["012345678X", "Ybcdefghij"]))
        #expect(escaped(frame.bytes) == "\\e[?2026h\\e[1;10HX\\e[2HY\\e[?2026l")
    }

    @Test("only the SGR parameters that change are sent, and a space keeps the colours in effect")
    func renditionChangesAreMinimal() {
        var harness = RendererHarness(width: 20, height: 2)
        var list = DisplayList()
        list.append(
            .text(TextRun(text: "ab", rect: CGRect(x: 0, y: 0, width: 20, height: 1), font: .body, color: .red)))
        list.append(
            .text(
                TextRun(
                    text: "c d", rect: CGRect(x: 2, y: 0, width: 18, height: 1), font: .boldSystemFont(ofSize: 17),
                    color: .red)))
        list.append(
            .text(TextRun(text: "e", rect: CGRect(x: 5, y: 0, width: 15, height: 1), font: .body, color: .label)))
        var grid = CharacterGrid(width: 20, height: 2)
        grid.draw(list)
        let frame = harness.render(grid)
        // Red bold → default: ESC[m is shorter than ESC[22;39m.
        #expect(escaped(frame.bytes).hasSuffix("\\e[38;2;255;0;0mab\\e[1mc d\\e[me\\e[?2026l"))
    }

    @Test("an empty grid and a cursor outside the grid are handled without trapping")
    func degenerateInput() {
        var renderer = TerminalRenderer(colorMode: .trueColor)
        var bytes: [UInt8] = []
        let empty = renderer.render(CharacterGrid(width: 0, height: 0), cursor: (column: 5, row: 5), into: &bytes)
        #expect(empty.strategy == .fullRedraw)
        #expect(escaped(bytes).contains("\\e[?25l"))
        var harness = RendererHarness(width: 5, height: 2)
        harness.render(RendererTestFrames.grid(width: 5, height: 2, rows: ["ab"]), cursor: (column: 99, row: -3))
        #expect(harness.emulator.cursorColumn == 4 && harness.emulator.cursorRow == 0)
    }
}
