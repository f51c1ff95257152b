// ListComponent scrolling: a scroll lays out and mounts the list's window again without building — no row
// is rendered, compared or re-registered; only rows entering or leaving the viewport mount or unmount,
// rows that stay keep their views; the rows in view are exactly right wherever the list is scrolled.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// What the rows of one list did, in order: controller callbacks by row index (main actor).
@MainActor private final class RowLog {
    private(set) var events: [String] = []

    func note(_ row: Int, _ callback: String) { events.append("\(row) \(callback)") }

    func clear() { events = [] }
}

/// A keyed row with a controller that logs its mount callbacks, counting its renders; its view's tag is
/// its index. `height` nil: as high as a fixed-height list makes it.
private struct LoggedRow: Component, Equatable {
    typealias Controller = LoggedRowController
    let index: Int
    let height: Double?
    let renders: RenderCounter
    let log: RowLog
    var scopeKey: Int? { index }

    func render(_ scope: Scope<LoggedRow>) -> (any Component)? {
        renders.hit("row")
        return ViewComponent(
            attributes: [ViewAttributes.tag(index)],
            size: ComponentSize(height: height.map { .points($0) } ?? .auto))
    }

    static func == (lhs: LoggedRow, rhs: LoggedRow) -> Bool {
        lhs.index == rhs.index && lhs.height == rhs.height && lhs.renders === rhs.renders && lhs.log === rhs.log
    }
}

@MainActor private final class LoggedRowController: ComponentController<LoggedRow> {
    override func willMount() { component.log.note(component.index, "willMount") }
    override func didMount() { component.log.note(component.index, "didMount") }
    override func willRemount() { component.log.note(component.index, "willRemount") }
    override func didRemount() { component.log.note(component.index, "didRemount") }
    override func willUnmount() { component.log.note(component.index, "willUnmount") }
    override func didUnmount() { component.log.note(component.index, "didUnmount") }
}

/// A mounted list of logged rows in a `width` × `height` host, inside an `Inset` as a list sits in a screen.
@MainActor private final class ScrollingList {
    let host: ComponentTestHost
    let renders = RenderCounter()
    let log = RowLog()
    let heights: [Double]
    let fixedHeight: Double?

    /// `heights`: each row's height; `fixed`: whether the list has one fixed row height (all `heights`
    /// must then be equal).
    init(heights: [Double], fixed: Bool, overscan: Int = 0, width: Int = 12, height: Int = 24) {
        self.heights = heights
        fixedHeight = fixed ? heights.first : nil
        let renders = renders, log = log, fixedHeight = fixedHeight
        let rows = heights.indices.map {
            LoggedRow(index: $0, height: fixedHeight == nil ? heights[$0] : nil, renders: renders, log: log)
                as any Component
        }
        let list = ListComponent(
            rowHeight: fixedHeight.map { .fixed($0) } ?? .automatic, overscan: overscan, rows: rows)
        host = ComponentTestHost(width: width, height: height, component: Inset(.zero, list))
        host.attach()
        host.runUntilIdle()
    }

    var scrollView: ScrollView? { host.mountedViews.lazy.compactMap { $0 as? ScrollView }.first }

    /// The mounted row views (every view but the scroll view), in mount order.
    var rowViews: [View] { host.mountedViews.filter { !($0 is ScrollView) } }

    /// The row views inside the scroll view that are shown (not hidden): mounted rows and only those.
    /// The rows' views are plain `View`s; the scroll indicator, also a subview, is not.
    var shownRowViews: [View] {
        (scrollView?.subviews ?? []).filter { !$0.isHidden && type(of: $0) == View.self }
    }

    func scroll(to offset: Double) {
        scrollView?.contentOffset = CGPoint(x: 0, y: offset)
        host.runUntilIdle()
    }

