// Pins TextLayout's printable-ASCII shortcut for the cell measurer to the general grapheme path.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

@Suite("TextLayout ASCII fast path")
struct TextLayoutASCIIFastPathTests {
    /// Forwards to a cell measurer under another type, so TextLayout cannot take the cell measurer's
    /// shortcut: what it lays out with this is the general path's answer.
    struct GeneralPathMeasurer: TextMeasurer {
        let base: CellTextMeasurer
        func width(of character: Character, font: Font) -> CGFloat { base.width(of: character, font: font) }
        func lineHeight(for font: Font) -> CGFloat { base.lineHeight(for: font) }
    }

    static let alphabet: [String] = [
        "a", "b", "Z", "0", "#", " ", " ", "~", "-", "\n", "\r\n", "\t", "\u{7F}", "\u{1}", "é", "e\u{301}", "中",
        "🇯🇵", "❤️", "…",
    ]

    static func randomText(_ random: inout SeededRandomNumberGenerator) -> String {
        let length = Int.random(in: 0...24, using: &random)
        let asciiOnly = Bool.random(using: &random)
        var text = ""
        for _ in 0..<length {
            if asciiOnly {
                text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
            } else {
                text += alphabet.randomElement(using: &random) ?? ""
            }
        }
        return text
    }

    @Test(
        "fast and general paths, and the allocation-free size, agree on random texts, widths, limits, modes and cells")
    func randomizedAgreement() {
        var random = SeededRandomNumberGenerator(seed: 0x7E47_1A70)
        let modes: [LineBreakMode] = [.wordWrap, .charWrap, .clip, .truncatingHead, .truncatingMiddle, .truncatingTail]
        let cellWidths: [CGFloat] = [1, 2, 8, 0.5, 7.3, 1.1, 3.0000001]
        var fastCases = 0
        for _ in 0..<3_000 {
            let text = Self.randomText(&random)
            let cellWidth = cellWidths.randomElement(using: &random) ?? 1
            let cells = CellTextMeasurer(pointsPerCell: CGSize(width: cellWidth, height: 2))
            let width: CGFloat? =
                Int.random(in: 0..<5, using: &random) == 0
                ? nil : CGFloat(Int.random(in: -2...40, using: &random)) * (Bool.random(using: &random) ? 1 : cellWidth)
            let lines = Int.random(in: -1...3, using: &random)
            let mode = modes.randomElement(using: &random) ?? .wordWrap
            let font = Font.caption
            let fast = TextLayout(
                text: text, font: font, width: width, numberOfLines: lines, lineBreakMode: mode, measurer: cells)
            let general = TextLayout(
                text: text, font: font, width: width, numberOfLines: lines, lineBreakMode: mode,
                measurer: GeneralPathMeasurer(base: cells))
            #expect(
                fast == general,
                "\(text.debugDescription) width \(String(describing: width)) lines \(lines) \(mode) cell \(cellWidth)")
            let measured = TextLayout.size(
                of: text, font: font, width: width, numberOfLines: lines, lineBreakMode: mode,
                measurer: cells)
            #expect(measured == general.size, "size of \(text.debugDescription) width \(String(describing: width))")
            if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) && !text.isEmpty { fastCases += 1 }
        }
        #expect(fastCases > 500)
    }

    @Test("long ASCII text with a fractional cell width sums exactly as the general path")
    func fractionalCellWidth() {
        let text = String(repeating: "Song #1234 ", count: 50)
        for cellWidth: CGFloat in [0.1 + 1, 7.3, 1.0 / 3 + 1, 9.999] {
            let cells = CellTextMeasurer(pointsPerCell: CGSize(width: cellWidth, height: 1))
            let fast = TextLayout(text: text, font: .body, width: nil, measurer: cells)
            let general = TextLayout(text: text, font: .body, width: nil, measurer: GeneralPathMeasurer(base: cells))
            #expect(fast == general)
            #expect(fast.lines.first?.width == general.lines.first?.width)
        }
    }
}
