// ListVisibleRows: the rows of a ListComponent that are in view — the only ones its layout places, so the
// only ones that mount.
import TrellisLayout

/// The visible window of a ``ListComponent``: every row is built (unchanged rows are reused), but only the
/// rows in view appear in the layout. Its layout is as high as all the rows; the viewport's height comes
/// as the parent size's height (unbounded: every row is in view), its offset from the list's
/// ``ListViewport``, read here at layout: a scroll lays this window out again (and nothing is rebuilt).
struct ListVisibleRows: Component {
    let rows: [any Component]
    let rowHeight: ListComponent.RowHeight
    let overscan: Int
    /// Where the list is scrolled to (its controller's).
    let viewport: ListViewport
    /// With automatic heights: where these rows start, measured at the first layout at a width.
    let tops = ListRowTops()

    func renderChildren(_ scope: Scope<ListVisibleRows>) -> [any Component] { rows }

    func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        let width = range.max.width.isFinite ? range.max.width : range.min.width
        let viewportHeight = children.parentSize?.height ?? .infinity
        let offset = viewport.offset
        switch rowHeight {
        case .fixed(let height):
            return fixedLayout(
                children, width: width, rowHeight: height, viewportHeight: viewportHeight, offset: offset)
        case .automatic:
            return automaticLayout(children, width: width, viewportHeight: viewportHeight, offset: offset)
        }
    }

    /// Rows of one height: where the rows in view are follows from the offset, without laying any out.
    private func fixedLayout(
        _ children: LayoutChildren, width: Double, rowHeight: Double,
        viewportHeight: Double, offset: Double
    ) -> ComponentLayout {
        let contentHeight = Double(children.count) * rowHeight
        guard rowHeight > 0, rowHeight.isFinite, !children.isEmpty else {
            return ComponentLayout(size: LayoutSize(width: width, height: 0))
        }
        let rowsInView: Range<Int>
        if viewportHeight.isFinite {
            let top = Self.clamped(offset, contentHeight: contentHeight, viewportHeight: viewportHeight)
            // Every row that starts above the viewport's bottom, from the one holding its top.
            let first = Int((top / rowHeight).rounded(.down))
            // Clamped as a Double: a huge viewport over tiny rows would not fit an Int.
            let end = Int(min(((top + viewportHeight) / rowHeight).rounded(.up), Double(children.count)))
            rowsInView = min(first, children.count)..<min(max(end, first + 1), children.count)
        } else {
            rowsInView = 0..<children.count
        }
        let rowRange = SizeRange.clamped(
            min: LayoutSize(width: width, height: rowHeight),
            max: LayoutSize(width: width, height: rowHeight))
        return place(
            children, rowsInView, width: width, contentHeight: contentHeight, rowRange: rowRange,
            rowParent: rowRange.max
        ) { Double($0) * rowHeight }
    }

    /// Rows as high as their content: the first layout at a width lays every row out (a row's node
    /// caches its layout, so a new window of mostly unchanged rows measures only the new or changed
    /// ones), on two threads for a long list, as a long `Flex` does, and keeps where each row starts; a
    /// later layout at that width (a scroll) finds the rows in view by binary search over those tops and
    /// lays out only them.
    private func automaticLayout(
        _ children: LayoutChildren, width: Double, viewportHeight: Double,
        offset: Double
    ) -> ComponentLayout {
        let rowRange = SizeRange.clamped(
            min: LayoutSize(width: width, height: 0),
            max: LayoutSize(width: width, height: .infinity))
        // Percentage heights of rows resolve to nothing: a list's content has no height to take them of.
        let rowParent = LayoutSize(width: width, height: .infinity)
        let measured = self.tops.measured(atWidth: width) {
            let nodes = children.nodes
            let heights = ParallelWork.map(nodes.count) { _, index in
                LayoutResolver.layout(nodes[index], thatFits: rowRange, parentSize: rowParent).size.height
            }
            var tops: [Double] = []
            tops.reserveCapacity(heights.count)
            var contentHeight = 0.0
            for height in heights {
                tops.append(contentHeight)
                contentHeight += height
            }
            return ListRowTops.Measured(width: width, tops: tops, contentHeight: contentHeight)
        }
        let tops = measured.tops, contentHeight = measured.contentHeight
        let rowsInView: Range<Int>
        if viewportHeight.isFinite, !tops.isEmpty {
            let top = Self.clamped(offset, contentHeight: contentHeight, viewportHeight: viewportHeight)
            // The last row starting at or above the viewport's top, to the last starting above its bottom.
            let first = max(Self.countOfTops(tops) { $0 > top } - 1, 0)
            let end = max(Self.countOfTops(tops) { $0 >= top + viewportHeight }, first + 1)
            rowsInView = first..<end
        } else {
            rowsInView = 0..<tops.count
        }
        return place(
            children, rowsInView, width: width, contentHeight: contentHeight, rowRange: rowRange,
            rowParent: rowParent
        ) { tops[$0] }
    }

    /// The layout placing the rows of `rowsInView`, widened by the overscan, at `top(index)`.
    private func place(
        _ children: LayoutChildren, _ rowsInView: Range<Int>, width: Double, contentHeight: Double,
        rowRange: SizeRange, rowParent: LayoutSize, top: (Int) -> Double
    ) -> ComponentLayout {
        let overscan = max(self.overscan, 0)
        let rows = max(rowsInView.lowerBound - overscan, 0)..<min(rowsInView.upperBound + overscan, children.count)
        var placed: [ComponentLayout.Child] = []
        placed.reserveCapacity(rows.count)
        for index in rows {
            // For automatic heights, usually a cache hit: the row was laid out in this range when the tops
            // were measured.
            let layout = children[index].layout(thatFits: rowRange, parentSize: rowParent)
            placed.append(.init(position: LayoutPoint(x: 0, y: top(index)), layout: layout))
        }
        return ComponentLayout(size: LayoutSize(width: width, height: contentHeight), children: placed)
    }

    /// The offset within the scrollable range, as the scroll view will clamp it: after the content shrank
    /// below the offset, the rows laid out are those the view shows once it has clamped its offset.
    private static func clamped(_ offset: Double, contentHeight: Double, viewportHeight: Double) -> Double {
        offset.isFinite ? min(max(offset, 0), max(contentHeight - viewportHeight, 0)) : 0
    }

    /// How many of the ascending `tops` come before the first one that `isPast` holds for (a binary
    /// search for the partition point).
    private static func countOfTops(_ tops: [Double], before isPast: (Double) -> Bool) -> Int {
        var low = 0, high = tops.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(tops[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
