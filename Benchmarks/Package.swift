// swift-tools-version: 6.1
// Trellis's benchmarks, in a package of their own so that users of Trellis never fetch benchmark
// dependencies. `swift package --package-path Benchmarks benchmark thresholds check` runs the allocation
// and ARC-traffic benchmarks (ordo-one's `benchmark`) against the thresholds in `Thresholds/`; the other
// executables print wall-time figures as `BENCH … median_ms=` lines and their correctness checks.
import PackageDescription

let package = Package(
    name: "TrellisBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Trellis", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The screen of the terminal scroll workload, shared by the app the peer harness drives and by the
        // pipeline and allocation benchmarks, so all of them measure the same app.
        .target(
            name: "TerminalScrollWorkload",
            dependencies: [
                .product(name: "TrellisUI", package: "Trellis"), .product(name: "TrellisTerminal", package: "Trellis"),
            ]),
        .executableTarget(
            name: "TerminalScrollApp",
            dependencies: [
                "TerminalScrollWorkload",
                .product(name: "TrellisUI", package: "Trellis"),
                .product(name: "TrellisTerminal", package: "Trellis"),
            ]),
        .executableTarget(
            name: "TerminalBenchmarks",
            dependencies: [
                "TerminalScrollWorkload",
                .product(name: "TrellisUI", package: "Trellis"),
                .product(name: "TrellisTerminal", package: "Trellis"),
            ]),
        .executableTarget(
            name: "LayoutBenchmarks", dependencies: [.product(name: "TrellisLayout", package: "Trellis")]),
        // `trellis lint` over the Interface Builder development corpus, and loading its largest storyboards.
        .executableTarget(
            name: "InterfaceBuilderBenchmarks",
            dependencies: [
                .product(name: "TrellisInterfaceBuilder", package: "Trellis"),
                .product(name: "TrellisUI", package: "Trellis"),
            ]),
        // The Auto Layout solver workloads A1–A3, in kiwi_bench.py's line format.
        .executableTarget(
            name: "ConstraintSolverBenchmarks",
            dependencies: [.product(name: "TrellisConstraintSolver", package: "Trellis")]),
        .target(name: "BenchmarkHeap"),
        // The song list of the component workloads and the hosts that mount it, shared by the wall-time
        // and the allocation benchmarks.
        .target(
            name: "SongListWorkload",
            dependencies: [
                .product(name: "TrellisLayout", package: "Trellis"),
                .product(name: "TrellisUI", package: "Trellis"),
                .product(name: "TrellisComponents", package: "Trellis"),
                .product(name: "TrellisTesting", package: "Trellis"),
            ]),
        .executableTarget(
            name: "ComponentBenchmarks",
            dependencies: [
                "BenchmarkHeap", "SongListWorkload",
                .product(name: "TrellisLayout", package: "Trellis"),
                .product(name: "TrellisUI", package: "Trellis"),
                .product(name: "TrellisComponents", package: "Trellis"),
                .product(name: "TrellisTesting", package: "Trellis"),
            ]),
        // ComponentDataSource: DS1 (asynchronous insertion), DS2 (one update), DS3 (scrolling), DS4 (memory per item).
        .executableTarget(
            name: "DataSourceBenchmarks",
            dependencies: [
                "BenchmarkHeap",
                .product(name: "TrellisLayout", package: "Trellis"),
                .product(name: "TrellisUI", package: "Trellis"),
                .product(name: "TrellisComponents", package: "Trellis"),
                .product(name: "TrellisTesting", package: "Trellis"),
            ]),
        // Allocation and retain/release counts per workload, checked against `Thresholds/` in CI.
        .executableTarget(
            name: "Allocations",
            dependencies: [
                "TerminalScrollWorkload", "SongListWorkload",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TrellisLayout", package: "Trellis"),
                .product(name: "TrellisUI", package: "Trellis"),
                .product(name: "TrellisComponents", package: "Trellis"),
                .product(name: "TrellisTerminal", package: "Trellis"),
                .product(name: "TrellisTesting", package: "Trellis"),
            ],
            path: "Benchmarks/Allocations",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ],
    swiftLanguageModes: [.v6]
)
