// Tests of every key class, paste opener, mouse report, focus report and reply the decoder knows, in
// each encoding terminals send it — each decoded whole, split in two at every byte boundary, and one
// byte per read. The catalogue of samples is shared with the fuzz test, which draws known-good input
// from it.
import Testing
import TrellisUI

@testable import TrellisTerminal

/// One encoding of one input and the events it must decode to.
struct InputSample: Sendable, CustomTestStringConvertible {
    /// What the sample is (`"up, CSI A"`).
    var name: String
    /// The bytes a terminal sends.
    var bytes: [UInt8]
    /// The events they decode to.
    var events: [TerminalInputEvent]
    /// How many sequences are dropped on the way.
    var dropped = 0
    /// Whether the last bytes are resolved only by the escape timeout (a lone ESC, ESC + `[`): such a
    /// sample must be the last thing before a pause.
    var needsEscapeTimeout = false
    /// Whether the decoder must be told a cursor position report is expected.
    var expectsCursorPositionReport = false

    init(
        _ name: String, _ text: String, _ events: [TerminalInputEvent], dropped: Int = 0,
        needsEscapeTimeout: Bool = false, expectsCursorPositionReport: Bool = false
    ) {
        self.init(
            name, InputHarness.bytes(text), events, dropped: dropped, needsEscapeTimeout: needsEscapeTimeout,
            expectsCursorPositionReport: expectsCursorPositionReport)
    }

    init(
        _ name: String, _ bytes: [UInt8], _ events: [TerminalInputEvent], dropped: Int = 0,
        needsEscapeTimeout: Bool = false, expectsCursorPositionReport: Bool = false
    ) {
        self.name = name
        self.bytes = bytes
        self.events = events
        self.dropped = dropped
        self.needsEscapeTimeout = needsEscapeTimeout
        self.expectsCursorPositionReport = expectsCursorPositionReport
    }

    var testDescription: String { name }
}

/// The catalogue of inputs, by class.
enum InputSamples {
    static let esc = "\u{1B}"
    static let csi = "\u{1B}["
    static let ss3 = "\u{1B}O"

    /// UTF-8 text of one to four bytes per character (no multi-scalar clusters: those are not split
    /// invariant by design, see InputDecoderTests).
    static let text: [InputSample] = [
        InputSample("ASCII letter", "a", [.typed("a")]),
        InputSample("ASCII word", "Hello", .typing("Hello")),
        InputSample("space and punctuation", " ~!", .typing(" ~!")),
        InputSample("two-byte UTF-8", "é", [.typed("é")]),
        InputSample("three-byte UTF-8", "中文", .typing("中文")),
        InputSample("four-byte UTF-8", "😀", [.typed("😀")]),
        InputSample("mixed widths", "a€😀ß", .typing("a€😀ß")),
    ]

    /// Single control bytes: Enter, Tab, Backspace and Ctrl + key.
    static let controls: [InputSample] = {
        var samples = [
            InputSample("enter, CR", "\r", [.press(.enter)]),
            InputSample("enter, LF", "\n", [.press(.enter)]),
            InputSample("tab", "\t", [.press(.tab)]),
            InputSample("backspace, DEL", [0x7F], [.press(.backspace)]),
            InputSample("backspace, BS", [0x08], [.press(.backspace)]),
            InputSample("ctrl+space, NUL", [0x00], [.typed(" ", .control)]),
            InputSample("ctrl+\\", [0x1C], [.typed("\\", .control)]),
            InputSample("ctrl+]", [0x1D], [.typed("]", .control)]),
            InputSample("ctrl+^", [0x1E], [.typed("^", .control)]),
            InputSample("ctrl+_", [0x1F], [.typed("_", .control)]),
        ]
        for byte in UInt8(0x01)...0x1A where ![0x08, 0x09, 0x0A, 0x0D].contains(byte) {
            let letter = Character(Unicode.Scalar(byte + 0x60))
            samples.append(InputSample("ctrl+\(letter)", [byte], [.typed(letter, .control)]))
        }
        return samples
    }()

