// ListBenchmark: a ListComponent of N song rows in an 80×24 viewport — the first mount and a one-row
// scroll, with fixed and with automatic row heights (every row laid out, only the rows in view mounted).
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// One mounted list of `n` song rows on a headless 80×24 screen, inside an `Inset` as a list sits inside
/// a screen: the root is unscoped, so a scroll (a state update of the list) is a path rebuild.
@MainActor final class ListBench {
    let screen = HeadlessScreen(width: 80, height: 24)
    let rootView = View(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
    let root: ComponentRoot
    let counters = Counters()

    init(n: Int, rowHeight: ListComponent.RowHeight) {
        let window = Window(screen: screen)
        window.addSubview(rootView)
        window.makeKeyAndVisible()
        let counters = counters
        let rows = (0..<n).map { SongRow(index: $0, title: "Song #\($0)", counters: counters) as any Component }
        root = ComponentRoot(component: Inset(.zero, ListComponent(rowHeight: rowHeight, rows: rows)), scheduler: screen.application)
        screen.runUntilIdle()
    }

    func mount() {
        root.attach(to: rootView, sizeRange: (try? SizeRange(exactly: LayoutSize(width: 80, height: 24))) ?? .unconstrained)
    }

    var scrollView: ScrollView? { root.mountedViews.lazy.compactMap { $0 as? ScrollView }.first }

    /// The first row's title label in view.
    var firstTitle: String { root.mountedViews.lazy.compactMap { ($0 as? Label)?.text }.first ?? "" }
}

@MainActor func measureList(_ n: Int, runs: Int, _ harness: inout Harness) {
    for (name, rowHeight) in [("fixed", ListComponent.RowHeight.fixed(1)), ("auto", .automatic)] {
        var mounts: [Double] = []
        var mounted = 0
        var contentHeight = 0.0
        var scrolls: [Double] = []
        var phases = PhaseTimes()
        var scrolledTitle = ""
        for index in 0...runs {
            let bench = ListBench(n: n, rowHeight: rowHeight)
            let start = Harness.now()
            bench.mount()
            let elapsed = Harness.milliseconds(start, Harness.now())
            mounted = bench.counters.mounts
            contentHeight = Double(bench.scrollView?.contentSize.height ?? 0)
            // One row at a time, as the terminal's arrow key scrolls.
            var scrollSamples: [Double] = []
            // Found once, outside the timed steps: the list keeps its scroll view.
            let scrollView = bench.scrollView
            for step in 1...10 {
                let scrollStart = Harness.now()
                scrollView?.contentOffset = CGPoint(x: 0, y: step)
                bench.screen.runUntilIdle()
                scrollSamples.append(Harness.milliseconds(scrollStart, Harness.now()))
                if index > 0 { phases.record(bench.root.timings) }
            }
            scrolledTitle = bench.firstTitle
            if index > 0 {
                mounts.append(elapsed)
                scrolls.append(contentsOf: scrollSamples)
            }
        }
        harness.report("List-mount-\(name)", n: n, mounts)
        harness.check("List-mount-\(name)", n: n, mounted == min(n, 24) && contentHeight == Double(n),
                      "rows mounted \(mounted) == \(min(n, 24)); content height \(contentHeight) == \(n)")
        harness.report("List-scroll-\(name)", n: n, scrolls, extra: phases.fields)
        harness.check("List-scroll-\(name)", n: n, scrolledTitle == "Song #10", "first row after ten one-row scrolls: \(scrolledTitle)")
    }
}
