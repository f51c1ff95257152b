// InterfaceBuilderBenchmarks: `trellis lint` over the whole development corpus, and opening the largest
// dev-corpus storyboards and instantiating their first scene (controller nib, then view nib).
// Build: swift build -c release --package-path Benchmarks --product InterfaceBuilderBenchmarks
// Run:   Benchmarks/.build/release/InterfaceBuilderBenchmarks [--corpus DIR] [--runs 11] [--warmup 2]
// The corpus defaults to ../shared/ib-corpus/dev beside the package root (it is not part of Trellis).
import Foundation
import TrellisInterfaceBuilder
import TrellisUI

var corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/ib-corpus/dev").path
var runs = 11
var warmup = 2
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--corpus": corpus = arguments.next() ?? corpus
    case "--runs": runs = arguments.next().flatMap(Int.init) ?? runs
    case "--warmup": warmup = arguments.next().flatMap(Int.init) ?? warmup
    default:
        print("usage: InterfaceBuilderBenchmarks [--corpus DIR] [--runs N] [--warmup N]")
        exit(2)
    }
}
guard let files = DocumentLinter.documentFiles(at: corpus), !files.isEmpty else {
    print("ERROR no .xib or .storyboard documents under \(corpus)")
    exit(2)
}

// Loading reports unknown classes and unconnectable outlets (the corpus apps' classes are not here) to
// the lifecycle checker; a private one keeps them off the output.
let status = LifecycleChecker.$current.withValue(LifecycleChecker()) {
    let harness = InterfaceBuilderHarness(runs: runs, warmup: warmup)
    harness.measure("ib-lint-dev-corpus", n: files.count) {
        DocumentLinter().lint(paths: [corpus])
    } validate: { report in
        harness.check(
            "ib-lint-dev-corpus", n: files.count, "summary", actual: report.summaryLines.last ?? "",
            expected: "\(files.count) passed, 0 failed")
    }
    let storyboards = files.filter { $0.hasSuffix(".storyboard") }.map { path in
        (path: path, size: (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
    }.sorted { $0.size > $1.size }
    // The largest storyboard, and the largest one that names an initial view controller.
    var chosen = Array(storyboards.prefix(1))
    if let withInitial = storyboards.first(where: { entry in
        (try? String(contentsOfFile: entry.path, encoding: .utf8))?.contains("initialViewController=") == true
    }), withInitial.path != chosen.first?.path {
        chosen.append(withInitial)
    }
    for entry in chosen {
        let name = URL(fileURLWithPath: entry.path).lastPathComponent
        harness.measure("ib-open-storyboard[\(name)]", n: entry.size) {
            try? Storyboard(contentsOf: URL(fileURLWithPath: entry.path), registry: ClassRegistry())
        } validate: { storyboard in
            harness.check(
                "ib-open-storyboard[\(name)]", n: entry.size, "opened", actual: storyboard != nil,
                expected: true)
        }
        harness.measure("ib-first-scene[\(name)]", n: entry.size) { () -> View? in
            // Open, make the initial view controller (or the first scene's), load its view.
            guard
                let storyboard = try? Storyboard(
                    contentsOf: URL(fileURLWithPath: entry.path), registry: ClassRegistry())
            else { return nil }
            let controller: ViewController?
            if storyboard.initialViewControllerID != nil {
                controller = try? storyboard.instantiateInitialViewController()
            } else {
                let first = storyboard.scenes.first { !$0.isReference }?.controllerID
                controller = first.flatMap { try? storyboard.instantiateViewController(withObjectID: $0) }
            }
            return controller?.view
        } validate: { view in
            harness.check("ib-first-scene[\(name)]", n: entry.size, "view loaded", actual: view != nil, expected: true)
        }
    }
    return harness.failedChecks == 0 ? Int32(0) : 1
}
exit(status)
