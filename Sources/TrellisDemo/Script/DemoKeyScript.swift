// DemoKeyScript: the `trellis demo --headless --keys` script — space-separated tokens naming keys,
// typed text, waits, clicks, wheel notches, resizes and pastes — parsed into steps a host plays.
import Foundation
import TrellisUI

/// A key script: what to send to the demo, step by step.
///
/// Tokens are separated by white space:
/// - key names: `up down left right enter esc tab backspace delete home end pgup pgdn space insert`
///   and `f1`…`f12` (also `return`, `escape`, `del`, `pageup`, `pagedown`); modifiers as prefixes —
///   `ctrl-x`, `alt-x`, `shift-tab`, `ctrl-alt-up` (`meta-` is `alt-`);
/// - a single character, e.g. `L` `q` `?` `1`, pressed as that character;
/// - `"text"`: typed character by character (`\"` and `\\` escape a quote and a backslash);
/// - `wait:500ms`, `wait:2s`, `wait:0.5s`: advance the application clock (at most an hour);
/// - `click:X,Y`: press and release the primary button at cell (X, Y);
/// - `wheel-up:X,Y`, `wheel-down:X,Y`: one wheel notch at cell (X, Y);
/// - `resize:WxH`: the screen becomes W × H cells;
/// - `paste:"text"`: a bracketed paste of the text.
///
/// Errors name the token and the 1-based column where it starts.
public struct DemoKeyScript: Sendable, Hashable {
    /// One thing to do.
    public enum Step: Sendable, Hashable, CustomStringConvertible {
        /// Send an event to the key window.
        case event(Event)
        /// Advance the clock by this many seconds.
        case wait(TimeInterval)
        /// Resize the screen to this many cells.
        case resize(width: Int, height: Int)

        /// The step written as a script token (events as a host would name them).
        public var description: String {
            switch self {
            case .event(let event):
                switch event {
                case .key(let key): return key.description
                case .pointer(let pointer):
                    return "pointer \(pointer.phase) \(Int(pointer.location.x)),\(Int(pointer.location.y))"
                case .scroll(let scroll):
                    return (scroll.deltaY < 0 ? "wheel-up" : "wheel-down")
                        + ":\(Int(scroll.location.x)),\(Int(scroll.location.y))"
                case .paste(let text): return "paste (\(text.count) characters)"
                @unknown default: return "event"
                }
            case .wait(let seconds):
                let milliseconds = (seconds * 1_000).rounded()
                return "wait:\(Int(milliseconds))ms"
            case .resize(let width, let height): return "resize:\(width)x\(height)"
            }
        }
    }

    /// The steps, in order.
    public var steps: [Step]

    /// Parses `text`; throws for the first token that is not understood.
    public init(parsing text: String) throws(DemoKeyScriptError) {
        var steps: [Step] = []
        for token in try Self.tokens(of: text) {
            steps.append(contentsOf: try Self.steps(for: token))
        }
        self.steps = steps
    }

    /// The longest wait a script may ask for, in seconds.
    public static let maximumWait: TimeInterval = 3_600
    /// The largest screen a script may resize to, per side.
    public static let maximumScreenSide = 10_000
    /// The largest cell coordinate a click or wheel may name.
    public static let maximumCoordinate = 100_000

    // MARK: Tokens

    /// A token as written, with the column where it starts.
    struct Token {
        var text: String
        var column: Int
    }

