// Splits Swift and Objective-C text into tokens so that comments and string literals never look like code.

/// The language a source file is written in, which decides how it is read.
public enum SourceLanguage: String, Sendable, Hashable {
    /// A `.swift` file.
    case swift
    /// A `.h`, `.m` or `.mm` file.
    case objectiveC

    /// The language of a file with this path extension, if it is a source file the check reads.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "swift": self = .swift
        case "h", "m", "mm": self = .objectiveC
        default: return nil
        }
    }
}

/// One token of source text.
struct SourceToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A name or keyword (backquotes removed).
        case identifier
        /// `@name`: a Swift attribute or an Objective-C directive such as `@interface` (text without `@`).
        case attribute
        /// A string literal; the text is its content with simple escapes resolved.
        case string
        /// A number literal.
        case number
        /// One punctuation character.
        case punctuation
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int
    /// A string literal with interpolations (`"\(x)"`): its text is not a usable constant.
    var isInterpolated = false

    func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}

/// Tokenizes source text. Comments are dropped (Swift block comments nest, Objective-C ones do not);
/// string literals of every Swift form (`"…"`, `"""…"""`, `#"…"#`, with interpolations) and
/// Objective-C's `@"…"`, `"…"` and `'…'` become single tokens, so nothing inside them is read as code.
struct SourceLexer {
    private let bytes: [UInt8]
    private let language: SourceLanguage
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(text: String, language: SourceLanguage) {
        self.bytes = Array(text.utf8)
        self.language = language
    }

    /// Every token of the text, in order.
    static func tokens(of text: String, language: SourceLanguage) -> [SourceToken] {
        var lexer = SourceLexer(text: text, language: language)
        return lexer.run()
    }

    private mutating func run() -> [SourceToken] {
        var tokens: [SourceToken] = []
        while index < bytes.count {
            let byte = bytes[index]
            let column = index - lineStart + 1
            let startLine = line
            switch byte {
            case UInt8(ascii: "\n"):
                advanceNewline()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                let (text, interpolated) = readString(hashes: 0)
                tokens.append(
                    SourceToken(
                        kind: .string, text: text, line: startLine, column: column, isInterpolated: interpolated))
            case UInt8(ascii: "#") where language == .swift && isRawStringStart():
                var hashes = 0
                while peek(0) == UInt8(ascii: "#") {
                    hashes += 1
                    index += 1
                }
                let (text, interpolated) = readString(hashes: hashes)
                tokens.append(
                    SourceToken(
                        kind: .string, text: text, line: startLine, column: column, isInterpolated: interpolated))
            case UInt8(ascii: "'") where language == .objectiveC:
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "'"), bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                tokens.append(SourceToken(kind: .number, text: "'", line: startLine, column: column))
            case UInt8(ascii: "@") where peek(1) == UInt8(ascii: "\"") && language == .objectiveC:
                index += 1
                let (text, _) = readString(hashes: 0)
                tokens.append(SourceToken(kind: .string, text: text, line: startLine, column: column))
            case UInt8(ascii: "@") where peek(1).map(Self.isIdentifierStart) ?? false:
                index += 1
                let name = readIdentifier()
                tokens.append(SourceToken(kind: .attribute, text: name, line: startLine, column: column))
            case UInt8(ascii: "`") where language == .swift:
                index += 1
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
                    index += 1
                }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                if peek(0) == UInt8(ascii: "`") { index += 1 }
                tokens.append(SourceToken(kind: .identifier, text: name, line: startLine, column: column))
            case _ where Self.isIdentifierStart(byte):
                let name = readIdentifier()
                tokens.append(SourceToken(kind: .identifier, text: name, line: startLine, column: column))
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                while index < bytes.count {
                    let next = bytes[index]
                    if Self.isIdentifierPart(next)
                        || (next == UInt8(ascii: ".") && (peek(1).map { (48...57).contains($0) } ?? false))
                    {
                        index += 1
                    } else {
                        break
                    }
                }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                tokens.append(SourceToken(kind: .number, text: text, line: startLine, column: column))
            default:
                index += 1
                tokens.append(
                    SourceToken(kind: .punctuation, text: String(UnicodeScalar(byte)), line: startLine, column: column))
            }
        }
        return tokens
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advanceNewline() {
        index += 1
        line += 1
        lineStart = index
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private mutating func readIdentifier() -> String {
        let start = index
        while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `#` followed by more `#` and a quote opens a Swift raw string.
    private func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    private mutating func skipBlockComment() {
        index += 2
        var depth = 1
        while index < bytes.count, depth > 0 {
            if bytes[index] == UInt8(ascii: "\n") {
                advanceNewline()
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else if language == .swift, bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
    }

    /// Reads a string literal whose opening quote is at `index` (after `hashes` `#` signs): single-line or
    /// `"""` multi-line. Returns its content and whether it interpolates.
    private mutating func readString(hashes: Int) -> (String, Bool) {
        let multiline =
            language == .swift && peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"")
            && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        var content: [UInt8] = []
        var interpolated = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                if !multiline { break }
                content.append(byte)
                advanceNewline()
                continue
            }
            if byte == UInt8(ascii: "\""), closes(multiline: multiline, hashes: hashes) {
                index += (multiline ? 3 : 1) + hashes
                break
            }
            if byte == UInt8(ascii: "\\"), escapeHashesMatch(hashes) {
                index += 1 + hashes
                guard let escaped = peek(0) else { break }
                if escaped == UInt8(ascii: "(") && language == .swift {
                    interpolated = true
                    skipInterpolation()
                    continue
                }
                switch escaped {
                case UInt8(ascii: "n"): content.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): content.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "\n"):
                    advanceNewline()
                    continue
                default: content.append(escaped)
                }
                index += 1
                continue
            }
            content.append(byte)
            index += 1
        }
        return (String(decoding: content, as: UTF8.self), interpolated)
    }

    private func closes(multiline: Bool, hashes: Int) -> Bool {
        var offset = 1
        if multiline {
            guard peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") else { return false }
            offset = 3
        }
        for hash in 0..<hashes where peek(offset + hash) != UInt8(ascii: "#") { return false }
        return true
    }

    private func escapeHashesMatch(_ hashes: Int) -> Bool {
        for hash in 0..<hashes where peek(1 + hash) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Skips `(…)` of an interpolation, including any string literals nested inside it.
    private mutating func skipInterpolation() {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                _ = readString(hashes: 0)
            case UInt8(ascii: "\n"):
                advanceNewline()
            default:
                index += 1
            }
        }
    }
}
