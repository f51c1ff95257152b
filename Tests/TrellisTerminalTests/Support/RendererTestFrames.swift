// RendererTestFrames: builds the character grids renderer tests draw (plain text rows, the terminal
// scroll workload's screen, random screens) and states independently what a terminal should show for a grid.
import Foundation
import TrellisTesting
import TrellisUI

@testable import TrellisTerminal

/// Grids for renderer tests.
enum RendererTestFrames {
    /// A grid with `rows[i]` drawn on row `i` from column 0 (default text colour, no background).
    static func grid(width: Int, height: Int, rows: [String], color: Color = .label) -> CharacterGrid {
        var list = DisplayList()
        for (row, text) in rows.enumerated() where !text.isEmpty {
            list.append(
                .text(
                    TextRun(text: text, rect: CGRect(x: 0, y: row, width: width, height: 1), font: .body, color: color))
            )
        }
        var grid = CharacterGrid(width: width, height: height)
        grid.draw(list)
        return grid
    }

    /// Row `index` of the terminal scroll workload's list.
    static func t1Row(_ index: Int) -> String {
        String(format: "%05d Song #%d - Artist %d - Album %d", index, index, index % 97, index % 13)
    }

    /// The terminal scroll workload's screen: list rows `top…top+height-2`, and `count=<count>` on the last row.
    static func t1(top: Int, count: Int, width: Int = 200, height: Int = 60) -> CharacterGrid {
        let rows = (0..<height - 1).map { t1Row(top + $0) } + ["count=\(count)"]
        return grid(width: width, height: height, rows: rows)
    }

    /// What a terminal should show for `grid` in `mode`: sanitized characters (controls → U+FFFD,
    /// zero-width clusters → space), wide characters with their right halves, orphaned halves as spaces.
    static func expectedCells(of grid: CharacterGrid, mode: TerminalColorMode) -> [TestTerminalEmulator.Cell] {
        let mapping = TerminalColorMapping(mode: mode)
        var cells: [TestTerminalEmulator.Cell] = []
        cells.reserveCapacity(grid.width * grid.height)
        for row in 0..<grid.height {
            var column = 0
            while column < grid.width {
                guard let cell = grid.cell(x: column, y: row) else { break }
                var expected = TestTerminalEmulator.Cell(
                    text: " ", foreground: mapping.foreground(cell.foreground),
                    background: mapping.background(cell.background), style: cell.style.rawValue, isContinuation: false)
                column += 1
                if !cell.isWideContinuation {
                    let scalars = cell.character.unicodeScalars
                    let width = CellTextMeasurer.cellWidth(of: cell.character)
                    if scalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                        expected.text = "\u{FFFD}"
                    } else if width == 1 {
                        expected.text = String(cell.character)
                    } else if width == 2, let next = grid.cell(x: column, y: row), next.isWideContinuation {
                        expected.text = String(cell.character)
                        cells.append(expected)
                        expected.text = ""
                        expected.isContinuation = true
                        column += 1
                    }
                }
                cells.append(expected)
            }
        }
        return cells
    }

    /// The differences between what `emulator` shows and what it should show for `grid`.
    static func mismatches(
        _ emulator: TestTerminalEmulator, _ grid: CharacterGrid, mode: TerminalColorMode, limit: Int = 5
    ) -> [String] {
        let expected = expectedCells(of: grid, mode: mode)
        var found: [String] = []
        for row in 0..<grid.height {
            for column in 0..<grid.width {
                let want = expected[row * grid.width + column].canonical
                let have = emulator.cell(column: column, row: row).canonical
                if want != have && found.count < limit {
                    found.append("(\(column),\(row)): expected \(want), shown \(have)")
                }
            }
        }
        return found
    }
}

/// A random screen of text rows for randomized renderer tests, which can be edited and scrolled.
struct RandomScreen {
    struct Segment {
        var column: Int
        var text: String
        var color: Color
        var font: Font
        var decorations: TextDecorations
        var background: Color?
    }

    struct Row {
        var fill: Color?
        var segments: [Segment]
    }

    var width: Int
    var height: Int
    var rows: [Row]

    /// Clusters random text is made of: ASCII, accents (precomposed and combining), CJK, emoji (with
    /// modifiers, ZWJ sequences, flags, keycaps), box drawing, and characters a grid drops (controls,
    /// zero-width space).
    static let tokens: [String] = [
        "a", "b", "Z", "0", "9", " ", " ", "-", "#", "é", "e\u{301}", "ñ", "中", "文", "字", "😀", "👍🏽",
        "👨‍👩‍👧", "🇯🇵", "1️⃣", "❤️", "─", "│", "┌", "\u{1B}[2J", "\u{9B}31m", "\u{7}", "\u{200B}", "\t",
        "Ω", "ｶ", "한",
    ]
    static let colors: [Color] = [
        .label, .label, .red, .blue, Color(rgb: 0x336699), Color(rgb: 0x12AB34), .tintColor, .secondaryLabel,
        .white, .black, .gray,
    ]
    static let backgrounds: [Color?] = [
        nil, nil, nil, .systemBackground, .yellow, Color(rgb: 0x202020), .secondarySystemBackground,
        Color.blue.withAlphaComponent(0.5),
    ]
    static let fonts: [Font] = [
        .body, .body, .boldSystemFont(ofSize: 17), Font(size: 17, weight: .light), Font(size: 17, isItalic: true),
    ]
    static let decorations: [TextDecorations] = [
        [], [], [], .underline, .reverse, .strikethrough, [.underline, .reverse],
    ]

