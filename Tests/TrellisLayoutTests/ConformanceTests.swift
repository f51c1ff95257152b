// ConformanceTests: runs the Yoga-derived conformance files (Chromium's boxes) against the TrellisLayout engine.

import Foundation
import Testing
import TrellisLayout
import TrellisLayoutConformance

/// The conformance files bundled with the test target.
enum ConformanceFiles {
    /// `Conformance/yoga` inside the test bundle.
    static var yogaDirectory: URL? {
        Bundle.module.url(forResource: "Conformance", withExtension: nil)?.appendingPathComponent("yoga")
    }

    /// The names of the bundled yoga files, sorted.
    static let yogaFileNames: [String] = {
        guard let directory = yogaDirectory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// The URL of a bundled yoga file.
    static func yogaFile(_ name: String) throws -> URL {
        try #require(yogaDirectory).appendingPathComponent(name)
    }

    /// At most `limit` report lines for `mismatches`, plus a count of the rest.
    static func describe(_ tests: [ConformanceTestResult], limit: Int = 40) -> String {
        var lines = tests.flatMap { ConformanceReport.failureLines(for: $0, verbose: true) }
        if lines.count > limit {
            let rest = lines.count - limit
            lines = Array(lines.prefix(limit)) + ["… and \(rest) more mismatching values"]
        }
        return lines.joined(separator: "\n")
    }
}

@Suite("Conformance")
struct ConformanceTests {
    @Test("the bundle holds the 25 yoga files with 589 tests, 46 of them disabled, and every style maps")
    func bundledDataIsComplete() throws {
        #expect(ConformanceFiles.yogaFileNames.count == 25)
        let directory = try #require(ConformanceFiles.yogaDirectory)
        let results = ConformanceRunner(runsDisabledTests: true).run(directory: directory)
        #expect(results.allSatisfy { $0.error == nil })
        let tests = results.flatMap(\.tests)
        #expect(tests.count == 589)
        #expect(tests.filter(\.disabled).count == 46)
        // A style the runner cannot map is a runner defect, whatever the engine does.
        let errors = tests.compactMap { test -> String? in
            if case let .error(error) = test.outcome { return error.description }
            return nil
        }
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }

    @Test(
        "every enabled test of the file matches Chromium's boxes in LTR and RTL",
        arguments: ConformanceFiles.yogaFileNames, ConformanceRunner.Rounding.allCases)
    func enabledTestsPass(file: String, rounding: ConformanceRunner.Rounding) throws {
        let runner = ConformanceRunner(runsDisabledTests: false, rounding: rounding)
        let result = runner.run(file: try ConformanceFiles.yogaFile(file))
        #expect(result.error == nil, "\(result.error.map(String.init(describing:)) ?? "")")
        let enabled = result.tests.filter { !$0.disabled }
        #expect(!enabled.isEmpty)
        let failing = enabled.filter { !$0.passed }
        #expect(
            failing.isEmpty,
            """
            \(failing.count) of \(enabled.count) enabled tests of \(file) fail (rounding: \(rounding.rawValue)):
            \(ConformanceFiles.describe(failing))
            """)
    }

    @Test("disabled tests run and are reported apart, without expectations on their values")
    func disabledTestsAreReportedApart() throws {
        let directory = try #require(ConformanceFiles.yogaDirectory)
        let results = ConformanceRunner(runsDisabledTests: true).run(directory: directory)
        let summary = ConformanceSummary(results)
        #expect(summary.disabledPassed + summary.disabledFailed == 46)
        #expect(summary.skipped == 0)
        let passing = results.flatMap(\.tests).filter { $0.disabled && $0.passed }.map(\.name)
        let report =
            "Disabled conformance tests: \(summary.disabledPassed) of 46 pass"
            + (passing.isEmpty ? "" : ": " + passing.joined(separator: ", "))
        print(report)
        Attachment.record(report, named: "disabled-conformance.txt")
    }
}