    /// Splits `text` at white space outside quotes.
    static func tokens(of text: String) throws(DemoKeyScriptError) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var start = 0
        var inQuotes = false
        var escaped = false
        var quoteColumn = 0
        for (offset, character) in text.enumerated() {
            let column = offset + 1
            if inQuotes {
                current.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuotes = false
                }
                continue
            }
            if character.isWhitespace {
                if !current.isEmpty { tokens.append(Token(text: current, column: start)) }
                current = ""
                continue
            }
            if current.isEmpty { start = column }
            current.append(character)
            if character == "\"" {
                inQuotes = true
                quoteColumn = column
            }
        }
        if inQuotes {
            throw DemoKeyScriptError(
                column: start, token: current,
                message: "the quote opened at column \(quoteColumn) is never closed")
        }
        if !current.isEmpty { tokens.append(Token(text: current, column: start)) }
        return tokens
    }

    // MARK: Steps

    static func steps(for token: Token) throws(DemoKeyScriptError) -> [Step] {
        let text = token.text
        func fail(_ message: String) -> DemoKeyScriptError {
            DemoKeyScriptError(column: token.column, token: text, message: message)
        }
        if text.first == "\"" {
            let typed = try unquote(Substring(text), token: token)
            return typed.map { .event(.key(KeyEvent(key: .character($0)))) }
        }
        let lowered = text.lowercased()
        if lowered.hasPrefix("paste:") {
            let body = text.dropFirst("paste:".count)
            guard body.first == "\"" else { throw fail("paste needs quoted text, e.g. paste:\"hello\"") }
            return [.event(.paste(try unquote(body, token: token)))]
        }
        if text.contains("\"") { throw fail("a quote may only start a token (\"text\") or follow paste:") }
        if text.count == 1, let character = text.first {
            return [.event(.key(KeyEvent(key: .character(character))))]
        }
        if lowered.hasPrefix("wait:") {
            return [.wait(try duration(String(lowered.dropFirst("wait:".count)), fail: fail))]
        }
        if lowered.hasPrefix("click:") {
            let point = try coordinates(String(lowered.dropFirst("click:".count)), fail: fail)
            return [
                .event(.pointer(PointerEvent(location: point, phase: .down, button: .primary))),
                .event(.pointer(PointerEvent(location: point, phase: .up, button: .primary))),
            ]
        }
        if lowered.hasPrefix("wheel-up:") {
            let point = try coordinates(String(lowered.dropFirst("wheel-up:".count)), fail: fail)
            return [.event(.scroll(ScrollEvent(location: point, deltaX: 0, deltaY: -1)))]
        }
        if lowered.hasPrefix("wheel-down:") {
            let point = try coordinates(String(lowered.dropFirst("wheel-down:".count)), fail: fail)
            return [.event(.scroll(ScrollEvent(location: point, deltaX: 0, deltaY: 1)))]
        }
        if lowered.hasPrefix("resize:") {
            let size = try screenSize(String(lowered.dropFirst("resize:".count)), fail: fail)
            return [.resize(width: size.width, height: size.height)]
        }
        return [.event(.key(try keyEvent(text, fail: fail)))]
    }

    /// The text between the quotes of `quoted` (which starts with `"`), with `\"` and `\\` unescaped;
    /// nothing may follow the closing quote.
    static func unquote(_ quoted: Substring, token: Token) throws(DemoKeyScriptError) -> String {
        func fail(_ message: String) -> DemoKeyScriptError {
            DemoKeyScriptError(column: token.column, token: token.text, message: message)
        }
        var result = ""
        var index = quoted.index(after: quoted.startIndex)
        while index < quoted.endIndex {
            let character = quoted[index]
            if character == "\\" {
                let next = quoted.index(after: index)
                guard next < quoted.endIndex else { throw fail("the text ends with a lone backslash") }
                let escapedCharacter = quoted[next]
                guard escapedCharacter == "\"" || escapedCharacter == "\\" else {
                    throw fail("unknown escape \\\(escapedCharacter) (only \\\" and \\\\ are escapes)")
                }
                result.append(escapedCharacter)
                index = quoted.index(after: next)
                continue
            }
            if character == "\"" {
                guard quoted.index(after: index) == quoted.endIndex else {
                    throw fail("nothing may follow the closing quote (put a space before the next token)")
                }
                return result
            }
            result.append(character)
            index = quoted.index(after: index)
        }
        throw fail("the quoted text is never closed")
    }

    /// Named keys (lower case).
    static let keyNames: [String: Key] = {
        var names: [String: Key] = [
            "up": .up, "down": .down, "left": .left, "right": .right, "enter": .enter, "return": .enter,
            "esc": .escape, "escape": .escape, "tab": .tab, "backspace": .backspace, "delete": .delete, "del": .delete,
            "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
            "space": .character(" "), "insert": .insert, "ins": .insert,
        ]
        for number in 1...12 { names["f\(number)"] = .function(number) }
        return names
    }()

    /// Modifier prefixes (lower case).
    static let modifierPrefixes: [(String, KeyModifiers)] = [
        ("ctrl-", .control), ("control-", .control), ("alt-", .option), ("meta-", .option), ("shift-", .shift),
    ]

    /// A key name or a single character, after any modifier prefixes.
    static func keyEvent(_ text: String, fail: (String) -> DemoKeyScriptError) throws(DemoKeyScriptError) -> KeyEvent {
        var rest = Substring(text)
        var modifiers: KeyModifiers = []
        var matched = true
        while matched && rest.count > 1 {
            matched = false
            for (prefix, modifier) in modifierPrefixes
            where rest.lowercased().hasPrefix(prefix) && rest.count > prefix.count {
                modifiers.insert(modifier)
                rest = rest.dropFirst(prefix.count)
                matched = true
                break
            }
        }
        if rest.count == 1, let character = rest.first, !modifiers.isEmpty {
            return KeyEvent(key: .character(character), modifiers: modifiers)
        }
        guard let key = keyNames[rest.lowercased()] else {
            throw fail("not a key name, a single character or a command (see --help for the syntax)")
        }
        return KeyEvent(key: key, modifiers: modifiers)
    }

    /// `500ms`, `2s`, `0.5s`.
    static func duration(_ text: String, fail: (String) -> DemoKeyScriptError) throws(DemoKeyScriptError)
        -> TimeInterval
    {
        let (number, scale): (Substring, Double)
        if text.hasSuffix("ms") {
            (number, scale) = (text.dropLast(2), 0.001)
        } else if text.hasSuffix("s") {
            (number, scale) = (text.dropLast(1), 1)
        } else {
            throw fail("a wait needs a unit: wait:500ms or wait:2s")
        }
        guard let value = decimal(number) else {
            throw fail("'\(number)' is not a number of \(scale == 1 ? "seconds" : "milliseconds")")
        }
        let seconds = value * scale
        guard seconds <= maximumWait else { throw fail("waits are at most \(Int(maximumWait)) s") }
        return seconds
    }

    /// A non-negative decimal number: digits with at most one point (no sign, exponent, inf or nan).
    static func decimal(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.count <= 20, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            text.filter({ $0 == "." }).count <= 1, text.contains(where: \.isNumber)
        else { return nil }
        return Double(String(text))
    }

    /// `X,Y` cell coordinates.
    static func coordinates(_ text: String, fail: (String) -> DemoKeyScriptError) throws(DemoKeyScriptError) -> CGPoint
    {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = integer(parts[0], maximum: maximumCoordinate),
            let y = integer(parts[1], maximum: maximumCoordinate)
        else {
            throw fail("expected cell coordinates X,Y (0 to \(maximumCoordinate)), e.g. click:10,3")
        }
        return CGPoint(x: x, y: y)
    }

    /// `WxH`.
    static func screenSize(_ text: String, fail: (String) -> DemoKeyScriptError) throws(DemoKeyScriptError) -> (
        width: Int, height: Int
    ) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = integer(parts[0], maximum: maximumScreenSide),
            let height = integer(parts[1], maximum: maximumScreenSide), width >= 1, height >= 1
        else {
            throw fail("expected a size WxH (1 to \(maximumScreenSide) cells a side), e.g. resize:120x40")
        }
        return (width, height)
    }

    /// A decimal integer in `0...maximum` (digits only).
    static func integer(_ text: Substring, maximum: Int) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let value = Int(text), value <= maximum
        else { return nil }
        return value
    }
}
