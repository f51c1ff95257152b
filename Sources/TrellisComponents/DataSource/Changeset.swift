// Changeset: a batch of item and section changes for a ComponentDataSource, in ComponentKit's index spaces.
import Foundation

/// Item and section changes applied to a ``ComponentDataSource`` as one transaction
/// (ComponentKit's `CKDataSourceChangeset`).
///
/// Index spaces, exactly as ComponentKit's: updated items, removed items, removed sections and move
/// sources name index paths *before* the change; inserted sections, inserted items and move destinations
/// name index paths *after* it. The change is applied as: updates (in place), then item removals (removed
/// items and move sources), then section removals, then section insertions, then item insertions (inserted
/// items and moved items, in ascending order per section). A moved item that is also updated carries its
/// update; items may be moved out of a removed section.
///
/// Build one with the mutating methods (each returns the changeset, so calls chain on a `var`), or with
/// ``init(updatedItems:removedItems:removedSections:movedItems:insertedSections:insertedItems:)``.
public struct Changeset<Model: Sendable>: Sendable {
    /// Items to rebuild with a new model, at index paths before the change.
    public var updatedItems: [(indexPath: IndexPath, model: Model)]
    /// Items to remove, at index paths before the change.
    public var removedItems: [IndexPath]
    /// Sections to remove, indexes before the change.
    public var removedSections: [Int]
    /// Items to move: sources before the change, destinations after it.
    public var movedItems: [(from: IndexPath, to: IndexPath)]
    /// Sections to insert (empty), indexes after the change.
    public var insertedSections: [Int]
    /// Items to insert, at index paths after the change.
    public var insertedItems: [(indexPath: IndexPath, model: Model)]

    /// A changeset of the given parts (all empty by default).
    public init(
        updatedItems: [(indexPath: IndexPath, model: Model)] = [], removedItems: [IndexPath] = [],
        removedSections: [Int] = [], movedItems: [(from: IndexPath, to: IndexPath)] = [],
        insertedSections: [Int] = [], insertedItems: [(indexPath: IndexPath, model: Model)] = []
    ) {
        self.updatedItems = updatedItems
        self.removedItems = removedItems
        self.removedSections = removedSections
        self.movedItems = movedItems
        self.insertedSections = insertedSections
        self.insertedItems = insertedItems
    }

    /// Whether the changeset changes nothing.
    public var isEmpty: Bool {
        updatedItems.isEmpty && removedItems.isEmpty && removedSections.isEmpty && movedItems.isEmpty
            && insertedSections.isEmpty && insertedItems.isEmpty
    }

    /// Rebuilds the item at `indexPath` (before the change) with `model`.
    @discardableResult public mutating func updateItem(at indexPath: IndexPath, with model: Model) -> Self {
        updatedItems.append((indexPath, model))
        return self
    }

    /// Removes the item at `indexPath` (before the change).
    @discardableResult public mutating func removeItem(at indexPath: IndexPath) -> Self {
        removedItems.append(indexPath)
        return self
    }

    /// Removes section `section` (before the change) with its items.
    @discardableResult public mutating func removeSection(_ section: Int) -> Self {
        removedSections.append(section)
        return self
    }

    /// Moves the item at `from` (before the change) to `to` (after the change).
    @discardableResult public mutating func moveItem(at from: IndexPath, to: IndexPath) -> Self {
        movedItems.append((from, to))
        return self
    }

    /// Inserts an empty section at `section` (after the change).
    @discardableResult public mutating func insertSection(_ section: Int) -> Self {
        insertedSections.append(section)
        return self
    }

    /// Inserts an item for `model` at `indexPath` (after the change).
    @discardableResult public mutating func insertItem(_ model: Model, at indexPath: IndexPath) -> Self {
        insertedItems.append((indexPath, model))
        return self
    }
}

extension Changeset: CustomStringConvertible {
    /// The index paths of every part (the first 20 of each), for diagnostics.
    public var description: String {
        func listed(_ parts: [String]) -> String {
            let shown = parts.prefix(20).joined(separator: ", ")
            return parts.count > 20 ? shown + ", … (\(parts.count - 20) more)" : shown
        }
        func paths(_ list: [IndexPath]) -> String { listed(list.map { "\(Array($0))" }) }
        var parts: [String] = []
        if !updatedItems.isEmpty { parts.append("updated: \(paths(updatedItems.map(\.indexPath)))") }
        if !removedItems.isEmpty { parts.append("removed: \(paths(removedItems))") }
        if !removedSections.isEmpty { parts.append("removed sections: \(removedSections)") }
        if !movedItems.isEmpty {
            parts.append("moved: " + listed(movedItems.map { "\(Array($0.from))→\(Array($0.to))" }))
        }
        if !insertedSections.isEmpty { parts.append("inserted sections: \(insertedSections)") }
        if !insertedItems.isEmpty { parts.append("inserted: \(paths(insertedItems.map(\.indexPath)))") }
        return "Changeset(" + parts.joined(separator: "; ") + ")"
    }
}