    /// Escape, and Alt (Meta) sent as an ESC prefix.
    static let escapeAndAlt: [InputSample] = [
        InputSample("escape, lone ESC", esc, [.press(.escape)], needsEscapeTimeout: true),
        InputSample("alt+escape, ESC ESC", esc + esc, [.press(.escape, .option)], needsEscapeTimeout: true),
        InputSample("alt+a", esc + "a", [.typed("a", .option)]),
        InputSample("alt+A", esc + "A", [.typed("A", .option)]),
        InputSample("alt+space", esc + " ", [.typed(" ", .option)]),
        InputSample("alt+é", esc + "é", [.typed("é", .option)]),
        InputSample("alt+中", esc + "中", [.typed("中", .option)]),
        InputSample("alt+enter", esc + "\r", [.press(.enter, .option)]),
        InputSample("alt+tab", esc + "\t", [.press(.tab, .option)]),
        InputSample("alt+backspace", esc + "\u{7F}", [.press(.backspace, .option)]),
        InputSample("ctrl+alt+a", esc + "\u{01}", [.typed("a", [.control, .option])]),
        InputSample("ctrl+alt+space", esc + "\u{00}", [.typed(" ", [.control, .option])]),
        InputSample("alt+[ at the timeout", esc + "[", [.typed("[", .option)], needsEscapeTimeout: true),
        InputSample("alt+O at the timeout", esc + "O", [.typed("O", .option)], needsEscapeTimeout: true),
        InputSample("alt+up, ESC CSI A", esc + csi + "A", [.press(.up, .option)]),
        InputSample("alt+up, ESC SS3 A", esc + ss3 + "A", [.press(.up, .option)]),
        InputSample("ctrl+alt+up, ESC CSI 1;5A", esc + csi + "1;5A", [.press(.up, [.control, .option])]),
        InputSample("alt+delete, ESC CSI 3~", esc + csi + "3~", [.press(.delete, .option)]),
        InputSample("alt+F1, ESC SS3 P", esc + ss3 + "P", [.press(.function(1), .option)]),
        InputSample("alt+shift+tab, ESC CSI Z", esc + csi + "Z", [.press(.tab, [.shift, .option])]),
    ]

