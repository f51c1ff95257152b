// ElementCoder: TrellisUI's Coder over one element of a document — what init(coder:) reads from.
import Foundation
import TrellisUI

/// The TrellisUI `Coder` an object's `init(coder:)` reads when it is made from a document element.
///
/// Keys are what Xcode writes:
/// - an attribute of the element (`text="Hello"`, `numberOfLines="0"`, `hidden="YES"`);
/// - the `key` of a child value element (`<rect key="frame">`, `<color key="textColor">`,
///   `<string key="text">`, `<nil key="highlightedColor"/>`, which is present but decodes as `nil`);
/// - a dotted path into a nested structure (`normal.titleColor` in `<state key="normal"><color
///   key="titleColor">`);
/// - for ``decodeObjects(forKey:)``, a wrapper child (`<subviews>`, `<segments>`, `<items>`).
///
/// Objects (views, items, recognizers, controllers) are made through the loader with their own
/// `init(coder:)`; structures that are not objects (`<state>`, `<segment>`) come back from
/// ``decodeObject(forKey:)`` and ``decodeObjects(forKey:)`` as nested `ElementCoder`s. Malformed values
/// are reported (`IB-VALUE`, with the position) and decode as `nil`.
@MainActor
public final class ElementCoder: Coder {
    /// The element this coder reads.
    public let element: DocumentElement
    let state: InstantiationState

    init(element: DocumentElement, state: InstantiationState) {
        self.element = element
        self.state = state
    }

    /// The document id of the element, if any.
    public var objectID: String? { element.id }

    // MARK: Finding keys

    /// The child value element for `key` (a dotted key looks into nested structures).
    func child(forKey key: String) -> DocumentElement? {
        if let direct = element.child(forKey: key) { return direct }
        guard let dot = key.firstIndex(of: "."), let nested = element.child(forKey: String(key[..<dot])) else {
            return nil
        }
        return ElementCoder(element: nested, state: state).child(forKey: String(key[key.index(after: dot)...]))
    }

    /// The attribute for `key` (a dotted key names an attribute of a nested structure).
    func attribute(forKey key: String) -> (value: String, element: DocumentElement)? {
        if let value = element[key] { return (value, element) }
        guard let dot = key.lastIndex(of: "."), let nested = child(forKey: String(key[..<dot])) else { return nil }
        let name = String(key[key.index(after: dot)...])
        return nested[name].map { ($0, nested) }
    }

    /// Decodes the child value element for `key`.
    public func decodeValue(forKey key: String) -> DocumentValue? {
        guard let child = child(forKey: key) else { return nil }
        return state.decodeValue(child, ownerID: element.id)
    }

    // MARK: Coder

    /// Whether `key` is an attribute, a keyed child (even `<nil>`) or a wrapper child of the element.
    public func containsValue(forKey key: String) -> Bool {
        attribute(forKey: key) != nil || child(forKey: key) != nil || element.child(named: key) != nil
    }

    /// The attribute, or the `<string>` child (the plain text of an `<attributedString>`).
    public func decodeString(forKey key: String) -> String? {
        if let (value, _) = attribute(forKey: key) { return value }
        return decodeValue(forKey: key)?.stringValue
    }

    /// The `YES`/`NO` attribute, or the `<bool>` child.
    public func decodeBool(forKey key: String) -> Bool? {
        if let (value, owner) = attribute(forKey: key) {
            return DocumentValueDecoder.parseBool(value) ?? invalid(value, key, owner, "YES or NO")
        }
        switch decodeValue(forKey: key) {
        case .bool(let value): return value
        case .integer(let value): return value != 0
        default: return nil
        }
    }

