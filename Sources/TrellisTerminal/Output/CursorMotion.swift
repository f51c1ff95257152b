// CursorMotion: the cheapest bytes that move the terminal's cursor from one cell to another — an
// absolute CUP, or a combination of CR, LF, BS, RI and the relative/absolute row and column moves.

/// A cell position on the terminal, 0-based.
struct CellPosition: Equatable, Sendable {
    var column: Int
    var row: Int
}

/// Chooses and writes cursor moves.
///
/// Assumptions (all hold while the renderer draws): the scroll region is the whole screen or the move
/// does not cross its margins in the direction of a scroll; the cursor is not in the pending-wrap state
/// (the renderer forgets the position after writing in the last column, so the move is then absolute).
/// LF is only used to reach column 0 (after CR or from column 0), so it means the same whether or not the
/// terminal turns LF into CR LF.
enum CursorMotion {
    private enum Horizontal {
        case none
        case carriageReturn
        case forward(Int)
        case backward(Int)
        case backspaces(Int)
        case column(Int)
    }

    private enum Vertical {
        case none
        case up(Int)
        case down(Int)
        case lineFeeds(Int)
        case reverseIndexes(Int)
        case row(Int)
    }

    private struct Plan {
        var horizontal: Horizontal
        var vertical: Vertical
        var cost: Int
        var isAbsolute: Bool
    }

    /// The number of bytes the cheapest move from `origin` (`nil`: unknown) to `target` takes.
    static func cost(from origin: CellPosition?, to target: CellPosition) -> Int {
        plan(from: origin, to: target).cost
    }

    /// Appends the cheapest move from `origin` (`nil`: unknown) to `target`; nothing if they are equal.
    static func append(from origin: CellPosition?, to target: CellPosition, to bytes: inout [UInt8]) {
        let plan = plan(from: origin, to: target)
        if plan.isAbsolute {
            appendAbsolute(target, to: &bytes)
            return
        }
        switch plan.horizontal {
        case .none: break
        case .carriageReturn: bytes.append(0x0D)
        case .forward(let count): ANSI.appendCSI(count, UInt8(ascii: "C"), to: &bytes)
        case .backward(let count): ANSI.appendCSI(count, UInt8(ascii: "D"), to: &bytes)
        case .backspaces(let count): bytes.append(contentsOf: repeatElement(0x08, count: count))
        case .column(let column): ANSI.appendCSI(column + 1, UInt8(ascii: "G"), to: &bytes)
        }
        switch plan.vertical {
        case .none: break
        case .up(let count): ANSI.appendCSI(count, UInt8(ascii: "A"), to: &bytes)
        case .down(let count): ANSI.appendCSI(count, UInt8(ascii: "B"), to: &bytes)
        case .lineFeeds(let count): bytes.append(contentsOf: repeatElement(0x0A, count: count))
        case .reverseIndexes(let count):
            for _ in 0..<count { ANSI.append(ANSI.reverseIndex, to: &bytes) }
        case .row(let row): ANSI.appendCSI(row + 1, UInt8(ascii: "d"), to: &bytes)
        }
    }

    /// The length of the absolute move (CUP) to `target`.
    static func absoluteCost(to target: CellPosition) -> Int {
        if target.column == 0 { return target.row == 0 ? 3 : 3 + ANSI.decimalLength(target.row + 1) }
        return 4 + ANSI.decimalLength(target.row + 1) + ANSI.decimalLength(target.column + 1)
    }

    /// Appends CUP: `ESC[H`, `ESC[rH` or `ESC[r;cH`.
    static func appendAbsolute(_ target: CellPosition, to bytes: inout [UInt8]) {
        ANSI.appendCSI(to: &bytes)
        if target.column != 0 || target.row != 0 { ANSI.appendDecimal(target.row + 1, to: &bytes) }
        if target.column != 0 {
            bytes.append(UInt8(ascii: ";"))
            ANSI.appendDecimal(target.column + 1, to: &bytes)
        }
        bytes.append(UInt8(ascii: "H"))
    }

    private static func plan(from origin: CellPosition?, to target: CellPosition) -> Plan {
        let absolute = Plan(horizontal: .none, vertical: .none, cost: absoluteCost(to: target), isAbsolute: true)
        guard let origin else { return absolute }
        if origin == target { return Plan(horizontal: .none, vertical: .none, cost: 0, isAbsolute: false) }

        // Horizontal part.
        var horizontal = Horizontal.none
        var horizontalCost = 0
        let dx = target.column - origin.column
        if dx != 0 {
            horizontal = .column(target.column)
            horizontalCost = ANSI.csiLength(target.column + 1)
            func consider(_ option: Horizontal, _ cost: Int) {
                if cost < horizontalCost {
                    horizontal = option
                    horizontalCost = cost
                }
            }
            if target.column == 0 { consider(.carriageReturn, 1) }
            if dx > 0 {
                consider(.forward(dx), ANSI.csiLength(dx))
            } else {
                consider(.backspaces(-dx), -dx)
                consider(.backward(-dx), ANSI.csiLength(-dx))
            }
        }
        let endsInColumnZero = target.column == 0

        // Vertical part.
        var vertical = Vertical.none
        var verticalCost = 0
        let dy = target.row - origin.row
        if dy != 0 {
            vertical = .row(target.row)
            verticalCost = ANSI.csiLength(target.row + 1)
            func consider(_ option: Vertical, _ cost: Int) {
                if cost < verticalCost {
                    vertical = option
                    verticalCost = cost
                }
            }
            if dy > 0 {
                consider(.down(dy), ANSI.csiLength(dy))
                if endsInColumnZero { consider(.lineFeeds(dy), dy) }
            } else {
                consider(.up(-dy), ANSI.csiLength(-dy))
                consider(.reverseIndexes(-dy), 2 * -dy)
            }
        }
        let relative = Plan(
            horizontal: horizontal, vertical: vertical, cost: horizontalCost + verticalCost, isAbsolute: false)
        return relative.cost < absolute.cost ? relative : absolute
    }
}
