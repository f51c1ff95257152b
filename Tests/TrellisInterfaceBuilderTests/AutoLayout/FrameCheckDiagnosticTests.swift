// `trellis lint --frames`' runtime reports placed in the document: an ambiguous view's AL-AMBIGUOUS line
// carries the file, line and column of the view's element beside its view path.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUI

@MainActor
@Suite("Frame check diagnostics")
struct FrameCheckDiagnosticTests {
    @Test("an ambiguous view's AL-AMBIGUOUS report names its element's file:line:column and its view path, once")
    func ambiguityCarriesTheDocumentPosition() throws {
        let document = try AutoLayoutFixtures.document("AmbiguousView.xib")
        let report = FrameCheck().check(document)
        #expect(report.skipped[.ambiguous] == 1)
        #expect(report.passedCount == 1)
        let ambiguous = report.layoutDiagnostics.filter { $0.diagnostic.rule == "AL-AMBIGUOUS" }
        #expect(ambiguous.count == 1, "\(report.layoutDiagnostics)")
        let found = try #require(ambiguous.first)
        #expect(found.position?.file == document.file)
        #expect(found.position?.line == 16)
        #expect(found.diagnostic.path == "View > View[1]")
        let prefix = "\(document.file):16:\(try #require(found.position?.column)): [AL-AMBIGUOUS] View > View[1]: "
        #expect(found.description.hasPrefix(prefix + "ambiguous layout"))
        #expect(found.description.contains("do not fix its x"))
    }

    @Test("a report that names no view of the document is printed as it is")
    func unplacedReportsStayAsTheyAre() {
        let diagnostic = Diagnostic(rule: "AL-AMBIGUOUS", path: "TableView > TableViewCell[0]", message: "m")
        let placed = FrameCheckReport.LayoutDiagnostic(diagnostic: diagnostic, position: nil)
        #expect(placed.description == "[AL-AMBIGUOUS] TableView > TableViewCell[0]: m")
    }
}
