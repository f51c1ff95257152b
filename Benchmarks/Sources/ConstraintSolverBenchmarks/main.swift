// ConstraintSolverBenchmarks: the Auto Layout solver workloads A1 (a chain of views, built and solved),
// A2 (a container width change on A1's solver) and A3 (a grid), printing kiwi_bench.py's line format with
// `trellis` in place of `kiwi`, so the figures of both compare line by line.
// Build: swift build -c release --package-path Benchmarks --product ConstraintSolverBenchmarks
// Run:   Benchmarks/.build/release/ConstraintSolverBenchmarks [--ns 100 1000 10000] [--runs 5] [--warmup 1]
//        [--big-n 5000 --big-runs 1 --big-warmup 0] [--workloads A1 A2 A3]
import Foundation
import TrellisConstraintSolver

/// The command line: kiwi_bench.py's knobs.
struct Options {
    var sizes = [100, 1_000, 10_000]
    var runs = 5
    var warmup = 1
    var bigN = 5_000
    var bigRuns = 1
    var bigWarmup = 0
    var workloads: Set<String> = ["A1", "A2", "A3"]

    init(arguments: [String]) {
        var position = 0
        /// The values after an option, up to the next option.
        func values() -> [String] {
            var taken: [String] = []
            while position < arguments.count && !arguments[position].hasPrefix("--") {
                taken.append(arguments[position])
                position += 1
            }
            return taken
        }
        func number() -> Int {
            guard let first = values().first, let value = Int(first) else { Options.usage() }
            return value
        }
        while position < arguments.count {
            let option = arguments[position]
            position += 1
            switch option {
            case "--ns":
                sizes = values().compactMap(Int.init)
                if sizes.isEmpty { Options.usage() }
            case "--runs": runs = number()
            case "--warmup": warmup = number()
            case "--big-n": bigN = number()
            case "--big-runs": bigRuns = number()
            case "--big-warmup": bigWarmup = number()
            case "--workloads": workloads = Set(values())
            default: Options.usage()
            }
        }
    }

    static func usage() -> Never {
        print(
            "usage: ConstraintSolverBenchmarks [--ns N…] [--runs N] [--warmup N] [--big-n N] [--big-runs N]"
                + " [--big-warmup N] [--workloads A1 A2 A3]")
        exit(2)
    }
}

let options = Options(arguments: Array(CommandLine.arguments.dropFirst()))

func resourceUsage() -> rusage {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage
}

func rssMegabytes() -> Double {
    let usage = resourceUsage()
    return Double(usage.ru_maxrss) / 1024 // Linux: KiB
}

func cpuMilliseconds() -> Double {
    let usage = resourceUsage()
    let user = Double(usage.ru_utime.tv_sec) * 1e3 + Double(usage.ru_utime.tv_usec) / 1e3
    let system = Double(usage.ru_stime.tv_sec) * 1e3 + Double(usage.ru_stime.tv_usec) / 1e3
    return user + system
}

/// Wall and CPU time of one block, in milliseconds.
func time(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    let cpu = cpuMilliseconds()
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, cpuMilliseconds() - cpu)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func emit(_ workload: String, _ n: Int, _ walls: [Double], _ cpus: [Double], _ extra: String = "") {
    func format(_ value: Double) -> String { String(format: "%.3f", value) }
    print(
        "trellis \(workload) N=\(n) median_ms=\(format(median(walls))) rss_mb=\(String(format: "%.1f", rssMegabytes()))"
            + " cpu_ms=\(format(median(cpus))) min_ms=\(format(walls.min() ?? 0)) max_ms=\(format(walls.max() ?? 0))"
            + " runs=\(walls.count)" + (extra.isEmpty ? "" : " \(extra)"))
    fflush(nil) // a long run shows its progress
}

var checksFailed = 0
@MainActor func check(_ workload: String, _ n: Int, _ ok: Bool, _ detail: String) {
    print("trellis CHECK \(workload) N=\(n) \(ok ? "ok" : "FAIL") \(detail)")
    fflush(nil)
    if !ok { checksFailed += 1 }
}

/// Reads every view's four values, as Kiwi's updateVariables() writes them into its variables.
func readAll(_ workload: inout ChainWorkload) -> Double {
    var sum = 0.0
    for variable in workload.solver.takeChangedVariables() { sum += workload.solver.value(of: variable) }
    return sum
}

