// What `trellis lint` prints: diagnostics sorted by file and position, the per-kind summary with the
// passed/failed line, JSON for tools, and which files a directory argument stands for.
import Foundation
import Testing
import TrellisInterfaceBuilder

@Suite("Lint report")
@MainActor
struct LintReportTests {
    func diagnostic(
        _ severity: InterfaceBuilderDiagnostic.Severity, _ code: String, _ file: String, _ line: Int, _ column: Int,
        id: String? = nil
    ) -> InterfaceBuilderDiagnostic {
        InterfaceBuilderDiagnostic(
            severity, code: code, message: "\(code) at \(line)",
            position: SourcePosition(file: file, line: line, column: column),
            objectID: id)
    }

    var report: LintReport {
        LintReport(documents: [
            .init(
                file: "b.xib",
                diagnostics: [
                    diagnostic(.warning, "IB-UNKNOWN-ELEMENT", "b.xib", 9, 5),
                    diagnostic(.error, "IB-DANGLING-REFERENCE", "b.xib", 3, 20, id: "Seg-00-001"),
                    diagnostic(.warning, "IB-UNKNOWN-ELEMENT", "b.xib", 3, 7),
                ]),
            .init(file: "a.storyboard", diagnostics: [diagnostic(.warning, "IB-SEGUE-KIND", "a.storyboard", 12, 1)]),
            .init(file: "c.xib", diagnostics: []),
        ])
    }

    @Test("diagnostics print as file:line:column lines sorted by file, then line, then column")
    func linesAreSorted() {
        #expect(
            report.diagnosticLines == [
                "a.storyboard:12:1: warning: IB-SEGUE-KIND at 12 [IB-SEGUE-KIND]",
                "b.xib:3:7: warning: IB-UNKNOWN-ELEMENT at 3 [IB-UNKNOWN-ELEMENT]",
                "b.xib:3:20: error: IB-DANGLING-REFERENCE at 3 [IB-DANGLING-REFERENCE] (object Seg-00-001)",
                "b.xib:9:5: warning: IB-UNKNOWN-ELEMENT at 9 [IB-UNKNOWN-ELEMENT]",
            ])
    }

    @Test("the summary counts each kind and ends with N passed, N failed (warnings do not fail a document)")
    func summary() {
        #expect(
            report.summaryLines == [
                "IB-DANGLING-REFERENCE  1 error",
                "IB-SEGUE-KIND          1 warning",
                "IB-UNKNOWN-ELEMENT     2 warnings",
                "2 passed, 1 failed",
            ])
        #expect(report.hasErrors)
        #expect(!LintReport(documents: [.init(file: "a.xib", diagnostics: [])]).hasErrors)
        #expect(LintReport(documents: []).summaryLines == ["0 passed, 0 failed"])
    }

    @Test("JSON is an array of diagnostic objects with every field, objectID null when absent")
    func json() throws {
        let data = Data(report.json(summary: false).utf8)
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(array.count == 4)
        let error = try #require(array.first { $0["severity"] as? String == "error" })
        #expect(error["file"] as? String == "b.xib")
        #expect(error["line"] as? Int == 3)
        #expect(error["column"] as? Int == 20)
        #expect(error["code"] as? String == "IB-DANGLING-REFERENCE")
        #expect(error["message"] as? String == "IB-DANGLING-REFERENCE at 3")
        #expect(error["objectID"] as? String == "Seg-00-001")
        #expect(array[0]["objectID"] is NSNull)
        #expect(Set(array[0].keys) == ["file", "line", "column", "severity", "code", "message", "objectID"])
    }

    @Test("JSON with the summary is an object holding the diagnostics and the counts")
    func jsonWithSummary() throws {
        let data = Data(report.json(summary: true).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["diagnostics"] as? [Any])?.count == 4)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["passed"] as? Int == 2)
        #expect(summary["failed"] as? Int == 1)
        let kinds = try #require(summary["kinds"] as? [[String: Any]])
        #expect(
            kinds.map { $0["code"] as? String } == ["IB-DANGLING-REFERENCE", "IB-SEGUE-KIND", "IB-UNKNOWN-ELEMENT"])
        #expect(kinds.map { $0["count"] as? Int } == [1, 1, 2])
    }

    @Test("diagnostics added later land on their documents and can fail them")
    func addingDiagnostics() {
        var report = report
        report.add([
            diagnostic(.error, "IB-OUTLET-KEY", "c.xib", 4, 2),
            diagnostic(.warning, "IB-UNKNOWN-CLASS", "d.storyboard", 1, 1),
        ])
        #expect(report.documents.map(\.file) == ["a.storyboard", "b.xib", "c.xib", "d.storyboard"])
        #expect(report.summaryLines.last == "2 passed, 2 failed")
    }

    @Test("a directory stands for every .xib and .storyboard below it, sorted, hidden directories skipped")
    func directorySearch() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-dir-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["b/Main.storyboard", "a.xib", "b/c/Cell.xib", "notes.txt", ".git/Old.xib", "b/Main.storyboardc"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(LintFixtures.nib.utf8).write(to: url)
        }
        #expect(
            DocumentLinter.documentFiles(at: root.path)
                == ["a.xib", "b/Main.storyboard", "b/c/Cell.xib"].map { root.path + "/" + $0 })
        #expect(DocumentLinter.documentFiles(at: root.path + "/a.xib") == [root.path + "/a.xib"])
        #expect(DocumentLinter.documentFiles(at: root.path + "/missing") == nil)
        let report = DocumentLinter().lint(paths: [root.path, root.path + "/missing"])
        #expect(report.documents.count == 4)
        let unreadable = report.diagnostics.filter { $0.code == "IB-UNREADABLE" }
        #expect(unreadable.map(\.position.file) == [root.path + "/missing"])
        #expect(report.summaryLines.last == "3 passed, 1 failed")
    }
}
