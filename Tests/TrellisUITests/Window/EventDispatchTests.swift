// Pins event dispatch: pointer events by hit testing (with capture), keys to the first responder,
// and fallback up the responder chain to the application.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Event dispatch")
struct EventDispatchTests {
    final class Field: View {
        var typed = ""
        override var canBecomeFirstResponder: Bool { true }
        override func keyDown(_ event: KeyEvent) {
            if let characters = event.key.characters { typed += characters } else { super.keyDown(event) }
        }
    }

    final class Pad: View {
        var downs: [CGPoint] = []
        override func pointerDown(_ event: PointerEvent) { downs.append(event.location(in: self)) }
        override func pointerMoved(_ event: PointerEvent) {}
        override func pointerUp(_ event: PointerEvent) {}
    }

    private func scene() -> (HeadlessScreen, Window, View, Pad, Field) {
        let screen = HeadlessScreen(width: 40, height: 20)
        let w = Window(screen: screen)
        let container = View(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
        let pad = Pad(frame: CGRect(x: 2, y: 2, width: 5, height: 3))
        let field = Field(frame: CGRect(x: 0, y: 8, width: 20, height: 1))
        w.addSubview(container)
        container.addSubview(pad)
        container.addSubview(field)
        w.makeKeyAndVisible()
        return (screen, w, container, pad, field)
    }

    @Test("Key events go to the first responder; keys it does not handle walk up to the application")
    func keysToFirstResponder() {
        let (screen, w, container, _, field) = scene()
        #expect(field.becomeFirstResponder())
        let log = record(labeling: ["w": w, "container": container, "field": field, "app": screen.application]) {
            w.sendEvent(.key(.character("h")))
            w.sendEvent(.key(KeyEvent(key: .enter)))
        }
        #expect(field.typed == "h")
        #expect(
            log.calls == [
                "w.sendEvent(key h)", "field.keyDown(h)",
                "w.sendEvent(key enter)", "field.keyDown(enter)", "container.keyDown(enter)", "w.keyDown(enter)",
                "app.keyDown(enter)",
            ])
    }

    @Test("Without a first responder, key events start at the window")
    func keysWithoutFirstResponder() {
        let (screen, w, _, _, _) = scene()
        let log = record(labeling: ["w": w, "app": screen.application]) { w.sendEvent(.key(.character("x"))) }
        #expect(log.calls == ["w.sendEvent(key x)", "w.keyDown(x)", "app.keyDown(x)"])
    }

    @Test("A pointer press goes to the hit-tested view, in its coordinates; moves and the release stay with it")
    func pointerCapture() {
        let (_, w, container, pad, _) = scene()
        let log = record(labeling: ["w": w, "container": container, "pad": pad]) {
            w.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 13, y: 8), phase: .down)))
            w.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 35, y: 1), phase: .moved)))
            w.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 35, y: 1), phase: .up)))
        }
        #expect(pad.downs == [CGPoint(x: 1, y: 1)])
        #expect(
            log.filter(objects: [pad, container]).calls == [
                "pad.pointerDown(down (13.0, 8.0))", "pad.pointerMoved(moved (35.0, 1.0))",
                "pad.pointerUp(up (35.0, 1.0))",
            ])
    }

    @Test("Unhandled pointer events travel from the hit view up through superviews to the window and application")
    func pointerFallsBackUpTheChain() {
        let (screen, w, container, _, field) = scene()
        let log = record(labeling: ["w": w, "container": container, "field": field, "app": screen.application]) {
            w.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 12, y: 13), phase: .down)))
        }
        #expect(
            log.calls == [
                "w.sendEvent(pointer down (12.0, 13.0))", "field.pointerDown(down (12.0, 13.0))",
                "container.pointerDown(down (12.0, 13.0))", "w.pointerDown(down (12.0, 13.0))",
                "app.pointerDown(down (12.0, 13.0))",
            ])
    }

    @Test("A pressed view that leaves the window gets neither the moves nor the release")
    func captureEndsWhenViewLeaves() {
        let (_, w, container, pad, _) = scene()
        let log = record(labeling: ["w": w, "container": container, "pad": pad]) {
            w.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 13, y: 8), phase: .down)))
            pad.removeFromSuperview()
            w.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 13, y: 8), phase: .moved)))
            w.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 13, y: 8), phase: .up)))
        }
        #expect(log.filter(callbackPrefix: "pointer").calls == ["pad.pointerDown(down (13.0, 8.0))"])
        #expect(log.filter(callbackPrefix: "sendEvent").count == 3)
    }

    @Test("Hover moves (no press) go to whatever view is under the pointer")
    func hoverFollowsHitTest() {
        let (_, w, container, pad, field) = scene()
        let log = record(labeling: ["container": container, "pad": pad, "field": field]) {
            w.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 13, y: 8), phase: .moved, button: .none)))
            w.sendEvent(.pointer(PointerEvent(location: CGPoint(x: 12, y: 13), phase: .moved, button: .none)))
        }
        #expect(
            log.filter(objects: [pad, field]).calls == [
                "pad.pointerMoved(moved (13.0, 8.0))", "field.pointerMoved(moved (12.0, 13.0))",
            ])
    }

    @Test("Scroll events go to the hit-tested view")
    func scrollToHitView() {
        let (_, w, _, pad, _) = scene()
        let log = record(labeling: ["pad": pad]) {
            w.sendEvent(.scroll(ScrollEvent(location: CGPoint(x: 13, y: 8), deltaX: 0, deltaY: 3)))
        }
        #expect(log.filter(objects: [pad]).calls == ["pad.scrollWheel((13.0, 8.0) dx 0.0 dy 3.0)"])
    }

    @Test("Events without a time stamp get the application clock's time")
    func eventTimestamps() {
        final class Stamp: View {
            var stamps: [TimeInterval] = []
            override var canBecomeFirstResponder: Bool { true }
            override func keyDown(_ event: KeyEvent) { stamps.append(event.timestamp) }
        }
        let screen = HeadlessScreen(width: 40, height: 20)
        let w = Window(screen: screen)
        let stamp = Stamp()
        w.addSubview(stamp)
        w.makeKeyAndVisible()
        stamp.becomeFirstResponder()
        screen.application.advance(by: 2.5)
        w.sendEvent(.key(.character("a")))
        w.sendEvent(.key(KeyEvent(key: .tab, timestamp: 9)))
        #expect(stamp.stamps == [2.5, 9])
    }
}
