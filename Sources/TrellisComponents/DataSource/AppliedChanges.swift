// AppliedChanges: what one applied modification changed, for listeners (ComponentKit's
// CKDataSourceAppliedChanges), with updated index paths mapped through the change.
import Foundation

/// The changes a modification made to a ``ComponentDataSource``'s state, in the changeset's index spaces:
/// updated and removed index paths, removed sections and move sources before the change; inserted
/// sections, inserted index paths and move destinations after it.
public struct AppliedChanges: Sendable, CustomStringConvertible {
    /// Items rebuilt (a new model, a state update, a reload or configuration change), before the change.
    public let updatedIndexPaths: Set<IndexPath>
    /// Items removed, before the change.
    public let removedIndexPaths: Set<IndexPath>
    /// Sections removed, before the change.
    public let removedSections: IndexSet
    /// Moved items: source before the change → destination after it.
    public let movedIndexPaths: [IndexPath: IndexPath]
    /// Sections inserted, after the change.
    public let insertedSections: IndexSet
    /// Items inserted, after the change.
    public let insertedIndexPaths: Set<IndexPath>
    /// The user info given with the modification.
    public let userInfo: [String: any Sendable]
    /// Where each updated item is after the change: updated index path (before) → index path (after)
    /// (ComponentKit's `finalUpdatedIndexPaths`). Computed from where the item really lands, so an item
    /// updated and moved maps to its move destination; an updated item whose section was removed is absent.
    public let finalUpdatedIndexPaths: [IndexPath: IndexPath]

    /// Applied changes with the given parts.
    public init(
        updatedIndexPaths: Set<IndexPath> = [], removedIndexPaths: Set<IndexPath> = [],
        removedSections: IndexSet = [], movedIndexPaths: [IndexPath: IndexPath] = [:],
        insertedSections: IndexSet = [], insertedIndexPaths: Set<IndexPath> = [],
        userInfo: [String: any Sendable] = [:], finalUpdatedIndexPaths: [IndexPath: IndexPath]? = nil
    ) {
        self.updatedIndexPaths = updatedIndexPaths
        self.removedIndexPaths = removedIndexPaths
        self.removedSections = removedSections
        self.movedIndexPaths = movedIndexPaths
        self.insertedSections = insertedSections
        self.insertedIndexPaths = insertedIndexPaths
        self.userInfo = userInfo
        self.finalUpdatedIndexPaths =
            finalUpdatedIndexPaths ?? Dictionary(uniqueKeysWithValues: updatedIndexPaths.map { ($0, $0) })
    }

    /// The applied changes of `changeset` (verified for `sectionCounts`, the counts before it).
    init<Model>(_ changeset: Changeset<Model>, sectionCounts: [Int], userInfo: [String: any Sendable]) {
        let updated = Set(changeset.updatedItems.map(\.indexPath))
        var final: [IndexPath: IndexPath] = [:]
        if !updated.isEmpty {
            let structural =
                !(changeset.removedItems.isEmpty && changeset.removedSections.isEmpty && changeset.movedItems.isEmpty
                && changeset.insertedSections.isEmpty && changeset.insertedItems.isEmpty)
            if structural {
                // Tag each updated item with its old index path and follow it through the change.
                let tagged: [[IndexPath?]] = sectionCounts.enumerated().map { section, count in
                    (0..<count).map { item in
                        let path = IndexPath(dataSourceItem: item, section: section)
                        return updated.contains(path) ? path : nil
                    }
                }
                let after = ChangesetApplication.apply(
                    changeset, to: tagged, updated: { _, old, _ in old }, inserted: { _, _ in nil })
                for (section, items) in after.enumerated() {
                    for (item, tag) in items.enumerated() {
                        if let tag { final[tag] = IndexPath(dataSourceItem: item, section: section) }
                    }
                }
            } else {
                for path in updated { final[path] = path }
            }
        }
        self.init(
            updatedIndexPaths: updated, removedIndexPaths: Set(changeset.removedItems),
            removedSections: IndexSet(changeset.removedSections),
            movedIndexPaths: Dictionary(changeset.movedItems.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a }),
            insertedSections: IndexSet(changeset.insertedSections),
            insertedIndexPaths: Set(changeset.insertedItems.map(\.indexPath)), userInfo: userInfo,
            finalUpdatedIndexPaths: final)
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        updatedIndexPaths.isEmpty && removedIndexPaths.isEmpty && removedSections.isEmpty && movedIndexPaths.isEmpty
            && insertedSections.isEmpty && insertedIndexPaths.isEmpty
    }

    /// The index paths of every part.
    public var description: String {
        func paths(_ set: Set<IndexPath>) -> String { set.sorted().map { "\(Array($0))" }.joined(separator: ", ") }
        return "AppliedChanges(updated: [\(paths(updatedIndexPaths))], removed: [\(paths(removedIndexPaths))], "
            + "removed sections: \(Array(removedSections)), moved: \(movedIndexPaths.count), "
            + "inserted sections: \(Array(insertedSections)), inserted: [\(paths(insertedIndexPaths))])"
    }
}
