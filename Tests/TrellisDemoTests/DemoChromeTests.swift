// Headless runs of the demo: the lifecycle panel and its limits, the status line (which must not make
// frames of its own), the key help, quitting, and re-layout on resize.
import Foundation
import Testing
import TrellisComponents
import TrellisTesting
import TrellisUI

@testable import TrellisDemo

@MainActor @Suite("Demo chrome")
struct DemoChromeTests {
    @Test("L toggles the lifecycle panel on every screen; it shows the callbacks as they happen, with counts")
    func lifecyclePanel() {
        let harness = DemoHarness(songCount: 500)
        let artist = MusicLibrary(songCount: 500).artists[0]
        harness.play("L")
        #expect(harness.app.rootViewController.isPanelVisible)
        #expect(harness.lines[0].hasSuffix("│ Lifecycle  \(DemoFormatting.count(harness.app.log.total, "callback"))"))
        // Counts in lifecycle order: the Settings tab's storyboard made its controllers at launch, so
        // init(coder:) comes first, then the loading of the screens shown.
        #expect(harness.lines[1].contains("│ initCoder"))
        #expect(harness.lines[1...3].contains { $0.contains("loadView") })
        harness.play("down enter")
        // The newest callback is on the panel's last line; the push's appearance callbacks are counted.
        let panel = harness.lines.map { line in line.range(of: "│ ").map { String(line[$0.upperBound...]) } ?? "" }
        #expect(panel[28].hasPrefix("Albums[\(artist.name)].didMove(to"))
        #expect(panel.contains { $0 == "Artists.viewWillDisappear(false)" })
        #expect(panel.contains { $0.hasPrefix("Albums[\(artist.name)].viewWillA") })
        // The counts, two to a line, above the log.
        let counts = panel[1..<12].joined(separator: "\n")
        #expect(counts.contains("willAppear") && counts.contains("didAppear") && counts.contains("willMount"))
        harness.play("enter L")
        #expect(!harness.app.rootViewController.isPanelVisible)
        #expect(!harness.text.contains("│ Lifecycle"))
        #expect(harness.lines[2].hasSuffix("Time"))
    }

    @Test("The log keeps the last 500 callbacks while the recorder keeps every event")
    func logCapacity() throws {
        let harness = DemoHarness(songCount: 2_000)
        harness.play("enter")
        let log = harness.app.log
        #expect(log.entries.count == LifecycleLog.capacity)
        #expect(log.counts["didInit"] ?? 0 >= 2_000)
        #expect(log.total > 2_000)
        let recorded = harness.app.recorder.events.filter { LifecycleCallbackKind(callback: $0.callback) != nil }
        #expect(recorded.count == log.total)
        #expect(log.entries.map(\.sequence) == recorded.suffix(LifecycleLog.capacity).map(\.sequence))
    }

    @Test("An idle app makes no frames: the log's and the status line's redraws record nothing the log shows")
    func noFeedbackLoop() {
        let harness = DemoHarness(songCount: 200)
        harness.play("L 3")
        harness.play("wait:1s")
        let cycles = harness.application.updateCycleCount
        let logged = harness.app.log.total
        let events = harness.app.recorder.events.count
        // Asleep: no timer is waiting, so a host's run loop has nothing to wake up for.
        #expect(harness.application.scheduledTimers.isEmpty)
        harness.play("wait:5s")
        #expect(harness.application.updateCycleCount == cycles)
        #expect(harness.app.log.total == logged)
        #expect(harness.app.recorder.events.count == events)
    }

    @Test("While a song plays the status line follows its frames, and stops looking when it stops")
    func statusFollowsPlayback() {
        let harness = DemoHarness()
        harness.play("down enter enter space wait:2s")
        let status = harness.lines[29]
        #expect(status.hasPrefix(" build "))
        #expect(!harness.application.scheduledTimers.isEmpty)
        harness.play("space wait:2s")
        #expect(harness.application.scheduledTimers.isEmpty)
    }

