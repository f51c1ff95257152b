// show(_:sender:) and showDetailViewController(_:sender:): UIKit's targeting — the nearest
// controller up the hierarchy that handles the action (navigation pushes, split shows the detail),
// else a modal presentation.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

/// A custom container that handles `show` itself by adding the shown controller as a child.
@MainActor
final class ShowHandlingContainer: ViewController {
    var shown: [ViewController] = []

    override func canPerformAction(_ action: ResponderAction, withSender sender: AnyObject?) -> Bool {
        action == .show || super.canPerformAction(action, withSender: sender)
    }

    override func show(_ viewController: ViewController, sender: AnyObject?) {
        shown.append(viewController)
    }
}

@MainActor
@Suite("Show targeting")
struct ShowTargetingTests {
    @Test("show from a controller inside a navigation controller pushes it, animated (S8)")
    func showPushes() {
        let host = ViewControllerTestHost()
        let list = PlainViewController()
        let navigation = NavigationController(rootViewController: list)
        let detail = PlainViewController()
        host.label("list", list)
        host.label("detail", detail)
        host.label("nav", navigation)
        host.run {
            host.show(navigation)
            host.resetLog()
            list.show(detail, sender: nil)
            host.advance(0.3)
        }
        #expect(list.targetViewController(forAction: .show, sender: nil) === navigation)
        #expect(
            withoutLayoutCalls(host.calls(of: list, detail)) == [
                "detail.willMove(toParent: nav)", "detail.loadView()", "detail.viewDidLoad()",
                "list.viewWillDisappear(true)", "detail.viewWillAppear(true)", "detail.viewIsAppearing(true)",
                "list.viewDidDisappear(true)", "detail.viewDidAppear(true)", "detail.didMove(toParent: nav)",
            ])
        #expect(navigation.viewControllers.last === detail)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("show and showDetailViewController with no controller to handle them present modally, animated (S12)")
    func showPresentsWithoutTarget() {
        let host = ViewControllerTestHost()
        let root = PlainViewController()
        let shown = PlainViewController()
        let detail = PlainViewController()
        host.label("root", root)
        host.label("shown", shown)
        host.run {
            host.show(root)
            host.resetLog()
            root.show(shown, sender: nil)
            host.advance(0.3)
            host.settle()
        }
        #expect(root.targetViewController(forAction: .show, sender: nil) == nil)
        #expect(
            withoutLayoutCalls(host.calls(of: root, shown)) == [
                "shown.loadView()", "shown.viewDidLoad()", "root.viewWillDisappear(true)", "shown.viewWillAppear(true)",
                "shown.viewIsAppearing(true)", "shown.viewDidAppear(true)", "root.viewDidDisappear(true)",
            ])
        #expect(root.presentedViewController === shown)
        host.run {
            shown.showDetailViewController(detail, sender: nil)
            host.advance(0.3)
            host.settle()
        }
        #expect(shown.presentedViewController === detail)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "showDetailViewController from the primary's list targets the split view controller; show targets the nearer navigation controller"
    )
    func splitTargets() {
        let host = ViewControllerTestHost(width: 80, height: 10)
        let list = PlainViewController()
        let navigation = NavigationController(rootViewController: list)
        let detail = PlainViewController()
        let split = SplitViewController()
        split.viewControllers = [navigation, detail]
        let newDetail = PlainViewController()
        let pushed = PlainViewController()
        host.run {
            host.show(split)
            list.showDetailViewController(newDetail, sender: nil)
            list.show(pushed, sender: nil)
            host.advance(0.3)
            host.settle()
        }
        #expect(list.targetViewController(forAction: .showDetailViewController, sender: nil) === split)
        #expect(list.targetViewController(forAction: .show, sender: nil) === navigation)
        #expect(newDetail.targetViewController(forAction: .show, sender: nil) === split)
        #expect(split.viewControllers.last === newDetail && newDetail.appearanceState == .appeared)
        #expect(navigation.viewControllers.last === pushed && pushed.appearanceState == .appeared)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("A container that says it can perform .show is the target: its show(_:sender:) runs")
    func customContainerTarget() {
        let host = ViewControllerTestHost()
        let container = ShowHandlingContainer()
        let child = PlainViewController()
        let shown = PlainViewController()
        host.run {
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            host.show(container)
            child.show(shown, sender: nil)
            host.settle()
        }
        #expect(child.targetViewController(forAction: .show, sender: nil) === container)
        #expect(container.shown.map(ObjectIdentifier.init) == [ObjectIdentifier(shown)])
        #expect(container.presentedViewController == nil)
    }

    @Test("A presented controller's show walks on to the controller that presented it")
    func walkThroughPresentingController() {
        let host = ViewControllerTestHost()
        let list = PlainViewController()
        let navigation = NavigationController(rootViewController: list)
        let sheet = PlainViewController()
        sheet.modalPresentationStyle = .overFullScreen
        host.run {
            host.show(navigation)
            list.present(sheet, animated: false)
            host.settle()
        }
        #expect(sheet.targetViewController(forAction: .show, sender: nil) === navigation)
    }
}
