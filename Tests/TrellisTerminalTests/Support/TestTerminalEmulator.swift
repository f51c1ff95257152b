// TestTerminalEmulator: a small VT emulator for tests — it replays what the renderer writes and
// exposes the resulting screen, cursor and modes, and reports anything it does not expect (unknown
// sequences, stray controls, printing in the pending-wrap state), so tests can assert that the bytes
// really produce the frame.
import TrellisUI

@testable import TrellisTerminal

/// Emulates the subset of xterm the renderer uses: printing with grapheme clusters and wide characters
/// (overwriting half of a wide character damages the other half), CR, LF, BS, RI, IND, CUP, CUU, CUD,
/// CUF, CUB, CHA, VPA, ED, EL, SGR (16/256/24-bit colours, bold, dim, italic, underline, reverse,
/// strike-through), DECSTBM, SU, SD, IL, DL, DECTCEM (?25) and synchronized output (?2026), with
/// back-colour erase. It is strict on purpose: erased and scrolled-in cells take the current background
/// *and* underline/reverse/strike-through, and cells next to a damaged wide character read as `"�?"`.
struct TestTerminalEmulator {
    /// One cell of the emulated screen.
    struct Cell: Equatable, CustomStringConvertible {
        var text: String
        var foreground: TerminalColor
        var background: TerminalColor
        var style: UInt8
        var isContinuation: Bool

        static let blank = Cell(text: " ", foreground: .default, background: .default, style: 0, isContinuation: false)
        /// What is left of a wide character whose other half was overwritten: must be redrawn.
        static let damaged = Cell(
            text: "�?", foreground: .default, background: .default, style: 0, isContinuation: false)

        /// The cell with what does not show on a plain space cleared (as the renderer may leave it).
        var canonical: Cell {
            var cell = self
            if text == " " && style & TerminalCell.stylesVisibleOnSpace == 0 {
                cell.foreground = .default
                cell.style = 0
            }
            return cell
        }

        var description: String {
            isContinuation
                ? "(right half)"
                : "\"\(text)\" fg:\(foreground.rawValue) bg:\(background.rawValue) style:\(style)"
        }
    }

    private(set) var width: Int
    private(set) var height: Int
    private(set) var cells: [Cell]
    private(set) var cursorColumn = 0
    private(set) var cursorRow = 0
    private(set) var isPendingWrap = false
    private(set) var isCursorVisible = true
    private(set) var isSynchronizing = false
    private(set) var synchronizedFrames = 0
    private(set) var errors: [String] = []
    private var foreground = TerminalColor.default
    private var background = TerminalColor.default
    private var style: UInt8 = 0
    private var marginTop = 0
    private var marginBottom: Int
    /// Whether `ESC[r` homes the cursor (xterm) or leaves it (pyte).
    let resetRegionHomesCursor: Bool

    // Parser state.
    private enum ParserState {
        case ground
        case escape
        case controlSequence
    }
    private var parserState = ParserState.ground
    private var parameters: [UInt8] = []
    private var text: [UInt8] = []

    init(width: Int, height: Int, resetRegionHomesCursor: Bool = true) {
        self.width = width
        self.height = height
        self.resetRegionHomesCursor = resetRegionHomesCursor
        marginBottom = height - 1
        cells = Array(repeating: .blank, count: width * height)
    }

    func cell(column: Int, row: Int) -> Cell { cells[row * width + column] }

    /// Resizes the screen as a terminal window does: modes, rendition and (clamped) cursor are kept,
    /// contents are cut or extended with blanks, the scroll region is reset.
    mutating func resize(width: Int, height: Int) {
        var resized = Array(repeating: Cell.blank, count: width * height)
        for row in 0..<min(height, self.height) {
            for column in 0..<min(width, self.width) {
                resized[row * width + column] = cells[row * self.width + column]
            }
        }
        // A wide character cut in half at the new right edge is gone.
        for row in 0..<height where width < self.width && width > 0 && row < self.height {
            if resized[row * width + width - 1] != .blank && !resized[row * width + width - 1].isContinuation
                && cells[row * self.width + width].isContinuation
            {
                resized[row * width + width - 1] = .damaged
            }
        }
        self.width = width
        self.height = height
        cells = resized
        cursorColumn = min(cursorColumn, width - 1)
        cursorRow = min(cursorRow, height - 1)
        isPendingWrap = false
        marginTop = 0
        marginBottom = height - 1
    }

