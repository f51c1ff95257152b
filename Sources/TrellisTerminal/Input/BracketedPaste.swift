// BracketedPaste: collects the bytes of a bracketed paste (mode 2004) until the `ESC [ 201 ~` end
// marker, in linear time however the paste is split into reads, and turns them into the pasted text.

/// Collects a bracketed paste's content, watching for the end marker one byte at a time.
struct BracketedPasteCollector: Sendable {
    /// `ESC [ 2 0 1 ~`. Nothing inside a paste is decoded; only this ends it.
    static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// The content so far (without the part of the end marker matched so far).
    private(set) var content: [UInt8] = []
    /// How many bytes of the end marker the latest bytes matched. The marker's first byte (ESC) occurs
    /// in it only once, so on a mismatch the matched bytes are plain content and only the mismatching
    /// byte can start a new match: the scan never looks back, which keeps it linear.
    private var matchedMarkerBytes = 0
    /// The work done so far: one step per byte fed and per byte stored (see
    /// ``TerminalInputDecoder/steps``).
    private(set) var steps = 0

    /// Feeds one byte of the paste; returns `true` when it completed the end marker.
    mutating func consume(_ byte: UInt8) -> Bool {
        steps += 1
        if byte == Self.endMarker[matchedMarkerBytes] {
            matchedMarkerBytes += 1
            if matchedMarkerBytes == Self.endMarker.count {
                matchedMarkerBytes = 0
                return true
            }
            return false
        }
        content.append(contentsOf: Self.endMarker[0..<matchedMarkerBytes])
        steps += matchedMarkerBytes
        if byte == Self.endMarker[0] {
            matchedMarkerBytes = 1
        } else {
            matchedMarkerBytes = 0
            content.append(byte)
            steps += 1
        }
        return false
    }

    /// Returns the collected content and starts afresh.
    mutating func takeContent() -> [UInt8] {
        defer {
            content = []
            matchedMarkerBytes = 0
        }
        return content
    }

    /// The pasted text: line breaks normalised to LF (terminals send a pasted newline as CR, and
    /// Windows text as CR LF), and ill-formed UTF-8 dropped (each dropped sequence is added to
    /// `droppedSequences`) rather than turned into U+FFFD. `steps` grows by the bytes looked at.
    static func text(from bytes: [UInt8], droppedSequences: inout Int, steps: inout Int) -> String {
        var normalised: [UInt8] = []
        normalised.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            steps += 1
            let byte = bytes[index]
            if byte == 0x0D {
                normalised.append(0x0A)
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                normalised.append(byte)
            }
            index += 1
        }
        return UTF8Validator.decode(normalised, droppedSequences: &droppedSequences, steps: &steps)
    }
}