func chainDetail(_ result: (viewsOff: Int, lastTop: Double, expectedTop: Double), width: Double) -> String {
    "last_top=\(result.lastTop) expect=\(result.expectedTop) width_expect=\(width - 32) views_off=\(result.viewsOff)"
}

@MainActor func runChain(n: Int, runs: Int, warmup: Int) throws {
    var addWalls: [Double] = []
    var addCPUs: [Double] = []
    var updateWalls: [Double] = []
    var updateCPUs: [Double] = []
    var workload = ChainWorkload(count: 0)
    for run in 0..<(warmup + runs) {
        workload = ChainWorkload(count: n)
        let add = try time { try workload.addConstraints() }
        var sink = 0.0
        let update = time { sink = readAll(&workload) }
        if sink.isNaN { print("unreachable: \(sink)") }
        if run >= warmup {
            addWalls.append(add.wall)
            addCPUs.append(add.cpu)
            updateWalls.append(update.wall)
            updateCPUs.append(update.cpu)
        }
    }
    emit("A1", n, addWalls, addCPUs, "constraints=\(5 * n + 3) variables=\(4 * n + 3)")
    emit("A1.update", n, updateWalls, updateCPUs, "(reading the changed variables)")
    let result = workload.check(containerWidth: 375)
    check(
        "A1", n, result.viewsOff == 0 && abs(result.lastTop - result.expectedTop) < 1e-6,
        chainDetail(result, width: 375))
    guard options.workloads.contains("A2") else { return }
    var suggestWalls: [Double] = []
    var suggestCPUs: [Double] = []
    var bothWalls: [Double] = []
    for index in 0..<100 {
        let value = index % 2 == 0 ? 320.0 : 414.0
        let suggest = try time { try workload.solver.suggestValue(value, for: workload.containerWidth) }
        var sink = 0.0
        let update = time { sink = readAll(&workload) }
        if sink.isNaN { print("unreachable: \(sink)") }
        suggestWalls.append(suggest.wall)
        suggestCPUs.append(suggest.cpu)
        bothWalls.append(suggest.wall + update.wall)
    }
    emit("A2", n, bothWalls, bothWalls, "per suggestValue+reading the changed variables (cpu_ms=wall)")
    emit("A2.suggest", n, suggestWalls, suggestCPUs)
    let after = workload.check(containerWidth: 414)
    check(
        "A2", n, after.viewsOff == 0 && abs(after.lastTop - after.expectedTop) < 1e-6,
        "after 100 suggests (last 414): " + chainDetail(after, width: 414))
}

@MainActor func runGrid(n: Int, runs: Int, warmup: Int) throws {
    let side = max(1, Int((Double(n).squareRoot()).rounded()))
    var walls: [Double] = []
    var cpus: [Double] = []
    var workload = GridWorkload(side: 1)
    var constraints = 0
    for run in 0..<(warmup + runs) {
        workload = GridWorkload(side: side)
        let add = try time { constraints = try workload.addConstraints() }
        if run >= warmup {
            walls.append(add.wall)
            cpus.append(add.cpu)
        }
    }
    emit("A3", n, walls, cpus, "grid=\(side)x\(side) cells=\(side * side) constraints=\(constraints)")
    let off = workload.cellsOff()
    let last = workload.cells[side - 1][side - 1]
    let solver = workload.solver
    check(
        "A3", n, off == 0,
        "last_cell left=\(solver.value(of: last.left)) top=\(solver.value(of: last.top))"
            + " width=\(solver.value(of: last.width)) height=\(solver.value(of: last.height)) cells_off(>1e-6)=\(off)")
}

print(
    "# env trellis solver runs=\(options.runs) warmup=\(options.warmup) big_n=\(options.bigN)"
        + " big_runs=\(options.bigRuns) big_warmup=\(options.bigWarmup)")
do {
    for n in options.sizes {
        let (runs, warmup) = n >= options.bigN ? (options.bigRuns, options.bigWarmup) : (options.runs, options.warmup)
        if options.workloads.contains("A1") || options.workloads.contains("A2") {
            try runChain(n: n, runs: runs, warmup: warmup)
        }
        if options.workloads.contains("A3") { try runGrid(n: n, runs: runs, warmup: warmup) }
    }
} catch {
    print("trellis CHECK FAIL a workload threw \(error)")
    exit(1)
}
exit(checksFailed == 0 ? 0 : 1)
