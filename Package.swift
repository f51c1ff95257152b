// swift-tools-version: 6.1
// Trellis: ComponentKit's programming model and UIKit's view lifecycle, on Linux.
import PackageDescription

// Swift 6 language mode (below) already gives strict concurrency checking; warnings are treated as defects.
let strict: [SwiftSetting] = []

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisUI", targets: ["TrellisUI"]),
        .library(name: "TrellisComponents", targets: ["TrellisComponents"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisTerminal", targets: ["TrellisTerminal"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "TrellisLayout", swiftSettings: strict),
        .target(name: "TrellisLayoutConformance", dependencies: ["TrellisLayout"], swiftSettings: strict),
        .target(
            name: "TrellisUI",
            dependencies: ["TrellisLayout"],
            swiftSettings: strict),
        .target(
            name: "TrellisComponents",
            dependencies: ["TrellisUI", "TrellisLayout"],
            swiftSettings: strict),
        .target(name: "TrellisTesting", dependencies: ["TrellisUI", "TrellisComponents"], swiftSettings: strict),
        .target(name: "CTrellisTerminal"),
        .target(name: "TrellisTerminal", dependencies: ["TrellisUI", "CTrellisTerminal"], swiftSettings: strict),
        .target(name: "TrellisDemo", dependencies: ["TrellisUI", "TrellisComponents"], swiftSettings: strict),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisLayout", "TrellisLayoutConformance", "TrellisUI", "TrellisComponents", "TrellisTerminal",
                "TrellisTesting", "TrellisDemo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        .target(name: "T1Workload", dependencies: ["TrellisUI"], path: "Benchmarks/T1Workload", swiftSettings: strict),
        .executableTarget(
            name: "T1App", dependencies: ["TrellisUI", "TrellisTerminal", "T1Workload"],
            path: "Benchmarks/T1App", swiftSettings: strict),
        .executableTarget(
            name: "TerminalBenchmarks", dependencies: ["TrellisUI", "TrellisTerminal", "T1Workload"],
            path: "Benchmarks/TerminalBenchmarks", swiftSettings: strict),
        .executableTarget(
            name: "LayoutBenchmarks", dependencies: ["TrellisLayout"], path: "Benchmarks/LayoutBenchmarks",
            swiftSettings: strict),
        .target(name: "BenchmarkHeap", path: "Benchmarks/BenchmarkHeap"),
        .executableTarget(
            name: "ComponentBenchmarks", dependencies: ["TrellisComponents", "TrellisTesting", "BenchmarkHeap"],
            path: "Benchmarks/ComponentBenchmarks", swiftSettings: strict),
        .testTarget(
            name: "TrellisLayoutTests", dependencies: ["TrellisLayout", "TrellisLayoutConformance", "TrellisTesting"],
            resources: [.copy("Conformance")], swiftSettings: strict),
        .testTarget(name: "TrellisUITests", dependencies: ["TrellisUI", "TrellisTesting"], swiftSettings: strict),
        .testTarget(
            name: "TrellisComponentsTests", dependencies: ["TrellisComponents", "TrellisTesting"],
            swiftSettings: strict),
        .testTarget(
            name: "TrellisTerminalTests", dependencies: ["TrellisTerminal", "TrellisTesting"], swiftSettings: strict),
        .testTarget(
            name: "TrellisDemoTests", dependencies: ["TrellisDemo", "TrellisTesting", "TrellisTerminal"],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
