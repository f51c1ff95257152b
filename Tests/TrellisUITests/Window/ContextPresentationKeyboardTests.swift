// Keys while a controller is presented over a presentation context (currentContext /
// overCurrentContext with definesPresentationContext): it is the frontmost controller, so Escape
// dismisses it (through the adaptive delegate and isModalInPresentation), Tab focus stays inside it
// and the number keys do not switch the tabs under it. Whole recorded sequences.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Keys over a presentation context")
struct ContextPresentationKeyboardTests {
    /// What the scene is made of: a tab bar controller whose first tab is a navigation controller
    /// `[r, a]`; `a` defines the presentation context and presents `x` over it.
    private struct Scene {
        let tabs: TabBarController
        let nav: NavigationController
        let r: ContentViewController
        let a: ContentViewController
        let other: ContentViewController
        let x: ContentViewController
        let under: Button
        let one: Button
        let two: Button
    }

    private static func button(_ title: String, _ x: CGFloat, _ y: CGFloat) -> Button {
        let button = Button(title: title)
        button.frame = CGRect(x: x, y: y, width: 7, height: 1)
        return button
    }

    /// Shows the scene on `host` with `x` presented in `style`, settled, the log cleared.
    private func showScene(on host: ViewControllerTestHost, style: ModalPresentationStyle) -> Scene {
        let under = Self.button("Under", 0, 0)
        let one = Self.button("One", 0, 1)
        let two = Self.button("Two", 10, 3)
        let r = ContentViewController(title: "Artists")
        let a = ContentViewController(title: "Albums") { $0.addSubview(under) }
        let x = ContentViewController(title: "Filter") { root in
            root.addSubview(one)
            root.addSubview(two)
        }
        let other = ContentViewController(title: "Songs")
        let nav = NavigationController(rootViewController: r)
        let tabs = TabBarController()
        tabs.viewControllers = [nav, other]
        a.definesPresentationContext = true
        x.modalPresentationStyle = style
        for (name, object) in [("tabs", tabs), ("nav", nav), ("r", r), ("a", a), ("other", other), ("x", x)]
            as [(String, AnyObject)]
        {
            host.label(name, object)
        }
        host.show(tabs)
        host.run {
            nav.pushViewController(a, animated: false)
            host.screen.runUntilIdle()
            a.present(x, animated: false)
            host.screen.runUntilIdle()
        }
        host.resetLog()
        return Scene(tabs: tabs, nav: nav, r: r, a: a, other: other, x: x, under: under, one: one, two: two)
    }

    /// The calls without layout and view-hierarchy callbacks.
    private func withoutViewCalls(_ calls: [String]) -> [String] {
        calls.filter { !$0.contains("Layout") && !$0.contains("layoutSubviews") && !$0.contains("Subview(") }
    }

