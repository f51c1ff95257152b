// TableRow: a layout component that places table columns side by side in whole cells — spare width
// shared by the growing columns, missing width taken from the shrinking ones, one cell between
// columns — so every row and its heading line up exactly on a character grid.
import Foundation
import TrellisComponents
import TrellisLayout

/// A row of ``TableCell`` columns, one cell apart.
///
/// A `Flex` row would do the same with fractional widths, which a character grid must round — and
/// measured text rounds up (as Yoga's text nodes do), eating the space between columns. This layout
/// works in whole cells: equal inputs give equal column widths, so rows line up with their heading.
struct TableRow: Component {
    /// The columns, left to right.
    let cells: [TableCell]
    /// Cells between columns.
    var spacing = 1

    func renderChildren(_ scope: Scope<TableRow>) -> [any Component] { cells.map(\.content) }

    func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        let natural = cells.reduce(0) { $0 + $1.width } + spacing * max(0, cells.count - 1)
        let width = range.max.width.isFinite ? Int(range.max.width.rounded(.down)) : max(natural, Int(range.min.width))
        // Columns the row is too narrow for are left out (laid out empty, with no space around them).
        let shown = cells.indices.filter { width >= cells[$0].minimumRowWidth }
        var widths = Array(repeating: 0, count: cells.count)
        for (index, columnWidth) in zip(
            shown, Self.columnWidths(shown.map { cells[$0] }, width: width, spacing: spacing))
        {
            widths[index] = columnWidth
        }
        let maximumHeight = range.max.height.isFinite ? range.max.height : .infinity
        var height = range.min.height
        var placed: [ComponentLayout.Child] = []
        placed.reserveCapacity(children.count)
        var x = 0
        for index in 0..<min(children.count, widths.count) {
            let columnWidth = Double(widths[index])
            let columnRange = SizeRange.make(
                min: LayoutSize(width: columnWidth, height: 0),
                max: LayoutSize(width: columnWidth, height: maximumHeight))
            let layout = children[index].layout(
                thatFits: columnRange, parentSize: LayoutSize(width: columnWidth, height: maximumHeight))
            height = max(height, layout.size.height)
            placed.append(.init(position: LayoutPoint(x: Double(x), y: 0), layout: layout))
            if width >= cells[index].minimumRowWidth { x += widths[index] + spacing }
        }
        let size = range.clamp(LayoutSize(width: Double(width), height: height))
        return ComponentLayout(size: size, children: placed)
    }

    /// Whole-cell column widths for a row `width` cells wide: each column's width, plus its share of
    /// the spare width by `grow` (remainders to the first growing columns), or minus its share of the
    /// missing width by width among the shrinking columns (remainders from the first ones, none below 0).
    static func columnWidths(_ cells: [TableCell], width: Int, spacing: Int) -> [Int] {
        var widths = cells.map(\.width)
        let available = width - spacing * max(0, cells.count - 1)
        var free = available - widths.reduce(0, +)
        if free > 0 {
            let totalGrow = cells.reduce(0) { $0 + $1.grow }
            guard totalGrow > 0 else { return widths }
            for index in cells.indices where cells[index].grow > 0 {
                widths[index] += free * cells[index].grow / totalGrow
            }
            free = available - widths.reduce(0, +)
            var index = 0
            while free > 0 {
                if cells[index].grow > 0 {
                    widths[index] += 1
                    free -= 1
                }
                index = (index + 1) % cells.count
            }
        } else if free < 0 {
            let shrinkable = cells.indices.filter { cells[$0].shrinks }
            let total = shrinkable.reduce(0) { $0 + widths[$1] }
            guard total > 0 else { return widths }
            let missing = min(-free, total)
            for index in shrinkable {
                widths[index] -= missing * cells[index].width / total
            }
            var left = missing - shrinkable.reduce(0) { $0 + (cells[$1].width - widths[$1]) }
            while left > 0, shrinkable.contains(where: { widths[$0] > 0 }) {
                for index in shrinkable where left > 0 && widths[index] > 0 {
                    widths[index] -= 1
                    left -= 1
                }
            }
        }
        return widths
    }
}

extension SizeRange {
    /// A size range from bounds that may be out of order (made valid: max at least min).
    static func make(min: LayoutSize, max: LayoutSize) -> SizeRange {
        let low = LayoutSize(width: Swift.max(0, min.width), height: Swift.max(0, min.height))
        let high = LayoutSize(width: Swift.max(low.width, max.width), height: Swift.max(low.height, max.height))
        return (try? SizeRange(min: low, max: high)) ?? .unconstrained
    }
}
