// ChangesetVerification: checks a changeset against section counts — the current state's with the pending
// asynchronous changesets folded in (ComponentKit's CKIsValidChangesetForState, made exact).
import Foundation

enum ChangesetVerification {
    /// An item's final index path, from an insertion or a move.
    private struct Destination {
        let path: IndexPath
        let operation: ChangesetError.Operation
    }

    /// The section counts after `changeset` (which must be valid for `counts`).
    static func counts<Model>(_ counts: [Int], after changeset: Changeset<Model>) -> [Int] {
        var result = counts
        var removedPerSection: [Int: Int] = [:]
        for path in changeset.removedItems { removedPerSection[path.dataSourceSection, default: 0] += 1 }
        for move in changeset.movedItems { removedPerSection[move.from.dataSourceSection, default: 0] += 1 }
        for (section, removed) in removedPerSection where result.indices.contains(section) {
            result[section] -= removed
        }
        for section in Set(changeset.removedSections).sorted(by: >) where result.indices.contains(section) {
            result.remove(at: section)
        }
        for section in changeset.insertedSections.sorted() where section >= 0 && section <= result.count {
            result.insert(0, at: section)
        }
        for move in changeset.movedItems where result.indices.contains(move.to.dataSourceSection) {
            result[move.to.dataSourceSection] += 1
        }
        for insertion in changeset.insertedItems where result.indices.contains(insertion.indexPath.dataSourceSection) {
            result[insertion.indexPath.dataSourceSection] += 1
        }
        return result
    }

