// `trellis lint --frames`: scenes laid out from their constraints at their design size against the
// frames Xcode stored; conflicting constraints reported as UIKit reports them; a scene laid out at the
// sizes `trellis preview --size` shows it at.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisTesting
import TrellisUI

@MainActor
@Suite("Frame check")
struct FrameCheckTests {
    @Test("a view Xcode stored elsewhere than its constraints put it fails, with its line, id, class and both frames")
    func mismatchedFrameFails() throws {
        let report = FrameCheck().check(try AutoLayoutFixtures.document("FrameMismatch.xib"))
        #expect(report.passedCount == 1)
        #expect(report.failedCount == 1)
        let failed = try #require(report.results.first { !$0.passed })
        #expect(failed.objectID == "FM-Off-001")
        #expect(failed.position.line == 16)
        #expect(failed.expected == CGRect(x: 10, y: 70, width: 100, height: 40))
        #expect(failed.actual == CGRect(x: 10, y: 60, width: 100, height: 40))
        #expect(failed.description.hasPrefix(failed.position.file + ":16:"))
        #expect(failed.description.hasSuffix(" FM-Off-001 (View): expected {10, 70, 100, 40}, got {10, 60, 100, 40}"))
        // The label's frame depends on its text; the autoresizing view's on no constraint.
        #expect(report.skipped == [.measured: 1, .autoresizing: 1])
        #expect(report.lines.last == "1 passed, 1 failed")
        #expect(report.lines.first == failed.description)
    }

    @Test(
        "a scene at its design size: constrained views, a ratio and UIStepper's UIKit size match Xcode's frames; text, markers and guides are left out; a switch is placed by UIKit's alignment insets"
    )
    func sceneMatchesXcode() throws {
        let report = FrameCheck().check(try AutoLayoutFixtures.document("AutoLayoutScenes.storyboard"))
        let compared = Dictionary(uniqueKeysWithValues: report.results.map { ($0.objectID, $0) })
        #expect(Set(compared.keys) == ["AL-Bx-001", "AL-Bd-001", "AL-St-001", "AL-Sv-003", "AL-Sw-001"])
        #expect(report.failedCount == 0, "\(report.lines)")
        #expect(
            compared["AL-St-001"]?.actual
                == CGRect(x: 20, y: 30 + 335.0 * 9 / 16 + 8 + 40 + 8 + 31 + 8, width: 94, height: 32))
        #expect(compared["AL-Bx-001"]?.actual.height == 335.0 * 9 / 16)
        // The label (its text), the view between the legacy layout guides (the design-time bars) and the
        // misplaced view. The switch, which UIKit aligns 2 points inside its frame, is compared.
        #expect(report.skipped == [.measured: 2, .marked: 1])
    }

    @Test(
        "every view of the dev corpus whose frame constraints fix without text is where Xcode put it (0.5 pt)",
        .enabled(if: LintDevCorpus.isAvailable, LintDevCorpus.absenceNote))
    func devCorpusFrames() throws {
        let checker = LifecycleChecker()
        let report = LifecycleChecker.$current.withValue(checker) {
            FrameCheck().check(paths: [LintDevCorpus.directory.path])
        }
        #expect(report.failedCount == 0, "\(report.lines.joined(separator: "\n"))")
        #expect(report.passedCount >= 160)
        #expect(report.unreadable.isEmpty)
    }

    @Test(
        "conflicting required constraints give UIKit's \"Unable to simultaneously satisfy constraints\" report naming the document ids"
    )
    func conflictingConstraintsAreReported() throws {
        let checker = LifecycleChecker()
        try LifecycleChecker.$current.withValue(checker) {
            let nib = try Nib(
                data: Data(contentsOf: AutoLayoutFixtures.url("ConflictingConstraints.xib")), name: "Conflicts.xib")
            let root = try #require(nib.instantiate(withOwner: nil).first as? View)
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            root.layoutIfNeeded()
        }
        let reports = checker.diagnostics.filter { $0.rule == "AL-UNSATISFIABLE" }
        #expect(reports.count == 1)
        let message = try #require(reports.first?.message)
        #expect(message.contains("Unable to simultaneously satisfy constraints"))
        #expect(message.contains("CF-Wd-050"))
        #expect(message.contains("CF-Wd-080"))
    }

    @Test("a loaded scene lays out from its constraints at any window size, as `trellis preview --size` shows it")
    func scenesFollowTheirConstraintsAtAnySize() throws {
        for (columns, rows) in [(47, 42), (80, 30)] {
            let screen = HeadlessScreen(width: columns, height: rows, pointsPerCell: CGSize(width: 8, height: 16))
            let window = Window(screen: screen)
            let controller = try AutoLayoutFixtures.scene("Card")
            window.rootViewController = controller
            window.makeKeyAndVisible()
            screen.runUntilIdle()
            let width = CGFloat(columns * 8)
            let root = controller.view!
            #expect(root.frame.size == CGSize(width: width, height: CGFloat(rows * 16)))
            let card = try #require(root.installedConstraint("AL-Cn-004")?.firstItem as? View)
            let badge = try #require(root.installedConstraint("AL-Cn-005")?.firstItem as? View)
            let cardWidth = width - 40
            #expect(card.frame == CGRect(x: 20, y: 30, width: cardWidth, height: cardWidth * 9 / 16))
            #expect(
                badge.frame == CGRect(x: 20 + cardWidth / 2 - 20, y: 30 + cardWidth * 9 / 16 + 8, width: 40, height: 40)
            )
        }
    }
}
