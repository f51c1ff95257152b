// Font: a font descriptor (size and weight) that screens' text measurers interpret.
import Foundation

/// A font description: a point size, a weight and whether it is italic.
///
/// Trellis has no font files; the screen's ``TextMeasurer`` decides how a font measures (the cell
/// measurer ignores size: one character is one cell) and how it renders (e.g. bold for heavy weights).
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// The weight (thickness) of a font.
    public enum Weight: Int, Sendable, Hashable, Comparable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// Lighter weights order first.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The point size.
    public var size: CGFloat
    /// The weight.
    public var weight: Weight
    /// Whether the font is italic.
    public var isItalic: Bool

    /// Creates a font description.
    public init(size: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The system font of the given size and weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The bold system font of the given size.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(size: size, weight: .bold)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Font {
        Font(size: size, weight: weight, isItalic: isItalic)
    }

    /// Body text (17 pt regular), the default font of labels, buttons and text fields.
    public static let body = Font(size: 17)
    /// Headlines (17 pt semibold).
    public static let headline = Font(size: 17, weight: .semibold)
    /// Large titles (34 pt bold).
    public static let largeTitle = Font(size: 34, weight: .bold)
    /// Titles (28 pt regular).
    public static let title = Font(size: 28)
    /// Sub-headlines (15 pt regular).
    public static let subheadline = Font(size: 15)
    /// Footnotes (13 pt regular).
    public static let footnote = Font(size: 13)
    /// Captions (12 pt regular).
    public static let caption = Font(size: 12)

    /// E.g. `17pt bold italic`.
    public var description: String {
        "\(size)pt \(weight)" + (isItalic ? " italic" : "")
    }
}
