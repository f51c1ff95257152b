// Tests that decoding stays linear in the input: a large paste and a flood of arrow keys, whole and a
// byte per read. The decoder counts its steps (bytes looked at, tokens and characters interpreted), so
// the tests measure its work deterministically instead of timing it: doubling the input must at most
// double the steps (with a margin for the fixed start and end), and the steps per byte stay a small
// constant — a decoder that re-scanned or copied its held bytes on each read would take ~n² steps.
import Testing
import TrellisUI

@testable import TrellisTerminal

@Suite("Input decoder: linear time")
struct InputDecoderPerformanceTests {
    /// The most steps a byte of input may cost: each byte is looked at by the scanner, by the paste
    /// collector (and stored), by the paste's line-break normalisation and by its UTF-8 decoding, or
    /// ends up in a token and a character that are interpreted — a handful of steps, never a number
    /// that grows with the input.
    static let stepsPerByte = 8

    /// The bytes of a bracketed paste of `count` × "x".
    private func paste(_ count: Int) -> [UInt8] {
        InputHarness.bytes("\u{1B}[200~") + [UInt8](repeating: UInt8(ascii: "x"), count: count)
            + InputHarness.bytes("\u{1B}[201~")
    }

    /// `count` arrow keys each followed by a character, as one read.
    private func arrowFlood(_ count: Int) -> [UInt8] {
        Array(repeating: InputHarness.bytes("\u{1B}[Bj"), count: count).flatMap { $0 }
    }

    /// Decodes `bytes` a byte per read (or whole); returns the events and the decoder's steps.
    private func decode(_ bytes: [UInt8], bytewise: Bool) -> (events: [TerminalInputEvent], steps: Int) {
        var decoder = TerminalInputDecoder()
        var events: [TerminalInputEvent] = []
        if bytewise {
            for byte in bytes { events += decoder.decode(CollectionOfOne(byte)) }
        } else {
            events = decoder.decode(bytes)
        }
        return (events, decoder.steps)
    }

    @Test("a 200,000-byte paste fed a byte per read decodes in linear time")
    func largePasteBytewise() {
        let half = decode(paste(100_000), bytewise: true)
        let bytes = paste(200_000)
        let whole = decode(bytes, bytewise: true)
        #expect(whole.events == [.paste(String(repeating: "x", count: 200_000))])
        #expect(half.events == [.paste(String(repeating: "x", count: 100_000))])
        #expect(
            Double(whole.steps) <= 2.2 * Double(half.steps),
            "\(half.steps) steps for 100,000 bytes, \(whole.steps) for 200,000")
        #expect(whole.steps <= Self.stepsPerByte * bytes.count, "\(whole.steps) steps for \(bytes.count) bytes")
        // The count is real work, not a constant: every byte is looked at at least once.
        #expect(whole.steps >= bytes.count)
    }

    @Test("a flood of 20,000 arrow keys and 20,000 characters in one read decodes in linear time")
    func arrowFlood() {
        let half = decode(arrowFlood(10_000), bytewise: false)
        let bytes = arrowFlood(20_000)
        let whole = decode(bytes, bytewise: false)
        #expect(whole.events.count == 40_000)
        #expect(whole.events.first == .press(.down) && whole.events.last == .typed("j"))
        #expect(half.events.count == 20_000)
        #expect(
            Double(whole.steps) <= 2.2 * Double(half.steps),
            "\(half.steps) steps for 10,000 keys, \(whole.steps) for 20,000")
        #expect(whole.steps <= Self.stepsPerByte * bytes.count, "\(whole.steps) steps for \(bytes.count) bytes")
        #expect(whole.steps >= bytes.count)
    }

    @Test("the same flood fed a byte per read takes as many steps per byte as in one read")
    func arrowFloodBytewise() {
        let bytes = arrowFlood(5_000)
        let whole = decode(bytes, bytewise: false)
        let bytewise = decode(bytes, bytewise: true)
        #expect(bytewise.events == whole.events)
        #expect(bytewise.steps <= Self.stepsPerByte * bytes.count, "\(bytewise.steps) steps for \(bytes.count) bytes")
        #expect(
            Double(bytewise.steps) <= 1.1 * Double(whole.steps),
            "\(whole.steps) steps in one read, \(bytewise.steps) a byte per read")
    }
}
