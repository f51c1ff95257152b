// End-to-end: the real `trellis demo` binary in a real terminal (tmux) — keys, screen, resize, idle
// CPU, and the terminal restored after quit, every signal, a trap, a stack overflow and a suspend.
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Why an end-to-end test cannot run here, or nil when it can.
private let endToEndUnavailable: String? = {
    if !TmuxSession.isAvailable { return "tmux is not installed (.ci/run installs it)" }
    if TmuxSession.trellisExecutable == nil { return "the trellis executable is not built beside the tests" }
    return nil
}()

@Suite(
    "trellis demo in a real terminal", .serialized,
    .enabled(if: endToEndUnavailable == nil, "needs tmux and the built trellis executable"))
struct TerminalEndToEndTests {
    private var executable: String { TmuxSession.trellisExecutable?.path ?? "trellis" }

    /// Starts the demo in a 100 × 30 terminal and waits for its first frame.
    private func startDemo(arguments: String = "") throws -> TmuxSession {
        let session = try TmuxSession(
            columns: 100, rows: 30, command: "'\(executable)' demo \(arguments)",
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        let started = try session.waitForScreen(containing: "Library")
        if !started {
            Issue.record(
                "the demo did not show its first frame; screen:\n\(try session.capture().joined(separator: "\n"))\nstderr: \(session.file("stderr") ?? "")"
            )
        }
        return session
    }

    /// The checks that the terminal is back as it was: same termios, main screen, cursor shown.
    private func expectRestored(_ session: TmuxSession, status expected: Int, _ comment: Comment) throws {
        #expect(session.wait { session.file("status") != nil }, "the demo did not exit (\(comment))")
        let status = session.file("status")?.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(status == "\(expected)", "exit status (\(comment)); stderr: \(session.file("stderr") ?? "")")
        #expect(session.file("before.stty") != nil)
        #expect(session.file("before.stty") == session.file("after.stty"), "termios restored (\(comment))")
        let flags = try session.paneFlags()
        #expect(!flags.alternateScreen, "alternate screen left (\(comment))")
        #expect(flags.cursorVisible, "cursor shown (\(comment))")
    }

    private func signal(_ session: TmuxSession, _ number: Int32) throws {
        let pid = try #require(try session.commandPID(named: "trellis"))
        kill(pid, number)
    }

    @Test("Keys navigate the running demo, a resize re-lays it out, and q quits with the terminal restored")
    func keysResizeAndQuit() throws {
        let session = try startDemo()
        defer { session.close() }
        let first = try session.capture()
        #expect(first.contains { $0.contains("Library") })
        try session.send("Down")
        #expect(try session.wait { try session.capture() != first }, "Down moved the selection")
        try session.resize(columns: 70, rows: 24)
        // The tab bar is centred in the window's width: after the resize it sits in the new, narrower width.
        #expect(
            try session.wait {
                let lines = try session.capture()
                return lines.allSatisfy { $0.count <= 70 } && lines.contains { $0.contains("Library") }
            })
        try session.send("q")
        try expectRestored(session, status: 0, "after q")
    }

    @Test("The idle demo uses (almost) no CPU")
    func idleUsesNoCPU() throws {
        let session = try startDemo()
        defer { session.close() }
        let pid = try #require(try session.commandPID(named: "trellis"))
        usleep(500_000) // let start-up work and the first timers settle
        let before = try #require(TmuxSession.cpuTicks(of: pid))
        sleep(3)
        let after = try #require(TmuxSession.cpuTicks(of: pid))
        // A generous bound: 3 s idle may cost at most 0.3 s of CPU (ticks are 10 ms); a polling loop
        // would use about 3 s.
        #expect(after - before <= 30, "CPU ticks while idle: \(after - before)")
        try session.send("q")
        try expectRestored(session, status: 0, "after q")
    }

    @Test(
        "SIGINT, SIGTERM, SIGHUP and SIGQUIT end the demo with the terminal restored",
        arguments: [
            (SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129), (SIGQUIT, 131),
        ])
    func signalsRestoreTheTerminal(signalNumber: Int32, status: Int) throws {
        let session = try startDemo()
        defer { session.close() }
        try signal(session, signalNumber)
        try expectRestored(session, status: status, "after signal \(signalNumber)")
    }

    @Test(
        "A Swift runtime trap and a stack overflow restore the terminal before the process dies",
        arguments: [
            ("trap", [132, 133]), ("stack-overflow", [139]),
        ])
    func crashesRestoreTheTerminal(fault: String, statuses: [Int]) throws {
        let session = try startDemo(arguments: "--fault \(fault)")
        defer { session.close() }
        #expect(session.wait { session.file("status") != nil })
        let status = Int(session.file("status")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? -1
        #expect(statuses.contains(status), "exit status \(status) for \(fault)")
        #expect(session.file("before.stty") == session.file("after.stty"))
        let flags = try session.paneFlags()
        #expect(!flags.alternateScreen)
        #expect(flags.cursorVisible)
    }

    @Test("With TERM=dumb the demo prints one clear line and exits with status 2, leaving the terminal as it was")
    func dumbTerminal() throws {
        let session = try TmuxSession(
            columns: 100, rows: 30, command: "'\(executable)' demo", environment: ["TERM": "dumb", "LANG": "C.UTF-8"])
        defer { session.close() }
        #expect(session.wait { session.file("status") != nil })
        #expect(session.file("status")?.trimmingCharacters(in: .whitespacesAndNewlines) == "2")
        let stderr = session.file("stderr") ?? ""
        #expect(stderr.split(separator: "\n").count == 1)
        #expect(stderr.contains("TERM=dumb"))
        #expect(session.file("before.stty") == session.file("after.stty"))
        #expect(!(try session.paneFlags().alternateScreen))
    }

    @Test("SIGTSTP gives the terminal back while stopped; fg (SIGCONT) takes it again and redraws in full")
    func suspendAndResume() throws {
        let session = try TmuxSession(
            columns: 100, rows: 30, command: "'\(executable)' demo",
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], jobControl: true)
        defer { session.close() }
        #expect(try session.waitForScreen(containing: "Library"))
        try signal(session, SIGTSTP)
        // Stopped: the shell got control back and recorded the terminal at that moment.
        #expect(session.wait { session.file("status") != nil }, "the job stopped")
        #expect(session.file("status")?.trimmingCharacters(in: .whitespacesAndNewlines) == "148")
        #expect(session.file("before.stty") == session.file("after.stty"), "termios restored while stopped")
        // `fg` continued it in the foreground: it takes the terminal again and draws everything.
        #expect(try session.wait { try session.paneFlags().alternateScreen }, "back on the alternate screen")
        #expect(try session.waitForScreen(containing: "Library"), "redrawn after resume")
        try session.send("q")
        #expect(session.wait { session.file("final-status") != nil })
        #expect(session.file("final-status")?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        let flags = try session.paneFlags()
        #expect(!flags.alternateScreen)
        #expect(flags.cursorVisible)
    }
}

@Suite(
    "trellis demo outside a terminal",
    .enabled(if: TmuxSession.trellisExecutable != nil, "needs the built trellis executable"))
struct OutsideTerminalTests {
    private func run(environment: [String: String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        let executable: URL = try #require(TmuxSession.trellisExecutable)
        process.executableURL = executable
        process.arguments = ["demo"]
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }

    @Test("With standard output not a terminal, the demo prints one clear line and exits with status 2")
    func notATerminal() throws {
        let result = try run(environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty, "no escape codes on a pipe")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("not a terminal"))
    }
}
