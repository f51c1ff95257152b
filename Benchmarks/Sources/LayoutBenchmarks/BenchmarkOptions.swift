// BenchmarkOptions: command-line arguments of LayoutBenchmarks (sizes, runs, warm-up, cases).

/// What to run: `--sizes 1000,10000 --runs 10 --warmup 2 --cases L1-fresh,L2-relayout`.
struct BenchmarkOptions {
    /// The benchmark case names, in the order they run per size.
    static let allCases = ["L1-fresh", "L1-relayout", "L2-fresh", "L2-relayout"]

    var sizes = [1_000, 10_000, 100_000]
    var runs = 10
    var warmup = 2
    var cases = allCases

    /// Why the arguments cannot be used.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = """
        usage: LayoutBenchmarks [--sizes N,N,...] [--runs K] [--warmup K] [--cases NAME,...]
          sizes: leaf counts (multiples of 10; defaults 1000,10000,100000)
          runs: timed runs per case (default 10); warmup: untimed runs first (default 2)
          cases: \(allCases.joined(separator: ","))
        """

    init(arguments: [String]) throws(UsageError) {
        var index = 0
        func value(for flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(flag) needs a value\n\(Self.usage)") }
            return arguments[index]
        }
        func positive(_ text: String, _ flag: String, allowZero: Bool = false) throws(UsageError) -> Int {
            guard let number = Int(text), number > 0 || (allowZero && number == 0) else {
                throw UsageError(description: "\(flag): \"\(text)\" is not a valid count\n\(Self.usage)")
            }
            return number
        }
        while index < arguments.count {
            let flag = arguments[index]
            switch flag {
            case "--sizes":
                var sizes: [Int] = []
                for part in try value(for: flag).split(separator: ",") {
                    let size = try positive(String(part), flag)
                    guard size % 10 == 0 else {
                        throw UsageError(description: "--sizes: \(size) is not a multiple of 10")
                    }
                    sizes.append(size)
                }
                self.sizes = sizes
            case "--runs": runs = try positive(try value(for: flag), flag)
            case "--warmup": warmup = try positive(try value(for: flag), flag, allowZero: true)
            case "--cases":
                let names = try value(for: flag).split(separator: ",").map(String.init)
                if let unknown = names.first(where: { !Self.allCases.contains($0) }) {
                    throw UsageError(description: "--cases: unknown case \(unknown)\n\(Self.usage)")
                }
                cases = names
            case "--help", "-h": throw UsageError(description: Self.usage)
            default: throw UsageError(description: "unknown argument \(flag)\n\(Self.usage)")
            }
            index += 1
        }
    }
}
