// Pins the responder chain (view → owner → superview … → window → application) and first
// responder rules.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Responder chain and first responder")
struct ResponderChainTests {
    final class Focusable: View {
        var allowsResign = true
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { allowsResign }
    }

    private func chain(from responder: Responder) -> [Responder] {
        var result: [Responder] = []
        var current: Responder? = responder
        while let next = current {
            result.append(next)
            current = next.next
        }
        return result
    }

    @Test("view → its owner when it is a root view → owner's next … → window → application")
    func chainOrder() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let w = Window(screen: screen)
        let container = View(), root = View(), leaf = View()
        let owner = UICoreFakeOwner(name: "VC")
        root.owner = owner
        owner.nextAfterOwner = container
        w.addSubview(container)
        container.addSubview(root)
        root.addSubview(leaf)
        let ids = chain(from: leaf).map(ObjectIdentifier.init)
        #expect(ids == [leaf, root, owner, container, w, screen.application].map { ObjectIdentifier($0) })
    }

    @Test("becomeFirstResponder needs canBecomeFirstResponder and a window; the previous first responder resigns first")
    func becomeAndResign() {
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let a = Focusable(), b = Focusable(), plain = View(), detached = Focusable()
        w.addSubview(a)
        w.addSubview(b)
        w.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(!detached.becomeFirstResponder())
        #expect(a.becomeFirstResponder() && a.isFirstResponder && w.firstResponder === a)
        let log = record(labeling: ["a": a, "b": b]) { #expect(b.becomeFirstResponder()) }
        #expect(log.calls == ["b.becomeFirstResponder()", "a.resignFirstResponder()"])
        #expect(b.isFirstResponder && !a.isFirstResponder)
        #expect(b.resignFirstResponder() && w.firstResponder == nil)
    }

    @Test("A first responder that refuses to resign keeps its status")
    func refusesToResign() {
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let a = Focusable(), b = Focusable()
        w.addSubview(a)
        w.addSubview(b)
        a.becomeFirstResponder()
        a.allowsResign = false
        #expect(!b.becomeFirstResponder())
        #expect(a.isFirstResponder)
    }

    @Test("Removing the first responder (or an ancestor) from its window resigns it, before willMove(toWindow:)")
    func resignsOnRemoval() {
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let container = View(), field = Focusable()
        w.addSubview(container)
        container.addSubview(field)
        field.becomeFirstResponder()
        let log = record(labeling: ["container": container, "field": field]) { container.removeFromSuperview() }
        #expect(
            Array(log.calls.prefix(4)) == [
                "Window.willRemoveSubview(container)", "container.willMove(toSuperview: nil)",
                "field.resignFirstResponder()", "container.willMove(toWindow: nil)",
            ])
        #expect(w.firstResponder == nil && !field.isFirstResponder)
    }

    @Test("Removal ends first-responder status even for a responder that refuses to resign")
    func removalForcesResign() {
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let field = Focusable()
        w.addSubview(field)
        field.becomeFirstResponder()
        field.allowsResign = false
        field.removeFromSuperview()
        #expect(w.firstResponder == nil)
    }

    @Test("Actions go to the first responder along the chain that can perform them")
    func actions() {
        final class Editor: View {
            var performed: [String] = []
            override func canPerformAction(_ action: ResponderAction, withSender sender: AnyObject?) -> Bool {
                action == .copy
            }
            override func perform(_ action: ResponderAction, withSender sender: AnyObject?) {
                performed.append(action.name)
            }
        }
        let screen = HeadlessScreen(width: 40, height: 20)
        let w = Window(screen: screen)
        let editor = Editor(), field = Focusable()
        w.addSubview(editor)
        editor.addSubview(field)
        w.makeKeyAndVisible()
        field.becomeFirstResponder()
        #expect(screen.application.sendAction(.copy, to: nil, from: nil))
        #expect(!screen.application.sendAction(.paste, to: nil, from: nil))
        #expect(editor.performed == ["copy"])
        #expect(field.target(forAction: .copy, withSender: nil) === editor)
    }
}
