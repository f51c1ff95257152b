// TerminalError: why a terminal screen could not start.
import Foundation
import TrellisUI

/// Why a ``TerminalScreen`` could not take over the terminal.
public enum TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Standard input or output is not a terminal (piped, redirected, or no terminal at all).
    case notATerminal(stream: String)
    /// `TERM` says the terminal cannot position the cursor (`dumb`), or is unset.
    case unsupportedTerminal(term: String)
    /// A system call failed.
    case systemCall(name: String, errno: Int32)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .notATerminal(let stream):
            return "\(stream) is not a terminal; run this in a terminal (or use --headless to print frames as text)"
        case .unsupportedTerminal(let term):
            return
                "TERM=\(term.isEmpty ? "(unset)" : term) cannot show a full-screen app; use a terminal such as xterm, tmux or a VTE terminal (or --headless)"
        case .systemCall(let name, let errno):
            return "\(name) failed: \(String(cString: strerror(errno)))"
        }
    }
}