    /// The integer attribute, or the `<integer>` child.
    public func decodeInteger(forKey key: String) -> Int? {
        if let (value, owner) = attribute(forKey: key) {
            return Int(value) ?? invalid(value, key, owner, "an integer")
        }
        switch decodeValue(forKey: key) {
        case .integer(let value): return value
        case .real(let value) where value.rounded() == value && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    /// The number attribute, or the `<real>`, `<integer>` or `<date>` child.
    public func decodeDouble(forKey key: String) -> Double? {
        if let (value, owner) = attribute(forKey: key) {
            return DocumentValueDecoder.parseNumber(value) ?? invalid(value, key, owner, "a number")
        }
        return decodeValue(forKey: key)?.doubleValue
    }

    /// The `<rect>` child.
    public func decodeRect(forKey key: String) -> CGRect? {
        if case .rect(let rect) = decodeValue(forKey: key) { return rect }
        return nil
    }

    /// The `<size>` child.
    public func decodeSize(forKey key: String) -> CGSize? {
        if case .size(let size) = decodeValue(forKey: key) { return size }
        return nil
    }

    /// The `<point>` child.
    public func decodePoint(forKey key: String) -> CGPoint? {
        if case .point(let point) = decodeValue(forKey: key) { return point }
        return nil
    }

    /// The `<inset>` or `<edgeInsets>` child.
    public func decodeEdgeInsets(forKey key: String) -> EdgeInsets? {
        if case .insets(let insets) = decodeValue(forKey: key) { return insets }
        return nil
    }

    /// The `<color>` child, in any colour encoding (`nil` for `<nil>`).
    public func decodeColor(forKey key: String) -> Color? {
        if case .color(let color) = decodeValue(forKey: key) { return color }
        return nil
    }

    /// The `<fontDescription>` or `<font>` child.
    public func decodeFont(forKey key: String) -> Font? {
        decodeFontDescription(forKey: key)?.font
    }

    /// The font description under `key` (with its source: system, text style or named font).
    public func decodeFontDescription(forKey key: String) -> FontDescription? {
        if case .font(let font) = decodeValue(forKey: key) { return font }
        return nil
    }

    /// The attributed string under `key` (`<attributedString key="attributedText">`).
    public func decodeAttributedText(forKey key: String) -> AttributedText? {
        if case .attributedText(let text) = decodeValue(forKey: key) { return text }
        return nil
    }

    /// The offset under `key` (`<offsetWrapper key="…" horizontal vertical>`, `UIOffset`).
    public func decodeOffset(forKey key: String) -> (horizontal: Double, vertical: Double)? {
        if case .offset(let horizontal, let vertical) = decodeValue(forKey: key) { return (horizontal, vertical) }
        return nil
    }

    /// The date under `key` (`<date key="date" timeIntervalSinceReferenceDate=…>`).
    public func decodeDate(forKey key: String) -> Date? {
        if case .date(let date) = decodeValue(forKey: key) { return date }
        return nil
    }

    /// The image named by the attribute, or the `<image>` / `<imageReference>` child, sized from the resources.
    public func decodeImage(forKey key: String) -> Image? {
        if let (value, _) = attribute(forKey: key) { return state.decoder.image(named: value) }
        if case .image(let image) = decodeValue(forKey: key) { return image }
        return nil
    }

    /// The object made from the keyed child (with its own `init(coder:)`), or a nested coder for a structure.
    public func decodeObject(forKey key: String) -> AnyObject? {
        guard let child = child(forKey: key), child.name != "nil" else { return nil }
        return state.decodedObject(for: child)
    }

    /// The objects (or nested coders) made from the children of the wrapper `key`, in document order.
    public func decodeObjects(forKey key: String) -> [AnyObject] {
        let holder = element.children.first { $0.name == key && $0.key == nil } ?? child(forKey: key)
        guard let holder else { return [] }
        let objects = holder.children.map { ($0, state.decodedObject(for: $0)) }
        // A subview a size-class variation uninstalls is made (outlets reach it) but not added.
        return objects.compactMap { element, object in
            key == "subviews" && element.id.map(state.uninstalledIDs.contains) == true ? nil : object
        }
    }

    /// The attributes of the keyed child, without `key`.
    public func decodeAttributes(forKey key: String) -> [String: String]? {
        // Some structures have no key and are found by their tag (`<blurEffect style=…>` in a visualEffectView).
        let unkeyed = element.children.first { $0.name == key && $0.key == nil }
        guard let child = child(forKey: key) ?? unkeyed else { return nil }
        var attributes: [String: String] = [:]
        for (name, value) in child.attributeList where name != "key" { attributes[name] = value }
        return attributes
    }

    /// Reports an `IB-VALUE` error at the value, naming the object.
    public func reportInvalidValue(_ value: String, forKey key: String, expected: String) {
        let owner = attribute(forKey: key)?.element ?? child(forKey: key) ?? element
        let _: Int? = invalid(value, key, owner, expected)
    }

    private func invalid<T>(_ value: String, _ key: String, _ owner: DocumentElement, _ expected: String) -> T? {
        state.report(
            InterfaceBuilderDiagnostic(
                .error, code: "IB-VALUE",
                message:
                    "<\(element.name)> value \"\(value)\" for key \"\(key)\" is not \(expected); the default is used",
                position: owner.position, objectID: element.id))
        return nil
    }
}
