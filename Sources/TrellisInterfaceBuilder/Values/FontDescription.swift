// A font as a document describes it (system, text style or named font) and the TrellisUI font it becomes.
import Foundation
import TrellisUI

/// A font as a document writes it: `<fontDescription type="system" weight="medium" pointSize="17"/>`,
/// `<fontDescription style="UICTFontTextStyleBody"/>`, `<fontDescription name="Avenir-Heavy" family="Avenir"
/// pointSize="15"/>` or `<font key="NSFont" size="24" name="LucidaGrande"/>`.
///
/// Trellis has no font files: ``font`` keeps the size, the weight (from `weight`, the type, or the named
/// font's face such as `-Bold`) and whether it is italic, which is what its text measurers use.
public struct FontDescription: Sendable, Hashable {
    /// Where the font comes from.
    public enum Source: Sendable, Hashable {
        /// The system font (`type="system"`, `boldSystem`, `italicSystem`).
        case system
        /// A Dynamic Type text style such as `UICTFontTextStyleBody`.
        case textStyle(String)
        /// A font by PostScript name, with its family when the document records it.
        case named(String, family: String?)
    }

    /// Where the font comes from.
    public var source: Source
    /// The point size.
    public var pointSize: Double
    /// The weight.
    public var weight: Font.Weight
    /// Whether the font is italic.
    public var isItalic: Bool

    /// Creates a description.
    public init(source: Source, pointSize: Double, weight: Font.Weight = .regular, isItalic: Bool = false) {
        self.source = source
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The TrellisUI font.
    public var font: Font { Font(size: CGFloat(pointSize), weight: weight, isItalic: isItalic) }

    /// The size and weight of each text style at the default (Large) content size.
    static let textStyles: [String: (size: Double, weight: Font.Weight)] = [
        "UICTFontTextStyleLargeTitle": (34, .regular), "UICTFontTextStyleTitle0": (34, .regular),
        "UICTFontTextStyleTitle1": (28, .regular), "UICTFontTextStyleTitle2": (22, .regular),
        "UICTFontTextStyleTitle3": (20, .regular), "UICTFontTextStyleHeadline": (17, .semibold),
        "UICTFontTextStyleBody": (17, .regular), "UICTFontTextStyleCallout": (16, .regular),
        "UICTFontTextStyleSubhead": (15, .regular), "UICTFontTextStyleFootnote": (13, .regular),
        "UICTFontTextStyleCaption1": (12, .regular), "UICTFontTextStyleCaption2": (11, .regular),
    ]

    /// The sizes behind `size="…"` / `metaFont="…"` names (UIFont's class sizes).
    static let namedSizes: [String: Double] = [
        "system": 14, "button": 18, "label": 17, "smallSystem": 12, "toolTip": 12, "menu": 14,
        "message": 14, "palette": 11, "titleBar": 14, "menuBar": 14, "system2": 17,
    ]

    static let weights: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// The weight and slant a font's PostScript name says (`HelveticaNeue-BoldItalic`, `Avenir-Heavy`).
    static func face(ofFontNamed name: String) -> (weight: Font.Weight, isItalic: Bool) {
        let face = name.split(separator: "-").dropFirst().joined().lowercased()
        let isItalic = face.contains("italic") || face.contains("oblique")
        let ordered: [(String, Font.Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy),
            ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        for (word, weight) in ordered where face.contains(word) { return (weight, isItalic) }
        return (.regular, isItalic)
    }
}

extension DocumentValueDecoder {
    /// A `<fontDescription>` or `<font>` element.
    func font(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> FontDescription? {
        if element.name == "font" { return legacyFont(element, &report) }
        if let style = element["style"] {
            let known = FontDescription.textStyles[style]
            if known == nil {
                report.unsupported(
                    "uses the text style \"\(style)\", which Trellis does not know; body size used", in: element)
            }
            let size = element["pointSize"].flatMap(Self.parseNumber) ?? known?.size ?? 17
            return FontDescription(source: .textStyle(style), pointSize: size, weight: known?.weight ?? .regular)
        }
        guard let size = pointSize(element, &report) else { return nil }
        var weight = Font.Weight.regular
        if let name = element["weight"] {
            guard let known = FontDescription.weights[name] else {
                return report.invalid(name, attribute: "weight", in: element, expected: "a font weight")
            }
            weight = known
        }
        if let name = element["name"] {
            let face = FontDescription.face(ofFontNamed: name)
            return FontDescription(
                source: .named(name, family: element["family"]), pointSize: size,
                weight: element["weight"] == nil ? face.weight : weight, isItalic: face.isItalic)
        }
        switch element["type"] {
        case "system", nil: return FontDescription(source: .system, pointSize: size, weight: weight)
        case "boldSystem": return FontDescription(source: .system, pointSize: size, weight: .bold)
        case "italicSystem": return FontDescription(source: .system, pointSize: size, weight: weight, isItalic: true)
        case let type?:
            report.unsupported("has font type \"\(type)\"; the system font is used", in: element)
            return FontDescription(source: .system, pointSize: size, weight: weight)
        }
    }

    /// `pointSize="…"`, or a class size by name (`size="button"`).
    private func pointSize(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> Double? {
        if element["pointSize"] != nil { return number(element, "pointSize", &report) }
        if let name = element["size"] {
            if let size = FontDescription.namedSizes[name] ?? Self.parseNumber(name) { return size }
            return report.invalid(name, attribute: "size", in: element, expected: "a font size")
        }
        report.missing("pointSize", in: element)
        return nil
    }

    /// `<font size="24" name="LucidaGrande"/>` or `<font metaFont="system" size="14"/>` (attributed strings,
    /// older documents).
    private func legacyFont(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> FontDescription? {
        let size: Double
        if let text = element["size"] {
            guard let value = Self.parseNumber(text) ?? FontDescription.namedSizes[text] else {
                return report.invalid(text, attribute: "size", in: element, expected: "a font size")
            }
            size = value
        } else if let meta = element["metaFont"], let value = FontDescription.namedSizes[meta] {
            size = value
        } else {
            report.missing("size", in: element)
            return nil
        }
        if let name = element["name"] {
            let face = FontDescription.face(ofFontNamed: name)
            return FontDescription(
                source: .named(name, family: nil), pointSize: size, weight: face.weight, isItalic: face.isItalic)
        }
        let weight: Font.Weight = element["metaFont"] == "boldSystem" ? .bold : .regular
        return FontDescription(source: .system, pointSize: size, weight: weight)
    }
}