    /// Cursor, editing and function keys in the legacy encodings (xterm, VTE, tmux, rxvt, Linux
    /// console), with and without modifiers.
    static let legacyKeys: [InputSample] = [
        InputSample("up, CSI A", csi + "A", [.press(.up)]),
        InputSample("down, CSI B", csi + "B", [.press(.down)]),
        InputSample("right, CSI C", csi + "C", [.press(.right)]),
        InputSample("left, CSI D", csi + "D", [.press(.left)]),
        InputSample("up, SS3 A", ss3 + "A", [.press(.up)]),
        InputSample("down, SS3 B", ss3 + "B", [.press(.down)]),
        InputSample("right, SS3 C", ss3 + "C", [.press(.right)]),
        InputSample("left, SS3 D", ss3 + "D", [.press(.left)]),
        InputSample("home, CSI H", csi + "H", [.press(.home)]),
        InputSample("end, CSI F", csi + "F", [.press(.end)]),
        InputSample("home, SS3 H", ss3 + "H", [.press(.home)]),
        InputSample("end, SS3 F", ss3 + "F", [.press(.end)]),
        InputSample("home, CSI 1~", csi + "1~", [.press(.home)]),
        InputSample("end, CSI 4~", csi + "4~", [.press(.end)]),
        InputSample("home, CSI 7~ (rxvt)", csi + "7~", [.press(.home)]),
        InputSample("end, CSI 8~ (rxvt)", csi + "8~", [.press(.end)]),
        InputSample("insert, CSI 2~", csi + "2~", [.press(.insert)]),
        InputSample("delete, CSI 3~", csi + "3~", [.press(.delete)]),
        InputSample("page up, CSI 5~", csi + "5~", [.press(.pageUp)]),
        InputSample("page down, CSI 6~", csi + "6~", [.press(.pageDown)]),
        InputSample("shift+tab, CSI Z", csi + "Z", [.press(.tab, .shift)]),
        InputSample("F1, SS3 P", ss3 + "P", [.press(.function(1))]),
        InputSample("F2, SS3 Q", ss3 + "Q", [.press(.function(2))]),
        InputSample("F3, SS3 R", ss3 + "R", [.press(.function(3))]),
        InputSample("F4, SS3 S", ss3 + "S", [.press(.function(4))]),
        InputSample("F1, CSI 11~", csi + "11~", [.press(.function(1))]),
        InputSample("F2, CSI 12~", csi + "12~", [.press(.function(2))]),
        InputSample("F3, CSI 13~", csi + "13~", [.press(.function(3))]),
        InputSample("F4, CSI 14~", csi + "14~", [.press(.function(4))]),
        InputSample("F1, Linux console CSI [A", csi + "[A", [.press(.function(1))]),
        InputSample("F2, Linux console CSI [B", csi + "[B", [.press(.function(2))]),
        InputSample("F3, Linux console CSI [C", csi + "[C", [.press(.function(3))]),
        InputSample("F4, Linux console CSI [D", csi + "[D", [.press(.function(4))]),
        InputSample("F5, Linux console CSI [E", csi + "[E", [.press(.function(5))]),
        InputSample("F5, CSI 15~", csi + "15~", [.press(.function(5))]),
        InputSample("F6, CSI 17~", csi + "17~", [.press(.function(6))]),
        InputSample("F7, CSI 18~", csi + "18~", [.press(.function(7))]),
        InputSample("F8, CSI 19~", csi + "19~", [.press(.function(8))]),
        InputSample("F9, CSI 20~", csi + "20~", [.press(.function(9))]),
        InputSample("F10, CSI 21~", csi + "21~", [.press(.function(10))]),
        InputSample("F11, CSI 23~", csi + "23~", [.press(.function(11))]),
        InputSample("F12, CSI 24~", csi + "24~", [.press(.function(12))]),
        InputSample("F13, CSI 25~", csi + "25~", [.press(.function(13))]),
        InputSample("F20, CSI 34~", csi + "34~", [.press(.function(20))]),
        InputSample("shift+up, CSI 1;2A", csi + "1;2A", [.press(.up, .shift)]),
        InputSample("alt+down, CSI 1;3B", csi + "1;3B", [.press(.down, .option)]),
        InputSample("shift+alt+right, CSI 1;4C", csi + "1;4C", [.press(.right, [.shift, .option])]),
        InputSample("ctrl+left, CSI 1;5D", csi + "1;5D", [.press(.left, .control)]),
        InputSample("ctrl+shift+home, CSI 1;6H", csi + "1;6H", [.press(.home, [.control, .shift])]),
        InputSample("ctrl+alt+end, CSI 1;7F", csi + "1;7F", [.press(.end, [.control, .option])]),
        InputSample("ctrl+alt+shift+up, CSI 1;8A", csi + "1;8A", [.press(.up, [.control, .option, .shift])]),
        InputSample("super+up, CSI 1;9A", csi + "1;9A", [.press(.up, .command)]),
        InputSample("shift+F1, CSI 1;2P", csi + "1;2P", [.press(.function(1), .shift)]),
        InputSample("ctrl+F2, CSI 1;5Q", csi + "1;5Q", [.press(.function(2), .control)]),
        InputSample("alt+F3, CSI 1;3R (no report expected)", csi + "1;3R", [.press(.function(3), .option)]),
        InputSample("ctrl+F4, CSI 1;5S", csi + "1;5S", [.press(.function(4), .control)]),
        InputSample("shift+F1, SS3 2P (old xterm)", ss3 + "2P", [.press(.function(1), .shift)]),
        InputSample("ctrl+delete, CSI 3;5~", csi + "3;5~", [.press(.delete, .control)]),
        InputSample("alt+page up, CSI 5;3~", csi + "5;3~", [.press(.pageUp, .option)]),
        InputSample("shift+insert, CSI 2;2~", csi + "2;2~", [.press(.insert, .shift)]),
        InputSample("shift+F5, CSI 15;2~", csi + "15;2~", [.press(.function(5), .shift)]),
        InputSample("ctrl+F12, CSI 24;5~", csi + "24;5~", [.press(.function(12), .control)]),
        InputSample("ctrl+shift+tab, CSI 1;5Z", csi + "1;5Z", [.press(.tab, [.control, .shift])]),
        InputSample("keypad enter, SS3 M", ss3 + "M", [.press(.enter)]),
        InputSample("keypad *, SS3 j", ss3 + "j", [.typed("*")]),
        InputSample("keypad +, SS3 k", ss3 + "k", [.typed("+")]),
        InputSample("keypad 0, SS3 p", ss3 + "p", [.typed("0")]),
        InputSample("keypad 9, SS3 y", ss3 + "y", [.typed("9")]),
        InputSample("keypad =, SS3 X", ss3 + "X", [.typed("=")]),
        InputSample("ctrl+tab, modifyOtherKeys CSI 27;5;9~", csi + "27;5;9~", [.press(.tab, .control)]),
        InputSample("ctrl+shift+enter, modifyOtherKeys", csi + "27;6;13~", [.press(.enter, [.control, .shift])]),
        InputSample("ctrl+1, modifyOtherKeys", csi + "27;5;49~", [.typed("1", .control)]),
    ]

