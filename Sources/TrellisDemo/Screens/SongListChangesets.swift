// SongListChangesets: the changesets that take a Songs screen's data source from one list of songs to
// another — a search (removals and insertions), a shuffle (moves), an append (tail insertions) — and
// keep the selected row's flag right.
import Foundation
import TrellisComponents

/// Builds the changesets of a Songs screen, in the data source's index spaces: updates, removals and move
/// sources index the list before the change; insertions and move destinations the list after it.
struct SongListChangesets {
    /// Where row controllers get players.
    let playback: PlaybackCenter

    /// The item for `song` at `index` when `selected` is the selected row.
    func item(_ song: Song, at index: Int, selected: Int?) -> SongItem {
        SongItem(song: song, isSelected: index == selected, playback: playback)
    }

    /// From `old` to `new`, two lists in the same order (both filtered from one list whose order `rank`
    /// gives): the songs only in `old` removed, those only in `new` inserted, and the songs in both whose
    /// selection flag changes updated. Linear in the two lists.
    func filter(
        from old: [Song], selected oldSelected: Int?, to new: [Song], selected newSelected: Int?,
        rank: (Song) -> Int
    ) -> Changeset<SongItem> {
        var changeset = Changeset<SongItem>()
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i].id == new[j].id {
                if (i == oldSelected) != (j == newSelected) {
                    changeset.updateItem(at: [0, i], with: item(new[j], at: j, selected: newSelected))
                }
                i += 1
                j += 1
            } else if j == new.count || (i < old.count && rank(old[i]) < rank(new[j])) {
                changeset.removeItem(at: [0, i])
                i += 1
            } else {
                changeset.insertItem(item(new[j], at: j, selected: newSelected), at: [0, j])
                j += 1
            }
        }
        return changeset
    }

    /// From `old` to `new`, the same songs in another order: a move for every song whose index changes.
    func reorder(from old: [Song], to new: [Song]) -> Changeset<SongItem> {
        var oldIndex: [Int: Int] = [:]
        for (index, song) in old.enumerated() { oldIndex[song.id] = index }
        var changeset = Changeset<SongItem>()
        for (index, song) in new.enumerated() {
            if let from = oldIndex[song.id], from != index { changeset.moveItem(at: [0, from], to: [0, index]) }
        }
        return changeset
    }

    /// `added` inserted after the `count` songs of the list, `selected` being the selected row after it.
    func append(_ added: [Song], after count: Int, selected: Int?) -> Changeset<SongItem> {
        var changeset = Changeset<SongItem>()
        for (offset, song) in added.enumerated() {
            changeset.insertItem(item(song, at: count + offset, selected: selected), at: [0, count + offset])
        }
        return changeset
    }
}
