// LayoutConformanceCommand: `trellis layout-conformance DIR...` runs layout conformance files and reports failures.

import ArgumentParser
import Foundation
import TrellisLayoutConformance

/// Runs every `*.json` conformance file of the given directories (or the given files) against the engine.
struct LayoutConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-conformance",
        abstract: "Run layout conformance files (FORMAT.md v1) against the TrellisLayout engine.",
        discussion: """
            Prints one line per failing test (file, test, node path, direction, expected and actual box) and \
            ends with "N passed, N failed, N skipped". Disabled tests are skipped unless --include-disabled is \
            given, which runs them and reports them on their own line. Exits with 0 only when no enabled test \
            failed and every file could be read.
            """)

    @Argument(help: "Directories whose *.json files to run (a .json file path runs that file); at least one.")
    var paths: [String]

    @Flag(help: "Also run disabled tests and report them separately (they never fail the run).")
    var includeDisabled = false

    @Flag(help: "Print every mismatching node instead of the first one per test.")
    var verbose = false

    @Option(help: "Who rounds boxes: 'engine' (pointScaleFactor 1) or 'format' (FORMAT.md's rule on unrounded boxes).")
    var rounding: ConformanceRunner.Rounding = .engine

    @Option(
        help: """
            The engine's behaviour: 'file' (Yoga's for "yoga" files, CSS's for "web" files), 'yoga' \
            (LayoutErrata.yoga) or 'css' (LayoutErrata.none) for every file.
            """)
    var behavior: ConformanceBehavior = .file

    func run() throws {
        let runner = ConformanceRunner(runsDisabledTests: includeDisabled, rounding: rounding, behavior: behavior)
        var results: [ConformanceFileResult] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let url = URL(fileURLWithPath: path)
            if exists && !isDirectory.boolValue {
                results.append(runner.run(file: url))
            } else {
                results += runner.run(directory: url)
            }
        }
        let report = ConformanceReport(results: results, ranDisabledTests: includeDisabled, verbose: verbose)
        for line in report.lines { print(line) }
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}

extension ConformanceRunner.Rounding: ExpressibleByArgument {}

extension ConformanceBehavior: ExpressibleByArgument {}
