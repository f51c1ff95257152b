// ListComponent: fixed and automatic row heights, the rows in view, content size and offset in step
// with the view.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// A row of a given height (`nil`: as high as the list makes it) whose view's tag is its index.
private func sizedRow(_ index: Int, height: Double?) -> any Component {
    ViewComponent(
        attributes: [ViewAttributes.tag(index)], size: ComponentSize(height: height.map { .points($0) } ?? .auto)
    )
    .key(index)
}

/// A row that grows from one point to three when its state says so.
private struct GrowingRow: Component, Equatable {
    typealias Controller = Probe<GrowingRow>
    let index: Int
    var scopeKey: Int? { index }
    static func initialState() -> Bool { false }

    func render(_ scope: Scope<GrowingRow>) -> (any Component)? {
        ViewComponent(
            attributes: [ViewAttributes.tag(index)], size: ComponentSize(height: .points(scope.state ? 3 : 1)))
    }
}

@Suite("List component")
@MainActor struct ListComponentTests {
    private func scrollView(_ host: ComponentTestHost) -> ScrollView? {
        host.mountedViews.first as? ScrollView
    }

    /// The mounted rows (every view but the scroll view): (tag, frame) in mount order.
    private func rows(_ host: ComponentTestHost) -> [(tag: Int, frame: CGRect)] {
        host.mountedViews.filter { !($0 is ScrollView) }.map { ($0.tag, $0.frame) }
    }

    private func listOffset(_ host: ComponentTestHost) -> Double? {
        host.root.controllers.compactMap { $0 as? ListController }.first?.contentOffset
    }

