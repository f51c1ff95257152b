// ScrollView scaling: scrolling a scroll view of many plain subviews finds the subviews in view through
// the union tree of their extents — looking at a number of extents that does not grow with the number of
// subviews — and shows exactly what a full walk of the tree shows.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("ScrollView scaling")
struct ScrollViewScalingTests {
    /// A 30 × 24 screen filled by a scroll view of `rows` labels, "row i" at content row i.
    @MainActor private final class RowList {
        let screen = HeadlessScreen(width: 30, height: 24)
        let window: Window
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 30, height: 24))
        var labels: [Label] = []

        init(rows: Int) {
            window = Window(screen: screen)
            scrollView.showsVerticalScrollIndicator = false
            for index in 0..<rows {
                let label = Label(text: "row \(index)")
                label.frame = CGRect(x: 0, y: index, width: 30, height: 1)
                scrollView.addSubview(label)
                labels.append(label)
            }
            scrollView.contentSize = CGSize(width: 30, height: rows)
            window.addSubview(scrollView)
            window.makeKeyAndVisible()
            screen.runUntilIdle()
        }

        func scroll(to offset: Int) {
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
            screen.runUntilIdle()
        }

        /// The subviews meeting the scroll view's visible bounds, from its union tree, and how many
        /// rectangles the search looked at.
        func subviewsInView() -> (indices: [Int], examined: Int) {
            let tree = View.ExtentTree(childCount: scrollView.childExtents.count)
            var examined = 0
            let indices = tree.indices(
                meeting: scrollView.bounds, extents: scrollView.childExtents,
                entries: scrollView.childExtentBlocks, examined: &examined)
            return (indices, examined)
        }

        /// Every entry of the union tree equals the union of its members, and the union of all extents
        /// is the exact one.
        func treeIsExact() -> Bool {
            let extents = scrollView.childExtents
            let entries = scrollView.childExtentBlocks
            let tree = View.ExtentTree(childCount: extents.count)
            guard entries.count == tree.entryCount else { return false }
            for (level, placement) in tree.levels.enumerated() {
                for entry in 0..<placement.count {
                    let members = tree.members(of: entry, atLevel: level).map {
                        level == 0 ? extents[$0] : entries[tree.levels[level - 1].start + $0]
                    }
                    let union = members.filter { !$0.isNull }.reduce(CGRect.null) { $0.union($1) }
                    if entries[placement.start + entry] != union { return false }
                }
            }
            let exact = extents.filter { !$0.isNull }.reduce(CGRect.null) { $0.union($1) }
            return scrollView.childExtentsUnion == exact
        }

        /// The oracle: forgets every display cache in the window and assembles the whole list afresh.
        func fullWalk() -> [DisplayItem] {
            window.forEachPreOrder { view in
                view.subtreeExtentIsValid = false
                view.childExtentsAreStale = true
                view.pendingChildren = []
                view.isPendingInSuperview = false
            }
            window.displayListInvalid = true
            window.rebuildDisplayListIfNeeded()
            return Self.withoutEmptyClips(window.displayList.items)
        }

        /// `items` without clip pushes directly followed by their pop: a clipping view that draws nothing
        /// visible may or may not leave such an empty pair, depending on whether its extent was known.
        static func withoutEmptyClips(_ items: [DisplayItem]) -> [DisplayItem] {
            var result: [DisplayItem] = []
            for item in items {
                if case .popClip = item, let last = result.last, case .pushClip = last {
                    result.removeLast()
                } else {
                    result.append(item)
                }
            }
            return result
        }
    }

    @Test(
        "Finding the subviews in view after a scroll looks at a number of extents that does not grow with the subviews",
        arguments: [1_000, 10_000, 100_000])
    func searchCostDoesNotGrowWithSubviews(rows: Int) {
        let list = RowList(rows: rows)
        var rng = SeededRandomNumberGenerator(seed: UInt64(rows))
        var mostExamined = 0
        var mostExaminedByDisplay = 0
        for offset in [1, 0, 63, 64, 65, rows / 2, rows - 25, rows - 24]
            + (0..<10).map({ _ in Int.random(in: 0...(rows - 24), using: &rng) })
        {
            View.childExtentsExamined = 0
            list.scroll(to: offset)
            mostExaminedByDisplay = max(mostExaminedByDisplay, View.childExtentsExamined)
            let (indices, examined) = list.subviewsInView()
            #expect(indices == Array(offset..<(offset + 24)), "offset \(offset)")
            mostExamined = max(mostExamined, examined)
            #expect(list.screen.lines.first == "row \(offset)" && list.screen.lines.last == "row \(offset + 23)")
        }
        // The top level (at most 64 entries), then at most two entries of 64 members at each level below
        // for a window of 24 rows: a bound that holds for any number of subviews (a scan looks at all).
        let bound = 64 + 2 * 64 + 2 * 64
        #expect(mostExamined <= bound, "\(rows) subviews: \(mostExamined) rectangles looked at")
        #expect(
            mostExaminedByDisplay > 0 && mostExaminedByDisplay <= bound,
            "\(rows) subviews: the display step looked at \(mostExaminedByDisplay) rectangles for one scroll")
        #expect(list.treeIsExact())
    }

    @Test(
        "Scrolling 10,000 labels in seeded random steps, with edits between them, shows exactly what a full walk shows",
        arguments: [UInt64(5), 91])
    func seededScrollingMatchesFullWalk(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let rows = 10_000
        let list = RowList(rows: rows)
        var offset = 0
        var mismatches = 0
        for step in 0..<120 {
            // Mostly one to three rows, now and then far.
            let delta =
                Int.random(in: 0..<8, using: &rng) == 0
                ? Int.random(in: -3_000...3_000, using: &rng) : Int.random(in: -3...3, using: &rng)
            offset = min(max(offset + delta, 0), rows - 24)
            // Edits near the viewport and far from it: texts that shrink or grow a label's extent, hiding,
            // and moving a label far from its place in the subview order.
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                let index =
                    Int.random(in: 0..<8, using: &rng) < 5
                    ? min(max(offset + Int.random(in: -10...34, using: &rng), 0), rows - 1)
                    : Int.random(in: 0..<rows, using: &rng)
                let label = list.labels[index]
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: label.text = String(repeating: "x", count: Int.random(in: 0...30, using: &rng))
                case 1: label.isHidden.toggle()
                case 2: label.frame.origin.y = CGFloat(Int.random(in: 0..<rows, using: &rng))
                default: label.frame.size.width = CGFloat(Int.random(in: 0...30, using: &rng))
                }
            }
            list.scroll(to: offset)
            #expect(list.treeIsExact(), "seed \(seed), step \(step)")
            let (indices, _) = list.subviewsInView()
            let exact = list.scrollView.childExtents.indices.filter {
                list.scrollView.childExtents[$0].overlaps(list.scrollView.bounds)
            }
            #expect(indices == exact, "seed \(seed), step \(step)")
            if step % 10 == 9 {
                let incremental = RowList.withoutEmptyClips(list.window.displayList.items)
                if incremental != list.fullWalk() { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }
}
