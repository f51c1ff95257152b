// TerminalFrameComposer: the render path of a terminal screen without the device — paints each display
// list into a cell grid and renders what changed as bytes — so the screen and benchmarks share it.
import Foundation
import TrellisUI

/// Paints display lists into a `CharacterGrid` and turns each painted frame into the bytes that bring
/// a terminal from the previous frame to it (``TerminalRenderer``).
public struct TerminalFrameComposer: Sendable {
    /// The cells of the last painted frame.
    public private(set) var grid: CharacterGrid
    /// The renderer that diffs frames against what the terminal shows.
    public var renderer: TerminalRenderer
    /// The size of one cell in points.
    public let pointsPerCell: CGSize
    /// The grid painted before the current one. Painting alternates between the two, so the grid
    /// being painted is never the one the renderer still holds (as its current frame) and is cleared
    /// and painted in place: no cell storage is allocated or freed per frame.
    private var spare: CharacterGrid

    /// Creates a composer for a terminal of `width` × `height` cells; the first frame it renders is
    /// drawn in full.
    public init(
        width: Int, height: Int, colorMode: TerminalColorMode, pointsPerCell: CGSize = CGSize(width: 1, height: 1)
    ) {
        grid = CharacterGrid(width: width, height: height)
        spare = CharacterGrid(width: width, height: height)
        renderer = TerminalRenderer(colorMode: colorMode)
        self.pointsPerCell = pointsPerCell
    }

    /// Follows a new terminal size: the grid is emptied and the next frame is drawn in full.
    public mutating func resize(width: Int, height: Int) {
        grid = CharacterGrid(width: width, height: height)
        spare = CharacterGrid(width: width, height: height)
        renderer.invalidate()
    }

    /// Forgets what the terminal shows: the next frame is drawn in full.
    public mutating func invalidate() {
        renderer.invalidate()
    }

    /// Replaces the grid's contents with `displayList` painted onto empty cells.
    public mutating func paint(_ displayList: DisplayList) {
        swap(&grid, &spare)
        grid.clear()
        grid.draw(displayList, pointsPerCell: pointsPerCell)
    }

    /// Appends to `output` the bytes that bring the terminal to the painted grid, with the cursor at
    /// `cursor` (visible) or hidden (`nil`); see ``TerminalRenderer/render(_:cursor:into:)``.
    @discardableResult
    public mutating func render(cursor: (column: Int, row: Int)?, into output: inout [UInt8]) -> FrameStatistics {
        renderer.render(grid, cursor: cursor, into: &output)
    }
}
