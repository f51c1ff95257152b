// A window hidden (and shown again) while an interactive pop is in progress, and popping the root:
// whole recorded sequences of what the controllers get.
import Foundation
import Testing
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Interactive pop and window visibility")
struct InteractivePopWindowTests {
    /// `nav[a, b]` as the root of the host's visible window, settled, log cleared, gesture begun and
    /// half-way.
    private func halfwayPop(_ host: ViewControllerTestHost) -> (
        NavigationController, PlainViewController, PlainViewController
    ) {
        let a = PlainViewController()
        let b = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.label("nav", nav)
        host.label("a", a)
        host.label("b", b)
        host.window.rootViewController = nav
        host.window.makeKeyAndVisible()
        host.settle()
        nav.pushViewController(b, animated: false)
        host.settle()
        host.resetLog()
        #expect(nav.beginInteractivePop())
        nav.updateInteractivePop(progress: 0.5)
        return (nav, a, b)
    }

    private func lifecycle(_ calls: [String]) -> [String] {
        let kept = ["Appear(", "Disappear(", "Appearing(", "Move(toParent"]
        return calls.filter { call in kept.contains { call.contains($0) } }
    }

    @Test(
        "Bug 3: hiding the window mid-gesture gives the revealed controller viewWillDisappear at once (viewDidDisappear with the navigation controller's); finishing then pops with containment only and ends the top's disappearance"
    )
    func hiddenThenFinished() {
        let host = ViewControllerTestHost()
        var atHide: [String] = []
        var statesAtHide: [AppearanceState] = []
        host.run {
            let (nav, a, b) = halfwayPop(host)
            host.resetLog()
            host.window.isHidden = true
            atHide = lifecycle(host.calls(of: nav, a, b))
            statesAtHide = [nav.appearanceState, a.appearanceState, b.appearanceState]
            host.settle()
            nav.finishInteractivePop()
            host.advance(0.15)
            #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
            #expect([nav, a, b].allSatisfy { $0.appearanceState == .disappeared })
            #expect(b.parent == nil)
        }
        #expect(atHide == ["nav.viewWillDisappear(false)", "a.viewWillDisappear(false)"])
        #expect(statesAtHide == [.disappearing, .disappearing, .disappearing])
        #expect(
            lifecycle(host.recorder.events.map(\.description)) == [
                "nav.viewWillDisappear(false)", "a.viewWillDisappear(false)",
                "nav.viewDidDisappear(false)", "a.viewDidDisappear(false)",
                "b.willMove(toParent: nil)", "b.viewDidDisappear(true)", "b.didMove(toParent: nil)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Hidden mid-gesture, then cancelled: the stack stays, the top ends its disappearance, the revealed controller gets nothing more; showing the window shows the top"
    )
    func hiddenThenCancelled() {
        let host = ViewControllerTestHost()
        host.run {
            let (nav, a, b) = halfwayPop(host)
            host.resetLog()
            host.window.isHidden = true
            host.settle()
            nav.cancelInteractivePop()
            host.advance(0.15)
            #expect(nav.viewControllers.count == 2)
            #expect(b.view.superview != nil && a.view.superview == nil)
            host.window.isHidden = false
            host.settle()
            #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
        }
        #expect(
            lifecycle(host.recorder.events.map(\.description)) == [
                "nav.viewWillDisappear(false)", "a.viewWillDisappear(false)",
                "nav.viewDidDisappear(false)", "a.viewDidDisappear(false)",
                "b.viewDidDisappear(true)",
                "nav.viewWillAppear(false)", "nav.viewIsAppearing(false)", "b.viewWillAppear(false)",
                "b.viewIsAppearing(false)", "nav.viewDidAppear(false)", "b.viewDidAppear(false)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Hidden and shown again mid-gesture: the revealed controller stays off the appearing side until the gesture finishes, then appears with the pop's did-callbacks"
    )
    func hiddenShownThenFinished() {
        let host = ViewControllerTestHost()
        host.run {
            let (nav, a, b) = halfwayPop(host)
            host.resetLog()
            host.window.isHidden = true
            host.settle()
            host.window.isHidden = false
            host.settle()
            #expect(a.appearanceState == .disappeared && b.appearanceState == .disappearing)
            nav.finishInteractivePop()
            host.advance(0.15)
            #expect(a.appearanceState == .appeared && b.appearanceState == .disappeared)
        }
        #expect(
            lifecycle(host.recorder.events.map(\.description)) == [
                "nav.viewWillDisappear(false)", "a.viewWillDisappear(false)",
                "nav.viewDidDisappear(false)", "a.viewDidDisappear(false)",
                "nav.viewWillAppear(false)", "nav.viewIsAppearing(false)", "nav.viewDidAppear(false)",
                "b.willMove(toParent: nil)", "b.viewDidDisappear(true)",
                "a.viewWillAppear(true)", "a.viewIsAppearing(true)", "a.viewDidAppear(true)",
                "b.didMove(toParent: nil)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("A window hidden during an animated push takes the pushed controller off the appearing side at once")
    func hiddenDuringPush() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.label("nav", nav)
        host.label("a", a)
        host.label("b", b)
        host.run {
            host.window.rootViewController = nav
            host.window.makeKeyAndVisible()
            host.settle()
            nav.pushViewController(b, animated: true)
            host.resetLog()
            host.window.isHidden = true
            #expect(b.appearanceState == .disappearing)
            host.advance(0.3)
        }
        #expect(
            lifecycle(host.recorder.events.map(\.description)) == [
                "nav.viewWillDisappear(false)", "b.viewWillDisappear(false)",
                "nav.viewDidDisappear(false)", "b.viewDidDisappear(false)",
                "a.viewDidDisappear(true)", "b.didMove(toParent: nav)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Popping the root does nothing, returns nil and is reported (C7) with the navigation controller's path; Escape and the back item at the root report nothing"
    )
    func poppingTheRoot() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        let tabs = TabBarController()
        var popped: ViewController? = a
        host.run {
            tabs.viewControllers = [nav]
            host.window.rootViewController = tabs
            host.window.makeKeyAndVisible()
            host.settle()
            #expect(!host.window.performBackNavigation())
            host.resetLog()
            popped = nav.popViewController(animated: true)
            host.settle()
        }
        #expect(popped == nil)
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        #expect(host.recorder.events.filter { $0.callback.contains("Appear") || $0.callback.contains("Move") }.isEmpty)
        #expect(host.ruleIDs == ["C7"])
        #expect(host.diagnostics.first?.path == nav.hierarchyPath)
        #expect(host.diagnostics.first?.path.contains("TabBarController") == true)
        #expect(host.diagnostics.first?.message.contains("popViewController") == true)
    }
}
