// ComponentBenchmarks: workloads W1–W4 of benchmarks.md (mount, one state update, props update of all
// rows, unmount all) on the headless host, layout included, with their checks and peak RSS; a
// ListComponent of the same rows (`--only list`: mount and one-row scrolls of fresh lists; `--only scroll`:
// 200 one-row scrolls of one list); a TrellisUI ScrollView of N one-row labels (`--only scrollview`).
// Build: swift build -c release --package-path Benchmarks --product ComponentBenchmarks
// Run:   Benchmarks/.build/release/ComponentBenchmarks [--sizes 1000,10000] [--runs 7] [--only W1,W3]
// (the scroll cases: --sizes 10000,100000 --only scroll,scrollview)
import Foundation
import SongListWorkload
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

var sizes = [1_000, 10_000]
var runsOverride: Int?
var only: Set<String> = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--sizes": sizes = (arguments.next() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--runs": runsOverride = arguments.next().flatMap(Int.init)
    case "--only": only = Set((arguments.next() ?? "").split(separator: ",").map(String.init))
    default:
        print(
            "usage: ComponentBenchmarks [--sizes 1000,10000] [--runs N] [--only W1,W2,W3,W4,memory,list,scroll,scrollview]"
        )
        exit(2)
    }
}

extension SongListHost {
    /// W3's step: hands every row new props (titles ending in `suffix`) and returns the wall time of the
    /// whole update, in milliseconds.
    func timePropsUpdate(suffix: String) -> Double {
        let start = Harness.now()
        root.setComponent(SongList(count: n, suffix: suffix, counters: counters))
        screen.runUntilIdle()
        return Harness.milliseconds(start, Harness.now())
    }
}

@MainActor func measureW1(_ n: Int, runs: Int, _ harness: inout Harness) {
    var w1: [Double] = []
    var phases = PhaseTimes()
    var lastMounts = 0
    for index in 0...runs {
        let bench = SongListHost(n: n)
        let start = Harness.now()
        bench.mount()
        let elapsed = Harness.milliseconds(start, Harness.now())
        if index > 0 {
            w1.append(elapsed)
            phases.record(bench.root.timings)
        }
        lastMounts = bench.counters.mounts
    }
    harness.report("W1-mount", n: n, w1, extra: phases.fields)
    harness.check("W1-mount", n: n, lastMounts == n, "didMount count \(lastMounts) == \(n)")
}

@MainActor func measureW2(_ bench: SongListHost, runs: Int, _ harness: inout Harness) -> Bool {
    let n = bench.n
    let target = n / 2
    guard let controller = bench.controllers.first(where: { $0.component.index == target }) else {
        harness.check("W2-update", n: n, false, "no controller for row \(target)")
        return false
    }
    // Synchronous: everything on the main actor. Asynchronous: build and layout off the main actor;
    // main-actor time = wall time minus the background build + layout.
    for mode in [UpdateMode.synchronous, .asynchronous] {
        var wall: [Double] = []
        var mainActor: [Double] = []
        var componentsMain: [Double] = []
        var phases = PhaseTimes()
        var renders = 0
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
                componentsMain.append(timings.mainActorMilliseconds)
                phases.record(timings)
            }
            renders = bench.counters.rowRenders
        }
        let name = mode == .synchronous ? "W2-update" : "W2-update-async"
        harness.report(
            name, n: n, wall,
            extra: "main_actor_ms=\(Harness.format(Harness.median(mainActor))) "
                + "components_main_actor_ms=\(Harness.format(Harness.median(componentsMain))) "
                + phases.fields)
        let shown = bench.rowTexts(target).last ?? "?"
        let playing = controller.state
        harness.check(
            name, n: n, shown == (playing ? "Pause" : "Play") && renders == 1,
            "row \(target) shows \(shown) for isPlaying=\(playing); rows rendered \(renders) == 1")
    }
    let fresh = SongListHost(n: n)
    fresh.mount()
    fresh.counters.resetRenders()
    fresh.controllers.first { $0.component.index == target }?.toggle(mode: .synchronous)
    fresh.screen.runUntilIdle()
    let shown = fresh.rowTexts(target).last ?? "?"
    harness.check(
        "W2-update", n: n, shown == "Pause" && fresh.counters.rowRenders == 1,
        "fresh toggle shows \(shown); rows rendered \(fresh.counters.rowRenders)")
    return true
}

@MainActor func measureW3(_ bench: SongListHost, runs: Int, _ harness: inout Harness) {
    let n = bench.n
    var w3: [Double] = []
    var phases = PhaseTimes()
    var waits: [Double] = []
    let initsBefore = bench.counters.inits
    let controllersBefore = Set(bench.controllers.map(ObjectIdentifier.init))
    var suffix = ""
    for index in 0...runs {
        suffix = index % 2 == 0 ? " (edited)" : " (again)"
        let elapsed = bench.timePropsUpdate(suffix: suffix)
        if index > 0 {
            w3.append(elapsed)
            phases.record(bench.root.timings)
            waits.append(bench.root.timings.freeingWaitMilliseconds)
        }
    }
    harness.report(
        "W3-props", n: n, w3,
        extra: phases.fields
            + " build_freeing_wait_ms=\(Harness.format(Harness.median(waits)))")
    checkW3("W3-props", bench, suffix: suffix, controllersBefore: controllersBefore, initsBefore: initsBefore, &harness)
}

