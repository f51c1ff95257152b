// TextMeasurerKey: the text measurer components lay text out with, from the context.
import TrellisUI

/// A `TextMeasurer` that can live in a ``ComponentContext``.
public struct ContextTextMeasurer: Sendable, Equatable {
    /// The measurer.
    public let measurer: any TextMeasurer
    let identity: String

    /// Wraps `measurer`; measurers with the same `identity` are treated as equal.
    public init(_ measurer: any TextMeasurer, identity: String) {
        self.measurer = measurer
        self.identity = identity
    }

    /// Whether both are the same.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
}

/// The context key of the text measurer (default: one cell per character, as the terminal screens).
public enum TextMeasurerKey: ComponentContextKey {
    /// One cell per character (two for East Asian wide characters).
    public static let defaultValue = ContextTextMeasurer(CellTextMeasurer(), identity: "cell")
}
