// InputScanner: the byte-level state machine of terminal input. It finds where text, control keys,
// escape sequences, strings and pastes begin and end — one byte at a time, so a sequence split across
// reads at any byte lexes exactly as a whole one — and hands complete units on as InputTokens. It knows
// nothing of what a sequence means, only of the few that change how the following bytes are read
// (bracketed paste, the Linux console's `ESC [ [`, legacy mouse reports).

/// Cuts terminal input into ``InputToken``s, keeping an unfinished unit for the next read.
///
/// ESC followed by a printable character is Alt + that character at once, except for the five bytes
/// that open a sequence or string (`[` CSI, `O` SS3, `P` DCS, `]` OSC, `_` APC): those wait for the
/// rest, and only the escape timeout (``resolvePending(into:)``) turns a bare `ESC [` into Alt + `[`.
/// The price, shared by every terminal program, is that text typed within the timeout after Alt + `]`
/// joins the string it seems to open. (`ESC X` and `ESC ^`, SOS and PM, are not treated as strings:
/// no terminal sends them as input, and Alt + Shift + X must not swallow what follows.)
struct InputScanner: Sendable {
    /// The most parameter and intermediate bytes a CSI or SS3 sequence may carry (the longest real
    /// ones — SGR mouse reports, kitty keys with all fields — stay well under it). A longer sequence is
    /// malformed: its bytes are swallowed, without being stored, up to its final byte and dropped whole.
    static let maximumSequenceBodyLength = 64

    /// The kind of string an `ESC P`, `ESC ]` or `ESC _` introduces.
    enum StringKind: Sendable, Hashable {
        /// Device Control String, `ESC P` (XTGETTCAP, DECRQSS and XTVERSION answers).
        case deviceControl
        /// Operating System Command, `ESC ]` (colour query answers, clipboard).
        case operatingSystemCommand
        /// Application Program Command, `ESC _` (kitty graphics answers).
        case applicationProgramCommand

        /// The byte after ESC that opens this kind of string.
        var introducer: UInt8 {
            switch self {
            case .deviceControl: return UInt8(ascii: "P")
            case .operatingSystemCommand: return UInt8(ascii: "]")
            case .applicationProgramCommand: return UInt8(ascii: "_")
            }
        }
    }

    /// Where the scanner is in the grammar.
    enum State: Sendable, Hashable {
        /// Between units: text, controls, or an ESC to come.
        case ground
        /// After ESC (`altPrefix`: after `ESC ESC`), waiting for the byte that says what it starts.
        case escape(altPrefix: Bool)
        /// Inside a CSI or SS3 sequence, collecting its body.
        case controlSequence(ControlSequence.Introducer, altPrefix: Bool)
        /// Inside a CSI longer than ``maximumSequenceBodyLength``, swallowing it up to its final byte.
        case overlongControlSequence
        /// After `ESC [ [`, waiting for the Linux console's F1–F5 letter.
        case linuxConsoleFunctionKey(altPrefix: Bool)
        /// After `ESC [ M`, collecting the three raw bytes of a legacy mouse report.
        case legacyMouse(altPrefix: Bool)
        /// Inside an OSC, DCS or APC string; `isEmpty` until a payload byte arrives.
        case string(StringKind, altPrefix: Bool, isEmpty: Bool)
        /// After an ESC inside a string: `\` completes the String Terminator, anything else aborts the
        /// string and starts a new escape sequence.
        case stringTerminator
        /// Inside a bracketed paste.
        case paste
    }

    private var state = State.ground
    /// The body of the CSI or SS3 sequence being collected.
    private var sequenceBody: [UInt8] = []
    /// The raw bytes of the legacy mouse report being collected.
    private var legacyMouseBytes: [UInt8] = []
    /// Assembles multi-byte characters of text.
    private var utf8 = UTF8Validator()
    /// Text read since the last other unit; emitted as one token so grapheme clusters form across it.
    private var text = String.UnicodeScalarView()
    /// Whether `text` began right after an ESC (Alt + character).
    private var textStartsWithAlt = false
    private var paste = BracketedPasteCollector()
    /// Bytes looked at by the states so far (a byte read afresh in a new state counts again).
    private var byteSteps = 0

