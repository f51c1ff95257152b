// Navigation items, bar button items, the toolbar and the navigation controller's delegate: what the
// bars show on the headless screen, that bar buttons act on clicks and keys, and where the delegate's
// willShow / didShow fall among the lifecycle callbacks.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

/// Records the delegate calls in the current recorder, on the navigation controller.
@MainActor
final class RecordingNavigationDelegate: NavigationControllerDelegate {
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        let recorder = LifecycleRecorder.current
        _ = recorder?.record(
            navigationController, "willShow(_:animated:)", [recorder?.label(for: viewController) ?? "?", "\(animated)"])
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        let recorder = LifecycleRecorder.current
        _ = recorder?.record(
            navigationController, "didShow(_:animated:)", [recorder?.label(for: viewController) ?? "?", "\(animated)"])
    }
}

/// A target for target-action bar button items.
@MainActor
final class BarItemTarget {
    var log: [String] = []
    func edit() { log.append("edit") }
    func done(_ sender: BarButtonItem) { log.append("done \(sender.title ?? "")") }
}

@MainActor
@Suite("Navigation items and toolbar")
struct NavigationItemTests {
    /// `Artists` (back title `List`) under `Albums` (navigation item title over the controller's title,
    /// right items `+` and `Edit`).
    private func albumsStack(_ host: ViewControllerTestHost) -> (
        NavigationController, ContentViewController, ContentViewController
    ) {
        let artists = ContentViewController(title: "Artists")
        artists.navigationItem.backButtonTitle = "List"
        let albums = ContentViewController(title: "ignored")
        albums.navigationItem.title = "Albums"
        let navigation = NavigationController(rootViewController: artists)
        host.show(navigation)
        host.run {
            navigation.pushViewController(albums, animated: false)
            host.screen.runUntilIdle()
        }
        return (navigation, artists, albums)
    }

