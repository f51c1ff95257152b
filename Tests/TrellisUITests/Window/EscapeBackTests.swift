// Escape means back: an Escape nobody handles pops the navigation stack the user is looking at, or
// dismisses the frontmost presented controller, or goes on to the application; the lifecycle it
// causes is exactly that of the back item / dismiss.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Escape means back")
struct EscapeBackTests {
    /// The calls without layout and the window's own hierarchy callbacks (the sheet's views leaving).
    private func appearanceOnly(_ calls: [String]) -> [String] {
        calls.filter { !$0.contains("Layout") && !$0.contains("layoutSubviews") && !$0.contains("Subview(") }
    }

    @Test(
        "Escape pops the navigation controller's top: the window passes it on and the pop runs as an animated back (S9/D14)"
    )
    func escapePops() {
        let host = ViewControllerTestHost()
        let a = ContentViewController(title: "Artists")
        let b = ContentViewController(title: "Albums")
        let navigation = NavigationController(rootViewController: a)
        host.label("nav", navigation)
        host.label("a", a)
        host.label("b", b)
        host.show(navigation)
        host.run {
            navigation.pushViewController(b, animated: false)
            host.screen.runUntilIdle()
        }
        host.resetLog()
        host.press(.escape)
        host.advance(0.3)
        #expect(
            appearanceOnly(host.calls(of: host.window, navigation, a, b)) == [
                "w.sendEvent(key escape)", "nav.keyDown(escape)", "w.keyDown(escape)",
                "b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                "a.viewIsAppearing(true)",
                "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "b.didMove(toParent: nil)",
            ])
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        #expect(host.screen.lines.first?.contains("Artists") == true)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test("Escape at the root of the stack changes nothing and goes on to the application")
    func escapeAtRoot() {
        let host = ViewControllerTestHost()
        let a = ContentViewController(title: "Artists")
        let navigation = NavigationController(rootViewController: a)
        host.label("nav", navigation)
        host.label("a", a)
        host.show(navigation)
        host.resetLog()
        host.press(.escape)
        host.advance(0.3)
        #expect(
            appearanceOnly(host.calls(of: host.window, navigation, a, host.screen.application)) == [
                "w.sendEvent(key escape)", "nav.keyDown(escape)", "w.keyDown(escape)", "app.keyDown(escape)",
            ])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test(
        "With a sheet presented over a stack, Escape dismisses the sheet (S14: the presenter gets nothing) and leaves the stack alone"
    )
    func escapeDismissesSheet() {
        let host = ViewControllerTestHost(width: 40, height: 20)
        let a = ContentViewController(title: "Artists")
        let b = ContentViewController(title: "Albums")
        let navigation = NavigationController(rootViewController: a)
        let sheet = ContentViewController(title: "Details")
        sheet.modalPresentationStyle = .pageSheet
        host.label("nav", navigation)
        host.label("a", a)
        host.label("b", b)
        host.label("sheet", sheet)
        host.show(navigation)
        host.run {
            navigation.pushViewController(b, animated: false)
            host.screen.runUntilIdle()
            b.present(sheet, animated: false)
            host.screen.runUntilIdle()
        }
        host.resetLog()
        host.press(.escape)
        host.advance(0.3)
        #expect(
            appearanceOnly(host.calls(of: host.window, navigation, a, b, sheet)) == [
                "w.sendEvent(key escape)", "sheet.keyDown(escape)", "nav.keyDown(escape)", "w.keyDown(escape)",
                "sheet.viewWillDisappear(true)", "sheet.viewDidDisappear(true)",
            ])
        #expect(navigation.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 2)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test("A presented navigation controller with a stack pops first; the next Escape dismisses it")
    func presentedStackPopsFirst() {
        let host = ViewControllerTestHost(width: 40, height: 20)
        let root = ContentViewController(title: "Library")
        let c = ContentViewController(title: "Song")
        let d = ContentViewController(title: "Lyrics")
        let presented = NavigationController(rootViewController: c)
        presented.modalPresentationStyle = .pageSheet
        host.label("c", c)
        host.label("d", d)
        host.label("p", presented)
        host.show(root)
        host.run {
            root.present(presented, animated: false)
            host.screen.runUntilIdle()
            presented.pushViewController(d, animated: false)
            host.screen.runUntilIdle()
        }
        host.resetLog()
        host.press(.escape)
        host.advance(0.3)
        #expect(
            appearanceOnly(host.calls(of: c, d, presented)) == [
                "p.keyDown(escape)",
                "d.willMove(toParent: nil)", "d.viewWillDisappear(true)", "c.viewWillAppear(true)",
                "c.viewIsAppearing(true)",
                "d.viewDidDisappear(true)", "c.viewDidAppear(true)", "d.didMove(toParent: nil)",
            ])
        #expect(root.presentedViewController === presented)
        host.resetLog()
        host.press(.escape)
        host.advance(0.3)
        #expect(
            appearanceOnly(host.calls(of: c, presented)) == [
                "p.keyDown(escape)",
                "p.viewWillDisappear(true)", "c.viewWillDisappear(true)", "p.viewDidDisappear(true)",
                "c.viewDidDisappear(true)",
            ])
        #expect(root.presentedViewController == nil)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "With a text field editing in the top controller, Escape still goes back (the field does not handle it) and editing ends as the view leaves"
    )
    func escapeFromTextField() {
        let host = ViewControllerTestHost()
        let field = TextField(text: "query")
        field.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        let a = ContentViewController(title: "Artists")
        let b = ContentViewController(title: "Search") { $0.addSubview(field) }
        let navigation = NavigationController(rootViewController: a)
        host.show(navigation)
        host.run {
            navigation.pushViewController(b, animated: false)
            host.screen.runUntilIdle()
        }
        #expect(field.becomeFirstResponder())
        host.press(.escape)
        host.advance(0.3)
        #expect(navigation.viewControllers.count == 1)
        #expect(!field.isEditing && host.window.firstResponder == nil)
        #expect(field.text == "query")
    }

    @Test("A first responder that handles Escape itself keeps it: nothing is popped")
    func consumedEscape() {
        let host = ViewControllerTestHost()
        let consumer = KeyConsumingView(frame: CGRect(x: 0, y: 0, width: 4, height: 1), handling: [.escape])
        let a = ContentViewController(title: "A")
        let b = ContentViewController(title: "B") { $0.addSubview(consumer) }
        let navigation = NavigationController(rootViewController: a)
        host.show(navigation)
        host.run {
            navigation.pushViewController(b, animated: false)
            host.screen.runUntilIdle()
        }
        #expect(consumer.becomeFirstResponder())
        host.press(.escape)
        host.advance(0.3)
        #expect(consumer.received == ["escape"])
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("Escape goes back in the navigation controller of the selected tab")
    func escapeInSelectedTab() {
        let host = ViewControllerTestHost()
        let artists = ContentViewController(title: "Artists")
        let albums = ContentViewController(title: "Albums")
        let library = NavigationController(rootViewController: artists)
        let other = ContentViewController(title: "Now Playing")
        let tabs = TabBarController()
        tabs.viewControllers = [other, library]
        tabs.selectedIndex = 1
        host.show(tabs)
        host.run {
            library.pushViewController(albums, animated: false)
            host.screen.runUntilIdle()
        }
        host.press(.escape)
        host.advance(0.3)
        #expect(library.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(artists)])
        #expect(tabs.selectedIndex == 1)
    }

    @Test(
        "Escape pressed again while a dismissal animates goes back one more step without reporting a second dismissal")
    func repeatedEscape() {
        let host = ViewControllerTestHost(width: 40, height: 20)
        let a = ContentViewController(title: "A")
        let b = ContentViewController(title: "B")
        let navigation = NavigationController(rootViewController: a)
        let sheet = ContentViewController(title: "Sheet")
        sheet.modalPresentationStyle = .pageSheet
        host.show(navigation)
        host.run {
            navigation.pushViewController(b, animated: false)
            host.screen.runUntilIdle()
            navigation.present(sheet, animated: false)
            host.screen.runUntilIdle()
        }
        host.press(.escape)
        host.press(.escape)
        host.advance(0.3)
        host.advance(0.3)
        #expect(navigation.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 1)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test("performBackNavigation() reports whether it did something")
    func performBackNavigationResult() {
        let host = ViewControllerTestHost()
        let a = ContentViewController(title: "A")
        let navigation = NavigationController(rootViewController: a)
        host.show(navigation)
        #expect(!host.window.performBackNavigation())
        host.run {
            navigation.pushViewController(ContentViewController(title: "B"), animated: false)
            host.screen.runUntilIdle()
        }
        #expect(host.run { host.window.performBackNavigation() })
    }
}
