// Pins that views and windows are released once they leave the hierarchy and nothing else holds them.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("View leaks")
struct ViewLeakTests {
    @Test("A removed subtree is deallocated, even after layout, display, events and first-responder status")
    func removedSubtreeIsReleased() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let w = Window(screen: screen)
        w.makeKeyAndVisible()
        weak var weakParent: View?
        weak var weakChild: View?
        do {
            final class Focusable: View { override var canBecomeFirstResponder: Bool { true } }
            let parent = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let child = Focusable(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
            parent.backgroundColor = .red
            w.addSubview(parent)
            parent.addSubview(child)
            child.becomeFirstResponder()
            screen.application.runUntilIdle()
            w.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 1.5, y: 1.5), phase: .down)))
            weakParent = parent
            weakChild = child
            let recorder = LifecycleRecorder()
            withRecorder(recorder) { parent.removeFromSuperview() }
            #expect(!recorder.events.isEmpty)
        }
        screen.application.runUntilIdle()
        #expect(weakParent == nil)
        #expect(weakChild == nil)
    }

    @Test("A window and its views are released with their application's screen")
    func windowIsReleased() {
        weak var weakWindow: Window?
        weak var weakView: View?
        weak var weakApplication: Application?
        do {
            let screen = HeadlessScreen(width: 40, height: 20)
            let w = Window(screen: screen)
            let view = View()
            w.addSubview(view)
            w.makeKeyAndVisible()
            screen.application.performInBackground({ 1 }, then: { _ in view.setNeedsLayout() })
            screen.application.runUntilIdle()
            weakWindow = w
            weakView = view
            weakApplication = screen.application
        }
        #expect(weakWindow == nil && weakView == nil && weakApplication == nil)
    }
}
