// Checks every value of a document without instantiating it (the value part of `trellis lint`).
import Foundation
import TrellisUI

/// Validates the values of a document: every value element (geometry, colours, fonts, typed values,
/// attributed strings, images), autoresizing masks, constraints, user-defined runtime attributes and the
/// event names of actions — without creating any object.
///
/// The diagnostics are the ones loading the document would report for the same values (`IB-VALUE`
/// errors for malformed values, `IB-VALUE-UNSUPPORTED` warnings for values Trellis reads approximately).
public enum DocumentValueCheck {
    /// The value diagnostics of `document`, in document order.
    public static func diagnostics(for document: InterfaceBuilderDocument) -> [InterfaceBuilderDiagnostic] {
        let decoder = DocumentValueDecoder(document: document)
        var report = DiagnosticCollector()
        visit(document.root, holder: nil, decoder, &report)
        return report.diagnostics
    }

    private static func visit(
        _ element: DocumentElement, holder: String?, _ decoder: DocumentValueDecoder,
        _ report: inout DiagnosticCollector
    ) {
        switch element.name {
        case _ where DocumentValueDecoder.valueElementNames.contains(element.name):
            // A value element is checked as a whole (arrays and attributed strings include their parts).
            _ = decoder.decode(element, &report)
            return
        case "autoresizingMask":
            for (name, value) in element.attributeList where name != "key" {
                if DocumentValueDecoder.parseBool(value) == nil {
                    let _: Bool? = report.invalid(value, attribute: name, in: element, expected: "YES or NO")
                }
            }
            return
        case "constraint":
            _ = decoder.constraint(element, holder: holder, &report)
            return
        case "userDefinedRuntimeAttribute":
            if element["keyPath"] == nil { report.missing("keyPath", in: element) }
            _ = decoder.runtimeAttributeValue(element, &report)
            return
        case "action":
            if let name = element["eventType"], DocumentValueDecoder.controlEvents[name] == nil {
                report.unsupported("has the event type \"\(name)\", which TrellisUI controls do not send", in: element)
            }
            if element["selector"] == nil { report.missing("selector", in: element) }
        default:
            break
        }
        let childHolder = element.name == "constraints" ? holder : element.id ?? holder
        for child in element.children { visit(child, holder: childHolder, decoder, &report) }
    }
}
