// Color: an sRGB colour with alpha, plus the named system colours views default to.
import Foundation

/// An sRGB colour with an alpha component, each in 0...1.
///
/// Two colours are equal when their components are equal; ``name`` only records where a colour came
/// from (e.g. `"label"`) so that screens can map semantic colours to device defaults.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double
    /// The system name this colour was created from, if any (`"systemBackground"`, `"label"`, ...).
    public let name: String?

    /// Creates a colour from sRGB components; values are clamped to 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, name: nil)
    }

    /// Creates a grey of the given brightness.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    private init(red: Double, green: Double, blue: Double, alpha: Double, name: String?) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(1, Swift.max(0, value)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
        self.name = name
    }

    /// The same colour with a different alpha.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha, name: name)
    }

    /// Whether the colour is fully transparent.
    public var isClear: Bool { alpha == 0 }

    /// The 24-bit `0xRRGGBB` value of the colour (alpha ignored).
    public var rgb: UInt32 {
        func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
        return byte(red) << 16 | byte(green) << 8 | byte(blue)
    }

    /// Whether the components (not the names) are equal.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components (not the name).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The system name, or `#RRGGBB` (with alpha when not opaque).
    public var description: String {
        if let name { return name }
        let hex = String(rgb, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 6 - hex.count) + hex
        return alpha == 1 ? "#\(padded)" : "#\(padded)@\(alpha)"
    }

    private static func named(_ name: String, _ rgb: UInt32, alpha: Double = 1) -> Color {
        Color(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, alpha: alpha, name: name)
    }

    /// Opaque black.
    public static let black = named("black", 0x000000)
    /// Opaque white.
    public static let white = named("white", 0xFFFFFF)
    /// Pure red.
    public static let red = named("red", 0xFF0000)
    /// Pure green.
    public static let green = named("green", 0x00FF00)
    /// Pure blue.
    public static let blue = named("blue", 0x0000FF)
    /// Yellow.
    public static let yellow = named("yellow", 0xFFFF00)
    /// Cyan.
    public static let cyan = named("cyan", 0x00FFFF)
    /// Magenta.
    public static let magenta = named("magenta", 0xFF00FF)
    /// Orange.
    public static let orange = named("orange", 0xFF8000)
    /// Mid grey.
    public static let gray = named("gray", 0x808080)
    /// Light grey.
    public static let lightGray = named("lightGray", 0xAAAAAA)
    /// Dark grey.
    public static let darkGray = named("darkGray", 0x555555)
    /// Fully transparent black.
    public static let clear = named("clear", 0x000000, alpha: 0)

    /// The background of a screen's content (light appearance: white).
    public static let systemBackground = named("systemBackground", 0xFFFFFF)
    /// A background for grouped or secondary content.
    public static let secondarySystemBackground = named("secondarySystemBackground", 0xF2F2F7)
    /// The colour of primary text.
    public static let label = named("label", 0x000000)
    /// The colour of secondary text.
    public static let secondaryLabel = named("secondaryLabel", 0x3C3C43, alpha: 0.6)
    /// The colour of placeholder text.
    public static let placeholderText = named("placeholderText", 0x3C3C43, alpha: 0.3)
    /// The colour of thin separators.
    public static let separator = named("separator", 0x3C3C43, alpha: 0.29)
    /// The accent colour of interactive elements (buttons, the text cursor).
    public static let tintColor = named("tintColor", 0x007AFF)
    /// The colour of disabled text.
    public static let disabledText = named("disabledText", 0x999999)
}
