// TerminalRenderer: turns successive frames (character grids) into the bytes that bring a terminal
// from the previous frame to the next — pure computation, no I/O; the terminal screen writes the
// bytes with one write per frame.
import TrellisUI

/// Turns successive frames into the bytes that update a terminal.
///
/// Each frame is diffed against the frame the terminal is believed to show:
/// - unchanged frames write nothing (or only the cursor move, when the cursor moved);
/// - bands of whole rows that moved up or down are scrolled by the terminal (DECSTBM scroll region and
///   DL/IL, LF or RI; `FrameStatistics.Strategy.scrollRegion(rows:)`), then the rest is diffed;
/// - changed cells are written with the cheapest cursor motion, short unchanged gaps are re-written
///   instead of jumped over, only the SGR parameters that change are sent, and rows or screens whose
///   rest became blank are erased (EL, ED);
/// - the first frame, the first after ``invalidate()`` and the first after a size change clear the
///   screen and draw every non-blank cell (`FrameStatistics.Strategy.fullRedraw`).
///
/// A frame with changed cells is wrapped in synchronized output (DEC mode 2026) when
/// ``synchronizedOutput`` is on, and otherwise draws with the cursor hidden. The rendition is left as the
/// last cell needed it (the terminal's restore code resets it); the cursor ends where `cursor` says.
///
/// What the renderer relies on: the terminal's state changes only through these bytes between
/// ``invalidate()`` calls; it never depends on the cursor after writing in the last column (pending
/// wrap), nor after `ESC[r`; LF is only used to reach column 0, so output post-processing (ONLCR) does
/// not matter. Characters are sanitized: control characters are written as U+FFFD and clusters without
/// width as spaces, so text cannot inject escape sequences or move the cursor.
public struct TerminalRenderer: Sendable {
    /// The colour mode colours are mapped to. Changing it redraws the cells whose colours change.
    public var colorMode: TerminalColorMode {
        didSet { mapping = TerminalColorMapping(mode: colorMode) }
    }

    /// Whether frames are wrapped in DEC private mode 2026 (ESC[?2026h … ESC[?2026l).
    public var synchronizedOutput: Bool

    /// The frame currently believed on the terminal.
    public private(set) var currentFrame: CharacterGrid?

    private var mapping: TerminalColorMapping
    private var glyphs = TerminalGlyphTable()
    private var state = TerminalState.unknown
    /// What the terminal shows, converted (valid when `currentFrame` is not `nil`).
    private var screen = TerminalFrame(width: 0, height: 0)
    /// The frame being rendered (kept to reuse its storage).
    private var next = TerminalFrame(width: 0, height: 0)

    /// When more clusters than this are interned, the table is emptied and the next frame drawn in full,
    /// so that showing ever new text does not grow memory without bound.
    var glyphLimit = 1 << 16

    /// The number of clusters interned (for tests).
    var internedGlyphCount: Int { glyphs.count }

    /// At most this many scrolls per frame.
    private static let maximumScrolls = 4

    /// Creates a renderer; the first frame it renders is drawn in full.
    public init(colorMode: TerminalColorMode, synchronizedOutput: Bool = true) {
        self.colorMode = colorMode
        self.synchronizedOutput = synchronizedOutput
        mapping = TerminalColorMapping(mode: colorMode)
    }

    /// Forget what the terminal shows (after resume, or anything else that may have changed the screen):
    /// the next frame is drawn in full.
    public mutating func invalidate() {
        currentFrame = nil
        state = .unknown
    }

    /// Appends to `output` the bytes that turn the previously rendered frame into `grid`, leaving the cursor
    /// at `cursor` (0-based column,row) and visible when non-nil, hidden when nil. The first frame, and the
    /// first after invalidate() or a size change, clears and draws everything. Returns the statistics of
    /// the frame.
    ///
    /// A `cursor` outside the grid is moved to the nearest cell; on an empty grid the cursor is hidden.
    @discardableResult
    public mutating func render(
        _ grid: CharacterGrid, cursor: (column: Int, row: Int)?, into output: inout [UInt8]
    ) -> FrameStatistics {
        if glyphs.count > glyphLimit {
            // The screen's glyph numbers die with the table: draw everything again.
            glyphs.removeAll()
            currentFrame = nil
        }
        next.load(grid, mapping: mapping, glyphs: &glyphs)
        let width = next.width
        let height = next.height
        let isFullRedraw = currentFrame == nil || screen.width != width || screen.height != height

        var cellsChanged = 0
        var changedCells = [Int](repeating: 0, count: height)
        if isFullRedraw {
            cellsChanged = width * height
            screen = TerminalFrame(width: width, height: height)
        } else {
            for row in 0..<height where !screen.row(row, equals: row, of: next) {
                var count = 0
                for column in 0..<width where screen[column, row] != next[column, row] { count += 1 }
                changedCells[row] = count
                cellsChanged += count
            }
        }
        let draws = isFullRedraw || cellsChanged > 0
        var cursorTarget: CellPosition?
        if let cursor, width > 0, height > 0 {
            cursorTarget = CellPosition(
                column: min(max(0, cursor.column), width - 1), row: min(max(0, cursor.row), height - 1))
        }

        var writer = TerminalWriter(bytes: [], state: state, width: width, height: height)
        swap(&writer.bytes, &output)
        let start = writer.bytes.count
        let isSynchronized = draws && synchronizedOutput
        if isSynchronized { ANSI.append(ANSI.beginSynchronizedUpdate, to: &writer.bytes) }
        // Without synchronized output the cursor would be seen jumping around: hide it while drawing.
        if cursorTarget == nil || (draws && !synchronizedOutput) { writer.setCursorVisible(false) }

        var strategy = FrameStatistics.Strategy.unchanged
        if isFullRedraw {
            strategy = .fullRedraw
            writer.clearScreen()
        } else if draws {
            strategy = .cellDiff
            for index in 0..<Self.maximumScrolls {
                guard
                    let scroll = ScrollDetection.bestScroll(
                        from: screen, to: next, changedCells: index == 0 ? changedCells : nil),
                    writer.scroll(top: scroll.top, bottom: scroll.bottom, by: scroll.distance)
                else { break }
                // What the terminal just did to its rows, done to the model of it.
                screen.scroll(top: scroll.top, bottom: scroll.bottom, by: scroll.distance)
                if case .cellDiff = strategy { strategy = .scrollRegion(rows: scroll.distance) }
            }
        }
        if draws { CellDiff.write(from: screen, to: next, glyphs: glyphs, writer: &writer) }

        if let cursorTarget {
            writer.moveCursor(to: cursorTarget)
            writer.setCursorVisible(true)
        }
        if isSynchronized { ANSI.append(ANSI.endSynchronizedUpdate, to: &writer.bytes) }
        let bytesWritten = writer.bytes.count - start
        swap(&writer.bytes, &output)

        state = writer.state
        swap(&screen, &next)
        currentFrame = grid
        return FrameStatistics(
            bytesWritten: bytesWritten, cellsChanged: cellsChanged, strategy: strategy, isSynchronized: isSynchronized)
    }
}
