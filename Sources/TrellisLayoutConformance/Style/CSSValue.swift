// CSSValue: strict parsing of the CSS value forms FORMAT.md allows (numbers with exponents, px, %, keywords).

/// A CSS length as the conformance files write it.
enum CSSLength: Sendable, Hashable {
    /// `<n>px` (or a bare `0`).
    case pixels(Double)
    /// `<n>%`.
    case percent(Double)
}

/// Parsers for single CSS component values. They accept only what CSS syntax accepts, so `inf`, `nan`,
/// hexadecimal or unit-less non-zero lengths are rejected rather than silently read by `Double.init`.
enum CSSValue {
    /// Parses a CSS `<number>`: optional sign, digits with an optional fraction (or a fraction alone),
    /// optional exponent `e`/`E` with optional sign. Returns `nil` for anything else or a non-finite value.
    static func number(_ text: Substring) -> Double? {
        var index = text.startIndex
        func peek() -> Character? { index < text.endIndex ? text[index] : nil }
        func advance() { index = text.index(after: index) }
        func digits() -> Int {
            var count = 0
            while let character = peek(), character.isASCII, character.isNumber {
                advance()
                count += 1
            }
            return count
        }
        if peek() == "+" || peek() == "-" { advance() }
        let integerDigits = digits()
        var fractionDigits = 0
        if peek() == "." {
            advance()
            fractionDigits = digits()
            if fractionDigits == 0 { return nil }
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if peek() == "e" || peek() == "E" {
            advance()
            if peek() == "+" || peek() == "-" { advance() }
            if digits() == 0 { return nil }
        }
        guard index == text.endIndex, let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// Parses `<n>px`, `<n>%` or the unit-less zero `0`.
    static func length(_ text: String) -> CSSLength? {
        if text.hasSuffix("px") {
            return number(text.dropLast(2)).map(CSSLength.pixels)
        }
        if text.hasSuffix("%") {
            return number(text.dropLast()).map(CSSLength.percent)
        }
        if let value = number(Substring(text)), value == 0 { return .pixels(0) }
        return nil
    }

    /// Splits an alignment value into its optional overflow-position prefix (`safe`/`unsafe`) and keyword.
    static func alignment(_ text: String) -> (overflow: OverflowPosition?, keyword: String) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        if parts.count == 2, let overflow = OverflowPosition(rawValue: String(parts[0])) {
            return (overflow, String(parts[1]))
        }
        return (nil, text)
    }

    /// The overflow-position prefix of a CSS Box Alignment value.
    enum OverflowPosition: String {
        case safe
        case unsafe
    }
}
