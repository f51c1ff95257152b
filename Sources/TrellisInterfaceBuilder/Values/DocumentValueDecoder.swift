// Decodes the value elements of one document (numbers, geometry, colours, fonts …), reporting bad values.
import Foundation
import TrellisUI

/// Decodes the value elements of one document.
///
/// A decoder knows the document's `<resources>` (named colours, system colour fallbacks, image sizes), so
/// `<color name="brand"/>` resolves as Xcode resolves it. Values that are malformed (a number that is not
/// one, a missing component) are reported as `IB-VALUE` errors and decode as `nil`; values that are well
/// formed but not supported (an unknown colour space or text style) are `IB-VALUE-UNSUPPORTED` warnings and
/// decode to the nearest thing Trellis has.
public struct DocumentValueDecoder: Sendable {
    /// The document's resources.
    public let resources: DocumentResources

    /// A decoder for the values of `document`.
    public init(document: InterfaceBuilderDocument) {
        resources = DocumentResources(document: document)
    }

    /// A decoder with the given resources (tests, or a document assembled by hand).
    public init(resources: DocumentResources) {
        self.resources = resources
    }

    /// The element tags that hold values (as opposed to objects and structure).
    public static let valueElementNames: Set<String> = [
        "string", "mutableString", "real", "integer", "bool", "nil", "rect", "size", "point", "inset",
        "edgeInsets", "offsetWrapper", "color", "fontDescription", "font", "image", "imageReference", "date",
        "array", "mutableArray", "attributedString", "value",
    ]

    /// Decodes any value element; `nil` (with a diagnostic) when it is malformed, or when `element` is not
    /// a value element (no diagnostic).
    public func value(of element: DocumentElement, diagnostics: inout [InterfaceBuilderDiagnostic]) -> DocumentValue? {
        var report = DiagnosticCollector()
        let value = decode(element, &report)
        diagnostics.append(contentsOf: report.diagnostics)
        return value
    }

    func decode(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> DocumentValue? {
        switch element.name {
        case "string", "mutableString": string(element, &report).map(DocumentValue.string)
        case "real": number(element, "value", &report).map(DocumentValue.real)
        case "integer": integer(element, "value", &report).map(DocumentValue.integer)
        case "bool": bool(element, "value", &report).map(DocumentValue.bool)
        case "nil": DocumentValue.null
        case "rect": rect(element, &report).map(DocumentValue.rect)
        case "size": size(element, &report).map(DocumentValue.size)
        case "point": point(element, &report).map(DocumentValue.point)
        case "inset", "edgeInsets": insets(element, &report).map(DocumentValue.insets)
        case "offsetWrapper":
            offset(element, &report).map { DocumentValue.offset(horizontal: $0.horizontal, vertical: $0.vertical) }
        case "color": color(element, &report).map(DocumentValue.color)
        case "fontDescription", "font": font(element, &report).map(DocumentValue.font)
        case "image", "imageReference": image(element, &report).map(DocumentValue.image)
        case "date": date(element, &report).map(DocumentValue.date)
        case "array", "mutableArray":
            .array(element.children.compactMap { decode($0, &report) })
        case "attributedString": attributedText(element, &report).map(DocumentValue.attributedText)
        case "value": typedValue(element, &report)
        default: nil
        }
    }

    // MARK: Numbers

    /// The number in attribute `name`; reports a value that is not a number.
    func number(_ element: DocumentElement, _ name: String, _ report: inout DiagnosticCollector) -> Double? {
        guard let text = element[name] else {
            report.missing(name, in: element)
            return nil
        }
        return Self.parseNumber(text) ?? report.invalid(text, attribute: name, in: element, expected: "a number")
    }

    /// The number in attribute `name`, or `defaultValue` when the attribute is absent.
    func number(
        _ element: DocumentElement, _ name: String, default defaultValue: Double, _ report: inout DiagnosticCollector
    ) -> Double? {
        guard element[name] != nil else { return defaultValue }
        return number(element, name, &report)
    }

    func integer(_ element: DocumentElement, _ name: String, _ report: inout DiagnosticCollector) -> Int? {
        guard let text = element[name] else {
            report.missing(name, in: element)
            return nil
        }
        if let value = Int(text) { return value }
        // Xcode writes integers as integers; a whole real number is accepted.
        if let value = Self.parseNumber(text), value.rounded() == value, abs(value) < 1e15 { return Int(value) }
        return report.invalid(text, attribute: name, in: element, expected: "an integer")
    }

    func bool(_ element: DocumentElement, _ name: String, _ report: inout DiagnosticCollector) -> Bool? {
        guard let text = element[name] else {
            report.missing(name, in: element)
            return nil
        }
        return Self.parseBool(text) ?? report.invalid(text, attribute: name, in: element, expected: "YES or NO")
    }

    /// A finite number as Xcode writes it (`0.0`, `1`, `-0.5`, `1e-05`).
    public static func parseNumber(_ text: String) -> Double? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        return value
    }

    /// `YES` / `NO` (also `true` / `false`, which some tools write).
    public static func parseBool(_ text: String) -> Bool? {
        switch text {
        case "YES", "true": true
        case "NO", "false": false
        default: nil
        }
    }
}

/// Collects the diagnostics of one decoding pass.
struct DiagnosticCollector {
    var diagnostics: [InterfaceBuilderDiagnostic] = []

    mutating func add(_ diagnostic: InterfaceBuilderDiagnostic) { diagnostics.append(diagnostic) }

    /// Reports a malformed value (`IB-VALUE`) and returns `nil` for the caller to pass on.
    mutating func invalid<T>(
        _ value: String, attribute: String, in element: DocumentElement, expected: String
    ) -> T? {
        add(
            InterfaceBuilderDiagnostic(
                .error, code: "IB-VALUE",
                message: "<\(element.name)\(Self.keyText(element))> \(attribute)=\"\(value)\" is not \(expected)",
                position: element.position, objectID: element.id))
        return nil
    }

    /// Reports a missing required attribute (`IB-VALUE`).
    mutating func missing(_ attribute: String, in element: DocumentElement) {
        add(
            InterfaceBuilderDiagnostic(
                .error, code: "IB-VALUE",
                message: "<\(element.name)\(Self.keyText(element))> has no \(attribute) attribute",
                position: element.position, objectID: element.id))
    }

    /// Reports a well-formed value Trellis does not support (`IB-VALUE-UNSUPPORTED`).
    mutating func unsupported(_ message: String, in element: DocumentElement) {
        add(
            InterfaceBuilderDiagnostic(
                .warning, code: "IB-VALUE-UNSUPPORTED",
                message: "<\(element.name)\(Self.keyText(element))> \(message)", position: element.position,
                objectID: element.id))
    }

    static func keyText(_ element: DocumentElement) -> String {
        element.key.map { " key=\"\($0)\"" } ?? ""
    }
}
