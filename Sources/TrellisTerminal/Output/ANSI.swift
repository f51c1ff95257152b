// ANSI: the byte-level spelling of the escape sequences the renderer sends (CSI with decimal
// parameters), and their lengths, so that cost comparisons count exactly what is written.

/// Helpers that append control sequences to a byte buffer without going through `String`.
enum ANSI {
    static let escape: UInt8 = 0x1B

    /// The number of decimal digits of a non-negative value.
    @inline(__always)
    static func decimalLength(_ value: Int) -> Int {
        if value < 10 { return 1 }
        if value < 100 { return 2 }
        if value < 1000 { return 3 }
        if value < 10000 { return 4 }
        var length = 5
        var rest = value / 100_000
        while rest > 0 {
            length += 1
            rest /= 10
        }
        return length
    }

    /// Appends a non-negative value in decimal (negative values are written as 0).
    @inline(__always)
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        let value = max(0, value)
        if value < 10 {
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + value))
            return
        }
        if value < 100 {
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + value / 10))
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
            return
        }
        let length = decimalLength(value)
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: length))
        var rest = value
        var index = start + length - 1
        while index >= start {
            bytes[index] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
            rest /= 10
            index -= 1
        }
    }

    /// Appends `ESC [`.
    @inline(__always)
    static func appendCSI(to bytes: inout [UInt8]) {
        bytes.append(escape)
        bytes.append(UInt8(ascii: "["))
    }

    /// Appends `ESC [ n final`, leaving out `n` when it is 1 (every sequence used here defaults to 1).
    static func appendCSI(_ parameter: Int, _ final: UInt8, to bytes: inout [UInt8]) {
        appendCSI(to: &bytes)
        if parameter != 1 { appendDecimal(parameter, to: &bytes) }
        bytes.append(final)
    }

    /// The length of ``appendCSI(_:_:to:)``'s output.
    static func csiLength(_ parameter: Int) -> Int { parameter == 1 ? 3 : 3 + decimalLength(parameter) }

    /// Appends a literal ASCII sequence.
    static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `ESC[?2026h`: begin synchronized output (the terminal shows nothing until the end).
    static let beginSynchronizedUpdate: StaticString = "\u{1B}[?2026h"
    /// `ESC[?2026l`: end synchronized output.
    static let endSynchronizedUpdate: StaticString = "\u{1B}[?2026l"
    /// `ESC[?25l`: hide the cursor.
    static let hideCursor: StaticString = "\u{1B}[?25l"
    /// `ESC[?25h`: show the cursor.
    static let showCursor: StaticString = "\u{1B}[?25h"
    /// `ESC[K`: erase from the cursor to the end of the line (in the current background).
    static let eraseToEndOfLine: StaticString = "\u{1B}[K"
    /// `ESC[J`: erase from the cursor to the end of the screen (in the current background).
    static let eraseBelow: StaticString = "\u{1B}[J"
    /// `ESC[2J`: erase the whole screen (in the current background); the cursor does not move.
    static let eraseScreen: StaticString = "\u{1B}[2J"
    /// `ESC[r`: reset the scroll region to the whole screen. xterm homes the cursor, other terminals
    /// (pyte) leave it: its position is unknown afterwards.
    static let resetScrollRegion: StaticString = "\u{1B}[r"
    /// `ESC M` (RI): cursor up; at the top margin, scroll the region down one line.
    static let reverseIndex: StaticString = "\u{1B}M"
}
