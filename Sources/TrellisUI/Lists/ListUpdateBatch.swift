// ListUpdateBatch and ListUpdateMapping: the changes recorded by performBatchUpdates, checked against
// the item counts before and after, and the map from old index paths to new ones (UIKit's rules).
import Foundation

/// The changes of one `performBatchUpdates` call, as recorded.
///
/// UIKit's index rules: deletions, reloads, reconfigurations and move sources name index paths *before*
/// the update;
/// insertions and move destinations name index paths *after* it; deletions are applied before
/// insertions whatever order the calls came in.
struct ListUpdateBatch {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    /// Items whose displayed cells are configured again in place (`reconfigureItems(at:)`).
    var reconfiguredItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty && movedItems.isEmpty
    }
}

/// Why a batch does not fit the data source's counts.
struct ListUpdateError: Error {
    let message: String
}

/// How a valid batch moves index paths: old item → new item (or gone), old section → new section.
struct ListUpdateMapping {
    private let oldCounts: [Int]
    /// New section of each old section (`nil`: deleted).
    private let sectionMap: [Int?]
    /// Per old section: the items leaving it (deleted or moved away), sorted.
    private var leaving: [[Int]]
    /// Per new section: the positions filled by insertions and move destinations, sorted.
    private var arriving: [[Int]]
    private let moves: [IndexPath: IndexPath]
    private let deleted: Set<IndexPath>
    private let reloaded: Set<IndexPath>
    private let reloadedSections: IndexSet
    /// The old index paths of the items reconfigured (and neither deleted nor reloaded).
    let reconfigured: Set<IndexPath>

    /// Checks `batch` against the counts before (`oldCounts`) and after (`newCounts`) and builds the
    /// map; throws with UIKit's explanation when they do not agree.
    init(batch: ListUpdateBatch, oldCounts: [Int], newCounts: [Int]) throws(ListUpdateError) {
        self.oldCounts = oldCounts
        let oldSections = oldCounts.count
        let newSections = newCounts.count
        reloadedSections = batch.reloadedSections
        func item(_ indexPath: IndexPath) -> String { describeUpdateIndexPath(indexPath) }

        // Sections.
        for section in batch.deletedSections where section >= oldSections {
            throw ListUpdateError(
                message:
                    "attempt to delete section \(section), but there are only \(oldSections) sections before the update"
            )
        }
        for section in batch.reloadedSections where section >= oldSections {
            throw ListUpdateError(
                message:
                    "attempt to reload section \(section), but there are only \(oldSections) sections before the update"
            )
        }
        for section in batch.insertedSections where section >= newSections {
            throw ListUpdateError(
                message:
                    "attempt to insert section \(section), but there are only \(newSections) sections after the update")
        }
        if let section = batch.deletedSections.intersection(batch.reloadedSections).first {
            throw ListUpdateError(message: "attempt to delete and reload the same section (\(section))")
        }
        let expectedSections = oldSections - batch.deletedSections.count + batch.insertedSections.count
        guard expectedSections == newSections else {
            throw ListUpdateError(
                message: "invalid number of sections. The number of sections contained in the collection after "
                    + "the update (\(newSections)) must be equal to the number of sections contained in the "
                    + "collection before the update (\(oldSections)), plus or minus the number of sections inserted "
                    + "or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted)")
        }
        let insertedSectionList = Array(batch.insertedSections)
        var map: [Int?] = []
        var survivors = 0
        for section in 0..<oldSections {
            if batch.deletedSections.contains(section) {
                map.append(nil)
            } else {
                map.append(ListUpdateMapping.freePosition(survivors, skipping: insertedSectionList))
                survivors += 1
            }
        }
        sectionMap = map

        // Items before the update: deletions, reloads, move sources.
        var leaving = Array(repeating: [Int](), count: oldSections)
        var arriving = Array(repeating: [Int](), count: newSections)
        var deleted = Set<IndexPath>()
        var reloaded = Set<IndexPath>()
        var moveSources = [IndexPath: IndexPath]()
        func checkOld(_ indexPath: IndexPath, _ verb: String) throws(ListUpdateError) {
            guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < oldSections,
                indexPath.item >= 0, indexPath.item < oldCounts[indexPath.section]
            else {
                let count =
                    indexPath.count == 2 && oldCounts.indices.contains(indexPath.section)
                    ? "there are only \(oldCounts[indexPath.section]) items in section \(indexPath.section)"
                    : "there are only \(oldSections) sections"
                throw ListUpdateError(
                    message: "attempt to \(verb) item \(item(indexPath)), but \(count) before the update")
            }
            if batch.deletedSections.contains(indexPath.section) {
                throw ListUpdateError(
                    message:
                        "attempt to \(verb) item \(item(indexPath)) of section \(indexPath.section), which is being deleted"
                )
            }
        }
        func checkNew(_ indexPath: IndexPath, _ verb: String) throws(ListUpdateError) {
            guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < newSections,
                indexPath.item >= 0, indexPath.item < newCounts[indexPath.section]
            else {
                let count =
                    indexPath.count == 2 && newCounts.indices.contains(indexPath.section)
                    ? "there are only \(newCounts[indexPath.section]) items in section \(indexPath.section)"
                    : "there are only \(newSections) sections"
                throw ListUpdateError(
                    message: "attempt to \(verb) item \(item(indexPath)), but \(count) after the update")
            }
        }
        for indexPath in batch.deletedItems {
            try checkOld(indexPath, "delete")
            guard deleted.insert(indexPath).inserted else {
                throw ListUpdateError(message: "attempt to delete item \(item(indexPath)) twice")
            }
            leaving[indexPath.section].append(indexPath.item)
        }
        for indexPath in batch.reloadedItems {
            try checkOld(indexPath, "reload")
            if deleted.contains(indexPath) {
                throw ListUpdateError(message: "attempt to delete and reload the same index path (\(item(indexPath)))")
            }
            reloaded.insert(indexPath)
        }
        var reconfigured = Set<IndexPath>()
        for indexPath in batch.reconfiguredItems {
            try checkOld(indexPath, "reconfigure")
            if deleted.contains(indexPath) || batch.deletedSections.contains(indexPath.section) {
                throw ListUpdateError(
                    message: "attempt to delete and reconfigure the same index path (\(item(indexPath)))")
            }
            // A reload makes a new cell, which is configured anyway.
            if !reloaded.contains(indexPath) && !batch.reloadedSections.contains(indexPath.section) {
                reconfigured.insert(indexPath)
            }
        }
        var insertedSet = Set<IndexPath>()
        for indexPath in batch.insertedItems {
            try checkNew(indexPath, "insert")
            guard insertedSet.insert(indexPath).inserted else {
                throw ListUpdateError(message: "attempt to insert item \(item(indexPath)) twice")
            }
            if !batch.insertedSections.contains(indexPath.section) {
                arriving[indexPath.section].append(indexPath.item)
            }
        }
        var destinations = Set<IndexPath>()
        for move in batch.movedItems {
            try checkOld(move.from, "move")
            try checkNew(move.to, "move")
            if deleted.contains(move.from) || moveSources[move.from] != nil {
                throw ListUpdateError(
                    message: "attempt to move item \(item(move.from)), which is already being "
                        + (deleted.contains(move.from) ? "deleted" : "moved"))
            }
            if reloaded.contains(move.from) {
                throw ListUpdateError(message: "attempt to move and reload the same index path (\(item(move.from)))")
            }
            if batch.insertedSections.contains(move.to.section) {
                throw ListUpdateError(
                    message:
                        "attempt to move item \(item(move.from)) into section \(move.to.section), which is being inserted"
                )
            }
            if insertedSet.contains(move.to) || !destinations.insert(move.to).inserted {
                throw ListUpdateError(
                    message: "attempt to move item \(item(move.from)) to \(item(move.to)), which is already the "
                        + "destination of another insertion or move")
            }
            moveSources[move.from] = move.to
            leaving[move.from.section].append(move.from.item)
            arriving[move.to.section].append(move.to.item)
        }

        // Counts of the sections that survive.
        for old in 0..<oldSections {
            guard let new = map[old], !batch.reloadedSections.contains(old) else { continue }
            let deletedCount = batch.deletedItems.count { $0.section == old }
            let insertedCount = batch.insertedItems.count { $0.section == new }
            let movedOut = batch.movedItems.count { $0.from.section == old && $0.to.section != new }
            let movedIn = batch.movedItems.count { $0.to.section == new && $0.from.section != old }
            let expected = oldCounts[old] - deletedCount + insertedCount - movedOut + movedIn
            guard expected == newCounts[new] else {
                throw ListUpdateError(
                    message: "invalid number of items in section \(new). The number of items contained in an "
                        + "existing section after the update (\(newCounts[new])) must be equal to the number of "
                        + "items contained in that section before the update (\(oldCounts[old])), plus or minus "
                        + "the number of items inserted or deleted from that section (\(insertedCount) inserted, "
                        + "\(deletedCount) deleted) and plus or minus the number of items moved into or out of "
                        + "that section (\(movedIn) moved in, \(movedOut) moved out)")
            }
        }
        self.leaving = leaving.map { $0.sorted() }
        self.arriving = arriving.map { $0.sorted() }
        moves = moveSources
        self.deleted = deleted
        self.reloaded = reloaded
        self.reconfigured = reconfigured
    }

