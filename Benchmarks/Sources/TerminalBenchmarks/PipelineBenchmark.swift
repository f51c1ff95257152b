// PipelineBenchmark: the whole per-frame pipeline of the terminal scroll workload — key event, update cycle (layout,
// display list, screen render: paint the cell grid, diff it, produce the bytes) — built with TrellisUI's
// public API on a screen that does what TerminalScreen.render does minus the write, timed per frame and
// per phase.
import Foundation
import TerminalScrollWorkload
import TrellisTerminal
import TrellisUI

/// Per-phase samples of one benchmark, in microseconds.
struct PipelineSamples {
    var total: [Double] = []
    var event: [Double] = []
    var layout: [Double] = []
    var display: [Double] = []
    var paint: [Double] = []
    var diff: [Double] = []
    var bytes = 0

    func line(_ name: String) -> String {
        "BENCH scroll-workload-frame \(name) median_us=\(format(median(total))) p99_us=\(format(percentile(total.sorted(), 0.99)))"
    }

    func detail(_ name: String) -> String {
        "BENCH scroll-workload-frame-phases \(name) event_us=\(format(median(event))) layout_us=\(format(median(layout)))"
            + " display_us=\(format(median(display))) paint_us=\(format(median(paint)))"
            + " diff_us=\(format(median(diff))) bytes_per_frame=\(bytes / max(1, total.count))"
    }

    private func median(_ values: [Double]) -> Double { percentile(values.sorted(), 0.5) }
}

/// Times `iterations` frames of the scroll workload's screen after `warmUp`, each a `key` press and the update cycle
/// it causes (the display list, the grid, the bytes).
@MainActor
func runPipelineBenchmark(key: Character, name: String) {
    let screen = ByteBufferScreen(width: width, height: height)
    let window = Window(screen: screen)
    let controller = SongListViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    screen.application.runUntilIdle()
    var samples = PipelineSamples()
    let clock = ContinuousClock()
    let event = Event.key(KeyEvent(key: .character(key)))
    for step in 1...(warmUp + iterations) {
        let began = clock.now
        // As the run loop does it: the event, then one update cycle.
        screen.application.withLifecycleRecording { window.sendEvent(event) }
        let sent = clock.now
        screen.application.runUpdateCycle()
        let ended = clock.now
        guard step > warmUp else { continue }
        let timings = screen.application.lastFrameTimings
        samples.total.append(microseconds(ended - began))
        samples.event.append(microseconds(sent - began))
        samples.layout.append(microseconds(timings.build + timings.layout))
        // The display step is the display-list rebuild; the rest of the render step that is not the
        // screen's own work (composing the windows' lists) is counted with it.
        samples.display.append(microseconds(timings.display + timings.render - screen.paint - screen.diff))
        samples.paint.append(microseconds(screen.paint))
        samples.diff.append(microseconds(screen.diff))
        samples.bytes += screen.output.count
    }
    // The screen must show what the workload says, or the timings measure the wrong thing.
    let shown = screen.composer.grid.lines
    let expectedStatus = "count=\(controller.count)"
    let expectedTop = SongListView.text(ofRow: controller.list.top)
    check(
        "scroll-workload-frame-\(name)", shown.first == expectedTop && shown.last == expectedStatus,
        "screen shows \(shown.first ?? "") / \(shown.last ?? "")")
    print(samples.line(name))
    print(samples.detail(name))
}
