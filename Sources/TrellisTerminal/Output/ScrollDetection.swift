// ScrollDetection: finds a band of whole rows that moved up or down between what the terminal shows
// and the next frame, so the terminal can move them itself (a scroll region) instead of receiving them
// again. Cheap: rows are matched by hash, and only shifts that changed rows vote for are examined.

/// A band of rows the terminal should scroll: after scrolling rows `top...bottom` by `distance`
/// (positive: content moves up), the band's rows that did not scroll in equal the next frame's.
struct ScrollOperation: Equatable, Sendable {
    var top: Int
    var bottom: Int
    /// Rows the content moves: positive up, negative down.
    var distance: Int
}

/// Finds the most profitable scroll between two frames of the same size.
enum ScrollDetection {
    /// Hash groups larger than this (e.g. many blank rows) do not vote: they say little about movement.
    private static let maximumGroupSize = 8

    /// The scroll that saves the most bytes turning `screen` into `target`, or `nil` when none saves any.
    ///
    /// Each changed target row looks up the screen rows with the same hash and votes for the shift between
    /// them (at most half the height); the two best-voted shifts are checked row by row (by hash): the
    /// longest run of rows that match after the shift becomes the band, and it is taken if the estimated
    /// bytes of scrolling plus drawing the rows that scroll in are fewer than those of drawing the band's
    /// changed cells.
    ///
    /// `changedCells`, when given, holds for each row the number of cells in which `screen` and `target`
    /// differ (the renderer counts them anyway), which saves comparing the rows again.
    static func bestScroll(from screen: TerminalFrame, to target: TerminalFrame, changedCells: [Int]? = nil)
        -> ScrollOperation?
    {
        let height = target.height
        guard height >= 3, screen.height == height, screen.width == target.width else { return nil }
        var changed = [Bool](repeating: false, count: height)
        var changedCount = 0
        for row in 0..<height {
            let isChanged = changedCells.map { $0[row] > 0 } ?? !screen.row(row, equals: row, of: target)
            if isChanged {
                changed[row] = true
                changedCount += 1
            }
        }
        guard changedCount >= 2 else { return nil }

        // Screen rows sorted by hash, for lookups.
        let sourceRows = (0..<height).sorted { screen.rowHashes[$0] < screen.rowHashes[$1] }
        let maximumShift = height / 2
        var votes = [Int](repeating: 0, count: 2 * maximumShift + 1)
        for row in 0..<height where changed[row] {
            let hash = target.rowHashes[row]
            var low = 0
            var high = height
            while low < high {
                let middle = (low + high) / 2
                if screen.rowHashes[sourceRows[middle]] < hash { low = middle + 1 } else { high = middle }
            }
            var end = low
            while end < height && screen.rowHashes[sourceRows[end]] == hash { end += 1 }
            guard end > low, end - low <= maximumGroupSize else { continue }
            for index in low..<end {
                let shift = sourceRows[index] - row
                if shift != 0 && abs(shift) <= maximumShift { votes[shift + maximumShift] += 1 }
            }
        }
        var candidates: [(shift: Int, votes: Int)] = []
        for (index, count) in votes.enumerated() where count >= 2 {
            candidates.append((index - maximumShift, count))
        }
        candidates.sort { $0.votes != $1.votes ? $0.votes > $1.votes : abs($0.shift) < abs($1.shift) }

        var costs = RowCosts(screen: screen, target: target, changedCells: changedCells)
        var best: (operation: ScrollOperation, saving: Int)?
        for candidate in candidates.prefix(2) {
            guard
                let (operation, saving) = evaluate(
                    shift: candidate.shift, screen: screen, target: target, costs: &costs)
            else { continue }
            if saving > (best?.saving ?? 0) { best = (operation, saving) }
        }
        return best?.operation
    }

    /// The best band for one shift (`shift` = source row − target row) and the bytes it saves.
    private static func evaluate(
        shift: Int, screen: TerminalFrame, target: TerminalFrame, costs: inout RowCosts
    ) -> (ScrollOperation, Int)? {
        let height = target.height
        var best: (operation: ScrollOperation, saving: Int)?
        var row = max(0, -shift)
        let last = min(height, height - shift) // target rows whose source row exists
        // Rows are matched by hash alone: a collision would only make the estimate wrong, never the
        // output, because the scrolled screen is diffed cell by cell afterwards.
        func matches(_ row: Int) -> Bool { target.rowHashes[row] == screen.rowHashes[row + shift] }
        while row < last {
            guard matches(row) else {
                row += 1
                continue
            }
            var end = row
            while end + 1 < last && matches(end + 1) { end += 1 }
            defer { row = end + 1 }
            guard end > row else { continue } // a single row is not a band
            // Content moving up (shift > 0): the band is row...end+shift, rows end+1...end+shift scroll in.
            // Moving down: the band is row+shift...end, rows row+shift...row-1 scroll in.
            let top = shift > 0 ? row : row + shift
            let bottom = shift > 0 ? end + shift : end
            let enteringRows = shift > 0 ? (end + 1)...(end + shift) : (row + shift)...(row - 1)
            var before = 0
            for band in top...bottom { before += costs.change(row: band) }
            var after = TerminalWriter.scrollCost(top: top, bottom: bottom, by: shift, height: height)
            for entering in enteringRows { after += costs.drawOnBlank(row: entering) }
            let saving = before - after
            if saving > 0 && saving > (best?.saving ?? 0) {
                best = (ScrollOperation(top: top, bottom: bottom, distance: shift), saving)
            }
        }
        return best.map { ($0.operation, $0.saving) }
    }

    /// Estimated bytes of drawing rows, computed once per row: one byte per changed cell and a few for
    /// getting there.
    private struct RowCosts {
        let screen: TerminalFrame
        let target: TerminalFrame
        private var changeCosts: [Int?]
        private var blankCosts: [Int?]
        private static let rowOverhead = 5

        init(screen: TerminalFrame, target: TerminalFrame, changedCells: [Int]?) {
            self.screen = screen
            self.target = target
            changeCosts =
                changedCells?.map { $0 > 0 ? $0 + Self.rowOverhead : 0 }
                ?? Array(repeating: nil, count: target.height)
            blankCosts = Array(repeating: nil, count: target.height)
        }

        /// Drawing target row `row` over the screen's row.
        mutating func change(row: Int) -> Int {
            if let cost = changeCosts[row] { return cost }
            var cost = 0
            if !screen.row(row, equals: row, of: target) {
                for column in 0..<target.width where screen[column, row] != target[column, row] { cost += 1 }
                cost += Self.rowOverhead
            }
            changeCosts[row] = cost
            return cost
        }

        /// Drawing target row `row` over a blank row.
        mutating func drawOnBlank(row: Int) -> Int {
            if let cost = blankCosts[row] { return cost }
            let end = target.trailingBlankStart(row: row)
            var cost = 0
            for column in 0..<end where target[column, row] != .blank { cost += 1 }
            if cost > 0 { cost += Self.rowOverhead }
            blankCosts[row] = cost
            return cost
        }
    }
}
