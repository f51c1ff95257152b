// LayoutPriority: how much a layout constraint matters (UILayoutPriority): 1...1000, 1000 = required.
import Foundation

/// The priority of a ``LayoutConstraint``, from 1 to 1000 (`UILayoutPriority`).
///
/// A ``required`` constraint must hold; optional ones are satisfied as well as possible, a higher
/// priority always winning over any number of lower ones.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority's value (1...1000).
    public var rawValue: Float

    /// Creates a priority with `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority with `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from a floating-point literal.
    public init(floatLiteral value: Float) { self.rawValue = value }

    /// Creates a priority from an integer literal.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// A constraint that must hold (1000).
    public static let required = LayoutPriority(rawValue: 1000)
    /// The priority a button resists compression with (750); the default compression resistance.
    public static let defaultHigh = LayoutPriority(rawValue: 750)
    /// The priority a button hugs its content with (250); the default content hugging.
    public static let defaultLow = LayoutPriority(rawValue: 250)
    /// The priority ``View/systemLayoutSizeFitting(_:)`` asks for its target size with (50).
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

    /// Whether this is ``required``.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Orders by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The value, as UIKit prints it (`750`).
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }

    /// The priority `value` above this one.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(rawValue: lhs.rawValue + rhs)
    }

    /// The priority `value` below this one.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(rawValue: lhs.rawValue - rhs)
    }
}