    /// The kitty keyboard protocol (progressive enhancement 1, disambiguate, and what the other flags
    /// add to a sequence).
    static let kittyKeys: [InputSample] = [
        InputSample("escape, CSI 27u", csi + "27u", [.press(.escape)]),
        InputSample("alt+escape, CSI 27;3u", csi + "27;3u", [.press(.escape, .option)]),
        InputSample("shift+enter, CSI 13;2u", csi + "13;2u", [.press(.enter, .shift)]),
        InputSample("ctrl+tab, CSI 9;5u", csi + "9;5u", [.press(.tab, .control)]),
        InputSample("ctrl+backspace, CSI 127;5u", csi + "127;5u", [.press(.backspace, .control)]),
        InputSample("ctrl+a, CSI 97;5u", csi + "97;5u", [.typed("a", .control)]),
        InputSample("alt+a, CSI 97;3u", csi + "97;3u", [.typed("a", .option)]),
        InputSample("ctrl+alt+c, CSI 99;7u", csi + "99;7u", [.typed("c", [.control, .option])]),
        InputSample("ctrl+shift+a, CSI 97;6u", csi + "97;6u", [.typed("A", [.control, .shift])]),
        InputSample("ctrl+shift+a with alternate, CSI 97:65;6u", csi + "97:65;6u", [.typed("A", [.control, .shift])]),
        InputSample(
            "ctrl+shift+1 with alternate !, CSI 49:33;6u", csi + "49:33;6u", [.typed("!", [.control, .shift])]),
        InputSample("super+s, CSI 115;9u", csi + "115;9u", [.typed("s", .command)]),
        InputSample("ctrl+space, CSI 32;5u", csi + "32;5u", [.typed(" ", .control)]),
        InputSample("alt+é, CSI 233;3u", csi + "233;3u", [.typed("é", .option)]),
        InputSample("ctrl+😀, CSI 128512;5u", csi + "128512;5u", [.typed("😀", .control)]),
        InputSample("unmodified a, CSI 97u", csi + "97u", [.typed("a")]),
        InputSample("press event type 1, CSI 99;5:1u", csi + "99;5:1u", [.typed("c", .control)]),
        InputSample("repeat is a press, CSI 99;5:2u", csi + "99;5:2u", [.typed("c", .control)]),
        InputSample("release is ignored, CSI 99;5:3u", csi + "99;5:3u", []),
        InputSample("release of an arrow is ignored, CSI 1;1:3A", csi + "1;1:3A", []),
        InputSample("release of delete is ignored, CSI 3;1:3~", csi + "3;1:3~", []),
        InputSample("repeat of up, CSI 1;1:2A", csi + "1;1:2A", [.press(.up)]),
        InputSample("ctrl+up with event type, CSI 1;5:1A", csi + "1;5:1A", [.press(.up, .control)]),
        InputSample("text field is ignored, CSI 97;3;229u", csi + "97;3;229u", [.typed("a", .option)]),
        InputSample("keypad 0, CSI 57399u", csi + "57399u", [.typed("0")]),
        InputSample("keypad 9, CSI 57408u", csi + "57408u", [.typed("9")]),
        InputSample("keypad ., CSI 57409u", csi + "57409u", [.typed(".")]),
        InputSample("keypad enter, CSI 57414u", csi + "57414u", [.press(.enter)]),
        InputSample("ctrl+keypad enter, CSI 57414;5u", csi + "57414;5u", [.press(.enter, .control)]),
        InputSample("keypad left, CSI 57417u", csi + "57417u", [.press(.left)]),
        InputSample("keypad page down, CSI 57422u", csi + "57422u", [.press(.pageDown)]),
        InputSample("keypad delete, CSI 57426u", csi + "57426u", [.press(.delete)]),
        InputSample("keypad begin, CSI 57427~, is ignored", csi + "57427~", []),
        InputSample("keypad begin, CSI E, is ignored", csi + "E", []),
        InputSample("F13, CSI 57376u", csi + "57376u", [.press(.function(13))]),
        InputSample("F35, CSI 57398u", csi + "57398u", [.press(.function(35))]),
        InputSample("caps lock is ignored, CSI 57358u", csi + "57358u", []),
        InputSample("left shift alone is ignored, CSI 57441;2u", csi + "57441;2u", []),
        InputSample("media play is ignored, CSI 57428u", csi + "57428u", []),
        InputSample("F3, kitty's CSI 13~", csi + "13~", [.press(.function(3))]),
        InputSample("ctrl+F1, CSI 1;5P", csi + "1;5P", [.press(.function(1), .control)]),
        InputSample("hyper and locks add no modifier, CSI 97;213u", csi + "97;213u", [.typed("a", .control)]),
        InputSample("meta is alt, CSI 97;33u", csi + "97;33u", [.typed("a", .option)]),
    ]

