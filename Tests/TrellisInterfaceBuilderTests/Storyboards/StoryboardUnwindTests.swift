// Unwind segues (S27): the destination search up the hierarchy (allowedChildrenForUnwinding,
// canPerformUnwindSegueAction), prepare, the destination's unwind action, then the containers'
// unwind(for:towards:) — a navigation controller pops — or the dismissal of a presentation.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Storyboard unwind segues")
struct StoryboardUnwindTests {
    @Test(
        "S27: unwinding from nav[menu, detail1, detail2] searches nearest first, prepares, calls the menu's unwind action, then the navigation controller pops to it"
    )
    func unwindPopsToDestination() throws {
        let host = ViewControllerTestHost(width: 60, height: 16)
        let navigation = try host.run {
            try #require(
                try StoryboardFixtures.storyboard("Segues").instantiateInitialViewController() as? NavigationController)
        }
        host.show(navigation)
        let menu = try #require(navigation.viewControllers.first as? MenuViewController)
        host.run { menu.performSegue(withIdentifier: "showDetail", sender: nil) }
        host.advance(1)
        let detail1 = try #require(navigation.viewControllers.last as? DetailViewController)
        host.run { detail1.performSegue(withIdentifier: "deeper", sender: nil) }
        host.advance(1)
        let detail2 = try #require(navigation.viewControllers.last as? DetailViewController)
        #expect(navigation.viewControllers.count == 3)
        host.label("menu", menu)
        host.label("detail1", detail1)
        host.label("detail2", detail2)
        host.label("nav", navigation)
        host.resetLog()
        let item = try #require(detail2.navigationItem.leftBarButtonItem)
        host.run { item.performAction() }
        host.advance(1)
        let calls = host.recorder.events.filter { event in
            [menu, detail1, detail2, navigation].contains { ObjectIdentifier($0) == event.objectID }
                || event.className == "StoryboardSegue"
        }.map(\.description)
        #expect(
            withoutLayoutCalls(calls) == [
                "detail2.shouldPerformSegue(withIdentifier: \"backToMenu\", sender: BarButtonItem)",
                "nav.allowedChildrenForUnwinding(from: detail2)",
                "detail1.allowedChildrenForUnwinding(from: detail2)",
                "detail1.canPerformUnwindSegueAction(unwindToMenu:, from: detail2, sender: BarButtonItem)",
                "menu.allowedChildrenForUnwinding(from: detail2)",
                "menu.canPerformUnwindSegueAction(unwindToMenu:, from: detail2, sender: BarButtonItem)",
                "detail2.prepare(for: StoryboardSegue, sender: BarButtonItem)",
                "menu.perform(unwindToMenu:, withSender: StoryboardSegue)",
                "StoryboardSegue.perform()",
                "nav.unwind(for: StoryboardSegue, towards: menu)",
                "detail1.willMove(toParent: nil)", "detail2.willMove(toParent: nil)",
                "detail2.viewWillDisappear(true)", "menu.viewWillAppear(true)", "menu.viewIsAppearing(true)",
                "detail2.viewDidDisappear(true)", "menu.viewDidAppear(true)",
                "detail1.didMove(toParent: nil)", "detail2.didMove(toParent: nil)",
            ])
        #expect(navigation.viewControllers.count == 1)
        #expect(menu.unwindSegues.count == 1)
        #expect(menu.unwindSegues.first?.source === detail2)
        #expect(menu.unwindSegues.first?.destination === menu)
        #expect(menu.unwindSegues.first?.identifier == "backToMenu")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "S27: unwinding from a presented controller finds the presenter's stack and dismisses the presentation"
    )
    func unwindDismissesPresentation() throws {
        let host = ViewControllerTestHost(width: 60, height: 16)
        let navigation = try host.run {
            try #require(
                try StoryboardFixtures.storyboard("Segues").instantiateInitialViewController() as? NavigationController)
        }
        host.show(navigation)
        let menu = try #require(navigation.viewControllers.first as? MenuViewController)
        host.run { menu.performSegue(withIdentifier: "legacyModal", sender: nil) }
        host.advance(1)
        let modal = try #require(navigation.presentedViewController as? ModalViewController)
        host.label("menu", menu)
        host.label("modal", modal)
        host.label("nav", navigation)
        host.resetLog()
        let button = try #require(modal.view.subviews.compactMap { $0 as? Button }.first)
        host.run { button.sendActions(for: .primaryActionTriggered) }
        host.advance(1)
        let calls = host.recorder.events.filter { event in
            [menu, modal, navigation].contains { ObjectIdentifier($0) == event.objectID }
        }.map(\.description)
        #expect(
            withoutLayoutCalls(calls) == [
                "modal.shouldPerformSegue(withIdentifier: \"dismissToMenu\", sender: Button)",
                "nav.allowedChildrenForUnwinding(from: modal)",
                "menu.allowedChildrenForUnwinding(from: modal)",
                "menu.canPerformUnwindSegueAction(unwindToMenu:, from: modal, sender: Button)",
                "modal.prepare(for: StoryboardSegue, sender: Button)",
                "menu.perform(unwindToMenu:, withSender: StoryboardSegue)",
                "nav.unwind(for: StoryboardSegue, towards: menu)",
                "modal.viewWillDisappear(true)", "nav.viewWillAppear(true)", "menu.viewWillAppear(true)",
                "nav.viewIsAppearing(true)", "menu.viewIsAppearing(true)",
                "nav.viewDidAppear(true)", "menu.viewDidAppear(true)", "modal.viewDidDisappear(true)",
            ])
        #expect(navigation.presentedViewController == nil)
        #expect(menu.unwindSegues.count == 1)
    }

    @Test("an unwind segue whose action no controller up the hierarchy performs is reported and does nothing")
    func unwindWithoutDestination() throws {
        let host = ViewControllerTestHost(width: 60, height: 16)
        let detail = try host.run {
            try StoryboardFixtures.storyboard("Segues").instantiateViewController(withIdentifier: "Detail")
        }
        let navigation = NavigationController(rootViewController: detail)
        host.show(navigation)
        host.run { detail.performSegue(withIdentifier: "backToMenu", sender: nil) }
        host.settle()
        #expect(host.ruleIDs == ["IB-UNWIND"])
        #expect(host.diagnostics.first?.message.contains("unwindToMenu:") == true)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("a container's allowedChildrenForUnwinding override decides which children are searched")
    func allowedChildrenOverride() throws {
        final class Sealed: NavigationController {
            override func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
                []
            }
        }
        let host = ViewControllerTestHost(width: 60, height: 16)
        let storyboard = try host.run { try StoryboardFixtures.storyboard("Segues") }
        let menu = try host.run { try storyboard.instantiateViewController(withIdentifier: "Menu") }
        let detail = try host.run { try storyboard.instantiateViewController(withIdentifier: "Detail") }
        let navigation = Sealed(rootViewController: menu)
        host.show(navigation)
        host.run { navigation.pushViewController(detail, animated: false) }
        host.settle()
        host.run { detail.performSegue(withIdentifier: "backToMenu", sender: nil) }
        host.settle()
        #expect(host.ruleIDs == ["IB-UNWIND"])
        #expect(navigation.viewControllers.count == 2)
        #expect((menu as? MenuViewController)?.unwindSegues.isEmpty == true)
    }

    @Test(
        "an unwind action registered with the class registry makes its controller the destination and receives the segue"
    )
    func registeredUnwindAction() throws {
        final class RegisteredMenu: ViewController {
            var unwoundBy: [AnyObject?] = []
        }
        let registry = StoryboardFixtures.registry()
        registry.register(className: "MenuViewController", module: "TrellisInterfaceBuilderTests") { coder in
            RegisteredMenu(coder: coder)
        }
        registry.registerAction("unwindToMenu:", of: RegisteredMenu.self) { menu, sender in
            menu.unwoundBy.append(sender)
        }
        let host = ViewControllerTestHost(width: 60, height: 16)
        let navigation = try host.run {
            try #require(
                try Storyboard(name: "Segues", bundle: .module, registry: registry).instantiateInitialViewController()
                    as? NavigationController)
        }
        host.show(navigation)
        let menu = try #require(navigation.viewControllers.first as? RegisteredMenu)
        host.run { menu.performSegue(withIdentifier: "showDetail", sender: nil) }
        host.advance(1)
        let detail = try #require(navigation.viewControllers.last)
        host.run { detail.performSegue(withIdentifier: "backToMenu", sender: nil) }
        host.advance(1)
        #expect(navigation.viewControllers.count == 1)
        #expect(menu.unwoundBy.count == 1)
        #expect((menu.unwoundBy.first as? StoryboardSegue)?.source === detail)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
