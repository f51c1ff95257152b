// Window.rootViewController: S6, S7 (no appearance on key changes), D6, D7, D9, leaks.
import Foundation
import Testing
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Window root view controller")
struct WindowRootViewControllerTests {
    @Test(
        "S6/D7: makeKeyAndVisible loads the root, appears it with its view entering the window, lays out, becomes key, then viewDidAppear in the update cycle"
    )
    func firstDisplay() {
        let host = ViewControllerTestHost()
        let a = BuildsOwnViewController()
        host.label("a", a)
        host.label("v", a.customView)
        host.run {
            host.window.rootViewController = a
            #expect(!a.isViewLoaded) // D6: nothing happens while the window is hidden
            #expect(host.recorder.events.isEmpty)
            host.window.makeKeyAndVisible()
            #expect(a.appearanceState == .appearing)
        }
        let beforeCycle = host.recorder.events.calls
        #expect(
            beforeCycle == [
                "a.loadView()", "a.viewDidLoad()", "a.viewWillAppear(false)",
                "v.willMove(toSuperview: w)", "v.willMove(toWindow: w)", "v.didMoveToSuperview()",
                "v.didMoveToWindow()",
                "a.viewIsAppearing(false)", "w.didAddSubview(v)",
                "w.layoutSubviews()", "a.viewWillLayoutSubviews()", "v.layoutSubviews()", "a.viewDidLayoutSubviews()",
                "w.becomeKey()",
            ])
        host.resetLog()
        host.run { host.settle() }
        #expect(host.calls(of: a) == ["a.viewDidAppear(false)"])
        #expect(a.appearanceState == .appeared)
        #expect(a.view.frame == host.window.bounds)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("D6: hiding the window disappears the root, showing it again appears it")
    func visibilityDrivesAppearance() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        host.label("a", a)
        host.run {
            host.window.rootViewController = a
            host.window.makeKeyAndVisible()
            host.settle()
            host.resetLog()
            host.window.isHidden = true
            host.settle()
            host.window.isHidden = false
            host.settle()
        }
        #expect(
            host.calls(of: a) == [
                "a.viewWillDisappear(false)", "a.viewDidDisappear(false)",
                "a.viewWillAppear(false)", "a.viewIsAppearing(false)", "a.viewDidAppear(false)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "D6: replacing the root of a visible window: old disappears and its view leaves first, then the new one loads and appears"
    )
    func replaceRootOfVisibleWindow() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = BuildsOwnViewController()
        host.label("a", a)
        host.label("b", b)
        host.label("vb", b.customView)
        host.run {
            host.window.rootViewController = a
            host.window.makeKeyAndVisible()
            host.settle()
            host.label("va", a.view)
            host.resetLog()
            host.window.rootViewController = b
            host.settle()
        }
        #expect(
            host.calls(of: a, b, a.view, b.view) == [
                "a.viewWillDisappear(false)",
                "va.willMove(toSuperview: nil)", "va.willMove(toWindow: nil)", "va.didMoveToWindow()",
                "va.didMoveToSuperview()",
                "b.loadView()", "b.viewDidLoad()", "b.viewWillAppear(false)",
                "vb.willMove(toSuperview: w)", "vb.willMove(toWindow: w)", "vb.didMoveToSuperview()",
                "vb.didMoveToWindow()",
                "b.viewIsAppearing(false)",
                "b.viewWillLayoutSubviews()", "vb.layoutSubviews()", "b.viewDidLayoutSubviews()",
                "vb.draw((0, 0, 40, 12))",
                "a.viewDidDisappear(false)", "b.viewDidAppear(false)",
            ])
        #expect(a.view.superview == nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("S7: key-window changes send no appearance callbacks; the root of each visible window stays appeared")
    func keyChangesDoNotAffectAppearance() {
        let host = ViewControllerTestHost()
        let other = Window(screen: host.screen)
        host.label("w2", other)
        let a = PlainViewController()
        let b = PlainViewController()
        host.label("a", a)
        host.label("b", b)
        host.run {
            host.window.rootViewController = a
            other.rootViewController = b
            host.window.makeKeyAndVisible()
            other.makeKeyAndVisible()
            host.settle()
            host.resetLog()
            host.window.makeKey()
            other.makeKey()
            host.settle()
        }
        #expect(
            host.calls(of: a, b, host.window, other) == [
                "w2.resignKey()", "w.becomeKey()", "w.resignKey()", "w2.becomeKey()",
            ])
        #expect(a.appearanceState == .appeared && b.appearanceState == .appeared)
    }

    @Test("D9: moving a root between two visible windows keeps it appeared with no callbacks")
    func moveBetweenVisibleWindows() {
        let host = ViewControllerTestHost()
        let other = Window(screen: host.screen)
        let a = PlainViewController()
        host.label("a", a)
        host.run {
            host.window.rootViewController = a
            host.window.makeKeyAndVisible()
            other.isHidden = false
            host.settle()
            host.resetLog()
            other.rootViewController = a
            host.settle()
        }
        #expect(host.calls(of: a) == [])
        #expect(host.window.rootViewController == nil)
        #expect(other.rootViewController === a)
        #expect(a.view.window === other)
        #expect(a.appearanceState == .appeared)
    }

    @Test("D9: moving an appeared root into a hidden window disappears it")
    func moveIntoHiddenWindow() {
        let host = ViewControllerTestHost()
        let other = Window(screen: host.screen)
        let a = PlainViewController()
        host.label("a", a)
        host.run {
            host.window.rootViewController = a
            host.window.makeKeyAndVisible()
            host.settle()
            host.resetLog()
            other.rootViewController = a
            host.settle()
        }
        #expect(host.calls(of: a) == ["a.viewWillDisappear(false)", "a.viewDidDisappear(false)"])
        #expect(a.appearanceState == .disappeared)
    }

    @Test("No leak: a replaced root controller and its view are released")
    func replacedRootIsReleased() {
        let host = ViewControllerTestHost()
        weak var weakRoot: ViewController?
        weak var weakView: View?
        host.run {
            do {
                let a = PlainViewController()
                weakRoot = a
                weakView = a.view
                host.window.rootViewController = a
                host.window.makeKeyAndVisible()
                host.settle()
            }
            host.window.rootViewController = PlainViewController()
            host.settle()
        }
        #expect(weakRoot == nil)
        #expect(weakView == nil)
    }

    @Test(
        "No leak: replacing a root with tab, navigation, child and presented controllers (mid-transition) releases all of them"
    )
    func wholeHierarchyIsReleased() {
        let host = ViewControllerTestHost()
        var probes: [() -> AnyObject?] = []
        func track(_ object: AnyObject) {
            weak let weakObject = object
            probes.append { weakObject }
        }
        host.run {
            do {
                let tabs = TabBarController()
                let top = PlainViewController()
                let nav = NavigationController(rootViewController: top)
                let other = PlainViewController()
                let child = PlainViewController()
                let presented = NavigationController(rootViewController: PlainViewController())
                tabs.viewControllers = [nav, other]
                host.window.rootViewController = tabs
                host.window.makeKeyAndVisible()
                host.settle()
                top.addChild(child)
                top.view.addSubview(child.view)
                child.didMove(toParent: top)
                nav.pushViewController(PlainViewController(), animated: true)
                host.advance(0.1)
                tabs.present(presented, animated: true)
                host.advance(0.1)
                for object in [tabs, top, nav, other, child, presented, tabs.view!, top.view!, nav.navigationBar]
                    as [AnyObject]
                {
                    track(object)
                }
            }
            host.window.rootViewController = PlainViewController()
            host.advance(1)
        }
        #expect(probes.allSatisfy { $0() == nil })
    }

    @Test("A child controller cannot become a window's root: reported, the root stays")
    func childAsRootIsRejected() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let c = PlainViewController()
        host.run {
            host.window.rootViewController = a
            a.addChild(c)
            c.didMove(toParent: a)
            host.window.rootViewController = c
        }
        #expect(host.window.rootViewController === a)
        #expect(host.ruleIDs == ["I20"])
    }

    @Test("Responder chain: root view → root controller → window; a child's view → its superview")
    func responderChain() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let c = PlainViewController()
        host.run {
            host.window.rootViewController = a
            host.window.makeKeyAndVisible()
            a.addChild(c)
            a.view.addSubview(c.view)
            c.didMove(toParent: a)
        }
        #expect(a.view.next === a)
        #expect(a.next === host.window)
        #expect(c.view.next === c)
        #expect(c.next === a.view)
    }
}
