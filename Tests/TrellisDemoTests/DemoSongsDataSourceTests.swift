// Headless runs of the demo's Songs screen on its component data source: searching applies asynchronous
// changesets of removals and insertions with the search text as user info, Shuffle a changeset of moves,
// "Add 1,000 songs" a tail insertion split at the viewport; the lifecycle log shows the rows' controllers'
// willUpdateComponent and invalidateController.
import Foundation
import Testing
import TrellisComponents
import TrellisTesting
import TrellisUI

@testable import TrellisDemo

/// Records every change a Songs screen's data source applies.
@MainActor private final class ChangeLog: DataSourceListener {
    var changes: [AppliedChanges] = []
    func dataSourceDidApply(_ update: DataSourceUpdate<SongItem>) { changes.append(update.appliedChanges) }
}

@MainActor @Suite("Demo Songs on a component data source")
struct DemoSongsDataSourceTests {
    /// Whether the data source holds `screen.songs` in order, with only the selected row flagged, and every
    /// visible cell shows the item at its index path.
    private func consistent(_ screen: SongsViewController) -> Bool {
        let items = screen.dataSource.state.models.first ?? []
        let flags = items.enumerated().allSatisfy { index, item in item.isSelected == (index == screen.selectedRow) }
        let cells = screen.collectionView.visibleCells.allSatisfy { cell in
            guard let path = screen.collectionView.indexPath(for: cell) else { return false }
            return screen.dataSource.state.item(at: path)?.scopeRoot.attachedView === cell.contentView
        }
        return items.map(\.song) == screen.songs && flags && cells
    }

    @Test("Typing a search applies an asynchronous changeset per edit: removals and insertions, the text as user info")
    func searchChangesets() throws {
        let harness = DemoHarness(songCount: 2_000)
        harness.play("enter")
        let screen = try #require(harness.topScreen as? SongsViewController)
        let log = ChangeLog()
        screen.dataSource.addListener(log)
        harness.play(#"/ "sil""#)
        // One changeset per edit that changes the matches (every song may contain "s"), in typing order.
        let searched = log.changes.compactMap { $0.userInfo["search"] as? String }
        #expect(searched.count == log.changes.count && searched.last == "sil")
        #expect(searched == ["s", "si", "sil"].filter { searched.contains($0) })
        // Narrowing only removes rows.
        #expect(log.changes.allSatisfy { $0.insertedIndexPaths.isEmpty && !$0.removedIndexPaths.isEmpty })
        #expect(consistent(screen))
        for (index, song) in screen.songs.prefix(20).enumerated() {
            #expect(harness.lines[3 + index].contains(song.title))
        }
        log.changes = []
        harness.play("backspace")
        #expect(log.changes.count == 1)
        #expect(log.changes.first?.userInfo["search"] as? String == "si")
        #expect(log.changes.first?.insertedIndexPaths.isEmpty == false)
        #expect(log.changes.first?.removedIndexPaths.isEmpty == true)
        #expect(consistent(screen))
        harness.play(#""zzzz""#)
        #expect(screen.dataSource.state.numberOfItems(inSection: 0) == 0)
        #expect(harness.text.contains("No songs match “sizzzz”."))
        #expect(consistent(screen))
    }

    @Test("s shuffles with a changeset of moves only; the rows follow and the selection stays on its song")
    func shuffleMoves() throws {
        let harness = DemoHarness(songCount: 2_000)
        harness.play("enter down down")
        let screen = try #require(harness.topScreen as? SongsViewController)
        let before = screen.songs
        let selected = try #require(screen.selectedRow.map { before[$0] })
        let log = ChangeLog()
        screen.dataSource.addListener(log)
        harness.play("s")
        #expect(log.changes.count == 1)
        let change = try #require(log.changes.first)
        #expect(change.userInfo["action"] as? String == "shuffle")
        #expect(!change.movedIndexPaths.isEmpty)
        #expect(
            change.insertedIndexPaths.isEmpty && change.removedIndexPaths.isEmpty && change.updatedIndexPaths.isEmpty)
        #expect(Set(screen.songs) == Set(before) && screen.songs != before)
        #expect(screen.selectedRow.map { screen.songs[$0] } == selected)
        #expect(harness.line(containing: "▸")?.contains(selected.title) == true)
        #expect(consistent(screen))
        // A search after a shuffle keeps the shuffled order.
        let shuffled = screen.songs
        harness.play(#"/ "ar""#)
        #expect(screen.songs == shuffled.filter { "\($0.title) \($0.artist) \($0.album)".lowercased().contains("ar") })
        #expect(consistent(screen))
    }

    @Test("a appends 1,000 songs at the tail, split at the viewport: the rows that fill the list first, the rest after")
    func addSplitsAtViewport() throws {
        let harness = DemoHarness()
        harness.play("down enter enter")
        let screen = try #require(harness.topScreen as? SongsViewController)
        let shown = screen.songs.count
        let rowsInView = Int(screen.collectionView.bounds.height)
        #expect(shown < rowsInView)
        let log = ChangeLog()
        screen.dataSource.addListener(log)
        harness.play("a")
        #expect(log.changes.map(\.insertedIndexPaths.count) == [rowsInView - shown, 1_000 - (rowsInView - shown)])
        #expect(log.changes.allSatisfy { $0.userInfo["action"] as? String == "add" })
        #expect(screen.songs.count == shown + 1_000)
        #expect(harness.lines[1].hasSuffix("\(DemoFormatting.count(shown + 1_000, "song"))"))
        // The added songs continue after the library's: unique ids.
        #expect(Set(screen.songs.map(\.id)).count == screen.songs.count)
        #expect(screen.songs.last?.id == 10_000 + 999)
        #expect(consistent(screen))
        harness.play("end")
        #expect(harness.line(containing: "▸")?.contains(screen.songs[shown + 999].title) == true)
    }

    @Test(
        "The lifecycle log shows the rows' controllers' willUpdateComponent (selection) and invalidateController (search)"
    )
    func lifecycleLogShowsItemControllers() throws {
        let harness = DemoHarness()
        harness.play("down enter enter")
        let screen = try #require(harness.topScreen as? SongsViewController)
        let songs = screen.songs
        var start = harness.nextSequence
        harness.play("down")
        #expect(
            harness.controllerCalls(since: start).filter { $0.hasSuffix("willUpdateComponent()") } == [
                "SongRow#\(songs[0].number).willUpdateComponent()", "SongRow#\(songs[1].number).willUpdateComponent()",
            ])
        start = harness.nextSequence
        // A search no song of the album matches removes every row: each row's controller is invalidated.
        harness.play(#"/ "zzzz""#)
        let invalidated = harness.controllerCalls(since: start).filter { $0.hasSuffix("invalidateController()") }
        #expect(invalidated == songs.map { "SongRow#\($0.number).invalidateController()" })
        let logged = harness.app.log.entries.map { "\($0.receiver).\($0.call)" }
        #expect(logged.contains("SongRow#\(songs[1].number).willUpdateComponent()"))
        #expect(logged.contains("SongRow#\(songs[0].number).invalidateController()"))
    }
}
