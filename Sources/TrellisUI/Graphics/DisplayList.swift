// DisplayList: what a window looks like, as an ordered list of drawing instructions for a Screen.
import Foundation

/// The drawing instructions of a window, in z-order (first item at the back).
public struct DisplayList: Sendable, Hashable, Sequence {
    /// The instructions, back to front.
    public var items: [DisplayItem]

    /// Creates a display list.
    public init(_ items: [DisplayItem] = []) {
        self.items = items
    }

    /// Appends one instruction on top of the others.
    public mutating func append(_ item: DisplayItem) {
        items.append(item)
    }

    /// Appends another list's instructions on top of these.
    public mutating func append(contentsOf other: DisplayList) {
        items.append(contentsOf: other.items)
    }

    /// Whether the list draws nothing.
    public var isEmpty: Bool { items.isEmpty }

    /// The text runs in order (handy in tests and for accessibility-style queries).
    public var textRuns: [TextRun] {
        items.compactMap { item in
            if case .text(let run) = item { return run }
            return nil
        }
    }

    /// Iterates over the items back to front.
    public func makeIterator() -> IndexingIterator<[DisplayItem]> { items.makeIterator() }
}
