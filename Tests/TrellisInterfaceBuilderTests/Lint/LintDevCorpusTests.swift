// The development corpus of 43 real Xcode documents: each parses and lints with no error, and
// `trellis lint --summary` over the corpus passes every document.
import Foundation
import Testing
import TrellisInterfaceBuilder

@Suite("Lint over the development corpus", .enabled(if: LintDevCorpus.isAvailable, LintDevCorpus.absenceNote))
@MainActor
struct LintDevCorpusTests {
    @Test("all 43 dev-corpus documents are found by the recursive directory search")
    func directorySearchFindsEveryDocument() throws {
        let found = try #require(DocumentLinter.documentFiles(at: LintDevCorpus.directory.path))
        #expect(found.count == 43)
        #expect(found == LintDevCorpus.files)
    }

    @Test("every dev-corpus document parses and lints with zero errors; warnings are counted by kind")
    func everyDocumentLintsWithoutErrors() throws {
        var warningsByKind: [String: Int] = [:]
        for file in LintDevCorpus.files {
            let document = try InterfaceBuilderDocument(data: LintDevCorpus.data(file), file: file)
            let diagnostics = DocumentLinter().lint(document)
            let errors = diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
            for warning in diagnostics where warning.severity == .warning {
                warningsByKind[warning.code, default: 0] += 1
            }
        }
        let listed = warningsByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        print("dev-corpus warnings by kind: \(listed.isEmpty ? "none" : listed.joined(separator: ", "))")
    }

    @Test("`trellis lint --summary` over the dev corpus ends with \"43 passed, 0 failed\"")
    func summaryPassesTheWholeCorpus() {
        let report = DocumentLinter().lint(paths: [LintDevCorpus.directory.path])
        #expect(report.documents.count == 43)
        #expect(report.summaryLines.last == "43 passed, 0 failed")
        #expect(!report.hasErrors)
        for line in report.summaryLines { print(line) }
    }

    @Test("every id reference in the dev corpus resolves (no dangling-reference or reference-kind finding)")
    func everyReferenceResolves() throws {
        for file in LintDevCorpus.files {
            let document = try InterfaceBuilderDocument(data: LintDevCorpus.data(file), file: file)
            let codes = Set(DocumentValidation.validate(document).map(\.code))
            #expect(!codes.contains("IB-DANGLING-REFERENCE"), "\(file)")
            #expect(!codes.contains("IB-REFERENCE-KIND"), "\(file)")
            #expect(!codes.contains("IB-UNKNOWN-ELEMENT"), "\(file)")
        }
    }

    /// The `trellis` binary next to the test bundle, when the build produced it.
    nonisolated static let binary: URL? = {
        let url = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("trellis")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }()

    @Test(
        "the built `trellis lint --summary` prints 43 passed, 0 failed over the corpus and exits with 0",
        .enabled(if: binary != nil, "needs the trellis product built beside the tests"))
    func binaryLintsTheCorpus() throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["lint", "--summary", LintDevCorpus.directory.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.split(separator: "\n").last == "43 passed, 0 failed")
    }
}
