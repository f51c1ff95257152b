// Tests of colour handling: environment detection, nearest-colour mapping in each mode, semantic
// defaults, and that NO_COLOR / .none output carries no colour codes at all.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

@testable import TrellisTerminal

@Suite("Renderer colours")
struct RendererColorTests {
    @Test("the colour mode follows NO_COLOR, COLORTERM and TERM")
    func detection() {
        #expect(TerminalColorMode.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
        #expect(TerminalColorMode.detect(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(TerminalColorMode.detect(environment: ["COLORTERM": "24bit", "TERM": "xterm"]) == .trueColor)
        #expect(TerminalColorMode.detect(environment: ["TERM": "xterm-direct"]) == .trueColor)
        #expect(TerminalColorMode.detect(environment: ["TERM": "xterm-256color"]) == .palette256)
        #expect(TerminalColorMode.detect(environment: ["TERM": "tmux-256color", "COLORTERM": "yes"]) == .palette256)
        #expect(TerminalColorMode.detect(environment: ["TERM": "dumb"]) == .none)
        #expect(TerminalColorMode.detect(environment: ["TERM": "xterm"]) == .palette16)
        #expect(TerminalColorMode.detect(environment: [:]) == .palette16)
    }

    @Test("label and systemBackground are the terminal's defaults; other colours map to their values")
    func semanticDefaults() {
        let mapping = TerminalColorMapping(mode: .trueColor)
        #expect(mapping.foreground(.label) == .default)
        #expect(mapping.foreground(nil) == .default)
        #expect(mapping.background(.systemBackground) == .default)
        #expect(mapping.background(nil) == .default)
        // The same value without the semantic name is an ordinary colour.
        #expect(mapping.foreground(.black) == .rgb(0x000000))
        #expect(mapping.background(.white) == .rgb(0xFFFFFF))
        #expect(mapping.foreground(.systemBackground) == .rgb(0xFFFFFF))
        #expect(mapping.foreground(.tintColor) == .rgb(0x007AFF))
        // Alpha is ignored.
        #expect(mapping.foreground(Color.red.withAlphaComponent(0.3)) == .rgb(0xFF0000))
    }

    @Test("256-colour mode picks the nearest entry of the 6×6×6 cube or the grey ramp")
    func palette256() {
        let mapping = TerminalColorMapping(mode: .palette256)
        #expect(mapping.foreground(.red) == .indexed(196))
        #expect(mapping.foreground(Color(rgb: 0x5F87AF)) == .indexed(67))
        #expect(mapping.foreground(Color(rgb: 0x808080)) == .indexed(244))
        #expect(mapping.foreground(Color(rgb: 0x000000)) == .indexed(16))
        #expect(mapping.foreground(Color(rgb: 0xFFFFFF)) == .indexed(231))
        #expect(mapping.foreground(.tintColor) == .indexed(33))
        #expect(mapping.foreground(Color(rgb: 0x121212)) == .indexed(233))
        // Exhaustively over a lattice: no palette entry 16–255 is closer than the chosen one.
        for value in stride(from: UInt32(0), through: 0xFFFFFF, by: 0x0F_0D_0B) {
            let chosen = TerminalColorMapping.nearestPaletteIndex(rgb: value)
            let distance = TerminalColorMapping.distanceSquared(value, TerminalColorMapping.rgb(ofPaletteIndex: chosen))
            for index in UInt8(16)...255 {
                #expect(
                    TerminalColorMapping.distanceSquared(value, TerminalColorMapping.rgb(ofPaletteIndex: index))
                        >= distance)
            }
        }
    }

    @Test("16-colour mode picks the nearest ANSI colour")
    func palette16() {
        let mapping = TerminalColorMapping(mode: .palette16)
        #expect(mapping.foreground(.red) == .ansi(9))
        #expect(mapping.foreground(Color(rgb: 0xC00000)) == .ansi(1))
        #expect(mapping.foreground(.black) == .ansi(0))
        #expect(mapping.background(.white) == .ansi(15))
        #expect(mapping.foreground(.tintColor) == .ansi(12))
        #expect(mapping.foreground(.gray) == .ansi(8))
        #expect(mapping.foreground(.label) == .default)
    }

    @Test("colours are written as 24-bit, 256-palette and ANSI SGR codes")
    func sgrSpelling() {
        func bytes(_ mode: TerminalColorMode) -> String {
            var harness = RendererHarness(width: 10, height: 1, mode: mode)
            var list = DisplayList()
            list.append(.fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: .white))
            list.append(
                .text(TextRun(text: "x", rect: CGRect(x: 0, y: 0, width: 10, height: 1), font: .body, color: .red)))
            var grid = CharacterGrid(width: 10, height: 1)
            grid.draw(list)
            return escaped(harness.render(grid).bytes)
        }
        #expect(bytes(.trueColor).contains("\\e[38;2;255;0;0;48;2;255;255;255mx"))
        #expect(bytes(.palette256).contains("\\e[38;5;196;48;5;231mx"))
        #expect(bytes(.palette16).contains("\\e[91;107mx"))
        #expect(bytes(.none).hasSuffix("\\e[2Jx\\e[?2026l"))
    }

    @Test("with no colour (NO_COLOR) no colour code is ever written, attributes still are")
    func noColor() {
        let mode = TerminalColorMode.detect(environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])
        #expect(mode == .none)
        var harness = RendererHarness(width: 30, height: 8, mode: mode)
        var random = SeededRandomNumberGenerator(seed: 99)
        var screen = RandomScreen.random(width: 30, height: 8, using: &random)
        var sawAttribute = false
        for _ in 0..<60 {
            screen.edit(using: &random)
            let bytes = harness.render(screen.grid()).bytes
            for parameters in sgrParameters(in: bytes) {
                for parameter in parameters {
                    #expect(
                        !(30...49).contains(parameter) && !(90...107).contains(parameter), "colour code \(parameter)")
                    if [1, 2, 3, 4, 7, 9].contains(parameter) { sawAttribute = true }
                }
            }
        }
        #expect(sawAttribute)
    }

    @Test("changing the colour mode redraws the cells whose colours change")
    func changingMode() {
        var list = DisplayList()
        list.append(
            .text(TextRun(text: "red", rect: CGRect(x: 0, y: 0, width: 10, height: 1), font: .body, color: .red)))
        list.append(
            .text(TextRun(text: "plain", rect: CGRect(x: 0, y: 1, width: 10, height: 1), font: .body, color: .label)))
        var grid = CharacterGrid(width: 10, height: 2)
        grid.draw(list)
        var renderer = TerminalRenderer(colorMode: .trueColor)
        var emulator = TestTerminalEmulator(width: 10, height: 2)
        var bytes: [UInt8] = []
        renderer.render(grid, cursor: nil, into: &bytes)
        emulator.feed(bytes)
        for mode in [TerminalColorMode.palette16, .palette256, .none, .trueColor] {
            renderer.colorMode = mode
            bytes.removeAll()
            let statistics = renderer.render(grid, cursor: nil, into: &bytes)
            emulator.feed(bytes)
            #expect(statistics.strategy == .cellDiff)
            #expect(RendererTestFrames.mismatches(emulator, grid, mode: mode) == [])
            #expect(!escaped(bytes).contains("plain"))
        }
    }

    /// The parameter lists of every SGR sequence in `bytes`.
    private func sgrParameters(in bytes: [UInt8]) -> [[Int]] {
        var result: [[Int]] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count && !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            if end < bytes.count && bytes[end] == UInt8(ascii: "m") {
                let text = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                result.append(text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
            }
            index = end
        }
        return result
    }
}
