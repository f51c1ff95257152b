// HeadlessScreenGrid: rasterises display lists into a character grid, the way a terminal would show
// them, so tests assert on exactly what a user would see.
import Foundation
import TrellisUI

/// A grid of character cells that display lists are painted into.
///
/// Painting rules (one point is one cell; rectangle edges are rounded to the nearest cell):
/// - fills set the background of the covered cells; an opaque fill also erases the characters under
///   it (it is on top of them), a translucent one blends its colour over the background and keeps them;
/// - borders draw box-drawing characters (`┌─┐│└┘`, heavy `┏━┓┃┗┛` for widths of 2 or more) in
///   the border colour;
/// - text runs are placed by their alignment, cut at their rectangle and the clip in effect; wide
///   characters take two cells and are not drawn when only half of them would be visible;
/// - clips nest: each push intersects with the clip in effect, pops restore it.
public struct HeadlessScreenGrid: Sendable, Hashable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [HeadlessScreenCell]

    /// Creates an empty grid.
    public init(width: Int, height: Int) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        cells = Array(repeating: .empty, count: self.width * self.height)
    }

    /// The cell at column `x`, row `y`, or `nil` outside the grid.
    public func cell(x: Int, y: Int) -> HeadlessScreenCell? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        return cells[y * width + x]
    }

    /// Every row as text with trailing spaces removed (wide characters appear once).
    public var lines: [String] {
        (0..<height).map { row in
            var text = ""
            for column in 0..<width {
                let cell = cells[row * width + column]
                if !cell.isWideContinuation { text.append(cell.character) }
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

    /// Paints `displayList` over the current contents. Item geometry is in points; a cell is
    /// `pointsPerCell` points (1 × 1 by default).
    public mutating func draw(_ displayList: DisplayList, pointsPerCell: CGSize = CGSize(width: 1, height: 1)) {
        let scaleX = pointsPerCell.width > 0 && pointsPerCell.width.isFinite ? pointsPerCell.width : 1
        let scaleY = pointsPerCell.height > 0 && pointsPerCell.height.isFinite ? pointsPerCell.height : 1
        func cells(_ rect: CGRect) -> CGRect {
            CGRect(x: rect.minX / scaleX, y: rect.minY / scaleY, width: rect.width / scaleX, height: rect.height / scaleY)
        }
        let screen = CellRect(minX: 0, minY: 0, maxX: width, maxY: height)
        var clips: [CellRect] = []
        var clip = screen
        for item in displayList {
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
            case .text(var run):
                run.rect = cells(run.rect)
                text(run, clip: clip)
            }
        }
    }

    // MARK: - Painting

    private mutating func fill(_ area: CellRect, color: Color) {
        guard !area.isEmpty, !color.isClear else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                if color.alpha >= 1 {
                    put(HeadlessScreenCell(background: color), x: x, y: y)
                } else {
                    var cell = cells[y * width + x]
                    cell.background = Self.blend(color, over: cell.background ?? .systemBackground)
                    cells[y * width + x] = cell
                }
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
        for y in box.minY...bottom {
            for x in box.minX...right where clip.contains(x: x, y: y) {
                guard let character = glyph(x, y) else { continue }
                var cell = cells[y * width + x]
                cell.character = character
                cell.foreground = color
                cell.isWideContinuation = false
                put(cell, x: x, y: y)
            }
        }
    }

    private mutating func text(_ run: TextRun, clip: CellRect) {
        let box = CellRect(run.rect)
        let area = box.intersection(clip)
        guard !area.isEmpty, !run.color.isClear else { return }
        let measurer = CellTextMeasurer()
        let lineWidth = measurer.width(of: run.text, font: run.font)
        var x = box.minX + Int(run.alignment.offset(lineWidth: lineWidth, in: CGFloat(box.width)).rounded())
        // A run is one line: its top row, unless that row is clipped away.
        let y = box.minY
        guard y >= area.minY && y < area.maxY else { return }
        for character in run.text {
            let cellWidth = CellTextMeasurer.cellWidth(of: character)
            if cellWidth == 0 { continue }
            if x >= area.maxX { break }
            let fits = x >= area.minX && x + cellWidth <= area.maxX
            if fits {
                var cell = cells[y * width + x]
                cell.character = character
                cell.foreground = run.color
                cell.isWideContinuation = false
                put(cell, x: x, y: y)
                if cellWidth == 2 {
                    var half = cells[y * width + x + 1]
                    half.character = " "
                    half.foreground = run.color
                    half.isWideContinuation = true
                    put(half, x: x + 1, y: y)
                }
            }
            x += cellWidth
        }
    }

    /// Writes a cell, first repairing any wide character it cuts in half.
    private mutating func put(_ cell: HeadlessScreenCell, x: Int, y: Int) {
        let index = y * width + x
        let old = cells[index]
        if old.isWideContinuation && !cell.isWideContinuation && x > 0 {
            cells[index - 1].character = " "  // the left half loses its right half
        }
        if !old.isWideContinuation && CellTextMeasurer.cellWidth(of: old.character) == 2 && x + 1 < width
            && !cell.isWideContinuation
        {
            cells[index + 1].isWideContinuation = false  // the right half loses its left half
            cells[index + 1].character = " "
        }
        cells[index] = cell
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
