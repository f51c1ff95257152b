// ConformanceReport: the text lines `trellis layout-conformance` prints for a run, and its exit status.

/// Formats conformance results as the command-line report: one line per failing test or unreadable file,
/// then the totals, ending with `N passed, N failed[, N skipped]`.
public struct ConformanceReport: Sendable, Hashable {
    /// The results, in run order.
    public let results: [ConformanceFileResult]
    /// Whether disabled tests were run (then they are reported on their own line) or skipped.
    public let ranDisabledTests: Bool
    /// Whether every mismatch of a failing test gets its own line (otherwise the first one plus a count).
    public let verbose: Bool

    /// A report of `results`.
    public init(results: [ConformanceFileResult], ranDisabledTests: Bool, verbose: Bool = false) {
        self.results = results
        self.ranDisabledTests = ranDisabledTests
        self.verbose = verbose
    }

    /// The totals.
    public var summary: ConformanceSummary { ConformanceSummary(results) }

    /// 0 when no enabled test failed and every file could be read, else 1.
    public var exitStatus: Int32 { summary.succeeded ? 0 : 1 }

    /// Every line of the report, in order.
    public var lines: [String] {
        var lines: [String] = []
        var disabledLines: [String] = []
        for file in results {
            if let error = file.error { lines.append("ERROR \(error)") }
            for test in file.tests {
                let testLines = Self.failureLines(for: test, verbose: verbose)
                if test.disabled {
                    disabledLines += testLines.map { "disabled " + $0 }
                } else {
                    lines += testLines
                }
            }
        }
        let summary = self.summary
        if ranDisabledTests {
            lines += disabledLines
            lines.append("disabled: \(summary.disabledPassed) passed, \(summary.disabledFailed) failed")
        }
        if summary.unreadableFiles > 0 {
            lines.append("\(summary.unreadableFiles) file\(summary.unreadableFiles == 1 ? "" : "s") could not be read")
        }
        lines.append(Self.totalsLine(summary, ranDisabledTests: ranDisabledTests))
        return lines
    }

    /// `N passed, N failed` for enabled tests, plus `, N skipped` when disabled tests were skipped.
    public static func totalsLine(_ summary: ConformanceSummary, ranDisabledTests: Bool) -> String {
        let totals = "\(summary.enabledPassed) passed, \(summary.enabledFailed) failed"
        return ranDisabledTests ? totals : totals + ", \(summary.skipped) skipped"
    }

    /// The lines for one test: none if it passed or was skipped; otherwise `FAIL` with the file, test,
    /// node path, direction, expected and actual box (or the error that kept it from running).
    public static func failureLines(for test: ConformanceTestResult, verbose: Bool) -> [String] {
        switch test.outcome {
        case .passed, .skipped:
            return []
        case let .error(error):
            return ["FAIL \(error)"]
        case let .failed(mismatches):
            guard let first = mismatches.first else { return [] }
            if verbose { return mismatches.map { "FAIL \($0)" } }
            let more = mismatches.count > 1 ? " (+\(mismatches.count - 1) more)" : ""
            return ["FAIL \(first)\(more)"]
        }
    }
}
