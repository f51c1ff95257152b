// Tab bar items (title, image, badge, tag) on the headless screen, the tab bar controller's
// delegate, setViewControllers(_:animated:) sequences, and the More list for tabs that do not fit.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

/// Records what a tab bar controller asks and tells its delegate, and vetoes the listed controllers.
@MainActor
final class RecordingTabBarDelegate: TabBarControllerDelegate {
    var log: [String] = []
    var vetoed: [ViewController] = []
    var names: [ObjectIdentifier: String] = [:]

    private func name(_ controller: ViewController) -> String { names[ObjectIdentifier(controller)] ?? "?" }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        log.append("shouldSelect \(name(viewController))")
        return !vetoed.contains { $0 === viewController }
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        log.append(
            "didSelect \(name(viewController)) selectedIndex=\(tabBarController.selectedIndex.map(String.init) ?? "nil")"
        )
    }
}

@MainActor
@Suite("Tab bar items and More")
struct TabBarItemTests {
    @Test(
        "Items render their title, else their image's name, else Tab N, then the badge — (3) or • — in the badge colour"
    )
    func itemsAndBadgesRender() {
        let host = ViewControllerTestHost(width: 39, height: 5)
        let inbox = ContentViewController(title: "Inbox")
        let starred = ContentViewController()
        starred.tabBarItem = TabBarItem(title: nil, image: Image(named: "star"), tag: 7)
        let other = ContentViewController()
        let tabs = TabBarController()
        tabs.viewControllers = [inbox, starred, other]
        host.show(tabs)
        #expect(host.screen.lines[4] == "   [Inbox]       star         Tab 3")
        #expect(tabs.tabBar.itemTitles == ["Inbox", "star", "Tab 3"])
        host.run {
            inbox.tabBarItem.badgeValue = "3"
            other.tabBarItem.badgeValue = ""
            other.tabBarItem.badgeColor = .blue
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[4] == " [Inbox] (3)     star        Tab 3 •")
        #expect(host.screen.cell(x: 9, y: 4)?.foreground == .red)
        #expect(host.screen.cell(x: 1, y: 4)?.foreground == .tintColor)
        #expect(host.screen.cell(x: 35, y: 4)?.foreground == .blue)
        host.run {
            starred.title = "Starred" // UIKit: the title is the item's title too
            inbox.tabBarItem.badgeValue = nil
            host.screen.runUntilIdle()
        }
        #expect(starred.tabBarItem.title == "Starred" && starred.tabBarItem.tag == 7)
        #expect(host.screen.lines[4] == "   [Inbox]      Starred      Tab 3 •")
        #expect(host.ruleIDs.isEmpty)
    }

    @Test("A badge that does not fit keeps its place; the title is truncated before it")
    func badgeTruncatesTitle() {
        let host = ViewControllerTestHost(width: 20, height: 3)
        let mail = ContentViewController(title: "Mailboxes")
        let tabs = TabBarController()
        tabs.viewControllers = [mail, ContentViewController(title: "Sent")]
        host.show(tabs)
        host.run {
            mail.tabBarItem.badgeValue = "12"
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[2] == "[Mai… (12)   Sent")
    }

    @Test("A disabled item is grey and clicks and number keys on it select nothing")
    func disabledItem() {
        let host = ViewControllerTestHost(width: 30, height: 3)
        let a = ContentViewController(title: "A")
        let b = ContentViewController(title: "B")
        let tabs = TabBarController()
        tabs.viewControllers = [a, b]
        b.tabBarItem.isEnabled = false
        host.show(tabs)
        host.run { _ = host.screen.click(at: CGPoint(x: 22, y: 2)) }
        host.press(.character("2"))
        #expect(tabs.selectedIndex == 0)
        #expect(host.screen.cell(x: 22, y: 2)?.foreground == .disabledText)
    }

