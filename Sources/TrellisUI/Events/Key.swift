// The keys a key event can carry, and modifier flags.
import Foundation

/// A key on the keyboard, as far as a terminal or headless host can tell keys apart.
public enum Key: Sendable, Hashable, CustomStringConvertible {
    /// A key that produces text (a grapheme cluster): letters, digits, punctuation, space.
    case character(Character)
    /// Arrow keys.
    case up, down, left, right
    /// Return / Enter.
    case enter
    /// Tab (with `.shift` for back-tab).
    case tab
    /// Escape.
    case escape
    /// Backspace (delete backwards).
    case backspace
    /// Forward delete.
    case delete
    /// Navigation keys.
    case home, end, pageUp, pageDown, insert
    /// Function keys F1…F24.
    case function(Int)

    /// A readable name: `"a"`, `"enter"`, `"F5"`.
    public var description: String {
        switch self {
        case .character(let character): return String(character)
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .enter: return "enter"
        case .tab: return "tab"
        case .escape: return "escape"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pageUp"
        case .pageDown: return "pageDown"
        case .insert: return "insert"
        case .function(let number): return "F\(number)"
        }
    }

    /// The text the key types, if it is a character key.
    public var characters: String? {
        if case .character(let character) = self { return String(character) }
        return nil
    }
}

/// Modifier keys held during an event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Option / Alt / Meta.
    public static let option = KeyModifiers(rawValue: 1 << 2)
    /// Command / Super.
    public static let command = KeyModifiers(rawValue: 1 << 3)
}