    /// The first rule `changeset` breaks against `counts`, or nil when applying it is well defined.
    ///
    /// Checked in ComponentKit's order — updates, removed items, removed sections, inserted sections,
    /// inserted items and moves — each list in ascending index order, so the error reported is
    /// deterministic.
    static func verify<Model>(_ changeset: Changeset<Model>, counts original: [Int]) -> ChangesetError? {
        func before(_ path: IndexPath, _ operation: ChangesetError.Operation) -> ChangesetError? {
            let section = path.dataSourceSection
            let item = path.dataSourceItem
            guard path.isDataSourcePath else {
                return ChangesetError(operation: operation, rule: .malformedIndexPath, section: section, item: item)
            }
            guard section >= 0, section < original.count else {
                return ChangesetError(
                    operation: operation, rule: .sectionOutOfRange, section: section,
                    item: operation == .moveItem ? nil : item)
            }
            guard item >= 0, item < original[section] else {
                return ChangesetError(operation: operation, rule: .itemOutOfRange, section: section, item: item)
            }
            return nil
        }

        var updated = Set<IndexPath>()
        for path in changeset.updatedItems.map(\.indexPath).sorted() {
            if let error = before(path, .updateItem) { return error }
            guard updated.insert(path).inserted else {
                return ChangesetError(operation: .updateItem, rule: .duplicate, section: path[0], item: path[1])
            }
        }
        var removed = Set<IndexPath>()
        for path in changeset.removedItems.sorted() {
            if let error = before(path, .removeItem) { return error }
            guard removed.insert(path).inserted else {
                return ChangesetError(operation: .removeItem, rule: .duplicate, section: path[0], item: path[1])
            }
            if updated.contains(path) {
                return ChangesetError(operation: .removeItem, rule: .removedAndUpdated, section: path[0], item: path[1])
            }
        }
        var removedSections = Set<Int>()
        for section in changeset.removedSections.sorted() {
            guard section >= 0, section < original.count else {
                return ChangesetError(operation: .removeSection, rule: .sectionOutOfRange, section: section, item: nil)
            }
            guard removedSections.insert(section).inserted else {
                return ChangesetError(operation: .removeSection, rule: .duplicate, section: section, item: nil)
            }
        }
        // Sections after the removals, then the insertions (each inserted index must be at most the
        // count at its turn, in ascending order, as NSArray's insertObjects:atIndexes: requires).
        var remaining = original
        var removedPerSection: [Int: Int] = [:]
        for path in removed { removedPerSection[path[0], default: 0] += 1 }
        var sources = Set<IndexPath>()
        let moves = changeset.movedItems.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        for section in removedSections.sorted(by: >) { remaining.remove(at: section) }
        var sectionCount = remaining.count
        var insertedSections = Set<Int>()
        for section in changeset.insertedSections.sorted() {
            guard section >= 0, section <= sectionCount else {
                return ChangesetError(operation: .insertSection, rule: .sectionOutOfRange, section: section, item: nil)
            }
            guard insertedSections.insert(section).inserted else {
                return ChangesetError(operation: .insertSection, rule: .duplicate, section: section, item: nil)
            }
            sectionCount += 1
        }
        for move in moves {
            if let error = before(move.from, .moveItem) { return error }
            guard sources.insert(move.from).inserted else {
                return ChangesetError(
                    operation: .moveItem, rule: .duplicate, section: move.from[0], item: move.from[1])
            }
            if removed.contains(move.from) {
                return ChangesetError(
                    operation: .moveItem, rule: .removedAndMoved, section: move.from[0], item: move.from[1])
            }
            removedPerSection[move.from[0], default: 0] += 1
        }
        // Final counts before the item insertions: what is left of each old section, in place.
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        var oldSection = 0
        let sortedInserted = insertedSections.sorted()
        var nextInserted = 0
        for index in 0..<sectionCount {
            if nextInserted < sortedInserted.count, sortedInserted[nextInserted] == index {
                counts.append(0)
                nextInserted += 1
                continue
            }
            while removedSections.contains(oldSection) { oldSection += 1 }
            counts.append(original[oldSection] - removedPerSection[oldSection, default: 0])
            oldSection += 1
        }
        // Destinations: inserted items, then move destinations, each checked in ascending order.
        var destinations: [Destination] = []
        destinations.reserveCapacity(changeset.insertedItems.count + moves.count)
        for insertion in changeset.insertedItems.map(\.indexPath).sorted() {
            guard insertion.isDataSourcePath else {
                return ChangesetError(
                    operation: .insertItem, rule: .malformedIndexPath, section: insertion.dataSourceSection,
                    item: insertion.dataSourceItem)
            }
            guard insertion[0] >= 0, insertion[0] < counts.count else {
                return ChangesetError(
                    operation: .insertItem, rule: .sectionOutOfRange, section: insertion[0], item: insertion[1])
            }
            destinations.append(Destination(path: insertion, operation: .insertItem))
        }
        for move in moves.sorted(by: { $0.to < $1.to }) {
            guard move.to.isDataSourcePath else {
                return ChangesetError(
                    operation: .moveItem, rule: .malformedIndexPath, section: move.to.dataSourceSection,
                    item: move.to.dataSourceItem)
            }
            guard move.to[0] >= 0, move.to[0] < counts.count else {
                return ChangesetError(operation: .moveItem, rule: .sectionOutOfRange, section: move.to[0], item: nil)
            }
            destinations.append(Destination(path: move.to, operation: .moveItem))
        }
        // Stable: an insertion sorts before a move destination at the same path, which is then reported.
        let ordered = destinations.enumerated().sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }
        var previous: IndexPath?
        for (_, destination) in ordered {
            let section = destination.path[0]
            let item = destination.path[1]
            if destination.path == previous {
                let insertedTwice = destination.operation == .insertItem
                return ChangesetError(
                    operation: destination.operation, rule: insertedTwice ? .duplicate : .destinationTaken,
                    section: section, item: item)
            }
            guard item >= 0, item <= counts[section] else {
                return ChangesetError(
                    operation: destination.operation, rule: .itemOutOfRange, section: section, item: item)
            }
            counts[section] += 1
            previous = destination.path
        }
        return nil
    }
}
