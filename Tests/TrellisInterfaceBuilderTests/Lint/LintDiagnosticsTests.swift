// Hand-made broken variants of the lint fixtures: each gives the precise diagnostic — code, severity,
// line, column, object id and what it names — and nothing crashes.
import Foundation
import Testing
import TrellisInterfaceBuilder

@Suite("Lint diagnostics of broken documents")
@MainActor
struct LintDiagnosticsTests {
    /// Lints `text` as the document `file`.
    func lint(_ text: String, file: String = "Main.storyboard") -> [InterfaceBuilderDiagnostic] {
        DocumentLinter().lint(data: Data(text.utf8), file: file)
    }

    /// The position the parser gives the first element of `text` that satisfies `predicate`.
    func position(in text: String, file: String = "Main.storyboard", of predicate: (DocumentElement) -> Bool)
        throws -> SourcePosition
    {
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: file)
        var found: SourcePosition?
        document.root.forEachDescendant { element in
            if found == nil, predicate(element) { found = element.position }
        }
        return try #require(found)
    }

    /// The one diagnostic with `code` in `diagnostics`, checked against the rest of what it must say.
    @discardableResult
    func expectOne(
        _ diagnostics: [InterfaceBuilderDiagnostic], _ code: String, _ severity: InterfaceBuilderDiagnostic.Severity,
        at position: SourcePosition, objectID: String?, mentioning words: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> InterfaceBuilderDiagnostic? {
        let matching = diagnostics.filter { $0.code == code }
        #expect(matching.count == 1, "\(diagnostics.map(\.description))", sourceLocation: sourceLocation)
        guard let diagnostic = matching.first else { return nil }
        #expect(diagnostic.severity == severity, sourceLocation: sourceLocation)
        #expect(diagnostic.position == position, sourceLocation: sourceLocation)
        #expect(diagnostic.objectID == objectID, sourceLocation: sourceLocation)
        for word in words {
            #expect(diagnostic.message.contains(word), "\(diagnostic.message)", sourceLocation: sourceLocation)
        }
        return diagnostic
    }

    // MARK: Clean documents

    @Test("the fixture storyboard and nib lint with no diagnostic at all (custom classes are not errors)")
    func fixturesAreClean() {
        #expect(lint(LintFixtures.storyboard).map(\.description) == [])
        #expect(lint(LintFixtures.nib, file: "Panel.xib").map(\.description) == [])
    }

    // MARK: Malformed XML

    @Test("a mismatched closing tag is one IB-XML error at the line and column where the parser stopped")
    func mismatchedTag() throws {
        let text = try #require(LintFixtures.replacing("</switch>", with: "</swich>"))
        let diagnostics = lint(text)
        #expect(diagnostics.count == 1)
        expectOne(
            diagnostics, "IB-XML", .error, at: SourcePosition(file: "Main.storyboard", line: 43, column: 37),
            objectID: nil, mentioning: ["malformed XML"])
    }

    @Test("a truncated document is one IB-XML error at the end of the text")
    func truncatedDocument() throws {
        let text = String(decoding: Data(LintFixtures.storyboard.utf8).prefix(3000), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let diagnostics = lint(text)
        expectOne(
            diagnostics, "IB-XML", .error,
            at: SourcePosition(file: "Main.storyboard", line: lines.count, column: lines.last!.utf8.count + 1),
            objectID: nil, mentioning: ["malformed XML"])
        #expect(diagnostics.count == 1)
    }

    @Test("text that is not a document at all is one IB-NOT-DOCUMENT error, and nothing is instantiated")
    func notADocument() {
        let diagnostics = lint("<plist version=\"1.0\"><dict/></plist>", file: "Info.xib")
        #expect(diagnostics.map(\.code) == ["IB-NOT-DOCUMENT"])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.position.line == 1)
    }

    // MARK: Ids

    @Test("an empty id is an IB-BAD-ID error at its element")
    func emptyID() throws {
        let text = try #require(LintFixtures.replacing("id=\"Frs-00-003\"", with: "id=\"\""))
        let position = try position(in: text) { $0.name == "placeholder" && $0.id == "" }
        #expect(position.line == 92)
        expectOne(
            lint(text), "IB-BAD-ID", .error, at: position, objectID: nil, mentioning: ["<placeholder>", "empty id"])
    }

    @Test("an id with white space is an IB-BAD-ID error naming the id")
    func idWithWhiteSpace() throws {
        let text = try #require(LintFixtures.replacing("id=\"Frs-00-003\"", with: "id=\"Frs 00 003\""))
        let position = try position(in: text) { $0.id == "Frs 00 003" }
        expectOne(
            lint(text), "IB-BAD-ID", .error, at: position, objectID: "Frs 00 003",
            mentioning: ["\"Frs 00 003\"", "white space"])
    }

    @Test("a duplicated id is an IB-DUPLICATE-ID error at the second element, naming the first one's line")
    func duplicateID() throws {
        let text = try #require(LintFixtures.replacing("id=\"Frs-00-003\"", with: "id=\"Frs-00-002\""))
        let position = try position(in: text) { $0.name == "placeholder" && $0.position.line == 92 }
        expectOne(
            lint(text), "IB-DUPLICATE-ID", .error, at: position, objectID: "Frs-00-002",
            mentioning: ["\"Frs-00-002\"", "line 69"])
    }

    // MARK: Dangling references

    @Test("a segue to a missing scene is an IB-DANGLING-REFERENCE error naming the attribute and the id")
    func danglingSegueDestination() throws {
        let text = try #require(
            LintFixtures.replacing("destination=\"Abt-00-001\"", with: "destination=\"Zzz-99-999\""))
        let position = try position(in: text) { $0.id == "Seg-00-001" }
        #expect(position.line == 48)
        expectOne(
            lint(text), "IB-DANGLING-REFERENCE", .error, at: position, objectID: "Seg-00-001",
            mentioning: ["destination=\"Zzz-99-999\"", "<segue>"])
    }

    @Test("every id reference is checked: initial controller, outlet, action, constraint, exclude, relationship")
    func everyReferenceAttributeIsChecked() throws {
        let cases: [(old: String, new: String, id: String?, line: Int, attribute: String)] = [
            (
                "initialViewController=\"Nav-00-001\"", "initialViewController=\"Nav-00-999\"", nil, 2,
                "initialViewController"
            ),
            ("destination=\"Swt-00-001\"", "destination=\"Swt-00-999\"", "Out-00-001", 66, "destination"),
            (
                "destination=\"Set-00-001\" eventType", "destination=\"Set-00-999\" eventType", "Act-00-001", 41,
                "destination"
            ),
            ("firstItem=\"Lbl-00-001\"", "firstItem=\"Lbl-00-999\"", "Con-00-001", 55, "firstItem"),
            ("secondItem=\"Swt-00-001\"", "secondItem=\"Swt-00-999\"", "Con-00-002", 56, "secondItem"),
            ("<exclude reference=\"Con-00-002\"/>", "<exclude reference=\"Con-00-999\"/>", nil, 60, "reference"),
            (
                "destination=\"Set-00-001\" kind=\"relationship\"", "destination=\"Set-00-999\" kind=\"relationship\"",
                "Rel-00-001", 18, "destination"
            ),
        ]
        for entry in cases {
            let text = try #require(LintFixtures.replacing(entry.old, with: entry.new))
            let diagnostics = lint(text).filter { $0.code == "IB-DANGLING-REFERENCE" }
            #expect(diagnostics.count == 1, "\(entry.attribute): \(diagnostics.map(\.description))")
            #expect(diagnostics.first?.position.line == entry.line, "\(entry.attribute)")
            #expect(diagnostics.first?.objectID == entry.id, "\(entry.attribute)")
            #expect(diagnostics.first?.message.hasPrefix("\(entry.attribute)=\"") == true, "\(entry.attribute)")
        }
    }

    @Test("a segue to a view, and an unwind segue to a controller, are IB-REFERENCE-KIND errors")
    func referencesOfTheWrongKind() throws {
        let toView = try #require(
            LintFixtures.replacing("destination=\"Abt-00-001\"", with: "destination=\"Vew-00-002\""))
        expectOne(
            lint(toView), "IB-REFERENCE-KIND", .error, at: try position(in: toView) { $0.id == "Seg-00-001" },
            objectID: "Seg-00-001", mentioning: ["<view>", "line 76", "not a view controller"])
        let unwindToController = try #require(
            LintFixtures.replacing("destination=\"Ext-00-001\"", with: "destination=\"Set-00-001\""))
        expectOne(
            lint(unwindToController), "IB-REFERENCE-KIND", .error,
            at: try position(in: unwindToController) { $0.id == "Unw-00-001" }, objectID: "Unw-00-001",
            mentioning: ["kind=\"unwind\"", "Exit placeholder"])
    }

    // MARK: Elements

    @Test("an unknown element is a warning naming it and its line; the document still passes")
    func unknownElement() throws {
        let text = try #require(
            LintFixtures.replacing("<label opaque=\"NO\"", with: "<sparkleView id=\"Spk-00-001\"/><label opaque=\"NO\"")
        )
        let position = try position(in: text) { $0.name == "sparkleView" }
        #expect(position.line == 32)
        let diagnostics = lint(text)
        expectOne(
            diagnostics, "IB-UNKNOWN-ELEMENT", .warning, at: position, objectID: "Spk-00-001",
            mentioning: ["<sparkleView>", "<subviews>"])
        #expect(!diagnostics.contains { $0.severity == .error })
        #expect(LintReport(documents: [.init(file: "Main.storyboard", diagnostics: diagnostics)]).passedCount == 1)
    }

    @Test("design-time-only elements are skipped silently, dangling ids inside them included")
    func designTimeElementsAreSkipped() throws {
        let text = try #require(
            LintFixtures.replacing(
                "    <resources>",
                with: """
                        <inferredMetricsTieBreakers>
                            <segue reference="Nope-00-000"/>
                        </inferredMetricsTieBreakers>
                        <designables>
                            <designable name="Lbl-00-001"><size key="intrinsicContentSize" width="1" height="1"/></designable>
                        </designables>
                        <resources>
                    """))
        #expect(lint(text).map(\.description) == [])
    }

    // MARK: Values

    @Test("a malformed value is an IB-VALUE error at the value element")
    func badValue() throws {
        let text = try #require(
            LintFixtures.replacing(
                "<rect key=\"frame\" x=\"20\" y=\"112\" width=\"200\"",
                with: "<rect key=\"frame\" x=\"twenty\" y=\"112\" width=\"200\""))
        let position = try position(in: text) { $0.name == "rect" && $0["x"] == "twenty" }
        #expect(position.line == 33)
        let diagnostics = lint(text).filter { $0.code == "IB-VALUE" }
        #expect(diagnostics.first?.position == position, "\(diagnostics.map(\.description))")
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.message.contains("twenty") == true)
    }

    // MARK: Connections and scenes

    @Test("an outlet without a property is an IB-MISSING-ATTRIBUTE error")
    func outletWithoutProperty() throws {
        let text = try #require(LintFixtures.replacing("property=\"soundSwitch\" ", with: ""))
        expectOne(
            lint(text), "IB-MISSING-ATTRIBUTE", .error, at: try position(in: text) { $0.id == "Out-00-001" },
            objectID: "Out-00-001", mentioning: ["<outlet>", "property"])
    }

    @Test("segues without kind, relationship or unwind action are IB-MISSING-ATTRIBUTE errors")
    func incompleteSegues() throws {
        let cases: [(old: String, new: String, id: String, attribute: String)] = [
            ("kind=\"show\" ", "", "Seg-00-001", "kind"),
            ("relationship=\"rootViewController\" ", "", "Rel-00-001", "relationship"),
            ("unwindAction=\"unwindToSettings:\" ", "", "Unw-00-001", "unwindAction"),
        ]
        for entry in cases {
            let text = try #require(LintFixtures.replacing(entry.old, with: entry.new))
            expectOne(
                lint(text), "IB-MISSING-ATTRIBUTE", .error, at: try position(in: text) { $0.id == entry.id },
                objectID: entry.id, mentioning: [entry.attribute])
        }
    }

    @Test("a segue kind UIKit does not perform is an IB-SEGUE-KIND warning")
    func unknownSegueKind() throws {
        let text = try #require(LintFixtures.replacing("kind=\"show\"", with: "kind=\"teleport\""))
        let diagnostics = lint(text).filter { $0.code == "IB-SEGUE-KIND" && $0.position.line == 48 }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message.contains("\"teleport\"") == true)
    }

    @Test("a scene without a view controller, and one with two, are IB-SCENE-CONTROLLER errors")
    func scenesMustHoldOneController() throws {
        let empty = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
                <scenes>
                    <scene sceneID="Emp-00-001">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-00-001" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="Two-00-001">
                        <objects>
                            <viewController id="One-00-001" sceneMemberID="viewController"/>
                            <viewController id="One-00-002" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let diagnostics = lint(empty, file: "Empty.storyboard").filter { $0.code == "IB-SCENE-CONTROLLER" }
        #expect(diagnostics.map(\.position.line) == [4, 9])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(diagnostics.first?.message.contains("scene \"Emp-00-001\" has no view controller") == true)
        #expect(diagnostics.last?.message.contains("has 2 view controllers") == true)
    }

    @Test("a storyboard identifier used twice is an IB-DUPLICATE-IDENTIFIER warning at the second use")
    func duplicateStoryboardIdentifier() throws {
        let text = try #require(
            LintFixtures.replacing("storyboardIdentifier=\"About\"", with: "storyboardIdentifier=\"Settings\""))
        expectOne(
            lint(text), "IB-DUPLICATE-IDENTIFIER", .warning, at: try position(in: text) { $0.id == "Abt-00-001" },
            objectID: "Abt-00-001", mentioning: ["\"Settings\"", "line 27"])
    }

    // MARK: Run-time findings

    @Test("an outlet a TrellisUI class does not have is an error; outlets of custom classes are not judged")
    func outletsOfKnownAndCustomClasses() throws {
        // File's Owner (a custom controller) has outlets only the app's class can accept: no finding.
        // The label is a plain <label>: Label has no `missingKey` outlet, whatever the app's classes are.
        let nib = try #require(
            LintFixtures.replacing(
                "<nil key=\"highlightedColor\"/>",
                with: """
                    <nil key="highlightedColor"/>
                                        <connections>
                                            <outlet property="missingKey" destination="Pnl-00-001" id="Out-00-103"/>
                                        </connections>
                    """,
                in: LintFixtures.nib))
        let errors = lint(nib, file: "Panel.xib").filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map(\.description))")
        #expect(errors.first?.objectID.map { ["Out-00-103", "Ttl-00-001"].contains($0) } == true)
        #expect(errors.first?.message.contains("missingKey") == true)
    }

    // MARK: Cross-document references

    @Test("a storyboard reference to an identifier the other storyboard lacks is IB-STORYBOARD-IDENTIFIER")
    func storyboardReferences() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let reference = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
            initialViewController="Ref-00-001">
                <scenes>
                    <scene sceneID="Scn-00-009">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="%@" id="Ref-00-001" \
            sceneMemberID="viewController"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-00-009" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        try Data(LintFixtures.storyboard.utf8).write(to: directory.appendingPathComponent("Main.storyboard"))
        let good = directory.appendingPathComponent("Good.storyboard")
        let bad = directory.appendingPathComponent("Bad.storyboard")
        try Data(reference.replacingOccurrences(of: "%@", with: "About").utf8).write(to: good)
        try Data(reference.replacingOccurrences(of: "%@", with: "Credits").utf8).write(to: bad)
        let report = DocumentLinter().lint(paths: [directory.path])
        #expect(
            report.documents.map(\.file) == [
                bad.path, good.path, directory.appendingPathComponent("Main.storyboard").path,
            ])
        let found = report.diagnostics.filter { $0.code == "IB-STORYBOARD-IDENTIFIER" }
        #expect(found.count == 1, "\(report.diagnosticLines)")
        #expect(found.first?.position.file == bad.path)
        #expect(found.first?.position.line == 6)
        #expect(found.first?.objectID == "Ref-00-001")
        #expect(found.first?.message.contains("\"Credits\"") == true)
        #expect(report.summaryLines.last == "2 passed, 1 failed")
    }
}