    /// Bracketed paste framing around text and keys.
    static let paste: [InputSample] = [
        InputSample("paste of a word", csi + "200~hello" + csi + "201~", [.paste("hello")]),
        InputSample("empty paste", csi + "200~" + csi + "201~", [.paste("")]),
        InputSample(
            "paste between keys", "a" + csi + "200~x y" + csi + "201~" + csi + "A",
            [.typed("a"), .paste("x y"), .press(.up)]),
        InputSample(
            "paste with escape sequences, controls and newlines",
            csi + "200~one\rtwo\r\nthree\n\u{1B}[A\t\u{03}\u{1B}" + csi + "201~",
            [.paste("one\ntwo\nthree\n\u{1B}[A\t\u{03}\u{1B}")]),
        InputSample(
            "paste with a near-miss end marker", csi + "200~a\u{1B}[201x\u{1B}[20" + csi + "201~",
            [.paste("a\u{1B}[201x\u{1B}[20")]),
        InputSample("paste of UTF-8 and emoji", csi + "200~中文 é 👨‍👩‍👧" + csi + "201~", [.paste("中文 é 👨‍👩‍👧")]),
        InputSample("paste after a stray ESC", esc + csi + "200~p" + csi + "201~", [.press(.escape), .paste("p")]),
    ]

