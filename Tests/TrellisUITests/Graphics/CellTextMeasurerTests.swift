// Tests of the cell text measurer: cell widths of grapheme clusters and string sizes.
import Foundation
import Testing
import TrellisUI

@Suite("CellTextMeasurer")
struct CellTextMeasurerTests {
    static let clusters: [(String, Int)] = [
        ("a", 1), ("~", 1),
        ("中", 2), ("한", 2), ("あ", 2), ("Ａ", 2), // CJK, Hangul, Hiragana, fullwidth Latin
        ("ｱ", 1), // halfwidth Katakana
        ("🇯🇵", 2), // a flag: two regional indicators, one cluster
        ("e\u{301}", 1), // e + combining acute accent
        ("a\u{308}\u{323}", 1), // several combining marks
        ("👨‍👩‍👧", 2), // ZWJ family sequence
        ("👍🏽", 2), // emoji with skin-tone modifier
        ("❤", 1), ("❤️", 2), // text presentation vs. emoji presentation (VS16)
        ("1️⃣", 2), // keycap sequence
        ("\u{200B}", 0), // zero-width space
        ("\u{301}", 0), // a lone combining mark
        ("\t", 0), // controls take no cell
    ]

    @Test("a grapheme cluster occupies 0, 1 or 2 cells", arguments: clusters)
    func clusterWidth(text: String, cells: Int) {
        #expect(text.count == 1)
        let character = text.first!
        #expect(CellTextMeasurer.cellWidth(of: character) == cells)
        #expect(CellTextMeasurer().width(of: character, font: .body) == CGFloat(cells))
    }

    @Test("a string's width is the sum of its clusters' cells, whatever the font size")
    func stringWidth() {
        let measurer = CellTextMeasurer()
        #expect(measurer.width(of: "a中🇯🇵e\u{301}", font: .body) == 6)
        #expect(measurer.width(of: "a中🇯🇵e\u{301}", font: .largeTitle) == 6)
        #expect(measurer.lineHeight(for: .largeTitle) == 1)
    }

    @Test("with points per cell, a cell measures that many points")
    func scaled() {
        let measurer = CellTextMeasurer(pointsPerCell: CGSize(width: 8, height: 16))
        #expect(measurer.width(of: "a中", font: .body) == 24)
        #expect(measurer.measure("ab\nc", font: .body) == CGSize(width: 16, height: 32))
        #expect(CellTextMeasurer(pointsPerCell: .zero).pointsPerCell == CGSize(width: 1, height: 1))
    }

    @Test("measuring gives the widest line by the number of lines; empty text is zero")
    func measureLines() {
        let measurer = CellTextMeasurer()
        #expect(measurer.measure("ab\n中文字\nx", font: .body) == CGSize(width: 6, height: 3))
        #expect(measurer.measure("", font: .body) == .zero)
        #expect(measurer.measure("trailing\n", font: .body) == CGSize(width: 8, height: 2))
    }

    @Test("measuring within a width wraps the text")
    func measureWrapped() {
        let size = CellTextMeasurer().measure("hello big world", font: .body, maxWidth: 9)
        #expect(size == CGSize(width: 9, height: 2))
    }
}
