// Embed segues: a container view's child controller is made, prepared and added (willMove, view
// added, didMove) while the parent's view loads, before the parent's viewDidLoad; it appears with it.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Storyboard embed segues")
struct StoryboardEmbedTests {
    @Test(
        "embed: the parent's view nib loads, shouldPerformSegue, the child's nib, prepare, perform (containment), then the parent's viewDidLoad; both appear"
    )
    func embedDuringViewLoad() throws {
        let host = ViewControllerTestHost(width: 60, height: 16)
        let parent = try host.run {
            try #require(
                try StoryboardFixtures.storyboard("Containers").instantiateViewController(withIdentifier: "Parent")
                    as? ParentViewController)
        }
        #expect(parent.children.isEmpty)
        host.resetLog()
        host.show(parent)
        #expect(
            host.storyboardCalls() == [
                "ParentViewController.loadView()",
                "ParentViewController.shouldPerformSegue(withIdentifier: \"embedChild\", sender: nil)",
                "ChildViewController.init(coder: <viewController Chd-Vc-001>)", "ChildViewController.awakeFromNib()",
                "ParentViewController.prepare(for: StoryboardSegue, sender: nil)",
                "StoryboardSegue.perform()",
                "ChildViewController.willMove(toParent: ParentViewController)",
                "ChildViewController.loadView()", "ChildViewController.viewDidLoad()",
                "ChildViewController.didMove(toParent: ParentViewController)",
                "ParentViewController.viewDidLoad()",
                "ParentViewController.viewWillAppear(false)", "ChildViewController.viewWillAppear(false)",
                "ParentViewController.viewIsAppearing(false)", "ChildViewController.viewIsAppearing(false)",
                "ParentViewController.viewDidAppear(false)", "ChildViewController.viewDidAppear(false)",
            ])
        let child = try #require(parent.children.first as? ChildViewController)
        #expect(parent.childAtViewDidLoad === child)
        let container = try #require(parent.view.subviews.first)
        #expect(child.view.superview === container)
        #expect(child.view.frame.size == container.bounds.size)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
