// Tests of TextLayout: wrapping, clipping and truncation of text for every line break mode.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

@Suite("TextLayout")
struct TextLayoutTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var width: CGFloat?
        var lines: Int
        var mode: LineBreakMode
        var expected: [String]
        var testDescription: String { "\(text.debugDescription) w=\(width.map { "\($0)" } ?? "∞") n=\(lines) \(mode)" }
    }

    static let cases: [Case] = [
        Case(text: "hello world", width: 5, lines: 0, mode: .wordWrap, expected: ["hello", "world"]),
        Case(text: "hello world", width: 8, lines: 0, mode: .wordWrap, expected: ["hello", "world"]),
        Case(text: "hello world", width: 11, lines: 0, mode: .wordWrap, expected: ["hello world"]),
        Case(text: "hello world", width: 5, lines: 1, mode: .wordWrap, expected: ["hello"]),
        Case(text: "abcdefghij", width: 4, lines: 0, mode: .wordWrap, expected: ["abcd", "efgh", "ij"]),
        Case(text: "go abcdefghij", width: 4, lines: 0, mode: .wordWrap, expected: ["go", "abcd", "efgh", "ij"]),
        Case(text: "a    b", width: 3, lines: 0, mode: .wordWrap, expected: ["a", "b"]),
        Case(text: "  indented text", width: 20, lines: 0, mode: .wordWrap, expected: ["  indented text"]),
        Case(text: "hello world", width: 4, lines: 0, mode: .charWrap, expected: ["hell", "o wo", "rld"]),
        Case(text: "中文字符", width: 5, lines: 0, mode: .charWrap, expected: ["中文", "字符"]),
        Case(text: "🇯🇵🇯🇵🇯🇵", width: 5, lines: 0, mode: .charWrap, expected: ["🇯🇵🇯🇵", "🇯🇵"]),
        Case(
            text: "cafe\u{301} cafe\u{301}", width: 4, lines: 0, mode: .wordWrap,
            expected: ["cafe\u{301}", "cafe\u{301}"]),
        Case(text: "hello world", width: 5, lines: 0, mode: .clip, expected: ["hello"]),
        Case(text: "hello world", width: 3, lines: 0, mode: .clip, expected: ["hel"]),
        Case(text: "a b\nc", width: 10, lines: 0, mode: .clip, expected: ["a b", "c"]),
        Case(text: "a\nb\nc", width: 10, lines: 2, mode: .clip, expected: ["a", "b"]),
        Case(text: "a\nb", width: nil, lines: 0, mode: .wordWrap, expected: ["a", "b"]),
        Case(text: "a\r\nb", width: nil, lines: 0, mode: .wordWrap, expected: ["a", "b"]),
        Case(text: "a\n\nb", width: 4, lines: 0, mode: .wordWrap, expected: ["a", "", "b"]),
        Case(text: "hello world", width: 8, lines: 1, mode: .truncatingTail, expected: ["hello w…"]),
        Case(text: "hello world", width: 8, lines: 1, mode: .truncatingHead, expected: ["…o world"]),
        Case(text: "hello world", width: 8, lines: 1, mode: .truncatingMiddle, expected: ["hell…rld"]),
        Case(text: "hello world", width: 11, lines: 1, mode: .truncatingTail, expected: ["hello world"]),
        Case(text: "short", width: 20, lines: 1, mode: .truncatingTail, expected: ["short"]),
        Case(
            text: "one two three four", width: 9, lines: 2, mode: .truncatingTail, expected: ["one two", "three fo…"]),
        Case(
            text: "one two three four", width: 9, lines: 0, mode: .truncatingTail,
            expected: ["one two", "three", "four"]),
        Case(text: "中文字符", width: 5, lines: 1, mode: .truncatingTail, expected: ["中文…"]),
        Case(
            text: "line one\nline two\nline three", width: nil, lines: 2, mode: .truncatingTail,
            expected: ["line one", "line two…"]),
        Case(text: "first\nsecond", width: 20, lines: 1, mode: .truncatingTail, expected: ["first…"]),
        Case(text: "", width: 10, lines: 0, mode: .wordWrap, expected: []),
    ]

    @Test("text is broken into the lines UIKit would show", arguments: cases)
    func layout(_ testCase: Case) {
        let layout = TextLayout(
            text: testCase.text, font: .body, width: testCase.width, numberOfLines: testCase.lines,
            lineBreakMode: testCase.mode, measurer: CellTextMeasurer())
        #expect(layout.lines.map(\.text) == testCase.expected)
    }

    @Test("the size is the widest line by the number of lines, and truncation is reported")
    func sizeAndTruncation() {
        let measurer = CellTextMeasurer()
        let wrapped = TextLayout(text: "hello big world", font: .body, width: 9, measurer: measurer)
        #expect(wrapped.size == CGSize(width: 9, height: 2))
        #expect(!wrapped.isTruncated)
        let cut = TextLayout(
            text: "hello big world", font: .body, width: 9, numberOfLines: 1, lineBreakMode: .truncatingTail,
            measurer: measurer)
        #expect(cut.isTruncated)
        #expect(cut.size == CGSize(width: 9, height: 1))
    }

    @Test("seeded random text: wrapped lines fit, respect the line limit and lose no visible character")
    func randomizedInvariants() {
        var random = SeededRandomNumberGenerator(seed: 0x7E11_15)
        let alphabet: [Character] = ["a", "b", "c", " ", " ", "中", "🇯🇵", "e\u{301}", "x", "\n"]
        let measurer = CellTextMeasurer()
        for _ in 0..<500 {
            let length = Int(random.next() % 40)
            let text = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            let width = CGFloat(2 + random.next() % 12)
            let limit = Int(random.next() % 4)
            let mode = LineBreakMode.allCases[Int(random.next() % UInt64(LineBreakMode.allCases.count))]
            let layout = TextLayout(
                text: text, font: .body, width: width, numberOfLines: limit, lineBreakMode: mode, measurer: measurer)
            let context = "text \(text.debugDescription) width \(width) lines \(limit) \(mode)"
            for line in layout.lines {
                #expect(line.width <= width, "\(context)")
                #expect(line.width == measurer.width(of: line.text, font: .body), "\(context)")
            }
            if limit > 0 { #expect(layout.lines.count <= limit, "\(context)") }
            if limit == 0 && (mode == .wordWrap || mode == .charWrap) {
                let shown = layout.lines.map(\.text).joined().filter { !$0.isWhitespace }
                #expect(shown == text.filter { !$0.isWhitespace }, "\(context)")
                #expect(!layout.isTruncated, "\(context)")
            }
        }
    }
}
