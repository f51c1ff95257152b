// The archive-decoding entry point for views and view controllers created from Interface Builder documents.
import Foundation

/// A source of archived values that `init(coder:)` reads from (`NSCoder`).
///
/// TrellisUI defines the shape; the Interface Builder module implements it over `.xib` and
/// `.storyboard` documents, where keys are the attribute names and `key`s Xcode writes
/// (`text`, `numberOfLines`, `frame`, `backgroundColor`, `fontDescription`, `subviews` …).
/// Every `decode…` returns `nil` when the archive has no usable value for the key; a value that is
/// present but malformed is reported by the coder itself, naming the document and line, and also
/// decodes as `nil`, so a class falls back to its default as UIKit does.
///
/// The requirements beyond ``containsValue(forKey:)`` and ``decodeString(forKey:)`` have defaults
/// that return `nil`, so small coders (tests, adapters) implement only what they hold.
@MainActor
public protocol Coder: AnyObject {
    /// Whether the archive holds a value for `key`.
    func containsValue(forKey key: String) -> Bool
    /// The string archived under `key`, if any.
    func decodeString(forKey key: String) -> String?
    /// The Boolean archived under `key` (`YES`/`NO` in documents).
    func decodeBool(forKey key: String) -> Bool?
    /// The integer archived under `key`.
    func decodeInteger(forKey key: String) -> Int?
    /// The number archived under `key`.
    func decodeDouble(forKey key: String) -> Double?
    /// The rectangle archived under `key` (`<rect key="frame" x= y= width= height=>`).
    func decodeRect(forKey key: String) -> CGRect?
    /// The size archived under `key`.
    func decodeSize(forKey key: String) -> CGSize?
    /// The point archived under `key`.
    func decodePoint(forKey key: String) -> CGPoint?
    /// The insets archived under `key`.
    func decodeEdgeInsets(forKey key: String) -> EdgeInsets?
    /// The colour archived under `key`, in any of the document colour encodings.
    func decodeColor(forKey key: String) -> Color?
    /// The font archived under `key`.
    func decodeFont(forKey key: String) -> Font?
    /// The image archived under `key` (by name; a missing image still decodes, with its stored size).
    func decodeImage(forKey key: String) -> Image?
    /// The object archived under `key` (a view, a navigation item …), created with its own
    /// `init(coder:)`.
    func decodeObject(forKey key: String) -> AnyObject?
    /// The objects archived under `key` in order (`subviews`, `segments` …).
    func decodeObjects(forKey key: String) -> [AnyObject]
    /// The attributes of the structured value archived under `key`, by name
    /// (`<autoresizingMask key="autoresizingMask" widthSizable="YES"/>`,
    /// `<textInputTraits key="textInputTraits" keyboardType="emailAddress"/>`).
    func decodeAttributes(forKey key: String) -> [String: String]?
    /// Reports that the archived value under `key` is not one the decoding class understands
    /// (`expected` says what would be); the coder attaches the document position.
    func reportInvalidValue(_ value: String, forKey key: String, expected: String)
}

extension Coder {
    /// `nil`: this coder holds no Booleans.
    public func decodeBool(forKey key: String) -> Bool? { nil }
    /// `nil`: this coder holds no integers.
    public func decodeInteger(forKey key: String) -> Int? { nil }
    /// `nil`: this coder holds no numbers.
    public func decodeDouble(forKey key: String) -> Double? { nil }
    /// `nil`: this coder holds no rectangles.
    public func decodeRect(forKey key: String) -> CGRect? { nil }
    /// `nil`: this coder holds no sizes.
    public func decodeSize(forKey key: String) -> CGSize? { nil }
    /// `nil`: this coder holds no points.
    public func decodePoint(forKey key: String) -> CGPoint? { nil }
    /// `nil`: this coder holds no insets.
    public func decodeEdgeInsets(forKey key: String) -> EdgeInsets? { nil }
    /// `nil`: this coder holds no colours.
    public func decodeColor(forKey key: String) -> Color? { nil }
    /// `nil`: this coder holds no fonts.
    public func decodeFont(forKey key: String) -> Font? { nil }
    /// `nil`: this coder holds no images.
    public func decodeImage(forKey key: String) -> Image? { nil }
    /// `nil`: this coder holds no objects.
    public func decodeObject(forKey key: String) -> AnyObject? { nil }
    /// No objects.
    public func decodeObjects(forKey key: String) -> [AnyObject] { [] }
    /// `nil`: this coder holds no structured values.
    public func decodeAttributes(forKey key: String) -> [String: String]? { nil }
    /// Ignored: this coder has no place to report to.
    public func reportInvalidValue(_ value: String, forKey key: String, expected: String) {}

    /// The enumeration case archived under `key` as one of `names` (Xcode writes enumerations by
    /// name: `textAlignment="center"`). A name not in `names` is reported and decodes as `nil`.
    public func decodeEnumeration<Value>(forKey key: String, _ names: [String: Value]) -> Value? {
        guard let name = decodeString(forKey: key) else { return nil }
        if let value = names[name] { return value }
        reportInvalidValue(name, forKey: key, expected: "one of " + names.keys.sorted().joined(separator: ", "))
        return nil
    }
}
