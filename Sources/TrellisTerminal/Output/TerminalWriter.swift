// TerminalWriter: appends escape sequences and glyphs to a frame's bytes while keeping track of what
// they do to the terminal — cursor position, rendition, cursor visibility — so that nothing already in
// effect is sent again.

/// What the renderer knows about the terminal between frames.
struct TerminalState: Sendable {
    /// The cursor position, `nil` when unknown (before the first frame, after writing in the last
    /// column — the pending-wrap state terminals disagree on — and after resetting the scroll region).
    var cursor: CellPosition?
    /// The rendition in effect, `nil` when unknown.
    var rendition: GraphicRendition?
    /// Whether the cursor is shown, `nil` when unknown.
    var isCursorVisible: Bool?

    /// Nothing known: the state before the first frame and after an invalidation.
    static let unknown = TerminalState(cursor: nil, rendition: nil, isCursorVisible: nil)
}

/// Writes one frame's bytes and tracks their effect on the terminal.
struct TerminalWriter {
    /// The output so far (the caller's buffer, swapped in).
    var bytes: [UInt8]
    var state: TerminalState
    let width: Int
    let height: Int

    init(bytes: [UInt8], state: TerminalState, width: Int, height: Int) {
        self.bytes = bytes
        self.state = state
        self.width = width
        self.height = height
    }

    // MARK: - Cursor

    /// Moves the cursor to `target` the cheapest way.
    mutating func moveCursor(to target: CellPosition) {
        CursorMotion.append(from: state.cursor, to: target, to: &bytes)
        state.cursor = target
    }

    /// The bytes a move to `target` costs.
    func moveCost(to target: CellPosition) -> Int { CursorMotion.cost(from: state.cursor, to: target) }

    mutating func setCursorVisible(_ visible: Bool) {
        guard state.isCursorVisible != visible else { return }
        ANSI.append(visible ? ANSI.showCursor : ANSI.hideCursor, to: &bytes)
        state.isCursorVisible = visible
    }

    // MARK: - Rendition

    /// Makes `rendition` the one in effect.
    mutating func setRendition(_ rendition: GraphicRendition) {
        GraphicRendition.appendTransition(from: state.rendition, to: rendition, to: &bytes)
        state.rendition = rendition
    }

    /// Whether `cell` can be written in the rendition in effect without an SGR sequence.
    func canWriteWithoutRenditionChange(_ cell: TerminalCell) -> Bool {
        guard let current = state.rendition else { return false }
        if cell.isPlainSpace {
            return current.background == cell.background && current.style & TerminalCell.stylesVisibleOnSpace == 0
        }
        return current == GraphicRendition(of: cell)
    }

    /// The rendition to write `cell` in: its own, except that a plain space keeps the foreground and
    /// bold/dim/italic in effect (they do not show on it).
    func rendition(for cell: TerminalCell) -> GraphicRendition {
        if cell.isPlainSpace, let current = state.rendition {
            return GraphicRendition(
                foreground: current.foreground, background: cell.background,
                style: current.style & TerminalCell.stylesInvisibleOnSpace)
        }
        return GraphicRendition(of: cell)
    }

    /// Makes the rendition in effect one in which erasing and scrolling leave blank cells.
    mutating func makeRenditionErasable() {
        if let current = state.rendition, current.isErasable { return }
        var target = GraphicRendition.default
        if let current = state.rendition {
            // Keep what does not show on blanks if that is cheaper than a reset.
            let kept = GraphicRendition(
                foreground: current.foreground, background: .default,
                style: current.style & TerminalCell.stylesInvisibleOnSpace)
            if GraphicRendition.transitionLength(from: current, to: kept)
                < GraphicRendition.transitionLength(from: current, to: .default)
            {
                target = kept
            }
        }
        setRendition(target)
    }

    // MARK: - Text

    /// Writes `glyph` (`cellWidth` cells) at the cursor, which must be known, in the rendition in effect.
    mutating func write(_ glyph: UInt32, cellWidth: Int, glyphs: TerminalGlyphTable) {
        glyphs.append(glyph, to: &bytes)
        guard let cursor = state.cursor else { return }
        let column = cursor.column + cellWidth
        // After the last column the terminal is in its pending-wrap state: do not rely on the position.
        state.cursor = column >= width ? nil : CellPosition(column: column, row: cursor.row)
    }

