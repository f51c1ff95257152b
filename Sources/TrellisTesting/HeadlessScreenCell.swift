// HeadlessScreenCell: one character cell of a headless screen's text grid.
import Foundation
import TrellisUI

/// One cell of a ``HeadlessScreen``: the character shown and its colours.
public struct HeadlessScreenCell: Sendable, Hashable, CustomStringConvertible {
    /// The grapheme cluster shown in the cell (a space when empty). The right half of a wide
    /// character holds an empty string marker, see ``isWideContinuation``.
    public var character: Character
    /// The text or border colour, `nil` when nothing was drawn in the cell.
    public var foreground: Color?
    /// The background colour from fills, `nil` where nothing was filled (the screen's default).
    public var background: Color?
    /// Whether the cell is the right half of a wide (two-cell) character in the cell to its left.
    public var isWideContinuation: Bool

    /// Creates a cell.
    public init(
        character: Character = " ", foreground: Color? = nil, background: Color? = nil, isWideContinuation: Bool = false
    ) {
        self.character = character
        self.foreground = foreground
        self.background = background
        self.isWideContinuation = isWideContinuation
    }

    /// An empty cell with the screen's default colours.
    public static let empty = HeadlessScreenCell()

    /// The character with its colours, e.g. `"a" fg:red bg:white`.
    public var description: String {
        var text = isWideContinuation ? "(wide)" : "\"\(character)\""
        if let foreground { text += " fg:\(foreground)" }
        if let background { text += " bg:\(background)" }
        return text
    }
}
