// BenchmarkHarness: timing with a monotonic clock, BENCH/CHECK output lines, and the run's check status.

/// Runs timed cases and prints `BENCH` and `CHECK` lines in the format of the benchmark spec.
final class BenchmarkHarness {
    let options: BenchmarkOptions
    /// Whether any correctness check failed.
    private(set) var failedChecks = 0
    private let clock = ContinuousClock()

    init(options: BenchmarkOptions) {
        self.options = options
    }

    /// Prints `CHECK <case> n=<n> <what>=<actual> expected=<expected> ok|FAIL`.
    func check<Value: Equatable>(_ name: String, n: Int, _ what: String, actual: Value, expected: Value) {
        let ok = actual == expected
        if !ok { failedChecks += 1 }
        print("CHECK \(name) n=\(n) \(what)=\(actual) expected=\(expected) \(ok ? "ok" : "FAIL")")
    }

    /// Runs `prepare` + `body` for the warm-up and then the timed runs; only `body` is timed. `validate`
    /// sees each run's result and reports checks through the harness.
    func measure<Prepared, Result, Failure: Error>(
        _ name: String, n: Int, prepare: () throws(Failure) -> Prepared, body: (Prepared) -> Result,
        validate: (_ result: Result, _ isFirst: Bool) -> Void
    ) throws(Failure) {
        var samples: [Double] = []
        for run in 0..<(options.warmup + options.runs) {
            let prepared = try prepare()
            var result: Result?
            let elapsed = clock.measure { result = body(prepared) }
            if let result { validate(result, run == 0) }
            if run >= options.warmup { samples.append(Self.milliseconds(elapsed)) }
        }
        samples.sort()
        let median =
            samples.count % 2 == 1
            ? samples[samples.count / 2]
            : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
        print(
            "BENCH \(name) n=\(n) median_ms=\(Self.format(median)) min_ms=\(Self.format(samples[0])) runs=\(samples.count)"
        )
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }

    /// Three significant decimals below 10 ms, one above.
    private static func format(_ milliseconds: Double) -> String {
        let digits = milliseconds < 10 ? 1_000.0 : 10.0
        let scaled = Int64(milliseconds * digits + 0.5)
        let whole = scaled / Int64(digits)
        let fraction = scaled % Int64(digits)
        let width = digits == 1_000 ? 3 : 1
        let fractionText = String(fraction)
        return "\(whole)." + String(repeating: "0", count: width - fractionText.count) + fractionText
    }
}

extension BenchmarkHarness {
    /// A check that runs on every run but prints only on the first run or when it fails, so a regression in
    /// any run is reported without flooding the output.
    func checkOnce<Value: Equatable>(
        _ isFirst: Bool, _ name: String, n: Int, _ what: String,
        actual: Value, expected: Value
    ) {
        if isFirst || actual != expected { check(name, n: n, what, actual: actual, expected: expected) }
    }
}
