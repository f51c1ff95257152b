// A named action sent along the responder chain (Swift's stand-in for UIKit's selectors).
import Foundation

/// An action that a responder may perform, sent with ``Application/sendAction(_:to:from:)``.
///
/// UIKit identifies actions by selector; Trellis by name. Responders opt in by overriding
/// ``Responder/canPerformAction(_:withSender:)`` and ``Responder/perform(_:withSender:)``.
public struct ResponderAction: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name, e.g. `"copy"`.
    public let name: String
    /// Creates an action.
    public init(_ name: String) { self.name = name }
    /// Creates an action from a string literal.
    public init(stringLiteral value: String) { name = value }
    /// The name.
    public var description: String { name }

    /// Standard editing actions.
    public static let copy = ResponderAction("copy")
    /// Cut.
    public static let cut = ResponderAction("cut")
    /// Paste.
    public static let paste = ResponderAction("paste")
    /// Select all.
    public static let selectAll = ResponderAction("selectAll")
}
