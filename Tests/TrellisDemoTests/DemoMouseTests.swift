// Headless runs of the demo: the mouse on song rows and on Now Playing's button, and scrolling the
// Lifecycle tab back and forth.
import Foundation
import Testing
import TrellisComponents
import TrellisTesting
import TrellisUI

@testable import TrellisDemo

@MainActor @Suite("Demo mouse and scrolling")
struct DemoMouseTests {
    @Test("Clicking a song row selects it; clicking the selected row presents its details")
    func clickSongRows() throws {
        let harness = DemoHarness()
        harness.play("down enter enter")
        let songs = try #require(harness.topScreen as? SongsViewController)
        harness.play("click:30,5")
        #expect(harness.line(containing: "▸")?.contains(songs.songs[2].title) == true)
        #expect(harness.app.rootViewController.presentedViewController == nil)
        harness.play("click:30,5")
        #expect(
            (harness.app.rootViewController.presentedViewController as? SongDetailsViewController)?.song
                == songs.songs[2])
    }

    @Test("Now Playing's button plays and pauses the song")
    func nowPlayingButton() throws {
        let harness = DemoHarness()
        harness.play("down enter enter space wait:1s 2")
        let row = try #require(harness.lines.firstIndex { $0.contains("[ Pause ]") })
        let line = harness.lines[row]
        let column = try #require(line.range(of: "[ Pause ]")).lowerBound
        let x = line.distance(from: line.startIndex, to: column) + 3
        harness.play("click:\(x),\(row)")
        #expect(harness.text.contains("‖ Paused"))
        #expect(harness.lines[row].contains("[ Play ]"))
    }

    @Test("The Lifecycle tab scrolls back with the arrows and the wheel, and End follows the newest again")
    func lifecycleTabScrolls() throws {
        let harness = DemoHarness()
        harness.play("down enter enter 3")
        let newest = try #require(harness.lines[27].split(separator: " ").last.map(String.init))
        harness.play("up up")
        #expect(harness.text.contains("↓ 2 newer"))
        #expect(!harness.lines[27].hasSuffix(newest))
        harness.play("wheel-down:20,20")
        #expect(harness.text.contains("↓ 1 newer"))
        harness.play("end")
        #expect(!harness.text.contains("newer"))
        #expect(harness.lines[27].hasSuffix(newest))
    }
}
