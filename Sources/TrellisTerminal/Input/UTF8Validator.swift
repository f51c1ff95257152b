// UTF8Validator: assembles Unicode scalars from UTF-8 bytes one byte at a time, so a character split
// across two reads still decodes, and rejects every ill-formed sequence (overlong forms, surrogates,
// values past U+10FFFF, stray continuation bytes) so that broken input is dropped instead of turning into
// U+FFFD text.

/// An incremental, strict UTF-8 decoder (the well-formed byte sequences of Unicode's Table 3-7).
struct UTF8Validator: Sendable {
    /// What one byte did.
    enum Step: Sendable, Equatable {
        /// The byte began or continued a scalar that needs more bytes.
        case needsMore
        /// The byte completed a scalar.
        case scalar(Unicode.Scalar)
        /// The bytes of an ill-formed sequence were discarded. With `reprocess`, the byte that showed
        /// the sequence to be broken was not consumed and must be looked at again (it may start
        /// something valid, such as ESC or a new lead byte); otherwise the byte itself was the garbage.
        case invalid(reprocess: Bool)
    }

    /// Continuation bytes still expected for the scalar being assembled.
    private var remaining = 0
    /// The scalar's bits so far.
    private var value: UInt32 = 0
    /// The range the next continuation byte must fall in: narrower than 0x80...0xBF right after some
    /// lead bytes, which is how overlong forms, surrogates and values past U+10FFFF are refused.
    private var lowerBound: UInt8 = 0x80
    private var upperBound: UInt8 = 0xBF

    /// Whether a scalar has been started but not finished (its bytes are held).
    var isInsideScalar: Bool { remaining > 0 }

    /// Forgets a partly assembled scalar.
    mutating func reset() {
        remaining = 0
        value = 0
        lowerBound = 0x80
        upperBound = 0xBF
    }

    /// Feeds one byte.
    mutating func consume(_ byte: UInt8) -> Step {
        guard remaining > 0 else { return start(byte) }
        guard byte >= lowerBound, byte <= upperBound else {
            reset()
            return .invalid(reprocess: true)
        }
        value = (value << 6) | UInt32(byte & 0x3F)
        remaining -= 1
        lowerBound = 0x80
        upperBound = 0xBF
        guard remaining == 0 else { return .needsMore }
        defer { reset() }
        // The bounds above admit only scalar values, so this cannot fail; the guard keeps the decoder
        // trap-free even so.
        guard let scalar = Unicode.Scalar(value) else { return .invalid(reprocess: false) }
        return .scalar(scalar)
    }

    private mutating func start(_ byte: UInt8) -> Step {
        switch byte {
        case 0x00...0x7F:
            return .scalar(Unicode.Scalar(byte))
        case 0xC2...0xDF:
            begin(byte & 0x1F, remaining: 1)
        case 0xE0:
            begin(byte & 0x0F, remaining: 2, lowerBound: 0xA0) // below A0: overlong
        case 0xED:
            begin(byte & 0x0F, remaining: 2, upperBound: 0x9F) // above 9F: UTF-16 surrogates
        case 0xE1...0xEC, 0xEE...0xEF:
            begin(byte & 0x0F, remaining: 2)
        case 0xF0:
            begin(byte & 0x07, remaining: 3, lowerBound: 0x90) // below 90: overlong
        case 0xF1...0xF3:
            begin(byte & 0x07, remaining: 3)
        case 0xF4:
            begin(byte & 0x07, remaining: 3, upperBound: 0x8F) // above 8F: past U+10FFFF
        default:
            // A stray continuation byte, an overlong lead (C0, C1) or a lead for values past U+10FFFF.
            return .invalid(reprocess: false)
        }
        return .needsMore
    }

    private mutating func begin(
        _ bits: UInt8, remaining: Int, lowerBound: UInt8 = 0x80, upperBound: UInt8 = 0xBF
    ) {
        value = UInt32(bits)
        self.remaining = remaining
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// Decodes a complete byte string, dropping each ill-formed sequence (and an unfinished one at the
    /// end). `droppedSequences` is increased by the number of sequences dropped, `steps` by the number
    /// of bytes looked at (a byte that breaks a sequence is looked at twice).
    static func decode(_ bytes: [UInt8], droppedSequences: inout Int, steps: inout Int) -> String {
        var validator = UTF8Validator()
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            steps += 1
            switch validator.consume(bytes[index]) {
            case .needsMore:
                index += 1
            case .scalar(let scalar):
                scalars.append(scalar)
                index += 1
            case .invalid(let reprocess):
                droppedSequences += 1
                if !reprocess { index += 1 }
            }
        }
        if validator.isInsideScalar { droppedSequences += 1 }
        return String(scalars)
    }
}
