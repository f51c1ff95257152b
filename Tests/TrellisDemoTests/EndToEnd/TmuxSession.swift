// TmuxSession: runs a command in a real terminal (a detached tmux session on a private server) so
// end-to-end tests can type keys, read the screen, resize, signal the process and inspect the tty.
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Why a tmux command could not run.
struct TmuxError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

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
    ///
    /// With `jobControl`, the command runs as a job of a bash with job control (`set -m`), as in an
    /// interactive shell: a stopped job returns control to the shell, which records `status` (148 for a
    /// SIGTSTP stop) and `after.stty` at that moment, then brings the job back with `fg` and records its
    /// final status in `final-status`. (Without job control the command's process group is orphaned, and
    /// the kernel discards stop signals sent to it.)
    init(columns: Int, rows: Int, command: String, environment: [String: String] = [:], jobControl: Bool = false) throws
    {
        socket = "trellis-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let exports = environment.map { "export \($0.key)='\($0.value)';" }.joined(separator: " ")
        let dir = directory.path
        let record =
            "echo $? > '\(dir)/status.tmp'; stty -g > '\(dir)/after.stty'; mv '\(dir)/status.tmp' '\(dir)/status';"
        let script: String
        let shell: String
        if jobControl {
            shell = "bash"
            script = """
                set -m; \(exports) stty -g > '\(dir)/before.stty'; \(command) 2> '\(dir)/stderr'; \(record) \
                fg; echo $? > '\(dir)/final-status'; sleep 600
                """
        } else {
            shell = "sh"
            script = "\(exports) stty -g > '\(dir)/before.stty'; \(command) 2> '\(dir)/stderr'; \(record) sleep 600"
        }
        try run(["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", shell, "-c", script])
    }

    /// Runs tmux with `arguments` on this session's server and returns what it printed.
    ///
    /// Spawned with posix_spawn and reaped with waitpid rather than Foundation's `Process`: the tmux
    /// client of `new-session` forks the server, which inherits the client's descriptors, and
    /// `Process` did not reliably reap the client here (it stayed a zombie and the wait never ended).
    /// Output goes to a file, never a pipe, because the server would hold a pipe open forever.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let outputPath = directory.appendingPathComponent("tmux-output-\(UInt32.random(in: 0...UInt32.max))").path
        defer { unlink(outputPath) }
        let tmux = TmuxSession.executablePath("tmux") ?? "/usr/bin/tmux"
        let argv = [tmux, "-L", socket, "-f", "/dev/null"] + arguments
        let environment = ["TERM=xterm-256color", "PATH=/usr/bin:/bin", "HOME=\(NSTemporaryDirectory())"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var cArguments = argv.map { strdup($0) } + [nil]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, tmux, &actions, nil, &cArguments, &cEnvironment)
        guard spawned == 0 else { throw TmuxError(message: "posix_spawn tmux failed: \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// The visible screen, one string per row.
    func capture() throws -> [String] {
        try run(["capture-pane", "-p", "-t", name]).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
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
        let shell = try run(["display-message", "-p", "-t", self.name, "#{pane_pid}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        guard let shellPID = Int32(shell) else { return nil }
        let children =
            (try? String(contentsOfFile: "/proc/\(shellPID)/task/\(shellPID)/children", encoding: .utf8)) ?? ""
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

    /// Ends the tmux server, the shell and whatever still runs in it, and removes the files.
    func close() {
        let serverPID = Int32(
            (try? run(["display-message", "-p", "-t", name, "#{pid}"]))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
        let shellPID = Int32(
            (try? run(["display-message", "-p", "-t", name, "#{pane_pid}"]))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
        _ = try? run(["kill-server"])
        if let shellPID {
            kill(-shellPID, SIGKILL) // the pane's process group: the shell, sleep, the app
            kill(shellPID, SIGKILL)
        }
        if let serverPID { kill(serverPID, SIGKILL) }
        try? FileManager.default.removeItem(at: directory)
    }
}
