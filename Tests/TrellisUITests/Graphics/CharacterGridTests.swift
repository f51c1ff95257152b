// Tests of the headless screen's rasteriser: borders, text placement, nested clips, z-order and
// wide characters, asserted on the text a user would see.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

@Suite("CharacterGrid")
struct CharacterGridTests {
    private func paint(_ items: [DisplayItem], width: Int = 12, height: Int = 5) -> CharacterGrid {
        var grid = CharacterGrid(width: width, height: height)
        grid.draw(DisplayList(items))
        return grid
    }

    private func run(
        _ text: String, _ x: CGFloat, _ y: CGFloat, width: CGFloat, alignment: TextAlignment = .left,
        color: Color = .label
    ) -> DisplayItem {
        .text(
            TextRun(
                text: text, rect: CGRect(x: x, y: y, width: width, height: 1), font: .body, color: color,
                alignment: alignment))
    }

    @Test("borders are drawn with box-drawing characters around text")
    func borderAndText() {
        let grid = paint([
            .border(CGRect(x: 0, y: 0, width: 7, height: 3), width: 1, color: .gray),
            run("hello", 1, 1, width: 5),
        ])
        #expect(grid.text == "┌─────┐\n│hello│\n└─────┘")
        #expect(grid.cell(x: 0, y: 0)?.foreground == .gray)
        #expect(grid.cell(x: 1, y: 1) == CharacterCell(character: "h", foreground: .label))
    }

    @Test("thick borders use heavy lines; one-row and one-column borders are plain lines")
    func borderShapes() {
        #expect(paint([.border(CGRect(x: 0, y: 0, width: 3, height: 2), width: 2, color: .red)]).text == "┏━┓\n┗━┛")
        #expect(paint([.border(CGRect(x: 0, y: 0, width: 4, height: 1), width: 1, color: .red)]).text == "────")
        #expect(paint([.border(CGRect(x: 0, y: 0, width: 1, height: 2), width: 1, color: .red)]).text == "│\n│")
    }

    @Test(
        "text runs are aligned inside their rectangle",
        arguments: [
            (TextAlignment.left, "ab"), (.natural, "ab"), (.center, "   ab"), (.right, "      ab"),
        ])
    func alignment(_ alignment: TextAlignment, expected: String) {
        #expect(paint([run("ab", 0, 0, width: 8, alignment: alignment)]).text == expected)
    }

    @Test("nested clips intersect and popping restores the outer clip")
    func nestedClips() {
        let grid = paint([
            .pushClip(CGRect(x: 0, y: 0, width: 8, height: 5)),
            .pushClip(CGRect(x: 2, y: 0, width: 3, height: 1)),
            run("abcdefghij", 0, 0, width: 10),
            .pushClip(CGRect(x: 4, y: 0, width: 6, height: 1)), // intersects to x 4..<5
            run("ABCDEFGHIJ", 0, 0, width: 10),
            .popClip,
            .popClip,
            run("0123456789", 0, 1, width: 10), // outer clip: 8 columns
            .popClip,
            run("0123456789", 0, 2, width: 10), // unclipped (screen is 12 wide)
        ])
        #expect(grid.text == "  cdE\n01234567\n0123456789")
    }

    @Test("later items paint over earlier ones: an opaque fill erases text under it, text on top stays")
    func zOrder() {
        let grid = paint([
            run("xxxxxx", 0, 0, width: 6),
            .fill(CGRect(x: 1, y: 0, width: 3, height: 1), color: .blue),
            run("o", 2, 0, width: 1, color: .white),
        ])
        #expect(grid.text == "x o xx")
        #expect(grid.cell(x: 1, y: 0) == CharacterCell(background: .blue))
        #expect(grid.cell(x: 2, y: 0) == CharacterCell(character: "o", foreground: .white, background: .blue))
        #expect(grid.cell(x: 4, y: 0)?.background == nil)
    }

    @Test("a translucent fill tints the background and keeps the text under it")
    func translucentFill() {
        let grid = paint([
            .fill(CGRect(x: 0, y: 0, width: 2, height: 1), color: .black),
            run("ab", 0, 0, width: 2),
            .fill(CGRect(x: 0, y: 0, width: 2, height: 1), color: Color.white.withAlphaComponent(0.5)),
        ])
        #expect(grid.text == "ab")
        #expect(grid.cell(x: 0, y: 0)?.background == Color(white: 0.5))
    }

    @Test("wide characters take two cells and are not drawn when cut by a clip")
    func wideCharacters() {
        let grid = paint([
            run("中文x", 0, 0, width: 10),
            .pushClip(CGRect(x: 0, y: 1, width: 3, height: 1)),
            run("中文", 0, 1, width: 10),
            .popClip,
        ])
        #expect(grid.lines[0] == "中文x")
        #expect(grid.lines[1] == "中")
        #expect(grid.cell(x: 1, y: 0)?.isWideContinuation == true)
        #expect(grid.cell(x: 4, y: 0)?.character == "x")
        #expect(grid.cell(x: 2, y: 1)?.character == " ")
    }

    @Test("overwriting half of a wide character blanks the other half")
    func wideOverwrite() {
        let grid = paint([run("中文", 0, 0, width: 4), run("a", 1, 0, width: 1), run("b", 2, 0, width: 1)])
        #expect(grid.text == " ab")
    }

    @Test("grapheme clusters stay in one cell")
    func clusters() {
        let grid = paint([run("e\u{301}🇯🇵!", 0, 0, width: 8)])
        #expect(grid.text == "e\u{301}🇯🇵!")
        #expect(grid.cell(x: 3, y: 0)?.character == "!")
    }

    @Test("items outside the grid are ignored; trailing empty rows are trimmed from the text")
    func outside() {
        let grid = paint([
            run("far", 20, 20, width: 3), .fill(CGRect(x: -5, y: -5, width: 3, height: 3), color: .red),
            run("a", 0, 0, width: 1),
        ])
        #expect(grid.text == "a")
        #expect(grid.lines.count == 5)
        #expect(grid.cell(x: 12, y: 0) == nil)
    }
}
