// Tests of unknown and malformed input: every such sequence is dropped whole and counted, never typed
// as text — escape sequences nothing knows, over-long ones, strings, ill-formed UTF-8 — and the input
// around it still decodes, whole and split at every byte boundary.
import Testing
import TrellisUI

@testable import TrellisTerminal

@Suite("Input: unknown and malformed sequences")
struct InputMalformedSequenceTests {
    /// Sequences that are dropped whole (one count each), between two typed letters.
    static let droppedSequences: [InputSample] = [
        InputSample("unknown CSI final", "\u{1B}[99q", []),
        InputSample("unknown CSI with a private marker", "\u{1B}[?25h", []),
        InputSample("DA2 reply (not asked for)", "\u{1B}[>41;380;0c", []),
        InputSample("unknown tilde key", "\u{1B}[99~", []),
        InputSample("stray paste end", "\u{1B}[201~", []),
        InputSample("arrow with a first parameter other than 1", "\u{1B}[2A", []),
        InputSample("arrow with three fields", "\u{1B}[1;5;1A", []),
        InputSample("kitty key with an unknown event type", "\u{1B}[97;5:9u", []),
        InputSample("kitty code in the private use area but undefined", "\u{1B}[57344u", []),
        InputSample("kitty code of a C0 control", "\u{1B}[5u", []),
        InputSample("kitty code of a surrogate", "\u{1B}[55296u", []),
        InputSample("kitty code past Unicode", "\u{1B}[1114112u", []),
        InputSample("kitty push (sent to, not by, terminals)", "\u{1B}[>1u", []),
        InputSample("parameter value past the limit", "\u{1B}[99999999~", []),
        InputSample("private marker after the first byte", "\u{1B}[1?A", []),
        InputSample("parameter byte after an intermediate", "\u{1B}[1$1A", []),
        InputSample("DECRQM with one field", "\u{1B}[?2026$y", []),
        InputSample("DECRQM without its $", "\u{1B}[?2026;1y", []),
        InputSample("focus with a parameter", "\u{1B}[1I", []),
        InputSample("unknown SS3", "\u{1B}Oz", []),
        InputSample("SS3 with too many fields", "\u{1B}O1;2;3P", []),
        InputSample("Linux console with an unknown letter", "\u{1B}[[Z", []),
        InputSample("OSC ended by BEL", "\u{1B}]11;rgb:0000/0000/0000\u{07}", []),
        InputSample("OSC ended by ST", "\u{1B}]52;c;aGVsbG8=\u{1B}\\", []),
        InputSample("OSC with UTF-8 payload", "\u{1B}]2;タイトル😀\u{07}", []),
        InputSample("empty OSC", "\u{1B}]\u{07}", []),
        InputSample("DCS (XTVERSION reply)", "\u{1B}P>|xterm(380)\u{1B}\\", []),
        InputSample("DCS (DECRQSS reply)", "\u{1B}P1$r0;1m\u{1B}\\", []),
        InputSample("APC (kitty graphics reply)", "\u{1B}_Gi=31;OK\u{1B}\\", []),
        InputSample("lone continuation byte", [0x80], []),
        InputSample("invalid byte FF", [0xFF], []),
        InputSample("overlong lead C0", [0xC1], []),
        InputSample("C1 control encoded as UTF-8", [0xC2, 0x9B], []),
        InputSample("lead byte past Unicode", [0xF5], []),
    ]

    @Test("an unknown or malformed sequence is dropped whole and counted once", arguments: droppedSequences)
    func droppedWhole(sample: InputSample) {
        InputHarness.expectDecodes(
            InputHarness.bytes("a") + sample.bytes + InputHarness.bytes("b"), to: .typing("ab"), dropped: 1)
    }

    @Test("a CSI of exactly 64 body bytes decodes; one byte more is dropped whole")
    func sequenceLengthLimit() {
        let body64 = String(repeating: "0", count: 61) + "1;5"
        InputHarness.expectDecodes(InputHarness.bytes("\u{1B}[" + body64 + "A"), to: [.press(.up, .control)])
        let body65 = "0" + body64
        InputHarness.expectDecodes(InputHarness.bytes("\u{1B}[" + body65 + "Ax"), to: [.typed("x")], dropped: 1)
    }

    @Test("a very long CSI is swallowed up to its final byte without being stored or typed")
    func veryLongSequence() {
        let long = "\u{1B}[" + String(repeating: "1;", count: 5_000) + "Ax"
        let outcome = InputHarness.decode([InputHarness.bytes(long)])
        #expect(outcome == InputOutcome(events: [.typed("x")], dropped: 1))
    }

