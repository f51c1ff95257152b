// Allocations: allocation and retain/release counts per workload, the performance facts that are stable on
// a shared machine. CI runs `swift package benchmark thresholds check` and fails when a workload allocates
// or retains more than `Thresholds/` allows (within the tolerance below). Names have no spaces: the
// thresholds files are named after them. Each sample builds its workload
// outside the measured span, then measures a fixed number of steps, so the counts do not depend on timing.
import Benchmark
import Foundation
import SongListWorkload
import TerminalScrollWorkload
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

let benchmarks: @Sendable () -> Void = {
    // Counts are deterministic for a given build; the tolerance absorbs what a different toolchain's
    // runtime or machine adds.
    let tolerance = BenchmarkThresholds(relative: [.p90: 5.0], absolute: [.p90: 64])
    Benchmark.defaultConfiguration = .init(
        metrics: [.mallocCountTotal, .retainCount, .releaseCount],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 5,
        thresholds: [.mallocCountTotal: tolerance, .retainCount: tolerance, .releaseCount: tolerance]
    )
    // Swift 6.3's runtime hooks that count retains and releases crash when a second thread retains at the
    // same time (ordo-one/benchmark#349), and component builds and layouts of long lists run on two
    // threads: those workloads count allocations only.
    var mallocOnly = Benchmark.defaultConfiguration
    mallocOnly.metrics = [.mallocCountTotal]
    mallocOnly.thresholds = [.mallocCountTotal: tolerance]

    Benchmark("terminal-scroll-100-frames") { @MainActor benchmark async in
        let screen = ByteBufferScreen(width: 200, height: 60)
        let window = Window(screen: screen)
        let controller = SongListViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.application.runUntilIdle()
        let scroll = Event.key(KeyEvent(key: .character("j")))
        benchmark.startMeasurement()
        for _ in 0..<100 {
            window.sendEvent(scroll)
            screen.application.runUpdateCycle()
        }
        benchmark.stopMeasurement()
        check(controller.list.top == 100, "the list scrolled 100 rows (top is \(controller.list.top))")
        blackHole(screen.output.count)
    }

    Benchmark("layout-100-relayouts-1111-nodes") { benchmark in
        let tree = FlexTreeWorkload()
        tree.root.calculateLayout(width: 10_000, height: 10_000)
        benchmark.startMeasurement()
        for step in 0..<100 {
            tree.changingLeaf.style.width = .points(step.isMultiple(of: 2) ? 20 : 10)
            tree.root.calculateLayout(width: 10_000, height: 10_000)
        }
        benchmark.stopMeasurement()
        blackHole(tree.root.layout.width)
    }

    Benchmark("component-mount-1000-rows", configuration: mallocOnly) { @MainActor benchmark async in
        let host = SongListHost(n: 1_000)
        benchmark.startMeasurement()
        host.mount()
        benchmark.stopMeasurement()
        check(host.counters.mounts == 1_000, "1,000 rows mounted (saw \(host.counters.mounts))")
    }

    Benchmark("component-100-state-updates-1000-rows", configuration: mallocOnly) { @MainActor benchmark async in
        let host = SongListHost(n: 1_000)
        host.mount()
        host.screen.runUntilIdle()
        let row = host.controllers[500]
        benchmark.startMeasurement()
        for _ in 0..<100 {
            row.toggle(mode: .synchronous)
            host.screen.runUntilIdle()
        }
        benchmark.stopMeasurement()
        check(host.rowTexts(500) == ["Song #500", "Play"], "row 500 is back to Play (shows \(host.rowTexts(500)))")
    }

    Benchmark("list-100-scrolls-10000-rows", configuration: mallocOnly) { @MainActor benchmark async in
        let host = SongListInListHost(n: 10_000, rowHeight: .fixed(1))
        host.mount()
        host.screen.runUntilIdle()
        guard let scrollView = host.scrollView else { return check(false, "the list has a scroll view") }
        benchmark.startMeasurement()
        for step in 1...100 {
            scrollView.contentOffset = CGPoint(x: 0, y: step)
            host.screen.runUntilIdle()
        }
        benchmark.stopMeasurement()
        check(host.firstTitle == "Song #100", "the first row is Song #100 (is \(host.firstTitle))")
    }
}

/// Stops the run with a message when a workload did not do what it is measured for.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data("Allocations: check failed: \(message())\n".utf8))
    exit(1)
}

/// A row tree of fixed-size flexible rows: ten containers of ten containers of ten leaves under a root.
final class FlexTreeWorkload {
    let root: LayoutNode
    let changingLeaf: LayoutNode

    init() {
        var style = FlexStyle()
        style.flexDirection = .row
        style.flexGrow = 1
        style.flexShrink = 1
        style.width = .points(10)
        style.height = .points(10)
        root = LayoutNode(style: FlexStyle())
        var leaves: [LayoutNode] = []
        func grow(_ parent: LayoutNode, depth: Int) {
            for _ in 0..<10 {
                let child = LayoutNode(style: style)
                do { try parent.appendChild(child) } catch { check(false, "a child appended: \(error)") }
                if depth == 0 { leaves.append(child) } else { grow(child, depth: depth - 1) }
            }
        }
        grow(root, depth: 2)
        changingLeaf = leaves[leaves.count / 2]
    }
}
