// InterfaceBuilderHarness: wall-time medians as `BENCH name n=… median_ms=… min_ms=… runs=…` lines and
// correctness checks as `CHECK` lines, in the format of the other benchmark executables.
import Foundation

/// Times main-actor work (loading documents makes views) and prints BENCH and CHECK lines.
@MainActor
final class InterfaceBuilderHarness {
    let runs: Int
    let warmup: Int
    /// How many checks failed.
    private(set) var failedChecks = 0
    private let clock = ContinuousClock()

    init(runs: Int, warmup: Int) {
        self.runs = max(runs, 1)
        self.warmup = max(warmup, 0)
    }

    /// Runs `body` for the warm-up and the timed runs; `validate` sees the first run's result.
    func measure<Result>(_ name: String, n: Int, _ body: () -> Result, validate: (Result) -> Void) {
        var samples: [Double] = []
        for run in 0..<(warmup + runs) {
            var result: Result?
            let elapsed = clock.measure { result = body() }
            if run == 0, let result { validate(result) }
            if run >= warmup { samples.append(Self.milliseconds(elapsed)) }
        }
        samples.sort()
        let median =
            samples.count % 2 == 1
            ? samples[samples.count / 2] : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
        print(
            "BENCH \(name) n=\(n) median_ms=\(Self.format(median)) min_ms=\(Self.format(samples[0])) runs=\(samples.count)"
        )
    }

    /// Prints `CHECK <case> n=<n> <what>=<actual> expected=<expected> ok|FAIL`.
    func check<Value: Equatable>(_ name: String, n: Int, _ what: String, actual: Value, expected: Value) {
        let ok = actual == expected
        if !ok { failedChecks += 1 }
        print("CHECK \(name) n=\(n) \(what)=\(actual) expected=\(expected) \(ok ? "ok" : "FAIL")")
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }

    private static func format(_ milliseconds: Double) -> String {
        String(format: milliseconds < 10 ? "%.3f" : "%.1f", milliseconds)
    }
}
