// Tests of TerminalInputDecoder as a whole: the escape timeout and pending bytes, grapheme clusters
// across reads, the cursor-position-report flag, the drop counter — and the harness the other input
// tests share (decoding in chunks, every way of splitting a byte string, event builders).
import Foundation
import Testing
import TrellisUI

@testable import TrellisTerminal

/// What decoding a byte stream produced: the events and the drop counter.
struct InputOutcome: Equatable, CustomStringConvertible {
    var events: [TerminalInputEvent]
    var dropped: Int

    var description: String { "\(events) dropped \(dropped)" }
}

/// Decoding helpers shared by the input decoder tests.
enum InputHarness {
    /// The UTF-8 bytes of `text` (escape sequences are written with `\u{1B}`).
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Feeds `chunks` as successive reads, then resolves what is pending as the host does when the
    /// escape timeout expires.
    static func decode(
        _ chunks: [[UInt8]], expectsCursorPositionReport: Bool = false, flush: Bool = true
    ) -> InputOutcome {
        var decoder = TerminalInputDecoder()
        decoder.expectsCursorPositionReport = expectsCursorPositionReport
        var events: [TerminalInputEvent] = []
        for chunk in chunks { events += decoder.decode(chunk) }
        if flush { events += decoder.flushPending() }
        return InputOutcome(events: events, dropped: decoder.droppedSequenceCount)
    }

    /// Every way the tests split a byte string into reads: whole, two parts at each inner boundary,
    /// and one byte per read.
    static func splittings(of bytes: [UInt8]) -> [(label: String, chunks: [[UInt8]])] {
        var result: [(String, [[UInt8]])] = [("whole", [bytes])]
        if bytes.count > 1 {
            for cut in 1..<bytes.count {
                result.append(("split at \(cut)", [Array(bytes[..<cut]), Array(bytes[cut...])]))
            }
            result.append(("one byte per read", bytes.map { [$0] }))
        }
        return result
    }

    /// Expects `bytes` to decode to `events` (and `dropped` drops) whole and split at every byte
    /// boundary.
    static func expectDecodes(
        _ bytes: [UInt8], to events: [TerminalInputEvent], dropped: Int = 0,
        expectsCursorPositionReport: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = InputOutcome(events: events, dropped: dropped)
        for (label, chunks) in splittings(of: bytes) {
            let outcome = decode(chunks, expectsCursorPositionReport: expectsCursorPositionReport)
            #expect(outcome == expected, "\(label)", sourceLocation: sourceLocation)
        }
    }
}

extension [TerminalInputEvent] {
    /// One character key press per grapheme cluster of `text`.
    static func typing(_ text: String) -> [TerminalInputEvent] {
        text.map { .typed($0) }
    }
}

extension TerminalInputEvent {
    /// A key press.
    static func press(_ key: Key, _ modifiers: KeyModifiers = []) -> TerminalInputEvent {
        .key(KeyEvent(key: key, modifiers: modifiers))
    }

    /// A character key press.
    static func typed(_ character: Character, _ modifiers: KeyModifiers = []) -> TerminalInputEvent {
        .key(KeyEvent(key: .character(character), modifiers: modifiers))
    }

    /// A mouse button or motion event at a 0-based cell.
    static func mouse(
        _ phase: PointerPhase, _ button: PointerButton, column: Int, row: Int, _ modifiers: KeyModifiers = []
    ) -> TerminalInputEvent {
        .pointer(
            PointerEvent(
                location: CGPoint(x: CGFloat(column), y: CGFloat(row)), phase: phase, button: button,
                modifiers: modifiers))
    }

    /// A wheel notch at a 0-based cell.
    static func wheel(
        deltaX: CGFloat = 0, deltaY: CGFloat = 0, column: Int, row: Int, _ modifiers: KeyModifiers = []
    ) -> TerminalInputEvent {
        .scroll(
            ScrollEvent(
                location: CGPoint(x: CGFloat(column), y: CGFloat(row)), deltaX: deltaX, deltaY: deltaY,
                modifiers: modifiers))
    }
}

@Suite("TerminalInputDecoder")
struct InputDecoderTests {
    // MARK: Escape timeout