    /// The work done so far, in steps: each look at a byte by a state, and the paste collector's steps
    /// (see ``TerminalInputDecoder/steps``).
    var steps: Int { byteSteps + paste.steps }

    /// Whether bytes are held that the escape timeout must resolve: an ESC, an unfinished sequence or
    /// string, or part of a character. An open bracketed paste is not among them: it ends only with its
    /// end marker, however long the terminal takes to send it.
    var hasPendingBytes: Bool {
        switch state {
        case .ground: return utf8.isInsideScalar
        case .paste: return false
        default: return true
        }
    }

    // MARK: - Scanning

    /// Scans one byte, appending any units it completes to `tokens`.
    mutating func scan(_ byte: UInt8, into tokens: inout [InputToken]) {
        byteSteps += 1
        switch state {
        case .ground:
            scanGround(byte, into: &tokens)
        case .escape(let altPrefix):
            scanEscape(byte, altPrefix: altPrefix, into: &tokens)
        case .controlSequence(let introducer, let altPrefix):
            scanControlSequence(byte, introducer: introducer, altPrefix: altPrefix, into: &tokens)
        case .overlongControlSequence:
            scanOverlongControlSequence(byte, into: &tokens)
        case .linuxConsoleFunctionKey(let altPrefix):
            scanLinuxConsoleFunctionKey(byte, altPrefix: altPrefix, into: &tokens)
        case .legacyMouse(let altPrefix):
            scanLegacyMouse(byte, altPrefix: altPrefix, into: &tokens)
        case .string(let kind, let altPrefix, let isEmpty):
            scanString(byte, kind: kind, altPrefix: altPrefix, isEmpty: isEmpty, into: &tokens)
        case .stringTerminator:
            scanStringTerminator(byte, into: &tokens)
        case .paste:
            if paste.consume(byte) {
                tokens.append(.paste(paste.takeContent()))
                state = .ground
            }
        }
    }

    /// Ends a read: text read so far is emitted (a combining mark in a later read does not join it),
    /// while an unfinished sequence or character stays held.
    mutating func endRead(into tokens: inout [InputToken]) {
        emitText(into: &tokens)
    }

    /// Resolves held bytes when the escape timeout expires with no more input: a lone ESC is the
    /// Escape key (`ESC ESC` Alt + Escape); ESC + one introducer byte (`[`, `O`, `P`, `]`, `_`) is
    /// Alt + that character; any other unfinished sequence, string or character is dropped whole.
    /// An open bracketed paste is left open.
    mutating func resolvePending(into tokens: inout [InputToken]) {
        emitText(into: &tokens)
        switch state {
        case .ground:
            if utf8.isInsideScalar {
                utf8.reset()
                textStartsWithAlt = false
                tokens.append(.dropped)
            }
        case .paste:
            return
        case .escape(let altPrefix):
            tokens.append(.escape(alt: altPrefix))
        case .controlSequence(let introducer, let altPrefix) where sequenceBody.isEmpty:
            let character: Character = introducer == .csi ? "[" : "O"
            emitAltCharacter(character, afterExtraEscape: altPrefix, into: &tokens)
        case .string(let kind, let altPrefix, isEmpty: true):
            emitAltCharacter(Character(Unicode.Scalar(kind.introducer)), afterExtraEscape: altPrefix, into: &tokens)
        case .controlSequence, .overlongControlSequence, .linuxConsoleFunctionKey, .legacyMouse, .string,
            .stringTerminator:
            tokens.append(.dropped)
        }
        state = .ground
    }

    // MARK: - States