    @Test(
        "The controller presented over a context is the frontmost controller and the focus scope, and keys with no first responder go to it"
    )
    func contextPresentationIsFrontmost() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let scene = showScene(on: host, style: .overCurrentContext)
        #expect(scene.x.view.superview === scene.a.view)
        #expect(host.window.frontmostViewController === scene.x)
        #expect(host.window.focusScope === scene.x.view)
        #expect(
            host.window.focusableViews.map(ObjectIdentifier.init) == [scene.one, scene.two].map(ObjectIdentifier.init))
        host.press(.character("q"))
        #expect(
            withoutViewCalls(host.calls(of: host.window, scene.tabs, scene.nav, scene.a, scene.x, host.application))
                == [
                    "w.sendEvent(key q)", "x.keyDown(q)", "a.keyDown(q)", "nav.keyDown(q)", "tabs.keyDown(q)",
                    "w.keyDown(q)",
                    "app.keyDown(q)",
                ])
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "Escape dismisses the controller presented over the context, asking and telling the adaptive delegate (S14: the context gets nothing), and leaves the navigation stack under it alone"
    )
    func escapeDismissesContextPresentation() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let scene = showScene(on: host, style: .overCurrentContext)
        let delegate = RecordingPresentationDelegate()
        host.label("delegate", delegate)
        scene.x.presentationController?.delegate = delegate
        host.press(.escape)
        host.advance(0.3)
        host.settle()
        #expect(
            withoutViewCalls(host.calls(of: host.window, scene.tabs, scene.nav, scene.r, scene.a, scene.x, delegate))
                == [
                    "w.sendEvent(key escape)", "x.keyDown(escape)", "a.keyDown(escape)", "nav.keyDown(escape)",
                    "tabs.keyDown(escape)", "w.keyDown(escape)",
                    "delegate.presentationControllerShouldDismiss()", "delegate.presentationControllerWillDismiss()",
                    "x.viewWillDisappear(true)", "x.viewDidDisappear(true)",
                    "delegate.presentationControllerDidDismiss()",
                ])
        #expect(scene.a.presentedViewController == nil && scene.x.view.superview == nil)
        #expect(scene.nav.viewControllers.map(ObjectIdentifier.init) == [scene.r, scene.a].map(ObjectIdentifier.init))
        #expect(host.window.frontmostViewController === scene.tabs)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "Escape over a current-context presentation that is modal in presentation is refused: the delegate hears the attempt, nothing is dismissed or popped"
    )
    func escapeRefusedWhenModalInPresentation() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let scene = showScene(on: host, style: .currentContext)
        let delegate = RecordingPresentationDelegate()
        host.label("delegate", delegate)
        scene.x.presentationController?.delegate = delegate
        scene.x.isModalInPresentation = true
        host.press(.escape)
        host.advance(0.3)
        host.settle()
        #expect(
            withoutViewCalls(host.calls(of: host.window, scene.tabs, scene.nav, scene.r, scene.a, scene.x, delegate))
                == [
                    "w.sendEvent(key escape)", "x.keyDown(escape)", "a.keyDown(escape)", "nav.keyDown(escape)",
                    "tabs.keyDown(escape)", "w.keyDown(escape)", "delegate.presentationControllerDidAttemptToDismiss()",
                ])
        #expect(scene.a.presentedViewController === scene.x && scene.x.appearanceState == .appeared)
        #expect(scene.nav.viewControllers.count == 2)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test("Escape asks the delegate, which may refuse: then it hears the attempt and the presentation stays")
    func escapeRefusedByDelegate() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let scene = showScene(on: host, style: .overCurrentContext)
        let delegate = RecordingPresentationDelegate()
        delegate.allowsDismissal = false
        host.label("delegate", delegate)
        scene.x.presentationController?.delegate = delegate
        host.press(.escape)
        host.advance(0.3)
        #expect(
            host.calls(of: delegate, scene.x).filter { !$0.contains("keyDown") && !$0.contains("Layout") } == [
                "delegate.presentationControllerShouldDismiss()",
                "delegate.presentationControllerDidAttemptToDismiss()",
            ])
        #expect(scene.a.presentedViewController === scene.x && scene.nav.viewControllers.count == 2)
    }

    @Test(
        "Tab and Shift-Tab move focus only through the views of the controller presented over the context, wrapping inside it"
    )
    func focusStaysInsideContextPresentation() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let scene = showScene(on: host, style: .overCurrentContext)
        var visited: [String] = []
        func note() { visited.append((host.window.firstResponder as? Button)?.currentTitle ?? "-") }
        for _ in 0..<3 {
            host.press(.tab)
            note()
        }
        host.press(.tab, .shift)
        note()
        #expect(visited == ["One", "Two", "One", "Two"])
        // A first responder left under the presentation is outside the scope: keys go to the presentation.
        host.run { _ = scene.under.becomeFirstResponder() }
        host.press(.tab)
        note()
        #expect(visited.last == "One")
    }

    @Test(
        "A number key does not switch tabs under a context presentation; once it is dismissed, the same key switches (S16)"
    )
    func digitKeysDoNotSwitchTabsUnderContextPresentation() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let scene = showScene(on: host, style: .overCurrentContext)
        host.press(.character("2"))
        #expect(scene.tabs.selectedIndex == 0)
        #expect(
            withoutViewCalls(host.calls(of: scene.tabs, scene.nav, scene.a, scene.x, scene.other)) == [
                "x.keyDown(2)", "a.keyDown(2)", "nav.keyDown(2)", "tabs.keyDown(2)",
            ])
        host.run { scene.x.dismiss(animated: false) }
        host.settle()
        host.resetLog()
        host.press(.character("2"))
        #expect(scene.tabs.selectedIndex == 1)
        #expect(
            withoutViewCalls(host.calls(of: scene.tabs, scene.nav, scene.a, scene.other)) == [
                "tabs.keyDown(2)",
                "other.loadView()", "other.viewDidLoad()", "other.viewWillAppear(false)",
                "nav.viewWillDisappear(false)", "a.viewWillDisappear(false)",
                "other.viewIsAppearing(false)",
                "nav.viewDidDisappear(false)", "a.viewDidDisappear(false)", "other.viewDidAppear(false)",
            ])
        #expect(host.ruleIDs.isEmpty)
    }

    @Test("A context presentation in a tab that is not selected is not frontmost: keys and Escape act on what is shown")
    func hiddenContextIsNotFrontmost() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let scene = showScene(on: host, style: .overCurrentContext)
        host.run { scene.tabs.selectedIndex = 1 }
        host.settle()
        #expect(scene.x.view.window == nil)
        #expect(host.window.frontmostViewController === scene.tabs)
        host.resetLog()
        host.press(.escape)
        host.advance(0.3)
        #expect(scene.a.presentedViewController === scene.x)
        #expect(host.calls(of: scene.x).isEmpty)
    }

    @Test(
        "A context presentation made inside one is frontmost over it: Escape dismisses the inner one (S14), the next Escape the outer one"
    )
    func nestedContextPresentations() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let scene = showScene(on: host, style: .overCurrentContext)
        let y = ContentViewController(title: "Inner")
        y.modalPresentationStyle = .overCurrentContext
        host.label("y", y)
        scene.x.definesPresentationContext = true
        host.run { scene.x.present(y, animated: false) }
        host.settle()
        #expect(y.view.superview === scene.x.view)
        #expect(host.window.frontmostViewController === y)
        host.resetLog()
        host.press(.escape)
        host.advance(0.3)
        #expect(
            withoutViewCalls(host.calls(of: scene.a, scene.x, y)) == [
                "y.keyDown(escape)", "x.keyDown(escape)", "a.keyDown(escape)",
                "y.viewWillDisappear(true)", "y.viewDidDisappear(true)",
            ])
        #expect(scene.x.presentedViewController == nil && host.window.frontmostViewController === scene.x)
        host.resetLog()
        host.press(.escape)
        host.advance(0.3)
        #expect(
            withoutViewCalls(host.calls(of: scene.a, scene.x, y)) == [
                "x.keyDown(escape)", "a.keyDown(escape)", "x.viewWillDisappear(true)", "x.viewDidDisappear(true)",
            ])
        #expect(scene.a.presentedViewController == nil && scene.nav.viewControllers.count == 2)
        #expect(host.ruleIDs.isEmpty)
    }
}