    @Test(
        "The delegate is asked and told about clicks and number keys, not about selectedIndex; a veto keeps the selection"
    )
    func delegateForUserSelections() {
        let host = ViewControllerTestHost(width: 30, height: 3)
        let a = ContentViewController(title: "A")
        let b = ContentViewController(title: "B")
        let c = ContentViewController(title: "C")
        let delegate = RecordingTabBarDelegate()
        delegate.names = [ObjectIdentifier(a): "a", ObjectIdentifier(b): "b", ObjectIdentifier(c): "c"]
        delegate.vetoed = [c]
        let tabs = TabBarController()
        tabs.delegate = delegate
        tabs.viewControllers = [a, b, c]
        host.label("c", c)
        host.show(tabs)
        host.run { _ = host.screen.click(at: CGPoint(x: 15, y: 2)) }
        host.press(.character("3"))
        host.run {
            tabs.selectedIndex = 0
            host.screen.runUntilIdle()
        }
        host.press(.character("1"))
        #expect(
            delegate.log == [
                "shouldSelect b", "didSelect b selectedIndex=1",
                "shouldSelect c",
                "shouldSelect a", "didSelect a selectedIndex=0",
            ])
        #expect(tabs.selectedIndex == 0)
        #expect(host.calls(of: c).isEmpty)
    }

    @Test("Choosing the selected tab again pops its navigation controller to the root")
    func reselectPopsToRoot() {
        let host = ViewControllerTestHost(width: 30, height: 4)
        let root = ContentViewController(title: "Root")
        let detail = ContentViewController(title: "Detail")
        let navigation = NavigationController(rootViewController: root)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, ContentViewController(title: "Other")]
        host.label("root", root)
        host.label("detail", detail)
        host.show(tabs)
        host.run {
            navigation.pushViewController(detail, animated: false)
            host.screen.runUntilIdle()
        }
        host.resetLog()
        host.press(.character("1"))
        host.advance(0.3)
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
        #expect(
            withoutLayoutCalls(host.calls(of: root, detail)) == [
                "detail.willMove(toParent: nil)", "detail.viewWillDisappear(true)", "root.viewWillAppear(true)",
                "root.viewIsAppearing(true)", "detail.viewDidDisappear(true)", "root.viewDidAppear(true)",
                "detail.didMove(toParent: nil)",
            ])
    }

    @Test(
        "setViewControllers(_:animated:) dropping the selected tab: it disappears as it leaves (S19), the new first tab appears; did-callbacks deferred"
    )
    func setViewControllersReplacingSelection() {
        let host = ViewControllerTestHost()
        let tabs = TabBarController()
        let a = PlainViewController()
        let b = PlainViewController()
        let c = PlainViewController()
        host.label("tabs", tabs)
        host.label("a", a)
        host.label("b", b)
        host.label("c", c)
        var beforeSettle: [String] = []
        host.run {
            tabs.setViewControllers([a, b], animated: true)
            host.window.rootViewController = tabs
            host.window.makeKeyAndVisible()
            host.settle()
            host.resetLog()
            tabs.setViewControllers([c, b], animated: true)
            beforeSettle = withoutLayoutCalls(host.calls(of: a, b, c))
            host.settle()
        }
        #expect(
            beforeSettle == [
                "a.willMove(toParent: nil)", "a.viewWillDisappear(false)", "a.didMove(toParent: nil)",
                "c.willMove(toParent: tabs)", "c.didMove(toParent: tabs)",
                "c.loadView()", "c.viewDidLoad()", "c.viewWillAppear(false)", "c.viewIsAppearing(false)",
            ])
        #expect(
            withoutLayoutCalls(host.calls(of: a, b, c)) == beforeSettle + [
                "a.viewDidDisappear(false)", "c.viewDidAppear(false)",
            ])
        #expect(tabs.selectedViewController === c && tabs.selectedIndex == 0)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "setViewControllers keeping the selected controller keeps the selection at its new index, with no appearance callbacks"
    )
    func setViewControllersKeepingSelection() {
        let host = ViewControllerTestHost()
        let tabs = TabBarController()
        let a = PlainViewController()
        let b = PlainViewController()
        let x = PlainViewController()
        host.label("tabs", tabs)
        host.label("a", a)
        host.label("b", b)
        host.label("x", x)
        host.run {
            tabs.viewControllers = [a, b]
            host.window.rootViewController = tabs
            host.window.makeKeyAndVisible()
            tabs.selectedIndex = 1
            host.settle()
            host.resetLog()
            tabs.setViewControllers([x, a, b], animated: false)
            host.settle()
        }
        #expect(
            withoutLayoutCalls(host.calls(of: a, b, x)) == ["x.willMove(toParent: tabs)", "x.didMove(toParent: tabs)"])
        #expect(tabs.selectedIndex == 2 && tabs.selectedViewController === b)
        #expect(b.appearanceState == .appeared)
    }

    // MARK: More

    private func sevenTabs() -> [ContentViewController] {
        (1...7).map { ContentViewController(title: "T\($0)") }
    }

    @Test("With more than five tabs the bar shows four and More; five tabs fit")
    func moreItemAppears() {
        let host = ViewControllerTestHost(width: 50, height: 4)
        let controllers = sevenTabs()
        let tabs = TabBarController()
        tabs.viewControllers = Array(controllers.prefix(5))
        host.show(tabs)
        #expect(tabs.tabBar.itemTitles == ["T1", "T2", "T3", "T4", "T5"])
        host.run {
            tabs.viewControllers = controllers
            host.screen.runUntilIdle()
        }
        #expect(tabs.tabBar.itemTitles == ["T1", "T2", "T3", "T4", "More"])
        #expect(host.screen.lines[3] == "   [T1]       T2        T3        T4       More")
        #expect(
            tabs.children.map(ObjectIdentifier.init)
                == (controllers.prefix(4).map { $0 as ViewController } + [tabs.moreNavigationController]).map(
                    ObjectIdentifier.init))
        #expect(controllers[4].parent == nil && controllers[6].parent == nil)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "More shows the other tabs in a list inside a navigation controller; choosing one pushes it with ‹ More, Escape goes back"
    )
    func moreListPushes() {
        let host = ViewControllerTestHost(width: 50, height: 6)
        let controllers = sevenTabs()
        let tabs = TabBarController()
        tabs.viewControllers = controllers
        controllers[5].tabBarItem.badgeValue = "2"
        let more = tabs.moreNavigationController
        host.label("more", more)
        host.label("t6", controllers[5])
        host.show(tabs)
        host.press(.character("5"))
        #expect(tabs.selectedViewController === more && tabs.selectedIndex == nil)
        #expect(Array(host.screen.lines.prefix(4)) == ["                       More", " T5", " T6 (2)", " T7"])
        host.resetLog()
        host.run { _ = host.screen.click(at: CGPoint(x: 2, y: 2)) }
        host.advance(0.3)
        #expect(
            withoutLayoutCalls(host.calls(of: controllers[5])) == [
                "t6.willMove(toParent: more)", "t6.loadView()", "t6.viewDidLoad()", "t6.viewWillAppear(true)",
                "t6.viewIsAppearing(true)", "t6.viewDidAppear(true)", "t6.didMove(toParent: more)",
            ])
        #expect(host.screen.lines[0] == "‹ More                  T6")
        #expect(controllers[5].tabBarController === tabs)
        #expect(tabs.selectedViewController === more)
        host.press(.escape)
        host.advance(0.3)
        #expect(more.viewControllers.count == 1 && controllers[5].parent == nil)
        #expect(host.screen.lines[2] == " T6 (2)")
        #expect(host.ruleIDs.isEmpty)
    }

    @Test("Selecting a tab of the More list by index pushes it without animation and selects More")
    func moreSelectionByIndex() {
        let host = ViewControllerTestHost(width: 50, height: 6)
        let controllers = sevenTabs()
        let tabs = TabBarController()
        tabs.viewControllers = controllers
        host.show(tabs)
        host.run {
            tabs.selectedIndex = 6
            host.screen.runUntilIdle()
        }
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.moreNavigationController.viewControllers.last === controllers[6])
        #expect(controllers[6].appearanceState == .appeared && controllers[0].appearanceState == .disappeared)
        #expect(host.screen.lines[5].contains("[More]"))
        host.run {
            tabs.selectedIndex = 1
            host.screen.runUntilIdle()
        }
        #expect(tabs.selectedIndex == 1 && controllers[6].appearanceState == .disappeared)
        #expect(host.ruleIDs.isEmpty)
    }
}

@MainActor
@Suite("More list with navigation controllers")
struct MoreListNavigationTests {
    @Test(
        "A navigation controller in the More list is shown disabled; selecting it is reported (C4) and changes nothing")
    func navigationInMoreList() {
        let host = ViewControllerTestHost(width: 50, height: 6)
        var controllers: [ViewController] = (1...5).map { ContentViewController(title: "T\($0)") }
        let navigation = NavigationController(rootViewController: ContentViewController(title: "Root"))
        navigation.title = "Nav"
        controllers.append(navigation)
        let tabs = TabBarController()
        tabs.viewControllers = controllers
        host.show(tabs)
        host.press(.character("5"))
        #expect(host.screen.lines[2] == " Nav")
        #expect(host.screen.cell(x: 1, y: 2)?.foreground == .disabledText)
        host.run { _ = host.screen.click(at: CGPoint(x: 2, y: 2)) }
        #expect(tabs.moreNavigationController.viewControllers.count == 1)
        host.run { tabs.selectedIndex = 5 }
        #expect(host.ruleIDs == ["C4"])
        #expect(tabs.selectedViewController === tabs.moreNavigationController && navigation.parent == nil)
    }
}