    private mutating func scanGround(_ byte: UInt8, into tokens: inout [InputToken]) {
        if byte >= 0x80 || utf8.isInsideScalar {
            switch utf8.consume(byte) {
            case .needsMore:
                return
            case .scalar(let scalar):
                if scalar.value >= 0x80 && scalar.value < 0xA0 {
                    // A C1 control encoded as UTF-8: not text, and no terminal sends keys this way.
                    dropInvalidText(into: &tokens)
                } else {
                    text.append(scalar)
                }
                return
            case .invalid(let reprocess):
                dropInvalidText(into: &tokens)
                guard reprocess else { return }
                // The byte broke an unfinished character but may itself start something valid (an ESC,
                // a control, ASCII, another lead byte): read it afresh.
                byteSteps += 1
                scanGround(byte, into: &tokens)
                return
            }
        }
        switch byte {
        case 0x20...0x7E:
            text.append(Unicode.Scalar(byte))
        case 0x1B:
            emitText(into: &tokens)
            state = .escape(altPrefix: false)
        default:
            emitText(into: &tokens)
            tokens.append(.control(byte, alt: false))
        }
    }

    private mutating func scanEscape(_ byte: UInt8, altPrefix: Bool, into tokens: inout [InputToken]) {
        switch byte {
        case UInt8(ascii: "["):
            beginControlSequence(.csi, altPrefix: altPrefix)
        case UInt8(ascii: "O"):
            beginControlSequence(.ss3, altPrefix: altPrefix)
        case UInt8(ascii: "P"):
            state = .string(.deviceControl, altPrefix: altPrefix, isEmpty: true)
        case UInt8(ascii: "]"):
            state = .string(.operatingSystemCommand, altPrefix: altPrefix, isEmpty: true)
        case UInt8(ascii: "_"):
            state = .string(.applicationProgramCommand, altPrefix: altPrefix, isEmpty: true)
        case 0x1B:
            // `ESC ESC` may be Alt + Escape or the prefix of an Alt-modified sequence (`ESC ESC [ A`);
            // a third ESC shows the first was a plain Escape key.
            if altPrefix { tokens.append(.escape(alt: false)) }
            state = .escape(altPrefix: true)
        case 0x20...0x7E, 0x80...0xFF:
            // Alt + character: the character (possibly multi-byte) is text whose first cluster
            // carries Alt.
            if altPrefix { tokens.append(.escape(alt: false)) }
            state = .ground
            textStartsWithAlt = true
            byteSteps += 1
            scanGround(byte, into: &tokens)
        default:
            // Alt + a control key (Alt + Enter, Alt + Backspace, Ctrl + Alt + letter).
            if altPrefix { tokens.append(.escape(alt: false)) }
            state = .ground
            tokens.append(.control(byte, alt: true))
        }
    }

    private mutating func beginControlSequence(_ introducer: ControlSequence.Introducer, altPrefix: Bool) {
        sequenceBody.removeAll(keepingCapacity: true)
        state = .controlSequence(introducer, altPrefix: altPrefix)
    }

    private mutating func scanControlSequence(
        _ byte: UInt8, introducer: ControlSequence.Introducer, altPrefix: Bool, into tokens: inout [InputToken]
    ) {
        switch byte {
        case 0x20...0x3F:
            if sequenceBody.count == Self.maximumSequenceBodyLength {
                state = .overlongControlSequence
            } else {
                sequenceBody.append(byte)
            }
        case 0x40...0x7E:
            finishControlSequence(introducer: introducer, altPrefix: altPrefix, final: byte, into: &tokens)
        default:
            abandonSequence(at: byte, into: &tokens)
        }
    }

    private mutating func scanOverlongControlSequence(_ byte: UInt8, into tokens: inout [InputToken]) {
        switch byte {
        case 0x20...0x3F:
            return
        case 0x40...0x7E:
            tokens.append(.dropped)
            state = .ground
        default:
            abandonSequence(at: byte, into: &tokens)
        }
    }

    /// A byte that cannot occur inside the sequence (a control, ESC, DEL or a non-ASCII byte) ends it as
    /// malformed. The byte is not part of it — a terminal never puts one there, so it was typed — and is
    /// read afresh: Ctrl-C or an arrow key right after a stray `ESC [` still arrives.
    private mutating func abandonSequence(at byte: UInt8, into tokens: inout [InputToken]) {
        tokens.append(.dropped)
        state = .ground
        byteSteps += 1
        scanGround(byte, into: &tokens)
    }

