// TmuxSession: runs a command in a real terminal (a detached tmux session on a private server) so
// end-to-end tests can type keys, read the screen, resize, signal the process and inspect the tty.
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A detached tmux session on its own server socket, running one shell command.
struct TmuxSession {
    let socket: String
    let name = "e2e"
    let directory: URL

    /// Whether tmux is installed (`.ci/run` installs it).
    static var isAvailable: Bool { executablePath("tmux") != nil }

    static func executablePath(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The `trellis` executable built beside the test bundle.
    static var trellisExecutable: URL? {
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("trellis")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// Starts `command` in a `columns` × `rows` terminal, inside a shell that records the tty settings
    /// before and after it (`before.stty`, `after.stty`) and its exit status (`status`) in a temporary
    /// directory, then waits there so the pane stays readable.
    init(columns: Int, rows: Int, command: String, environment: [String: String] = [:]) throws {
        socket = "trellis-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let exports = environment.map { "export \($0.key)='\($0.value)';" }.joined(separator: " ")
        let dir = directory.path
        let script = """
            \(exports) stty -g > '\(dir)/before.stty'; \(command) 2> '\(dir)/stderr'; \
            echo $? > '\(dir)/status.tmp'; stty -g > '\(dir)/after.stty'; mv '\(dir)/status.tmp' '\(dir)/status'; \
            sleep 600
            """
        try run(["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", "sh", "-c", script])
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TmuxSession.executablePath("tmux") ?? "/usr/bin/tmux")
        process.arguments = ["-L", socket, "-f", "/dev/null"] + arguments
        process.environment = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The visible screen, one string per row.
    func capture() throws -> [String] {
        try run(["capture-pane", "-p", "-t", name]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Types tmux key names (`Down`, `Enter`, `Escape`, `q`, `C-c`).
    func send(_ keys: String...) throws { try run(["send-keys", "-t", name] + keys) }

    /// Types `text` literally.
    func type(_ text: String) throws { try run(["send-keys", "-t", name, "-l", text]) }

    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// `#{alternate_on}` and `#{cursor_flag}` of the pane.
    func paneFlags() throws -> (alternateScreen: Bool, cursorVisible: Bool) {
        let text = try run(["display-message", "-p", "-t", name, "#{alternate_on} #{cursor_flag}"])
        let parts = text.split(whereSeparator: \.isWhitespace)
        return (parts.first == "1", parts.dropFirst().first == "1")
    }

    /// The pid of the command (the shell's child).
    func commandPID(named name: String) throws -> pid_t? {
        let shell = try run(["display-message", "-p", "-t", self.name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let shellPID = Int32(shell) else { return nil }
        let children = (try? String(contentsOfFile: "/proc/\(shellPID)/task/\(shellPID)/children", encoding: .utf8)) ?? ""
        for child in children.split(separator: " ").compactMap({ Int32($0) }) {
            let comm = (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) ?? ""
            if comm.hasPrefix(name) { return child }
        }
        return nil
    }

    /// CPU time (user + system) the process used so far, in clock ticks.
    static func cpuTicks(of pid: pid_t) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields after the command name: state is [0]; utime [11], stime [12].
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    func file(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Waits until `condition` holds, polling every 50 ms, for at most `seconds`.
    @discardableResult
    func wait(seconds: Double = 10, until condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            usleep(50_000)
        }
        return try condition()
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitForScreen(containing text: String, seconds: Double = 10) throws -> Bool {
        try wait(seconds: seconds) { try capture().contains { $0.contains(text) } }
    }

    /// Ends the tmux server and removes the files.
    func close() {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }
}
