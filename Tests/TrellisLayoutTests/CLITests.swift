// CLITests: what `trellis layout-conformance` prints and its exit status (report logic, plus the built binary).

import Foundation
import Testing
import TrellisLayoutConformance

private func mismatch(_ path: String, _ direction: ConformanceDirection, expected: Double, actual: Double)
    -> ConformanceMismatch
{
    ConformanceMismatch(
        file: "F.json", test: "t", nodePath: path, direction: direction,
        expected: ConformanceBox(left: 0, top: 0, width: expected, height: 10),
        actual: ConformanceBox(left: 0, top: 0, width: actual, height: 10))
}

private func test(_ name: String, disabled: Bool = false, _ outcome: ConformanceTestResult.Outcome)
    -> ConformanceTestResult
{
    ConformanceTestResult(file: "F.json", name: name, disabled: disabled, outcome: outcome)
}

@Suite("CLI layout-conformance report")
struct CLITests {
    @Test("one line per failing test with file, test, node path, direction, expected and actual; totals last")
    func failingTestLines() {
        let results = [
            ConformanceFileResult(
                file: "F.json",
                tests: [
                    test("a", .passed),
                    test(
                        "b",
                        .failed([
                            mismatch("root/1/0", .rtl, expected: 40, actual: 41.5),
                            mismatch("root", .rtl, expected: 1, actual: 2),
                        ])),
                    test("c", disabled: true, .skipped),
                ])
        ]
        let report = ConformanceReport(results: results, ranDisabledTests: false)
        #expect(
            report.lines == [
                "FAIL F.json: t: root/1/0 rtl: expected [0, 0, 40, 10] actual [0, 0, 41.5, 10] (+1 more)",
                "1 passed, 1 failed, 1 skipped",
            ])
        #expect(report.exitStatus == 1)
    }

    @Test("verbose prints every mismatching node")
    func verboseLines() {
        let results = [
            ConformanceFileResult(
                file: "F.json",
                tests: [
                    test(
                        "b",
                        .failed([
                            mismatch("root/0", .ltr, expected: 40, actual: 0),
                            mismatch("root/0", .rtl, expected: 40, actual: 0),
                        ]))
                ])
        ]
        #expect(
            ConformanceReport(results: results, ranDisabledTests: false, verbose: true).lines == [
                "FAIL F.json: t: root/0 ltr: expected [0, 0, 40, 10] actual [0, 0, 0, 10]",
                "FAIL F.json: t: root/0 rtl: expected [0, 0, 40, 10] actual [0, 0, 0, 10]",
                "0 passed, 1 failed, 0 skipped",
            ])
    }

    @Test("a malformed file is named with its decoding error, the run goes on and the exit status is nonzero")
    func malformedFileLines() {
        let bad = ConformanceRunner().run(data: Data("[]".utf8), file: "Bad.json")
        let good = ConformanceFileResult(file: "Good.json", tests: [test("a", .passed)])
        let report = ConformanceReport(results: [bad, good], ranDisabledTests: false)
        #expect(report.lines.count == 3)
        #expect(report.lines[0].hasPrefix("ERROR Bad.json: cannot decode: "))
        #expect(report.lines[1] == "1 file could not be read")
        #expect(report.lines[2] == "1 passed, 0 failed, 0 skipped")
        #expect(report.exitStatus == 1)
    }

    @Test("with --include-disabled, disabled tests are reported on their own lines and never fail the run")
    func disabledTestsReportedApart() {
        let results = [
            ConformanceFileResult(
                file: "F.json",
                tests: [
                    test("a", .passed),
                    test("d1", disabled: true, .passed),
                    test("d2", disabled: true, .failed([mismatch("root", .ltr, expected: 5, actual: 6)])),
                ])
        ]
        let report = ConformanceReport(results: results, ranDisabledTests: true)
        #expect(
            report.lines == [
                "disabled FAIL F.json: t: root ltr: expected [0, 0, 5, 10] actual [0, 0, 6, 10]",
                "disabled: 1 passed, 1 failed",
                "1 passed, 0 failed",
            ])
        #expect(report.exitStatus == 0)
    }

    @Test("a test that cannot run prints its located error and counts as failed")
    func erroredTestLine() {
        let error = ConformanceError(
            .style(StyleMappingError(property: "order", value: "1", reason: .unknownProperty)),
            at: ConformanceLocation(file: "F.json", test: "x", nodePath: "root/2"))
        let report = ConformanceReport(
            results: [ConformanceFileResult(file: "F.json", tests: [test("x", .error(error))])],
            ranDisabledTests: false)
        #expect(
            report.lines == [
                "FAIL F.json: x: root/2: unknown property order (value \"1\")",
                "0 passed, 1 failed, 0 skipped",
            ])
        #expect(report.exitStatus == 1)
    }

    /// The `trellis` binary next to the test bundle, when the build produced it.
    static let binary: URL? = {
        let url = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("trellis")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }()

    @Test(
        "the built binary runs a directory, prints failures and totals, and sets the exit status",
        .enabled(if: binary != nil, "needs the trellis product built beside the tests"))
    func binaryEndToEnd() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let wrong = """
            { "fixture": "W", "source": "s", "defaults": "web", "oracle": "o", "tests": [
              { "name": "wrong_size", "disabled": false,
                "root": { "style": {}, "expected": { "ltr": [0, 0, 7, 7], "rtl": [0, 0, 7, 7] }, "children": [] } },
              { "name": "skipped_one", "disabled": true,
                "root": { "style": {}, "expected": { "ltr": [0, 0, 0, 0], "rtl": [0, 0, 0, 0] }, "children": [] } } ] }
            """
        try Data(wrong.utf8).write(to: directory.appendingPathComponent("W.json"))
        try Data("{".utf8).write(to: directory.appendingPathComponent("X.json"))

        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["layout-conformance", directory.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = output.split(separator: "\n").map(String.init)
        #expect(process.terminationStatus != 0)
        #expect(lines.first?.hasPrefix("FAIL W.json: wrong_size: root ltr: expected [0, 0, 7, 7] actual ") == true)
        #expect(lines.contains { $0.hasPrefix("ERROR X.json: cannot decode: ") })
        #expect(lines.last == "0 passed, 1 failed, 1 skipped")
    }
}
