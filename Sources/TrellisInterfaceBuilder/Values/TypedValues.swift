// Typed value elements: strings (plain and base64), dates and images by name.
import Foundation
import TrellisUI

extension DocumentValueDecoder {
    /// `<string key="text">…</string>`: the character content, or base64 UTF-8 when Xcode encoded it
    /// (`base64-UTF8="YES"`, for text with characters XML cannot carry).
    func string(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> String? {
        if element["base64-UTF8"] == "YES" {
            let compact = element.text.filter { !$0.isWhitespace }
            guard let data = Data(base64Encoded: compact, options: .ignoreUnknownCharacters),
                let text = String(data: data, encoding: .utf8)
            else {
                return report.invalid(
                    String(compact.prefix(20)), attribute: "content", in: element, expected: "base64-encoded UTF-8")
            }
            return text
        }
        return element.text
    }

    /// `<date timeIntervalSinceReferenceDate="…">`.
    func date(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> Date? {
        number(element, "timeIntervalSinceReferenceDate", &report).map(Date.init(timeIntervalSinceReferenceDate:))
    }

    /// `<image name="…">` (a resource or key-valued image) or `<imageReference image="…">`, with the size the
    /// document's resources record (zero when they record none: the image is missing, the view still loads).
    func image(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> Image? {
        let attribute = element.name == "imageReference" ? "image" : "name"
        guard let name = element[attribute] else {
            report.missing(attribute, in: element)
            return nil
        }
        return image(named: name)
    }

    /// The image `name` with its recorded size.
    public func image(named name: String) -> Image {
        Image(named: name, size: resources.imageSizes[name] ?? .zero)
    }
}
