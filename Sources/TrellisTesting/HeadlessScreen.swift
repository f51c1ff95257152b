// HeadlessScreen: a Screen without a device. It paints every rendered display list into a character
// grid so tests can assert on what a user would see, and simulates input (see Events/).
import Foundation
import TrellisUI

/// A screen of `width` × `height` cells (one point per cell) that renders into a text grid.
///
/// The screen owns an ``Application`` (one per screen, so parallel tests never share one); windows
/// created with `Window(screen:)` join it. Input simulation (``sendKey(_:modifiers:)``,
/// ``click(at:button:)``, ...) goes through the key window's `sendEvent(_:)` and then runs the
/// application until idle, so ``renderedText`` shows the result.
@MainActor
public final class HeadlessScreen: ApplicationScreen {
    /// The application whose windows this screen shows.
    public let application: Application
    /// The screen rectangle: origin zero, `width` × `height` points.
    public let bounds: CGRect
    /// The cell measurer: one point per cell, wide characters two cells.
    public let textMeasurer: any TextMeasurer = CellTextMeasurer()
    /// The display list of the last ``render(_:)``.
    public private(set) var lastDisplayList = DisplayList()
    /// The grid painted from ``lastDisplayList``.
    public private(set) var grid: HeadlessScreenGrid
    /// How many times ``render(_:)`` was called (tests use it to see whether a display pass happened).
    public private(set) var renderCount = 0
    /// The pointer button held down by the simulated input, if any.
    public internal(set) var pressedButton: PointerButton?

    /// Creates a screen of `width` × `height` cells with an application of its own whose clock starts
    /// at `clockStart`.
    public init(width: Int, height: Int, clockStart: TimeInterval = 0) {
        application = Application(clockStart: clockStart)
        bounds = CGRect(x: 0, y: 0, width: max(0, width), height: max(0, height))
        grid = HeadlessScreenGrid(width: width, height: height)
    }

    /// Replaces the screen's contents with `displayList`, painted onto an empty grid.
    public func render(_ displayList: DisplayList) {
        lastDisplayList = displayList
        var fresh = HeadlessScreenGrid(width: grid.width, height: grid.height)
        fresh.draw(displayList)
        grid = fresh
        renderCount += 1
    }

    /// What the screen shows: rows joined by `"\n"`, trailing spaces and trailing empty rows removed.
    public var renderedText: String { grid.text }

    /// Every row of the screen, trailing spaces removed.
    public var lines: [String] { grid.lines }

    /// The cell at column `x`, row `y` (`nil` outside the screen).
    public func cell(x: Int, y: Int) -> HeadlessScreenCell? { grid.cell(x: x, y: y) }

    /// Runs the application's update cycles, timers and background work until nothing is pending.
    public func runUntilIdle() { application.runUntilIdle() }

    /// Advances the application clock by `interval` seconds, firing due timers and running cycles.
    public func advance(by interval: TimeInterval) { application.advance(by: interval) }
}
