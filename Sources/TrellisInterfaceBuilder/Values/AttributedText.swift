// Attributed strings: <attributedString> fragments with their colour, font, kerning and paragraph style.
import Foundation
import TrellisUI

/// An attributed string as a document writes it: runs of text, each with its attributes.
public struct AttributedText: Sendable, Hashable {
    /// One run of text with the same attributes (`<fragment>`).
    public struct Run: Sendable, Hashable {
        /// The text.
        public var text: String
        /// `NSColor` (foreground colour).
        public var color: Color?
        /// `NSFont`.
        public var font: FontDescription?
        /// `NSKern` (extra spacing between characters, in points).
        public var kern: Double?
        /// The paragraph style's `alignment` (`left`, `center`, `right`, `justified`, `natural`).
        public var alignment: String?
        /// The paragraph style's `lineBreakMode`.
        public var lineBreakMode: String?

        /// Creates a run.
        public init(
            text: String, color: Color? = nil, font: FontDescription? = nil, kern: Double? = nil,
            alignment: String? = nil, lineBreakMode: String? = nil
        ) {
            self.text = text
            self.color = color
            self.font = font
            self.kern = kern
            self.alignment = alignment
            self.lineBreakMode = lineBreakMode
        }
    }

    /// The runs in order.
    public var runs: [Run]

    /// Creates attributed text.
    public init(runs: [Run]) { self.runs = runs }

    /// The plain text.
    public var string: String { runs.map(\.text).joined() }
}

extension DocumentValueDecoder {
    /// `<attributedString>` with `<fragment content="…">` (or `<fragment><string key="content">…`) children,
    /// each with `<attributes>`.
    func attributedText(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> AttributedText? {
        var runs: [AttributedText.Run] = []
        for fragment in element.children(named: "fragment") {
            var run = AttributedText.Run(text: fragment["content"] ?? "")
            if fragment["content"] == nil, let content = fragment.child(forKey: "content") {
                run.text = string(content, &report) ?? ""
            }
            for attribute in fragment.child(named: "attributes")?.children ?? [] {
                switch (attribute.key, attribute.name) {
                case ("NSColor", "color"): run.color = color(attribute, &report)
                case ("NSFont", _): run.font = font(attribute, &report)
                case ("NSKern", _): run.kern = number(attribute, "value", &report)
                case ("NSParagraphStyle", "paragraphStyle"):
                    run.alignment = attribute["alignment"]
                    run.lineBreakMode = attribute["lineBreakMode"]
                default:
                    // Other attributes (NSOriginalFont, NSStrokeColor, NSUnderline …) are still checked.
                    _ = decode(attribute, &report)
                }
            }
            runs.append(run)
        }
        return AttributedText(runs: runs)
    }
}
