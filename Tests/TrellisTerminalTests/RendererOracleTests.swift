// The renderer against a terminal emulator: hundreds of seeded random frame sequences (text edits,
// colour changes, wide characters, scrolls by random distances with edits, size changes, cursor moves),
// replayed through TestTerminalEmulator, whose screen must equal the frame after every frame.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

@testable import TrellisTerminal

@Suite("Renderer against an emulator")
struct RendererOracleTests {
    /// One seeded run: `frames` frames of random changes.
    private func run(
        seed: UInt64, frames: Int, mode: TerminalColorMode, synchronizedOutput: Bool, resetRegionHomesCursor: Bool
    ) -> [String] {
        var random = SeededRandomNumberGenerator(seed: seed)
        var width = Int.random(in: 4...40, using: &random)
        var height = Int.random(in: 3...16, using: &random)
        var screen = RandomScreen.random(width: width, height: height, using: &random)
        var renderer = TerminalRenderer(colorMode: mode, synchronizedOutput: synchronizedOutput)
        var emulator = TestTerminalEmulator(
            width: width, height: height, resetRegionHomesCursor: resetRegionHomesCursor)
        var problems: [String] = []
        for frame in 0..<frames {
            switch Int.random(in: 0..<20, using: &random) {
            case 0:
                // Resize: the terminal keeps nothing useful, the renderer must redraw in full.
                width = Int.random(in: 4...40, using: &random)
                height = Int.random(in: 3...16, using: &random)
                screen = RandomScreen.random(width: width, height: height, using: &random)
                emulator.resize(width: width, height: height)
            case 1:
                renderer.invalidate()
                emulator = TestTerminalEmulator(
                    width: width, height: height, resetRegionHomesCursor: resetRegionHomesCursor)
            case 2: break // an unchanged frame
            case 3...9:
                // Scroll a band by a random distance, with edits around it.
                let top = Int.random(in: 0..<height - 1, using: &random)
                let bottom = Int.random(in: top + 2...height, using: &random)
                let limit = max(1, (bottom - top) - 1)
                var distance = Int.random(in: 1...limit, using: &random)
                if Bool.random(using: &random) { distance = -distance }
                screen.scroll(top: top, bottom: bottom, by: distance, using: &random)
                if Bool.random(using: &random) { screen.edit(using: &random) }
            default:
                screen.edit(using: &random)
            }
            let grid = screen.grid()
            let cursor: (column: Int, row: Int)? =
                Bool.random(using: &random)
                ? (Int.random(in: -2...width + 1, using: &random), Int.random(in: -1...height, using: &random)) : nil
            var bytes: [UInt8] = []
            let statistics = renderer.render(grid, cursor: cursor, into: &bytes)
            emulator.feed(bytes)
            let label = "seed \(seed) frame \(frame) (\(statistics))"
            for error in emulator.errors { problems.append("\(label): \(error)") }
            for mismatch in RendererTestFrames.mismatches(emulator, grid, mode: mode) {
                problems.append("\(label): \(mismatch)")
            }
            if let cursor {
                let expected = (min(max(0, cursor.column), width - 1), min(max(0, cursor.row), height - 1))
                if !emulator.isCursorVisible || emulator.cursorColumn != expected.0 || emulator.cursorRow != expected.1
                {
                    problems.append(
                        "\(label): cursor at \(emulator.cursorColumn),\(emulator.cursorRow), expected \(expected)")
                }
            } else if emulator.isCursorVisible {
                problems.append("\(label): cursor visible")
            }
            if emulator.isSynchronizing { problems.append("\(label): synchronized output left on") }
            if statistics.bytesWritten != bytes.count { problems.append("\(label): bytesWritten is wrong") }
            if !problems.isEmpty { return problems }
        }
        return problems
    }

    @Test("random frame sequences in every colour mode leave the emulator showing exactly each frame")
    func randomSequences() {
        let modes: [TerminalColorMode] = [.trueColor, .palette256, .palette16, .none]
        for seed in UInt64(1)...300 {
            let problems = run(
                seed: seed, frames: 30, mode: modes[Int(seed) % modes.count], synchronizedOutput: seed % 3 != 0,
                resetRegionHomesCursor: seed % 2 == 0)
            #expect(problems == [])
            if !problems.isEmpty { break }
        }
    }

    @Test("long random sequences on a larger screen stay exact")
    func longSequences() {
        for seed in UInt64(1000)...1010 {
            let problems = run(
                seed: seed, frames: 200, mode: .trueColor, synchronizedOutput: true, resetRegionHomesCursor: false)
            #expect(problems == [])
            if !problems.isEmpty { break }
        }
    }

    @Test("scrolling the scroll workload's list through many steps both ways with count changes stays exact")
    func t1Walk() {
        var harness = RendererHarness(width: 80, height: 24)
        var random = SeededRandomNumberGenerator(seed: 7)
        var top = 500
        var count = 0
        harness.render(RendererTestFrames.t1(top: top, count: count, width: 80, height: 24))
        for _ in 0..<300 {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: count += 1
            case 1: top = max(0, top - Int.random(in: 1...3, using: &random))
            default: top += Int.random(in: 1...2, using: &random)
            }
            let frame = harness.render(RendererTestFrames.t1(top: top, count: count, width: 80, height: 24))
            #expect(frame.bytes.count < 400)
        }
    }
}
