// An Auto Layout constraint as a document writes it (<constraint>), kept on its view until Trellis solves them.
import Foundation
import TrellisUI

/// One `<constraint>` of a view's `<constraints>`: `first.attribute relation second.attribute × multiplier +
/// constant` at a priority.
///
/// Documents are loaded with the frames Xcode stored (what Interface Builder shows for a document whose
/// views are not misplaced); the constraints are kept, parsed, on the view that holds them
/// (`View.documentConstraints`), for code that inspects them and for a later layout solver.
public struct DocumentConstraint: Sendable, Hashable {
    /// A layout attribute (`NSLayoutConstraint.Attribute`).
    public enum Attribute: String, Sendable, Hashable, CaseIterable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute

        /// The attribute a document names (`baseline` is the old name of `lastBaseline`).
        init?(documentName: String) {
            if documentName == "baseline" {
                self = .lastBaseline
            } else {
                self.init(rawValue: documentName)
            }
        }
    }

    /// How the two sides compare.
    public enum Relation: String, Sendable, Hashable {
        case equal, lessThanOrEqual, greaterThanOrEqual
    }

    /// The constraint's document id.
    public var id: String?
    /// The first item's id; `nil` means the view that holds the constraint.
    public var firstItem: String?
    /// The first item's attribute.
    public var firstAttribute: Attribute
    /// The relation (`equal` when the document omits it).
    public var relation: Relation
    /// The second item's id; `nil` for a constant width or height.
    public var secondItem: String?
    /// The second item's attribute (`notAnAttribute` without a second item).
    public var secondAttribute: Attribute
    /// The multiplier (`1` when omitted; Xcode writes decimals or ratios such as `16:9`).
    public var multiplier: Double
    /// The constant (`0` when omitted).
    public var constant: Double
    /// The priority, 1…1000 (`1000`, required, when omitted).
    public var priority: Double
    /// The identifier given in Interface Builder.
    public var identifier: String?
    /// Whether the constant is the system's standard spacing (`symbolic="YES"`).
    public var isSymbolic: Bool
    /// Whether the constraint is a design-time placeholder, removed at build time (`placeholder="YES"`).
    public var isPlaceholder: Bool
    /// The id of the view whose `<constraints>` holds it.
    public var holder: String?
    /// Where it is written.
    public var position: SourcePosition

    /// Creates a constraint.
    public init(
        id: String? = nil, firstItem: String? = nil, firstAttribute: Attribute, relation: Relation = .equal,
        secondItem: String? = nil, secondAttribute: Attribute = .notAnAttribute, multiplier: Double = 1,
        constant: Double = 0, priority: Double = 1000, identifier: String? = nil, isSymbolic: Bool = false,
        isPlaceholder: Bool = false, holder: String? = nil, position: SourcePosition
    ) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isSymbolic = isSymbolic
        self.isPlaceholder = isPlaceholder
        self.holder = holder
        self.position = position
    }

    /// The multiplier written as a decimal (`0.5`) or a ratio (`16:9`, `4/3`).
    public static func parseMultiplier(_ text: String) -> Double? {
        for separator: Character in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = DocumentValueDecoder.parseNumber(String(parts[0])),
                let denominator = DocumentValueDecoder.parseNumber(String(parts[1])), denominator != 0
            else { return nil }
            return numerator / denominator
        }
        return DocumentValueDecoder.parseNumber(text)
    }
}

extension DocumentValueDecoder {
    /// Parses a `<constraint>` held by the view `holder`; `nil` (with a diagnostic) when it is malformed.
    public func constraint(
        _ element: DocumentElement, holder: String?, diagnostics: inout [InterfaceBuilderDiagnostic]
    ) -> DocumentConstraint? {
        var report = DiagnosticCollector()
        defer { diagnostics.append(contentsOf: report.diagnostics) }
        return constraint(element, holder: holder, &report)
    }

    func constraint(_ element: DocumentElement, holder: String?, _ report: inout DiagnosticCollector)
        -> DocumentConstraint?
    {
        func attribute(_ name: String) -> DocumentConstraint.Attribute?? {
            guard let text = element[name] else { return .some(nil) }
            guard let value = DocumentConstraint.Attribute(documentName: text) else {
                let _: Int? = report.invalid(text, attribute: name, in: element, expected: "a layout attribute")
                return nil
            }
            return .some(value)
        }
        guard let firstText = element["firstAttribute"] else {
            report.missing("firstAttribute", in: element)
            return nil
        }
        guard let first = DocumentConstraint.Attribute(documentName: firstText) else {
            return report.invalid(firstText, attribute: "firstAttribute", in: element, expected: "a layout attribute")
        }
        guard let second = attribute("secondAttribute") else { return nil }
        var relation = DocumentConstraint.Relation.equal
        if let text = element["relation"] {
            guard let value = DocumentConstraint.Relation(rawValue: text) else {
                return report.invalid(text, attribute: "relation", in: element, expected: "a constraint relation")
            }
            relation = value
        }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            guard let value = DocumentConstraint.parseMultiplier(text) else {
                return report.invalid(
                    text, attribute: "multiplier", in: element, expected: "a multiplier such as 0.5 or 16:9")
            }
            multiplier = value
        }
        guard let constant = number(element, "constant", default: 0, &report),
            let priority = number(element, "priority", default: 1000, &report)
        else { return nil }
        if !(0...1000).contains(priority) {
            return report.invalid(
                element["priority"] ?? "", attribute: "priority", in: element, expected: "a priority from 0 to 1000")
        }
        return DocumentConstraint(
            id: element.id, firstItem: element["firstItem"], firstAttribute: first, relation: relation,
            secondItem: element["secondItem"], secondAttribute: second ?? .notAnAttribute, multiplier: multiplier,
            constant: constant, priority: priority, identifier: element["identifier"],
            isSymbolic: element["symbolic"] == "YES", isPlaceholder: element["placeholder"] == "YES", holder: holder,
            position: element.position)
    }
}
