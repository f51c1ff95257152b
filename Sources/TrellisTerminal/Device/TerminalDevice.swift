// TerminalDevice: the terminal's file descriptors — raw mode, size, writing frames, and the signal
// handlers that restore the terminal on every exit path.
import CTrellisTerminal
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal a ``TerminalScreen`` runs on: standard input and output, checked to be a terminal.
///
/// ``enter()`` saves the terminal's settings, switches to raw mode and the app's modes (alternate screen,
/// mouse, paste) and installs signal handlers (in C, async-signal-safe) that restore it on a fatal
/// signal, a trap or a stack overflow, and around a suspend. ``restore()`` undoes everything; it runs on
/// normal exit, on a thrown error (the screen's owner defers it) and after a graceful signal.
@MainActor
final class TerminalDevice {
    let inputDescriptor: Int32
    let outputDescriptor: Int32
    private var original = termios()
    private var raw = termios()
    private(set) var isEntered = false
    private(set) var modes = TerminalModes()
    /// The pipe the signal handlers write to (read end, write end).
    let signalPipe: (read: Int32, write: Int32)

    /// Checks that input and output are a terminal and that `TERM` can address the cursor.
    init(inputDescriptor: Int32 = 0, outputDescriptor: Int32 = 1, environment: [String: String]) throws(TerminalError) {
        guard isatty(outputDescriptor) == 1 else { throw .notATerminal(stream: "standard output") }
        guard isatty(inputDescriptor) == 1 else { throw .notATerminal(stream: "standard input") }
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb" else { throw .unsupportedTerminal(term: term) }
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw .systemCall(name: "pipe", errno: errno) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        signalPipe = (fds[0], fds[1])
    }

    /// The terminal's size in cells (80 × 24 when the terminal does not say).
    func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        if ioctl(outputDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return (80, 24)
    }

    /// Saves the settings, enters raw mode and the app's modes, and installs the signal handlers.
    func enter() throws(TerminalError) {
        guard !isEntered else { return }
        guard tcgetattr(inputDescriptor, &original) == 0 else { throw .systemCall(name: "tcgetattr", errno: errno) }
        raw = original
        // Raw input: no line editing, no echo, no CR→NL or flow control; 8-bit. ISIG stays on, so
        // Ctrl-C, Ctrl-Z and Ctrl-\ are signals the kernel delivers even while the main thread is busy.
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        raw.setControlCharacter(VMIN, to: 1)
        raw.setControlCharacter(VTIME, to: 0)
        guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
            throw .systemCall(name: "tcsetattr", errno: errno)
        }
        isEntered = true
        installHandlers()
        send(modes.enterSequence + TerminalModes.kittyKeyboardQuery)
    }

    /// Turns the kitty keyboard protocol on (the terminal answered the query).
    func enableKittyKeyboard() {
        guard isEntered, !modes.kittyKeyboard else { return }
        modes.kittyKeyboard = true
        send(Array("\u{1B}[>1u".utf8))
        installHandlers()
    }

    private func installHandlers() {
        // The handlers copy the sequences, so arrays passed for the length of the call suffice.
        let leave = modes.leaveSequence.map { CChar(bitPattern: $0) }
        let enter = modes.enterSequence.map { CChar(bitPattern: $0) }
        _ = trellis_terminal_install(
            outputDescriptor, &original, &raw, leave, leave.count, enter, enter.count, signalPipe.write)
    }

    /// Leaves the app's modes and restores the saved settings; the signal handlers are removed.
    func restore() {
        guard isEntered else { return }
        isEntered = false
        trellis_terminal_uninstall()
    }

    /// Sends `bytes` completely (retrying short writes), as one `write` call when the terminal takes it.
    func send(_ bytes: [UInt8]) {
        FileDescriptor(outputDescriptor).writeAll(bytes)
    }
}
