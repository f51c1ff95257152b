// TextMeasurer: how a screen measures text, so layout is identical in tests and on a device.
import Foundation

/// Measures text for a screen.
///
/// A measurer reports the advance width of each grapheme cluster (a Swift `Character`) and the height
/// of a line. Everything else (multi-line sizes, wrapping, truncation) is derived from those two by
/// ``TextLayout`` so that every screen wraps text the same way. Measurers are `Sendable` values so
/// layout can measure text off the main actor.
public protocol TextMeasurer: Sendable {
    /// The advance width of one grapheme cluster in `font`, in points (zero for invisible clusters).
    func width(of character: Character, font: Font) -> CGFloat

    /// The height of one line of text in `font`, in points.
    func lineHeight(for font: Font) -> CGFloat

    /// The advance width every printable ASCII character (U+0020…U+007E) has in `font`, when they all
    /// have the same one (a character-cell screen); `nil` when they differ. With it, ``TextLayout``
    /// measures printable ASCII text without walking its grapheme clusters. `nil` by default.
    func monospacedASCIIWidth(for font: Font) -> CGFloat?
}

extension TextMeasurer {
    /// `nil`: the measurer's ASCII characters are measured one by one.
    public func monospacedASCIIWidth(for font: Font) -> CGFloat? { nil }

    /// The width of a single line of text (newlines measure as zero width).
    public func width<S: StringProtocol>(of text: S, font: Font) -> CGFloat {
        var total: CGFloat = 0
        for character in text where !character.isNewline { total += width(of: character, font: font) }
        return total
    }

    /// The size of `text` without wrapping: the widest of its `\n`-separated lines by the number of lines.
    ///
    /// The empty string measures `.zero`.
    public func measure(_ text: String, font: Font) -> CGSize {
        if text.isEmpty { return .zero }
        var widest: CGFloat = 0
        var lines = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            widest = Swift.max(widest, width(of: line, font: font))
            lines += 1
        }
        return CGSize(width: widest, height: CGFloat(lines) * lineHeight(for: font))
    }

    /// The size of `text` laid out in at most `width` points per line (`nil`: unconstrained) with
    /// `numberOfLines` (0: unlimited) and `lineBreakMode`.
    public func measure(
        _ text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .wordWrap
    ) -> CGSize {
        TextLayout(
            text: text, font: font, width: maxWidth, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, measurer: self
        ).size
    }
}
