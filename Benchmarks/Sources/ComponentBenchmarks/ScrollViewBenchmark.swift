// ScrollViewBenchmark: a TrellisUI ScrollView of N one-row labels (plain views, no components) on a
// headless 80×24 screen, scrolled one row at a time — the display step's cost per scroll, which must not
// depend on N (`--only scrollview`).
import Foundation
import TrellisTesting
import TrellisUI

/// A window filled by a scroll view holding `n` labels, one per row, "Song #i" at row i.
@MainActor final class ScrollViewBench {
    let screen = HeadlessScreen(width: 80, height: 24)
    let window: Window
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))

    init(n: Int) {
        window = Window(screen: screen)
        scrollView.showsVerticalScrollIndicator = false
        for index in 0..<n {
            let label = Label(text: "Song #\(index)")
            label.frame = CGRect(x: 0, y: index, width: 80, height: 1)
            scrollView.addSubview(label)
        }
        scrollView.contentSize = CGSize(width: 80, height: n)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        screen.runUntilIdle()
    }
}

@MainActor func measureScrollView(_ n: Int, steps: Int, _ harness: inout Harness) {
    let start = Harness.now()
    let bench = ScrollViewBench(n: n)
    let firstFrame = Harness.milliseconds(start, Harness.now())
    let renders = bench.screen.renderCount
    var samples: [Double] = []
    samples.reserveCapacity(steps)
    for step in 1...steps {
        let stepStart = Harness.now()
        bench.scrollView.contentOffset = CGPoint(x: 0, y: step)
        bench.screen.runUntilIdle()
        samples.append(Harness.milliseconds(stepStart, Harness.now()))
    }
    let sorted = samples.sorted()
    let p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
    harness.report(
        "ScrollView-scroll-step", n: n, samples,
        extra: "p99_ms=\(Harness.format(p99)) first_frame_ms=\(Harness.format(firstFrame))")
    let lines = bench.screen.lines
    let top = lines.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    let bottom = lines.last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    harness.check(
        "ScrollView-scroll-step", n: n,
        top == "Song #\(steps)" && bottom == "Song #\(steps + 23)" && bench.screen.renderCount - renders == steps,
        "top row \(top), bottom row \(bottom); frames rendered \(bench.screen.renderCount - renders) of \(steps)")
}
