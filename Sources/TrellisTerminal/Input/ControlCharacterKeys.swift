// ControlCharacterKeys: the keys behind single control bytes. Terminals send Enter, Tab and Backspace as
// C0 controls, and Ctrl + a letter as the letter's code & 0x1F; this table undoes that.
import TrellisUI

/// Maps a C0 control byte or DEL to the key press that sends it.
enum ControlCharacterKeys {
    /// The key event for `byte` (0x00–0x1F except ESC, or 0x7F).
    static func keyEvent(for byte: UInt8) -> KeyEvent {
        switch byte {
        case 0x0D, 0x0A:
            // CR is Enter in raw mode; LF (Ctrl-J) is Enter to every line-oriented program too.
            return KeyEvent(key: .enter)
        case 0x09:
            return KeyEvent(key: .tab)
        case 0x7F, 0x08:
            // DEL is Backspace on every modern terminal; BS is what some send for it (and for
            // Ctrl + Backspace).
            return KeyEvent(key: .backspace)
        case 0x00:
            // Ctrl + Space (also Ctrl + @ and Ctrl + 2) sends NUL.
            return KeyEvent(key: .character(" "), modifiers: .control)
        case 0x01...0x1A:
            // Ctrl + a…z: the letter's code with the top bits cleared.
            return KeyEvent(key: .character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
        case 0x1C...0x1F:
            // Ctrl + \ ] ^ _ (0x5C–0x5F with the top bits cleared).
            return KeyEvent(key: .character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
        default:
            // ESC (0x1B) never reaches here: the scanner treats it as the start of a sequence, and
            // `KeyEvent(key: .escape)` is what it resolves to.
            return KeyEvent(key: .escape)
        }
    }
}
