// HeadlessScreen: a Screen without a device. It paints every rendered display list into a character
// grid so tests can assert on what a user would see, and simulates input (see Events/).
import Foundation
import TrellisUI

/// A screen of `width` × `height` cells (one point per cell by default) that renders into a text grid.
///
/// The screen owns an `Application` (one per screen, so parallel tests never share one); windows
/// created with `Window(screen:)` join it. Input simulation (``sendKey(_:modifiers:)``,
/// ``click(at:button:)``, ...) goes through the key window's `sendEvent(_:)` and then runs the
/// application until idle, so ``renderedText`` shows the result.
@MainActor
public final class HeadlessScreen: ApplicationScreen {
    /// The application whose windows this screen shows.
    public let application: Application
    /// The screen rectangle in points: origin zero, the grid size times ``pointsPerCell``.
    public private(set) var bounds: CGRect
    /// The cell measurer: ``pointsPerCell`` points per cell, wide characters two cells.
    public let textMeasurer: any TextMeasurer
    /// The size of one cell in points (1 × 1 unless the screen was created with a scale).
    public let pointsPerCell: CGSize
    /// The display list of the last ``render(_:)``.
    public private(set) var lastDisplayList = DisplayList()
    /// The grid painted from ``lastDisplayList``, painted when first asked for after a render: frames
    /// nobody looks at (most frames of a test or benchmark) cost no painting.
    public var grid: CharacterGrid {
        if let paintedGrid { return paintedGrid }
        var fresh = CharacterGrid(width: gridWidth, height: gridHeight)
        fresh.draw(lastDisplayList, pointsPerCell: pointsPerCell)
        paintedGrid = fresh
        return fresh
    }
    private var paintedGrid: CharacterGrid?
    private var gridWidth: Int
    private var gridHeight: Int
    /// How many times ``render(_:)`` was called (tests use it to see whether a display pass happened).
    public private(set) var renderCount = 0
    /// The pointer button held down by the simulated input, if any.
    public internal(set) var pressedButton: PointerButton?

    /// Creates a screen of `width` × `height` cells with an application of its own whose clock starts
    /// at `clockStart`. With `pointsPerCell` larger than 1 × 1 (e.g. 8 × 16 for documents designed in
    /// phone points) the screen's bounds are that many times larger than its grid, text measures in
    /// those points, and input locations (``click(at:button:)`` etc.) are given in points too.
    public init(
        width: Int, height: Int, pointsPerCell: CGSize = CGSize(width: 1, height: 1), clockStart: TimeInterval = 0
    ) {
        let measurer = CellTextMeasurer(pointsPerCell: pointsPerCell)
        textMeasurer = measurer
        self.pointsPerCell = measurer.pointsPerCell
        application = Application(clockStart: clockStart)
        bounds = CGRect(
            x: 0, y: 0, width: CGFloat(max(0, width)) * measurer.pointsPerCell.width,
            height: CGFloat(max(0, height)) * measurer.pointsPerCell.height)
        gridWidth = max(0, width)
        gridHeight = max(0, height)
    }

    /// Resizes the screen to `width` × `height` cells, as a terminal window being resized: the windows on
    /// it take the new bounds and lay out again, and the application runs until idle.
    public func resize(width: Int, height: Int) {
        gridWidth = max(0, width)
        gridHeight = max(0, height)
        bounds = CGRect(
            x: 0, y: 0, width: CGFloat(gridWidth) * pointsPerCell.width,
            height: CGFloat(gridHeight) * pointsPerCell.height)
        paintedGrid = nil
        application.screenBoundsDidChange(self)
        application.runUntilIdle()
    }

    /// Replaces the screen's contents with `displayList`, to be painted onto an empty grid.
    public func render(_ displayList: DisplayList) {
        lastDisplayList = displayList
        paintedGrid = nil
        renderCount += 1
    }

    /// What the screen shows: rows joined by `"\n"`, trailing spaces and trailing empty rows removed.
    public var renderedText: String { grid.text }

    /// Every row of the screen, trailing spaces removed.
    public var lines: [String] { grid.lines }

    /// The cell at column `x`, row `y` — cell coordinates, not points (`nil` outside the screen).
    public func cell(x: Int, y: Int) -> CharacterCell? { grid.cell(x: x, y: y) }

    /// Runs the application's update cycles, timers and background work until nothing is pending.
    public func runUntilIdle() { application.runUntilIdle() }

    /// Advances the application clock by `interval` seconds, firing due timers and running cycles.
    public func advance(by interval: TimeInterval) { application.advance(by: interval) }
}