    /// The `rank`-th position (from 0) not in `occupied` (sorted).
    private static func freePosition(_ rank: Int, skipping occupied: [Int]) -> Int {
        var position = rank
        for taken in occupied {
            if taken <= position { position += 1 } else { break }
        }
        return position
    }

    /// The new section of old section `section` (`nil`: deleted).
    func newSection(for section: Int) -> Int? {
        sectionMap.indices.contains(section) ? sectionMap[section] : nil
    }

    /// Whether old section `section` is reloaded.
    func isReloaded(section: Int) -> Bool { reloadedSections.contains(section) }

    /// Whether the item at old `indexPath` is reloaded (by itself or with its section).
    func isReloaded(_ indexPath: IndexPath) -> Bool {
        reloaded.contains(indexPath) || reloadedSections.contains(indexPath.section)
    }

    /// Where the item at old `indexPath` is after the update (`nil`: deleted, or its section was).
    func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, let section = newSection(for: indexPath.section) else { return nil }
        if let destination = moves[indexPath] { return destination }
        if deleted.contains(indexPath) { return nil }
        if reloadedSections.contains(indexPath.section) {
            // A reloaded section's items are new; the ones within its new count keep their place.
            return IndexPath(item: indexPath.item, section: section)
        }
        let gone = leaving[indexPath.section]
        let before = ListUpdateMapping.countLess(gone, than: indexPath.item)
        let item = ListUpdateMapping.freePosition(indexPath.item - before, skipping: arriving[section])
        return IndexPath(item: item, section: section)
    }

    private static func countLess(_ sorted: [Int], than value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// "[section, item]" for messages.
func describeUpdateIndexPath(_ indexPath: IndexPath) -> String {
    indexPath.count == 2 ? "[\(indexPath.section), \(indexPath.item)]" : "\(Array(indexPath))"
}