    /// SGR (1006) mouse reports and a legacy X10 press.
    static let mouse: [InputSample] = [
        InputSample("left press", csi + "<0;1;1M", [.mouse(.down, .primary, column: 0, row: 0)]),
        InputSample("left release", csi + "<0;10;5m", [.mouse(.up, .primary, column: 9, row: 4)]),
        InputSample("middle press", csi + "<1;3;4M", [.mouse(.down, .middle, column: 2, row: 3)]),
        InputSample("middle release", csi + "<1;3;4m", [.mouse(.up, .middle, column: 2, row: 3)]),
        InputSample("right press", csi + "<2;80;24M", [.mouse(.down, .secondary, column: 79, row: 23)]),
        InputSample("right release", csi + "<2;80;24m", [.mouse(.up, .secondary, column: 79, row: 23)]),
        InputSample("left drag", csi + "<32;5;6M", [.mouse(.moved, .primary, column: 4, row: 5)]),
        InputSample("right drag", csi + "<34;5;6M", [.mouse(.moved, .secondary, column: 4, row: 5)]),
        InputSample("motion with no button", csi + "<35;7;8M", [.mouse(.moved, .none, column: 6, row: 7)]),
        InputSample("wheel up", csi + "<64;10;2M", [.wheel(deltaY: -1, column: 9, row: 1)]),
        InputSample("wheel down", csi + "<65;10;2M", [.wheel(deltaY: 1, column: 9, row: 1)]),
        InputSample("wheel left", csi + "<66;10;2M", [.wheel(deltaX: -1, column: 9, row: 1)]),
        InputSample("wheel right", csi + "<67;10;2M", [.wheel(deltaX: 1, column: 9, row: 1)]),
        InputSample("shift+click", csi + "<4;2;2M", [.mouse(.down, .primary, column: 1, row: 1, .shift)]),
        InputSample("alt+click", csi + "<8;2;2M", [.mouse(.down, .primary, column: 1, row: 1, .option)]),
        InputSample("ctrl+click", csi + "<16;2;2M", [.mouse(.down, .primary, column: 1, row: 1, .control)]),
        InputSample(
            "ctrl+shift+alt right click", csi + "<30;2;2M",
            [.mouse(.down, .secondary, column: 1, row: 1, [.control, .shift, .option])]),
        InputSample("ctrl+drag", csi + "<48;3;3M", [.mouse(.moved, .primary, column: 2, row: 2, .control)]),
        InputSample("ctrl+wheel down", csi + "<81;4;4M", [.wheel(deltaY: 1, column: 3, row: 3, .control)]),
        InputSample("shift+wheel up", csi + "<68;4;4M", [.wheel(deltaY: -1, column: 3, row: 3, .shift)]),
        InputSample("far coordinates", csi + "<0;300;200M", [.mouse(.down, .primary, column: 299, row: 199)]),
        InputSample("a wheel release is ignored", csi + "<65;4;4m", []),
        InputSample(
            "legacy X10 left press", csi + "M" + "\u{20}\u{25}\u{23}", [.mouse(.down, .primary, column: 4, row: 2)]),
        InputSample("legacy X10 wheel down", csi + "M" + "\u{61}\u{21}\u{21}", [.wheel(deltaY: 1, column: 0, row: 0)]),
        InputSample("legacy X10 drag", csi + "M" + "\u{40}\u{2A}\u{2A}", [.mouse(.moved, .primary, column: 9, row: 9)]),
        InputSample(
            "legacy X10 column past 95", [0x1B, 0x5B, 0x4D, 0x20, 0xC8, 0x21],
            [.mouse(.down, .primary, column: 167, row: 0)]),
    ]

    /// Focus reports (mode 1004).
    static let focus: [InputSample] = [
        InputSample("focus in", csi + "I", [.focus(true)]),
        InputSample("focus out", csi + "O", [.focus(false)]),
        InputSample("focus between keys", "a" + csi + "Ob", [.typed("a"), .focus(false), .typed("b")]),
        InputSample("focus after a stray ESC", esc + csi + "I", [.press(.escape), .focus(true)]),
    ]