    // MARK: - Erasing and scrolling

    /// `ESC[K` at the cursor, in an erasable rendition.
    mutating func eraseToEndOfLine() {
        makeRenditionErasable()
        ANSI.append(ANSI.eraseToEndOfLine, to: &bytes)
    }

    /// `ESC[J` at the cursor, in an erasable rendition.
    mutating func eraseBelow() {
        makeRenditionErasable()
        ANSI.append(ANSI.eraseBelow, to: &bytes)
    }

    /// Resets the scroll region, homes the cursor and erases the whole screen, in the default rendition.
    mutating func clearScreen() {
        setRendition(.default)
        ANSI.append(ANSI.resetScrollRegion, to: &bytes)
        state.cursor = nil
        moveCursor(to: CellPosition(column: 0, row: 0))
        ANSI.append(ANSI.eraseScreen, to: &bytes)
    }

    /// Moves the rows `top...bottom` up by `distance` rows (down when negative); the rows that scroll in
    /// are blank. Uses DL/IL (or LF at the bottom margin, RI at the top margin) inside a DECSTBM scroll
    /// region when the band does not reach the last row, and without one when it does. Returns whether it
    /// scrolled (a band must have two rows and move by less than its height).
    @discardableResult
    mutating func scroll(top: Int, bottom: Int, by distance: Int) -> Bool {
        guard distance != 0, top >= 0, bottom < height, top < bottom, abs(distance) <= bottom - top else {
            return false
        }
        let count = abs(distance)
        makeRenditionErasable()
        let usesRegion = bottom < height - 1
        if usesRegion {
            // DECSTBM homes the cursor (xterm and pyte agree when margins are set).
            ANSI.appendCSI(to: &bytes)
            ANSI.appendDecimal(top + 1, to: &bytes)
            bytes.append(UInt8(ascii: ";"))
            ANSI.appendDecimal(bottom + 1, to: &bytes)
            bytes.append(UInt8(ascii: "r"))
            state.cursor = CellPosition(column: 0, row: 0)
        }
        let topLeft = CellPosition(column: 0, row: top)
        let bottomLeft = CellPosition(column: 0, row: bottom)
        if distance > 0 {
            // DL at the top of the band, or LF at its bottom margin.
            let deleteCost = moveCost(to: topLeft) + ANSI.csiLength(count)
            // Without a region, LF at the last row scrolls the whole screen: only right for a full-screen band.
            let lineFeedCost = usesRegion || top == 0 ? moveCost(to: bottomLeft) + count : Int.max
            if lineFeedCost < deleteCost {
                moveCursor(to: bottomLeft)
                bytes.append(contentsOf: repeatElement(0x0A, count: count))
            } else {
                moveCursor(to: topLeft)
                ANSI.appendCSI(count, UInt8(ascii: "M"), to: &bytes)
            }
        } else {
            // IL at the top of the band, or RI at its top margin.
            moveCursor(to: topLeft)
            let atTopMargin = usesRegion || top == 0
            if atTopMargin && 2 * count < ANSI.csiLength(count) {
                for _ in 0..<count { ANSI.append(ANSI.reverseIndex, to: &bytes) }
            } else {
                ANSI.appendCSI(count, UInt8(ascii: "L"), to: &bytes)
            }
        }
        if usesRegion {
            ANSI.append(ANSI.resetScrollRegion, to: &bytes)
            state.cursor = nil
        }
        return true
    }

    /// An estimate of the bytes ``scroll(top:bottom:by:)`` writes, including the absolute move it makes
    /// necessary afterwards.
    static func scrollCost(top: Int, bottom: Int, by distance: Int, height: Int) -> Int {
        let count = abs(distance)
        let move = top == 0 ? 3 : 4 + ANSI.decimalLength(top + 1)
        if bottom >= height - 1 { return move + ANSI.csiLength(count) }
        return 4 + ANSI.decimalLength(top + 1) + ANSI.decimalLength(bottom + 1) + (top == 0 ? 0 : move)
            + ANSI.csiLength(count) + 3 + 6
    }
}
