// KeySequenceDecoding: turns key sequences into key events — the legacy forms (`CSI n ; m ~`,
// `CSI 1 ; m X`, `SS3 X`, `CSI Z`), xterm's modifyOtherKeys (`CSI 27 ; m ; code ~`) and the kitty
// protocol (`CSI code[:shifted] ; m[:event] u`).
import TrellisUI

/// Decodes CSI and SS3 key sequences.
enum KeySequenceDecoding {
    /// The meaning of `sequence` as a key (`.unknown` when it is not a key sequence Trellis knows).
    static func meaning(of sequence: ControlSequence) -> SequenceMeaning {
        guard sequence.privateMarker == nil, sequence.intermediates.isEmpty else { return .unknown }
        switch sequence.introducer {
        case .ss3:
            return singleShift(sequence)
        case .csi:
            switch sequence.final {
            case UInt8(ascii: "u"): return kitty(sequence)
            case UInt8(ascii: "~"): return tilde(sequence)
            case UInt8(ascii: "Z"): return backTab(sequence)
            default: return letter(sequence)
            }
        }
    }

    /// `CSI number ; modifiers ~`: editing keys and F-keys, kitty functional keys such as `57427 ~`, and
    /// xterm's modifyOtherKeys form `CSI 27 ; modifiers ; code ~`.
    private static func tilde(_ sequence: ControlSequence) -> SequenceMeaning {
        guard let number = sequence.parameter(0), sequence.field(0)?.count == 1 else { return .unknown }
        if number == 27 && sequence.parameters.count == 3 {
            guard sequence.hasOnlySimpleParameters, let code = sequence.parameter(2),
                let lookup = KittyKeyTable.key(forCode: code)
            else { return .unknown }
            return press(lookup, modifierField: sequence.field(1))
        }
        guard sequence.parameters.count <= 2 else { return .unknown }
        if let key = LegacyKeyTable.tildeKey(number) {
            return press(.key(key), modifierField: sequence.field(1))
        }
        guard KittyKeyTable.functionalKeyCodes.contains(number), let lookup = KittyKeyTable.key(forCode: number)
        else { return .unknown }
        return press(lookup, modifierField: sequence.field(1))
    }

    /// `CSI letter` and `CSI 1 ; modifiers[:event] letter`: cursor keys, Home/End, F1–F4.
    private static func letter(_ sequence: ControlSequence) -> SequenceMeaning {
        guard let lookup = LegacyKeyTable.letterKey(sequence.final), sequence.parameters.count <= 2,
            sequence.field(0)?.count ?? 1 == 1, (sequence.parameter(0) ?? 1) == 1
        else { return .unknown }
        return press(lookup, modifierField: sequence.field(1))
    }

    /// `CSI Z` (and `CSI 1 ; modifiers Z`): Shift + Tab, which terminals send instead of a modified Tab.
    private static func backTab(_ sequence: ControlSequence) -> SequenceMeaning {
        guard sequence.parameters.count <= 2, sequence.hasOnlySimpleParameters, (sequence.parameter(0) ?? 1) == 1,
            let field = KeyModifierField(sequence.field(1))
        else { return .unknown }
        return .event(.key(KeyEvent(key: .tab, modifiers: field.modifiers.union(.shift))))
    }

    /// `SS3 letter`, and the old `SS3 modifiers letter` / `SS3 1 ; modifiers letter` some terminals send
    /// for modified F1–F4.
    private static func singleShift(_ sequence: ControlSequence) -> SequenceMeaning {
        guard let lookup = LegacyKeyTable.singleShiftKey(sequence.final), sequence.hasOnlySimpleParameters else {
            return .unknown
        }
        switch sequence.parameters.count {
        case 0:
            return press(lookup, modifierField: nil)
        case 1:
            return press(lookup, modifierField: sequence.field(0))
        case 2 where (sequence.parameter(0) ?? 1) == 1:
            return press(lookup, modifierField: sequence.field(1))
        default:
            return .unknown
        }
    }

    /// `CSI code[:shifted[:base]] ; modifiers[:event] [; text] u`, the kitty protocol's key event.
    private static func kitty(_ sequence: ControlSequence) -> SequenceMeaning {
        guard let code = sequence.parameter(0), sequence.parameters.count <= 3,
            var lookup = KittyKeyTable.key(forCode: code), let field = KeyModifierField(sequence.field(1))
        else { return .unknown }
        if field.isRelease { return .ignored }
        if field.modifiers.contains(.shift), case .key(.character(let base)) = lookup {
            // Kitty reports the unshifted key; with Shift held, the shifted key is what was typed. It is
            // sent as the first alternate code when the terminal reports alternates, and for letters
            // without alternates it is the upper case.
            if let shifted = sequence.subparameter(0, 1) {
                guard let shiftedLookup = KittyKeyTable.key(forCode: shifted) else { return .unknown }
                lookup = shiftedLookup
            } else if base.isLowercase, let upper = uppercasedCharacter(base) {
                lookup = .key(.character(upper))
            }
        }
        return press(lookup, modifierField: sequence.field(1))
    }

    /// A key press for a looked-up key and its modifier field (`.unknown` when the field is malformed,
    /// `.ignored` for releases and keys Trellis has no use for).
    private static func press(_ lookup: KeyLookup, modifierField: [Int?]?) -> SequenceMeaning {
        guard let field = KeyModifierField(modifierField) else { return .unknown }
        guard case .key(let key) = lookup, !field.isRelease else { return .ignored }
        return .event(.key(KeyEvent(key: key, modifiers: field.modifiers)))
    }

    private static func uppercasedCharacter(_ character: Character) -> Character? {
        let upper = character.uppercased()
        return upper.count == 1 ? upper.first : nil
    }
}
