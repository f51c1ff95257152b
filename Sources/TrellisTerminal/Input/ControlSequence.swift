// ControlSequence: a complete CSI or SS3 sequence split into its ECMA-48 parts — private marker,
// parameters (with kitty's colon sub-parameters), intermediates and final byte — so the key, mouse and
// reply tables below read fields instead of bytes.

/// A parsed control sequence: `ESC [` (CSI) or `ESC O` (SS3), then parameter bytes (0x30–0x3F),
/// intermediate bytes (0x20–0x2F) and one final byte (0x40–0x7E).
struct ControlSequence: Sendable, Hashable {
    /// The two bytes that open a sequence.
    enum Introducer: Sendable, Hashable {
        /// `ESC [`, Control Sequence Introducer.
        case csi
        /// `ESC O`, Single Shift 3: cursor keys in application mode, F1–F4, the keypad.
        case ss3
    }

    /// `ESC [` or `ESC O`.
    var introducer: Introducer
    /// One of `<` `=` `>` `?` directly after the introducer (replies and SGR mouse reports use them).
    var privateMarker: UInt8?
    /// The `;`-separated parameter fields, each a list of its `:`-separated sub-fields; `nil` is an
    /// omitted value (its default depends on the sequence). Empty when no parameter bytes were sent.
    var parameters: [[Int?]]
    /// The intermediate bytes before the final byte (`$` in a DECRQM reply).
    var intermediates: [UInt8]
    /// The final byte, which names the sequence.
    var final: UInt8

    /// The largest parameter value accepted. Real sequences stay far below it (kitty's highest key code
    /// is 57454, Unicode's 1114111); anything larger is malformed, and the cap keeps the arithmetic
    /// from overflowing on hostile input.
    static let maximumParameterValue = 9_999_999

    /// Parses the bytes between the introducer and the final byte; `nil` when they break ECMA-48's
    /// order (a private marker after the first byte, a parameter byte after an intermediate) or a
    /// value is out of range.
    init?(introducer: Introducer, body: [UInt8], final: UInt8) {
        self.introducer = introducer
        self.final = final
        privateMarker = nil
        parameters = []
        intermediates = []

        var index = 0
        if let first = body.first, (0x3C...0x3F).contains(first) {
            privateMarker = first
            index = 1
        }
        var field: [Int?] = []
        var current: Int?
        var sawParameterBytes = false
        while index < body.count {
            let byte = body[index]
            index += 1
            switch byte {
            case 0x30...0x39: // a digit
                guard intermediates.isEmpty else { return nil }
                let next = (current ?? 0) * 10 + Int(byte - 0x30)
                guard next <= Self.maximumParameterValue else { return nil }
                current = next
                sawParameterBytes = true
            case 0x3A: // ':' ends a sub-field
                guard intermediates.isEmpty else { return nil }
                field.append(current)
                current = nil
                sawParameterBytes = true
            case 0x3B: // ';' ends a field
                guard intermediates.isEmpty else { return nil }
                field.append(current)
                parameters.append(field)
                field = []
                current = nil
                sawParameterBytes = true
            case 0x20...0x2F:
                intermediates.append(byte)
            default:
                // A private marker anywhere but first (0x3C–0x3F), or a byte the scanner never collects.
                return nil
            }
        }
        if sawParameterBytes {
            field.append(current)
            parameters.append(field)
        }
    }

    /// The first sub-field of parameter field `index`, or `nil` when absent or omitted.
    func parameter(_ index: Int) -> Int? {
        subparameter(index, 0)
    }

    /// Sub-field `subindex` of parameter field `index`, or `nil` when absent or omitted.
    func subparameter(_ index: Int, _ subindex: Int) -> Int? {
        guard index < parameters.count, subindex < parameters[index].count else { return nil }
        return parameters[index][subindex]
    }

    /// The whole parameter field `index` (`nil` when there are fewer fields).
    func field(_ index: Int) -> [Int?]? {
        index < parameters.count ? parameters[index] : nil
    }

    /// Whether no field has sub-fields (the plain `a;b;c` form every legacy sequence uses).
    var hasOnlySimpleParameters: Bool {
        parameters.allSatisfy { $0.count == 1 }
    }

    /// Whether this is the bracketed-paste opener `ESC [ 200 ~`.
    var isBracketedPasteStart: Bool {
        introducer == .csi && privateMarker == nil && intermediates.isEmpty && final == UInt8(ascii: "~")
            && parameters == [[200]]
    }
}
