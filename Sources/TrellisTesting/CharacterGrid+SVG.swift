// CharacterGrid+SVG: a screenshot of a character grid as an SVG picture — what a terminal would show,
// with its colours and text attributes — for bug reports, issues and the README (`--screenshot`).
import Foundation
import TrellisUI

extension CharacterGrid {
    /// The grid as a standalone SVG document: a monospace text grid on a dark terminal background.
    ///
    /// - Each run of neighbouring cells with the same colours and style is one `<text>`, stretched to
    ///   exactly its cells (`textLength`), so columns line up whatever monospace font the viewer has;
    ///   a wide character is a run of its own, two cells wide.
    /// - Cells with a background colour get `<rect>`s (neighbours of one colour merged).
    /// - Bold, italic, underline, strike-through and dim are SVG font and decoration attributes;
    ///   reverse video swaps the cell's colours.
    /// - The default and semantic colours map to a dark terminal theme: text light grey
    ///   (`.label`, no colour), background near-black (`.systemBackground`, no fill); translucent colours
    ///   are blended over the background.
    /// - Text is XML-escaped; characters XML cannot carry become U+FFFD.
    public func svgDocument(title: String? = nil) -> String {
        let cellWidth = SVGTheme.cellWidth, cellHeight = SVGTheme.cellHeight, padding = SVGTheme.padding
        let pictureWidth = Double(width) * cellWidth + 2 * padding
        let pictureHeight = Double(height) * cellHeight + 2 * padding
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGTheme.number(pictureWidth))" height="\(SVGTheme.number(pictureHeight))" \
            viewBox="0 0 \(SVGTheme.number(pictureWidth)) \(SVGTheme.number(pictureHeight))" xml:space="preserve" \
            font-family="\(SVGTheme.fontFamily)" font-size="\(SVGTheme.number(SVGTheme.fontSize))">

