// TerminalInputDecoder: the public face of terminal input decoding — bytes read from the terminal in,
// TerminalInputEvents out. Pure (no I/O, no clock): the host feeds each read, and when bytes are held
// (a lone ESC could be the Escape key or the start of a sequence) it arms a short timer and calls
// flushPending() if nothing else arrives.
import TrellisUI

/// Decodes the bytes a terminal sends — UTF-8 text, control keys, legacy and kitty key sequences,
/// bracketed paste, SGR mouse reports, focus reports and replies to queries — into events.
///
/// Sequences split across reads at any byte decode exactly as whole ones. Unknown or malformed
/// sequences (and ill-formed UTF-8) are dropped whole and counted in ``droppedSequenceCount``; they
/// never come out as typed text.
public struct TerminalInputDecoder: Sendable {
    private var scanner = InputScanner()
    /// The tokens of the current read (kept to reuse its storage).
    private var tokens: [InputToken] = []
    /// The button of the last legacy (X10) mouse press, since a legacy release does not name it.
    private var legacyPressedButton: PointerButton?

    /// Whether a cursor position report is expected: the screen sets this when it sends `CSI 6n`.
    /// While it is set, `CSI row ; column R` is read as ``TerminalReply/cursorPosition(row:column:)``
    /// (otherwise it is F3 with modifiers, which has the same bytes); decoding one report clears it.
    public var expectsCursorPositionReport = false

    /// Sequences dropped as unknown or malformed since creation (a diagnostic for the host): escape
    /// sequences and strings nothing here understands, sequences over the length limit, ill-formed
    /// UTF-8, and partial sequences discarded by ``flushPending()``.
    public private(set) var droppedSequenceCount = 0

    /// Tokens, characters and pasted bytes the interpretation has gone through.
    private var interpretationSteps = 0

    /// The work done since creation, in steps: each look at a byte (by the scanner's states, the paste
    /// collector and the paste's text conversion) and each token and character interpreted. A
    /// deterministic measure of decoding time: tests pin with it that decoding stays linear in the input,
    /// however it is split into reads.
    var steps: Int { scanner.steps + interpretationSteps }

    /// A decoder with nothing pending.
    public init() {}

    /// Decodes the bytes of one read. An incomplete trailing sequence, character or lone ESC is kept
    /// for the next call (see ``hasPendingBytes``).
    public mutating func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [TerminalInputEvent] {
        tokens.removeAll(keepingCapacity: true)
        for byte in bytes {
            scanner.scan(byte, into: &tokens)
        }
        scanner.endRead(into: &tokens)
        return interpretTokens()
    }

    /// Whether bytes are held back (a lone ESC, a partial sequence or character): the host then arms a
    /// short timer (e.g. 25 ms) and calls ``flushPending()`` when it expires with no more input. An open
    /// bracketed paste does not count: it waits for its end marker however long that takes.
    public var hasPendingBytes: Bool { scanner.hasPendingBytes }

    /// Resolves held bytes after the escape timeout: a lone ESC is the Escape key (`ESC ESC` Alt +
    /// Escape); ESC + one printable character that could have begun a sequence (`[`, `O`, `P`, `]`,
    /// `_`) is Alt + that character; any other partial sequence is dropped whole (counted), never typed
    /// as text.
    public mutating func flushPending() -> [TerminalInputEvent] {
        tokens.removeAll(keepingCapacity: true)
        scanner.resolvePending(into: &tokens)
        return interpretTokens()
    }

    // MARK: - Meaning

    private mutating func interpretTokens() -> [TerminalInputEvent] {
        var events: [TerminalInputEvent] = []
        events.reserveCapacity(tokens.count)
        for token in tokens {
            interpret(token, into: &events)
        }
        return events
    }

    private mutating func interpret(_ token: InputToken, into events: inout [TerminalInputEvent]) {
        interpretationSteps += 1
        switch token {
        case .text(let text, let altOnFirst):
            var modifiers: KeyModifiers = altOnFirst ? .option : []
            for character in text {
                interpretationSteps += 1
                events.append(.key(KeyEvent(key: .character(character), modifiers: modifiers)))
                modifiers = []
            }
        case .control(let byte, let alt):
            var event = ControlCharacterKeys.keyEvent(for: byte)
            if alt { event.modifiers.insert(.option) }
            events.append(.key(event))
        case .escape(let alt):
            events.append(.key(KeyEvent(key: .escape, modifiers: alt ? .option : [])))
        case .sequence(let sequence, let altPrefix):
            append(meaning(of: sequence), altPrefix: altPrefix, to: &events)
        case .linuxConsoleFunctionKey(let final, let altPrefix):
            let meaning: SequenceMeaning =
                LegacyKeyTable.linuxConsoleFunctionKey(final).map {
                    .event(.key(KeyEvent(key: $0)))
                } ?? .unknown
            append(meaning, altPrefix: altPrefix, to: &events)
        case .legacyMouse(let button, let column, let row, let altPrefix):
            let meaning = MouseReportDecoding.legacyMeaning(
                button: button, column: column, row: row, pressedButton: &legacyPressedButton)
            append(meaning, altPrefix: altPrefix, to: &events)
        case .paste(let bytes):
            let text = BracketedPasteCollector.text(
                from: bytes, droppedSequences: &droppedSequenceCount, steps: &interpretationSteps)
            events.append(.paste(text))
        case .dropped:
            droppedSequenceCount += 1
        }
    }

    /// What a complete CSI or SS3 sequence means. Mouse reports and replies are recognised by their
    /// private markers before the key tables look at the rest.
    private mutating func meaning(of sequence: ControlSequence) -> SequenceMeaning {
        if let mouse = MouseReportDecoding.sgrMeaning(of: sequence) { return mouse }
        if let reply = TerminalReplyDecoding.meaning(
            of: sequence, expectsCursorPositionReport: expectsCursorPositionReport)
        {
            if case .event(.reply(.cursorPosition)) = reply { expectsCursorPositionReport = false }
            return reply
        }
        if let focus = focusMeaning(of: sequence) { return focus }
        return KeySequenceDecoding.meaning(of: sequence)
    }

    /// `CSI I` / `CSI O`, sent on focus in / out while mode 1004 is on.
    private func focusMeaning(of sequence: ControlSequence) -> SequenceMeaning? {
        guard sequence.introducer == .csi, sequence.privateMarker == nil, sequence.parameters.isEmpty,
            sequence.intermediates.isEmpty
        else { return nil }
        switch sequence.final {
        case UInt8(ascii: "I"): return .event(.focus(true))
        case UInt8(ascii: "O"): return .event(.focus(false))
        default: return nil
        }
    }

    /// Appends a sequence's meaning. An extra ESC before the sequence (`ESC ESC [ A`) is how terminals
    /// send Alt with a key that is itself a sequence; before anything else it was the Escape key.
    private mutating func append(
        _ meaning: SequenceMeaning, altPrefix: Bool, to events: inout [TerminalInputEvent]
    ) {
        switch meaning {
        case .event(.key(var keyEvent)):
            if altPrefix { keyEvent.modifiers.insert(.option) }
            events.append(.key(keyEvent))
        case .event(let event):
            if altPrefix { events.append(.key(KeyEvent(key: .escape))) }
            events.append(event)
        case .ignored:
            break
        case .unknown:
            droppedSequenceCount += 1
        }
    }
}
