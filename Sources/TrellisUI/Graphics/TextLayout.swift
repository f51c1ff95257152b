// TextLayout: breaks text into lines for a width, line limit and line break mode (wrapping, clipping,
// truncation with "…"), using a screen's TextMeasurer. Shared by labels, buttons, text fields and
// GraphicsContext.drawText so that measuring and drawing always agree.
import Foundation

/// Text broken into lines for a width, a maximum number of lines and a ``LineBreakMode``.
///
/// Rules (UIKit's, on a cell grid):
/// - Hard line breaks (`\n`, `\r\n`) always start a new line.
/// - `.wordWrap` and the truncating modes wrap at spaces; a word wider than the line is broken between
///   grapheme clusters. Spaces at a wrap point are dropped. `.charWrap` wraps between clusters.
///   `.clip` never wraps and cuts every line at the width.
/// - With `numberOfLines > 0` only that many lines are kept; the truncating modes then shorten the last
///   kept line (which stands for all the remaining text) with "…" at its head, middle or tail.
/// - A `nil` width means unconstrained: lines are the hard lines.
public struct TextLayout: Sendable, Hashable {
    /// One laid-out line.
    public struct Line: Sendable, Hashable {
        /// The characters shown on the line.
        public var text: String
        /// The measured width of ``text``.
        public var width: CGFloat
    }

    /// The ellipsis that marks truncated text.
    public static let ellipsis: Character = "…"

    /// The lines, top to bottom.
    public let lines: [Line]
    /// The height of one line.
    public let lineHeight: CGFloat
    /// Whether any text was left out (lines dropped, text clipped or truncated).
    public let isTruncated: Bool

    /// The size the lines need: the widest line by the number of lines times the line height.
    public var size: CGSize {
        // A loop, not `map(...).max()`: measuring runs for every text of every layout, and the map
        // would allocate an array each time.
        var width: CGFloat = 0
        for line in lines where line.width > width { width = line.width }
        return CGSize(width: width, height: CGFloat(lines.count) * lineHeight)
    }

    /// The ``size`` of `TextLayout(text:font:width:numberOfLines:lineBreakMode:measurer:)`, without
    /// keeping its lines: what components measure with. Printable ASCII on one line, measured in cells,
    /// needs no allocation at all.
    public static func size(
        of text: String, font: Font, width: CGFloat?, numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .wordWrap,
        measurer: any TextMeasurer
    ) -> CGSize {
        if text.isEmpty { return .zero }
        if let cellWidth = measurer.monospacedASCIIWidth(for: font),
            let asciiWidth = CellTextMeasurer.printableASCIIWidth(of: text, cellWidth: cellWidth),
            width.map({ asciiWidth <= Swift.max(0, $0) }) ?? true
        {
            return CGSize(width: asciiWidth, height: measurer.lineHeight(for: font))
        }
        return TextLayout(
            text: text, font: font, width: width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, measurer: measurer
        ).size
    }

