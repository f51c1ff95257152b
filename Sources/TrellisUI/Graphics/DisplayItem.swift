// DisplayItem: one drawing instruction of a display list, in window coordinates.
import Foundation

/// One drawing instruction. Geometry is in window coordinates; items are painted in list order
/// (later items on top), restricted by the clips pushed before them.
public enum DisplayItem: Sendable, Hashable {
    /// Paint `rect` with `color`.
    case fill(CGRect, color: Color)
    /// Outline `rect` with a border `width` points thick, inside the rectangle.
    case border(CGRect, width: CGFloat, color: Color)
    /// One line of text.
    case text(TextRun)
    /// Restrict the following items to `rect` (intersected with the clip in effect) until the matching
    /// ``popClip``.
    case pushClip(CGRect)
    /// Restore the clip in effect before the matching ``pushClip(_:)``.
    case popClip
}

/// One line of text placed in a rectangle. The text is already wrapped and truncated; the screen
/// places it inside `rect` according to `alignment` (measuring it with its text measurer) and cuts
/// anything outside `rect`.
public struct TextRun: Sendable, Hashable {
    /// The characters of the line.
    public var text: String
    /// Where the line goes, in window coordinates (the line box: full available width, one line high).
    public var rect: CGRect
    /// The font.
    public var font: Font
    /// The text colour.
    public var color: Color
    /// The horizontal alignment inside ``rect``.
    public var alignment: TextAlignment
    /// Underline, strike-through, reverse video.
    public var decorations: TextDecorations

    /// Creates a text run.
    public init(
        text: String, rect: CGRect, font: Font, color: Color, alignment: TextAlignment = .left,
        decorations: TextDecorations = []
    ) {
        self.text = text
        self.rect = rect
        self.font = font
        self.color = color
        self.alignment = alignment
        self.decorations = decorations
    }
}
