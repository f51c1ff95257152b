// TerminalBenchmarks: the terminal renderer alone on the terminal scroll workload of `shared/peers/term` (a 200×60
// screen, a list on rows 1–59 and `count=N` on row 60): bytes of a one-cell change and of a one-row
// scroll, and the time TerminalRenderer.render takes per scroll step at 10,000 and 100,000 list rows.
// Also the whole per-frame pipeline (PipelineBenchmark.swift).
// Build in release: swift build -c release --package-path Benchmarks --product TerminalBenchmarks
// Exits 1 when a check fails: byte counts over their goals, or a frame that shows the wrong rows.
import Foundation
import TrellisTerminal
import TrellisUI

let width = 200
let height = 60
let warmUp = 50
let iterations = 300

/// Row `index` of the scroll workload's list.
func listRow(_ index: Int) -> String {
    String(format: "%05d Song #%d - Artist %d - Album %d", index, index, index % 97, index % 13)
}

/// The scroll workload's screen with the list starting at `top` and the counter at `count`.
func screen(top: Int, count: Int) -> CharacterGrid {
    var list = DisplayList()
    for row in 0..<height - 1 {
        list.append(
            .text(
                TextRun(
                    text: listRow(top + row), rect: CGRect(x: 0, y: row, width: width, height: 1), font: .body,
                    color: .label)))
    }
    list.append(
        .text(
            TextRun(
                text: "count=\(count)", rect: CGRect(x: 0, y: height - 1, width: width, height: 1), font: .body,
                color: .label)))
    var grid = CharacterGrid(width: width, height: height)
    grid.draw(list)
    return grid
}

/// The value at `fraction` (0…1) of sorted `values`.
func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let index = min(sorted.count - 1, max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))
    return sorted[index]
}

func microseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
}

func format(_ value: Double) -> String { String(format: "%.1f", value) }

/// Checks that failed; the process exits 1 when there is any.
var failedChecks = 0

/// Prints `CHECK <name> ok|FAILED <detail>` and counts failures.
@MainActor func check(_ name: String, _ condition: Bool, _ detail: String) {
    print("CHECK \(name) \(condition ? "ok" : "FAILED") \(detail)")
    if !condition { failedChecks += 1 }
}

// Bytes: the first frame, a one-cell change (x), a one-row scroll (j).
do {
    var renderer = TerminalRenderer(colorMode: .trueColor)
    var output: [UInt8] = []
    let first = renderer.render(screen(top: 0, count: 0), cursor: nil, into: &output)
    output.removeAll()
    let oneCell = renderer.render(screen(top: 0, count: 1), cursor: nil, into: &output)
    output.removeAll()
    let scroll = renderer.render(screen(top: 1, count: 1), cursor: nil, into: &output)
    // The same one-cell change when the previous frame left the cursor elsewhere (an absolute move).
    output.removeAll()
    _ = renderer.render(screen(top: 1, count: 1), cursor: (column: 0, row: 0), into: &output)
    _ = renderer.render(screen(top: 1, count: 1), cursor: nil, into: &output)
    output.removeAll()
    let oneCellAbsolute = renderer.render(screen(top: 1, count: 2), cursor: nil, into: &output)
    print("BENCH scroll-workload-bytes onecell=\(oneCell.bytesWritten) scroll=\(scroll.bytesWritten)")
    print(
        "BENCH scroll-workload-bytes-detail onecell_cursor_elsewhere=\(oneCellAbsolute.bytesWritten)"
            + " first_frame=\(first.bytesWritten) scroll_strategy=\(scroll.strategy)")
    // The byte counts are deterministic: the goals of docs/performance.md hold or the check fails.
    check("scroll-workload-bytes-onecell", oneCell.bytesWritten <= 24, "\(oneCell.bytesWritten) <= 24")
    check("scroll-workload-bytes-scroll", scroll.bytesWritten < 120, "\(scroll.bytesWritten) < 120")
}

// Time per scroll step: only render() is timed; each step's grid is painted before the clock starts.
for rows in [10_000, 100_000] {
    var renderer = TerminalRenderer(colorMode: .trueColor)
    var output: [UInt8] = []
    output.reserveCapacity(64 * 1024)
    let start = rows - height - warmUp - iterations - 2
    renderer.render(screen(top: start, count: 0), cursor: nil, into: &output)
    var samples: [Double] = []
    var bytes = 0
    let clock = ContinuousClock()
    // The frame the renderer replaces stays alive until after the measurement: freeing a grid's 12,000
    // cells is the grid's cost, paid wherever its last reference goes, not the renderer's.
    var previous: [CharacterGrid] = []
    for step in 1...(warmUp + iterations) {
        let grid = screen(top: start + step, count: 0)
        output.removeAll(keepingCapacity: true)
        let began = clock.now
        let statistics = renderer.render(grid, cursor: nil, into: &output)
        let elapsed = clock.now - began
        previous.append(grid)
        if previous.count > 2 { previous.removeFirst() }
        if step > warmUp {
            samples.append(microseconds(elapsed))
            bytes += statistics.bytesWritten
        }
    }
    samples.sort()
    print(
        "BENCH scroll-workload-scroll rows=\(rows) median_us=\(format(percentile(samples, 0.5)))"
            + " p99_us=\(format(percentile(samples, 0.99)))")
    print(
        "BENCH scroll-workload-scroll-detail rows=\(rows) max_us=\(format(samples.last ?? 0))"
            + " bytes_per_step=\(bytes / iterations) iterations=\(iterations)")
}

// Time of a one-cell change (count += 1) on the same screen.
do {
    var renderer = TerminalRenderer(colorMode: .trueColor)
    var output: [UInt8] = []
    renderer.render(screen(top: 0, count: 0), cursor: nil, into: &output)
    var samples: [Double] = []
    let clock = ContinuousClock()
    var previous: [CharacterGrid] = []
    for count in 1...(warmUp + iterations) {
        let grid = screen(top: 0, count: count)
        output.removeAll(keepingCapacity: true)
        let began = clock.now
        renderer.render(grid, cursor: nil, into: &output)
        let elapsed = clock.now - began
        previous.append(grid)
        if previous.count > 2 { previous.removeFirst() }
        if count > warmUp { samples.append(microseconds(elapsed)) }
    }
    samples.sort()
    print(
        "BENCH scroll-workload-onecell median_us=\(format(percentile(samples, 0.5))) p99_us=\(format(percentile(samples, 0.99)))"
            + " iterations=\(iterations)")
}

// The floor: an unchanged frame (conversion and comparison only, nothing written).
do {
    var renderer = TerminalRenderer(colorMode: .trueColor)
    var output: [UInt8] = []
    let grid = screen(top: 0, count: 0)
    renderer.render(grid, cursor: nil, into: &output)
    var samples: [Double] = []
    let clock = ContinuousClock()
    for step in 1...(warmUp + iterations) {
        output.removeAll(keepingCapacity: true)
        let began = clock.now
        renderer.render(grid, cursor: nil, into: &output)
        let elapsed = clock.now - began
        if step > warmUp { samples.append(microseconds(elapsed)) }
    }
    samples.sort()
    print(
        "BENCH scroll-workload-unchanged median_us=\(format(percentile(samples, 0.5))) p99_us=\(format(percentile(samples, 0.99)))"
            + " bytes=\(output.count) iterations=\(iterations)")
}

// The whole pipeline per frame: key event → update cycle → display list → grid → bytes.
runPipelineBenchmark(key: "j", name: "scroll")
runPipelineBenchmark(key: "x", name: "onecell")
exit(failedChecks == 0 ? 0 : 1)
