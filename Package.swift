// swift-tools-version: 6.1
// Trellis: ComponentKit's programming model and UIKit's view lifecycle, on Linux.
import PackageDescription

// Swift 6 language mode (below) already gives strict concurrency checking. Warnings are defects: `.ci/run`
// fails when the build prints one. The benchmarks are a package of their own in Benchmarks/, so users of
// Trellis never fetch benchmark dependencies. Each target depends on exactly the modules it imports.
let strict: [SwiftSetting] = []

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisConstraintSolver", targets: ["TrellisConstraintSolver"]),
        .library(name: "TrellisUI", targets: ["TrellisUI"]),
        .library(name: "TrellisComponents", targets: ["TrellisComponents"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisTerminal", targets: ["TrellisTerminal"]),
        .library(name: "TrellisInterfaceBuilder", targets: ["TrellisInterfaceBuilder"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation`: the DocC guide of each library (Sources/*/*.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "TrellisLayout", swiftSettings: strict),
        .target(name: "TrellisLayoutConformance", dependencies: ["TrellisLayout"], swiftSettings: strict),
        // Auto Layout's Cassowary solver: a value-level algorithm with no dependencies, like TrellisLayout.
        .target(name: "TrellisConstraintSolver", swiftSettings: strict),
        .target(name: "TrellisUI", dependencies: ["TrellisConstraintSolver"], swiftSettings: strict),
        .target(
            name: "TrellisComponents",
            dependencies: ["TrellisUI", "TrellisLayout"],
            swiftSettings: strict),
        .target(
            name: "TrellisTesting", dependencies: ["TrellisLayout", "TrellisUI", "TrellisComponents"],
            swiftSettings: strict),
        .target(name: "TrellisInterfaceBuilder", dependencies: ["TrellisUI"], swiftSettings: strict),
        .target(name: "CTrellisTerminal"),
        .target(name: "TrellisTerminal", dependencies: ["TrellisUI", "CTrellisTerminal"], swiftSettings: strict),
        // The Settings tab is a storyboard shipped as a resource (Resources/Settings.storyboard).
        .target(
            name: "TrellisDemo",
            dependencies: ["TrellisLayout", "TrellisUI", "TrellisComponents", "TrellisInterfaceBuilder"],
            resources: [.copy("Resources")], swiftSettings: strict),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisLayoutConformance", "TrellisUI", "TrellisTerminal", "TrellisTesting", "TrellisDemo",
                "TrellisInterfaceBuilder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "TrellisLayoutTests", dependencies: ["TrellisLayout", "TrellisLayoutConformance", "TrellisTesting"],
            resources: [.copy("Conformance")], swiftSettings: strict),
        .testTarget(
            name: "TrellisConstraintSolverTests", dependencies: ["TrellisConstraintSolver"],
            swiftSettings: strict),
        // The UI tests' shared screen, host and view-controller helpers.
        .target(
            name: "TrellisUITestSupport", dependencies: ["TrellisUI", "TrellisTesting"],
            path: "Tests/TrellisUITestSupport", swiftSettings: strict),
        .testTarget(
            name: "TrellisUITests", dependencies: ["TrellisUI", "TrellisTesting", "TrellisUITestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "TrellisComponentsTests",
            dependencies: ["TrellisLayout", "TrellisUI", "TrellisComponents", "TrellisTesting"],
            swiftSettings: strict),
        .testTarget(
            name: "TrellisTerminalTests", dependencies: ["TrellisUI", "TrellisTerminal", "TrellisTesting"],
            swiftSettings: strict),
        .testTarget(
            name: "TrellisInterfaceBuilderTests",
            dependencies: ["TrellisInterfaceBuilder", "TrellisUI", "TrellisTesting", "TrellisUITestSupport"],
            resources: [.copy("Documents")], swiftSettings: strict),
        .testTarget(
            name: "TrellisDemoTests",
            dependencies: ["TrellisLayout", "TrellisUI", "TrellisComponents", "TrellisDemo", "TrellisTesting"],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
