// TerminalInputEvent: one decoded piece of terminal input — a key, the mouse, a paste, focus, or a reply
// to a query the screen sent. The terminal host turns these into TrellisUI events (or acts on replies).
import TrellisUI

/// One decoded piece of terminal input.
public enum TerminalInputEvent: Sendable, Hashable {
    /// A key press (terminals report presses only; kitty release events are not surfaced).
    case key(KeyEvent)
    /// An SGR (1006) mouse press, release, drag or motion. The location is the 0-based
    /// (column, row) of the cell under the pointer.
    case pointer(PointerEvent)
    /// A mouse wheel notch at a cell: `deltaY` is +1 per notch down (towards the end of the content),
    /// -1 up; `deltaX` is ±1 for a horizontal wheel.
    case scroll(ScrollEvent)
    /// A bracketed paste (`ESC[200~` … `ESC[201~`): the text exactly as pasted, with line breaks
    /// (CR and CR LF, which terminals send for newlines) normalised to `"\n"`.
    case paste(String)
    /// The terminal window gained (`true`) or lost (`false`) focus (`ESC[I` / `ESC[O`).
    case focus(Bool)
    /// An answer to a query the screen sent; never typed text.
    case reply(TerminalReply)
}
