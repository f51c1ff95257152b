// Tests of what the renderer writes for text: wide characters, emoji and combining marks in the right
// cells, and sanitizing — no control character from a cell's text ever reaches the terminal.
import Foundation
import Testing
import TrellisUI

@testable import TrellisTerminal

@Suite("Renderer text")
struct RendererTextTests {
    @Test("wide characters, emoji and combining marks occupy the right cells and are written once")
    func wideAndCombining() {
        var harness = RendererHarness(width: 20, height: 2)
        let text = "a中b😀ce\u{301}👨‍👩‍👧🇯🇵1️⃣z"
        let frame = harness.render(RendererTestFrames.grid(width: 20, height: 2, rows: [text]))
        let emulator = harness.emulator
        #expect(emulator.cell(column: 0, row: 0).text == "a")
        #expect(emulator.cell(column: 1, row: 0).text == "中")
        #expect(emulator.cell(column: 2, row: 0).isContinuation)
        #expect(emulator.cell(column: 3, row: 0).text == "b")
        #expect(emulator.cell(column: 4, row: 0).text == "😀")
        #expect(emulator.cell(column: 6, row: 0).text == "c")
        #expect(emulator.cell(column: 7, row: 0).text == "e\u{301}")
        #expect(emulator.cell(column: 8, row: 0).text == "👨‍👩‍👧")
        #expect(emulator.cell(column: 10, row: 0).text == "🇯🇵")
        #expect(emulator.cell(column: 12, row: 0).text == "1️⃣")
        #expect(emulator.cell(column: 14, row: 0).text == "z")
        // The whole row is one run of text: no cursor move between the clusters.
        #expect(escaped(frame.bytes).contains(text))
    }

    @Test("replacing wide characters by narrow ones and back rewrites both halves correctly")
    func wideReplacements() {
        var harness = RendererHarness(width: 12, height: 1)
        for row in ["中文字", "a文bc", "ab中de", "中中中中中中", "x", "😀a😀", "a😀b😀", "中ab"] {
            harness.render(RendererTestFrames.grid(width: 12, height: 1, rows: [row]))
        }
    }

    @Test("control characters in a cluster are written as U+FFFD, zero-width clusters as a space")
    func sanitizing() {
        var glyphs = TerminalGlyphTable()
        for character: Character in ["\u{1B}", "\u{9B}", "\u{7}", "\u{7F}", "\r\n", "\u{0}", "\u{85}"] {
            let glyph = glyphs.glyph(for: character)
            #expect(glyphs.text(of: glyph.glyph) == "\u{FFFD}")
            #expect(glyph.width == 1)
        }
        for character: Character in ["\u{200B}", "\u{301}", "\u{FE0F}"] {
            #expect(glyphs.glyph(for: character).glyph == TerminalCell.spaceGlyph)
        }
        let wide = glyphs.glyph(for: "中")
        #expect(glyphs.text(of: wide.glyph) == "中")
        #expect(wide.width == 2)
        #expect(glyphs.glyph(for: "a").glyph == 0x61)
    }

    @Test("text carrying escape sequences cannot inject them: only the renderer's own sequences are written")
    func injection() {
        var harness = RendererHarness(width: 40, height: 3)
        let hostile = "evil\u{1B}[2J\u{1B}]0;title\u{7}\u{9B}31m\u{90}x\u{9C}\r\nend"
        let frame = harness.render(RendererTestFrames.grid(width: 40, height: 3, rows: [hostile, "ok"]))
        let scalars = String(decoding: frame.bytes, as: UTF8.self).unicodeScalars
        #expect(!scalars.contains { (0x80...0x9F).contains($0.value) })
        #expect(!scalars.contains { $0.value < 0x20 && ![0x1B, 0x0D, 0x0A, 0x08].contains($0.value) })
        #expect(harness.emulator.lines[0].hasPrefix("evil[2J]0;title31mxend"))
        // Every escape is one the renderer writes: the emulator met no unknown sequence (checked by render).
        #expect(harness.emulator.errors == [])
    }

    @Test("ever new characters do not grow the glyph table without bound, and frames stay exact")
    func glyphTableIsBounded() {
        var harness = RendererHarness(width: 20, height: 4)
        harness.renderer.glyphLimit = 30
        var strategies: [FrameStatistics.Strategy] = []
        for frame in 0..<12 {
            // 4 rows of 10 distinct ideographs each, new ones every frame.
            let rows = (0..<4).map { row in
                String((0..<10).compactMap { Unicode.Scalar(0x4E00 + frame * 40 + row * 10 + $0).map(Character.init) })
            }
            strategies.append(
                harness.render(RendererTestFrames.grid(width: 20, height: 4, rows: rows)).statistics.strategy)
            #expect(harness.renderer.internedGlyphCount <= 30 + 40)
        }
        #expect(strategies.filter { $0 == .fullRedraw }.count > 1)
    }
}
