// The property values a document sets per size class: the <variation key="…"> elements that give a
// constraint its constant, or a view its font, hidden state, frame or stack-view arrangement, for the size
// classes their key names. What Trellis does not vary is reported (IB-VARIATION), never dropped silently.
import Foundation
import TrellisUI

/// One property value a `<variation key="…">` gives an object for the size classes its key names.
///
/// Xcode writes an object's variations inside its element, in two forms:
/// - attributes of the variation: `<constraint … constant="20"><variation key="widthClass=compact"
///   constant="8"/></constraint>`, `<stackView …><variation key="heightClass=compact" axis="horizontal"
///   spacing="20"/></stackView>`, `<variation key="heightClass=compact" hidden="YES"/>`;
/// - value elements carrying the property's key: `<variation key="widthClass=compact"><fontDescription
///   key="fontDescription" type="system" pointSize="11"/></variation>`, and the per-size-class frames of
///   Xcode 6 documents (`<rect key="frame" …/>`).
///
/// A variation's `<mask>` children (installed and uninstalled constraints and subviews) are not
/// properties; ``InterfaceBuilderDocument/excludedIDs(for:)`` resolves them.
public struct SizeClassPropertyVariation: Sendable, Hashable {
    /// A property a variation sets.
    public enum Property: String, Sendable, Hashable, CaseIterable {
        /// A constraint's `constant`.
        case constant
        /// A view's `hidden`.
        case hidden
        /// The `fontDescription` of a label, button, text field or text view.
        case font
        /// A stack view's `axis`.
        case axis
        /// A stack view's `alignment`.
        case alignment
        /// A stack view's `distribution`.
        case distribution
        /// A stack view's `spacing`.
        case spacing
        /// A view's `frame`: Xcode 6 stored one per size class. Auto Layout replaces it for views that
        /// constraints position, as it replaces the base frame.
        case frame
    }

    /// A property with the value a variation gives it.
    public enum Value: Sendable, Hashable {
        /// A constraint's `constant`.
        case constant(Double)
        /// A view's `hidden`.
        case hidden(Bool)
        /// A font.
        case font(FontDescription)
        /// A stack view's axis.
        case axis(LayoutAxis)
        /// A stack view's alignment.
        case alignment(StackView.Alignment)
        /// A stack view's distribution.
        case distribution(StackView.Distribution)
        /// A stack view's spacing.
        case spacing(Double)
        /// A view's frame.
        case frame(CGRect)

        /// The property set.
        public var property: Property {
            switch self {
            case .constant: .constant
            case .hidden: .hidden
            case .font: .font
            case .axis: .axis
            case .alignment: .alignment
            case .distribution: .distribution
            case .spacing: .spacing
            case .frame: .frame
            }
        }
    }

    /// The id of the object whose element holds the variation (a constraint or a view).
    public var objectID: String
    /// The variation's key (`widthClass=compact-heightClass=regular`).
    public var variationKey: String
    /// The value it sets.
    public var value: Value
    /// Where the variation is.
    public var position: SourcePosition

    /// A variation of `objectID`'s property.
    public init(objectID: String, variationKey: String, value: Value, position: SourcePosition) {
        self.objectID = objectID
        self.variationKey = variationKey
        self.value = value
        self.position = position
    }
}

/// Every size-class property variation of a document, by object, and the variation contents Trellis
/// cannot apply (`IB-VARIATION`) or cannot read (`IB-VALUE`), each with its position.
public struct SizeClassPropertyVariations: Sendable {
    /// The variations of each object, in document order.
    public private(set) var variationsByObjectID: [String: [SizeClassPropertyVariation]] = [:]
    /// What cannot be applied or read, in document order.
    public private(set) var diagnostics: [InterfaceBuilderDiagnostic] = []

    /// The elements whose `fontDescription` is their text's font (`Label`, `Button`, `TextField`, `TextView`).
    static let fontElements: Set<String> = ["label", "button", "textField", "textView"]

    static let axes: [String: LayoutAxis] = ["horizontal": .horizontal, "vertical": .vertical]

    /// The alignments as `StackView.init(coder:)` reads them.
    static let alignments: [String: StackView.Alignment] = [
        "fill": .fill, "top": .top, "leading": .leading, "firstBaseline": .firstBaseline, "center": .center,
        "bottom": .bottom, "trailing": .trailing, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
    ]

    /// The distributions as `StackView.init(coder:)` reads them.
    static let distributions: [String: StackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]

    /// The variations of `document`.
    public init(document: InterfaceBuilderDocument) {
        guard document.hasVariations else { return }
        let decoder = DocumentValueDecoder(document: document)
        for element in document.variationOwners {
            for variation in element.children where variation.name == "variation" {
                read(variation, of: element, decoder: decoder)
            }
        }
    }

    /// The variations of the object `id`, in document order.
    public func variations(of id: String) -> [SizeClassPropertyVariation] {
        variationsByObjectID[id] ?? []
    }

