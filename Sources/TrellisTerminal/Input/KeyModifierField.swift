// KeyModifierField: the modifier parameter xterm and the kitty protocol put in key sequences — `1 +` a
// bit mask (shift 1, alt 2, ctrl 4, super 8, …), optionally followed by kitty's `:event-type`.
import TrellisUI

/// A decoded modifier field, `modifiers[:event-type]`.
struct KeyModifierField: Sendable, Hashable {
    /// The modifiers held.
    var modifiers: KeyModifiers
    /// Whether kitty reported a key release (event type 3). Repeats (2) count as presses.
    var isRelease: Bool

    /// Decodes a field (`nil`: the field is absent, meaning no modifiers and a press); `nil` for an
    /// event type other than press (1), repeat (2) or release (3), or for more than two sub-fields.
    init?(_ field: [Int?]?) {
        let subfields = field ?? []
        guard subfields.count <= 2 else { return nil }
        // An omitted value is the default 1: no modifiers, a press.
        let value = subfields.first.flatMap { $0 } ?? 1
        let eventType = subfields.count == 2 ? subfields[1] ?? 1 : 1
        switch eventType {
        case 1, 2: isRelease = false
        case 3: isRelease = true
        default: return nil
        }
        modifiers = Self.modifiers(fromWireValue: value)
    }

    /// The modifiers of a wire value (`1 + bits`). Hyper and the lock keys have no TrellisUI modifier
    /// and are left out; meta is Alt as far as applications can tell (XKB maps it to the Alt key).
    static func modifiers(fromWireValue value: Int) -> KeyModifiers {
        let bits = max(value - 1, 0)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.option) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        if bits & 8 != 0 { modifiers.insert(.command) }
        if bits & 32 != 0 { modifiers.insert(.option) }
        return modifiers
    }
}
