// CellDiff: writes the cells in which one frame differs from what the terminal shows, with the
// cheapest cursor moves, re-writing short unchanged gaps instead of jumping over them, and erasing
// (EL, ED) where the rest of a row or of the screen became blank.

/// Writes the difference between two frames of the same size.
enum CellDiff {
    /// Writes every cell of `target` that differs from `screen` (what the terminal shows), top to bottom
    /// and left to right. Afterwards the terminal shows `target`.
    static func write(
        from screen: TerminalFrame, to target: TerminalFrame, glyphs: TerminalGlyphTable, writer: inout TerminalWriter
    ) {
        let height = target.height
        // The rows from `blankFrom` down are blank in the target; when two or more of them need clearing,
        // one ED clears them all.
        var blankFrom = height
        while blankFrom > 0 && target.isBlank(row: blankFrom - 1) { blankFrom -= 1 }
        var rowsToClear = 0
        for row in blankFrom..<height where !screen.row(row, equals: row, of: target) { rowsToClear += 1 }
        let eraseBelowFrom = rowsToClear >= 2 ? blankFrom : height

        for row in 0..<height where !screen.row(row, equals: row, of: target) {
            if row >= eraseBelowFrom {
                var column = 0
                while screen[column, row] == .blank { column += 1 }
                writer.moveCursor(to: CellPosition(column: column, row: row))
                writer.eraseBelow()
                return
            }
            writeRow(row, from: screen, to: target, glyphs: glyphs, writer: &writer)
        }
    }

    /// Writes the changed cells of one row.
    private static func writeRow(
        _ row: Int, from screen: TerminalFrame, to target: TerminalFrame, glyphs: TerminalGlyphTable,
        writer: inout TerminalWriter
    ) {
        let width = target.width
        // From `blankStart` on the target row is blank; erase there (EL) instead of writing spaces when
        // that is no longer: three or more cells to clear, or two apart (EL is 3 bytes, a space 1).
        let blankStart = target.trailingBlankStart(row: row)
        var clearCount = 0
        var firstToClear = width
        var lastToClear = -1
        for column in blankStart..<width where screen[column, row] != .blank {
            clearCount += 1
            firstToClear = min(firstToClear, column)
            lastToClear = column
        }
        let erases = clearCount >= 3 || (clearCount == 2 && lastToClear != firstToClear + 1)
        let end = erases ? blankStart : width

        var column = 0
        while column < end {
            let cell = target[column, row]
            if cell == screen[column, row] {
                column += 1
                continue
            }
            // A changed right half means its character changed: write the character (never reached
            // with consistent frames, where the left half differs too and is written first).
            let start = cell.isContinuation ? max(0, column - 1) : column
            let glyphCell = target[start, row]
            moveOrOverwrite(to: start, row: row, target: target, glyphs: glyphs, writer: &writer)
            writer.setRendition(writer.rendition(for: glyphCell))
            let cellWidth = glyphCell.isContinuation ? 1 : glyphs.width(of: glyphCell.glyph)
            writer.write(
                glyphCell.isContinuation ? TerminalCell.spaceGlyph : glyphCell.glyph, cellWidth: cellWidth,
                glyphs: glyphs)
            column = max(column + 1, start + cellWidth)
        }
        if erases {
            writer.moveCursor(to: CellPosition(column: firstToClear, row: row))
            writer.eraseToEndOfLine()
        }
    }

    /// Brings the cursor to `column` of `row`: by re-writing the unchanged cells before it when the
    /// cursor is a few cells to the left on the same row and that is shorter than a move (and needs no
    /// rendition change), otherwise by the cheapest move.
    private static func moveOrOverwrite(
        to column: Int, row: Int, target: TerminalFrame, glyphs: TerminalGlyphTable, writer: inout TerminalWriter
    ) {
        let destination = CellPosition(column: column, row: row)
        guard let cursor = writer.state.cursor, cursor.row == row, cursor.column < column,
            !target[cursor.column, row].isContinuation
        else {
            writer.moveCursor(to: destination)
            return
        }
        let moveCost = writer.moveCost(to: destination)
        var cost = 0
        var gapEnd = cursor.column
        while gapEnd < column {
            let cell = target[gapEnd, row]
            guard !cell.isContinuation, writer.canWriteWithoutRenditionChange(cell) else { break }
            cost += glyphs.byteCount(of: cell.glyph)
            if cost >= moveCost { break }
            gapEnd += glyphs.width(of: cell.glyph)
        }
        guard gapEnd == column, cost < moveCost else {
            writer.moveCursor(to: destination)
            return
        }
        var gapColumn = cursor.column
        while gapColumn < column {
            let glyph = target[gapColumn, row].glyph
            let cellWidth = glyphs.width(of: glyph)
            writer.write(glyph, cellWidth: cellWidth, glyphs: glyphs)
            gapColumn += cellWidth
        }
    }
}
