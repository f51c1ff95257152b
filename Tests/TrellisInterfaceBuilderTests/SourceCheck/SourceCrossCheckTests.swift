// `trellis lint --sources`: documents cross-checked against Swift and Objective-C sources — no false positive on
// a consistent app, and each hand-made mismatch reported exactly once, at its place.
import Foundation
import Testing
import TrellisInterfaceBuilder

@Suite("Source cross-check")
struct SourceCrossCheckTests {
    @Test("a consistent app (hierarchies, extensions, ivars, UIKit outlets, First Responder) gives no diagnostic")
    func consistentAppIsClean() throws {
        let (catalog, scanDiagnostics) = SourceCatalog.scanning(
            try SourceCheckFixtures.app, mappings: SourceCheckFixtures.mappings)
        #expect(scanDiagnostics.isEmpty)
        #expect(catalog.files.count == 6)
        #expect(catalog.modules == ["SettingsApp"])
        let result = SourceCrossCheck(catalog: catalog).check(try SourceCheckFixtures.documents())
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.checkedClassCount == 7)
        #expect(result.externalClassCount == 0)
        #expect(result.checkedConnectionCount == 34)
        #expect(result.uncheckedConnectionCount == 0)
        #expect(result.checkedReferenceCount == 9)
    }

    /// One hand-made mismatch: how to make it, and the one diagnostic it must produce.
    struct Mismatch: CustomTestStringConvertible, Sendable {
        var name: String
        var sourcePath: String? = nil
        var sourceEdit: @Sendable (String) -> String = { $0 }
        var storyboardEdit: @Sendable (String) -> String = { $0 }
        var code: String
        var severity: InterfaceBuilderDiagnostic.Severity = .error
        /// Text on the reported line (of the edited storyboard, or of `reportedFile`).
        var anchor: String
        var reportedFile: String = "Settings.storyboard"
        var messageContains: String
        var testDescription: String { name }
    }

    static let mismatches: [Mismatch] = [
        Mismatch(
            name: "outlet renamed in code only", sourcePath: "Swift/SettingsViewController.swift",
            sourceEdit: { $0.replacingOccurrences(of: "var notificationsSwitch", with: "var notificationSwitch") },
            code: "IB-SOURCE-MISSING-OUTLET", anchor: "property=\"notificationsSwitch\"",
            messageContains: "did you mean \"notificationSwitch\"?"),
        Mismatch(
            name: "instance-variable outlet renamed in Objective-C", sourcePath: "ObjC/LegacyMenuViewController.m",
            sourceEdit: { $0.replacingOccurrences(of: "UIView *footerView;", with: "UIView *footer;") },
            code: "IB-SOURCE-MISSING-OUTLET", anchor: "property=\"footerView\"",
            messageContains: "not declared in LegacyMenuViewController"),
        Mismatch(
            name: "outlet collection renamed in the document",
            storyboardEdit: {
                $0.replacingOccurrences(
                    of: "property=\"menuButtons\" destination=\"lBt-aa-001\"",
                    with: "property=\"menuButton\" destination=\"lBt-aa-001\"")
            },
            code: "IB-SOURCE-MISSING-OUTLET", anchor: "property=\"menuButton\" ",
            messageContains: "outlet collection \"menuButton\""),
        Mismatch(
            name: "UIKit outlet misspelt",
            storyboardEdit: {
                $0.replacingOccurrences(
                    of: "property=\"dataSource\" destination=\"sVC-aa-001\"",
                    with: "property=\"datasource\" destination=\"sVC-aa-001\"")
            },
            code: "IB-SOURCE-MISSING-OUTLET", anchor: "property=\"datasource\"",
            messageContains: "did you mean \"dataSource\"?"),
        Mismatch(
            name: "missing action",
            storyboardEdit: {
                $0.replacingOccurrences(
                    of: "selector=\"refresh\" destination=\"sVC", with: "selector=\"reload\" destination=\"sVC")
            },
            code: "IB-SOURCE-MISSING-ACTION", anchor: "selector=\"reload\"", messageContains: "action reload targets"),
        Mismatch(
            name: "action whose method is not exposed to Objective-C",
            storyboardEdit: {
                $0.replacingOccurrences(
                    of: "selector=\"refresh\" destination=\"sVC", with: "selector=\"notExposed:\" destination=\"sVC")
            },
            code: "IB-SOURCE-MISSING-ACTION", anchor: "selector=\"notExposed:\"",
            messageContains: "without @IBAction or @objc"),
        Mismatch(
            name: "First Responder action nobody declares",
            storyboardEdit: { $0.replacingOccurrences(of: "selector=\"undoChange:\"", with: "selector=\"undoAll:\"") },
            code: "IB-SOURCE-MISSING-ACTION", severity: .warning, anchor: "selector=\"undoAll:\"",
            messageContains: "First Responder"),
        Mismatch(
            name: "unwind action nobody declares",
            storyboardEdit: {
                $0.replacingOccurrences(
                    of: "unwindAction=\"unwindToSettings:\"", with: "unwindAction=\"unwindToHome:\"")
            },
            code: "IB-SOURCE-MISSING-ACTION", severity: .warning, anchor: "unwindAction=\"unwindToHome:\"",
            messageContains: "unwind segue action unwindToHome:"),
        Mismatch(
            name: "unknown class",
            storyboardEdit: {
                $0.replacingOccurrences(of: "customClass=\"VolumeCell\"", with: "customClass=\"VolumesCell\"")
            },
            code: "IB-SOURCE-UNKNOWN-CLASS", anchor: "customClass=\"VolumesCell\"",
            messageContains: "and use UITableViewCell"),
        Mismatch(
            name: "wrong module",
            storyboardEdit: {
                $0.replacingOccurrences(
                    of: "customClass=\"StatusView\" customModule=\"SettingsApp\">",
                    with: "customClass=\"StatusView\" customModule=\"SettingsKit\">")
            },
            code: "IB-SOURCE-WRONG-MODULE", anchor: "customModule=\"SettingsKit\"",
            messageContains: "declared in module SettingsApp"),
        Mismatch(
            name: "Swift class without a module",
            storyboardEdit: {
                $0.replacingOccurrences(
                    of: "customClass=\"VolumeCell\" customModule=\"SettingsApp\" customModuleProvider=\"target\"",
                    with: "customClass=\"VolumeCell\"")
            },
            code: "IB-SOURCE-WRONG-MODULE", anchor: "customClass=\"VolumeCell\"", messageContains: "no customModule"),
        Mismatch(
            name: "outlet pointing at the wrong type",
            storyboardEdit: {
                $0.replacingOccurrences(
                    of: "property=\"volumeSlider\" destination=\"sSl-aa-001\"",
                    with: "property=\"volumeSlider\" destination=\"sSw-aa-001\"")
            },
            code: "IB-SOURCE-OUTLET-TYPE", anchor: "property=\"volumeSlider\"",
            messageContains: "as UISlider, but its destination sSw-aa-001 is a UISwitch : UIControl"),
        Mismatch(
            name: "segue identifier renamed in the document",
            storyboardEdit: {
                $0.replacingOccurrences(of: "identifier=\"showAbout\"", with: "identifier=\"showInfo\"")
            },
            code: "IB-SOURCE-UNKNOWN-IDENTIFIER", anchor: "performSegue(withIdentifier: \"showAbout\"",
            reportedFile: "Swift/SettingsViewController.swift",
            messageContains: "no storyboard segue has the identifier"),
        Mismatch(
            name: "storyboard identifier misspelt in Objective-C code", sourcePath: "ObjC/LegacyMenuViewController.m",
            sourceEdit: { $0.replacingOccurrences(of: "@\"LegacyMenu\"", with: "@\"LegacyMenus\"") },
            code: "IB-SOURCE-UNKNOWN-IDENTIFIER", anchor: "@\"LegacyMenus\"",
            reportedFile: "ObjC/LegacyMenuViewController.m", messageContains: "did you mean \"LegacyMenu\"?"),
        Mismatch(
            name: "nib name misspelt in Swift code", sourcePath: "Swift/SettingsViewController.swift",
            sourceEdit: { $0.replacingOccurrences(of: "\"StatusPanel\"", with: "\"StatusPanels\"") },
            code: "IB-SOURCE-UNKNOWN-IDENTIFIER", anchor: "\"StatusPanels\"",
            reportedFile: "Swift/SettingsViewController.swift", messageContains: "no nib is named \"StatusPanels\""),
    ]

    @Test("each hand-made mismatch is reported exactly once, with its code, severity and line", arguments: mismatches)
    func mismatchIsReported(_ mismatch: Mismatch) throws {
        let catalog = try SourceCheckFixtures.catalog(editing: mismatch.sourcePath, mismatch.sourceEdit)
        let documents = try SourceCheckFixtures.documents(editingStoryboard: mismatch.storyboardEdit)
        let result = SourceCrossCheck(catalog: catalog).check(documents)
        let diagnostic = try #require(
            result.diagnostics.count == 1 ? result.diagnostics.first : nil,
            "expected one diagnostic, got \(result.diagnostics.map(\.description))")
        #expect(diagnostic.code == mismatch.code)
        #expect(diagnostic.severity == mismatch.severity)
        #expect(diagnostic.position.file == mismatch.reportedFile)
        let reportedText: String
        if mismatch.reportedFile == "Settings.storyboard" {
            reportedText = mismatch.storyboardEdit(try SourceCheckFixtures.storyboardText())
        } else {
            let source = try #require(try SourceCheckFixtures.sourceTexts().first { $0.path == mismatch.reportedFile })
            reportedText = mismatch.sourcePath == source.path ? mismatch.sourceEdit(source.text) : source.text
        }
        #expect(diagnostic.position.line == SourceCheckFixtures.line(of: mismatch.anchor, in: reportedText))
        #expect(diagnostic.message.contains(mismatch.messageContains), "\(diagnostic.message)")
    }

    @Test("a storyboard identifier used twice in code is reported at both uses when the scene loses it")
    func everyUseOfAnIdentifierIsReported() throws {
        let catalog = try SourceCheckFixtures.catalog()
        let documents = try SourceCheckFixtures.documents {
            $0.replacingOccurrences(
                of: "storyboardIdentifier=\"AboutViewController\"", with: "storyboardIdentifier=\"About\"")
        }
        let result = SourceCrossCheck(catalog: catalog).check(documents)
        #expect(
            result.diagnostics.map { "\($0.code) \($0.position.file):\($0.position.line)" } == [
                "IB-SOURCE-UNKNOWN-IDENTIFIER Swift/SettingsViewController.swift:39",
                "IB-SOURCE-UNKNOWN-IDENTIFIER Swift/AboutViewController.swift:11",
            ])
    }

    @Test("a class whose module has no scanned sources is a library class: counted, not guessed at")
    func libraryClassesAreNotReported() throws {
        let catalog = try SourceCheckFixtures.catalog()
        let documents = try SourceCheckFixtures.documents {
            $0.replacingOccurrences(
                of: "customClass=\"StatusView\" customModule=\"SettingsApp\">",
                with: "customClass=\"RatingView\" customModule=\"Cosmos\">")
        }
        let result = SourceCrossCheck(catalog: catalog).check(documents)
        #expect(result.diagnostics.isEmpty)
        #expect(result.externalClassCount == 1)
        #expect(result.checkedClassCount == 6)
    }
}
