// TextDecorations: lines and emphasis drawn with a text run beyond its font (underline, strike).
import Foundation

/// Decorations of a ``TextRun`` that its font does not express.
public struct TextDecorations: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates decorations from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A line under the text.
    public static let underline = TextDecorations(rawValue: 1 << 0)
    /// A line through the text.
    public static let strikethrough = TextDecorations(rawValue: 1 << 1)
    /// Text drawn in its background colour on its text colour (a character-cell screen's reverse video).
    public static let reverse = TextDecorations(rawValue: 1 << 2)
}
