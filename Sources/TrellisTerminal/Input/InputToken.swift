// InputToken: the lexical units the input scanner cuts a byte stream into, before they are given a
// meaning (key, mouse, reply…). Keeping lexing and meaning apart lets the scanner be one small state
// machine whose only job is to find where each sequence ends, however the bytes were split into reads.

/// One lexical unit of terminal input.
enum InputToken: Sendable, Hashable {
    /// Printable text (valid UTF-8, no controls) read in one go; with `altOnFirst`, the first grapheme
    /// cluster followed an ESC, which is how terminals send Alt (Meta) + character.
    case text(String, altOnFirst: Bool)
    /// A C0 control byte or DEL (never ESC), with `alt` when an ESC preceded it (Alt + Enter etc.).
    case control(UInt8, alt: Bool)
    /// ESC resolved as the Escape key after the escape timeout (or before another ESC); `alt` for the
    /// doubled `ESC ESC`, which is how terminals send Alt + Escape.
    case escape(alt: Bool)
    /// A complete CSI or SS3 sequence; `altPrefix` when an extra ESC came first (`ESC ESC [ A`).
    case sequence(ControlSequence, altPrefix: Bool)
    /// The Linux console's F1–F5, `ESC [ [` + `A`…`E` (the final byte is passed).
    case linuxConsoleFunctionKey(UInt8, altPrefix: Bool)
    /// A legacy X10/normal mouse report, `ESC [ M` + three raw bytes (button, column, row, each + 32).
    case legacyMouse(button: UInt8, column: UInt8, row: UInt8, altPrefix: Bool)
    /// The raw bytes of a bracketed paste, without its start and end markers.
    case paste([UInt8])
    /// A sequence dropped whole: unknown or malformed escape sequences, OSC/DCS/APC strings, and
    /// ill-formed UTF-8. Counted, never typed.
    case dropped
}