    @Test(
        "an OSC or DCS string over 4 KiB is dropped whole, and the key after it decodes",
        arguments: [
            ("\u{1B}]", "\u{07}"), ("\u{1B}]", "\u{1B}\\"), ("\u{1B}P", "\u{1B}\\"), ("\u{1B}_", "\u{1B}\\"),
        ])
    func longString(opener: String, terminator: String) {
        let payload = String(repeating: "0123456789abcdef", count: 300) // 4,800 bytes
        let bytes = InputHarness.bytes(opener + payload + terminator + "\u{1B}[B")
        let expected = InputOutcome(events: [.press(.down)], dropped: 1)
        #expect(InputHarness.decode([bytes]) == expected)
        #expect(InputHarness.decode(bytes.map { [$0] }) == expected)
    }

    @Test("ESC inside a sequence abandons it and starts the next")
    func escapeAbandonsSequence() {
        InputHarness.expectDecodes(InputHarness.bytes("\u{1B}[1;\u{1B}[A"), to: [.press(.up)], dropped: 1)
        InputHarness.expectDecodes(InputHarness.bytes("\u{1B}O\u{1B}OB"), to: [.press(.down)], dropped: 1)
    }

    @Test("an unterminated string is abandoned by the next escape sequence")
    func escapeAbandonsString() {
        InputHarness.expectDecodes(InputHarness.bytes("\u{1B}]0;title\u{1B}[C"), to: [.press(.right)], dropped: 1)
        InputHarness.expectDecodes(
            InputHarness.bytes("\u{1B}P1$r\u{1B}\u{1B}[C"), to: [.press(.right, .option)], dropped: 1)
    }

    @Test("a control byte inside a sequence or string abandons it and is still a key (Ctrl-C gets through)")
    func controlAbandonsSequence() {
        InputHarness.expectDecodes(InputHarness.bytes("\u{1B}[1;5\u{03}"), to: [.typed("c", .control)], dropped: 1)
        InputHarness.expectDecodes(InputHarness.bytes("\u{1B}]0;ti\u{03}"), to: [.typed("c", .control)], dropped: 1)
        InputHarness.expectDecodes(InputHarness.bytes("\u{1B}[<0;1\r"), to: [.press(.enter)], dropped: 1)
        InputHarness.expectDecodes(InputHarness.bytes("\u{1B}[[\u{7F}"), to: [.press(.backspace)], dropped: 1)
    }

    @Test("a non-ASCII byte cannot be part of a sequence: it ends it and is read as text")
    func nonASCIIAbandonsSequence() {
        InputHarness.expectDecodes(InputHarness.bytes("\u{1B}[12é"), to: [.typed("é")], dropped: 1)
    }

    @Test("ill-formed UTF-8 is dropped per maximal ill-formed part, and valid text around it stays")
    func illFormedUTF8() {
        // A truncated three-byte sequence before ASCII.
        InputHarness.expectDecodes([0xE2, 0x82, 0x61], to: [.typed("a")], dropped: 1)
        // Overlong "/" (C0 AF): two ill-formed bytes.
        InputHarness.expectDecodes([0xC0, 0xAF, 0x62], to: [.typed("b")], dropped: 2)
        // Overlong three- and four-byte forms (E0 80 80, F0 80 80 80): one per byte.
        InputHarness.expectDecodes([0xE0, 0x80, 0x80], to: [], dropped: 3)
        InputHarness.expectDecodes([0xF0, 0x80, 0x80, 0x80], to: [], dropped: 4)
        // A UTF-16 surrogate (ED A0 80): three.
        InputHarness.expectDecodes([0xED, 0xA0, 0x80], to: [], dropped: 3)
        // Past U+10FFFF (F4 90 80 80): four.
        InputHarness.expectDecodes([0xF4, 0x90, 0x80, 0x80], to: [], dropped: 4)
        // A truncated sequence interrupted by a new character.
        InputHarness.expectDecodes([0xF0, 0x9F, 0xE4, 0xB8, 0xAD], to: [.typed("中")], dropped: 1)
        // A truncated sequence interrupted by an escape sequence.
        InputHarness.expectDecodes([0xC3, 0x1B, 0x5B, 0x41], to: [.press(.up)], dropped: 1)
    }

    @Test("ESC followed by ill-formed UTF-8 gives Alt to nothing after it")
    func altBeforeGarbage() {
        InputHarness.expectDecodes([0x1B, 0xFF, 0x61], to: [.typed("a")], dropped: 1)
        InputHarness.expectDecodes([0x1B, 0xE2, 0x82, 0x61], to: [.typed("a")], dropped: 1)
    }

    @Test("no U+FFFD or control character is ever typed from ill-formed input")
    func noReplacementCharacters() {
        var bytes: [UInt8] = []
        for byte in UInt8(0x80)...0xFF { bytes += [byte, 0x61] }
        let outcome = InputHarness.decode([bytes])
        for event in outcome.events {
            guard case .key(let key) = event, case .character(let character) = key.key else { continue }
            #expect(character == "a" || key.modifiers.contains(.control))
        }
        #expect(outcome.events.filter { $0 == .typed("a") }.count == 128)
    }
}
