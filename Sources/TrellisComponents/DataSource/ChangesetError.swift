// ChangesetError: why a changeset was rejected — the operation, the rule it broke and where.
import Foundation

/// A changeset the data source refused, naming the offending operation, index path and rule.
///
/// ComponentKit stops the process for an invalid changeset (`CKDataSourceChangesetVerification`);
/// Trellis rejects it with this error, reports it (rule `C-DATASOURCE-CHANGESET`) and leaves the state
/// unchanged.
public struct ChangesetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The part of the changeset at fault (ComponentKit's `CKInvalidChangesetOperationType`).
    public enum Operation: String, Sendable, Hashable {
        case updateItem, removeItem, removeSection, insertSection, insertItem, moveItem
    }

    /// The rule the changeset broke.
    public enum Rule: String, Sendable, Hashable {
        /// The section is not in the index space of the operation (before the change for updates, removals
        /// and move sources, after it for insertions and move destinations).
        case sectionOutOfRange
        /// The item is not in its section's index space (an insertion may name one past the end).
        case itemOutOfRange
        /// The index path does not have exactly a section and an item.
        case malformedIndexPath
        /// The same index path or section appears twice in one list of the changeset.
        case duplicate
        /// An item is both removed and updated.
        case removedAndUpdated
        /// An item is both removed and moved.
        case removedAndMoved
        /// Two items (insertions or move destinations) end at the same index path.
        case destinationTaken
    }

    /// The operation at fault.
    public let operation: Operation
    /// The rule it broke.
    public let rule: Rule
    /// The section named by the operation.
    public let section: Int
    /// The item named by the operation, `nil` for section operations and for a move whose section is
    /// out of range (as ComponentKit reports them).
    public let item: Int?

    /// Makes an error.
    public init(operation: Operation, rule: Rule, section: Int, item: Int?) {
        self.operation = operation
        self.rule = rule
        self.section = section
        self.item = item
    }

    /// The offending index path, when the error names an item.
    public var indexPath: IndexPath? { item.map { IndexPath(indexes: [section, $0]) } }

    /// A readable account: operation, place and rule.
    public var description: String {
        let place = item.map { "index path [\(section), \($0)]" } ?? "section \(section)"
        return "invalid changeset: \(operation.rawValue) at \(place): \(rule.rawValue)"
    }
}
