// Headless runs of the demo: navigating the library with keys, clicks and the wheel; the All Songs
// screen mounting only the rows in view.
import Foundation
import Testing
import TrellisComponents
import TrellisTesting
import TrellisUI

@testable import TrellisDemo

@MainActor @Suite("Demo navigation")
struct DemoNavigationTests {
    @Test(
        "The app starts on the Library tab's Artists, All Songs first and selected, with the tab bar and the status line"
    )
    func startScreen() {
        let harness = DemoHarness(songCount: 500)
        let library = MusicLibrary(songCount: 500)
        #expect(harness.lines[0].trimmingCharacters(in: .whitespaces) == "Artists")
        #expect(harness.line(containing: "All Songs")?.hasPrefix("▸ ★ All Songs") == true)
        #expect(harness.line(containing: "All Songs")?.contains("500 songs") == true)
        #expect(harness.lines[3].contains(library.artists[0].name))
        #expect(
            harness.lines[28].contains("[Library]") && harness.lines[28].contains("Now Playing")
                && harness.lines[28].contains("Lifecycle"))
        #expect(harness.lines[29].contains("? keys  L lifecycle  q quit"))
        #expect(harness.app.window.isKeyWindow)
    }

    @Test("Down and Enter open an artist's albums, Enter an album's songs; Escape goes back a screen at a time")
    func navigateIntoSongsAndBack() {
        let harness = DemoHarness()
        let library = MusicLibrary(songCount: 10_000)
        let artist = library.artists[0]
        let album = library.albums(of: artist)[0]
        harness.play("down enter")
        #expect(harness.topScreen?.title == artist.name)
        #expect(harness.lines[0].hasPrefix("‹ Artists") && harness.lines[0].contains(artist.name))
        #expect(harness.line(containing: album.title)?.hasPrefix("▸ ◉ \(album.title)") == true)

        harness.play("enter")
        let songs = library.songs(of: album)
        #expect(harness.topScreen?.title == album.title)
        #expect(harness.lines[0].hasPrefix("‹ \(artist.name)"))
        #expect(harness.lines[1].hasPrefix("Search [press / and type to filter"))
        #expect(harness.lines[1].hasSuffix(DemoFormatting.count(songs.count, "song")))
        for (index, song) in songs.enumerated() {
            let line = harness.line(containing: song.title)
            #expect(line?.contains(song.artist) == true)
            #expect(line?.contains(DemoFormatting.duration(song.duration)) == true)
            #expect(line?.hasSuffix("[ Play ]") == true)
            #expect(line?.hasPrefix(index == 0 ? "▸" : " ") == true)
        }

        harness.play("esc wait:500ms")
        #expect(harness.topScreen?.title == artist.name)
        harness.play("esc wait:500ms")
        #expect(harness.topScreen?.title == "Artists")
        #expect(harness.line(containing: artist.name)?.hasPrefix("▸") == true)
    }

    @Test(
        "All Songs lists 10,000 songs but mounts only the rows in view and the overscan; paging and End keep the selection in view"
    )
    func allSongsMountsOnlyVisibleRows() throws {
        let harness = DemoHarness()
        harness.play("enter")
        let songs = try #require(harness.topScreen as? SongsViewController)
        #expect(songs.songs.count == 10_000)
        #expect(harness.lines[1].hasSuffix("10,000 songs"))
        let rowControllers = songs.rowControllers
        #expect(rowControllers.count == 10_000)
        let mounted = rowControllers.filter { $0.mountPhase == .mounted }
        // 30 rows: nav bar, search, heading, tab bar and status line leave 25 for the list; the collection
        // view also keeps the cells of a quarter of its height beyond each edge (none above the top).
        #expect(mounted.map(\.component.song.number) == Array(1...32))
        #expect(harness.line(containing: "▸")?.contains(songs.songs[0].title) == true)

        harness.play("pgdn")
        #expect(harness.line(containing: "▸")?.contains(songs.songs[24].title) == true)
        harness.play("end")
        #expect(harness.line(containing: "▸")?.contains(songs.songs[9_999].title) == true)
        #expect(harness.lines[27].contains("10000"))
        let mountedAtEnd = rowControllers.filter { $0.mountPhase == .mounted }.map(\.component.song.number)
        #expect(mountedAtEnd == Array(9_969...10_000))
        harness.play("home")
        #expect(harness.lines[3].hasPrefix("▸      1"))
    }

    @Test("Clicking a row selects it and opens it; the wheel scrolls the list")
    func mouse() throws {
        let harness = DemoHarness(songCount: 500)
        let library = MusicLibrary(songCount: 500)
        // Row 2 is All Songs, row 3 the first artist.
        harness.play("click:20,3")
        #expect(harness.topScreen?.title == library.artists[0].name)
        harness.play("esc wait:500ms")
        harness.play("wheel-down:20,10 wheel-down:20,10 wheel-down:20,10")
        // Three rows scrolled: the list now starts at the third artist.
        #expect(harness.lines[2].contains(library.artists[2].name))
        harness.play("click:20,2")
        #expect(harness.topScreen?.title == library.artists[2].name)
    }

    @Test("Clicking a tab or pressing its number switches tabs")
    func tabs() {
        let harness = DemoHarness(songCount: 50)
        harness.play("2")
        #expect(harness.text.contains("Nothing is playing."))
        #expect(harness.lines[28].contains("[Now Playing]"))
        harness.play("3")
        #expect(harness.lines[0].contains("Lifecycle"))
        #expect(harness.lines[28].contains("[Lifecycle]"))
        harness.play("click:10,28")
        #expect(harness.lines[28].contains("[Library]"))
        #expect(harness.lines[0].contains("Artists"))
    }
}
