// RendererHarness: a renderer wired to the test emulator — each frame's bytes are replayed and the
// emulator's screen is checked against the frame — plus a readable spelling of escape bytes.
import Foundation
import Testing
import TrellisUI

@testable import TrellisTerminal

/// Renders frames into a renderer and an emulator, checking the emulator's screen after each.
struct RendererHarness {
    var renderer: TerminalRenderer
    var emulator: TestTerminalEmulator
    let mode: TerminalColorMode

    init(width: Int, height: Int, mode: TerminalColorMode = .trueColor, synchronizedOutput: Bool = true) {
        renderer = TerminalRenderer(colorMode: mode, synchronizedOutput: synchronizedOutput)
        emulator = TestTerminalEmulator(width: width, height: height)
        self.mode = mode
    }

    /// Renders `grid` and returns the frame's bytes and statistics, after checking that the emulator
    /// shows exactly `grid`.
    @discardableResult
    mutating func render(
        _ grid: CharacterGrid, cursor: (column: Int, row: Int)? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (bytes: [UInt8], statistics: FrameStatistics) {
        var bytes: [UInt8] = []
        let statistics = renderer.render(grid, cursor: cursor, into: &bytes)
        emulator.feed(bytes)
        #expect(emulator.errors == [], sourceLocation: sourceLocation)
        #expect(RendererTestFrames.mismatches(emulator, grid, mode: mode) == [], sourceLocation: sourceLocation)
        #expect(statistics.bytesWritten == bytes.count, sourceLocation: sourceLocation)
        return (bytes, statistics)
    }
}

/// The bytes as text with ESC shown as `\e`, for readable expectations.
func escaped(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "\\e")
        .replacingOccurrences(of: "\u{8}", with: "\\b").replacingOccurrences(of: "\n", with: "\\n")
        .replacingOccurrences(of: "\r", with: "\\r")
}
