// CharacterGrid: rasterises display lists into a grid of character cells — what a terminal shows,
// and what headless tests assert on — so every character-cell screen paints display lists alike.
import Foundation

/// A grid of character cells that display lists are painted into.
///
/// Painting rules (one point is one cell; rectangle edges are rounded to the nearest cell):
/// - fills set the background of the covered cells; an opaque fill also erases the characters under
///   it (it is on top of them), a translucent one blends its colour over the background and keeps them
///   (a translucent dark fill — a scrim, such as the dimming behind a sheet — over the screen's default
///   background marks the cells `.dim` instead, since only the device knows that background's colour);
/// - borders draw box-drawing characters (`┌─┐│└┘`, heavy `┏━┓┃┗┛` for widths of 2 or more) in
///   the border colour;
/// - text runs are placed by their alignment, cut at their rectangle and the clip in effect; wide
///   characters take two cells and are not drawn when only half of them would be visible;
/// - clips nest: each push intersects with the clip in effect, pops restore it.
public struct CharacterGrid: Sendable, Hashable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row by row, packed (see `PackedCell`).
    var storage: [PackedCell]
    /// The colours and clusters the cells refer to by number.
    var tables = SideTables()

    /// Creates an empty grid.
    public init(width: Int, height: Int) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        storage = Array(repeating: .empty, count: self.width * self.height)
    }

    /// The cells, row by row.
    public var cells: Cells { Cells(grid: self) }

    /// The cell at column `x`, row `y`, or `nil` outside the grid.
    public func cell(x: Int, y: Int) -> CharacterCell? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        return characterCell(storage[y * width + x])
    }

    /// Empties every cell (a space in the default colours), keeping the storage: a screen that paints
    /// every frame into one grid allocates nothing per frame.
    public mutating func clear() {
        for index in storage.indices { storage[index] = .empty }
        tables.removeAll()
    }

    /// Every row as text with trailing spaces removed (wide characters appear once).
    public var lines: [String] {
        (0..<height).map { row in
            var text = ""
            for column in 0..<width {
                let cell = storage[row * width + column]
                if !cell.isWideContinuation { text.append(character(glyph: cell.glyph)) }
            }
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The rows joined by newlines, without trailing spaces and without trailing empty rows.
    public var text: String {
        var rows = lines
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows.joined(separator: "\n")
    }

    /// Whether the grids have the same size and equal cells (see ``CharacterCell``: characters compare
    /// by canonical equivalence, colours by components).
    public static func == (lhs: CharacterGrid, rhs: CharacterGrid) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        for index in lhs.storage.indices where !lhs.cell(index, equals: index, of: rhs) { return false }
        return true
    }

    /// Hashes the size and the cells as ``CharacterCell``s.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        for cell in storage { hasher.combine(characterCell(cell)) }
    }

    /// Paints `displayList` over the current contents. Item geometry is in points; a cell is
    /// `pointsPerCell` points (1 × 1 by default).
    public mutating func draw(_ displayList: DisplayList, pointsPerCell: CGSize = CGSize(width: 1, height: 1)) {
        let scaleX = pointsPerCell.width > 0 && pointsPerCell.width.isFinite ? pointsPerCell.width : 1
        let scaleY = pointsPerCell.height > 0 && pointsPerCell.height.isFinite ? pointsPerCell.height : 1
        func cells(_ rect: CGRect) -> CGRect {
            return CGRect(
                x: rect.minX / scaleX, y: rect.minY / scaleY, width: rect.width / scaleX, height: rect.height / scaleY)
        }
        let screen = CellRect(minX: 0, minY: 0, maxX: width, maxY: height)
        var clips: [CellRect] = []
        var clip = screen
        for item in displayList.items {
            switch item {
            case .pushClip(let rect):
                clips.append(clip)
                clip = clip.intersection(CellRect(cells(rect)))
            case .popClip:
                clip = clips.popLast() ?? screen
            case .fill(let rect, let color):
                fill(CellRect(cells(rect)).intersection(clip), color: color)
            case .border(let rect, let lineWidth, let color):
                border(CellRect(cells(rect)), heavy: lineWidth / scaleX >= 2, color: color, clip: clip)
            case .text(let run):
                text(run, box: CellRect(cells(run.rect)), clip: clip)
            }
        }
    }

    // MARK: - Painting

    private mutating func fill(_ area: CellRect, color: Color) {
        guard !area.isEmpty, !color.isClear else { return }
        if color.alpha >= 1 {
            let number = tables.number(of: color)
            let cell = PackedCell(glyph: 0x20, foreground: 0, background: number, style: 0, flags: 0)
            for y in area.minY..<area.maxY {
                for x in area.minX..<area.maxX { put(cell, x: x, y: y) }
            }
            return
        }
        // Translucent: blended over each cell's background; neighbours mostly share one, so the
        // last blend is remembered. A dark scrim over the screen's default background (whose colour
        // only the device knows — dark on most terminals) dims the cell instead of inventing a colour.
        let isScrim = Swift.max(color.red, color.green, color.blue) < 0.25
        var lastBelow: UInt32?
        var lastBlended: UInt32 = 0
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let index = y * width + x
                let below = storage[index].background
                if isScrim && self.color(number: below) == nil {
                    storage[index].style |= CharacterStyle.dim.rawValue
                    continue
                }
                if below != lastBelow {
                    lastBelow = below
                    lastBlended = tables.number(
                        of: Self.blend(color, over: self.color(number: below) ?? .systemBackground))
                }
                storage[index].background = lastBlended
            }
        }
    }

    private mutating func border(_ box: CellRect, heavy: Bool, color: Color, clip: CellRect) {
        guard !box.isEmpty, !color.isClear else { return }
        let glyphs: (h: Character, v: Character, tl: Character, tr: Character, bl: Character, br: Character) =
            heavy ? ("━", "┃", "┏", "┓", "┗", "┛") : ("─", "│", "┌", "┐", "└", "┘")
        let right = box.maxX - 1
        let bottom = box.maxY - 1
        func glyph(_ x: Int, _ y: Int) -> Character? {
            let onLeft = x == box.minX, onRight = x == right, onTop = y == box.minY, onBottom = y == bottom
            switch (onLeft || onRight, onTop || onBottom) {
            case (false, false): return nil
            case (false, true): return glyphs.h
            case (true, false): return glyphs.v
            case (true, true):
                if box.width == 1 { return glyphs.v }
                if box.height == 1 { return glyphs.h }
                return onTop ? (onLeft ? glyphs.tl : glyphs.tr) : (onLeft ? glyphs.bl : glyphs.br)
            }
        }
        let foreground = tables.number(of: color)
        for y in box.minY...bottom {
            for x in box.minX...right where clip.contains(x: x, y: y) {
                guard let character = glyph(x, y) else { continue }
                var cell = storage[y * width + x]
                cell.glyph = tables.glyph(of: character)
                cell.foreground = foreground
                cell.style = 0
                cell.flags = CellTextMeasurer.cellWidth(of: character) == 2 ? Self.wideFlag : 0
                put(cell, x: x, y: y)
            }
        }
    }

    private mutating func text(_ run: TextRun, box: CellRect, clip: CellRect) {
        let area = box.intersection(clip)
        guard !area.isEmpty, !run.color.isClear else { return }
        // A run is one line: its top row, unless that row is clipped away.
        let y = box.minY
        guard y >= area.minY && y < area.maxY else { return }
        let foreground = tables.number(of: run.color)
        let style = CharacterStyle(font: run.font, decorations: run.decorations).rawValue
        if paintPrintableASCII(run, box: box, area: area, y: y, foreground: foreground, style: style) { return }
        let measurer = CellTextMeasurer()
        let lineWidth = measurer.width(of: run.text, font: run.font)
        var x = box.minX + Int(run.alignment.offset(lineWidth: lineWidth, in: CGFloat(box.width)).rounded())
        for character in run.text {
            let cellWidth = CellTextMeasurer.cellWidth(of: character)
            if cellWidth == 0 { continue }
            if x >= area.maxX { break }
            let fits = x >= area.minX && x + cellWidth <= area.maxX
            if fits {
                var cell = storage[y * width + x]
                cell.glyph = tables.glyph(of: character)
                cell.foreground = foreground
                cell.style = style
                cell.flags = cellWidth == 2 ? Self.wideFlag : 0
                put(cell, x: x, y: y)
                if cellWidth == 2 {
                    var half = storage[y * width + x + 1]
                    half.glyph = 0x20
                    half.foreground = foreground
                    half.style = style
                    half.flags = Self.continuationFlag
                    put(half, x: x + 1, y: y)
                }
            }
            x += cellWidth
        }
    }

    /// Paints a run whose text is all printable ASCII (U+0020…U+007E) straight from its bytes — one
    /// cluster and one cell per byte, as the general path would — and returns `true`; returns `false`
    /// (painting nothing) for any other text.
    private mutating func paintPrintableASCII(
        _ run: TextRun, box: CellRect, area: CellRect, y: Int, foreground: UInt32, style: UInt8
    ) -> Bool {
        let width = self.width
        // The run's bytes in place (a native string's are contiguous; any other takes the general path).
        let painted = run.text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            let lineWidth = CGFloat(bytes.count)
            let start = box.minX + Int(run.alignment.offset(lineWidth: lineWidth, in: CGFloat(box.width)).rounded())
            // The columns of the run that fall inside the area.
            let first = Swift.max(start, area.minX)
            let end = Swift.min(start + bytes.count, area.maxX)
            guard first < end else { return true }
            assert(first - start >= 0 && end - start <= bytes.count, "painted columns outside the run")
            let row = y * width
            withUnsafeCells { cells in
                for x in first..<end {
                    let index = row + x
                    let old = cells[index]
                    if old.flags != 0 {
                        // Repair a wide character this cell cuts in half.
                        if old.isWideContinuation && x > 0 {
                            cells[index - 1].glyph = 0x20 // the left half loses its right half
                            cells[index - 1].flags &= ~CharacterGrid.wideFlag
                        } else if old.isWide && x + 1 < width {
                            cells[index + 1].flags = 0 // the right half loses its left half
                            cells[index + 1].glyph = 0x20
                        }
                    }
                    cells[index] = PackedCell(
                        glyph: UInt32(bytes[x - start]), foreground: foreground, background: old.background,
                        style: style, flags: 0)
                }
            }
            return true
        }
        return painted ?? false
    }

    /// Writes a cell, first repairing any wide character it cuts in half.
    private mutating func put(_ cell: PackedCell, x: Int, y: Int) {
        let index = y * width + x
        let old = storage[index]
        if old.isWideContinuation && !cell.isWideContinuation && x > 0 {
            storage[index - 1].glyph = 0x20 // the left half loses its right half
            storage[index - 1].flags &= ~Self.wideFlag
        }
        if !old.isWideContinuation && old.isWide && x + 1 < width && !cell.isWideContinuation {
            storage[index + 1].flags = 0 // the right half loses its left half
            storage[index + 1].glyph = 0x20
        }
        storage[index] = cell
    }

    private static func blend(_ top: Color, over bottom: Color) -> Color {
        let a = top.alpha
        return Color(
            red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
            blue: top.blue * a + bottom.blue * (1 - a), alpha: 1)
    }
}

/// A rectangle of whole cells (half-open ranges), from a point rectangle rounded to the nearest cell.
private struct CellRect {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = Swift.max(minX, maxX)
        self.maxY = Swift.max(minY, maxY)
    }

    init(_ rect: CGRect) {
        let rect = rect.standardized
        func cell(_ value: CGFloat) -> Int {
            guard value.isFinite else { return value > 0 ? Int(Int32.max) : Int(Int32.min) }
            return Int(Swift.max(Swift.min(value.rounded(), CGFloat(Int32.max)), CGFloat(Int32.min)))
        }
        self.init(minX: cell(rect.minX), minY: cell(rect.minY), maxX: cell(rect.maxX), maxY: cell(rect.maxY))
    }

    var width: Int { maxX - minX }
    var height: Int { maxY - minY }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    func contains(x: Int, y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }

    func intersection(_ other: CellRect) -> CellRect {
        CellRect(
            minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
            maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
    }
}
