// TabBarController: S16, containment when viewControllers changes, the tab bar, misuse, leaks.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Tab bar controller")
struct TabBarControllerTests {
    @Test(
        "S16: switching to a never-shown tab — B loads, B will-appear, A will-disappear, then A did-disappear, B did-appear; back again without a second viewDidLoad"
    )
    func tabSwitch() {
        let host = ViewControllerTestHost()
        let tabs = TabBarController()
        let a = PlainViewController()
        let b = PlainViewController()
        host.label("tabs", tabs)
        host.label("a", a)
        host.label("b", b)
        var forward: [String] = []
        host.run {
            tabs.viewControllers = [a, b]
            host.show(tabs)
            host.resetLog()
            tabs.selectedIndex = 1
            host.settle()
            forward = host.calls(of: a, b).filter { !$0.contains("Layout") }
            host.resetLog()
            tabs.selectedIndex = 0
            host.settle()
        }
        #expect(
            forward == [
                "b.loadView()", "b.viewDidLoad()", "b.viewWillAppear(false)", "a.viewWillDisappear(false)",
                "b.viewIsAppearing(false)",
                "a.viewDidDisappear(false)", "b.viewDidAppear(false)",
            ])
        #expect(
            host.calls(of: a, b).filter { !$0.contains("Layout") } == [
                "a.viewWillAppear(false)", "b.viewWillDisappear(false)", "a.viewIsAppearing(false)",
                "b.viewDidDisappear(false)", "a.viewDidAppear(false)",
            ])
        #expect(host.calls(of: tabs).isEmpty)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Setting viewControllers adds children (willMove, didMove) and removes dropped ones (willMove(nil), didMove(nil)); tab switches send no containment callbacks"
    )
    func viewControllersContainment() {
        let host = ViewControllerTestHost()
        let tabs = TabBarController()
        let a = PlainViewController()
        let b = PlainViewController()
        let c = PlainViewController()
        host.label("tabs", tabs)
        host.label("a", a)
        host.label("b", b)
        host.label("c", c)
        host.run {
            tabs.viewControllers = [a, b]
            host.show(tabs)
            host.resetLog()
            tabs.viewControllers = [c, b]
            host.settle()
        }
        #expect(
            host.calls(of: a, b, c).filter { !$0.contains("Layout") } == [
                "a.willMove(toParent: nil)", "a.viewWillDisappear(false)", "a.didMove(toParent: nil)",
                "c.willMove(toParent: tabs)", "c.didMove(toParent: tabs)",
                "c.loadView()", "c.viewDidLoad()", "c.viewWillAppear(false)", "c.viewIsAppearing(false)",
                "a.viewDidDisappear(false)", "c.viewDidAppear(false)",
            ])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === c)
        #expect(tabs.children.map(ObjectIdentifier.init) == [c, b].map(ObjectIdentifier.init))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("The selection stays on the same controller when tabs are reordered")
    func selectionFollowsController() {
        let host = ViewControllerTestHost()
        let tabs = TabBarController()
        let a = PlainViewController()
        let b = PlainViewController()
        host.run {
            tabs.viewControllers = [a, b]
            tabs.selectedViewController = b
            tabs.viewControllers = [b, a]
        }
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === b)
    }

    @Test("Selecting an index out of range or a controller that is not a tab is reported and ignored")
    func selectionMisuse() {
        let host = ViewControllerTestHost()
        let tabs = TabBarController()
        host.run {
            tabs.viewControllers = [PlainViewController()]
            tabs.selectedIndex = 3
            tabs.selectedViewController = PlainViewController()
        }
        #expect(host.ruleIDs == ["C4", "C4"])
        #expect(tabs.selectedIndex == 0)
    }

    @Test("Rapid switches run one after another, each to the selection current when it starts (D19)")
    func rapidSwitches() {
        let host = ViewControllerTestHost()
        let tabs = TabBarController()
        let a = PlainViewController()
        let b = PlainViewController()
        let c = PlainViewController()
        host.label("a", a)
        host.label("b", b)
        host.label("c", c)
        host.run {
            tabs.viewControllers = [a, b, c]
            host.show(tabs)
            host.resetLog()
            tabs.selectedIndex = 1
            tabs.selectedIndex = 2
            host.settle()
        }
        #expect(
            host.calls(of: a, b, c).filter { !$0.contains("Layout") } == [
                "b.loadView()", "b.viewDidLoad()", "b.viewWillAppear(false)", "a.viewWillDisappear(false)",
                "b.viewIsAppearing(false)",
                "a.viewDidDisappear(false)", "b.viewDidAppear(false)",
                "c.loadView()", "c.viewDidLoad()", "c.viewWillAppear(false)", "b.viewWillDisappear(false)",
                "c.viewIsAppearing(false)",
                "b.viewDidDisappear(false)", "c.viewDidAppear(false)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("The tab bar lists the titles, marks the selection, renders, and selects on click")
    func tabBarView() {
        let screen = HeadlessScreen(width: 30, height: 5)
        let window = Window(screen: screen)
        let tabs = TabBarController()
        let a = PlainViewController()
        a.title = "Songs"
        let b = PlainViewController()
        tabs.viewControllers = [a, b]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        screen.runUntilIdle()
        #expect(tabs.tabBar.itemTitles == ["Songs", "Tab 2"])
        #expect(tabs.tabBar.selectedIndex == 0)
        #expect(screen.lines.last?.contains("[Songs]") == true)
        #expect(screen.lines.last?.contains("Tab 2") == true)
        window.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 20, y: 4), phase: .down)))
        window.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 20, y: 4), phase: .up)))
        screen.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
        #expect(screen.lines.last?.contains("[Tab 2]") == true)
    }

    @Test("No leak: a controller dropped from viewControllers is released with its view")
    func droppedTabIsReleased() {
        let host = ViewControllerTestHost()
        let tabs = TabBarController()
        let a = PlainViewController()
        weak var weakB: ViewController?
        weak var weakView: View?
        host.run {
            do {
                let b = PlainViewController()
                weakB = b
                tabs.viewControllers = [a, b]
                host.show(tabs)
                tabs.selectedIndex = 1
                host.settle()
                weakView = b.view
            }
            tabs.viewControllers = [a]
            host.settle()
        }
        #expect(weakB == nil)
        #expect(weakView == nil)
        #expect(a.appearanceState == .appeared)
    }
}