    /// The rows a viewport at `offset` of `viewport` points shows, widened by `overscan`.
    func expectedRows(offset: Double, viewport: Double, overscan: Int) -> [Int] {
        var top = 0.0
        var inView: [Int] = []
        for (index, height) in heights.enumerated() {
            if top < offset + viewport && top + height > offset { inView.append(index) }
            top += height
        }
        guard let first = inView.first, let last = inView.last else { return [] }
        return Array(max(first - overscan, 0)...min(last + overscan, heights.count - 1))
    }

    /// Each row's top.
    var tops: [Double] {
        var result: [Double] = []
        var top = 0.0
        for height in heights {
            result.append(top)
            top += height
        }
        return result
    }
}

/// A scoped layout component that lays its one child out `height` high, two points down (under a header
/// of its parent, say): a list's scoped ancestor that is not its parent's only child.
private struct Holder: Component {
    typealias Controller = Probe<Holder>
    let name: String
    let height: Double
    let child: any Component
    var scopeKey: String? { name }

    func renderChildren(_ scope: Scope<Holder>) -> [any Component] { [child] }

    func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        let size = LayoutSize(width: range.max.width, height: height)
        guard let child = children.first, let exact = try? SizeRange(exactly: size) else {
            return ComponentLayout(size: size)
        }
        let layout = child.layout(thatFits: exact, parentSize: size)
        return ComponentLayout(
            size: LayoutSize(width: size.width, height: height + 2),
            children: [.init(position: LayoutPoint(x: 0, y: 2), layout: layout)])
    }
}

/// The application's scheduler, except that background work runs at once on the calling thread and its
/// result is handed over only by ``deliver()``: a test acts between a background build and its delivery.
@MainActor private final class HeldBackgroundScheduler: ComponentScheduler {
    private let application: Application
    private var held: [@MainActor () -> Void] = []

    init(_ application: Application) { self.application = application }

    func enqueueBeforeLayout(_ work: @escaping @MainActor () -> Void) { application.enqueueBeforeLayout(work) }

    var mainPoster: @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void { application.mainPoster }

    func performInBackground<T: Sendable>(
        _ work: @escaping @Sendable () -> T, then completion: @escaping @MainActor (T) -> Void
    ) {
        let result = work()
        held.append { completion(result) }
    }

    /// Hands over every result held so far, in order.
    func deliver() {
        let completions = held
        held = []
        for completion in completions { completion() }
    }
}

