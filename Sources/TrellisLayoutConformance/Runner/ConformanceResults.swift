// ConformanceResults: the outcome of running conformance tests — per node mismatches, per test, per file, totals.

/// The direction a test was laid out in.
public enum ConformanceDirection: String, Sendable, Hashable, CaseIterable {
    /// Root laid out left to right.
    case ltr
    /// Root laid out right to left.
    case rtl
}

/// A border box `[left, top, width, height]` as compared by the runner.
public struct ConformanceBox: Sendable, Hashable, CustomStringConvertible {
    /// Left offset from the parent's border box.
    public var left: Double
    /// Top offset from the parent's border box.
    public var top: Double
    /// Border-box width.
    public var width: Double
    /// Border-box height.
    public var height: Double

    /// A box from its four values.
    public init(left: Double, top: Double, width: Double, height: Double) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
    }

    /// `[left, top, width, height]`, with whole numbers printed without a fraction.
    public var description: String {
        "[" + [left, top, width, height].map(Self.format).joined(separator: ", ") + "]"
    }

    private static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

/// One node whose box differs from the expected one.
public struct ConformanceMismatch: Sendable, Hashable, CustomStringConvertible {
    /// The file name.
    public let file: String
    /// The test name.
    public let test: String
    /// The node path, e.g. `root/1/0`.
    public let nodePath: String
    /// The run direction.
    public let direction: ConformanceDirection
    /// Chromium's box.
    public let expected: ConformanceBox
    /// The engine's box, rounded as FORMAT.md says.
    public let actual: ConformanceBox

    /// A mismatch.
    public init(
        file: String, test: String, nodePath: String, direction: ConformanceDirection,
        expected: ConformanceBox, actual: ConformanceBox
    ) {
        self.file = file
        self.test = test
        self.nodePath = nodePath
        self.direction = direction
        self.expected = expected
        self.actual = actual
    }

    /// `file: test: root/1/0 rtl: expected [..] actual [..]`.
    public var description: String {
        "\(file): \(test): \(nodePath) \(direction.rawValue): expected \(expected) actual \(actual)"
    }
}

/// The result of one test.
public struct ConformanceTestResult: Sendable, Hashable {
    /// How the test went.
    public enum Outcome: Sendable, Hashable {
        /// Every node matched in both directions.
        case passed
        /// Some nodes differ (in node order, LTR before RTL).
        case failed([ConformanceMismatch])
        /// The test could not be run (bad style or node); counts as a failure.
        case error(ConformanceError)
        /// A disabled test that was not run.
        case skipped
    }

    /// The file name.
    public let file: String
    /// The test name.
    public let name: String
    /// Whether the source engine skips the test (reported separately).
    public let disabled: Bool
    /// How it went.
    public let outcome: Outcome

    /// A result.
    public init(file: String, name: String, disabled: Bool, outcome: Outcome) {
        self.file = file
        self.name = name
        self.disabled = disabled
        self.outcome = outcome
    }

    /// Whether the test ran and matched.
    public var passed: Bool { outcome == .passed }

    /// The mismatches, if it failed on values.
    public var mismatches: [ConformanceMismatch] {
        if case let .failed(mismatches) = outcome { return mismatches }
        return []
    }
}

/// The result of one conformance file: its tests, or why it could not be read.
public struct ConformanceFileResult: Sendable, Hashable {
    /// The file name.
    public let file: String
    /// The test results, in file order (empty if the file could not be read).
    public let tests: [ConformanceTestResult]
    /// Why the file could not be read or decoded, if it could not.
    public let error: ConformanceError?

    /// A file that was read.
    public init(file: String, tests: [ConformanceTestResult]) {
        self.file = file
        self.tests = tests
        self.error = nil
    }

    /// A file that could not be read or decoded.
    public init(file: String, error: ConformanceError) {
        self.file = file
        self.tests = []
        self.error = error
    }
}

/// Totals over a run, enabled and disabled tests apart.
public struct ConformanceSummary: Sendable, Hashable {
    /// Enabled tests that passed.
    public var enabledPassed = 0
    /// Enabled tests that failed or could not be run.
    public var enabledFailed = 0
    /// Disabled tests that were run and passed.
    public var disabledPassed = 0
    /// Disabled tests that were run and failed or could not be run.
    public var disabledFailed = 0
    /// Disabled tests that were not run.
    public var skipped = 0
    /// Files that could not be read or decoded.
    public var unreadableFiles = 0

    /// Totals of `results`.
    public init(_ results: [ConformanceFileResult]) {
        for file in results {
            if file.error != nil { unreadableFiles += 1 }
            for test in file.tests {
                switch (test.disabled, test.outcome) {
                case (_, .skipped): skipped += 1
                case (false, .passed): enabledPassed += 1
                case (false, _): enabledFailed += 1
                case (true, .passed): disabledPassed += 1
                case (true, _): disabledFailed += 1
                }
            }
        }
    }

    /// Whether the run succeeded: no enabled test failed and every file was readable.
    public var succeeded: Bool { enabledFailed == 0 && unreadableFiles == 0 }
}
