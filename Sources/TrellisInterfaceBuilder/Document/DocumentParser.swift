// Reads the XML text of an Interface Builder document into a tree of positioned elements.
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses `.xib` and `.storyboard` XML into ``DocumentElement`` trees.
///
/// Foundation's event parser (FoundationXML, libxml2 underneath on Linux) is used rather than a DOM
/// package: it reports the line and column of each start tag, which every diagnostic needs, streams
/// the largest real documents (about 500 KB) in a few milliseconds, and comes with the toolchain.
public enum DocumentParser {
    /// Parses `data` as the XML of the document `file` (the name used in positions).
    ///
    /// - Throws: ``DocumentError/malformedXML(_:message:)`` with the line and column where the
    ///   parser stopped, for text that is not well-formed XML (truncated, mismatched tags, …).
    public static func parse(_ data: Data, file: String) throws(DocumentError) -> DocumentElement {
        let builder = TreeBuilder(file: file)
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        if !succeeded || builder.stack.count != 1 || builder.finished.isEmpty {
            let stop = builder.errorPosition ?? (parser.lineNumber, parser.columnNumber)
            let position = SourcePosition(file: file, line: max(stop.line, 1), column: max(stop.column, 1))
            let reason = parser.parserError.map(Self.describe) ?? "the document ended before its root element closed"
            throw .malformedXML(position, message: reason)
        }
        return builder.finished[0]
    }

    /// A readable reason for a parser error (libxml2's code names are terse).
    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        // The codes are libxml2's (XMLParser.ErrorCode numbers them the same on Darwin; on Linux the
        // enum's raw values are off by one, so the numbers are matched directly).
        switch nsError.code {
        case 4: return "the document is empty"
        case 5: return "the text does not end where the root element closes (cut short, or text after it)"
        case 77: return "the document ends inside a tag"
        case 76: return "a closing tag does not match the element it closes"
        case 38, 39, 40, 41: return "an attribute is not well-formed"
        case 72, 73: return "a tag is not closed"
        case 23, 26, 27: return "an entity reference is not well-formed"
        case 42: return "an attribute is written twice in one tag"
        default: break
        }
        return "the XML is not well-formed (parser error \(nsError.code))"
    }

    /// The parser delegate: a stack of open elements, closed into immutable ``DocumentElement``s.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        struct OpenElement {
            var name: String
            var attributes: [(name: String, value: String)]
            var children: [DocumentElement] = []
            var text = ""
            var position: SourcePosition
        }

        let file: String
        /// The open elements; the bottom entry is a synthetic holder for the root.
        var stack: [OpenElement]
        var finished: [DocumentElement] = []
        /// Where the parser met the first error (libxml2 reads on to the end before giving up).
        var errorPosition: (line: Int, column: Int)?

        init(file: String) {
            self.file = file
            stack = [OpenElement(name: "", attributes: [], position: SourcePosition(file: file, line: 0, column: 0))]
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            // Foundation hands attributes over as a dictionary; sort them so that a document always
            // yields the same attribute order (diagnostics and fuzzing must be reproducible).
            let attributes = attributeDict.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
            let position = SourcePosition(file: file, line: parser.lineNumber, column: parser.columnNumber)
            stack.append(OpenElement(name: elementName, attributes: attributes, position: position))
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if errorPosition == nil { errorPosition = (parser.lineNumber, parser.columnNumber) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard stack.count > 1 else { return }
            stack[stack.count - 1].text += string
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?
        ) {
            guard stack.count > 1 else { return }
            let open = stack.removeLast()
            // Whitespace between child elements is formatting, not content.
            let text = open.children.isEmpty ? open.text : ""
            let element = DocumentElement(
                name: open.name, attributes: open.attributes, children: open.children, text: text,
                position: open.position)
            if stack.count == 1 {
                finished.append(element)
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }
    }
}

/// Why a document could not be read at all.
public enum DocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not well-formed XML; the position is where the parser stopped.
    case malformedXML(SourcePosition, message: String)
    /// The file could not be read.
    case unreadable(file: String, message: String)

    /// `file:line:column: error: …` or `file: error: …`.
    public var description: String {
        switch self {
        case .malformedXML(let position, let message): "\(position): error: malformed XML: \(message)"
        case .unreadable(let file, let message): "\(file): error: cannot read the document: \(message)"
        }
    }

    /// The diagnostic form of this error, for tools that list every problem the same way.
    public var diagnostic: InterfaceBuilderDiagnostic {
        switch self {
        case .malformedXML(let position, let message):
            InterfaceBuilderDiagnostic(.error, code: "IB-XML", message: "malformed XML: \(message)", position: position)
        case .unreadable(let file, let message):
            InterfaceBuilderDiagnostic(
                .error, code: "IB-UNREADABLE", message: "cannot read the document: \(message)",
                position: SourcePosition(file: file, line: 0, column: 0))
        }
    }
}
