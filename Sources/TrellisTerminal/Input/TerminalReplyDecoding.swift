// TerminalReplyDecoding: recognises the terminal's answers to the screen's queries — kitty keyboard
// flags, DECRQM mode reports, cursor position reports and primary device attributes — so they reach the
// screen as replies and are never mistaken for keys.

/// Decodes replies to queries.
enum TerminalReplyDecoding {
    /// The meaning of `sequence` if it is a reply (`nil` when it is not one).
    ///
    /// A cursor position report `CSI row ; column R` has the same bytes as F3 with modifiers
    /// (`CSI 1 ; modifiers R`), so it is read as a reply only while one is expected; the DEC form
    /// `CSI ? row ; column R` is unambiguous and always a reply.
    static func meaning(of sequence: ControlSequence, expectsCursorPositionReport: Bool) -> SequenceMeaning? {
        guard sequence.introducer == .csi else { return nil }
        switch (sequence.privateMarker, sequence.final) {
        case (UInt8(ascii: "?"), UInt8(ascii: "u")):
            guard sequence.intermediates.isEmpty, sequence.parameters.count <= 1, sequence.hasOnlySimpleParameters
            else { return .unknown }
            return .event(.reply(.keyboardFlags(sequence.parameter(0) ?? 0)))
        case (UInt8(ascii: "?"), UInt8(ascii: "y")):
            guard sequence.intermediates == [UInt8(ascii: "$")], sequence.parameters.count == 2,
                sequence.hasOnlySimpleParameters, let mode = sequence.parameter(0), let value = sequence.parameter(1)
            else { return .unknown }
            return .event(.reply(.modeReport(mode: mode, value: value)))
        case (UInt8(ascii: "?"), UInt8(ascii: "c")):
            guard sequence.intermediates.isEmpty, sequence.hasOnlySimpleParameters else { return .unknown }
            let attributes = sequence.parameters.compactMap { $0[0] }
            guard attributes.count == sequence.parameters.count else { return .unknown }
            return .event(.reply(.primaryDeviceAttributes(attributes)))
        case (UInt8(ascii: "?"), UInt8(ascii: "R")):
            // DECXCPR: `CSI ? row ; column [; page] R`.
            guard (2...3).contains(sequence.parameters.count) else { return .unknown }
            return cursorPosition(sequence)
        case (nil, UInt8(ascii: "R")) where expectsCursorPositionReport:
            guard sequence.parameters.count <= 2 else { return .unknown }
            return cursorPosition(sequence)
        default:
            return nil
        }
    }

    private static func cursorPosition(_ sequence: ControlSequence) -> SequenceMeaning {
        guard sequence.intermediates.isEmpty, sequence.hasOnlySimpleParameters else { return .unknown }
        // Omitted values default to 1, as for every ECMA-48 position.
        let row = sequence.parameter(0) ?? 1
        let column = sequence.parameter(1) ?? 1
        guard row >= 1, column >= 1 else { return .unknown }
        return .event(.reply(.cursorPosition(row: row, column: column)))
    }
}
