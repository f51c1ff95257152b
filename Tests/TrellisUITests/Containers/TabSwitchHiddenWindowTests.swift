// A window hidden while a tab switch (or a split view column change) is still running: the
// controller the change brings in — and what it shows, such as a navigation controller's top — leaves
// the appearing side at once with its container. Whole recorded sequences.
import Foundation
import Testing
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Tab switches and column changes in a window being hidden")
struct TabSwitchHiddenWindowTests {
    /// The appearance and containment callbacks among `calls`.
    private func lifecycle(_ calls: [String]) -> [String] {
        let kept = ["Appear(", "Disappear(", "Appearing(", "Move(toParent"]
        return calls.filter { call in kept.contains { call.contains($0) } }
    }

    @Test(
        "Hiding the window right after a tab switch started: the incoming tab and its navigation top get viewWillDisappear at once, with the tab bar controller's; nothing is left appearing in the hidden window"
    )
    func hiddenDuringTabSwitch() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        let nav = NavigationController(rootViewController: b)
        let tabs = TabBarController()
        for (name, object) in [("tabs", tabs), ("a", a), ("nav", nav), ("b", b)] as [(String, AnyObject)] {
            host.label(name, object)
        }
        var statesAtHide: [AppearanceState] = []
        host.run {
            tabs.viewControllers = [a, nav]
            host.window.rootViewController = tabs
            host.window.makeKeyAndVisible()
            host.settle()
            host.resetLog()
            tabs.selectedIndex = 1
            host.window.isHidden = true
            statesAtHide = [tabs, a, nav, b].map(\.appearanceState)
            host.settle()
        }
        #expect(statesAtHide == [.disappearing, .disappearing, .disappearing, .disappearing])
        #expect(
            lifecycle(host.calls(of: tabs, a, nav, b)) == [
                "nav.viewWillAppear(false)", "b.viewWillAppear(false)", "a.viewWillDisappear(false)",
                "nav.viewIsAppearing(false)", "b.viewIsAppearing(false)",
                "tabs.viewWillDisappear(false)", "nav.viewWillDisappear(false)", "b.viewWillDisappear(false)",
                "a.viewDidDisappear(false)", "nav.viewDidDisappear(false)", "b.viewDidDisappear(false)",
                "tabs.viewDidDisappear(false)",
            ])
        #expect([tabs, a, nav, b].allSatisfy { $0.appearanceState == .disappeared })
        #expect(tabs.selectedViewController === nav && nav.view.superview != nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Hidden during a tab switch, then shown again: the tab switched to appears with the tab bar controller, the one switched from stays disappeared"
    )
    func hiddenDuringTabSwitchThenShown() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        let nav = NavigationController(rootViewController: b)
        let tabs = TabBarController()
        for (name, object) in [("tabs", tabs), ("a", a), ("nav", nav), ("b", b)] as [(String, AnyObject)] {
            host.label(name, object)
        }
        host.run {
            tabs.viewControllers = [a, nav]
            host.window.rootViewController = tabs
            host.window.makeKeyAndVisible()
            host.settle()
            tabs.selectedIndex = 1
            host.window.isHidden = true
            host.settle()
            host.resetLog()
            host.window.isHidden = false
            host.settle()
        }
        #expect(
            lifecycle(host.calls(of: tabs, a, nav, b)) == [
                "tabs.viewWillAppear(false)", "tabs.viewIsAppearing(false)", "nav.viewWillAppear(false)",
                "nav.viewIsAppearing(false)", "b.viewWillAppear(false)", "b.viewIsAppearing(false)",
                "tabs.viewDidAppear(false)", "nav.viewDidAppear(false)", "b.viewDidAppear(false)",
            ])
        #expect(a.appearanceState == .disappeared && [tabs, nav, b].allSatisfy { $0.appearanceState == .appeared })
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Hiding the window right after a split view column change started: the incoming column's controller gets viewWillDisappear at once with the split view controller's, and the change still completes its containment"
    )
    func hiddenDuringColumnChange() {
        let host = ViewControllerTestHost(width: 80, height: 12)
        let split = SplitViewController()
        let p = PlainViewController()
        let s = PlainViewController()
        let t = PlainViewController()
        for (name, object) in [("split", split), ("p", p), ("s", s), ("t", t)] as [(String, AnyObject)] {
            host.label(name, object)
        }
        var statesAtHide: [AppearanceState] = []
        host.run {
            split.viewControllers = [p, s]
            host.window.rootViewController = split
            host.window.makeKeyAndVisible()
            host.settle()
            host.resetLog()
            split.viewControllers = [p, t]
            host.window.isHidden = true
            statesAtHide = [split, p, s, t].map(\.appearanceState)
            host.settle()
        }
        #expect(statesAtHide == [.disappearing, .disappearing, .disappearing, .disappearing])
        #expect(
            lifecycle(host.calls(of: split, p, s, t)) == [
                "s.willMove(toParent: nil)", "t.willMove(toParent: split)",
                "s.viewWillDisappear(false)", "t.viewWillAppear(false)", "t.viewIsAppearing(false)",
                "split.viewWillDisappear(false)", "p.viewWillDisappear(false)", "t.viewWillDisappear(false)",
                "s.viewDidDisappear(false)", "t.viewDidDisappear(false)",
                "s.didMove(toParent: nil)", "t.didMove(toParent: split)",
                "split.viewDidDisappear(false)", "p.viewDidDisappear(false)",
            ])
        #expect([split, p, s, t].allSatisfy { $0.appearanceState == .disappeared })
        #expect(split.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(p), ObjectIdentifier(t)])
        #expect(host.diagnostics.isEmpty)
    }
}
