// CharacterCell: one cell of a character-cell screen (a terminal, the headless test grid) — the
// grapheme cluster shown, its colours and its text style.
import Foundation

/// One cell of a ``CharacterGrid``: the character shown, its colours and its style.
public struct CharacterCell: Sendable, Hashable, CustomStringConvertible {
    /// The grapheme cluster shown in the cell (a space when empty). The right half of a wide
    /// character holds an empty string marker, see ``isWideContinuation``.
    public var character: Character
    /// The text or border colour, `nil` when nothing was drawn in the cell.
    public var foreground: Color?
    /// The background colour from fills, `nil` where nothing was filled (the screen's default).
    public var background: Color?
    /// How the character is drawn (bold, underline, …).
    public var style: CharacterStyle
    /// Whether the cell is the right half of a wide (two-cell) character in the cell to its left.
    public var isWideContinuation: Bool

    /// Creates a cell.
    public init(
        character: Character = " ", foreground: Color? = nil, background: Color? = nil, style: CharacterStyle = [],
        isWideContinuation: Bool = false
    ) {
        self.character = character
        self.foreground = foreground
        self.background = background
        self.style = style
        self.isWideContinuation = isWideContinuation
    }

    /// An empty cell with the screen's default colours.
    public static let empty = CharacterCell()

    /// The character with its colours and style, e.g. `"a" fg:red bg:white bold`.
    public var description: String {
        var text = isWideContinuation ? "(wide)" : "\"\(character)\""
        if let foreground { text += " fg:\(foreground)" }
        if let background { text += " bg:\(background)" }
        if !style.isEmpty { text += " \(style)" }
        return text
    }
}

/// The text style of a character cell: what a terminal's SGR attributes can show.
public struct CharacterStyle: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates a style from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Heavy text (fonts of weight semibold and heavier).
    public static let bold = CharacterStyle(rawValue: 1 << 0)
    /// Faint text (fonts lighter than regular).
    public static let dim = CharacterStyle(rawValue: 1 << 1)
    /// Italic text.
    public static let italic = CharacterStyle(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = CharacterStyle(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = CharacterStyle(rawValue: 1 << 4)
    /// Struck-through text.
    public static let strikethrough = CharacterStyle(rawValue: 1 << 5)

    /// The style a text run is drawn with: weight and slant from its font, plus its decorations.
    public init(font: Font, decorations: TextDecorations) {
        var style: CharacterStyle = []
        if font.weight >= .semibold { style.insert(.bold) }
        if font.weight < .regular { style.insert(.dim) }
        if font.isItalic { style.insert(.italic) }
        if decorations.contains(.underline) { style.insert(.underline) }
        if decorations.contains(.strikethrough) { style.insert(.strikethrough) }
        if decorations.contains(.reverse) { style.insert(.reverse) }
        self = style
    }

    /// The names of the set flags, e.g. `bold underline`.
    public var description: String {
        let names: [(CharacterStyle, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
            (.strikethrough, "strikethrough"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: " ")
    }
}