    @Test("The status line shows the last frame's step timings, and the frame statistics where the screen has them")
    func statusLine() {
        let harness = DemoHarness(songCount: 200)
        harness.play("down wait:300ms")
        let status = harness.lines[29]
        #expect(status.hasPrefix(" build "))
        #expect(status.contains(" · layout ") && status.contains(" · display ") && status.contains(" · render "))
        #expect(status.hasSuffix("· headless"))
        let timings = UpdateCycleTimings()
        let statistics = FrameStatistics(
            bytesWritten: 1_234, cellsChanged: 3, strategy: .cellDiff, isSynchronized: true)
        #expect(
            FrameStatus.text(timings: timings, statistics: statistics)
                == "build 0.00ms · layout 0.00ms · display 0.00ms · render 0.00ms · 1,234 B diff sync")
        #expect(FrameStatus.milliseconds(.microseconds(12_345)) == "12.3ms")
        #expect(FrameStatus.milliseconds(.milliseconds(153)) == "153ms")
    }

    @Test("? shows the keys over everything; the next key closes it")
    func help() {
        let harness = DemoHarness(songCount: 50)
        harness.play("?")
        #expect(harness.text.contains("Keys"))
        #expect(harness.text.contains("lifecycle panel on / off"))
        harness.play("down")
        #expect(!harness.text.contains("lifecycle panel on / off"))
        // The key only closed the help: the selection did not move.
        #expect(harness.line(containing: "▸")?.contains("All Songs") == true)
    }

    @Test("q quits: the application terminates and the screens disappear in UIKit's order")
    func quit() {
        let harness = DemoHarness(songCount: 50)
        harness.play("down enter")
        let start = harness.nextSequence
        harness.play("q")
        #expect(harness.application.isTerminated)
        let calls = harness.controllerCalls(since: start)
        #expect(calls.first == "Root.viewWillDisappear(false)")
        #expect(calls.contains { $0.hasPrefix("Albums[") && $0.contains("viewDidDisappear(false)") })
    }

    @Test("Ctrl-C quits too; q typed into the search field is text")
    func quitKeys() {
        let typing = DemoHarness(songCount: 50)
        typing.play(#"enter / "q""#)
        #expect(!typing.application.isTerminated)
        #expect((typing.topScreen as? SongsViewController)?.query == "q")
        let control = DemoHarness(songCount: 50)
        control.play("ctrl-c")
        #expect(control.application.isTerminated)
    }

    @Test("A resized screen lays the app out again: 100×30 to 60×20 to 200×60")
    func resize() throws {
        let harness = DemoHarness(songCount: 500)
        harness.play("enter L")
        harness.play("resize:60x20")
        let songs = try #require(harness.topScreen as? SongsViewController)
        #expect(harness.lines.count == 20)
        #expect(!harness.lines[19].isEmpty)
        #expect(harness.lines[18].contains("[Library]"))
        #expect(harness.lines.allSatisfy { $0.count <= 60 })
        // The panel keeps 40 columns for the list, whose rows leave out the columns that no longer fit.
        #expect(harness.lines[0].contains("│ Lifecycle"))
        #expect(harness.lines[3].hasPrefix("▸   \(songs.songs[0].title)"))
        #expect(harness.lines[3].contains("\(DemoFormatting.duration(songs.songs[0].duration))  [ Play ]"))
        #expect(!harness.lines[3].contains(songs.songs[0].artist))
        harness.play("resize:200x60")
        #expect(harness.lines.count == 60)
        #expect(harness.lines[58].contains("[Library]"))
        #expect(harness.lines[3].contains(songs.songs[0].title) && harness.lines[3].contains(songs.songs[0].album))
        #expect(harness.lines[57].contains(songs.songs[54].title))
        #expect(harness.lines[0].contains("│ Lifecycle"))
    }
}