    private mutating func finishControlSequence(
        introducer: ControlSequence.Introducer, altPrefix: Bool, final: UInt8, into tokens: inout [InputToken]
    ) {
        if introducer == .csi && sequenceBody.isEmpty {
            // Two sequences whose final byte is followed by more bytes of the same unit.
            switch final {
            case UInt8(ascii: "["):
                state = .linuxConsoleFunctionKey(altPrefix: altPrefix)
                return
            case UInt8(ascii: "M"):
                legacyMouseBytes.removeAll(keepingCapacity: true)
                state = .legacyMouse(altPrefix: altPrefix)
                return
            default:
                break
            }
        }
        state = .ground
        guard let sequence = ControlSequence(introducer: introducer, body: sequenceBody, final: final) else {
            tokens.append(.dropped)
            return
        }
        if sequence.isBracketedPasteStart {
            // A paste after a stray ESC: the ESC was the Escape key.
            if altPrefix { tokens.append(.escape(alt: false)) }
            state = .paste
            return
        }
        tokens.append(.sequence(sequence, altPrefix: altPrefix))
    }

    private mutating func scanLinuxConsoleFunctionKey(
        _ byte: UInt8, altPrefix: Bool, into tokens: inout [InputToken]
    ) {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "E"):
            tokens.append(.linuxConsoleFunctionKey(byte, altPrefix: altPrefix))
            state = .ground
        case 0x20...0x7E:
            tokens.append(.dropped)
            state = .ground
        default:
            abandonSequence(at: byte, into: &tokens)
        }
    }

    private mutating func scanLegacyMouse(_ byte: UInt8, altPrefix: Bool, into tokens: inout [InputToken]) {
        // Each of the three bytes is a value + 32, so a byte below 0x20 cannot belong to the report.
        guard byte >= 0x20 else {
            abandonSequence(at: byte, into: &tokens)
            return
        }
        legacyMouseBytes.append(byte)
        guard legacyMouseBytes.count == 3 else { return }
        tokens.append(
            .legacyMouse(
                button: legacyMouseBytes[0], column: legacyMouseBytes[1], row: legacyMouseBytes[2],
                altPrefix: altPrefix))
        state = .ground
    }

    private mutating func scanString(
        _ byte: UInt8, kind: StringKind, altPrefix: Bool, isEmpty: Bool, into tokens: inout [InputToken]
    ) {
        switch byte {
        case 0x07:
            // BEL: the terminator xterm uses for OSC, accepted for every string. No reply the screen
            // asks for comes as a string, so a complete one is dropped whole.
            tokens.append(.dropped)
            state = .ground
        case 0x1B:
            state = .stringTerminator
        case 0x00...0x1F, 0x7F:
            abandonSequence(at: byte, into: &tokens)
        default:
            // The payload is not stored (nothing reads it), so a string of any length costs no memory.
            if isEmpty { state = .string(kind, altPrefix: altPrefix, isEmpty: false) }
        }
    }

    private mutating func scanStringTerminator(_ byte: UInt8, into tokens: inout [InputToken]) {
        tokens.append(.dropped)
        if byte == UInt8(ascii: "\\") {
            state = .ground
        } else {
            // ESC + anything else aborts the string and begins a new sequence (as in the VT500 parser).
            state = .escape(altPrefix: false)
            byteSteps += 1
            scanEscape(byte, altPrefix: false, into: &tokens)
        }
    }

    // MARK: - Text

    private mutating func emitText(into tokens: inout [InputToken]) {
        guard !text.isEmpty else { return }
        tokens.append(.text(String(text), altOnFirst: textStartsWithAlt))
        text = String.UnicodeScalarView()
        textStartsWithAlt = false
    }

    private mutating func dropInvalidText(into tokens: inout [InputToken]) {
        tokens.append(.dropped)
        // `ESC` + broken bytes: the Alt belonged to the garbage, not to the next character.
        if text.isEmpty { textStartsWithAlt = false }
    }

    private mutating func emitAltCharacter(
        _ character: Character, afterExtraEscape: Bool, into tokens: inout [InputToken]
    ) {
        if afterExtraEscape { tokens.append(.escape(alt: false)) }
        tokens.append(.text(String(character), altOnFirst: true))
    }
}
