// Storyboard instantiation: the controller's nib first and its view nib only when the view loads
// (S5, I15), new instances on every call, creator injection, relationships, references.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Storyboard instantiation")
struct StoryboardInstantiationTests {
    @Test(
        "S5/I15: instantiating runs init(coder:) and awakeFromNib with no view and nil outlets; the view nib loads with the view, outlets set before viewDidLoad"
    )
    func controllerNibThenViewNib() throws {
        let host = ViewControllerTestHost()
        try host.run {
            let storyboard = try StoryboardFixtures.storyboard("Segues")
            let detail = try storyboard.instantiateViewController(withIdentifier: "Detail")
            let typed = try #require(detail as? DetailViewController)
            #expect(
                host.storyboardCalls(["DetailViewController", "Label"]) == [
                    "DetailViewController.init(coder: <viewController Dtl-Vc-001>)",
                    "DetailViewController.awakeFromNib()",
                ])
            #expect(typed.viewWasLoadedAtAwake == false)
            #expect(typed.labelAtAwake == nil)
            #expect(!detail.isViewLoaded)
            #expect(detail.storyboard === storyboard)
            host.resetLog()
            detail.loadViewIfNeeded()
            #expect(
                host.storyboardCalls(["DetailViewController", "Label"]) == [
                    "DetailViewController.loadView()", "Label.init(coder: <label Dtl-Lb-l01>)",
                    "Label.willMove(toSuperview: View)", "Label.didMoveToSuperview()",
                    "DetailViewController.setValue(Label, forKey: titleLabel)", "Label.awakeFromNib()",
                    "DetailViewController.viewDidLoad()",
                ])
            let label = try #require(typed.labelAtViewDidLoad)
            #expect(label.text == "Detail")
            #expect(label.superview === detail.view)
        }
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("every instantiation makes new controllers and new views")
    func newInstancesEachCall() throws {
        let host = ViewControllerTestHost()
        try host.run {
            let storyboard = try StoryboardFixtures.storyboard("Segues")
            let first = try storyboard.instantiateViewController(withIdentifier: "Detail")
            let second = try storyboard.instantiateViewController(withIdentifier: "Detail")
            #expect(first !== second)
            #expect(first.view !== second.view)
            let firstLabel = (first as? DetailViewController)?.titleLabel
            let secondLabel = (second as? DetailViewController)?.titleLabel
            #expect(firstLabel != nil && secondLabel != nil && firstLabel !== secondLabel)
        }
    }

    @Test("the creator closure gets the scene's coder and makes the controller, for dependency injection")
    func creatorInjection() throws {
        let host = ViewControllerTestHost()
        try host.run {
            let storyboard = try StoryboardFixtures.storyboard("Segues")
            var coders = 0
            let detail: DetailViewController = try storyboard.instantiateViewController(identifier: "Detail") {
                coder in
                coders += 1
                return DetailViewController(coder: coder, model: "injected")
            }
            #expect(coders == 1)
            #expect(detail.model == "injected")
            #expect(detail.title == nil)
            #expect(
                host.storyboardCalls(["DetailViewController"]) == [
                    "DetailViewController.init(coder: <viewController Dtl-Vc-001>)",
                    "DetailViewController.awakeFromNib()",
                ])
            detail.loadViewIfNeeded()
            #expect(detail.titleLabel?.text == "Detail")
            let plain: DetailViewController = try storyboard.instantiateViewController(identifier: "Detail")
            #expect(plain.model == nil)
        }
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("a creator returning nil, or a controller of another type than asked, is a typed error naming the scene")
    func creatorErrors() throws {
        let host = ViewControllerTestHost()
        try host.run {
            let storyboard = try StoryboardFixtures.storyboard("Segues")
            #expect {
                let _: DetailViewController = try storyboard.instantiateViewController(identifier: "Detail") { _ in nil
                }
            } throws: { error in
                guard case .cannotInstantiate(let id, _, let position, _) = error as? StoryboardError else {
                    return false
                }
                return id == "Dtl-Vc-001" && position.line > 0 && position.file.hasSuffix("Segues.storyboard")
            }
            #expect {
                let _: ModalViewController = try storyboard.instantiateViewController(identifier: "Detail")
            } throws: { error in
                guard case .wrongType(let id, let expected, let actual, _) = error as? StoryboardError else {
                    return false
                }
                return id == "Dtl-Vc-001" && expected == "ModalViewController" && actual == "DetailViewController"
            }
        }
    }

    @Test(
        "the initial navigation controller is made with its root: container nib first, then the root's, the root set on it"
    )
    func navigationRelationship() throws {
        let host = ViewControllerTestHost()
        try host.run {
            let storyboard = try StoryboardFixtures.storyboard("Segues")
            let initial = try #require(try storyboard.instantiateInitialViewController())
            let navigation = try #require(initial as? NavigationController)
            #expect(navigation.viewControllers.map { String(describing: type(of: $0)) } == ["MenuViewController"])
            #expect(
                host.storyboardCalls() == [
                    "NavigationController.init(coder: <navigationController Nav-Ct-rl1>)",
                    "NavigationController.awakeFromNib()",
                    "MenuViewController.init(coder: <viewController Mnu-Vc-001>)", "MenuViewController.awakeFromNib()",
                    "MenuViewController.willMove(toParent: NavigationController)",
                    "MenuViewController.didMove(toParent: NavigationController)",
                ])
            #expect(navigation.viewControllers.first?.navigationItem.title == "Menu")
        }
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "tabs and split columns come from relationships; a tab is a storyboard reference into another file, which refers back"
    )
    func referencesAcrossFiles() throws {
        let host = ViewControllerTestHost()
        try host.run {
            let storyboard = try StoryboardFixtures.storyboard("Containers")
            let tabs = try #require(try storyboard.instantiateInitialViewController() as? TabBarController)
            #expect(
                tabs.viewControllers.map { String(describing: type(of: $0)) } == [
                    "ParentViewController", "GreetingViewController",
                ])
            let greeting = tabs.viewControllers[1]
            #expect(greeting.storyboard?.name == "Referenced")
            #expect(tabs.viewControllers[0].storyboard?.name == "Containers")
            #expect(
                host.storyboardCalls() == [
                    "TabBarController.init(coder: <tabBarController Tab-Ct-rl1>)", "TabBarController.awakeFromNib()",
                    "ParentViewController.init(coder: <viewController Par-Vc-001>)",
                    "ParentViewController.awakeFromNib()",
                    "GreetingViewController.init(coder: <viewController Grt-Vc-001>)",
                    "GreetingViewController.awakeFromNib()",
                    "ParentViewController.willMove(toParent: TabBarController)",
                    "ParentViewController.didMove(toParent: TabBarController)",
                    "GreetingViewController.willMove(toParent: TabBarController)",
                    "GreetingViewController.didMove(toParent: TabBarController)",
                ])
            let initialOfReferenced = try storyboard.instantiateViewController(withObjectID: "Ref-Ph-002")
            #expect(initialOfReferenced is GreetingViewController)
            let splitViewController = try #require(
                try storyboard.instantiateViewController(withIdentifier: "Split") as? SplitViewController)
            #expect(
                splitViewController.viewControllers.map { String(describing: type(of: $0)) } == [
                    "MasterViewController", "ColumnDetailViewController",
                ])
            // A segue from the referenced file into a reference back to Containers presents its split view.
            let root = try #require(try greeting.storyboard?.instantiateInitialViewController())
            host.show(root)
            root.performSegue(withIdentifier: "toSplit", sender: nil)
            host.advance(1)
            let presented = try #require(root.presentedViewController as? SplitViewController)
            #expect(presented.storyboard?.name == "Containers")
            // The 40-column window is compact: the split view shows its primary column only.
            #expect(presented.viewControllers.first is MasterViewController)
            #expect(presented.children.count == 2)
        }
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("SwiftPM resources, a directory and a file URL all open the same storyboard")
    func bundleAndDirectoryLookup() throws {
        let host = ViewControllerTestHost()
        try host.run {
            let fromBundle = try StoryboardFixtures.storyboard("Referenced")
            let file = URL(fileURLWithPath: fromBundle.document.file)
            let fromDirectory = try Storyboard(
                name: "Referenced", directory: file.deletingLastPathComponent(), registry: StoryboardFixtures.registry()
            )
            let fromFile = try Storyboard(contentsOf: file, registry: StoryboardFixtures.registry())
            for storyboard in [fromBundle, fromDirectory, fromFile] {
                #expect(storyboard.name == "Referenced")
                #expect(try storyboard.instantiateInitialViewController() is GreetingViewController)
            }
            // The reference from Referenced back to Containers is found beside the file.
            let greeting = try fromFile.instantiateViewController(withIdentifier: "Greeting")
            #expect(greeting.storyboard === fromFile)
        }
    }
}
