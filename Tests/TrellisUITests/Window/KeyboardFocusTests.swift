// Keyboard focus: Tab / Shift-Tab move first responder through the visible focusable views of the
// key window in reading order, only inside a presented modal, only when nobody consumed the key; key
// presses without a first responder reach the frontmost view controller; the caret a host places its
// cursor at.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

/// A view that can be first responder but opts out of keyboard focus.
@MainActor
private final class UnfocusableResponderView: View {
    override var canBecomeFirstResponder: Bool { true }
    override var canBecomeFocused: Bool { false }
}

/// A plain view that can be first responder, so it is focusable by default.
@MainActor
private final class FocusableView: View {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite("Keyboard focus")
struct KeyboardFocusTests {
    private func button(_ title: String, _ x: CGFloat, _ y: CGFloat) -> Button {
        let button = Button(title: title)
        button.frame = CGRect(x: x, y: y, width: 6, height: 1)
        return button
    }

    @Test(
        "Tab visits focusable views top to bottom, then left to right, whatever the view order; Shift-Tab goes back; both wrap"
    )
    func readingOrder() {
        let host = ViewControllerTestHost()
        let right = button("R", 20, 0)
        let lowerLeft = button("L", 0, 2)
        let lowerRight = button("M", 8, 2)
        let field = TextField(text: "f")
        field.frame = CGRect(x: 0, y: 0, width: 6, height: 1)
        host.show(views: lowerRight, right, lowerLeft, field)
        #expect(
            host.window.focusableViews.map(ObjectIdentifier.init)
                == [field, right, lowerLeft, lowerRight].map(ObjectIdentifier.init))
        var visited: [String] = []
        func note() {
            let first = host.window.firstResponder
            visited.append(first === field ? "f" : (first as? Button)?.currentTitle ?? "-")
        }
        for _ in 0..<5 {
            host.press(.tab)
            note()
        }
        host.press(.tab, .shift)
        note()
        host.press(.tab, .shift)
        note()
        #expect(visited == ["f", "R", "L", "M", "f", "M", "L"])
    }

    @Test("Without a first responder, Tab focuses the first view and Shift-Tab the last")
    func startsAtTheEnds() {
        let host = ViewControllerTestHost()
        let first = button("A", 0, 0)
        let last = button("B", 0, 3)
        host.show(views: first, last)
        host.press(.tab, .shift)
        #expect(last.isFirstResponder)
        last.resignFirstResponder()
        host.press(.tab)
        #expect(first.isFirstResponder)
    }

