// ConformanceRunner: lays out conformance tests LTR then RTL on the same tree and compares every node's box.

import Foundation
import TrellisLayout

/// Runs conformance tests against the TrellisLayout engine.
///
/// For each test the runner builds the tree once, lays it out with undefined available size first LTR
/// then RTL, rounds each node's box, and compares it with the file's expectation for that direction.
/// Nothing in the data can crash a run: unreadable files and unmappable styles become results.
public struct ConformanceRunner: Sendable, Hashable {
    /// How the engine's boxes are rounded before comparison.
    public enum Rounding: String, Sendable, Hashable, CaseIterable {
        /// The engine rounds (`pointScaleFactor` 1); its `layout` values are compared as they are.
        case engine
        /// The engine does not round (`pointScaleFactor` 0); the runner applies FORMAT.md's rule
        /// (`ConformanceRounding`) to the unrounded boxes.
        case format
    }

    /// Whether disabled tests are run (and reported apart) or skipped.
    public var runsDisabledTests: Bool
    /// Who rounds.
    public var rounding: Rounding
    /// The Yoga behaviours the engine keeps; `nil` follows each file's defaults (`LayoutErrata.yoga` for
    /// `"yoga"` files, `LayoutErrata.none` for `"web"` files).
    public var errata: LayoutErrata?

    /// A runner.
    public init(runsDisabledTests: Bool = true, rounding: Rounding = .engine, errata: LayoutErrata? = nil) {
        self.runsDisabledTests = runsDisabledTests
        self.rounding = rounding
        self.errata = errata
    }

    /// A runner whose engine behaviour is `behavior`.
    public init(runsDisabledTests: Bool = true, rounding: Rounding = .engine, behavior: ConformanceBehavior) {
        self.init(runsDisabledTests: runsDisabledTests, rounding: rounding, errata: behavior.errata)
    }

    // MARK: Files and directories

