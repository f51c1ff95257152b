// Geometry value elements: rect, size, point, inset / edgeInsets, offsetWrapper and `<value type=…>`.
import Foundation
import TrellisUI

extension DocumentValueDecoder {
    /// `<rect x y width height>` (also the legacy `<frame>` of Xcode 8 documents, which has the same
    /// attributes).
    func rect(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> CGRect? {
        guard let x = number(element, "x", default: 0, &report), let y = number(element, "y", default: 0, &report),
            let width = number(element, "width", &report), let height = number(element, "height", &report)
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// `<size width height>`.
    func size(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> CGSize? {
        guard let width = number(element, "width", &report), let height = number(element, "height", &report)
        else { return nil }
        return CGSize(width: width, height: height)
    }

    /// `<point x y>`.
    func point(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> CGPoint? {
        guard let x = number(element, "x", &report), let y = number(element, "y", &report) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// `<inset minX minY maxX maxY>` (a `UIEdgeInsets` written as a rectangle's edges: top is `minY`,
    /// left `minX`, bottom `maxY`, right `maxX`) or `<edgeInsets top left bottom right>`. Absent edges
    /// are zero, as Xcode omits them.
    func insets(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> EdgeInsets? {
        let names =
            element.name == "inset" ? ("minY", "minX", "maxY", "maxX") : ("top", "left", "bottom", "right")
        guard let top = number(element, names.0, default: 0, &report),
            let left = number(element, names.1, default: 0, &report),
            let bottom = number(element, names.2, default: 0, &report),
            let right = number(element, names.3, default: 0, &report)
        else { return nil }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// `<offsetWrapper horizontal vertical>` (`UIOffset`).
    func offset(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> (
        horizontal: Double, vertical: Double
    )? {
        guard let horizontal = number(element, "horizontal", default: 0, &report),
            let vertical = number(element, "vertical", default: 0, &report)
        else { return nil }
        return (horizontal, vertical)
    }

    /// `<value type="size|point|rect" …>`, the form of structure values in dictionaries and older
    /// documents (`contentSizeForViewInPopover`).
    func typedValue(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> DocumentValue? {
        switch element["type"] {
        case "size": return size(element, &report).map(DocumentValue.size)
        case "point": return point(element, &report).map(DocumentValue.point)
        case "rect": return rect(element, &report).map(DocumentValue.rect)
        case "range":
            guard let location = integer(element, "location", &report), let length = integer(element, "length", &report)
            else { return nil }
            return .array([.integer(location), .integer(length)])
        case let type?:
            report.unsupported("has type \"\(type)\", which Trellis does not decode; skipped", in: element)
            return nil
        case nil:
            report.missing("type", in: element)
            return nil
        }
    }
}
