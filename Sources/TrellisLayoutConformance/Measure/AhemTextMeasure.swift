// AhemTextMeasure: the measure function FORMAT.md prescribes for text leaves (Yoga's IntrinsicSizeMeasure model).

import TrellisLayout

/// Measures a text leaf in the Ahem model of FORMAT.md: every character (spaces included) is a 10×10
/// square, spaces are the only break opportunities, and the text is not shrunk to its widest line.
public struct AhemTextMeasure: Sendable, Hashable {
    /// The side of one Ahem glyph at 10px with line-height 1.
    public static let glyphSize = 10.0

    /// The laid-out string (ASCII, single spaces).
    public let text: String
    /// Whether the node's own resolved `flex-direction` is `column`; it selects the wrapping width rule.
    public let isColumn: Bool

    /// Lengths of the space-separated words, in characters.
    private let wordLengths: [Int]
    /// Number of characters in the whole text.
    private let characterCount: Int

    /// A measure for `text` on a node whose own flex direction is (or is not) `column`.
    public init(text: String, isColumn: Bool) {
        self.text = text
        self.isColumn = isColumn
        self.characterCount = text.count
        self.wordLengths = text.split(separator: " ", omittingEmptySubsequences: true).map(\.count)
    }

    /// The max-content width: every character on one line.
    public var maxContentWidth: Double { Double(characterCount) * Self.glyphSize }

    /// The min-content width: the longest word.
    public var minContentWidth: Double { Double(wordLengths.max() ?? 0) * Self.glyphSize }

    /// The size for an offered width and height under their measure modes (steps 1–4 of FORMAT.md).
    public func measure(width: Double, widthMode: MeasureMode, height: Double, heightMode: MeasureMode) -> LayoutSize {
        let textWidth = maxContentWidth
        let measuredWidth: Double
        switch widthMode {
        case .exactly: measuredWidth = width
        case .atMost: measuredWidth = min(textWidth, width)
        case .undefined: measuredWidth = textWidth
        }
        let wrappingWidth = isColumn ? measuredWidth : max(measuredWidth, minContentWidth)
        let naturalHeight = Double(lineCount(wrappingWidth: wrappingWidth)) * Self.glyphSize
        let measuredHeight: Double
        switch heightMode {
        case .exactly: measuredHeight = height
        case .atMost: measuredHeight = min(naturalHeight, height)
        case .undefined: measuredHeight = naturalHeight
        }
        return LayoutSize(width: measuredWidth, height: measuredHeight)
    }

    /// Lines the text takes when wrapped at `wrappingWidth` (step 3 of FORMAT.md).
    public func lineCount(wrappingWidth: Double) -> Int {
        if maxContentWidth <= wrappingWidth { return 1 }
        var lines = 1
        var current = 0.0
        for length in wordLengths {
            let wordWidth = Double(length) * Self.glyphSize
            if wordWidth > wrappingWidth {
                // An over-long word gets a line of its own.
                if current > 0 { lines += 1 }
                lines += 1
                current = 0
            } else if current + wordWidth <= wrappingWidth {
                current += wordWidth + Self.glyphSize
            } else {
                lines += 1
                current = wordWidth + Self.glyphSize
            }
        }
        if current == 0 { lines -= 1 }
        return lines
    }
}
