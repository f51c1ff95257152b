// DataSourceBenchmarks: the data-source workloads DS1 to DS4 on ComponentDataSource, headless.
// DS1: apply a changeset inserting 1,000 items into a 10,000-item data source asynchronously — the
//     background time (build and layout of the items, new state) and the main-actor time (applying it).
// DS2: update one item among 10,000 — main-actor time, synchronously (built on the main actor too) and
//     asynchronously (only the apply on the main actor). Goal: under 1 ms.
// DS3: scroll a collection view of 10 × size items (100,000) one row at a time — the p99 frame
//     (ScrollBenchmark.swift). Goal: under 2 ms.
// DS4: live heap bytes per item held by a 10,000-item data source.
// Build: swift build -c release --package-path Benchmarks --product DataSourceBenchmarks
// Run:   Benchmarks/.build/release/DataSourceBenchmarks [--runs 9] [--size 10000]
import BenchmarkHeap
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

var runs = 9
var size = 10_000
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs": runs = arguments.next().flatMap(Int.init) ?? runs
    case "--size": size = arguments.next().flatMap(Int.init) ?? size
    default:
        print("usage: DataSourceBenchmarks [--runs N] [--size N]")
        exit(2)
    }
}

/// A song row: title and artist in a row, with a controller and a `Bool` state (liked).
struct Song: Sendable, Equatable {
    var index: Int
    var title: String
}

struct SongItem: Component {
    typealias Controller = ComponentController<SongItem>
    var song: Song
    static func initialState() -> Bool { false }
    func render(_ scope: Scope<SongItem>) -> (any Component)? {
        var row = FlexStyle()
        row.flexDirection = .row
        return Flex(
            style: row,
            children: [
                TextComponent(song.title), TextComponent(scope.state ? "♥" : "·"), TextComponent("#\(song.index)"),
            ])
    }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func milliseconds(_ start: UInt64) -> Double { Double(now() - start) / 1e6 }
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
func report(_ name: String, n: Int, _ samples: [Double], _ extra: String = "") {
    print(
        "BENCH \(name) n=\(n) median_ms=\(String(format: "%.3f", median(samples))) "
            + "min_ms=\(String(format: "%.3f", samples.min() ?? 0)) runs=\(samples.count)"
            + (extra.isEmpty ? "" : " \(extra)"))
}
var failedChecks = 0
@MainActor func check(_ name: String, _ condition: Bool, _ detail: String) {
    print("CHECK \(name) \(condition ? "ok" : "FAILED") \(detail)")
    if !condition { failedChecks += 1 }
}

let range =
    (try? SizeRange(min: LayoutSize(width: 40, height: 0), max: LayoutSize(width: 40, height: .infinity)))
    ?? .unconstrained

@MainActor func makeDataSource(_ screen: HeadlessScreen, items: Int) -> ComponentDataSource<Song> {
    let dataSource = ComponentDataSource(
        configuration: DataSourceConfiguration<Song>(sizeRange: range) { song, _ in SongItem(song: song) },
        scheduler: screen.application)
    var changeset = Changeset<Song>()
    changeset.insertSection(0)
    for index in 0..<items { changeset.insertItem(Song(index: index, title: "Song \(index)"), at: [0, index]) }
    do { try dataSource.apply(changeset, mode: .synchronous) } catch { check("setup", false, "\(error)") }
    return dataSource
}

@MainActor func measureDS1() {
    var background: [Double] = []
    var mainActor: [Double] = []
    var correct = true
    for run in 0...runs {
        let screen = HeadlessScreen(width: 40, height: 20)
        let dataSource = makeDataSource(screen, items: size)
        var changeset = Changeset<Song>()
        for offset in 0..<1_000 {
            changeset.insertItem(Song(index: size + offset, title: "New \(offset)"), at: [0, size / 2 + offset])
        }
        do { try dataSource.apply(changeset, mode: .asynchronous) } catch { correct = false }
        screen.runUntilIdle()
        correct = correct && dataSource.state.numberOfItems(inSection: 0) == size + 1_000
        if run > 0 {
            background.append(dataSource.lastTimings.backgroundMilliseconds)
            mainActor.append(dataSource.lastTimings.mainActorMilliseconds)
        }
    }
    report("DS1-insert-1000-background", n: size, background)
    report("DS1-insert-1000-main-actor", n: size, mainActor)
    check("DS1", correct, "every run ends with \(size + 1_000) items")
}

@MainActor func measureDS2() {
    let screen = HeadlessScreen(width: 40, height: 20)
    let dataSource = makeDataSource(screen, items: size)
    var synchronous: [Double] = []
    var asynchronousMain: [Double] = []
    var correct = true
    for run in 0...runs * 4 {
        let path: IndexPath = [0, size / 2]
        let song = Song(index: size / 2, title: "Updated \(run)")
        let start = now()
        do { try dataSource.apply(Changeset(updatedItems: [(path, song)]), mode: .synchronous) } catch {
            correct = false
        }
        let elapsed = milliseconds(start)
        if run > 0 { synchronous.append(elapsed) }
        correct = correct && dataSource.state.model(at: path) == song
        do {
            try dataSource.apply(
                Changeset(updatedItems: [(path, Song(index: size / 2, title: "Async \(run)"))]), mode: .asynchronous)
        } catch { correct = false }
        screen.runUntilIdle()
        if run > 0 { asynchronousMain.append(dataSource.lastTimings.mainActorMilliseconds) }
    }
    report("DS2-update-one-synchronous", n: size, synchronous)
    report("DS2-update-one-async-main-actor", n: size, asynchronousMain)
    check("DS2", correct, "the updated item holds its new model")
    check("DS2-goal", median(asynchronousMain) < 1, "asynchronous main-actor median under 1 ms")
}

@MainActor func measureDS4() {
    ComponentRoot.waitForRetiredTrees()
    let before = Int(benchmark_live_heap_bytes())
    let screen = HeadlessScreen(width: 40, height: 20)
    var dataSource: ComponentDataSource<Song>? = makeDataSource(screen, items: size)
    ComponentRoot.waitForRetiredTrees()
    let after = Int(benchmark_live_heap_bytes())
    let perItem = Double(after - before) / Double(size)
    print("BENCH DS4-memory-per-item n=\(size) bytes_per_item=\(String(format: "%.0f", perItem))")
    check("DS4", dataSource?.state.numberOfItems(inSection: 0) == size && after > 0, "\(size) items held")
    dataSource = nil
}

await MainActor.run {
    measureDS4()
    measureDS1()
    measureDS2()
    measureDS3(n: size * 10, steps: 200)
}
exit(failedChecks == 0 ? 0 : 1)
