// WebSpecConformanceTests: Trellis's own Chromium-measured flexbox fixtures (Conformance/web-spec) under CSS
// behaviour, and Yoga's disabled conformance tests under each behaviour.

import Foundation
import Testing
import TrellisLayout
import TrellisLayoutConformance

/// The web-spec conformance files bundled with the test target.
enum WebSpecFiles {
    /// The fixture groups: the file-name prefix of each part of the specifications the fixtures cover.
    static let groups = [
        "sizing", "aspect", "baseline", "automin", "flexmin", "align", "stretch", "percent", "misc",
    ]

    /// `Conformance/web-spec` inside the test bundle.
    static var directory: URL? {
        Bundle.module.url(forResource: "Conformance", withExtension: nil)?.appendingPathComponent("web-spec")
    }

    /// The names of the bundled web-spec JSON files, sorted.
    static let fileNames: [String] = {
        guard let directory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// Runs every file of `group` (all files when `nil`).
    static func run(_ runner: ConformanceRunner, group: String? = nil) throws -> [ConformanceFileResult] {
        let directory = try #require(directory)
        return fileNames.filter { name in group.map { name.hasPrefix($0 + "_") } ?? true }
            .map { runner.run(file: directory.appendingPathComponent($0)) }
    }
}

@Suite("Web-spec conformance")
struct WebSpecConformanceTests {
    @Test(
        "the web-spec folder holds at least 300 one-test files in every group, and every enabled test's style maps")
    func bundledDataIsComplete() throws {
        let results = try WebSpecFiles.run(ConformanceRunner(runsDisabledTests: true))
        #expect(results.count >= 300)
        #expect(results.allSatisfy { $0.error == nil && $0.tests.count == 1 })
        for group in WebSpecFiles.groups {
            #expect(WebSpecFiles.fileNames.filter { $0.hasPrefix(group + "_") }.count >= 15, "group \(group)")
        }
        #expect(WebSpecFiles.fileNames.allSatisfy { name in WebSpecFiles.groups.contains { name.hasPrefix($0 + "_") } })
        // Disabled tests may use what the engine lacks.
        let errors = results.flatMap(\.tests).filter { !$0.disabled }.compactMap { test -> String? in
            if case let .error(error) = test.outcome { return error.description }
            return nil
        }
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }

    @Test(
        "every enabled web-spec test of the group matches Chromium's boxes in LTR and RTL",
        arguments: WebSpecFiles.groups, ConformanceRunner.Rounding.allCases)
    func enabledTestsPass(group: String, rounding: ConformanceRunner.Rounding) throws {
        let results = try WebSpecFiles.run(
            ConformanceRunner(runsDisabledTests: false, rounding: rounding), group: group)
        let enabled = results.flatMap(\.tests).filter { !$0.disabled }
        #expect(!enabled.isEmpty)
        let failing = enabled.filter { !$0.passed }
        #expect(
            failing.isEmpty,
            """
            \(failing.count) of \(enabled.count) enabled \(group) tests fail (rounding: \(rounding.rawValue)):
            \(ConformanceFiles.describe(failing))
            """)
    }

    @Test("under Yoga's behaviour the web-spec set shows the differences the errata name")
    func yogaBehaviourDiffers() throws {
        let results = try WebSpecFiles.run(ConformanceRunner(runsDisabledTests: false, behavior: .yoga))
        let failing = results.flatMap(\.tests).filter { !$0.passed }.map(\.name)
        // Each group holds fixtures whose Chromium boxes only CSS's behaviour reproduces.
        for group in ["sizing", "aspect", "baseline", "flexmin", "stretch", "percent", "misc"] {
            #expect(failing.contains { $0.hasPrefix(group + "_") }, "group \(group)")
        }
    }

    @Test("Yoga's disabled conformance tests: how many pass under each behaviour")
    func yogaDisabledTestsPerBehaviour() throws {
        let directory = try #require(ConformanceFiles.yogaDirectory)
        var lines: [String] = []
        var passing: [ConformanceBehavior: Int] = [:]
        for behavior in [ConformanceBehavior.yoga, .css] {
            let results = ConformanceRunner(runsDisabledTests: true, behavior: behavior).run(directory: directory)
            let tests = results.flatMap(\.tests)
            let disabled = tests.filter(\.disabled)
            let enabled = tests.filter { !$0.disabled }
            passing[behavior] = disabled.filter(\.passed).count
            lines.append(
                "\(behavior.rawValue): disabled \(disabled.filter(\.passed).count) of \(disabled.count) pass, "
                    + "enabled \(enabled.filter(\.passed).count) of \(enabled.count) pass")
        }
        let report = "Yoga conformance tests by behaviour\n" + lines.joined(separator: "\n")
        print(report)
        Attachment.record(report, named: "yoga-by-behaviour.txt")
        #expect(passing[.yoga] == 24)
        #expect(passing[.css] == 35)
    }
}
