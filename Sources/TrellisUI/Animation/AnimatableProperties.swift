// AnimatableProperties: the view properties that view animations change over time.
import Foundation

extension View {
    /// A set of the view properties that animate: ``View/frame`` (also through `bounds` and `center`),
    /// ``View/alpha`` and ``View/backgroundColor``.
    public struct AnimatableProperties: OptionSet, Sendable, Hashable, CustomStringConvertible {
        /// The set's bits, one per property.
        public let rawValue: Int
        /// Creates a set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The frame: position and size.
        public static let frame = AnimatableProperties(rawValue: 1 << 0)
        /// The opacity.
        public static let alpha = AnimatableProperties(rawValue: 1 << 1)
        /// The background colour (colours blend component by component).
        public static let backgroundColor = AnimatableProperties(rawValue: 1 << 2)
        /// Every animatable property.
        public static let all: AnimatableProperties = [.frame, .alpha, .backgroundColor]

        /// The names of the properties in the set, e.g. `"frame, alpha"` (`"none"` when empty).
        public var description: String {
            var names: [String] = []
            if contains(.frame) { names.append("frame") }
            if contains(.alpha) { names.append("alpha") }
            if contains(.backgroundColor) { names.append("backgroundColor") }
            return names.isEmpty ? "none" : names.joined(separator: ", ")
        }
    }
}