    /// The value `traits` give `property` of the object `id`, or `nil` when no variation for them sets it
    /// (the object keeps its base value). Of the variations whose keys hold, the most specific wins
    /// (`widthClass=compact-heightClass=regular` over `widthClass=compact`); among equally specific ones,
    /// the last in the document.
    public func value(
        of property: SizeClassPropertyVariation.Property, objectID id: String, for traits: SizeClassTraits
    ) -> SizeClassPropertyVariation.Value? {
        var best: (specificity: Int, value: SizeClassPropertyVariation.Value)?
        for variation in variations(of: id) where variation.value.property == property {
            guard traits.matches(variationKey: variation.variationKey) else { continue }
            let specificity = SizeClassTraits.specificity(ofVariationKey: variation.variationKey)
            if best == nil || specificity >= best!.specificity { best = (specificity, variation.value) }
        }
        return best?.value
    }

    // MARK: Reading

    private mutating func read(
        _ variation: DocumentElement, of owner: DocumentElement, decoder: DocumentValueDecoder
    ) {
        let name = "<variation key=\"\(variation.key ?? "")\"> of <\(owner.name)>"
        guard let key = variation.key, !key.isEmpty else {
            unsupported("<variation> of <\(owner.name)> has no key; it is never applied", variation, owner)
            return
        }
        if !SizeClassTraits.isWellFormed(variationKey: key) {
            unsupported(
                "\(name): \"\(key)\" is not a size-class key (trait=value parts joined by \"-\"); it is never applied",
                variation, owner)
            return
        }
        guard let id = owner.id else {
            unsupported("\(name): its element has no id, so the variation has nothing to apply to", variation, owner)
            return
        }
        func add(_ value: SizeClassPropertyVariation.Value) {
            variationsByObjectID[id, default: []].append(
                SizeClassPropertyVariation(objectID: id, variationKey: key, value: value, position: variation.position))
        }
        for (attribute, text) in variation.attributeList where attribute != "key" {
            guard let property = Self.property(attribute, of: owner) else {
                unsupported(
                    "\(name) sets \"\(attribute)\", which Trellis does not vary by size class; the base value is kept",
                    variation, owner)
                continue
            }
            guard let value = Self.value(property, text: text) else {
                diagnostics.append(
                    InterfaceBuilderDiagnostic(
                        .error, code: "IB-VALUE",
                        message: "\(name): \"\(text)\" is not a value for \"\(attribute)\"; the variation is skipped",
                        position: variation.position, objectID: id))
                continue
            }
            add(value)
        }
        for child in variation.children {
            switch (child.name, child.key) {
            case ("mask", "constraints"), ("mask", "subviews"):
                continue
            case ("fontDescription", "fontDescription"), ("font", "fontDescription"), ("font", "font"):
                guard Self.fontElements.contains(owner.name) else { break }
                var found: [InterfaceBuilderDiagnostic] = []
                if case .font(let font)? = decoder.value(of: child, diagnostics: &found) { add(.font(font)) }
                diagnostics += found.map { Self.owned($0, by: id) }
                continue
            case ("rect", "frame"):
                guard owner.name != "constraint" else { break }
                var found: [InterfaceBuilderDiagnostic] = []
                if case .rect(let frame)? = decoder.value(of: child, diagnostics: &found) { add(.frame(frame)) }
                diagnostics += found.map { Self.owned($0, by: id) }
                continue
            default:
                break
            }
            let what = child.key.map { "<\(child.name) key=\"\($0)\">" } ?? "<\(child.name)>"
            unsupported(
                "\(name) holds \(what), which Trellis does not vary by size class; the base value is kept", child, owner
            )
        }
    }

    private mutating func unsupported(_ message: String, _ element: DocumentElement, _ owner: DocumentElement) {
        diagnostics.append(
            InterfaceBuilderDiagnostic(
                .warning, code: "IB-VARIATION", message: message, position: element.position, objectID: owner.id))
    }

    private static func owned(_ diagnostic: InterfaceBuilderDiagnostic, by id: String) -> InterfaceBuilderDiagnostic {
        InterfaceBuilderDiagnostic(
            diagnostic.severity, code: diagnostic.code, message: diagnostic.message, position: diagnostic.position,
            objectID: diagnostic.objectID ?? id)
    }

    /// The property an attribute of a variation sets on `owner`'s object, if Trellis varies it.
    private static func property(_ attribute: String, of owner: DocumentElement) -> SizeClassPropertyVariation.Property?
    {
        if owner.name == "constraint" { return attribute == "constant" ? .constant : nil }
        switch attribute {
        case "hidden": return .hidden
        case "axis" where owner.name == "stackView": return .axis
        case "alignment" where owner.name == "stackView": return .alignment
        case "distribution" where owner.name == "stackView": return .distribution
        case "spacing" where owner.name == "stackView": return .spacing
        default: return nil
        }
    }

    private static func value(_ property: SizeClassPropertyVariation.Property, text: String)
        -> SizeClassPropertyVariation.Value?
    {
        switch property {
        case .constant: DocumentValueDecoder.parseNumber(text).map(SizeClassPropertyVariation.Value.constant)
        case .hidden: DocumentValueDecoder.parseBool(text).map(SizeClassPropertyVariation.Value.hidden)
        case .axis: axes[text].map(SizeClassPropertyVariation.Value.axis)
        case .alignment: alignments[text].map(SizeClassPropertyVariation.Value.alignment)
        case .distribution: distributions[text].map(SizeClassPropertyVariation.Value.distribution)
        case .spacing: DocumentValueDecoder.parseNumber(text).map(SizeClassPropertyVariation.Value.spacing)
        case .font, .frame: nil
        }
    }
}