    @Test("a lone ESC is held until the timeout, then it is the Escape key")
    func loneEscapeWaitsForTimeout() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.flushPending() == [.press(.escape)])
        #expect(!decoder.hasPendingBytes)
        #expect(decoder.droppedSequenceCount == 0)
    }

    @Test("an ESC whose sequence arrives in the next read, before the timeout, is that sequence")
    func escapeContinuedByNextRead() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode(InputHarness.bytes("[A")) == [.press(.up)])
        #expect(!decoder.hasPendingBytes)
    }

    @Test("after the timeout resolved an ESC, the bytes that follow are read afresh")
    func bytesAfterTimeoutAreFresh() {
        var decoder = TerminalInputDecoder()
        _ = decoder.decode([0x1B])
        #expect(decoder.flushPending() == [.press(.escape)])
        #expect(decoder.decode(InputHarness.bytes("[A")) == [.typed("["), .typed("A")])
    }

    @Test(
        "ESC plus a sequence introducer is Alt plus that character at the timeout",
        arguments: ["[", "O", "P", "]", "_"])
    func escapeIntroducerAtTimeout(introducer: String) {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(InputHarness.bytes("\u{1B}" + introducer)).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.flushPending() == [.typed(Character(introducer), .option)])
        #expect(decoder.droppedSequenceCount == 0)
    }

    @Test(
        "a partial sequence at the timeout is dropped whole and counted, never typed",
        arguments: [
            "\u{1B}[1;5", "\u{1B}[<0;12", "\u{1B}O5", "\u{1B}]11;rgb:00", "\u{1B}P>|", "\u{1B}_G", "\u{1B}]0;x\u{1B}",
            "\u{1B}[[", "\u{1B}[M!", "\u{1B}\u{1B}[1",
        ])
    func partialSequenceAtTimeout(partial: String) {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(InputHarness.bytes(partial)).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.flushPending() == [])
        #expect(decoder.droppedSequenceCount == 1)
        #expect(!decoder.hasPendingBytes)
        #expect(decoder.decode(InputHarness.bytes("x")) == [.typed("x")])
    }

    @Test("a character split across reads is held, and dropped at the timeout if it never completes")
    func partialCharacter() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0xE4, 0xB8]).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.decode([0xAD]) == [.typed("中")])
        #expect(!decoder.hasPendingBytes)
        #expect(decoder.decode([0xE4, 0xB8]).isEmpty)
        #expect(decoder.flushPending() == [])
        #expect(decoder.droppedSequenceCount == 1)
    }

    @Test("nothing is pending after complete input, and flushing then does nothing")
    func nothingPending() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(InputHarness.bytes("ab\u{1B}[A\r")).count == 4)
        #expect(!decoder.hasPendingBytes)
        #expect(decoder.flushPending() == [])
        #expect(decoder.droppedSequenceCount == 0)
    }

    @Test("ESC ESC at the timeout is Alt + Escape; a third ESC makes the first a plain Escape")
    func doubledEscape() {
        #expect(InputHarness.decode([[0x1B, 0x1B]]).events == [.press(.escape, .option)])
        #expect(InputHarness.decode([[0x1B, 0x1B, 0x1B]]).events == [.press(.escape), .press(.escape, .option)])
        #expect(
            InputHarness.decode([InputHarness.bytes("\u{1B}\u{1B}x")]).events == [
                .press(.escape), .typed("x", .option),
            ])
    }

    // MARK: Grapheme clusters

    @Test(
        "text arriving in one read decodes per grapheme cluster",
        arguments: [
            "e\u{301}", "👍🏽", "👨‍👩‍👧", "🇯🇵", "a\u{308}\u{323}", "❤️", "1️⃣",
        ])
    func clusterInOneRead(cluster: String) {
        #expect(cluster.count == 1)
        let outcome = InputHarness.decode([InputHarness.bytes("x" + cluster + "y")])
        #expect(outcome.events == .typing("x") + .typing(cluster) + .typing("y"))
        #expect(outcome.dropped == 0)
    }

    @Test("a combining mark in a later read than its base arrives as its own character")
    func combiningMarkInLaterRead() {
        let outcome = InputHarness.decode([InputHarness.bytes("e"), InputHarness.bytes("\u{301}")])
        #expect(outcome.events == [.typed("e"), .typed("\u{301}")])
    }

    @Test("Alt applies to the whole first cluster after ESC, not to the text after it")
    func altWithCluster() {
        let outcome = InputHarness.decode([InputHarness.bytes("\u{1B}e\u{301}x")])
        #expect(outcome.events == [.typed("e\u{301}", .option), .typed("x")])
    }

    // MARK: Cursor position reports

    @Test("CSI row;col R is a cursor position report only while one is expected, and only once")
    func cursorPositionReportFlag() {
        var decoder = TerminalInputDecoder()
        let report = InputHarness.bytes("\u{1B}[1;5R")
        #expect(decoder.decode(report) == [.press(.function(3), .control)])
        decoder.expectsCursorPositionReport = true
        #expect(decoder.decode(report) == [.reply(.cursorPosition(row: 1, column: 5))])
        #expect(!decoder.expectsCursorPositionReport)
        #expect(decoder.decode(report) == [.press(.function(3), .control)])
    }

    @Test("an expected report split across reads is still a report")
    func splitCursorPositionReport() {
        InputHarness.expectDecodes(
            InputHarness.bytes("a\u{1B}[24;80Rb"),
            to: [.typed("a"), .reply(.cursorPosition(row: 24, column: 80)), .typed("b")],
            expectsCursorPositionReport: true)
    }

    // MARK: Counting

    @Test("the drop counter adds up over reads and counts each dropped sequence once")
    func dropCounterAccumulates() {
        var decoder = TerminalInputDecoder()
        _ = decoder.decode(InputHarness.bytes("\u{1B}[99q\u{1B}]0;title\u{07}"))
        #expect(decoder.droppedSequenceCount == 2)
        _ = decoder.decode([0xFF, 0x61])
        #expect(decoder.droppedSequenceCount == 3)
        _ = decoder.decode(InputHarness.bytes("\u{1B}[A"))
        #expect(decoder.droppedSequenceCount == 3)
    }

    @Test("decoding accepts any sequence of bytes, not only arrays")
    func decodesAnySequence() {
        var decoder = TerminalInputDecoder()
        let data = Data("\u{1B}[Bq".utf8)
        #expect(decoder.decode(data) == [.press(.down), .typed("q")])
        #expect(decoder.decode(InputHarness.bytes("xyz").dropFirst()) == [.typed("y"), .typed("z")])
    }
}
