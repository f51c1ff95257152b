// TerminalColorMode: how many colours the terminal can show, detected from the environment the way
// terminal programs conventionally do (NO_COLOR, COLORTERM, TERM).

/// How many colours the terminal shows.
public enum TerminalColorMode: Sendable, Hashable {
    /// 24-bit colour (`38;2;r;g;b`).
    case trueColor
    /// The xterm 256-colour palette (`38;5;n`); colours map to the nearest of its 6×6×6 cube and 24 greys.
    case palette256
    /// The 16 ANSI colours (`30–37`, `90–97`); colours map to the nearest of the xterm defaults.
    case palette16
    /// No colour at all (`NO_COLOR`, dumb terminals): only attributes such as bold or reverse are sent.
    case none

    /// The colour mode the environment asks for:
    /// - `NO_COLOR` set to anything non-empty (no-color.org) → ``none``;
    /// - `COLORTERM` `truecolor` or `24bit`, or a `TERM` ending in `-direct` → ``trueColor``;
    /// - `TERM` containing `256color` → ``palette256``;
    /// - `TERM` `dumb` → ``none``;
    /// - anything else → ``palette16``.
    public static func detect(environment: [String: String]) -> TerminalColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        let term = (environment["TERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if term.contains("256color") { return .palette256 }
        if term == "dumb" { return .none }
        return .palette16
    }
}
