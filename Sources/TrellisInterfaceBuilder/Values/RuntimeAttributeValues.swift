// The values of user-defined runtime attributes and the control event names of actions.
import Foundation
import TrellisUI

extension DocumentValueDecoder {
    /// The value of a `<userDefinedRuntimeAttribute type="…" keyPath="…">`: in its `value` attribute
    /// (booleans, strings, numbers, images) or in a child with `key="value"` (numbers, colours, sizes …).
    public func runtimeAttributeValue(
        _ element: DocumentElement, diagnostics: inout [InterfaceBuilderDiagnostic]
    ) -> DocumentValue? {
        var report = DiagnosticCollector()
        defer { diagnostics.append(contentsOf: report.diagnostics) }
        return runtimeAttributeValue(element, &report)
    }

    func runtimeAttributeValue(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> DocumentValue? {
        let child = element.child(forKey: "value")
        let childValue = child.flatMap { decode($0, &report) }
        switch element["type"] {
        case "boolean":
            if child != nil { return childValue }
            return bool(element, "value", &report).map(DocumentValue.bool)
        case "number":
            if let childValue {
                guard childValue.doubleValue != nil else {
                    report.unsupported("of type number holds <\(child?.name ?? "")>, not a number", in: element)
                    return nil
                }
                return childValue
            }
            if child != nil { return nil }
            return number(element, "value", &report).map(DocumentValue.real)
        case "string", "localizedString":
            if let childValue { return childValue }
            return .string(element["value"] ?? "")
        case "image":
            if let childValue { return childValue }
            guard let name = element["value"] else {
                report.missing("value", in: element)
                return nil
            }
            return .image(image(named: name))
        case "color", "point", "size", "rect", "range":
            guard let child else {
                report.missing("value", in: element)
                return nil
            }
            return childValue.flatMap { value in
                switch (element["type"], value) {
                case ("color", .color), ("point", .point), ("size", .size), ("rect", .rect), ("range", .array):
                    return value
                default:
                    report.unsupported("of type \(element["type"] ?? "") holds <\(child.name)>", in: element)
                    return nil
                }
            }
        case "nil":
            return DocumentValue.null
        case let type?:
            report.unsupported("has type \"\(type)\", which Trellis does not apply", in: element)
            return nil
        case nil:
            report.missing("type", in: element)
            return nil
        }
    }

    /// The control events an `<action eventType="…">` names.
    public static let controlEvents: [String: Control.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDown, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "menuActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        // Return in a text field: TrellisUI's text field sends its primary action for it.
        "editingDidEndOnExit": .primaryActionTriggered,
    ]
}
