// ComponentBenchmarks: workloads W1–W4 of benchmarks.md (mount, one state update, props update of all
// rows, unmount all) on the headless host, layout included, with their checks and peak RSS.
// Build: swift build -c release --product ComponentBenchmarks --scratch-path .build-release
// Run:   .build-release/release/ComponentBenchmarks [--sizes 1000,10000] [--runs 7]
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

var sizes = [1_000, 10_000]
var runsOverride: Int?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--sizes": sizes = (arguments.next() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--runs": runsOverride = arguments.next().flatMap(Int.init)
    default:
        print("usage: ComponentBenchmarks [--sizes 1000,10000] [--runs N]")
        exit(2)
    }
}

/// One mounted song list on a headless screen: the root view is 80 × N points, as benchmarks.md asks.
@MainActor final class Bench {
    let screen = HeadlessScreen(width: 80, height: 24)
    let window: Window
    let rootView: View
    let root: ComponentRoot
    let counters = Counters()
    let n: Int

    init(n: Int) {
        self.n = n
        window = Window(screen: screen)
        rootView = View(frame: CGRect(x: 0, y: 0, width: 80, height: n))
        window.addSubview(rootView)
        window.makeKeyAndVisible()
        root = ComponentRoot(component: SongList(count: n, suffix: "", counters: counters), scheduler: screen.application)
        screen.runUntilIdle()
    }

    var range: SizeRange { (try? SizeRange(exactly: LayoutSize(width: 80, height: Double(n)))) ?? .unconstrained }

    func mount() { root.attach(to: rootView, sizeRange: range) }

    func rowTexts(_ index: Int) -> [String] {
        let views = root.mountedViews
        guard views.count == 2 * n else { return [] }
        return [(views[2 * index] as? Label)?.text ?? "", (views[2 * index + 1] as? Label)?.text ?? ""]
    }

    var controllers: [SongRowController] { root.controllers.compactMap { $0 as? SongRowController } }
}

