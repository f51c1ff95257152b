// TerminalCell: one cell as the terminal will show it — glyph, SGR-level colours and style packed into
// two words, so that frames compare, hash and shift as plain memory.

/// One cell in the terminal's terms. Cells that look the same on a terminal are equal: a space without
/// underline, strike-through or reverse shows neither its foreground nor bold/dim/italic, so those are
/// cleared (and the renderer may draw it with whatever foreground is in effect).
struct TerminalCell: Equatable, Sendable {
    /// The glyph (bits 0–31) and the style bits of ``CharacterStyle`` (bits 32–39).
    private(set) var content: UInt64
    /// The foreground (bits 0–31) and background (bits 32–63) ``TerminalColor``s.
    private(set) var colors: UInt64

    /// The glyph of the right half of a two-cell character (never written itself).
    static let continuationGlyph: UInt32 = 0xFFFF_FFFF
    /// The glyph of a space.
    static let spaceGlyph: UInt32 = 0x20

    /// Style bits that show on a space: underline, reverse, strike-through (raw values of ``CharacterStyle``).
    static let stylesVisibleOnSpace: UInt8 = 0b11_1000
    /// Style bits that do not show on a space: bold, dim, italic.
    static let stylesInvisibleOnSpace: UInt8 = 0b00_0111

    /// What an erase with the default rendition leaves: a space in the default colours.
    static let blank = TerminalCell(glyph: spaceGlyph, style: 0, foreground: .default, background: .default)

    /// Creates a cell, clearing what a plain space does not show.
    init(glyph: UInt32, style: UInt8, foreground: TerminalColor, background: TerminalColor) {
        var style = style
        var foreground = foreground
        if glyph == Self.spaceGlyph && style & Self.stylesVisibleOnSpace == 0 {
            style = 0
            foreground = .default
        }
        content = UInt64(glyph) | UInt64(style) << 32
        colors = UInt64(foreground.rawValue) | UInt64(background.rawValue) << 32
    }

    var glyph: UInt32 { UInt32(truncatingIfNeeded: content) }
    var style: UInt8 { UInt8(truncatingIfNeeded: content >> 32) }
    var foreground: TerminalColor { TerminalColor(packed: UInt32(truncatingIfNeeded: colors)) }
    var background: TerminalColor { TerminalColor(packed: UInt32(truncatingIfNeeded: colors >> 32)) }

    /// Whether this is the right half of a two-cell character.
    var isContinuation: Bool { glyph == Self.continuationGlyph }

    /// Whether this is a space whose foreground and bold/dim/italic do not show.
    var isPlainSpace: Bool { glyph == Self.spaceGlyph && style & Self.stylesVisibleOnSpace == 0 }
}
