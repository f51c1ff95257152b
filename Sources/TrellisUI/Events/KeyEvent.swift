// A key press delivered to the first responder.
import Foundation

/// A key press (terminals report presses, not releases).
public struct KeyEvent: Sendable, Hashable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// Modifiers held.
    public var modifiers: KeyModifiers
    /// Application-clock time of the event (set by the window when dispatching if left at 0).
    public var timestamp: TimeInterval

    /// Creates a key event.
    public init(key: Key, modifiers: KeyModifiers = [], timestamp: TimeInterval = 0) {
        self.key = key
        self.modifiers = modifiers
        self.timestamp = timestamp
    }

    /// A character key event.
    public static func character(_ character: Character, modifiers: KeyModifiers = []) -> KeyEvent {
        KeyEvent(key: .character(character), modifiers: modifiers)
    }

    /// `"a"`, `"ctrl+c"`, `"shift+tab"`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.option) { parts.append("alt") }
        if modifiers.contains(.command) { parts.append("cmd") }
        if modifiers.contains(.shift) { parts.append("shift") }
        parts.append(key.description)
        return parts.joined(separator: "+")
    }
}