@MainActor func run() -> Int32 {
    var harness = Harness()
    for n in sizes {
        let runs = runsOverride ?? (n >= 10_000 ? 7 : 15)

        // W1: build + layout + mount the whole tree.
        var w1: [Double] = []
        var mountTimes: [Double] = []
        var lastMounts = 0
        for index in 0...runs {
            let bench = Bench(n: n)
            let start = Harness.now()
            bench.mount()
            let elapsed = Harness.milliseconds(start, Harness.now())
            if index > 0 { w1.append(elapsed); mountTimes.append(bench.root.timings.mountMilliseconds) }
            lastMounts = bench.counters.mounts
        }
        harness.report("W1-mount", n: n, w1, extra: "mount_phase_ms=\(Harness.format(Harness.median(mountTimes)))")
        harness.check("W1-mount", n: n, lastMounts == n, "didMount count \(lastMounts) == \(n)")

        // W2: one state update among N, synchronous (all on the main actor) and asynchronous (build and
        // layout off the main actor; main-actor time = wall time minus the background build + layout).
        let bench = Bench(n: n)
        bench.mount()
        let target = n / 2
        guard let controller = bench.controllers.first(where: { $0.component.index == target }) else {
            print("CHECK W2-update n=\(n) FAILED no controller for row \(target)")
            return 1
        }
        for mode in [UpdateMode.synchronous, .asynchronous] {
            var wall: [Double] = []
            var mainActor: [Double] = []
            var renders = 0
            var texts: [String] = []
            for index in 0...runs {
                bench.counters.resetRenders()
                let start = Harness.now()
                controller.toggle(mode: mode)
                bench.screen.runUntilIdle()
                let elapsed = Harness.milliseconds(start, Harness.now())
                let timings = bench.root.timings
                let background = timings.builtInBackground ? timings.buildMilliseconds + timings.layoutMilliseconds : 0
                if index > 0 {
                    wall.append(elapsed)
                    mainActor.append(max(0, elapsed - background))
                }
                renders = bench.counters.rowRenders
            }
            texts = bench.rowTexts(target)
            let name = mode == .synchronous ? "W2-update" : "W2-update-async"
            harness.report(name, n: n, wall, extra: "main_actor_ms=\(Harness.format(Harness.median(mainActor)))")
            let playing = controller.state
            harness.check(name, n: n, texts.last == (playing ? "Pause" : "Play") && renders == 1,
                          "row \(target) shows \(texts.last ?? "?") for isPlaying=\(playing); rows rendered \(renders) == 1")
        }
        // W2 proper check: from a fresh state, one toggle shows "Pause".
        let fresh = Bench(n: n)
        fresh.mount()
        fresh.counters.resetRenders()
        fresh.controllers.first { $0.component.index == target }?.toggle(mode: .synchronous)
        fresh.screen.runUntilIdle()
        harness.check("W2-update", n: n, fresh.rowTexts(target).last == "Pause" && fresh.counters.rowRenders == 1,
                      "fresh toggle shows \(fresh.rowTexts(target).last ?? "?"); rows rendered \(fresh.counters.rowRenders)")

        // W3: a new root with every title changed.
        var w3: [Double] = []
        let initsBefore = bench.counters.inits
        let controllersBefore = Set(bench.controllers.map(ObjectIdentifier.init))
        var suffix = ""
        for index in 0...runs {
            suffix = index % 2 == 0 ? " (edited)" : " (again)"
            let start = Harness.now()
            bench.root.setComponent(SongList(count: n, suffix: suffix, counters: bench.counters))
            bench.screen.runUntilIdle()
            let elapsed = Harness.milliseconds(start, Harness.now())
            if index > 0 { w3.append(elapsed) }
        }
        harness.report("W3-props", n: n, w3)
        let allNew = (0..<n).allSatisfy { bench.rowTexts($0).first == "Song #\($0)\(suffix)" }
        let sameControllers = Set(bench.controllers.map(ObjectIdentifier.init)) == controllersBefore
        harness.check("W3-props", n: n, allNew && sameControllers && bench.counters.inits == initsBefore,
                      "all titles new: \(allNew); controllers kept: \(sameControllers); didInit \(bench.counters.inits - initsBefore) new")

        // W4: remove the list.
        var w4: [Double] = []
        var unmountsOK = true
        var leaked = 0
        for index in 0...runs {
            var victim: Bench? = Bench(n: n)
            victim!.mount()
            weak let someController = victim!.controllers.last
            weak let someView = victim!.root.mountedViews.last
            let start = Harness.now()
            victim!.root.setComponent(nil)
            victim!.screen.runUntilIdle()
            let elapsed = Harness.milliseconds(start, Harness.now())
            if index > 0 { w4.append(elapsed) }
            unmountsOK = unmountsOK && victim!.counters.unmounts == n && victim!.root.controllers.isEmpty
            victim = nil
            if someController != nil || someView != nil { leaked += 1 }
            if index == 0 { print("# W4 after release: controller alive \(someController != nil), view alive \(someView != nil)") }
        }
        harness.report("W4-unmount", n: n, w4)
        harness.check("W4-unmount", n: n, unmountsOK && leaked == 0,
                      "didUnmount == \(n) each run: \(unmountsOK); runs with a controller or view alive after release: \(leaked)")

        // Memory per mounted row beyond its views: RSS growth of a mounted tree minus that of its views alone.
        let baseline = Harness.currentRSSKiB()
        var labels: [Label]? = (0..<(2 * n)).map { _ in Label(frame: .zero) }
        let viewsOnly = Harness.currentRSSKiB() - baseline
        labels = nil
        _ = labels
        let before = Harness.currentRSSKiB()
        let held = Bench(n: n)
        held.mount()
        let whole = Harness.currentRSSKiB() - before
        let perRow = Double(max(0, whole - viewsOnly) * 1024) / Double(n)
        print("MEMORY n=\(n) rss_growth_kib=\(whole) views_only_kib=\(viewsOnly) bytes_per_row_beyond_views=\(Int(perRow)) peak_rss_kib=\(Harness.peakRSSKiB())")
        _ = held.root.mountedViews.count
    }
    print("PEAK_RSS_KIB \(Harness.peakRSSKiB())")
    return harness.failedChecks == 0 ? 0 : 1
}

exit(MainActor.assumeIsolated { run() })
