// Harness: timing, medians, peak RSS and check reporting for the component benchmarks.
import BenchmarkHeap
import Foundation

/// Collects timings and prints `BENCH` / `CHECK` lines.
struct Harness {
    var failedChecks = 0

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    static func milliseconds(_ start: UInt64, _ end: UInt64) -> Double { Double(end - start) / 1e6 }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func format(_ value: Double) -> String { String(format: "%.3f", value) }

    func report(_ name: String, n: Int, _ samples: [Double], extra: String = "") {
        let line =
            "BENCH \(name) n=\(n) median_ms=\(Self.format(Self.median(samples))) "
            + "min_ms=\(Self.format(samples.min() ?? 0)) runs=\(samples.count)" + (extra.isEmpty ? "" : " " + extra)
        print(line)
    }

    mutating func check(_ name: String, n: Int, _ condition: Bool, _ detail: String) {
        print("CHECK \(name) n=\(n) \(condition ? "ok" : "FAILED") \(detail)")
        if !condition { failedChecks += 1 }
    }

    /// Peak resident set size (VmHWM) in KiB, or 0 where /proc is unavailable.
    static func peakRSSKiB() -> Int { statusValue("VmHWM:") }

    /// Live heap bytes (allocated and not freed), or 0 where the allocator does not say.
    static func liveHeapBytes() -> Int { Int(benchmark_live_heap_bytes()) }

    /// Current resident set size (VmRSS) in KiB.
    static func currentRSSKiB() -> Int { statusValue("VmRSS:") }

    private static func statusValue(_ key: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            return Int(line.dropFirst(key.count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
                ?? 0
        }
        return 0
    }
}
