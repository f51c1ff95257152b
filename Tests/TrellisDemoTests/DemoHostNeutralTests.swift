// The demo on a screen that is not the headless one (any `Screen`): it builds, takes input, and its
// status line reports the screen's frame statistics, skipping frames that changed nothing.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

@testable import TrellisDemo

/// A screen that reports frame statistics a test sets, like a terminal screen would.
@MainActor private final class StatisticsScreen: ApplicationScreen {
    let application = Application()
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 30)
    let textMeasurer: any TextMeasurer = CellTextMeasurer()
    var lastFrameStatistics: FrameStatistics?
    private(set) var frames: [DisplayList] = []

    func render(_ displayList: DisplayList) { frames.append(displayList) }

    /// The last frame painted onto a grid.
    var lines: [String] {
        var grid = CharacterGrid(width: 100, height: 30)
        grid.draw(frames.last ?? DisplayList())
        return grid.lines
    }
}

@MainActor @Suite("Demo on any screen")
struct DemoHostNeutralTests {
    @Test(
        "On a screen that measures its frames, the status line shows bytes, strategy and sync, and skips frames that changed nothing"
    )
    func frameStatistics() throws {
        let screen = StatisticsScreen()
        let app = DemoApp(screen: screen, application: screen.application, options: DemoOptions(songCount: 100))
        screen.application.runUntilIdle()
        #expect(screen.lines[0].contains("Artists"))
        screen.lastFrameStatistics = FrameStatistics(
            bytesWritten: 38, cellsChanged: 2, strategy: .cellDiff, isSynchronized: true)
        app.window.sendEvent(.key(KeyEvent(key: .down)))
        screen.application.advance(by: 0.3)
        #expect(screen.lines[29].contains("· 38 B diff sync"))
        #expect(screen.lines[3].hasPrefix("▸"))

        screen.lastFrameStatistics = FrameStatistics(
            bytesWritten: 0, cellsChanged: 0, strategy: .unchanged, isSynchronized: true)
        app.window.sendEvent(.key(KeyEvent(key: .down)))
        screen.application.advance(by: 1)
        #expect(screen.lines[29].contains("· 38 B diff sync"))
        #expect(screen.lines[4].hasPrefix("▸"))
        #expect(screen.application.scheduledTimers.isEmpty)
    }
}
