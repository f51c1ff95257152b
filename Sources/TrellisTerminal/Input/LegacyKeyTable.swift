// LegacyKeyTable: the function, cursor and editing keys in the encodings xterm, VTE, tmux, rxvt and the
// Linux console send — `CSI number ~`, `CSI letter` and `SS3 letter` — mapped to TrellisUI keys.
import TrellisUI

/// Key tables of the legacy (pre-kitty) encodings.
enum LegacyKeyTable {
    /// The key of `CSI number ; modifiers ~` (VT220 editing keys and F1–F20).
    static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: return .home // 1: VT220 Find (xterm, Linux console); 7: rxvt
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end // 4: VT220 Select (xterm, Linux console); 8: rxvt
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10) // F1–F5 (rxvt, kitty's F3 form, VT220)
        case 17...21: return .function(number - 11) // F6–F10 (16 is skipped: a VT220 gap)
        case 23...26: return .function(number - 12) // F11–F14 (22 is skipped)
        case 28, 29: return .function(number - 13) // F15, F16
        case 31...34: return .function(number - 14) // F17–F20
        default: return nil
        }
    }

    /// The key of `CSI 1 ; modifiers letter` (also `CSI letter`) and of `SS3 letter`: cursor keys,
    /// Home/End and F1–F4.
    static func letterKey(_ final: UInt8) -> KeyLookup? {
        switch final {
        case UInt8(ascii: "A"): return .key(.up)
        case UInt8(ascii: "B"): return .key(.down)
        case UInt8(ascii: "C"): return .key(.right)
        case UInt8(ascii: "D"): return .key(.left)
        case UInt8(ascii: "H"): return .key(.home)
        case UInt8(ascii: "F"): return .key(.end)
        case UInt8(ascii: "P"): return .key(.function(1))
        case UInt8(ascii: "Q"): return .key(.function(2))
        case UInt8(ascii: "R"): return .key(.function(3))
        case UInt8(ascii: "S"): return .key(.function(4))
        case UInt8(ascii: "E"): return .ignored // keypad 5 / Begin with Num Lock off
        default: return nil
        }
    }

    /// The key of an SS3 sequence: the letters above plus the keypad in application keypad mode
    /// (DECKPAM), where each keypad key has its own SS3 code.
    static func singleShiftKey(_ final: UInt8) -> KeyLookup? {
        if let lookup = letterKey(final) { return lookup }
        switch final {
        case UInt8(ascii: "M"): return .key(.enter) // keypad Enter
        case UInt8(ascii: "I"): return .key(.tab) // keypad Tab
        case UInt8(ascii: " "): return .key(.character(" ")) // keypad Space
        case UInt8(ascii: "X"): return .key(.character("="))
        case UInt8(ascii: "j")...UInt8(ascii: "y"):
            // j k l m n o p…y: * + , - . / 0…9 — the keypad character is the final byte - 0x40.
            return .key(.character(Character(Unicode.Scalar(final - 0x40))))
        default: return nil
        }
    }

    /// The Linux console's F1–F5, `ESC [ [ A`…`E`.
    static func linuxConsoleFunctionKey(_ final: UInt8) -> Key? {
        guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(final) else { return nil }
        return .function(Int(final - UInt8(ascii: "A")) + 1)
    }
}
