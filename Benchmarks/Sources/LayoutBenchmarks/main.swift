// LayoutBenchmarks: layout workloads L1 (rows × cells × text) and L2 (huge nested) with their checks.
// Build: swift build -c release --package-path Benchmarks --product LayoutBenchmarks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    print(error.description)
    exit(2)
}
let harness = BenchmarkHarness(options: options)
let cases = LayoutBenchmarkCases(harness: harness)
do {
    for size in options.sizes {
        if options.cases.contains("L1-fresh") { try cases.rowsOfTextFresh(size: size) }
        if options.cases.contains("L1-relayout") { try cases.rowsOfTextRelayout(size: size) }
        if options.cases.contains("L2-fresh") { try cases.deepTreeFresh(size: size) }
        if options.cases.contains("L2-relayout") { try cases.deepTreeRelayout(size: size) }
    }
} catch {
    print("ERROR building a benchmark tree: \(error)")
    exit(2)
}
exit(harness.failedChecks == 0 ? 0 : 1)
