// ChangesetApplication: applies a verified changeset to sections of anything — a data source's items, or
// the index paths the applied changes are mapped through.
import Foundation

enum ChangesetApplication {
    /// `sections` after `changeset` (verified for them): updates in place, then item removals (removed
    /// items and move sources), section removals, section insertions, and item insertions (inserted and
    /// moved items) in ascending order per section — ComponentKit's `CKDataSourceChangesetModification`.
    /// `updated` makes the item of an update from the item it replaces; `inserted` the item of an insertion.
    static func apply<Item, Model>(
        _ changeset: Changeset<Model>, to sections: [[Item]],
        updated: (_ path: IndexPath, _ old: Item, _ model: Model) -> Item,
        inserted: (_ path: IndexPath, _ model: Model) -> Item
    ) -> [[Item]] {
        var sections = sections
        for (path, model) in changeset.updatedItems {
            sections[path[0]][path[1]] = updated(path, sections[path[0]][path[1]], model)
        }
        var destinations: [Int: [(index: Int, item: Item)]] = [:]
        for move in changeset.movedItems {
            destinations[move.to[0], default: []].append((move.to[1], sections[move.from[0]][move.from[1]]))
        }
        var removals: [Int: Set<Int>] = [:]
        for move in changeset.movedItems { removals[move.from[0], default: []].insert(move.from[1]) }
        for path in changeset.removedItems { removals[path[0], default: []].insert(path[1]) }
        for (section, indexes) in removals {
            let items = sections[section]
            var kept: [Item] = []
            kept.reserveCapacity(items.count - indexes.count)
            for (index, item) in items.enumerated() where !indexes.contains(index) { kept.append(item) }
            sections[section] = kept
        }
        for section in Set(changeset.removedSections).sorted(by: >) { sections.remove(at: section) }
        for section in changeset.insertedSections.sorted() { sections.insert([], at: section) }
        for (path, model) in changeset.insertedItems {
            destinations[path[0], default: []].append((path[1], inserted(path, model)))
        }
        for (section, list) in destinations {
            let ordered = list.sorted { $0.index < $1.index }
            let old = sections[section]
            var merged: [Item] = []
            let total = old.count + ordered.count
            merged.reserveCapacity(total)
            var nextOld = 0
            var nextNew = 0
            while merged.count < total {
                if nextNew < ordered.count, ordered[nextNew].index == merged.count || nextOld == old.count {
                    merged.append(ordered[nextNew].item)
                    nextNew += 1
                } else {
                    merged.append(old[nextOld])
                    nextOld += 1
                }
            }
            sections[section] = merged
        }
        return sections
    }
}