    /// Lays out `text`.
    /// - Parameters:
    ///   - text: the text to lay out.
    ///   - font: the font its characters are measured in.
    ///   - width: the line width in points, or `nil` for unconstrained lines.
    ///   - numberOfLines: the maximum number of lines; 0 means unlimited (negative values count as 0).
    ///   - lineBreakMode: how lines break and how text that does not fit is cut.
    ///   - measurer: measures the width of each run of characters.
    public init(
        text: String, font: Font, width: CGFloat?, numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .wordWrap,
        measurer: any TextMeasurer
    ) {
        lineHeight = measurer.lineHeight(for: font)
        let width = width.map { Swift.max(0, $0) }

        // Fast path (most labels): one line that fits needs no breaking at all.
        if text.isEmpty {
            lines = []
            isTruncated = false
            return
        }
        // Faster still for a monospaced measurer and printable ASCII (no newlines): no grapheme walk.
        if let cellWidth = measurer.monospacedASCIIWidth(for: font),
            let asciiWidth = CellTextMeasurer.printableASCIIWidth(of: text, cellWidth: cellWidth),
            width.map({ asciiWidth <= $0 }) ?? true
        {
            lines = [Line(text: text, width: asciiWidth)]
            isTruncated = false
            return
        }
        var singleLineWidth: CGFloat = 0
        var isSingleLine = true
        for character in text {
            if character.isNewline {
                isSingleLine = false
                break
            }
            singleLineWidth += measurer.width(of: character, font: font)
        }
        if isSingleLine, width.map({ singleLineWidth <= $0 }) ?? true {
            lines = [Line(text: text, width: singleLineWidth)]
            isTruncated = false
            return
        }

        let breaker = LineBreaker(font: font, measurer: measurer)
        let limit = numberOfLines > 0 ? numberOfLines : Int.max

        let paragraphs: [[Character]] =
            text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(Array.init)
        // Every line as (paragraph index, start offset in the paragraph, clusters).
        var broken: [(paragraph: Int, start: Int, characters: [Character])] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let pieces: [(Int, [Character])]
            switch (width, lineBreakMode) {
            case (nil, _), (_, .clip): pieces = [(0, paragraph)]
            case (let width?, .charWrap): pieces = breaker.charWrap(paragraph, width: width)
            case (let width?, _): pieces = breaker.wordWrap(paragraph, width: width)
            }
            for (start, characters) in pieces { broken.append((index, start, characters)) }
            if broken.count > limit { break } // the rest cannot be shown
        }

        var truncated = false
        var result: [Line] = []
        for (lineIndex, line) in broken.prefix(limit).enumerated() {
            var characters = line.characters
            let isLastKept = lineIndex == limit - 1 && broken.count > limit
            if isLastKept {
                truncated = true
                if lineBreakMode.truncates {
                    // The last line stands for the rest of its paragraph; the ellipsis marks what is hidden.
                    let remaining = Array(paragraphs[line.paragraph][line.start...])
                    characters = breaker.truncate(remaining, width: width, mode: lineBreakMode)
                }
            }
            if let width, lineBreakMode == .clip, breaker.width(of: characters) > width {
                truncated = true
                characters = breaker.prefix(of: characters, fitting: width)
            }
            result.append(Line(text: String(characters), width: breaker.width(of: characters)))
        }
        lines = result
        isTruncated = truncated
    }
}

/// The arithmetic behind ``TextLayout``: greedy wrapping and truncation over grapheme clusters.
private struct LineBreaker {
    let font: Font
    let measurer: any TextMeasurer

    func width(of character: Character) -> CGFloat { measurer.width(of: character, font: font) }

    func width<C: Collection<Character>>(of characters: C) -> CGFloat {
        characters.reduce(0) { $0 + width(of: $1) }
    }

    /// The longest prefix that fits `width`.
    func prefix(of characters: [Character], fitting width: CGFloat) -> [Character] {
        var used: CGFloat = 0
        var count = 0
        for character in characters {
            let next = used + self.width(of: character)
            if next > width { break }
            used = next
            count += 1
        }
        return Array(characters.prefix(count))
    }

    /// The longest suffix that fits `width`.
    func suffix(of characters: [Character], fitting width: CGFloat) -> [Character] {
        Array(prefix(of: characters.reversed(), fitting: width).reversed())
    }

    /// Breaks between clusters; every line holds at least one cluster so wrapping always progresses.
    func charWrap(_ paragraph: [Character], width: CGFloat) -> [(Int, [Character])] {
        if paragraph.isEmpty { return [(0, [])] }
        var lines: [(Int, [Character])] = []
        var start = 0
        var current: [Character] = []
        var used: CGFloat = 0
        for (offset, character) in paragraph.enumerated() {
            let advance = self.width(of: character)
            if used + advance > width && !current.isEmpty {
                lines.append((start, current))
                start = offset
                current = []
                used = 0
            }
            current.append(character)
            used += advance
        }
        lines.append((start, current))
        return lines
    }

