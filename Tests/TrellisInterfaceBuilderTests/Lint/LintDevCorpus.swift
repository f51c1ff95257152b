// Where the development corpus of real Xcode documents is: ../shared/ib-corpus/dev beside the package root.
// The documents are other projects' work, so the tests read them in place and never copy them.
import Foundation
import Testing

/// The 43 real `.xib` and `.storyboard` documents of the development corpus, when present.
enum LintDevCorpus {
    /// `../shared/ib-corpus/dev` relative to the package root.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Lint
        .deletingLastPathComponent() // TrellisInterfaceBuilderTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/ib-corpus/dev")

    /// Whether the corpus is there (CI has it beside the clone; elsewhere the corpus tests skip).
    static let isAvailable: Bool = FileManager.default.fileExists(atPath: directory.path)

    /// Why the corpus tests are skipped when it is absent.
    static let absenceNote: Comment =
        "the development corpus is not at ../shared/ib-corpus/dev beside the package; corpus tests skipped"

    /// The path of every document, sorted.
    static var files: [String] {
        guard isAvailable else { return [] }
        return (try? FileManager.default.subpathsOfDirectory(atPath: directory.path))?
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
            .map { directory.appendingPathComponent($0).path }
            .sorted() ?? []
    }

    /// The document text at `path`.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }
}