            """
        if let title { svg += "<title>\(SVGTheme.escaped(title))</title>\n" }
        svg += "<rect width=\"100%\" height=\"100%\" rx=\"6\" fill=\"\(SVGTheme.defaultBackground)\"/>\n"
        var backgrounds = ""
        var texts = ""
        for row in 0..<height {
            let top = padding + Double(row) * cellHeight
            // Backgrounds: runs of one non-default colour.
            var column = 0
            while column < width {
                let colour = SVGTheme.backgroundColour(of: cells[row * width + column])
                var end = column + 1
                while end < width, SVGTheme.backgroundColour(of: cells[row * width + end]) == colour { end += 1 }
                if let colour {
                    backgrounds +=
                        "<rect x=\"\(SVGTheme.number(padding + Double(column) * cellWidth))\" y=\"\(SVGTheme.number(top))\" "
                        + "width=\"\(SVGTheme.number(Double(end - column) * cellWidth))\" height=\"\(SVGTheme.number(cellHeight))\" fill=\"\(colour)\"/>\n"
                }
                column = end
            }
            // Text: runs of one colour and style; a wide character stands alone.
            column = 0
            while column < width {
                let first = cells[row * width + column]
                if first.isWideContinuation {
                    column += 1
                    continue
                }
                let key = SVGTheme.TextKey(first)
                var text = String(first.character)
                var span =
                    SVGTheme.isWide(first, next: column + 1 < width ? cells[row * width + column + 1] : nil) ? 2 : 1
                var end = column + span
                if span == 1 {
                    while end < width {
                        let cell = cells[row * width + end]
                        let next = end + 1 < width ? cells[row * width + end + 1] : nil
                        guard !cell.isWideContinuation, !SVGTheme.isWide(cell, next: next),
                            SVGTheme.TextKey(cell) == key
                        else { break }
                        text.append(cell.character)
                        end += 1
                    }
                    span = end - column
                }
                // Blank cells at either end are background, not text (unless a line is drawn through them).
                var characters = Array(text)
                var start = column
                if !key.decorated && span == characters.count {
                    while characters.first == " " {
                        characters.removeFirst()
                        start += 1
                    }
                    while characters.last == " " { characters.removeLast() }
                    span = characters.count
                }
                if !characters.isEmpty {
                    texts += key.element(
                        text: String(characters), x: padding + Double(start) * cellWidth, top: top,
                        width: Double(span) * cellWidth)
                }
                column = end
            }
        }
        svg += backgrounds + texts + "</svg>\n"
        return svg
    }
}

/// The picture's metrics, the dark theme's colours and the XML helpers of ``CharacterGrid/svgDocument(title:)``.
enum SVGTheme {
    static let cellWidth = 8.4
    static let cellHeight = 17.0
    static let padding = 12.0
    static let fontSize = 14.0
    static let baseline = 13.0
    static let fontFamily = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace"
    /// Text without a colour (and `.label`).
    static let defaultForeground = "#d0d7de"
    /// The terminal's background (and `.systemBackground`).
    static let defaultBackground = "#0d1117"
    private static let defaultForegroundColour = Color(rgb: 0xD0D7DE)
    private static let defaultBackgroundColour = Color(rgb: 0x0D1117)

    /// What semantic colours look like on the dark terminal.
    private static let semanticColours: [String: Color] = [
        "label": defaultForegroundColour, "systemBackground": defaultBackgroundColour,
        "secondarySystemBackground": Color(rgb: 0x161B22), "secondaryLabel": Color(rgb: 0x9198A1),
        "placeholderText": Color(rgb: 0x6E7681), "separator": Color(rgb: 0x3D444D), "tintColor": Color(rgb: 0x4493F8),
        "disabledText": Color(rgb: 0x6E7681),
    ]

    /// `#rrggbb` of `colour` as the dark terminal shows it (semantic colours mapped, alpha blended over
    /// the background); `nil` stands for the default `fallback`.
    static func hex(_ colour: Color?, fallback: Color) -> String {
        guard var colour else { return hex(fallback) }
        if let name = colour.name, let mapped = semanticColours[name] { colour = mapped }
        if colour.alpha < 1 {
            let a = max(0, colour.alpha)
            let under = defaultBackgroundColour
            colour = Color(
                red: colour.red * a + under.red * (1 - a), green: colour.green * a + under.green * (1 - a),
                blue: colour.blue * a + under.blue * (1 - a))
        }
        return hex(colour)
    }

    private static func hex(_ colour: Color) -> String {
        let value = colour.rgb
        let digits = String(value & 0xFF_FFFF, radix: 16)
        return "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// The fill behind a cell, `nil` for the default background.
    static func backgroundColour(of cell: CharacterCell) -> String? {
        if cell.style.contains(.reverse) { return hex(cell.foreground, fallback: defaultForegroundColour) }
        guard let background = cell.background else { return nil }
        let value = hex(background, fallback: defaultBackgroundColour)
        return value == defaultBackground ? nil : value
    }

    /// Whether `cell` holds a wide character (its right neighbour is the continuation).
    static func isWide(_ cell: CharacterCell, next: CharacterCell?) -> Bool {
        !cell.isWideContinuation && next?.isWideContinuation == true
    }

    /// What makes neighbouring cells one text run.
    struct TextKey: Hashable {
        var fill: String
        var style: CharacterStyle

        init(_ cell: CharacterCell) {
            fill =
                cell.style.contains(.reverse)
                ? SVGTheme.hex(cell.background, fallback: SVGTheme.defaultBackgroundColour)
                : SVGTheme.hex(cell.foreground, fallback: SVGTheme.defaultForegroundColour)
            style = cell.style.subtracting(.reverse)
        }

        /// Whether spaces of this style still show something (a line).
        var decorated: Bool { !style.isDisjoint(with: [.underline, .strikethrough]) }

        /// The `<text>` for `text` over `width` points at column `x` of the row starting at `top`.
        func element(text: String, x: Double, top: Double, width: Double) -> String {
            var attributes =
                "x=\"\(SVGTheme.number(x))\" y=\"\(SVGTheme.number(top + SVGTheme.baseline))\" "
                + "textLength=\"\(SVGTheme.number(width))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(fill)\""
            if style.contains(.bold) { attributes += " font-weight=\"bold\"" }
            if style.contains(.italic) { attributes += " font-style=\"italic\"" }
            var decorations: [String] = []
            if style.contains(.underline) { decorations.append("underline") }
            if style.contains(.strikethrough) { decorations.append("line-through") }
            if !decorations.isEmpty { attributes += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
            if style.contains(.dim) { attributes += " opacity=\"0.6\"" }
            return "<text \(attributes)>\(SVGTheme.escaped(text))</text>\n"
        }
    }

    /// `12`, `8.4`, `100.8` — short decimal numbers for attributes.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.2f", rounded).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }

    /// `text` escaped for XML character data and attribute values; characters XML 1.0 cannot hold
    /// (most C0 controls, lone surrogates, U+FFFE/U+FFFF) become U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                let value = scalar.value
                let allowed =
                    value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
                    || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