    /// Greedy word wrapping: breaks at spaces (dropping them), and inside words wider than a line.
    func wordWrap(_ paragraph: [Character], width: CGFloat) -> [(Int, [Character])] {
        if paragraph.isEmpty { return [(0, [])] }
        // Tokens: maximal runs of spaces or of non-spaces, with their start offsets.
        var tokens: [(start: Int, characters: [Character], isSpace: Bool)] = []
        for (offset, character) in paragraph.enumerated() {
            let isSpace = character.isWhitespace
            if let last = tokens.last, last.isSpace == isSpace {
                tokens[tokens.count - 1].characters.append(character)
            } else {
                tokens.append((offset, [character], isSpace))
            }
        }

        var lines: [(Int, [Character])] = []
        var lineStart = 0
        var line: [Character] = []
        var used: CGFloat = 0
        var pendingSpaces: [Character] = []
        var pendingStart = 0
        var isFirstLine = true

        func finishLine() {
            lines.append((lineStart, line))
            line = []
            used = 0
            pendingSpaces = []
            isFirstLine = false
        }

        for token in tokens {
            if token.isSpace {
                if line.isEmpty && !isFirstLine { continue } // no leading spaces after a wrap
                pendingSpaces = token.characters
                pendingStart = token.start
                if line.isEmpty { lineStart = token.start }
                continue
            }
            let wordWidth = self.width(of: token.characters)
            let spacesWidth = self.width(of: pendingSpaces)
            if used + spacesWidth + wordWidth <= width || (line.isEmpty && pendingSpaces.isEmpty && wordWidth <= width)
            {
                if line.isEmpty && pendingSpaces.isEmpty { lineStart = token.start }
                line += pendingSpaces + token.characters
                used += spacesWidth + wordWidth
                pendingSpaces = []
                continue
            }
            if !line.isEmpty { finishLine() }
            // The word starts a fresh line (leading indentation of the first line is kept if it fits).
            var rest = token.characters
            var restStart = token.start
            if !pendingSpaces.isEmpty && spacesWidth + wordWidth <= width {
                lineStart = pendingStart
                line = pendingSpaces
                used = spacesWidth
            } else {
                lineStart = token.start
            }
            pendingSpaces = []
            // Break words wider than a line between clusters.
            while used + self.width(of: rest) > width {
                var piece = prefix(of: rest, fitting: width - used)
                if piece.isEmpty && line.isEmpty { piece = [rest[0]] }
                line += piece
                rest.removeFirst(piece.count)
                restStart += piece.count
                finishLine()
                lineStart = restStart
                if rest.isEmpty { break }
            }
            if !rest.isEmpty {
                if line.isEmpty { lineStart = restStart }
                line += rest
                used += self.width(of: rest)
            }
        }
        // Trailing spaces of the paragraph stay while they fit.
        if !pendingSpaces.isEmpty {
            if line.isEmpty { lineStart = pendingStart }
            line += prefix(of: pendingSpaces, fitting: width - used)
        }
        if !line.isEmpty || lines.isEmpty { lines.append((lineStart, line)) }
        return lines
    }

    /// Shortens `characters` (text that is known to continue beyond what is shown) with an ellipsis.
    func truncate(_ characters: [Character], width: CGFloat?, mode: LineBreakMode) -> [Character] {
        let ellipsis = TextLayout.ellipsis
        func trimmedEnd(_ text: [Character]) -> [Character] {
            var text = text
            while let last = text.last, last.isWhitespace { text.removeLast() }
            return text
        }
        func trimmedStart(_ text: [Character]) -> [Character] {
            Array(text.drop(while: \.isWhitespace))
        }
        guard let width else {
            // Unconstrained: the line is whole; mark the dropped lines.
            return mode == .truncatingHead ? [ellipsis] + characters : trimmedEnd(characters) + [ellipsis]
        }
        let budget = width - self.width(of: ellipsis)
        if budget < 0 { return prefix(of: characters, fitting: width) }
        switch mode {
        case .truncatingHead:
            return [ellipsis] + trimmedStart(suffix(of: characters, fitting: budget))
        case .truncatingMiddle:
            let head = trimmedEnd(prefix(of: characters, fitting: (budget / 2).rounded(.up)))
            let tail = trimmedStart(suffix(of: characters, fitting: budget - self.width(of: head)))
            return head + [ellipsis] + tail
        default:
            return trimmedEnd(prefix(of: characters, fitting: budget)) + [ellipsis]
        }
    }
}
