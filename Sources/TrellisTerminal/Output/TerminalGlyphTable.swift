// TerminalGlyphTable: the bytes and cell widths of the characters a renderer writes. Printable ASCII
// is its own glyph; other grapheme clusters are sanitized (no control character ever reaches the
// terminal) and interned once, so frames hold small integers instead of strings.
import TrellisUI

/// Interned, sanitized glyphs.
///
/// Glyph numbers: `0x20…0x7E` are printable ASCII (one cell, one byte); from ``firstInterned`` on they
/// index the table. Sanitizing:
/// - a cluster containing a C0 control, DEL or a C1 control (U+0080–U+009F) — ESC included — is written
///   as U+FFFD, so text from an untrusted source cannot inject escape sequences;
/// - a cluster that takes no cell on its own (a lone combining mark, a zero-width space) is written as a
///   space, so the cursor the renderer tracks never drifts from the terminal's.
struct TerminalGlyphTable: Sendable {
    private struct Entry: Sendable {
        var start: Int
        var count: Int
        var width: Int
    }

    /// The first glyph number of an interned cluster.
    static let firstInterned: UInt32 = 0x100

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    private var glyphs: [Character: UInt32] = [:]

    /// The number of interned clusters.
    var count: Int { entries.count }

    /// Forgets every interned cluster (glyph numbers handed out before become invalid).
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        glyphs.removeAll(keepingCapacity: true)
        replacementGlyph = nil
    }

    /// The glyph number and cell width (1 or 2) `character` is shown with.
    mutating func glyph(for character: Character) -> (glyph: UInt32, width: Int) {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return (UInt32(ascii), 1) }
        if let glyph = glyphs[character] { return (glyph, width(of: glyph)) }
        let glyph: UInt32
        if Self.containsControl(character) {
            glyph = intern(utf8: Self.replacementCharacter, width: 1)
        } else {
            let width = CellTextMeasurer.cellWidth(of: character)
            glyph = width == 0 ? TerminalCell.spaceGlyph : intern(utf8: Array(String(character).utf8), width: width)
        }
        glyphs[character] = glyph
        return (glyph, width(of: glyph))
    }

    /// The number of cells `glyph` takes.
    @inline(__always)
    func width(of glyph: UInt32) -> Int {
        guard let entry = entry(glyph) else { return 1 }
        return entry.width
    }

    /// The number of bytes `glyph` is written with.
    @inline(__always)
    func byteCount(of glyph: UInt32) -> Int {
        guard let entry = entry(glyph) else { return 1 }
        return entry.count
    }

    /// Appends the bytes of `glyph`.
    @inline(__always)
    func append(_ glyph: UInt32, to output: inout [UInt8]) {
        guard let entry = entry(glyph) else {
            output.append(glyph < 0x7F && glyph >= 0x20 ? UInt8(truncatingIfNeeded: glyph) : 0x20)
            return
        }
        output.append(contentsOf: bytes[entry.start..<entry.start + entry.count])
    }

    /// The entry of an interned glyph; `nil` for ASCII and for numbers that are not glyphs of this
    /// table (the right-half marker), which are written as one byte (a space unless printable ASCII).
    @inline(__always)
    private func entry(_ glyph: UInt32) -> Entry? {
        guard glyph >= Self.firstInterned else { return nil }
        let index = Int(glyph - Self.firstInterned)
        return index < entries.count ? entries[index] : nil
    }

    /// The UTF-8 text of `glyph` (for diagnostics and tests).
    func text(of glyph: UInt32) -> String {
        var output: [UInt8] = []
        append(glyph, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func intern(utf8: [UInt8], width: Int) -> UInt32 {
        // Several characters can sanitize to the same bytes (every control → U+FFFD): share the entry.
        if utf8 == Self.replacementCharacter, let existing = replacementGlyph { return existing }
        let glyph = Self.firstInterned + UInt32(entries.count)
        entries.append(Entry(start: bytes.count, count: utf8.count, width: width))
        bytes.append(contentsOf: utf8)
        if utf8 == Self.replacementCharacter { replacementGlyph = glyph }
        return glyph
    }

    private var replacementGlyph: UInt32?

    /// U+FFFD REPLACEMENT CHARACTER in UTF-8.
    static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Whether the cluster contains a C0 control, DEL or a C1 control.
    static func containsControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        }
    }
}
