// Tests of bracketed paste: the content is taken exactly as pasted (line breaks normalised), nothing
// inside is decoded as keys, and a paste spread over many reads is one event.
import Testing
import TrellisTesting
import TrellisUI

@testable import TrellisTerminal

@Suite("Input: bracketed paste")
struct InputPasteTests {
    private let start = InputHarness.bytes("\u{1B}[200~")
    private let end = InputHarness.bytes("\u{1B}[201~")

    @Test("a paste spread over many reads is one event, and nothing comes out before its end")
    func pasteOverManyReads() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(start + InputHarness.bytes("first ")).isEmpty)
        #expect(decoder.decode(InputHarness.bytes("second\r")).isEmpty)
        #expect(decoder.decode(InputHarness.bytes("third\u{1B}[20")).isEmpty)
        #expect(decoder.decode(InputHarness.bytes("1~after")) == [.paste("first second\nthird")] + .typing("after"))
    }

    @Test("an open paste is not pending bytes: the escape timeout neither ends nor drops it")
    func timeoutDuringPaste() {
        var decoder = TerminalInputDecoder()
        _ = decoder.decode(start + InputHarness.bytes("abc\u{1B}"))
        #expect(!decoder.hasPendingBytes)
        #expect(decoder.flushPending().isEmpty)
        #expect(decoder.decode(InputHarness.bytes("[201~")) == [.paste("abc")])
        #expect(decoder.droppedSequenceCount == 0)
    }

    @Test("keys, mouse reports and replies inside a paste are pasted text, not events")
    func sequencesInsidePasteAreText() {
        let inside = "\u{1B}[A\u{1B}[<0;1;1M\u{1B}[?1u\u{1B}OP\u{1B}]0;t\u{07}\u{1B}[I\u{03}\u{7F}"
        let outcome = InputHarness.decode([start + InputHarness.bytes(inside) + end])
        #expect(outcome.events == [.paste(inside)])
        #expect(outcome.dropped == 0)
    }

    @Test("CR and CR LF become LF; LF and tabs stay")
    func lineBreakNormalisation() {
        let outcome = InputHarness.decode([start + InputHarness.bytes("a\rb\r\nc\nd\te\r\r\nf\r") + end])
        #expect(outcome.events == [.paste("a\nb\nc\nd\te\n\nf\n")])
    }

    @Test("CR LF split across reads is still one line break")
    func crLFSplitAcrossReads() {
        let bytes = start + InputHarness.bytes("x\r\ny") + end
        InputHarness.expectDecodes(bytes, to: [.paste("x\ny")])
    }

    @Test("ill-formed UTF-8 inside a paste is dropped and counted, not turned into U+FFFD")
    func invalidUTF8InPaste() {
        let outcome = InputHarness.decode([start + [0x61, 0xFF, 0x62, 0xE2, 0x82, 0x63, 0xC0, 0xAF] + end])
        #expect(outcome.events == [.paste("abc")])
        #expect(outcome.dropped == 4)
    }

    @Test("an end marker with no paste open is dropped, not typed")
    func strayEndMarker() {
        InputHarness.expectDecodes(end + InputHarness.bytes("k"), to: [.typed("k")], dropped: 1)
    }

    @Test("a 10,000-character paste of mixed text arrives intact, whole or a byte per read")
    func largePaste() {
        var text = ""
        var random = SeededRandomNumberGenerator(seed: 7)
        let alphabet: [String] = ["a", "b", " ", "\n", "é", "中", "😀", "\t", "\u{1B}[B"]
        while text.count < 10_000 { text += alphabet[Int(random.next() % UInt64(alphabet.count))] }
        let bytes = start + InputHarness.bytes(text) + end
        #expect(InputHarness.decode([bytes]).events == [.paste(text)])
        #expect(InputHarness.decode(bytes.map { [$0] }).events == [.paste(text)])
    }
}
