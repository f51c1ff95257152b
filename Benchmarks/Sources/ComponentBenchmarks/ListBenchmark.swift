// ListBenchmark: a ListComponent of N song rows in an 80×24 viewport, with fixed and with automatic row
// heights (every row laid out, only the rows in view mounted) — the first mount and one-row scrolls of
// fresh lists (`--only list`), and many one-row scrolls of one list (`--only scroll`).
import Foundation
import SongListWorkload
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

@MainActor func measureList(_ n: Int, runs: Int, _ harness: inout Harness) {
    for (name, rowHeight) in [("fixed", ListComponent.RowHeight.fixed(1)), ("auto", .automatic)] {
        var mounts: [Double] = []
        var mounted = 0
        var contentHeight = 0.0
        var scrolls: [Double] = []
        var phases = PhaseTimes()
        var scrolledTitle = ""
        for index in 0...runs {
            let bench = SongListInListHost(n: n, rowHeight: rowHeight)
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
        harness.check(
            "List-mount-\(name)", n: n, mounted == min(n, 24) && contentHeight == Double(n),
            "rows mounted \(mounted) == \(min(n, 24)); content height \(contentHeight) == \(n)")
        harness.report("List-scroll-\(name)", n: n, scrolls, extra: phases.fields)
        harness.check(
            "List-scroll-\(name)", n: n, scrolledTitle == "Song #10",
            "first row after ten one-row scrolls: \(scrolledTitle)")
    }
}

/// A one-row scroll of one mounted list, step after step (`--only scroll`): the list is mounted once and
/// scrolled `steps` rows down one at a time, each step the whole update (the scroll view's offset, then
/// the update cycle: the window laid out and mounted again, the frame displayed). The median step, with
/// checks that no step built anything (no row rendered, no generation applied) and that the last step
/// shows the right rows. The cost must not depend on `n`.
@MainActor func measureListScroll(_ n: Int, steps: Int, _ harness: inout Harness) {
    for (name, rowHeight) in [("fixed", ListComponent.RowHeight.fixed(1)), ("auto", .automatic)] {
        let bench = SongListInListHost(n: n, rowHeight: rowHeight)
        bench.mount()
        bench.screen.runUntilIdle()
        guard let scrollView = bench.scrollView else {
            harness.check("List-scroll-step-\(name)", n: n, false, "no scroll view")
            continue
        }
        let generations = bench.root.generationCount
        bench.counters.resetRenders()
        var samples: [Double] = []
        var phases = PhaseTimes()
        samples.reserveCapacity(steps)
        for step in 1...steps {
            let start = Harness.now()
            scrollView.contentOffset = CGPoint(x: 0, y: step)
            bench.screen.runUntilIdle()
            samples.append(Harness.milliseconds(start, Harness.now()))
            phases.record(bench.root.timings)
        }
        let sorted = samples.sorted()
        let p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
        harness.report(
            "List-scroll-step-\(name)", n: n, samples, extra: "p99_ms=\(Harness.format(p99)) " + phases.fields)
        let built = bench.root.generationCount - generations
        let top = bench.screen.lines.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        harness.check(
            "List-scroll-step-\(name)", n: n,
            bench.firstTitle == "Song #\(steps)" && top.hasPrefix("Song #\(steps)Play") && built == 0
                && bench.counters.rowRenders == 0,
            "first row after \(steps) one-row scrolls: \(bench.firstTitle), on screen \(top); generations built \(built); "
                + "rows rendered \(bench.counters.rowRenders)")
    }
}
