// SequenceMeaning: what a complete escape sequence turned out to mean — an event, something understood
// and deliberately ignored, or nothing known (dropped and counted).
import TrellisUI

/// The meaning of one complete escape sequence.
enum SequenceMeaning: Sendable, Hashable {
    /// The sequence is this event.
    case event(TerminalInputEvent)
    /// Understood, and deliberately produces no event: a kitty key release, a lone modifier or lock
    /// key, a media key, a mouse-wheel "release".
    case ignored
    /// Unknown or malformed: dropped whole and counted.
    case unknown
}

/// A key a table found for a code.
enum KeyLookup: Sendable, Hashable {
    /// The code is this key.
    case key(Key)
    /// The code is a key Trellis has no use for (Caps Lock, media keys, keypad Begin…).
    case ignored
}
