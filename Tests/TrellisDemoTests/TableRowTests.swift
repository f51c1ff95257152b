// TableRow's whole-cell column widths: rows as wide as asked, columns never negative, growth and
// shrinking shared as documented (seeded randomized), and narrow rows leaving columns out.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

@testable import TrellisDemo

@Suite("Table row")
struct TableRowTests {
    private func cell(_ width: Int, grow: Int = 0, shrinks: Bool = false, minimumRowWidth: Int = 0) -> TableCell {
        var cell = TableCell(TextComponent(""), width: width, grow: grow, shrinks: shrinks)
        cell.minimumRowWidth = minimumRowWidth
        return cell
    }

    @Test("Spare width goes to the growing columns by share; missing width comes from the shrinking ones by width")
    func examples() {
        let cells = [
            cell(4), cell(16, grow: 2, shrinks: true), cell(12, grow: 1, shrinks: true),
            cell(12, grow: 1, shrinks: true),
        ]
        // 44 + 3 gaps = 47 natural.
        #expect(TableRow.columnWidths(cells, width: 47, spacing: 1) == [4, 16, 12, 12])
        #expect(TableRow.columnWidths(cells, width: 55, spacing: 1) == [4, 20, 14, 14])
        #expect(TableRow.columnWidths(cells, width: 56, spacing: 1) == [4, 21, 14, 14])
        #expect(TableRow.columnWidths(cells, width: 40, spacing: 1) == [4, 13, 10, 10])
        // Nothing left to shrink: the fixed column keeps its width and the row overflows.
        #expect(TableRow.columnWidths(cells, width: 5, spacing: 1) == [4, 0, 0, 0])
    }

    @Test(
        "Any columns and row width: widths are whole and never negative; with room to grow or shrink the row is exactly as wide as asked (seeded random)"
    )
    func randomized() {
        var generator = SeededRandomNumberGenerator(seed: 0x7AB1E)
        for _ in 0..<2_000 {
            let cells = (0..<Int.random(in: 1...9, using: &generator)).map { _ in
                cell(
                    Int.random(in: 0...30, using: &generator), grow: Int.random(in: 0...3, using: &generator),
                    shrinks: Bool.random(using: &generator))
            }
            let spacing = Int.random(in: 0...2, using: &generator)
            let width = Int.random(in: 0...200, using: &generator)
            let widths = TableRow.columnWidths(cells, width: width, spacing: spacing)
            #expect(widths.count == cells.count)
            #expect(widths.allSatisfy { $0 >= 0 })
            let used = widths.reduce(0, +) + spacing * (cells.count - 1)
            let natural = cells.reduce(0) { $0 + $1.width } + spacing * (cells.count - 1)
            let fixed = cells.filter { !$0.shrinks }.reduce(0) { $0 + $1.width } + spacing * (cells.count - 1)
            if width >= natural, cells.contains(where: { $0.grow > 0 }) {
                #expect(used == width)
            } else if width < natural, width >= fixed {
                #expect(used == width)
            }
            for (index, cell) in cells.enumerated() {
                if width >= natural {
                    #expect(widths[index] >= cell.width)
                    if cell.grow == 0 { #expect(widths[index] == cell.width) }
                } else {
                    #expect(widths[index] <= cell.width)
                    if !cell.shrinks { #expect(widths[index] == cell.width) }
                }
            }
            #expect(TableRow.columnWidths(cells, width: width, spacing: spacing) == widths)
        }
    }

    @Test("A row narrower than a column's minimum leaves the column out, and the space before it")
    @MainActor func narrowRowsLeaveColumnsOut() {
        let row = TableRow(cells: [
            TableCell(text: "a", width: 3), TableCell(text: "optional", width: 8, minimumRowWidth: 30),
            TableCell(text: "title", width: 5, grow: 1),
        ])
        let wide = ComponentTestHost(width: 40, height: 1, component: row)
        wide.attach()
        wide.runUntilIdle()
        #expect(wide.screen.lines[0] == "a   optional title")
        let narrow = ComponentTestHost(width: 20, height: 1, component: row)
        narrow.attach()
        narrow.runUntilIdle()
        #expect(narrow.screen.lines[0] == "a   title")
    }
}
