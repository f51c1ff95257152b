// Headless runs of the demo: the Song details page sheet (presented over an appeared list, dismissed
// with Escape or Close) and the search field filtering as you type.
import Foundation
import Testing
import TrellisComponents
import TrellisTesting
import TrellisUI

@testable import TrellisDemo

@MainActor @Suite("Demo details and search")
struct DemoDetailsAndSearchTests {
    private func albumHarness() -> (DemoHarness, [Song]) {
        let harness = DemoHarness()
        harness.play("down enter enter")
        let library = MusicLibrary(songCount: 10_000)
        return (harness, library.songs(of: library.albums[0]))
    }

    @Test("Enter presents the song's details as a page sheet over the list, which stays appeared; Escape dismisses it")
    func detailsSheet() throws {
        let (harness, songs) = albumHarness()
        let list = try #require(harness.topScreen as? SongsViewController)
        let start = harness.nextSequence
        harness.play("down down enter")
        let details = try #require(harness.app.rootViewController.presentedViewController as? SongDetailsViewController)
        #expect(details.song == songs[2])
        #expect(details.modalPresentationStyle == .pageSheet)
        #expect(harness.text.contains("Song details"))
        #expect(harness.text.contains("by \(songs[2].artist)"))
        #expect(harness.text.contains("from \(songs[2].album) (\(songs[2].year)), track 3"))
        #expect(harness.text.contains("0:00 / \(DemoFormatting.duration(songs[2].duration))"))
        // The sheet is framed, and the list still shows beside it.
        #expect(harness.lines[3].contains("┌") && harness.lines[3].contains("┐"))
        #expect(harness.lines[2].contains("Title"))
        // Page sheet: the presenter gets no appearance callbacks (S14).
        let listLabel = harness.app.recorder.label(for: list)
        #expect(!harness.controllerCalls(since: start).contains { $0.hasPrefix(listLabel + ".viewWill") })
        #expect(list.appearanceState == .appeared)

        harness.play("space wait:2s")
        #expect(harness.text.contains("0:02 / "))
        #expect(harness.text.contains("▶ Playing"))

        harness.play("esc wait:500ms")
        #expect(harness.app.rootViewController.presentedViewController == nil)
        #expect(!harness.text.contains("Song details"))
        // The keyboard is the list's again.
        harness.play("up")
        #expect(harness.line(containing: "▸")?.contains(songs[1].title) == true)
        // The song went on playing; its row shows it.
        #expect(harness.line(containing: songs[2].title)?.contains("▶") == true)
    }

    @Test("The sheet's Close button dismisses it")
    func closeButton() throws {
        let (harness, _) = albumHarness()
        harness.play("enter")
        let row = try #require(harness.lines.firstIndex { $0.contains("[ Close ]") })
        let column = try #require(harness.lines[row].range(of: "[ Close ]")).lowerBound
        let x = harness.lines[row].distance(from: harness.lines[row].startIndex, to: column) + 2
        harness.play("click:\(x),\(row)")
        #expect(harness.app.rootViewController.presentedViewController == nil)
        #expect(!harness.text.contains("Song details"))
    }

    @Test("Typing in the search field filters the songs as you type; Enter goes back to the list")
    func searchFilters() throws {
        let harness = DemoHarness(songCount: 2_000)
        harness.play("enter")
        let screen = try #require(harness.topScreen as? SongsViewController)
        let all = screen.songs
        harness.play(#"/ "sil""#)
        #expect(screen.searchField?.isEditing == true)
        let afterThree = screen.songs
        #expect(afterThree.count < all.count)
        #expect(afterThree.allSatisfy { "\($0.title) \($0.artist) \($0.album)".lowercased().contains("sil") })
        harness.play(#""ver r""#)
        let filtered = screen.songs
        #expect(filtered.count < afterThree.count && !filtered.isEmpty)
        #expect(filtered.allSatisfy { "\($0.title) \($0.artist) \($0.album)".lowercased().contains("ver") })
        #expect(harness.lines[1].hasPrefix("Search [silver r"))
        #expect(harness.lines[1].hasSuffix("\(filtered.count) of 2,000"))
        #expect(harness.lines[3].hasPrefix("▸") && harness.lines[3].contains(filtered[0].title))
        for (index, song) in filtered.prefix(20).enumerated() {
            #expect(harness.lines[3 + index].contains(song.title))
        }
        // Letters typed into the field are text: L did not open the lifecycle panel.
        #expect(!harness.app.rootViewController.isPanelVisible)

        harness.play("enter down")
        #expect(screen.searchField?.isEditing == false)
        #expect(harness.lines[4].hasPrefix("▸"))
        harness.play("/ backspace backspace backspace backspace backspace backspace backspace backspace esc")
        #expect(screen.songs.count == all.count)
        #expect(screen.searchField?.isEditing == false)
    }

    @Test("Text pasted on the list is searched for")
    func pasteSearches() throws {
        let harness = DemoHarness(songCount: 2_000)
        harness.play(#"enter paste:"silver""#)
        let screen = try #require(harness.topScreen as? SongsViewController)
        #expect(screen.query == "silver")
        #expect(screen.searchField?.isEditing == true)
        #expect(
            !screen.songs.isEmpty
                && screen.songs.allSatisfy {
                    "\($0.title) \($0.artist) \($0.album)".lowercased().contains("silver")
                })
        #expect(harness.lines[1].hasPrefix("Search [silver"))
    }

    @Test("A search that matches nothing says so")
    func noMatch() {
        let harness = DemoHarness(songCount: 200)
        harness.play(#"enter / "zzzz" enter"#)
        #expect(harness.text.contains("No songs match “zzzz”."))
        #expect(harness.lines[1].hasSuffix("0 of 200"))
    }
}
