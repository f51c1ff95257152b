// Tests that decoding stays linear in the input: a large paste and a flood of arrow keys, whole and a
// byte per read, finish far inside a bound a quadratic decoder could not meet.
import Foundation
import Testing
import TrellisUI

@testable import TrellisTerminal

@Suite("Input decoder: linear time")
struct InputDecoderPerformanceTests {
    /// Seconds of this thread's CPU time `body` takes: unlike wall time, it does not grow when other
    /// processes preempt the test on a loaded machine, so the bound below separates linear from
    /// quadratic decoding, not quiet machines from busy ones.
    private func seconds(_ body: () -> Void) -> Double {
        func threadTime() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = threadTime()
        body()
        return threadTime() - start
    }

    @Test("a 200,000-byte paste fed a byte per read decodes in linear time")
    func largePasteBytewise() {
        let content = [UInt8](repeating: UInt8(ascii: "x"), count: 200_000)
        let bytes = InputHarness.bytes("\u{1B}[200~") + content + InputHarness.bytes("\u{1B}[201~")
        var events: [TerminalInputEvent] = []
        let elapsed = seconds {
            var decoder = TerminalInputDecoder()
            for byte in bytes { events += decoder.decode(CollectionOfOne(byte)) }
        }
        #expect(events == [.paste(String(repeating: "x", count: 200_000))])
        // Linear: ~200k steps (a fraction of a second in a debug build). A decoder that re-scanned or copied its held
        // bytes on each read would take ~2·10¹⁰ steps; the generous bound allows for a loaded machine.
        #expect(elapsed < 2, "took \(elapsed) s")
    }

    @Test("a flood of 20,000 arrow keys and 20,000 characters in one read decodes in linear time")
    func arrowFlood() {
        let bytes = Array(repeating: InputHarness.bytes("\u{1B}[Bj"), count: 20_000).flatMap { $0 }
        var events: [TerminalInputEvent] = []
        let elapsed = seconds {
            var decoder = TerminalInputDecoder()
            events = decoder.decode(bytes)
        }
        #expect(events.count == 40_000)
        #expect(events.first == .press(.down) && events.last == .typed("j"))
        #expect(elapsed < 2, "took \(elapsed) s")
    }
}
