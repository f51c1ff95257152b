// CharacterGrid.svgDocument: a well-formed SVG whose text, colours, attributes and wide characters match
// the grid.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects the elements of an XML document (name and attributes, text of `<text>`), or its error.
private final class SVGCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    var elements: [Element] = []
    var error: Error?
    private var open: [Int] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(Element(name: elementName, attributes: attributes))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }

    static func parse(_ document: String) -> SVGCollector {
        let collector = SVGCollector()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = collector
        if !parser.parse(), collector.error == nil {
            collector.error = parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
        return collector
    }

    var texts: [Element] { elements.filter { $0.name == "text" } }
}

@Suite("Character grid SVG")
struct CharacterGridSVGTests {
    private func grid(_ width: Int, _ height: Int, _ items: [DisplayItem]) -> CharacterGrid {
        var grid = CharacterGrid(width: width, height: height)
        grid.draw(DisplayList(items))
        return grid
    }

    private func run(
        _ text: String, x: CGFloat = 0, y: CGFloat = 0, width: CGFloat = 40, color: Color = .label,
        font: Font = .body, decorations: TextDecorations = []
    ) -> DisplayItem {
        .text(
            TextRun(
                text: text, rect: CGRect(x: x, y: y, width: width, height: 1), font: font, color: color,
                decorations: decorations))
    }

    @Test("The document is well-formed XML with the grid's size, a title and a dark background")
    func wellFormed() throws {
        let svg = grid(20, 3, [run("hello")]).svgDocument(title: "trellis demo")
        let parsed = SVGCollector.parse(svg)
        #expect(parsed.error == nil)
        let root = try #require(parsed.elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["width"] == "192") // 20 cells × 8.4 + 2 × 12
        #expect(root.attributes["height"] == "75") // 3 rows × 17 + 2 × 12
        #expect(parsed.elements.first { $0.name == "title" }?.text == "trellis demo")
        #expect(parsed.elements.first { $0.name == "rect" }?.attributes["fill"] == "#0d1117")
        #expect(parsed.texts.map(\.text) == ["hello"])
        #expect(parsed.texts.first?.attributes["fill"] == "#d0d7de") // .label → light grey
    }

    @Test("Text and titles are XML-escaped; characters XML cannot hold become U+FFFD")
    func escaping() throws {
        let svg = grid(30, 1, [run(#"<a & "b" 'c'> "#), run("\u{FFFE}z", x: 20, color: .red)])
            .svgDocument(title: "x < y & \"z\"\u{1}")
        let parsed = SVGCollector.parse(svg)
        #expect(parsed.error == nil)
        #expect(parsed.texts.map(\.text) == [#"<a & "b" 'c'>"#, "\u{FFFD}z"])
        #expect(parsed.elements.first { $0.name == "title" }?.text == "x < y & \"z\"\u{FFFD}")
        #expect(!svg.contains("\u{1}") && !svg.contains("\u{FFFE}"))
    }

    @Test("A coloured cell is drawn with its fill, a background colour as a rect behind it")
    func colours() throws {
        let svg = grid(
            10, 2,
            [
                .fill(CGRect(x: 2, y: 1, width: 3, height: 1), color: Color(rgb: 0x264F78)),
                run("red", color: .red), run("on", x: 2, y: 1, color: .white),
            ]
        ).svgDocument()
        let parsed = SVGCollector.parse(svg)
        #expect(parsed.error == nil)
        #expect(parsed.texts.first { $0.text == "red" }?.attributes["fill"] == "#ff0000")
        #expect(parsed.texts.first { $0.text == "on" }?.attributes["fill"] == "#ffffff")
        let rects = parsed.elements.filter { $0.name == "rect" && $0.attributes["fill"] == "#264f78" }
        #expect(rects.count == 1)
        #expect(rects.first?.attributes["x"] == "28.8") // 12 + 2 × 8.4
        #expect(rects.first?.attributes["width"] == "25.2") // 3 cells
    }

    @Test("Bold, italic, underline, strike-through and dim become attributes; reverse swaps the colours")
    func attributes() throws {
        let svg = grid(
            40, 1,
            [
                run("B", x: 0, font: .boldSystemFont(ofSize: 17)),
                run("I", x: 2, font: Font(size: 17, isItalic: true)),
                run("U", x: 4, decorations: .underline),
                run("S", x: 6, decorations: .strikethrough),
                run("D", x: 8, font: Font(size: 17, weight: .light)),
                run("R", x: 10, color: .red, decorations: .reverse),
            ]
        ).svgDocument()
        let parsed = SVGCollector.parse(svg)
        #expect(parsed.error == nil)
        func attributes(of text: String) -> [String: String] {
            parsed.texts.first { $0.text == text }?.attributes ?? [:]
        }
        #expect(attributes(of: "B")["font-weight"] == "bold")
        #expect(attributes(of: "I")["font-style"] == "italic")
        #expect(attributes(of: "U")["text-decoration"] == "underline")
        #expect(attributes(of: "S")["text-decoration"] == "line-through")
        #expect(attributes(of: "D")["opacity"] == "0.6")
        // Reverse: the text takes the background colour, a rect the text colour.
        #expect(attributes(of: "R")["fill"] == "#0d1117")
        #expect(parsed.elements.contains { $0.name == "rect" && $0.attributes["fill"] == "#ff0000" })
    }

    @Test("A wide character is a text of its own spanning two cells; the next text starts after it")
    func wideCharacters() throws {
        let svg = grid(10, 1, [run("a界b")]).svgDocument()
        let parsed = SVGCollector.parse(svg)
        #expect(parsed.error == nil)
        #expect(parsed.texts.map(\.text) == ["a", "界", "b"])
        #expect(parsed.texts.map { $0.attributes["textLength"] } == ["8.4", "16.8", "8.4"])
        #expect(parsed.texts.map { $0.attributes["x"] } == ["12", "20.4", "37.2"])
    }

    @Test("Runs split where the colour changes and keep their inner spaces; blank cells draw no text")
    func runs() throws {
        let svg = grid(20, 2, [run("ab cd", color: .red), run("ef", x: 5, color: .blue)]).svgDocument()
        let parsed = SVGCollector.parse(svg)
        #expect(parsed.texts.map(\.text) == ["ab cd", "ef"])
        #expect(parsed.texts.map { $0.attributes["textLength"] } == ["42", "16.8"])
        #expect(parsed.texts.map { $0.attributes["y"] } == ["25", "25"])
    }
}
