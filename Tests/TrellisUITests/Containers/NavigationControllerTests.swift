// NavigationController: S8–S11, S21, D3, D13, D14, D19, stack operations, the bar, leaks.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

/// Remembers its frame when `viewIsAppearing` runs and whether layout came first.
@MainActor
final class SizeProbeViewController: ViewController {
    var frameAtIsAppearing: CGRect?
    var layoutBeforeIsAppearing: Bool?
    private var laidOut = false
    override func viewIsAppearing(_ animated: Bool) {
        frameAtIsAppearing = view.frame
        layoutBeforeIsAppearing = laidOut
    }
    override func viewWillLayoutSubviews() { laidOut = true }
}

@MainActor
@Suite("Navigation controller")
struct NavigationControllerTests {
    @Test(
        "S21/D1: a navigation controller as root appears before its top controller; the top loads inside the navigation's loadView"
    )
    func firstAppearance() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.label("nav", nav)
        host.label("a", a)
        host.run { host.show(nav) }
        #expect(
            host.calls(of: nav, a) == [
                "nav.loadView()", "a.loadView()", "a.viewDidLoad()", "nav.viewDidLoad()",
                "nav.viewWillAppear(false)", "a.viewWillAppear(false)",
                "nav.viewIsAppearing(false)", "a.viewIsAppearing(false)",
                "nav.viewWillLayoutSubviews()", "nav.viewDidLayoutSubviews()",
                "a.viewWillLayoutSubviews()", "a.viewDidLayoutSubviews()",
                "nav.viewDidAppear(false)", "a.viewDidAppear(false)",
            ])
        #expect(nav.children.first === a)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 40, height: 11))
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "D4: every controller is sized before its viewIsAppearing and gets it before its first viewWillLayoutSubviews, parent first"
    )
    func sizedBeforeViewIsAppearing() {
        let host = ViewControllerTestHost()
        let a = SizeProbeViewController()
        let nav = NavigationController(rootViewController: a)
        let tabs = TabBarController()
        host.run {
            tabs.viewControllers = [nav]
            host.window.rootViewController = tabs
            host.window.makeKeyAndVisible()
            host.settle()
        }
        #expect(a.frameAtIsAppearing == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(a.layoutBeforeIsAppearing == false)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "S8: animated push — willMove, B loads, A will-disappear, B will-appear/is-appearing, layout, then after 0.3 s A did-disappear, B did-appear, didMove"
    )
    func animatedPush() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = FlagProbeViewController()
        let nav = NavigationController(rootViewController: a)
        host.label("nav", nav)
        host.label("a", a)
        host.label("b", b)
        host.run {
            host.show(nav)
            host.resetLog()
            nav.pushViewController(b, animated: true)
            host.advance(0.29)
            #expect(b.appearanceState == .appearing)
            #expect(a.appearanceState == .disappearing)
            #expect(!b.isMovingToParent) // I9: only inside the appearance callbacks
            host.advance(0.01)
            #expect(!b.isMovingToParent)
        }
        #expect(
            host.calls(of: a, b) == [
                "b.willMove(toParent: nav)", "b.loadView()", "b.viewDidLoad()",
                "a.viewWillDisappear(true)", "b.viewWillAppear(true)", "b.viewIsAppearing(true)",
                "b.viewWillLayoutSubviews()", "b.viewDidLayoutSubviews()",
                "a.viewDidDisappear(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)",
            ])
        #expect(b.seen == ["willAppear:movingToParent", "didAppear:movingToParent"])
        #expect(a.view.superview == nil)
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "S9/D14: animated pop — willMove(nil), B will-disappear, A will-appear, then B did-disappear, A did-appear, B didMove(nil), B released"
    )
    func animatedPop() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.label("nav", nav)
        host.label("a", a)
        weak var weakB: FlagProbeViewController?
        var seen: [String] = []
        var bCalls: [String] = []
        host.run {
            host.show(nav)
            do {
                let b = FlagProbeViewController()
                weakB = b
                host.label("b", b)
                nav.pushViewController(b, animated: false)
                host.settle()
                host.resetLog()
                let popped = nav.popViewController(animated: true)
                #expect(popped === b)
                host.advance(0.3)
                seen = b.seen
                bCalls = host.calls(of: a, b)
            }
        }
        #expect(
            withoutLayoutCalls(bCalls) == [
                "b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                "a.viewIsAppearing(true)",
                "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "b.didMove(toParent: nil)",
            ])
        #expect(seen.suffix(2) == ["willDisappear:movingFromParent", "didDisappear:movingFromParent"])
        #expect(weakB == nil)
        #expect(nav.viewControllers.count == 1)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "S10/D13: interactive pop finished — will-callbacks at begin, willMove(nil) on commit, did-callbacks after the remaining time, then didMove(nil)"
    )
    func interactivePopFinished() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.label("nav", nav)
        host.label("a", a)
        host.label("b", b)
        var afterBegin: [String] = []
        var afterCommit: [String] = []
        host.run {
            host.show(nav)
            nav.pushViewController(b, animated: false)
            host.settle()
            host.resetLog()
            #expect(nav.beginInteractivePop())
            afterBegin = withoutLayoutCalls(host.calls(of: a, b))
            nav.updateInteractivePop(progress: 0.5)
            host.advance(1) // the gesture holds; nothing finishes on its own
            #expect(a.appearanceState == .appearing && b.appearanceState == .disappearing)
            nav.finishInteractivePop()
            afterCommit = withoutLayoutCalls(host.calls(of: a, b))
            host.advance(0.14)
            #expect(b.appearanceState == .disappearing)
            host.advance(0.01)
        }
        #expect(afterBegin == ["b.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)"])
        #expect(afterCommit == afterBegin + ["b.willMove(toParent: nil)"])
        #expect(
            withoutLayoutCalls(host.calls(of: a, b)) == [
                "b.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)",
                "b.willMove(toParent: nil)",
                "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "b.didMove(toParent: nil)",
            ])
        #expect(nav.viewControllers.count == 1 && b.parent == nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "S11/D13: interactive pop cancelled — A will-appear then A will/did-disappear, B will/did-appear; no containment callbacks"
    )
    func interactivePopCancelled() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.label("nav", nav)
        host.label("a", a)
        host.label("b", b)
        host.run {
            host.show(nav)
            nav.pushViewController(b, animated: false)
            host.settle()
            host.resetLog()
            nav.beginInteractivePop()
            nav.updateInteractivePop(progress: 0.4)
            #expect(b.view.frame.minX == 16) // 40 points wide, 40 % of the way
            #expect(a.view.frame.minX == 0)
            nav.cancelInteractivePop()
            host.advance(0.11)
            #expect(b.appearanceState == .disappearing)
            host.advance(0.01)
        }
        #expect(
            withoutLayoutCalls(host.calls(of: a, b)) == [
                "b.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)",
                "a.viewWillDisappear(true)", "a.viewDidDisappear(true)",
                "b.viewWillAppear(true)", "b.viewDidAppear(true)",
            ])
        #expect(nav.viewControllers.count == 2 && b.parent === nav)
        #expect(a.view.superview == nil)
        #expect(b.view.frame.minX == 0)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "beginInteractivePop refuses at the root, off screen and while a transition runs; misuse of update/finish/cancel is reported"
    )
    func interactivePopRefusals() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.run {
            #expect(!nav.beginInteractivePop()) // off screen
            host.show(nav)
            #expect(!nav.beginInteractivePop()) // at the root
            nav.pushViewController(PlainViewController(), animated: true)
            #expect(!nav.beginInteractivePop()) // transition running
            host.advance(0.3)
            nav.updateInteractivePop(progress: 0.5)
            nav.finishInteractivePop()
            nav.cancelInteractivePop()
        }
        #expect(host.ruleIDs == ["C3", "C3", "C3"])
    }

    @Test("D3: a non-animated push runs will-callbacks now and did-callbacks in the next update cycle")
    func nonAnimatedPushDefersDidCallbacks() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.label("nav", nav)
        host.label("a", a)
        host.label("b", b)
        var immediate: [String] = []
        host.run {
            host.show(nav)
            host.resetLog()
            nav.pushViewController(b, animated: false)
            immediate = host.calls(of: a, b)
            host.settle()
        }
        #expect(
            immediate == [
                "b.willMove(toParent: nav)", "b.loadView()", "b.viewDidLoad()",
                "a.viewWillDisappear(false)", "b.viewWillAppear(false)", "b.viewIsAppearing(false)",
            ])
        #expect(
            host.calls(of: a, b) == immediate + [
                "b.viewWillLayoutSubviews()", "b.viewDidLayoutSubviews()",
                "a.viewDidDisappear(false)", "b.viewDidAppear(false)", "b.didMove(toParent: nav)",
            ])
    }

    @Test("D19: a push requested during a push is queued and starts when the first finishes")
    func queuedPush() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        let c = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.label("nav", nav)
        host.label("a", a)
        host.label("b", b)
        host.label("c", c)
        host.run {
            host.show(nav)
            host.resetLog()
            nav.pushViewController(b, animated: true)
            nav.pushViewController(c, animated: true)
            #expect(nav.topViewController === c)
            #expect(nav.viewControllers.count == 2)
            host.advance(0.3)
            #expect(nav.viewControllers.count == 3)
            host.advance(0.3)
        }
        #expect(
            withoutLayoutCalls(host.calls(of: a, b, c)) == [
                "b.willMove(toParent: nav)", "b.loadView()", "b.viewDidLoad()",
                "a.viewWillDisappear(true)", "b.viewWillAppear(true)", "b.viewIsAppearing(true)",
                "a.viewDidDisappear(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)",
                "c.willMove(toParent: nav)", "c.loadView()", "c.viewDidLoad()",
                "b.viewWillDisappear(true)", "c.viewWillAppear(true)", "c.viewIsAppearing(true)",
                "b.viewDidDisappear(true)", "c.viewDidAppear(true)", "c.didMove(toParent: nav)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("popToRootViewController: controllers in between get only containment callbacks; returns the popped ones")
    func popToRoot() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        let c = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.label("nav", nav)
        host.label("a", a)
        host.label("b", b)
        host.label("c", c)
        var popped: [ViewController]?
        host.run {
            host.show(nav)
            nav.setViewControllers([a, b, c], animated: false)
            host.settle()
            host.resetLog()
            popped = nav.popToRootViewController(animated: true)
            host.advance(0.3)
        }
        #expect(popped?.map(ObjectIdentifier.init) == [b, c].map(ObjectIdentifier.init))
        #expect(
            withoutLayoutCalls(host.calls(of: a, b, c)) == [
                "b.willMove(toParent: nil)", "c.willMove(toParent: nil)",
                "c.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)",
                "c.viewDidDisappear(true)", "a.viewDidAppear(true)",
                "b.didMove(toParent: nil)", "c.didMove(toParent: nil)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("popToViewController: pops down to the given controller; one not in the stack is reported")
    func popToViewController() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        let c = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        var popped: [ViewController]?
        host.run {
            host.show(nav)
            nav.setViewControllers([a, b, c], animated: false)
            host.settle()
            popped = nav.popToViewController(b, animated: false)
            host.settle()
            #expect(nav.popToViewController(PlainViewController(), animated: false) == nil)
        }
        #expect(popped?.first === c && popped?.count == 1)
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(b.appearanceState == .appeared && c.appearanceState == .disappeared)
        #expect(host.ruleIDs == ["C3"])
    }

    @Test(
        "setViewControllers replaces the stack: removed ones willMove(nil) first, new top appears, didMove for added, then removeFromParent"
    )
    func setViewControllersReplacesStack() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        let d = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.label("nav", nav)
        host.label("a", a)
        host.label("b", b)
        host.label("d", d)
        host.run {
            host.show(nav)
            nav.pushViewController(b, animated: false)
            host.settle()
            host.resetLog()
            nav.setViewControllers([a, d], animated: true)
            host.advance(0.3)
        }
        #expect(
            withoutLayoutCalls(host.calls(of: a, b, d)) == [
                "b.willMove(toParent: nil)", "d.willMove(toParent: nav)", "d.loadView()", "d.viewDidLoad()",
                "b.viewWillDisappear(true)", "d.viewWillAppear(true)", "d.viewIsAppearing(true)",
                "b.viewDidDisappear(true)", "d.viewDidAppear(true)",
                "d.didMove(toParent: nav)", "b.didMove(toParent: nil)",
            ])
        #expect(nav.children.map(ObjectIdentifier.init) == [a, d].map(ObjectIdentifier.init))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("Assigning viewControllers is a non-animated setViewControllers")
    func assigningViewControllers() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.label("a", a)
        host.label("b", b)
        host.run {
            host.show(nav)
            host.resetLog()
            nav.viewControllers = [a, b]
            host.settle()
        }
        #expect(
            withoutLayoutCalls(host.calls(of: a, b)) == [
                "b.willMove(toParent: NavigationController)", "b.loadView()", "b.viewDidLoad()",
                "a.viewWillDisappear(false)", "b.viewWillAppear(false)", "b.viewIsAppearing(false)",
                "a.viewDidDisappear(false)", "b.viewDidAppear(false)", "b.didMove(toParent: NavigationController)",
            ])
    }

    @Test("Pushing a controller twice or a navigation controller is reported and ignored")
    func pushMisuse() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.run {
            nav.pushViewController(a, animated: false)
            nav.pushViewController(NavigationController(), animated: false)
        }
        #expect(host.ruleIDs == ["C3", "C3"])
        #expect(nav.viewControllers.count == 1)
    }

    @Test("Off screen, stack changes send containment callbacks only, synchronously")
    func offScreenChanges() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        host.label("nav", nav)
        host.label("a", a)
        host.label("b", b)
        host.run {
            nav.pushViewController(b, animated: true)
            nav.popViewController(animated: true)
        }
        #expect(
            host.calls(of: a, b) == [
                "b.willMove(toParent: nav)", "b.didMove(toParent: nav)", "b.willMove(toParent: nil)",
                "b.didMove(toParent: nil)",
            ])
        #expect(!b.isViewLoaded)
    }

    @Test(
        "The navigation bar shows the top's title and a back item named after the previous controller; it renders and pops when clicked"
    )
    func navigationBar() {
        let screen = HeadlessScreen(width: 30, height: 6)
        let window = Window(screen: screen)
        let a = PlainViewController()
        a.title = "Library"
        let b = PlainViewController()
        b.title = "Songs"
        let nav = NavigationController(rootViewController: a)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        screen.runUntilIdle()
        #expect(nav.navigationBar.title == "Library")
        #expect(nav.navigationBar.backItemTitle == nil)
        nav.pushViewController(b, animated: false)
        screen.runUntilIdle()
        #expect(nav.navigationBar.title == "Songs")
        #expect(nav.navigationBar.backItemTitle == "Library")
        #expect(screen.lines.first?.hasPrefix("‹ Library") == true)
        #expect(screen.lines.first?.contains("Songs") == true)
        b.title = "All Songs"
        screen.runUntilIdle()
        #expect(nav.navigationBar.title == "All Songs")
        window.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 1, y: 0), phase: .down)))
        window.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 1, y: 0), phase: .up)))
        screen.advance(by: 0.3)
        #expect(nav.viewControllers.count == 1)
        #expect(nav.navigationBar.title == "Library")
    }

    @Test(
        "No leak: controllers popped, popped to root, or replaced by setViewControllers are released with their views")
    func poppedControllersAreReleased() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let nav = NavigationController(rootViewController: a)
        var weakControllers: [() -> AnyObject?] = []
        host.run {
            host.show(nav)
            do {
                let b = PlainViewController()
                let c = PlainViewController()
                let d = PlainViewController()
                let e = PlainViewController()
                for object in [b, c, d, e, b.view!, c.view!, d.view!, e.view!] as [AnyObject] {
                    weak let weakObject = object
                    weakControllers.append { weakObject }
                }
                nav.pushViewController(b, animated: true)
                nav.pushViewController(c, animated: true)
                host.advance(1)
                nav.popToRootViewController(animated: true)
                host.advance(1)
                nav.setViewControllers([a, d], animated: true)
                host.advance(1)
                nav.setViewControllers([a, e], animated: false)
                host.settle()
                nav.popViewController(animated: false)
            }
            host.settle()
        }
        #expect(weakControllers.allSatisfy { $0() == nil })
        #expect(host.diagnostics.isEmpty)
    }
}
