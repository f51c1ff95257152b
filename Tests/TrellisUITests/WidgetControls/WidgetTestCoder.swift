// A dictionary-backed archive for decoding tests: values by key, as an Interface Builder document would
// give them, and a record of the values the decoding classes reported as invalid.
import Foundation
import TrellisUI

/// A ``Coder`` over a dictionary. Values are stored with their Swift types (`String`, `Bool`, `Int`,
/// `Double`, `CGRect`, `Color`, `Font`, `Image`, `[String: String]` for structured values, objects or
/// nested `WidgetTestCoder`s for `decodeObject`, arrays of them for `decodeObjects`).
@MainActor
final class WidgetTestCoder: Coder {
    var values: [String: Any]
    /// `key=value (expected …)` for each value a decoding class rejected, in order.
    private(set) var invalidValues: [String] = []

    init(_ values: [String: Any] = [:]) {
        self.values = values
    }

    func containsValue(forKey key: String) -> Bool { values[key] != nil }
    func decodeString(forKey key: String) -> String? { values[key] as? String }
    func decodeBool(forKey key: String) -> Bool? { values[key] as? Bool }
    func decodeInteger(forKey key: String) -> Int? { values[key] as? Int }
    func decodeDouble(forKey key: String) -> Double? {
        values[key] as? Double ?? (values[key] as? Int).map(Double.init)
    }
    func decodeRect(forKey key: String) -> CGRect? { values[key] as? CGRect }
    func decodeSize(forKey key: String) -> CGSize? { values[key] as? CGSize }
    func decodePoint(forKey key: String) -> CGPoint? { values[key] as? CGPoint }
    func decodeEdgeInsets(forKey key: String) -> EdgeInsets? { values[key] as? EdgeInsets }
    func decodeColor(forKey key: String) -> Color? { values[key] as? Color }
    func decodeFont(forKey key: String) -> Font? { values[key] as? Font }
    func decodeImage(forKey key: String) -> Image? { values[key] as? Image }
    func decodeObject(forKey key: String) -> AnyObject? {
        guard let value = values[key], type(of: value) is AnyObject.Type else { return nil }
        return value as AnyObject
    }
    func decodeObjects(forKey key: String) -> [AnyObject] { values[key] as? [AnyObject] ?? [] }
    func decodeAttributes(forKey key: String) -> [String: String]? { values[key] as? [String: String] }

    func reportInvalidValue(_ value: String, forKey key: String, expected: String) {
        invalidValues.append("\(key)=\(value) (expected \(expected))")
    }
}
