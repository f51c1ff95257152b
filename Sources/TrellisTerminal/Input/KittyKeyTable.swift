// KittyKeyTable: the key codes of the kitty keyboard protocol (`CSI code ; modifiers u`) — Unicode code
// points for text keys, C0 codes for Escape/Enter/Tab/Backspace, and Private Use Area numbers for the
// functional keys — mapped to TrellisUI keys.
import TrellisUI

/// The kitty keyboard protocol's key codes
/// (https://sw.kovidgoyal.net/kitty/keyboard-protocol/#functional-key-definitions).
enum KittyKeyTable {
    /// The Private Use Area range in which the protocol numbers its functional keys.
    static let functionalKeyCodes = 57344...63743

    /// The key of a kitty key code (also used for xterm's `CSI 27 ; modifiers ; code ~`); `nil` for a
    /// code that names no key.
    static func key(forCode code: Int) -> KeyLookup? {
        switch code {
        case 27: return .key(.escape)
        case 13: return .key(.enter)
        case 9: return .key(.tab)
        case 127, 8: return .key(.backspace)
        case 0..<32:
            // Other C0 codes are never key codes: kitty sends the letter (ctrl + a is 97 with ctrl).
            return nil
        case 57358...57363:
            return .ignored // Caps Lock, Scroll Lock, Num Lock, Print Screen, Pause, Menu
        case 57376...57398:
            return .key(.function(code - 57376 + 13)) // F13–F35
        case 57399...57408:
            return .key(.character(Character(Unicode.Scalar(UInt8(code - 57399) + UInt8(ascii: "0")))))
        case 57409...57426:
            return keypadKey(code)
        case 57427:
            return .ignored // keypad Begin
        case 57428...57454:
            return .ignored // media keys, lone modifier keys, ISO level shifts
        case functionalKeyCodes:
            return nil // a Private Use Area code the protocol does not define
        default:
            // A text key: its Unicode code point (kitty sends the unshifted key). Surrogates, values past
            // U+10FFFF and C1 controls are not keys.
            guard let scalar = Unicode.Scalar(UInt32(code)), !(0x7F..<0xA0).contains(code) else { return nil }
            return .key(.character(Character(scalar)))
        }
    }

    /// Keypad keys other than the digits (57409–57426).
    private static func keypadKey(_ code: Int) -> KeyLookup? {
        switch code {
        case 57409: return .key(.character("."))
        case 57410: return .key(.character("/"))
        case 57411: return .key(.character("*"))
        case 57412: return .key(.character("-"))
        case 57413: return .key(.character("+"))
        case 57414: return .key(.enter)
        case 57415: return .key(.character("="))
        case 57416: return .key(.character(",")) // KP_SEPARATOR
        case 57417: return .key(.left)
        case 57418: return .key(.right)
        case 57419: return .key(.up)
        case 57420: return .key(.down)
        case 57421: return .key(.pageUp)
        case 57422: return .key(.pageDown)
        case 57423: return .key(.home)
        case 57424: return .key(.end)
        case 57425: return .key(.insert)
        case 57426: return .key(.delete)
        default: return nil
        }
    }
}