    /// Replies to the screen's queries.
    static let replies: [InputSample] = [
        InputSample("kitty flags", csi + "?1u", [.reply(.keyboardFlags(1))]),
        InputSample("kitty flags, none", csi + "?0u", [.reply(.keyboardFlags(0))]),
        InputSample("kitty flags, omitted", csi + "?u", [.reply(.keyboardFlags(0))]),
        InputSample("kitty flags, all", csi + "?31u", [.reply(.keyboardFlags(31))]),
        InputSample("DECRQM mode 2026 reset", csi + "?2026;2$y", [.reply(.modeReport(mode: 2026, value: 2))]),
        InputSample("DECRQM mode 2004 set", csi + "?2004;1$y", [.reply(.modeReport(mode: 2004, value: 1))]),
        InputSample("DECRQM unknown mode", csi + "?9999;0$y", [.reply(.modeReport(mode: 9999, value: 0))]),
        InputSample(
            "DA1 of a VT220 with features", csi + "?62;22;52c", [.reply(.primaryDeviceAttributes([62, 22, 52]))]),
        InputSample("DA1 of a VT102", csi + "?6c", [.reply(.primaryDeviceAttributes([6]))]),
        InputSample(
            "DA1 of xterm", csi + "?64;1;2;6;9;15;16;17;18;21;22;28c",
            [.reply(.primaryDeviceAttributes([64, 1, 2, 6, 9, 15, 16, 17, 18, 21, 22, 28]))]),
        InputSample("DECXCPR is always a report", csi + "?5;7R", [.reply(.cursorPosition(row: 5, column: 7))]),
        InputSample("DECXCPR with page", csi + "?5;7;1R", [.reply(.cursorPosition(row: 5, column: 7))]),
        InputSample(
            "CPR when expected", csi + "12;40R", [.reply(.cursorPosition(row: 12, column: 40))],
            expectsCursorPositionReport: true),
        InputSample(
            "CPR that looks like ctrl+F3, when expected", csi + "1;5R", [.reply(.cursorPosition(row: 1, column: 5))],
            expectsCursorPositionReport: true),
        InputSample(
            "kitty query answer then DA1, as at start-up", csi + "?1u" + csi + "?62;22c",
            [.reply(.keyboardFlags(1)), .reply(.primaryDeviceAttributes([62, 22]))]),
        InputSample(
            "a reply between typed keys", "x" + csi + "?2026;1$yz",
            [.typed("x"), .reply(.modeReport(mode: 2026, value: 1)), .typed("z")]),
    ]

    /// Everything above.
    static let all: [InputSample] =
        text + controls + escapeAndAlt + legacyKeys + kittyKeys + paste + mouse + focus + replies
}

@Suite("Input samples, whole and split at every byte boundary")
struct InputSampleTests {
    private func check(_ sample: InputSample) {
        InputHarness.expectDecodes(
            sample.bytes, to: sample.events, dropped: sample.dropped,
            expectsCursorPositionReport: sample.expectsCursorPositionReport)
    }

    @Test("UTF-8 text", arguments: InputSamples.text)
    func text(sample: InputSample) { check(sample) }

    @Test("control keys: enter, tab, backspace, ctrl+key", arguments: InputSamples.controls)
    func controls(sample: InputSample) { check(sample) }

    @Test("escape and alt (ESC prefix)", arguments: InputSamples.escapeAndAlt)
    func escapeAndAlt(sample: InputSample) { check(sample) }

    @Test("legacy cursor, editing and function keys with modifiers", arguments: InputSamples.legacyKeys)
    func legacyKeys(sample: InputSample) { check(sample) }

    @Test("kitty keyboard protocol keys", arguments: InputSamples.kittyKeys)
    func kittyKeys(sample: InputSample) { check(sample) }

    @Test("bracketed paste", arguments: InputSamples.paste)
    func paste(sample: InputSample) { check(sample) }

    @Test("mouse reports", arguments: InputSamples.mouse)
    func mouse(sample: InputSample) { check(sample) }

    @Test("focus reports", arguments: InputSamples.focus)
    func focus(sample: InputSample) { check(sample) }

    @Test("replies to queries", arguments: InputSamples.replies)
    func replies(sample: InputSample) { check(sample) }

    @Test("every sample decodes the same after any other sample that needs no timeout")
    func samplesInSequence() {
        // Pairs catch state leaking from one unit into the next (an Alt flag, a held byte, a mode).
        let plain = InputSamples.all.filter { !$0.needsEscapeTimeout && !$0.expectsCursorPositionReport }
        for first in plain {
            for second in InputSamples.all where !second.expectsCursorPositionReport {
                let outcome = InputHarness.decode([first.bytes + second.bytes])
                #expect(
                    outcome
                        == InputOutcome(events: first.events + second.events, dropped: first.dropped + second.dropped),
                    "\(first.name) then \(second.name)")
            }
        }
    }
}
