// @Inspectable: properties a document's user-defined runtime attributes set (`@IBInspectable`).
import Foundation
import TrellisUI

/// A property that `<userDefinedRuntimeAttribute keyPath="cornerRadius" type="number">` sets
/// (`@IBInspectable`): `@Inspectable var cornerRadius: Double = 0`.
///
/// The loader finds it by name through `Mirror` (as for ``Outlet``) and converts the document's value:
/// `number` → `Double`, `CGFloat`, `Float`, `Int`; `boolean` → `Bool`; `string` → `String`;
/// `color` → `Color`; `image` → `Image`; `point`, `size`, `rect` → `CGPoint`, `CGSize`, `CGRect`;
/// optionals of these. Runtime attributes are applied after outlets and before `awakeFromNib()`.
@propertyWrapper
public struct Inspectable<Value> {
    let storage: InspectableStorage<Value>

    /// A property with its default value.
    public init(wrappedValue: Value) {
        storage = InspectableStorage(wrappedValue)
    }

    /// The value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
}

/// The reference box behind an ``Inspectable``.
final class InspectableStorage<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// What the loader sees of an ``Inspectable`` through `Mirror`.
protocol InspectableSetting {
    /// Converts and stores `value`; `false` when it cannot be converted to the property's type.
    func apply(_ value: DocumentValue) -> Bool
    var valueTypeName: String { get }
}

extension Inspectable: InspectableSetting {
    func apply(_ value: DocumentValue) -> Bool {
        guard let converted = InspectableConversion.convert(value, to: Value.self) else { return false }
        storage.value = converted
        return true
    }

    var valueTypeName: String { String(describing: Value.self) }
}

/// Converts document values to the Swift types properties use.
enum InspectableConversion {
    static func convert<Value>(_ value: DocumentValue, to type: Value.Type) -> Value? {
        if let direct = convertDirect(value, to: type) { return direct }
        // `Double?` and friends: an explicit nil, or the wrapped type.
        if let optional = type as? any OptionalConvertible.Type {
            return optional.make(from: value) as? Value
        }
        return nil
    }

    fileprivate static func convertDirect<Value>(_ value: DocumentValue, to type: Value.Type) -> Value? {
        switch value {
        case .real, .integer, .bool:
            let number = value.doubleValue ?? 0
            if type == Double.self { return number as? Value }
            if type == CGFloat.self { return CGFloat(number) as? Value }
            if type == Float.self { return Float(number) as? Value }
            if type == Int.self, number.rounded() == number, abs(number) < 1e15 { return Int(number) as? Value }
            if type == Bool.self, case .bool(let flag) = value { return flag as? Value }
            if type == Bool.self { return (number != 0) as? Value }
            return nil
        case .string(let string): return string as? Value
        case .attributedText(let text): return (type == String.self ? text.string as? Value : text as? Value)
        case .color(let color): return color as? Value
        case .image(let image): return image as? Value
        case .point(let point): return point as? Value
        case .size(let size): return size as? Value
        case .rect(let rect): return rect as? Value
        case .insets(let insets): return insets as? Value
        case .font(let font): return (type == Font.self ? font.font as? Value : font as? Value)
        case .date(let date): return date as? Value
        case .array, .offset, .null: return value as? Value
        }
    }
}

/// Lets `InspectableConversion` see through `Optional`.
protocol OptionalConvertible {
    static func make(from value: DocumentValue) -> Any?
}

extension Optional: OptionalConvertible {
    static func make(from value: DocumentValue) -> Any? {
        if case .null = value { return Wrapped?.none as Any }
        guard let wrapped = InspectableConversion.convertDirect(value, to: Wrapped.self) else { return nil }
        return Wrapped?.some(wrapped) as Any
    }
}
