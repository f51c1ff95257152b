// TerminalReply: the answers a terminal sends to queries the screen makes at start-up or while running
// (keyboard protocol flags, mode support, the cursor position, the device attributes).

/// An answer to a query the screen sent to the terminal.
public enum TerminalReply: Sendable, Hashable {
    /// The kitty keyboard protocol's current progressive-enhancement flags (`CSI ? flags u`),
    /// the answer to `CSI ? u`.
    case keyboardFlags(Int)
    /// A DEC private mode's state (`CSI ? mode ; value $ y`), the answer to DECRQM `CSI ? mode $ p`:
    /// 0 not recognised, 1 set, 2 reset, 3 permanently set, 4 permanently reset.
    case modeReport(mode: Int, value: Int)
    /// The cursor position (`CSI row ; column R`), 1-based as sent, the answer to `CSI 6n`.
    case cursorPosition(row: Int, column: Int)
    /// The primary device attributes (`CSI ? … c`), the answer to DA1 `CSI c`.
    case primaryDeviceAttributes([Int])
}