    @Test(
        "The bar shows the item's title over the controller's, the right items from the right edge in, and the back button named by the previous item's backButtonTitle"
    )
    func barRendersItems() {
        let host = ViewControllerTestHost(width: 30, height: 6)
        let (navigation, _, albums) = albumsStack(host)
        #expect(host.screen.lines[0] == "‹ List      Albums")
        host.run {
            albums.navigationItem.rightBarButtonItems = [
                BarButtonItem(barButtonSystemItem: .add), BarButtonItem(title: "Edit"),
            ]
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[0] == "‹ List      Albums      Edit +")
        #expect(navigation.navigationBar.title == "Albums")
        #expect(navigation.navigationBar.backItemTitle == "List")
        #expect(navigation.navigationBar.topItem === albums.navigationItem)
        #expect(host.screen.cell(x: 24, y: 0)?.foreground == .tintColor)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "hidesBackButton hides the back item; left items replace it, or follow it with leftItemsSupplementBackButton; the title stays centred or moves right of the left side"
    )
    func leftSide() {
        let host = ViewControllerTestHost(width: 30, height: 6)
        let (navigation, _, albums) = albumsStack(host)
        let item = albums.navigationItem
        host.run {
            item.rightBarButtonItems = [BarButtonItem(barButtonSystemItem: .add), BarButtonItem(title: "Edit")]
            item.hidesBackButton = true
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[0] == "            Albums      Edit +")
        #expect(navigation.navigationBar.backItemTitle == nil)
        host.run {
            item.hidesBackButton = false
            item.leftBarButtonItem = BarButtonItem(barButtonSystemItem: .cancel)
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[0] == "Cancel      Albums      Edit +")
        host.run {
            item.leftItemsSupplementBackButton = true
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[0] == "‹ List Cancel Albums    Edit +")
        host.run {
            item.titleView = Label(text: "[Top]")
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[0] == "‹ List Cancel [Top]     Edit +")
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "Bar button items are buttons: a click runs the closure action, Tab then Return or Space activates, target-action items call their target; a disabled item does nothing"
    )
    func barButtonsAct() {
        let host = ViewControllerTestHost(width: 30, height: 6)
        let (_, _, albums) = albumsStack(host)
        let target = BarItemTarget()
        var adds = 0
        let add = BarButtonItem(barButtonSystemItem: .add) { adds += 1 }
        let edit = BarButtonItem(title: "Edit", target: target, action: BarItemTarget.edit)
        let done = BarButtonItem(barButtonSystemItem: .done, target: target, action: BarItemTarget.done)
        host.run {
            albums.navigationItem.rightBarButtonItems = [add, edit]
            albums.navigationItem.leftBarButtonItem = done
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[0] == "Done        Albums      Edit +")
        host.run { _ = host.screen.click(at: CGPoint(x: 29, y: 0)) }
        host.run { _ = host.screen.click(at: CGPoint(x: 25, y: 0)) }
        #expect(adds == 1)
        #expect(target.log == ["edit"])
        host.press(.tab) // the first focusable view: the leftmost bar button
        host.press(.enter)
        host.press(.tab)
        host.press(.character(" "))
        #expect(target.log == ["edit", "done Done", "edit"])
        host.run {
            edit.isEnabled = false
            host.screen.runUntilIdle()
        }
        #expect(host.screen.cell(x: 25, y: 0)?.foreground == .disabledText)
        host.run { _ = host.screen.click(at: CGPoint(x: 25, y: 0)) }
        #expect(target.log == ["edit", "done Done", "edit"])
        host.run {
            add.title = "Add"
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[0] == "Done        Albums    Edit Add")
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "The bar keeps exactly one button per shown item: an item that moves from the left of one top to the right of the next is reused, dropped items leave"
    )
    func buttonsFollowItems() {
        let host = ViewControllerTestHost(width: 30, height: 6)
        let (navigation, _, albums) = albumsStack(host)
        let edit = BarButtonItem(title: "Edit")
        host.run {
            albums.navigationItem.leftBarButtonItem = edit
            host.screen.runUntilIdle()
        }
        let detail = ContentViewController(title: "Detail")
        detail.navigationItem.rightBarButtonItem = edit
        host.run {
            navigation.pushViewController(detail, animated: false)
            host.screen.runUntilIdle()
        }
        var buttons = navigation.navigationBar.subviews.compactMap { $0 as? BarButton }
        #expect(buttons.count == 1 && buttons.first?.item === edit)
        #expect(host.screen.lines[0] == "‹ Albums    Detail        Edit")
        host.run {
            detail.navigationItem.rightBarButtonItems = nil
            host.screen.runUntilIdle()
        }
        buttons = navigation.navigationBar.subviews.compactMap { $0 as? BarButton }
        #expect(buttons.isEmpty)
        #expect(host.screen.lines[0] == "‹ Albums    Detail")
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "The toolbar shows the top's toolbarItems on the bottom row once shown, a flexible space pushing Done right; the content area makes room; it follows pushes and item changes, and hides again"
    )
    func toolbar() {
        let host = ViewControllerTestHost(width: 30, height: 6)
        let list = ContentViewController(title: "List")
        var cancels = 0
        let done = BarButtonItem(barButtonSystemItem: .done)
        list.toolbarItems = [
            BarButtonItem(barButtonSystemItem: .cancel) { cancels += 1 },
            BarButtonItem(barButtonSystemItem: .flexibleSpace),
            done,
        ]
        let navigation = NavigationController(rootViewController: list)
        host.show(navigation)
        #expect(navigation.isToolbarHidden)
        #expect(host.screen.lines[5] == "")
        #expect(list.view.frame.height == 5)
        host.run {
            navigation.setToolbarHidden(false, animated: true)
            host.screen.runUntilIdle()
        }
        #expect(!navigation.isToolbarHidden)
        #expect(host.screen.lines[5] == "Cancel                    Done")
        #expect(list.view.frame.height == 4)
        host.run { _ = host.screen.click(at: CGPoint(x: 2, y: 5)) }
        #expect(cancels == 1)
        host.run {
            done.title = "OK"
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[5] == "Cancel                      OK")
        let detail = ContentViewController(title: "Detail")
        detail.setToolbarItems([BarButtonItem(title: "Share")], animated: false)
        host.run {
            navigation.pushViewController(detail, animated: false)
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[5] == "Share")
        #expect(detail.view.frame.height == 4)
        host.run {
            detail.toolbarItems = nil
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[5] == "")
        host.run {
            navigation.isToolbarHidden = true
            host.screen.runUntilIdle()
        }
        #expect(detail.view.frame.height == 5)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "The delegate hears willShow before the shown controller's viewWillAppear and didShow after its viewDidAppear and didMove: first appearance, push, interactive pop cancelled and finished, and a top changed off screen"
    )
    func delegateOrder() {
        let host = ViewControllerTestHost()
        let delegate = RecordingNavigationDelegate()
        let a = PlainViewController()
        let b = PlainViewController()
        let c = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        nav.delegate = delegate
        host.label("nav", nav)
        host.label("a", a)
        host.label("b", b)
        host.label("c", c)
        func log() -> [String] {
            let kept = ["Show(", "Appear(", "Disappear(", "Move(toParent"]
            return host.calls(of: nav, a, b, c).filter { call in kept.contains { call.contains($0) } }
        }
        var phases: [[String]] = []
        host.run {
            host.window.rootViewController = nav
            host.window.makeKeyAndVisible()
            host.settle()
            phases.append(log())
            host.resetLog()
            nav.pushViewController(b, animated: true)
            host.advance(0.3)
            phases.append(log())
            host.resetLog()
            _ = nav.beginInteractivePop()
            nav.cancelInteractivePop()
            host.settle()
            phases.append(log())
            host.resetLog()
            _ = nav.beginInteractivePop()
            nav.finishInteractivePop()
            host.advance(0.3)
            phases.append(log())
            host.resetLog()
            host.window.isHidden = true
            host.settle()
            nav.pushViewController(c, animated: true)
            host.window.isHidden = false
            host.settle()
            phases.append(log())
        }
        #expect(
            phases[0] == [
                "nav.viewWillAppear(false)", "nav.willShow(a, animated: false)", "a.viewWillAppear(false)",
                "nav.viewDidAppear(false)", "a.viewDidAppear(false)", "nav.didShow(a, animated: false)",
            ])
        #expect(
            phases[1] == [
                "b.willMove(toParent: nav)", "nav.willShow(b, animated: true)", "a.viewWillDisappear(true)",
                "b.viewWillAppear(true)", "a.viewDidDisappear(true)", "b.viewDidAppear(true)",
                "b.didMove(toParent: nav)",
                "nav.didShow(b, animated: true)",
            ])
        #expect(
            phases[2] == [
                "nav.willShow(a, animated: true)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                "a.viewWillDisappear(true)", "a.viewDidDisappear(true)", "b.viewWillAppear(true)",
                "b.viewDidAppear(true)",
                "nav.didShow(b, animated: true)",
            ])
        #expect(
            phases[3] == [
                "nav.willShow(a, animated: true)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                "b.willMove(toParent: nil)", "b.viewDidDisappear(true)", "a.viewDidAppear(true)",
                "b.didMove(toParent: nil)",
                "nav.didShow(a, animated: true)",
            ])
        #expect(
            phases[4] == [
                "nav.viewWillDisappear(false)", "a.viewWillDisappear(false)", "nav.viewDidDisappear(false)",
                "a.viewDidDisappear(false)", "c.willMove(toParent: nav)", "c.didMove(toParent: nav)",
                "nav.viewWillAppear(false)", "nav.willShow(c, animated: false)", "c.viewWillAppear(false)",
                "nav.viewDidAppear(false)", "c.viewDidAppear(false)", "nav.didShow(c, animated: false)",
            ])
        #expect(host.diagnostics.isEmpty)
    }
}