    @Test(
        "Only views that can be seen and take focus are visited: not hidden, transparent, disabled, outside the window, clipped away, under a non-interactive ancestor, or opted out"
    )
    func onlyVisibleFocusableViews() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let visible = button("ok", 0, 0)
        let hidden = button("hidden", 0, 1)
        hidden.isHidden = true
        let transparent = button("alpha", 0, 2)
        transparent.alpha = 0
        let disabled = button("off", 0, 3)
        disabled.isEnabled = false
        let outside = button("far", 45, 4)
        let clipper = View(frame: CGRect(x: 10, y: 0, width: 5, height: 2))
        clipper.clipsToBounds = true
        let clippedAway = button("clip", 0, 3) // below the clipping view's bounds
        clipper.addSubview(clippedAway)
        let partlyClipped = button("part", 2, 1) // half inside: still seen
        clipper.addSubview(partlyClipped)
        let inert = View(frame: CGRect(x: 20, y: 0, width: 10, height: 2))
        inert.isUserInteractionEnabled = false
        inert.addSubview(button("inert", 0, 0))
        let optedOut = UnfocusableResponderView(frame: CGRect(x: 0, y: 5, width: 3, height: 1))
        let custom = FocusableView(frame: CGRect(x: 0, y: 6, width: 3, height: 1))
        let label = Label(text: "text")
        label.frame = CGRect(x: 0, y: 7, width: 4, height: 1)
        host.show(views: visible, hidden, transparent, disabled, outside, clipper, inert, optedOut, custom, label)
        #expect(
            host.window.focusableViews.map(ObjectIdentifier.init)
                == [visible, partlyClipped, custom].map(ObjectIdentifier.init))
        #expect(!disabled.canBecomeFocused && visible.canBecomeFocused)
        #expect(optedOut.becomeFirstResponder()) // it can still be made first responder in code
        host.press(.tab)
        #expect(custom.isFirstResponder) // focus moves on from it in reading order
    }

    @Test("Views of a controller on its way out are not focusable: during an animated push only the new top's are")
    func onlyAppearingControllers() {
        let host = ViewControllerTestHost()
        let old = button("old", 0, 0)
        let new = button("new", 10, 0)
        let a = ContentViewController(title: "A") { $0.addSubview(old) }
        let b = ContentViewController(title: "B") { $0.addSubview(new) }
        let navigation = NavigationController(rootViewController: a)
        host.show(navigation)
        #expect(host.window.focusableViews.map(ObjectIdentifier.init) == [ObjectIdentifier(old)])
        host.run { navigation.pushViewController(b, animated: true) }
        host.run { host.screen.runUntilIdle() }
        #expect(a.appearanceState == .disappearing && old.window === host.window)
        #expect(host.window.focusableViews.map(ObjectIdentifier.init) == [ObjectIdentifier(new)])
        host.advance(0.3)
        #expect(host.window.focusableViews.map(ObjectIdentifier.init) == [ObjectIdentifier(new)])
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "Tab reaches the window only when the first responder passes it on: a view that handles Tab keeps focus, a text field does not"
    )
    func consumedTab() {
        let host = ViewControllerTestHost()
        let consumer = KeyConsumingView(frame: CGRect(x: 0, y: 0, width: 5, height: 1), handling: [.tab])
        let field = TextField(text: "x")
        field.frame = CGRect(x: 0, y: 2, width: 5, height: 1)
        let next = button("next", 0, 4)
        host.show(views: consumer, field, next)
        #expect(consumer.becomeFirstResponder())
        host.press(.tab)
        #expect(consumer.isFirstResponder)
        #expect(consumer.received == ["tab"])
        #expect(field.becomeFirstResponder())
        host.press(.tab)
        #expect(next.isFirstResponder)
        #expect(field.text == "x" && !field.isEditing)
    }

    @Test("Tab with nothing to focus goes on to the application")
    func nothingToFocus() {
        let host = ViewControllerTestHost()
        let root = host.show(views: Label(text: "only text"))
        host.label("root", root)
        host.resetLog()
        host.press(.tab)
        #expect(
            host.calls(of: host.window, root, host.screen.application) == [
                "w.sendEvent(key tab)", "root.keyDown(tab)", "w.keyDown(tab)", "app.keyDown(tab)",
            ])
    }

    @Test("Enter and Space activate the button focus moved to")
    func activateFocusedButton() {
        let host = ViewControllerTestHost()
        let save = button("Save", 0, 0)
        var saves = 0
        save.addAction(for: .primaryActionTriggered) { saves += 1 }
        host.show(views: save)
        host.press(.tab)
        host.press(.enter)
        host.press(.character(" "))
        #expect(saves == 2)
    }

    @Test("While a sheet is presented, focus stays inside it, and a first responder left under it receives no keys")
    func focusConfinedToModal() {
        let host = ViewControllerTestHost(width: 40, height: 20)
        let under = button("under", 0, 0)
        var underTaps = 0
        under.addAction(for: .primaryActionTriggered) { underTaps += 1 }
        let root = ContentViewController { $0.addSubview(under) }
        let first = button("one", 1, 1)
        let second = button("two", 1, 3)
        let sheet = ContentViewController { view in
            view.addSubview(first)
            view.addSubview(second)
        }
        sheet.modalPresentationStyle = .pageSheet
        host.label("root", root)
        host.label("sheet", sheet)
        host.show(root)
        #expect(under.becomeFirstResponder())
        host.run { root.present(sheet, animated: false) }
        host.run { host.screen.runUntilIdle() }
        #expect(host.window.focusableViews.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        host.resetLog()
        host.press(.enter)
        #expect(underTaps == 0)
        #expect(
            host.calls(of: host.window, root, sheet, under) == [
                "w.sendEvent(key enter)", "sheet.keyDown(enter)", "root.keyDown(enter)", "w.keyDown(enter)",
            ])
        var visited: [ObjectIdentifier?] = []
        for _ in 0..<3 {
            host.press(.tab)
            visited.append(host.window.firstResponder.map(ObjectIdentifier.init))
        }
        #expect(visited == [first, second, first].map(ObjectIdentifier.init))
        #expect(!under.isFirstResponder)
    }

    @Test(
        "Without a first responder, keys go to the frontmost controller: the root, else the presented one, whose chain still reaches the window under a full-screen presentation"
    )
    func keysWithoutFirstResponderReachControllers() {
        let host = ViewControllerTestHost()
        let root = ContentViewController()
        let presented = ContentViewController()
        host.label("root", root)
        host.label("top", presented)
        host.show(root)
        host.resetLog()
        host.press(.character("x"))
        #expect(
            host.calls(of: host.window, root, presented, host.screen.application) == [
                "w.sendEvent(key x)", "root.keyDown(x)", "w.keyDown(x)", "app.keyDown(x)",
            ])
        host.run { root.present(presented, animated: false) }
        host.run { host.screen.runUntilIdle() }
        #expect(root.viewIfLoaded?.superview == nil) // full screen: the presenter's view left the window
        host.resetLog()
        host.press(.character("y"))
        #expect(
            host.calls(of: host.window, root, presented, host.screen.application) == [
                "w.sendEvent(key y)", "top.keyDown(y)", "root.keyDown(y)", "w.keyDown(y)", "app.keyDown(y)",
            ])
    }

    @Test(
        "caretRect is the editing field's caret in window coordinates, follows the cursor, and is nil when not editing, clipped away or under a sheet"
    )
    func caretRect() {
        let host = ViewControllerTestHost(width: 40, height: 20)
        let container = View(frame: CGRect(x: 2, y: 1, width: 20, height: 5))
        let field = TextField(text: "ab")
        field.frame = CGRect(x: 3, y: 2, width: 10, height: 1)
        container.addSubview(field)
        let root = host.show(views: container)
        #expect(host.window.caretRect == nil)
        host.run { _ = host.screen.click(at: CGPoint(x: 14, y: 3)) } // past the text: cursor at the end
        #expect(field.isEditing)
        #expect(host.window.caretRect == CGRect(x: 7, y: 3, width: 1, height: 1))
        host.press(.character("c"))
        #expect(host.window.caretRect == CGRect(x: 8, y: 3, width: 1, height: 1))
        host.press(.home)
        #expect(host.window.caretRect == CGRect(x: 5, y: 3, width: 1, height: 1))
        container.clipsToBounds = true
        container.bounds.origin = CGPoint(x: 0, y: 3) // the field's row scrolled above the container
        #expect(host.window.caretRect == nil)
        container.bounds.origin = .zero
        #expect(host.window.caretRect == CGRect(x: 5, y: 3, width: 1, height: 1))
        let sheet = ContentViewController()
        sheet.modalPresentationStyle = .pageSheet
        host.run { root.present(sheet, animated: false) }
        host.run { host.screen.runUntilIdle() }
        #expect(field.isEditing && host.window.caretRect == nil)
        host.run { sheet.dismiss(animated: false) }
        host.run { host.screen.runUntilIdle() }
        #expect(host.window.caretRect == CGRect(x: 5, y: 3, width: 1, height: 1))
        field.resignFirstResponder()
        #expect(host.window.caretRect == nil)
    }

    @Test("Control.focusNextControl moves from that control in the window's focus order")
    func focusNextControl() {
        let host = ViewControllerTestHost()
        let a = button("a", 0, 0)
        let b = button("b", 0, 2)
        let c = button("c", 0, 4)
        host.show(views: c, a, b)
        #expect(b.focusNextControl())
        #expect(c.isFirstResponder)
        #expect(c.focusNextControl())
        #expect(a.isFirstResponder) // wrapped around
        #expect(a.focusNextControl(backwards: true))
        #expect(c.isFirstResponder)
    }
}