    static func random(width: Int, height: Int, using random: inout SeededRandomNumberGenerator) -> RandomScreen {
        RandomScreen(
            width: width, height: height, rows: (0..<height).map { _ in randomRow(width: width, using: &random) })
    }

    static func randomText(using random: inout SeededRandomNumberGenerator, maximumLength: Int) -> String {
        let length = Int.random(in: 1...max(1, maximumLength), using: &random)
        var text = ""
        for _ in 0..<length {
            // Mostly ASCII words, like real screens.
            if Bool.random(using: &random) {
                text += String(Character(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &random))))
            } else {
                text += tokens.randomElement(using: &random) ?? "x"
            }
        }
        return text
    }

    static func randomRow(width: Int, using random: inout SeededRandomNumberGenerator) -> Row {
        if Int.random(in: 0..<6, using: &random) == 0 { return Row(fill: nil, segments: []) }
        var row = Row(fill: nil, segments: [])
        if Int.random(in: 0..<6, using: &random) == 0 { row.fill = backgrounds.randomElement(using: &random) ?? nil }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            row.segments.append(randomSegment(width: width, using: &random))
        }
        return row
    }

    static func randomSegment(width: Int, using random: inout SeededRandomNumberGenerator) -> Segment {
        let plain = Int.random(in: 0..<3, using: &random) == 0
        return Segment(
            column: Int.random(in: 0..<width, using: &random),
            text: randomText(using: &random, maximumLength: width),
            color: plain ? .label : colors.randomElement(using: &random) ?? .label,
            font: plain ? .body : fonts.randomElement(using: &random) ?? .body,
            decorations: plain ? [] : decorations.randomElement(using: &random) ?? [],
            background: plain ? nil : backgrounds.randomElement(using: &random) ?? nil)
    }

    /// Small random edits: a changed character, colour or row.
    mutating func edit(using random: inout SeededRandomNumberGenerator) {
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let row = Int.random(in: 0..<height, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: rows[row] = Self.randomRow(width: width, using: &random)
            case 1: rows[row].segments.append(Self.randomSegment(width: width, using: &random))
            case 2:
                if !rows[row].segments.isEmpty {
                    let index = Int.random(in: 0..<rows[row].segments.count, using: &random)
                    rows[row].segments[index].color = Self.colors.randomElement(using: &random) ?? .label
                }
            default:
                if !rows[row].segments.isEmpty {
                    let index = Int.random(in: 0..<rows[row].segments.count, using: &random)
                    var characters = Array(rows[row].segments[index].text).map(String.init)
                    if !characters.isEmpty {
                        characters[Int.random(in: 0..<characters.count, using: &random)] =
                            Self.tokens.randomElement(using: &random) ?? "x"
                        rows[row].segments[index].text = characters.joined()
                    }
                }
            }
        }
    }

    /// Moves rows `top..<bottom` by `distance` (positive: up), new random rows scrolling in.
    mutating func scroll(top: Int, bottom: Int, by distance: Int, using random: inout SeededRandomNumberGenerator) {
        let band = Array(rows[top..<bottom])
        for offset in 0..<band.count {
            let source = offset + distance
            rows[top + offset] =
                band.indices.contains(source) ? band[source] : Self.randomRow(width: width, using: &random)
        }
    }

    /// The screen drawn into a grid.
    func grid() -> CharacterGrid {
        var list = DisplayList()
        let measurer = CellTextMeasurer()
        for (y, row) in rows.enumerated() {
            if let fill = row.fill { list.append(.fill(CGRect(x: 0, y: y, width: width, height: 1), color: fill)) }
            for segment in row.segments {
                if let background = segment.background {
                    let textWidth = measurer.width(of: segment.text, font: segment.font)
                    list.append(
                        .fill(
                            CGRect(x: CGFloat(segment.column), y: CGFloat(y), width: textWidth, height: 1),
                            color: background))
                }
                list.append(
                    .text(
                        TextRun(
                            text: segment.text,
                            rect: CGRect(x: segment.column, y: y, width: width - segment.column, height: 1),
                            font: segment.font, color: segment.color, decorations: segment.decorations)))
            }
        }
        var grid = CharacterGrid(width: width, height: height)
        grid.draw(list)
        return grid
    }
}
