// Storyboard segues from a shown controller: each kind's whole lifecycle sequence (S26) —
// shouldPerformSegue for triggered segues, the destination's init(coder:)/awakeFromNib, prepare,
// perform, then the transition's callbacks.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Storyboard segues")
struct StoryboardSegueTests {
    /// A host showing Segues.storyboard's initial navigation controller, its menu on top.
    private func showMenu() throws -> (ViewControllerTestHost, MenuViewController, NavigationController) {
        let host = ViewControllerTestHost(width: 60, height: 16)
        let navigation = try host.run {
            try #require(
                try StoryboardFixtures.storyboard("Segues").instantiateInitialViewController() as? NavigationController)
        }
        host.show(navigation)
        let menu = try #require(navigation.viewControllers.first as? MenuViewController)
        host.resetLog()
        return (host, menu, navigation)
    }

    private func menuButton(_ menu: MenuViewController) throws -> Button {
        try #require(menu.view.subviews.compactMap { $0 as? Button }.first)
    }

    @Test(
        "S26: a button's show segue — shouldPerformSegue, destination init(coder:)/awakeFromNib, prepare (destination view not loaded), perform, then the push (S8)"
    )
    func triggeredShowSegue() throws {
        let (host, menu, navigation) = try showMenu()
        let button = try menuButton(menu)
        host.run { button.sendActions(for: .primaryActionTriggered) }
        host.advance(1)
        #expect(
            host.storyboardCalls() == [
                "MenuViewController.shouldPerformSegue(withIdentifier: \"showDetail\", sender: Button)",
                "DetailViewController.init(coder: <viewController Dtl-Vc-001>)", "DetailViewController.awakeFromNib()",
                "MenuViewController.prepare(for: StoryboardSegue, sender: Button)",
                "StoryboardSegue.perform()",
                "DetailViewController.willMove(toParent: NavigationController)",
                "DetailViewController.loadView()", "DetailViewController.setValue(Label, forKey: titleLabel)",
                "DetailViewController.viewDidLoad()",
                "MenuViewController.viewWillDisappear(true)", "DetailViewController.viewWillAppear(true)",
                "DetailViewController.viewIsAppearing(true)",
                "MenuViewController.viewDidDisappear(true)", "DetailViewController.viewDidAppear(true)",
                "DetailViewController.didMove(toParent: NavigationController)",
            ])
        #expect(menu.prepared.count == 1)
        #expect(menu.prepared.first?.destinationViewWasLoaded == false)
        #expect(menu.prepared.first?.segue.identifier == "showDetail")
        #expect(navigation.viewControllers.count == 2)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("S26: shouldPerformSegue returning false stops a triggered segue before its destination is made")
    func shouldPerformSegueVetoes() throws {
        let (host, menu, navigation) = try showMenu()
        menu.allowsSegues = false
        let button = try menuButton(menu)
        host.run { button.sendActions(for: .primaryActionTriggered) }
        host.advance(1)
        #expect(
            host.storyboardCalls() == [
                "MenuViewController.shouldPerformSegue(withIdentifier: \"showDetail\", sender: Button)"
            ])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("S26: performSegue(withIdentifier:) does not ask shouldPerformSegue; the legacy push is a show")
    func programmaticSegue() throws {
        let (host, menu, navigation) = try showMenu()
        menu.allowsSegues = false
        host.run { menu.performSegue(withIdentifier: "legacyPush", sender: nil) }
        host.advance(1)
        #expect(
            host.storyboardCalls().prefix(5) == [
                "DetailViewController.init(coder: <viewController Dtl-Vc-001>)", "DetailViewController.awakeFromNib()",
                "MenuViewController.prepare(for: StoryboardSegue, sender: nil)", "StoryboardSegue.perform()",
                "DetailViewController.willMove(toParent: NavigationController)",
            ])
        #expect(navigation.viewControllers.count == 2)
    }

    @Test(
        "S26/S14: a bar button item's presentation segue presents with the document's style (overFullScreen: the menu gets no callbacks)"
    )
    func presentationSegue() throws {
        let (host, menu, _) = try showMenu()
        let item = try #require(menu.navigationItem.rightBarButtonItem)
        host.run { item.performAction() }
        host.advance(1)
        #expect(
            host.storyboardCalls() == [
                "MenuViewController.shouldPerformSegue(withIdentifier: \"presentModal\", sender: BarButtonItem)",
                "ModalViewController.init(coder: <viewController Mod-Vc-001>)", "ModalViewController.awakeFromNib()",
                "MenuViewController.prepare(for: StoryboardSegue, sender: BarButtonItem)",
                "StoryboardSegue.perform()",
                "ModalViewController.loadView()", "ModalViewController.viewDidLoad()",
                "ModalViewController.viewWillAppear(true)", "ModalViewController.viewIsAppearing(true)",
                "ModalViewController.viewDidAppear(true)",
            ])
        let modal = try #require(menu.navigationController?.presentedViewController as? ModalViewController)
        #expect(modal.modalPresentationStyle == .overFullScreen)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("the legacy modal segue presents full screen: the menu disappears")
    func legacyModalSegue() throws {
        let (host, menu, _) = try showMenu()
        host.run { menu.performSegue(withIdentifier: "legacyModal", sender: nil) }
        host.advance(1)
        let calls = host.storyboardCalls()
        #expect(calls.contains("MenuViewController.viewWillDisappear(true)"))
        #expect(calls.last == "MenuViewController.viewDidDisappear(true)")
        #expect(menu.navigationController?.presentedViewController is ModalViewController)
    }

    @Test("a popover segue presents as a popover anchored to the document's anchor view")
    func popoverSegue() throws {
        let (host, menu, _) = try showMenu()
        let button = try menuButton(menu)
        host.run { menu.performSegue(withIdentifier: "popover", sender: nil) }
        host.advance(1)
        let modal = try #require(menu.navigationController?.presentedViewController as? ModalViewController)
        #expect(modal.modalPresentationStyle == .popover)
        #expect(modal.popoverPresentationController?.sourceView === button)
        #expect(
            host.storyboardCalls().prefix(4) == [
                "ModalViewController.init(coder: <viewController Mod-Vc-001>)", "ModalViewController.awakeFromNib()",
                "MenuViewController.prepare(for: StoryboardSegue, sender: nil)", "StoryboardSegue.perform()",
            ])
    }

    @Test("a showDetail segue with no split view up the hierarchy presents its destination (UIKit's fallback)")
    func showDetailSegue() throws {
        let (host, menu, navigation) = try showMenu()
        host.run { menu.performSegue(withIdentifier: "detailColumn", sender: nil) }
        host.advance(1)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.presentedViewController is DetailViewController)
    }

    @Test("a custom segue is made from its registered class, which performs it")
    func customSegue() throws {
        let (host, menu, navigation) = try showMenu()
        host.run { menu.performSegue(withIdentifier: "fade", sender: nil) }
        host.settle()
        #expect(
            host.storyboardCalls().prefix(5) == [
                "ModalViewController.init(coder: <viewController Mod-Vc-001>)", "ModalViewController.awakeFromNib()",
                "MenuViewController.prepare(for: FadeSegue, sender: nil)", "FadeSegue.perform()",
                "ModalViewController.loadView()",
            ])
        #expect(navigation.presentedViewController is ModalViewController)
        #expect(menu.prepared.first?.segue is FadeSegue)
    }

    @Test("a custom segue whose class is not registered is reported with its line and performs nothing")
    func unknownCustomSegue() throws {
        let host = ViewControllerTestHost(width: 60, height: 16)
        let navigation = try host.run {
            try #require(
                try StoryboardFixtures.storyboard("Segues", withSegue: false).instantiateInitialViewController()
                    as? NavigationController)
        }
        host.show(navigation)
        let menu = try #require(navigation.viewControllers.first as? MenuViewController)
        host.run { menu.performSegue(withIdentifier: "fade", sender: nil) }
        host.settle()
        #expect(navigation.presentedViewController == nil)
        let diagnostic = try #require(host.diagnostics.first { $0.rule == "IB-UNKNOWN-CLASS" })
        #expect(diagnostic.path.contains("Segues.storyboard:"))
        #expect(diagnostic.message.contains("FadeSegue"))
    }
}