    /// The screen's rows as text (right halves of wide characters left out, trailing spaces kept).
    var lines: [String] {
        (0..<height).map { row in
            (0..<width).map { cells[row * width + $0] }.filter { !$0.isContinuation }.map(\.text).joined()
        }
    }

    // MARK: - Feeding bytes

    mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes { feed(byte) }
        flushText()
    }

    private mutating func feed(_ byte: UInt8) {
        switch parserState {
        case .ground:
            if byte == 0x1B {
                flushText()
                parserState = .escape
            } else if byte < 0x20 || byte == 0x7F {
                flushText()
                control(byte)
            } else {
                text.append(byte)
            }
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                parameters.removeAll()
                parserState = .controlSequence
            case UInt8(ascii: "M"):
                reverseIndex()
                parserState = .ground
            case UInt8(ascii: "D"):
                lineFeed()
                parserState = .ground
            default:
                errors.append("unexpected ESC \(Character(Unicode.Scalar(byte)))")
                parserState = .ground
            }
        case .controlSequence:
            if byte >= 0x40 && byte <= 0x7E {
                controlSequence(final: byte)
                parserState = .ground
            } else if (0x30...0x3F).contains(byte) {
                parameters.append(byte)
            } else {
                errors.append("unexpected byte \(byte) in a control sequence")
                parserState = .ground
            }
        }
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D:
            cursorColumn = 0
            isPendingWrap = false
        case 0x0A: lineFeed()
        case 0x08:
            cursorColumn = max(0, cursorColumn - 1)
            isPendingWrap = false
        default: errors.append("unexpected control character \(byte)")
        }
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        let string = String(decoding: text, as: UTF8.self)
        if string.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) {
            errors.append("C1 control character in text")
        }
        text.removeAll()
        for character in string { print(character) }
    }

    // MARK: - Printing

    private mutating func print(_ character: Character) {
        let cellWidth = CellTextMeasurer.cellWidth(of: character)
        guard cellWidth > 0 else {
            errors.append(
                "zero-width character \(character.unicodeScalars.map { String($0.value, radix: 16) }) written")
            return
        }
        if isPendingWrap {
            errors.append("printed \"\(character)\" in the pending-wrap state at row \(cursorRow)")
            isPendingWrap = false
            cursorColumn = 0
            lineFeed()
        }
        if cellWidth == 2 && cursorColumn == width - 1 {
            errors.append("wide character \"\(character)\" written in the last column")
            cursorColumn = 0
            lineFeed()
        }
        damagePartners(ofColumn: cursorColumn)
        if cellWidth == 2 { damagePartners(ofColumn: cursorColumn + 1) }
        let cell = Cell(
            text: String(character), foreground: foreground, background: background, style: style, isContinuation: false
        )
        cells[cursorRow * width + cursorColumn] = cell
        if cellWidth == 2 {
            var half = cell
            half.text = ""
            half.isContinuation = true
            cells[cursorRow * width + cursorColumn + 1] = half
        }
        cursorColumn += cellWidth
        if cursorColumn >= width {
            cursorColumn = width - 1
            isPendingWrap = true
        }
    }

    /// Overwriting either half of a wide character leaves the other half damaged.
    private mutating func damagePartners(ofColumn column: Int) {
        let index = cursorRow * width + column
        if cells[index].isContinuation && column > 0 {
            cells[index - 1] = .damaged
        }
        if !cells[index].isContinuation && column + 1 < width && cells[index + 1].isContinuation {
            cells[index + 1] = .damaged
        }
    }

    // MARK: - Motion and scrolling

    private mutating func lineFeed() {
        isPendingWrap = false
        if cursorRow == marginBottom {
            scrollUp(top: marginTop, bottom: marginBottom, count: 1)
        } else if cursorRow < height - 1 {
            cursorRow += 1
        }
    }

    private mutating func reverseIndex() {
        isPendingWrap = false
        if cursorRow == marginTop {
            scrollDown(top: marginTop, bottom: marginBottom, count: 1)
        } else if cursorRow > 0 {
            cursorRow -= 1
        }
    }

    private var erasedCell: Cell {
        Cell(
            text: " ", foreground: .default, background: background, style: style & TerminalCell.stylesVisibleOnSpace,
            isContinuation: false)
    }

    private mutating func scrollUp(top: Int, bottom: Int, count: Int) {
        guard top <= bottom else { return }
        for row in top...bottom {
            for column in 0..<width {
                cells[row * width + column] =
                    row + count <= bottom ? cells[(row + count) * width + column] : erasedCell
            }
        }
    }

    private mutating func scrollDown(top: Int, bottom: Int, count: Int) {
        guard top <= bottom else { return }
        for row in stride(from: bottom, through: top, by: -1) {
            for column in 0..<width {
                cells[row * width + column] =
                    row - count >= top ? cells[(row - count) * width + column] : erasedCell
            }
        }
    }

    private mutating func erase(row: Int, from start: Int, to end: Int) {
        guard start < end else { return }
        // Erasing part of a wide character damages the rest of it.
        if start > 0 && cells[row * width + start].isContinuation { cells[row * width + start - 1] = .damaged }
        if end < width && cells[row * width + end].isContinuation { cells[row * width + end] = .damaged }
        for column in start..<end { cells[row * width + column] = erasedCell }
    }

    // MARK: - Control sequences

    private mutating func controlSequence(final: UInt8) {
        var isPrivate = false
        var bytes = parameters[...]
        if bytes.first == UInt8(ascii: "?") {
            isPrivate = true
            bytes = bytes.dropFirst()
        }
        let values: [Int?] = bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
            $0.isEmpty ? nil : Int(String(decoding: $0, as: UTF8.self))
        }
        func value(_ index: Int, default defaultValue: Int) -> Int {
            guard index < values.count, let value = values[index], value != 0 || defaultValue == 0 else {
                return defaultValue
            }
            return value
        }
        let name =
            "\(isPrivate ? "?" : "")\(String(decoding: parameters, as: UTF8.self))\(Character(Unicode.Scalar(final)))"
        if isPrivate {
            guard final == UInt8(ascii: "h") || final == UInt8(ascii: "l"), values.count == 1 else {
                errors.append("unexpected private sequence ESC[\(name)")
                return
            }
            let set = final == UInt8(ascii: "h")
            switch value(0, default: 0) {
            case 25: isCursorVisible = set
            case 2026:
                if set == isSynchronizing { errors.append("unbalanced synchronized output ESC[\(name)") }
                if !set { synchronizedFrames += 1 }
                isSynchronizing = set
            default: errors.append("unexpected mode ESC[\(name)")
            }
            return
        }
        switch final {
        case UInt8(ascii: "A"):
            let limit = cursorRow >= marginTop ? marginTop : 0
            cursorRow = max(limit, cursorRow - value(0, default: 1))
            isPendingWrap = false
        case UInt8(ascii: "B"):
            let limit = cursorRow <= marginBottom ? marginBottom : height - 1
            cursorRow = min(limit, cursorRow + value(0, default: 1))
            isPendingWrap = false
        case UInt8(ascii: "C"):
            cursorColumn = min(width - 1, cursorColumn + value(0, default: 1))
            isPendingWrap = false
        case UInt8(ascii: "D"):
            cursorColumn = max(0, cursorColumn - value(0, default: 1))
            isPendingWrap = false
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            cursorRow = min(height - 1, max(0, value(0, default: 1) - 1))
            cursorColumn = min(width - 1, max(0, value(1, default: 1) - 1))
            isPendingWrap = false
        case UInt8(ascii: "G"):
            cursorColumn = min(width - 1, max(0, value(0, default: 1) - 1))
            isPendingWrap = false
        case UInt8(ascii: "d"):
            cursorRow = min(height - 1, max(0, value(0, default: 1) - 1))
            isPendingWrap = false
        case UInt8(ascii: "J"):
            switch value(0, default: 0) {
            case 0:
                erase(row: cursorRow, from: cursorColumn, to: width)
                for row in cursorRow + 1..<height { erase(row: row, from: 0, to: width) }
            case 1:
                for row in 0..<cursorRow { erase(row: row, from: 0, to: width) }
                erase(row: cursorRow, from: 0, to: cursorColumn + 1)
            case 2: for row in 0..<height { erase(row: row, from: 0, to: width) }
            default: errors.append("unexpected ESC[\(name)")
            }
        case UInt8(ascii: "K"):
            switch value(0, default: 0) {
            case 0: erase(row: cursorRow, from: cursorColumn, to: width)
            case 1: erase(row: cursorRow, from: 0, to: cursorColumn + 1)
            case 2: erase(row: cursorRow, from: 0, to: width)
            default: errors.append("unexpected ESC[\(name)")
            }
        case UInt8(ascii: "m"): selectGraphicRendition(values.map { $0 ?? 0 }, name: name)
        case UInt8(ascii: "r"):
            if values.count <= 1 && value(0, default: 0) == 0 {
                marginTop = 0
                marginBottom = height - 1
                if resetRegionHomesCursor {
                    cursorRow = 0
                    cursorColumn = 0
                }
            } else {
                let top = value(0, default: 1) - 1
                let bottom = min(height, value(1, default: height)) - 1
                guard top < bottom else {
                    errors.append("invalid scroll region ESC[\(name)")
                    return
                }
                marginTop = top
                marginBottom = bottom
                cursorRow = 0
                cursorColumn = 0
            }
            isPendingWrap = false
        case UInt8(ascii: "S"): scrollUp(top: marginTop, bottom: marginBottom, count: value(0, default: 1))
        case UInt8(ascii: "T"): scrollDown(top: marginTop, bottom: marginBottom, count: value(0, default: 1))
        case UInt8(ascii: "L"), UInt8(ascii: "M"):
            guard cursorRow >= marginTop && cursorRow <= marginBottom else {
                errors.append("ESC[\(name) outside the scroll region")
                return
            }
            if final == UInt8(ascii: "L") {
                scrollDown(top: cursorRow, bottom: marginBottom, count: value(0, default: 1))
            } else {
                scrollUp(top: cursorRow, bottom: marginBottom, count: value(0, default: 1))
            }
            cursorColumn = 0
            isPendingWrap = false
        default:
            errors.append("unexpected ESC[\(name)")
        }
    }

    private mutating func selectGraphicRendition(_ values: [Int], name: String) {
        let values = values.isEmpty ? [0] : values
        var index = 0
        func color(at index: inout Int) -> TerminalColor? {
            guard index + 1 < values.count else { return nil }
            if values[index + 1] == 5, index + 2 < values.count {
                defer { index += 2 }
                return .indexed(UInt8(clamping: values[index + 2]))
            }
            if values[index + 1] == 2, index + 4 < values.count {
                defer { index += 4 }
                let rgb =
                    UInt32(clamping: values[index + 2]) << 16 | UInt32(clamping: values[index + 3]) << 8
                    | UInt32(clamping: values[index + 4])
                return .rgb(rgb)
            }
            return nil
        }
        while index < values.count {
            let code = values[index]
            switch code {
            case 0:
                foreground = .default
                background = .default
                style = 0
            case 1: style |= 1
            case 2: style |= 2
            case 3: style |= 4
            case 4: style |= 8
            case 7: style |= 16
            case 9: style |= 32
            case 22: style &= ~3
            case 23: style &= ~4
            case 24: style &= ~8
            case 27: style &= ~16
            case 29: style &= ~32
            case 30...37: foreground = .ansi(UInt8(code - 30))
            case 90...97: foreground = .ansi(UInt8(code - 90 + 8))
            case 39: foreground = .default
            case 40...47: background = .ansi(UInt8(code - 40))
            case 100...107: background = .ansi(UInt8(code - 100 + 8))
            case 49: background = .default
            case 38, 48:
                guard let color = color(at: &index) else {
                    errors.append("malformed colour in ESC[\(name)")
                    return
                }
                if code == 38 { foreground = color } else { background = color }
            default:
                errors.append("unexpected SGR \(code) in ESC[\(name)")
            }
            index += 1
        }
    }
}