/// W3 as the React peer times it: the first update of a freshly mounted list, after the garbage of
/// earlier runs is gone (the peer calls `gc()` first; here, every replaced tree is freed first). Each
/// sample mounts a new list, so the update meets the tree as a mount left it rather than one an update
/// just built.
@MainActor func measureW3First(_ n: Int, runs: Int, _ harness: inout Harness) {
    var samples: [Double] = []
    var phases = PhaseTimes()
    let suffix = " (edited)"
    var last: (bench: SongListHost, controllers: Set<ObjectIdentifier>, inits: Int)?
    for index in 0...runs {
        let bench = SongListHost(n: n)
        bench.mount()
        let initsBefore = bench.counters.inits
        let controllersBefore = Set(bench.controllers.map(ObjectIdentifier.init))
        ComponentRoot.waitForRetiredTrees()
        let elapsed = bench.timePropsUpdate(suffix: suffix)
        if index > 0 {
            samples.append(elapsed)
            phases.record(bench.root.timings)
        }
        last = index == runs ? (bench, controllersBefore, initsBefore) : nil
    }
    harness.report("W3-props-first", n: n, samples, extra: phases.fields)
    if let last {
        checkW3(
            "W3-props-first", last.bench, suffix: suffix, controllersBefore: last.controllers, initsBefore: last.inits,
            &harness)
    }
}

/// W3's check: every title shows `suffix`, and no controller was replaced or created.
@MainActor func checkW3(
    _ name: String, _ bench: SongListHost, suffix: String, controllersBefore: Set<ObjectIdentifier>,
    initsBefore: Int, _ harness: inout Harness
) {
    let n = bench.n
    let texts = bench.allRowTexts()
    let allNew = texts.count == n && (0..<n).allSatisfy { texts[$0].first == "Song #\($0)\(suffix)" }
    let sameControllers = Set(bench.controllers.map(ObjectIdentifier.init)) == controllersBefore
    harness.check(
        name, n: n, allNew && sameControllers && bench.counters.inits == initsBefore,
        "all titles new: \(allNew); controllers kept: \(sameControllers); didInit \(bench.counters.inits - initsBefore) new"
    )
}

@MainActor func measureW4(_ n: Int, runs: Int, _ harness: inout Harness) {
    var w4: [Double] = []
    var unmountsOK = true
    var leaked = 0
    for index in 0...runs {
        var victim: SongListHost? = SongListHost(n: n)
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
        ComponentRoot.waitForRetiredTrees()
        if someController != nil || someView != nil { leaked += 1 }
    }
    harness.report("W4-unmount", n: n, w4)
    harness.check(
        "W4-unmount", n: n, unmountsOK && leaked == 0,
        "didUnmount == \(n) each run: \(unmountsOK); runs with a controller or view alive after release: \(leaked)")
}

/// Memory per mounted row beyond its views, two ways: resident-set growth of a mounted tree minus that
/// of its labels alone (which also counts heap left over from freed temporaries), and the growth of live
/// heap bytes, the same way (what the mounted tree holds). Meaningful in a fresh process
/// (`--only memory --sizes N`), where freed memory from earlier workloads can't be reused.
@MainActor func measureMemory(_ n: Int) {
    let before = Harness.currentRSSKiB()
    let heapBefore = Harness.liveHeapBytes()
    let held = SongListHost(n: n)
    _ = held.root.layout(in: held.range)
    let builtAndLaidOut = Harness.currentRSSKiB() - before
    let heapBuiltAndLaidOut = Harness.liveHeapBytes() - heapBefore
    held.mount()
    let whole = Harness.currentRSSKiB() - before
    let heapWhole = Harness.liveHeapBytes() - heapBefore
    let labelsBefore = Harness.currentRSSKiB()
    let heapLabelsBefore = Harness.liveHeapBytes()
    let labels = (0..<(2 * n)).map { _ in Label(frame: .zero) }
    let viewsOnly = Harness.currentRSSKiB() - labelsBefore
    let heapViewsOnly = Harness.liveHeapBytes() - heapLabelsBefore
    let perRow = Double(max(0, whole - viewsOnly) * 1024) / Double(n)
    print(
        "MEMORY n=\(n) rss_growth_kib=\(whole) build_and_layout_kib=\(builtAndLaidOut) views_only_kib=\(viewsOnly) "
            + "bytes_per_row_beyond_views=\(Int(perRow)) peak_rss_kib=\(Harness.peakRSSKiB())")
    print(
        "MEMORY n=\(n) live_heap_bytes_per_row=\(heapWhole / n) build_and_layout=\(heapBuiltAndLaidOut / n) "
            + "views_only=\(heapViewsOnly / n) live_bytes_per_row_beyond_views=\((heapWhole - heapViewsOnly) / n)")
    _ = held.root.mountedViews.count + labels.count
}

@MainActor func run() -> Int32 {
    var harness = Harness()
    for n in sizes {
        let runs = runsOverride ?? (n >= 10_000 ? 7 : 15)
        func wants(_ name: String) -> Bool { only.isEmpty || only.contains(name) }
        if wants("memory") { measureMemory(n) }
        if wants("W1") { measureW1(n, runs: runs, &harness) }
        if wants("W2") || wants("W3") {
            let bench = SongListHost(n: n)
            bench.mount()
            if wants("W2"), !measureW2(bench, runs: runs, &harness) { return 1 }
            if wants("W3") { measureW3(bench, runs: runs, &harness) }
        }
        if wants("W3") { measureW3First(n, runs: runs, &harness) }
        if wants("W4") { measureW4(n, runs: runs, &harness) }
        if wants("list") { measureList(n, runs: runs, &harness) }
        if wants("scroll") { measureListScroll(n, steps: 200, &harness) }
        if wants("scrollview") { measureScrollView(n, steps: 200, &harness) }
    }
    print("PEAK_RSS_KIB \(Harness.peakRSSKiB())")
    return harness.failedChecks == 0 ? 0 : 1
}

exit(MainActor.assumeIsolated { run() })
