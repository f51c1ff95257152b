// Storyboard problems never trap: a missing storyboard, an unknown identifier, a dangling
// destination, a reference to a missing file or back to itself — each a typed error or a diagnostic
// naming the file, line and id.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Storyboard errors")
struct StoryboardErrorTests {
    @Test("a storyboard name with no document is an error naming it and where it was searched")
    func missingStoryboard() {
        #expect {
            try Storyboard(name: "NoSuchStoryboard", bundle: .module, registry: ClassRegistry())
        } throws: { error in
            guard case .notFound(let name, let searched) = error as? StoryboardError else { return false }
            return name == "NoSuchStoryboard" && !searched.isEmpty
                && (error as? StoryboardError)?.code == "IB-STORYBOARD-MISSING"
        }
    }

    @Test("an unknown storyboard identifier is an error naming the identifier and the file")
    func unknownIdentifier() throws {
        let storyboard = try StoryboardFixtures.storyboard("Segues")
        #expect {
            try storyboard.instantiateViewController(withIdentifier: "Nope")
        } throws: { error in
            guard case .unknownIdentifier(let identifier, let file) = error as? StoryboardError else { return false }
            return identifier == "Nope" && file.hasSuffix("Segues.storyboard")
        }
    }

    @Test("a storyboard reference that leads back to itself is an error at the reference's line")
    func referenceCycle() throws {
        let storyboard = try StoryboardFixtures.storyboard("Broken")
        #expect {
            try storyboard.instantiateInitialViewController()
        } throws: { error in
            guard case .referenceCycle(let position) = error as? StoryboardError else { return false }
            return position.file.hasSuffix("Broken.storyboard") && position.line == 12
        }
    }

    @Test("a relationship to a missing scene is reported with its line and id; the container is still made")
    func danglingRelationship() throws {
        let host = ViewControllerTestHost()
        let navigation = try host.run {
            try StoryboardFixtures.storyboard("Broken").instantiateViewController(withIdentifier: "BrokenNavigation")
        }
        #expect((navigation as? NavigationController)?.viewControllers.isEmpty == true)
        #expect(host.ruleIDs == ["IB-NO-SCENE"])
        let diagnostic = try #require(host.diagnostics.first)
        #expect(diagnostic.path.contains("Broken.storyboard:52:"))
        #expect(diagnostic.message.contains("Gst-Vc-002"))
    }

    @Test(
        "a segue to a missing scene, or through a reference to a missing storyboard, is reported and not performed; an unknown segue identifier too"
    )
    func brokenSegues() throws {
        let host = ViewControllerTestHost()
        let storyboard = try host.run { try StoryboardFixtures.storyboard("Broken") }
        let broken = try host.run { try storyboard.instantiateViewController(withIdentifier: "Broken") }
        host.show(broken)
        host.run {
            broken.performSegue(withIdentifier: "toGhost", sender: nil)
            broken.performSegue(withIdentifier: "toNowhere", sender: nil)
            broken.performSegue(withIdentifier: "noSuchSegue", sender: nil)
        }
        host.settle()
        #expect(broken.presentedViewController == nil)
        #expect(host.ruleIDs == ["IB-SEGUE-FAILED", "IB-SEGUE-FAILED", "IB-NO-SEGUE"])
        #expect(host.diagnostics[0].message.contains("Gst-Vc-001"))
        #expect(host.diagnostics[0].message.contains("Broken.storyboard:"))
        #expect(host.diagnostics[1].message.contains("Nowhere"))
        #expect(host.diagnostics[2].message.contains("noSuchSegue"))
        #expect(host.diagnostics.allSatisfy { $0.path.contains("Window") })
    }

    @Test("performSegue on a controller made in code is reported (IB-NO-SEGUE) and does nothing")
    func segueWithoutStoryboard() {
        let host = ViewControllerTestHost()
        let controller = PlainViewController()
        host.show(controller)
        host.run { controller.performSegue(withIdentifier: "anything", sender: nil) }
        #expect(host.ruleIDs == ["IB-NO-SEGUE"])
        #expect(host.diagnostics.first?.message.contains("no storyboard") == true)
    }
}
