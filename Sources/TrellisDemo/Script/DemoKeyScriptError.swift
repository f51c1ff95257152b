// DemoKeyScriptError: why a `--keys` script could not be read — which token, where, and what is wrong.
import Foundation

/// A key script that could not be parsed: the offending token, its 1-based column (in characters)
/// and what is wrong with it.
public struct DemoKeyScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based column (counted in characters) where the token starts.
    public var column: Int
    /// The token as written (a long token is shortened with …).
    public var token: String
    /// What is wrong.
    public var message: String

    /// An error for `token` at `column`.
    public init(column: Int, token: String, message: String) {
        self.column = column
        self.token = token.count > 40 ? String(token.prefix(39)) + "…" : token
        self.message = message
    }

    /// `column 7: 'wait:5x': …`.
    public var description: String { "column \(column): '\(token)': \(message)" }
}
