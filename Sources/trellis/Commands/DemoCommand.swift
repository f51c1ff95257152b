// DemoCommand: `trellis demo` — the showcase app in the terminal, or on the headless screen driven by a
// key script (for tests, CI and bug reports).

import ArgumentParser
import Foundation
import TrellisDemo
import TrellisTerminal
import TrellisTesting
import TrellisUI

/// Runs the music-library showcase.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run the Trellis showcase: a music library with its lifecycle shown live.",
        discussion: """
            In a terminal: Tab / arrows move, Enter opens, Space plays, Escape goes back, L toggles the \
            lifecycle panel, ? shows the keys, q or Ctrl-C quits.

            --headless runs the same app on an in-memory screen of --size cells, feeds it --keys and prints \
            the final frame as text (every frame with --frames). Key scripts are space-separated tokens: key \
            names (up down left right enter esc tab shift-tab backspace delete home end pgup pgdn space \
            f1…f12, ctrl-x, alt-x), single characters (L q ? 1), "quoted text" typed character by character, \
            wait:500ms or wait:2s (advance the clock), click:X,Y, wheel-up:X,Y, wheel-down:X,Y, resize:WxH, \
            paste:"text".
            """)

    @Flag(help: "Run on an in-memory screen instead of the terminal and print frames as text.")
    var headless = false

    @Option(help: "The headless screen's size in cells, COLUMNSxROWS.")
    var size: String = "100x30"

    @Option(help: "A key script to play on the headless screen (see above).")
    var keys: String = ""

    @Flag(help: "With --headless: print every frame, not only the last.")
    var frames = false

    @Option(help: "Write the final frame as an SVG picture to this file.")
    var screenshot: String?

    @Option(help: "Write the recorded lifecycle as Chrome trace JSON (Perfetto, chrome://tracing) on exit.")
    var trace: String?

    @Option(help: "How many generated songs the All Songs screen lists.")
    var songs: Int = 10_000

    /// A deliberate crash shortly after start, for the tests that check the terminal is restored.
    @Option(help: .hidden)
    var fault: DeliberateFault?

    func validate() throws {
        guard songs >= 0 else { throw ValidationError("--songs must be 0 or more") }
        if !headless {
            if !keys.isEmpty { throw ValidationError("--keys needs --headless") }
            if frames { throw ValidationError("--frames needs --headless") }
        }
        _ = try Self.parseSize(size)
    }

    func run() async throws {
        if headless {
            try await runHeadless()
        } else {
            try await runInTerminal()
        }
    }

    static func parseSize(_ text: String) throws -> (columns: Int, rows: Int) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (1...2_000).contains(columns), (1...1_000).contains(rows)
        else { throw ValidationError("--size must be COLUMNSxROWS, e.g. 100x30 (got '\(text)')") }
        return (columns, rows)
    }

    @MainActor
    private func runInTerminal() async throws {
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen()
        } catch {
            FileHandle.standardError.write(Data("trellis demo: \(error)\n".utf8))
            throw ExitCode(2)
        }
        defer { screen.restore() }
        let demo = DemoApp(screen: screen, application: screen.application, options: DemoOptions(songCount: songs))
        if let fault {
            screen.application.scheduleTimer(after: 0.3) { _ in fault.trigger() }
        }
        await screen.application.run()
        screen.restore()
        try writeOutputs(recorder: demo.recorder, grid: screen.currentGrid)
        screen.exitIfTerminatedBySignal()
    }

    @MainActor
    private func runHeadless() async throws {
        let (columns, rows) = try Self.parseSize(size)
        let script: DemoKeyScript
        do {
            script = try DemoKeyScript(parsing: keys)
        } catch {
            FileHandle.standardError.write(Data("trellis demo: --keys: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let screen = HeadlessScreen(width: columns, height: rows)
        let demo = DemoApp(screen: screen, application: screen.application, options: DemoOptions(songCount: songs))
        screen.runUntilIdle()
        var frame = 0
        func show(_ title: String) {
            frame += 1
            print("── frame \(frame): \(title) " + String(repeating: "─", count: max(0, columns - 14 - title.count)))
            print(screen.lines.joined(separator: "\n"))
        }
        if frames { show("start") }
        for step in script.steps {
            if screen.application.isTerminated { break }
            switch step {
            case .event(let event): screen.send(event)
            case .wait(let interval): screen.advance(by: interval)
            case .resize(let width, let height): screen.resize(width: width, height: height)
            }
            if frames { show("\(step)") }
        }
        if !frames { print(screen.lines.joined(separator: "\n")) }
        try writeOutputs(recorder: demo.recorder, grid: screen.grid)
    }

    /// Writes the screenshot and the trace the options ask for.
    @MainActor
    private func writeOutputs(recorder: LifecycleRecorder, grid: CharacterGrid) throws {
        if let screenshot {
            try grid.svgDocument(title: "trellis demo").write(toFile: screenshot, atomically: true, encoding: .utf8)
        }
        if let trace {
            try recorder.chromeTraceJSON(processName: "trellis demo").write(
                toFile: trace, atomically: true, encoding: .utf8)
        }
    }
}

/// A crash on purpose (`trellis demo --fault trap`), so tests can check that the terminal survives it.
enum DeliberateFault: String, ExpressibleByArgument, Sendable {
    /// A Swift runtime trap (`fatalError`).
    case trap
    /// Unbounded recursion until the main thread's stack overflows.
    case stackOverflow = "stack-overflow"

    func trigger() -> Never {
        switch self {
        case .trap:
            fatalError("trellis demo --fault trap: a deliberate trap")
        case .stackOverflow:
            _ = Self.recurse(1, limit: Int.max)
            fatalError("unreachable: the recursion overflows the stack")
        }
    }

    /// Recursion the optimiser cannot turn into a loop (the result depends on every frame).
    @inline(never)
    private static func recurse(_ depth: Int, limit: Int) -> Int {
        guard depth < limit else { return depth }
        var frame = [Int](repeating: depth, count: 64)
        frame[depth % 64] = recurse(depth + 1, limit: limit)
        return frame.reduce(0, &+)
    }
}