@Suite("List scrolling")
@MainActor struct ListScrollingTests {
    @Test(
        "A one-row scroll of 10,000 rows builds nothing and mounts only the row that enters and unmounts the row that leaves; rows that stay keep their views",
        arguments: [true, false])
    func oneRowScrollTouchesOnlyEnteringAndLeavingRows(fixed: Bool) throws {
        let list = ScrollingList(heights: Array(repeating: 1, count: 10_000), fixed: fixed)
        #expect(list.rowViews.map(\.tag) == Array(0..<24))
        let renders = list.renders.total
        let generations = list.host.root.generationCount
        let viewsBefore = Dictionary(uniqueKeysWithValues: list.rowViews.map { ($0.tag, ObjectIdentifier($0)) })
        list.log.clear()

        list.scroll(to: 1)
        #expect(list.rowViews.map(\.tag) == Array(1..<25))
        #expect(list.renders.total == renders, "no row rendered")
        #expect(list.host.root.generationCount == generations, "no build at all: nothing compared or registered")
        #expect(list.log.events == ["24 willMount", "24 didMount", "0 willUnmount", "0 didUnmount"])
        let analytics = list.host.root.lastMountAnalytics
        #expect(analytics.componentsSkipped == 23, "the rows that stay are skipped whole")
        #expect(analytics.viewsAllocated == 0)
        let viewsAfter = Dictionary(uniqueKeysWithValues: list.rowViews.map { ($0.tag, ObjectIdentifier($0)) })
        for row in 1..<24 { #expect(viewsAfter[row] == viewsBefore[row], "row \(row) keeps its view") }
        // The row that entered took the view of the row that left.
        #expect(viewsAfter[24] == viewsBefore[0])
        #expect(list.shownRowViews.count == 24)

        list.log.clear()
        list.scroll(to: 0)
        #expect(list.rowViews.map(\.tag) == Array(0..<24))
        #expect(list.log.events == ["0 willMount", "0 didMount", "24 willUnmount", "24 didUnmount"])
        #expect(list.renders.total == renders)
        #expect(list.host.root.generationCount == generations)
    }

    @Test(
        "Scrolling across the whole list in seeded random steps shows exactly the rows in view at their places, every step",
        arguments: [(seed: 1, fixed: true), (seed: 2, fixed: false), (seed: 3, fixed: true), (seed: 4, fixed: false)])
    func seededStepsShowExactlyTheRowsInView(seed: Int, fixed: Bool) throws {
        var rng = SeededRandomNumberGenerator(seed: UInt64(seed))
        let count = 1_500
        let fixedHeight = Double(Int.random(in: 1...2, using: &rng))
        let heights = (0..<count).map { _ in fixed ? fixedHeight : Double(Int.random(in: 1...4, using: &rng)) }
        let viewport = Int.random(in: 5...20, using: &rng)
        let overscan = Int.random(in: 0...2, using: &rng)
        let list = ScrollingList(heights: heights, fixed: fixed, overscan: overscan, height: viewport)
        let content = heights.reduce(0, +)
        let maximum = max(content - Double(viewport), 0)
        let tops = list.tops
        let renders = list.renders.total
        let generations = list.host.root.generationCount
        var offset = 0.0
        var steps = 0
        // Down to the end in small and large steps, then back up to the top.
        for direction in [1.0, -1.0] {
            while direction > 0 ? offset < maximum : offset > 0 {
                let step =
                    Int.random(in: 0..<10, using: &rng) == 0
                    ? Double(Int.random(in: 10...200, using: &rng)) : Double(Int.random(in: 1...3, using: &rng))
                offset = min(max(offset + direction * step, 0), maximum)
                let before = Dictionary(
                    list.rowViews.map { ($0.tag, ObjectIdentifier($0)) }, uniquingKeysWith: { a, _ in a })
                list.scroll(to: offset)
                steps += 1
                let expected = list.expectedRows(offset: offset, viewport: Double(viewport), overscan: overscan)
                let views = list.rowViews
                #expect(views.map(\.tag) == expected, "seed \(seed), offset \(offset)")
                #expect(
                    views.map(\.frame)
                        == expected.map {
                            CGRect(x: 0, y: tops[$0], width: 12, height: heights[$0])
                        }, "seed \(seed), offset \(offset)")
                #expect(
                    list.shownRowViews.count == expected.count, "seed \(seed), offset \(offset): only mounted rows show"
                )
                // Rows still in view kept their views.
                for view in views {
                    if let previous = before[view.tag] {
                        #expect(previous == ObjectIdentifier(view), "row \(view.tag) kept its view")
                    }
                }
                #expect(list.scrollView.map { Double($0.contentOffset.y) } == offset)
            }
        }
        #expect(steps > 10)
        #expect(list.renders.total == renders, "scrolling rendered no row")
        #expect(list.host.root.generationCount == generations, "scrolling built nothing")
        #expect(list.scrollView.map { Double($0.contentSize.height) } == content)
    }

    @Test("A list mounted again shows the rows it showed, and its controller sets the offset without a view")
    func offsetOutlivesTheView() throws {
        let list = ScrollingList(heights: Array(repeating: 1, count: 200), fixed: true, height: 10)
        list.scroll(to: 50)
        let controller = try #require(list.host.root.controllers.compactMap { $0 as? ListController }.first)
        #expect(controller.contentOffset == 50)
        list.host.detach()
        controller.contentOffset = 120
        list.host.attach()
        list.host.runUntilIdle()
        #expect(list.rowViews.map(\.tag) == Array(120..<130))
        #expect(list.scrollView?.contentOffset.y == 120)
        // Through the controller while mounted: the view scrolls, clamped to the content.
        controller.contentOffset = 1_000
        list.host.runUntilIdle()
        #expect(controller.contentOffset == 190)
        #expect(list.rowViews.map(\.tag) == Array(190..<200))
        controller.contentOffset = .nan
        list.host.runUntilIdle()
        #expect(controller.contentOffset == 0)
        #expect(list.rowViews.map(\.tag) == Array(0..<10))
    }

    @Test(
        "A list below scoped ancestors and beside other components scrolls without a build; the ancestors remount, nothing else"
    )
    func listInsideScopedAncestors() throws {
        try withLifecycle { recorder, _ in
            let renders = RenderCounter(), log = RowLog()
            let rows = (0..<500).map { LoggedRow(index: $0, height: nil, renders: renders, log: log) as any Component }
            let holder = Holder(name: "holder", height: 10, child: ListComponent(rowHeight: 1, rows: rows))
            let host = ComponentTestHost(
                width: 12, height: 14,
                component: Inset(
                    .zero,
                    Panel(
                        name: "panel",
                        children: [
                            TextComponent("header"), Box(name: "box"), holder,
                        ])))
            host.attach()
            host.runUntilIdle()
            let scrollView = try #require(host.mountedViews.lazy.compactMap { $0 as? ScrollView }.first)
            scrollView.showsVerticalScrollIndicator = false
            host.runUntilIdle()
            let generations = host.root.generationCount
            let rendered = renders.total
            let panel = try #require(host.root.controller(of: Panel.self))
            let box = try #require(host.root.controller(of: Box.self))
            let holderController = try #require(host.root.controller(of: Holder.self))
            let before = recorder.events.count
            scrollView.contentOffset = CGPoint(x: 0, y: 200)
            host.runUntilIdle()
            #expect(host.mountedViews.filter { $0.superview === scrollView }.map(\.tag) == Array(200..<210))
            #expect(host.screen.lines.first == "header")
            #expect(host.root.generationCount == generations && renders.total == rendered)
            let events = Array(recorder.events.dropFirst(before))
            func callbacks(of controller: AnyObject) -> [String] {
                events.filter { $0.objectID == ObjectIdentifier(controller) }.map(\.callback)
            }
            #expect(callbacks(of: panel) == ["willRemount", "didRemount"])
            #expect(callbacks(of: holderController) == ["willRemount", "didRemount"])
            #expect(callbacks(of: box).isEmpty, "a sibling whose layout is unchanged is skipped")
            scrollView.contentOffset = CGPoint(x: 0, y: 490)
            host.runUntilIdle()
            #expect(host.mountedViews.filter { $0.superview === scrollView }.map(\.tag) == Array(490..<500))
        }
    }

    @Test("A scroll while an asynchronous build runs shows the rows at the new offset once the build is applied")
    func scrollDuringAsynchronousBuild() throws {
        let list = ScrollingList(heights: Array(repeating: 1, count: 2_000), fixed: false, height: 10)
        let scheduler = HeldBackgroundScheduler(list.host.application)
        list.host.root.scheduler = scheduler
        let row = try #require(
            list.host.root.controllers.compactMap { $0 as? LoggedRowController }.first {
                $0.component.index == 3
            })
        // A row's state update, built and laid out in the background — the list's window there read the
        // offset of that moment, the top — and the list scrolls before the new generation is applied.
        row.updateState(mode: .asynchronous) { _ in }
        list.host.runUntilIdle()
        let generations = list.host.root.generationCount
        list.scroll(to: 700)
        #expect(list.rowViews.map(\.tag) == Array(700..<710))
        #expect(list.host.root.generationCount == generations, "the build is not applied yet")
        scheduler.deliver()
        list.host.runUntilIdle()
        #expect(list.host.root.generationCount == generations + 1, "the row's update was built and applied")
        #expect(list.rowViews.map(\.tag) == Array(700..<710))
        #expect(list.shownRowViews.count == 10)
        list.scroll(to: 701)
        #expect(list.rowViews.map(\.tag) == Array(701..<711))
    }
}