    /// Runs every `*.json` file directly inside `directory`, in file-name order. If the directory cannot be
    /// listed, the result is one unreadable entry named after it.
    public func run(directory: URL) -> [ConformanceFileResult] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            return [
                ConformanceFileResult(
                    file: directory.path,
                    error: ConformanceError(
                        .unreadable(Self.describe(error)), at: ConformanceLocation(file: directory.path)))
            ]
        }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { run(file: directory.appendingPathComponent($0)) }
    }

    /// Reads, decodes and runs one file. The result is named by the file's last path component.
    public func run(file url: URL) -> ConformanceFileResult {
        let name = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return ConformanceFileResult(
                file: name,
                error: ConformanceError(.unreadable(Self.describe(error)), at: ConformanceLocation(file: name)))
        }
        return run(data: data, file: name)
    }

    /// Decodes and runs the JSON `data` of a file called `file`.
    public func run(data: Data, file: String) -> ConformanceFileResult {
        let fixture: ConformanceFixture
        do {
            fixture = try JSONDecoder().decode(ConformanceFixture.self, from: data)
        } catch {
            return ConformanceFileResult(
                file: file,
                error: ConformanceError(.malformed(Self.describe(error)), at: ConformanceLocation(file: file)))
        }
        return run(fixture: fixture, file: file)
    }

    /// Runs every test of a decoded fixture.
    public func run(fixture: ConformanceFixture, file: String) -> ConformanceFileResult {
        guard let defaults = StyleDefaults(rawValue: fixture.defaults) else {
            return ConformanceFileResult(
                file: file,
                error: ConformanceError(.unknownDefaults(fixture.defaults), at: ConformanceLocation(file: file)))
        }
        return ConformanceFileResult(
            file: file, tests: fixture.tests.map { run(test: $0, file: file, defaults: defaults) })
    }

    // MARK: Tests

    /// Runs one test: builds its tree, lays it out LTR then RTL, and compares every node.
    public func run(test: ConformanceTest, file: String, defaults: StyleDefaults) -> ConformanceTestResult {
        if test.disabled && !runsDisabledTests {
            return ConformanceTestResult(file: file, name: test.name, disabled: true, outcome: .skipped)
        }
        let tree: ConformanceTree
        do {
            tree = try ConformanceTree(test: test, file: file, mapper: ConformanceStyleMapper(defaults: defaults))
        } catch {
            return ConformanceTestResult(file: file, name: test.name, disabled: test.disabled, outcome: .error(error))
        }
        tree.root.config = LayoutConfig(
            pointScaleFactor: rounding == .engine ? 1 : 0, errata: errata ?? defaults.errata)
        var mismatches: [ConformanceMismatch] = []
        for direction in ConformanceDirection.allCases {
            tree.root.calculateLayout(width: nil, height: nil, direction: direction == .ltr ? .ltr : .rtl)
            let boxes = self.boxes(of: tree)
            for (entry, actual) in zip(tree.entries, boxes) {
                let values = direction == .ltr ? entry.expected.ltr : entry.expected.rtl
                let expected = ConformanceBox(
                    left: Double(values[0]), top: Double(values[1]),
                    width: Double(values[2]), height: Double(values[3]))
                if actual != expected {
                    mismatches.append(
                        ConformanceMismatch(
                            file: file, test: test.name, nodePath: entry.path,
                            direction: direction, expected: expected, actual: actual))
                }
            }
        }
        return ConformanceTestResult(
            file: file, name: test.name, disabled: test.disabled,
            outcome: mismatches.isEmpty ? .passed : .failed(mismatches))
    }

    /// The compared box of every entry, in entry order.
    private func boxes(of tree: ConformanceTree) -> [ConformanceBox] {
        switch rounding {
        case .engine:
            return tree.entries.map { entry in
                let layout = entry.node.layout
                return ConformanceBox(left: layout.left, top: layout.top, width: layout.width, height: layout.height)
            }
        case .format:
            // Unrounded page coordinates of every node; a child's reference box is its nearest ancestor
            // that has a box (the parent of a `display: contents` node stands in for it).
            var absolute: [(left: Double, top: Double)] = []
            var result: [ConformanceBox] = []
            absolute.reserveCapacity(tree.entries.count)
            result.reserveCapacity(tree.entries.count)
            for entry in tree.entries {
                let layout = entry.node.layout
                var reference = (left: 0.0, top: 0.0)
                var origin = (left: 0.0, top: 0.0)
                if let parent = entry.parent {
                    origin = absolute[parent]
                    var boxed = parent
                    while tree.entries[boxed].isContents, let next = tree.entries[boxed].parent { boxed = next }
                    reference = tree.entries[boxed].isContents ? (0, 0) : absolute[boxed]
                }
                let left = origin.left + layout.left
                let top = origin.top + layout.top
                absolute.append((left, top))
                result.append(
                    ConformanceRounding.box(
                        absoluteLeft: left, absoluteTop: top, width: layout.width,
                        height: layout.height, parentLeft: reference.left, parentTop: reference.top))
            }
            return result
        }
    }

    // MARK: Error descriptions

    /// A one-line description of a decoding or file error, with the JSON path for decoding errors.
    static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else {
            return (error as NSError).localizedDescription
        }
        func path(_ codingPath: [any CodingKey]) -> String {
            let text = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : String(text.drop(while: { $0 == "." }))
        }
        switch decodingError {
        case let .keyNotFound(key, context):
            return "missing key \"\(key.stringValue)\" at \(path(context.codingPath))"
        case let .typeMismatch(type, context):
            return "expected \(type) at \(path(context.codingPath)): \(context.debugDescription)"
        case let .valueNotFound(type, context):
            return "missing \(type) value at \(path(context.codingPath))"
        case let .dataCorrupted(context):
            let underlying = context.underlyingError.map { " (\(($0 as NSError).localizedDescription))" } ?? ""
            return "invalid JSON at \(path(context.codingPath)): \(context.debugDescription)\(underlying)"
        @unknown default:
            return String(describing: decodingError)
        }
    }
}
