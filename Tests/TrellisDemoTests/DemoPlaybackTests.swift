// Headless runs of the demo: playing songs — the row's controller observes the song's player and
// updates the row asynchronously; progress follows the application clock.
import Foundation
import Testing
import TrellisComponents
import TrellisTesting
import TrellisUI

@testable import TrellisDemo

@MainActor @Suite("Demo playback")
struct DemoPlaybackTests {
    /// A demo showing the first album's songs.
    private func albumHarness() -> (DemoHarness, [Song]) {
        let harness = DemoHarness()
        harness.play("down enter enter")
        let library = MusicLibrary(songCount: 10_000)
        return (harness, library.songs(of: library.albums[0]))
    }

    @Test("Space plays the selected song: its row shows Pause and the time advances with the clock")
    func spacePlays() throws {
        let (harness, songs) = albumHarness()
        harness.play("down space")
        let row = try #require(harness.line(containing: songs[1].title))
        #expect(row.hasSuffix("[ Pause ]"))
        #expect(row.contains("▶ \(songs[1].title)"))
        #expect(row.contains("0:00/\(DemoFormatting.duration(songs[1].duration))"))
        harness.play("wait:3s")
        #expect(harness.line(containing: songs[1].title)?.contains("0:03/") == true)
        harness.play("wait:62s")
        #expect(harness.line(containing: songs[1].title)?.contains("1:05/") == true)
        // The other rows still offer Play.
        #expect(harness.line(containing: songs[0].title)?.hasSuffix("[ Play ]") == true)
        harness.play("p")
        let paused = try #require(harness.line(containing: songs[1].title))
        #expect(paused.hasSuffix("[ Play ]") && paused.contains("‖ \(songs[1].title)") && paused.contains("1:05/"))
        harness.play("wait:5s")
        #expect(harness.line(containing: songs[1].title)?.contains("1:05/") == true)
    }

    @Test("The state update is asynchronous: the row changes once the background build is applied")
    func asynchronousUpdate() throws {
        let (harness, songs) = albumHarness()
        let screen = try #require(harness.topScreen as? SongsViewController)
        let controller = try #require(
            screen.rowControllers.first { $0.component.song == songs[0] })
        let start = harness.nextSequence
        let modificationsBefore = screen.dataSource.appliedModificationCount
        harness.application.withLifecycleRecording { controller.togglePlayback() }
        // Nothing is rebuilt synchronously: the update waits for the update cycle (built off the main actor).
        #expect(controller.state == .stopped)
        harness.application.withLifecycleRecording { harness.screen.runUntilIdle() }
        #expect(
            harness.app.recorder.events[start...].contains {
                $0.callback == "updateState" && $0.arguments == ["asynchronous"]
            })
        // Applied by the row's data source as an asynchronous modification (built off the main actor).
        #expect(screen.dataSource.appliedModificationCount == modificationsBefore + 1)
        #expect(!screen.dataSource.hasPendingModifications)
        #expect(controller.state == PlaybackSnapshot(isPlaying: true, elapsed: 0))
        #expect(harness.line(containing: songs[0].title)?.hasSuffix("[ Pause ]") == true)
    }

    @Test("Clicking a row's Play button plays that song; starting another song pauses the first")
    func playButtonAndOneSongAtATime() throws {
        let (harness, songs) = albumHarness()
        // The first song's row is on line 3; its button ends at column 97.
        harness.play("click:95,3")
        #expect(harness.line(containing: songs[0].title)?.hasSuffix("[ Pause ]") == true)
        harness.play("wait:2s click:95,4")
        #expect(harness.line(containing: songs[1].title)?.hasSuffix("[ Pause ]") == true)
        let first = try #require(harness.line(containing: songs[0].title))
        #expect(first.hasSuffix("[ Play ]") && first.contains("0:02/"))
        #expect(harness.app.playback.nowPlaying?.song == songs[1])
    }

    @Test("A playing song's row scrolled out of view stops observing, and catches up when it mounts again")
    func catchUpAfterScrolling() throws {
        let harness = DemoHarness()
        harness.play("enter space")
        let screen = try #require(harness.topScreen as? SongsViewController)
        let first = screen.songs[0]
        let player = harness.app.playback.player(for: first)
        #expect(player.observerCount == 1)
        harness.play("end")
        #expect(harness.line(containing: "▶") == nil)
        // Unmounted: the row's controller stopped observing (willUnmount), the song plays on.
        #expect(player.observerCount == 0)
        harness.play("wait:7s home")
        #expect(player.observerCount == 1)
        #expect(harness.line(containing: first.title)?.contains("▶ \(first.title)") == true)
        #expect(harness.line(containing: first.title)?.contains("0:07/") == true)
    }

    @Test("Now Playing shows the song playing, its progress, and Space pauses it")
    func nowPlaying() throws {
        let (harness, songs) = albumHarness()
        harness.play("space wait:4s 2")
        let text = harness.text
        #expect(text.contains("▶ Playing"))
        #expect(text.contains(songs[0].title))
        #expect(text.contains("\(songs[0].artist) — \(songs[0].album)"))
        #expect(text.contains("0:04 / \(DemoFormatting.duration(songs[0].duration))"))
        #expect(text.contains("[ Pause ]"))
        harness.play("space")
        #expect(harness.text.contains("‖ Paused"))
        harness.play("1")
        #expect(harness.line(containing: songs[0].title)?.contains("‖ \(songs[0].title)") == true)
    }

    @Test("A song that reaches its end stops and rewinds")
    func songEnds() throws {
        let (harness, songs) = albumHarness()
        harness.play("space")
        harness.play("wait:\(songs[0].duration + 2)s")
        let row = try #require(harness.line(containing: songs[0].title))
        #expect(row.hasSuffix("[ Play ]"))
        #expect(!row.contains("/"))
    }
}