    @Test(
        "Automatic row heights: each row as high as its wrapped text, only the rows in view mounted, the content as high as all rows"
    )
    func automaticHeightsFollowContent() {
        let rows = (0..<100).map { index in
            TextComponent(index % 3 == 0 ? "row \(index) wraps here" : "row \(index)", numberOfLines: 0).key(index)
                as any Component
        }
        let host = ComponentTestHost(width: 10, height: 5, component: ListComponent(rowHeight: .automatic, rows: rows))
        host.attach()
        // The screen shows the rows alone (the indicator would cover their last column).
        scrollView(host)?.showsVerticalScrollIndicator = false
        host.runUntilIdle()
        let labels = host.mountedViews.compactMap { $0 as? Label }
        #expect(labels.map(\.text) == ["row 0 wraps here", "row 1", "row 2", "row 3 wraps here"])
        #expect(
            labels.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 10, height: 2), CGRect(x: 0, y: 2, width: 10, height: 1),
                CGRect(x: 0, y: 3, width: 10, height: 1), CGRect(x: 0, y: 4, width: 10, height: 2),
            ])
        #expect(host.screen.lines == ["row 0", "wraps here", "row 1", "row 2", "row 3"])
        // 34 rows of two lines (every third), 66 of one.
        #expect(scrollView(host)?.contentSize.height == 134)

        scrollView(host)?.contentOffset = CGPoint(x: 0, y: 129)
        host.runUntilIdle()
        #expect(
            host.mountedViews.compactMap { ($0 as? Label)?.text } == [
                "row 96 wraps here", "row 97", "row 98", "row 99 wraps here",
            ])
        #expect(host.screen.lines == ["wraps here", "row 97", "row 98", "row 99", "wraps here"])
        #expect(host.root.lastMountAnalytics.viewsAllocated == 0)
        #expect(listOffset(host) == 129)
    }

    @Test("A row that grows moves the rows below it down and makes the content higher")
    func growingRowMovesRowsBelow() throws {
        let host = ComponentTestHost(
            width: 6, height: 4,
            component: ListComponent(
                rowHeight: .automatic,
                rows: (0..<10).map {
                    GrowingRow(index: $0) as any Component
                }))
        host.attach()
        host.runUntilIdle()
        #expect(rows(host).map(\.tag) == [0, 1, 2, 3])
        #expect(scrollView(host)?.contentSize.height == 10)
        let second = try #require(
            host.root.controllers.compactMap { $0 as? Probe<GrowingRow> }.first { $0.component.index == 1 })
        second.updateState(mode: .synchronous) { $0 = true }
        host.runUntilIdle()
        #expect(rows(host).map(\.tag) == [0, 1])
        #expect(
            rows(host).map(\.frame) == [
                CGRect(x: 0, y: 0, width: 6, height: 1), CGRect(x: 0, y: 1, width: 6, height: 3),
            ])
        #expect(scrollView(host)?.contentSize.height == 12)
        scrollView(host)?.contentOffset = CGPoint(x: 0, y: 3)
        host.runUntilIdle()
        #expect(rows(host).map(\.tag) == [1, 2, 3, 4])
        #expect(rows(host).map(\.frame.minY) == [1, 4, 5, 6])
    }

    @Test(
        "Content that shrinks below the offset clamps it: the rows shown are the last ones, and the offset follows the view"
    )
    func shrinkingContentClampsOffset() {
        func list(_ count: Int) -> ListComponent {
            ListComponent(rowHeight: 1, rows: (0..<count).map { sizedRow($0, height: 1) })
        }
        let host = ComponentTestHost(width: 6, height: 5, component: list(20))
        host.attach()
        scrollView(host)?.contentOffset = CGPoint(x: 0, y: 15)
        host.runUntilIdle()
        #expect(rows(host).map(\.tag) == [15, 16, 17, 18, 19])
        // One update cycle: the new list mounts the rows the clamped view shows, and the list's offset is
        // the view's clamped one at once (as a UIKit scroll view clamps its offset when its content shrinks).
        host.root.setComponent(list(8))
        host.application.runUpdateCycle()
        #expect(rows(host).map(\.tag) == [3, 4, 5, 6, 7])
        #expect(scrollView(host)?.contentSize.height == 8)
        #expect(scrollView(host)?.contentOffset.y == 3)
        #expect(listOffset(host) == 3)
        host.runUntilIdle()
        #expect(listOffset(host) == 3)
        #expect(rows(host).map(\.tag) == [3, 4, 5, 6, 7])
    }

    @Test("A list in an unbounded height is as high as its rows and mounts them all")
    func unboundedHeightMountsEveryRow() {
        let host = ComponentTestHost(
            width: 6, height: 20, flexibleHeight: true,
            component: ListComponent(
                rowHeight: .automatic, rows: [sizedRow(0, height: 2), sizedRow(1, height: 5), sizedRow(2, height: 1)]))
        host.attach()
        #expect(scrollView(host)?.frame.height == 8)
        #expect(rows(host).map(\.tag) == [0, 1, 2])
        #expect(rows(host).map(\.frame.minY) == [0, 2, 7])
    }

    @Test("Tiny fixed-height rows in a huge viewport are all laid out, with no overflow finding the last row")
    func hugeViewportOverTinyRows() throws {
        let root = ComponentRoot(
            component: ListComponent(rowHeight: 1e-3, rows: (0..<3).map { sizedRow($0, height: nil) }),
            scheduler: nil)
        let layout = try #require(root.layout(in: SizeRange(exactly: LayoutSize(width: 10, height: 1e18))))
        let window = try #require(layout.children.first?.layout)
        #expect(window.children.map(\.position.y) == [0, 1e-3, 2e-3])
    }

    @Test(
        "A fixed row height that is not positive and finite shows no rows",
        arguments: [0, -1, Double.infinity, Double.nan])
    func degenerateFixedHeightShowsNothing(height: Double) throws {
        var list = ListComponent(rowHeight: 1, rows: (0..<3).map { sizedRow($0, height: nil) })
        list.rowHeight = .fixed(height)
        let root = ComponentRoot(component: list, scheduler: nil)
        let layout = try #require(root.layout(in: SizeRange(exactly: LayoutSize(width: 10, height: 5))))
        let window = try #require(layout.children.first?.layout)
        #expect(window.children.isEmpty)
        #expect(window.size.height == 0)
    }

    @Test("A negative overscan, also set through the property, counts as zero")
    func negativeOverscanCountsAsZero() throws {
        for overscan in [-1, -50] {
            var list = ListComponent(rowHeight: 1, overscan: overscan, rows: (0..<20).map { sizedRow($0, height: nil) })
            list.overscan = overscan
            let root = ComponentRoot(component: list, scheduler: nil)
            let layout = try #require(root.layout(in: SizeRange(exactly: LayoutSize(width: 10, height: 5))))
            #expect(layout.children.first?.layout.children.map(\.position.y) == [0, 1, 2, 3, 4])
        }
    }

    @Test(
        "Mounted rows are exactly those intersecting the viewport, widened by the overscan, at their offsets",
        arguments: 1...8)
    func mountedRowsMatchViewport(seed: Int) throws {
        var rng = SeededRandomNumberGenerator(seed: UInt64(seed))
        let count = Int.random(in: 1...60, using: &rng)
        let fixedHeight: Double? = seed % 3 == 0 ? Double(Int.random(in: 1...3, using: &rng)) : nil
        let heights = (0..<count).map { _ in fixedHeight ?? Double(Int.random(in: 1...4, using: &rng)) }
        let viewport = Int.random(in: 1...12, using: &rng)
        let overscan = Int.random(in: 0...2, using: &rng)
        let width = 8
        // Rows of a fixed-height list take the list's height; others ask for their own.
        let rowComponents = (0..<count).map { sizedRow($0, height: fixedHeight == nil ? heights[$0] : nil) }
        let list = ListComponent(
            rowHeight: fixedHeight.map { .fixed($0) } ?? .automatic, overscan: overscan, rows: rowComponents)
        let host = ComponentTestHost(width: width, height: viewport, component: list)
        host.attach()
        let tops = heights.indices.map { heights[..<$0].reduce(0, +) }
        let content = heights.reduce(0, +)
        #expect(scrollView(host).map { Double($0.contentSize.height) } == content)
        let maxOffset = max(Int(content) - viewport, 0)
        for step in 0..<15 {
            let offset = step == 0 ? 0 : Int.random(in: 0...maxOffset, using: &rng)
            scrollView(host)?.contentOffset = CGPoint(x: 0, y: Double(offset))
            host.runUntilIdle()
            let inView = heights.indices.filter {
                tops[$0] < Double(offset + viewport) && tops[$0] + heights[$0] > Double(offset)
            }
            let first = try #require(inView.first), last = try #require(inView.last)
            let expected = Array(max(first - overscan, 0)...min(last + overscan, count - 1))
            #expect(rows(host).map(\.tag) == expected, "seed \(seed), offset \(offset)")
            #expect(
                rows(host).map(\.frame)
                    == expected.map {
                        CGRect(x: 0, y: tops[$0], width: Double(width), height: heights[$0])
                    }, "seed \(seed), offset \(offset)")
            #expect(listOffset(host) == Double(offset))
        }
    }
}
