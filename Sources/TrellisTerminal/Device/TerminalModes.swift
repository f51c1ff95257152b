// TerminalModes: the escape sequences that put a terminal into a full-screen app's modes and take it
// back out — the only two byte strings the signal handlers need.
import Foundation

/// The terminal modes a full-screen app turns on, and the sequences that enter and leave them.
struct TerminalModes: Sendable, Hashable {
    /// Whether the kitty keyboard protocol's "disambiguate" flag is pushed.
    var kittyKeyboard = false

    /// Alternate screen, hidden cursor, mouse presses/drags in SGR encoding, bracketed paste, focus
    /// events, then a cleared screen.
    var enterSequence: [UInt8] {
        var text = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?1004h"
        if kittyKeyboard { text += "\u{1B}[>1u" }
        text += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
        return Array(text.utf8)
    }

    /// Everything ``enterSequence`` turned on, off again in reverse order: default attributes, the
    /// cursor shown, the main screen back.
    var leaveSequence: [UInt8] {
        var text = ""
        if kittyKeyboard { text += "\u{1B}[<u" }
        text +=
            "\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[r\u{1B}[?25h\u{1B}[?1049l"
        return Array(text.utf8)
    }

    /// Asks whether the terminal speaks the kitty keyboard protocol (answered with `CSI ? flags u` by
    /// those that do; others ignore it).
    static let kittyKeyboardQuery: [UInt8] = Array("\u{1B}[?u".utf8)
}
