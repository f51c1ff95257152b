// Pins the hierarchy callback orders of S24, S25, D8, D12 and invariants I21, I22.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("View hierarchy callbacks")
struct ViewHierarchyCallbackTests {
    @Test("S24: adding to a superview that is in no window fires superview callbacks only")
    func addOutsideWindow() {
        let s = View(), v = View()
        let log = record(labeling: ["s": s, "v": v]) { s.addSubview(v) }
        #expect(log.calls == ["v.willMove(toSuperview: s)", "v.didMoveToSuperview()", "s.didAddSubview(v)"])
        #expect(v.superview === s && s.subviews.count == 1 && v.window == nil)
    }

    @Test(
        "D8: adding to a superview in a window — willMove(toSuperview), willMove(toWindow) on the subtree, didMoveToSuperview, didMoveToWindow on the subtree, didAddSubview"
    )
    func addInsideWindow() {
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let s = View(), v = View(), c = View()
        w.addSubview(s)
        v.addSubview(c)
        let log = record(labeling: ["w": w, "s": s, "v": v, "c": c]) { s.addSubview(v) }
        #expect(
            log.calls == [
                "v.willMove(toSuperview: s)",
                "v.willMove(toWindow: w)", "c.willMove(toWindow: w)",
                "v.didMoveToSuperview()",
                "v.didMoveToWindow()", "c.didMoveToWindow()",
                "s.didAddSubview(v)",
            ])
        #expect(v.window === w && c.window === w)
    }

    @Test(
        "D8/I22: removing from a superview in a window — willRemoveSubview, willMove(toSuperview: nil), window callbacks on the subtree, didMoveToSuperview"
    )
    func removeInsideWindow() {
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let s = View(), v = View(), c = View()
        w.addSubview(s)
        s.addSubview(v)
        v.addSubview(c)
        let log = record(labeling: ["w": w, "s": s, "v": v, "c": c]) { v.removeFromSuperview() }
        #expect(
            log.calls == [
                "s.willRemoveSubview(v)",
                "v.willMove(toSuperview: nil)",
                "v.willMove(toWindow: nil)", "c.willMove(toWindow: nil)",
                "v.didMoveToWindow()", "c.didMoveToWindow()",
                "v.didMoveToSuperview()",
            ])
        #expect(v.superview == nil && v.window == nil && c.window == nil && s.subviews.isEmpty)
    }

    @Test("S24/I22: removing from a superview in no window fires didMoveToSuperview with superview nil")
    func removeOutsideWindow() {
        let s = View(), v = View()
        s.addSubview(v)
        var superviewInDidMove: View? = s
        final class Probe: View {
            var onDidMove: (() -> Void)?
            override func didMoveToSuperview() { onDidMove?() }
        }
        let probe = Probe()
        s.addSubview(probe)
        probe.onDidMove = { [unowned probe] in superviewInDidMove = probe.superview }
        let log = record(labeling: ["s": s, "p": probe]) { probe.removeFromSuperview() }
        #expect(log.calls == ["s.willRemoveSubview(p)", "p.willMove(toSuperview: nil)", "p.didMoveToSuperview()"])
        #expect(superviewInDidMove == nil)
    }

    @Test(
        "D12: re-parenting inside one window — the old superview's willRemoveSubview, then one willMove/didMove pair, no window callbacks"
    )
    func reparentWithinWindow() {
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let s1 = View(), s2 = View(), v = View()
        w.addSubview(s1)
        w.addSubview(s2)
        s1.addSubview(v)
        let log = record(labeling: ["s1": s1, "s2": s2, "v": v]) { s2.addSubview(v) }
        #expect(
            log.calls == [
                "s1.willRemoveSubview(v)", "v.willMove(toSuperview: s2)", "v.didMoveToSuperview()",
                "s2.didAddSubview(v)",
            ])
        #expect(s1.subviews.isEmpty && s2.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(v)])
    }

    @Test(
        "S25: moving a subtree from window W1 to W2 — old superview first, then window callbacks on the whole subtree, pre-order"
    )
    func moveAcrossWindows() {
        let w1 = Window(screen: HeadlessScreen(width: 40, height: 20)),
            w2 = Window(screen: HeadlessScreen(width: 40, height: 20))
        let s1 = View(), s2 = View(), v = View(), a = View(), b = View(), a1 = View()
        w1.addSubview(s1)
        w2.addSubview(s2)
        s1.addSubview(v)
        v.addSubview(a)
        v.addSubview(b)
        a.addSubview(a1)
        let log = record(labeling: ["W1": w1, "W2": w2, "s1": s1, "s2": s2, "v": v, "a": a, "b": b, "a1": a1]) {
            s2.addSubview(v)
        }
        #expect(
            log.calls == [
                "s1.willRemoveSubview(v)",
                "v.willMove(toSuperview: s2)",
                "v.willMove(toWindow: W2)", "a.willMove(toWindow: W2)", "a1.willMove(toWindow: W2)",
                "b.willMove(toWindow: W2)",
                "v.didMoveToSuperview()",
                "v.didMoveToWindow()", "a.didMoveToWindow()", "a1.didMoveToWindow()", "b.didMoveToWindow()",
                "s2.didAddSubview(v)",
            ])
        #expect([v, a, b, a1].allSatisfy { $0.window === w2 })
    }

    @Test("An ancestor joining a window gives window callbacks to the whole subtree, not superview callbacks")
    func ancestorJoinsWindow() {
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let s = View(), v = View()
        s.addSubview(v)
        let log = record(labeling: ["w": w, "s": s, "v": v]) { w.addSubview(s) }
        #expect(
            log.calls == [
                "s.willMove(toSuperview: w)", "s.willMove(toWindow: w)", "v.willMove(toWindow: w)",
                "s.didMoveToSuperview()", "s.didMoveToWindow()", "v.didMoveToWindow()", "w.didAddSubview(s)",
            ])
    }

    @Test(
        "I21: willMove(toWindow:)/didMoveToWindow reach every view of a random subtree in pre-order",
        arguments: [UInt64(1), 7, 42, 1234, 99_999])
    func windowCallbacksReachRandomSubtree(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let root = View()
        var all = [root]
        for _ in 0..<Int.random(in: 5...40, using: &generator) {
            let parent = all.randomElement(using: &generator)!
            let child = View()
            parent.addSubview(child)
            all.append(child)
        }
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let recorder = LifecycleRecorder()
        withRecorder(recorder) { w.addSubview(root) }
        let order = root.preOrder.map(ObjectIdentifier.init)
        let willMoves = recorder.events.filter(callbackPrefix: "willMove(toWindow:)")
        let didMoves = recorder.events.filter(callbackPrefix: "didMoveToWindow")
        #expect(willMoves.map(\.objectID) == order)
        #expect(didMoves.map(\.objectID) == order)
        #expect(willMoves.allSatisfy { $0.arguments == ["Window"] })
        // Every will precedes every did (the re-parent happens between them).
        #expect(willMoves.last!.sequence < didMoves.first!.sequence)
    }

    @Test(
        "I21: window is already nil inside didMoveToWindow after removal, and set before didMoveToWindow after adding")
    func windowPropertyDuringCallbacks() {
        final class Probe: View {
            var seen: [Window?] = []
            override func willMove(toWindow newWindow: Window?) { seen.append(window) }
            override func didMoveToWindow() { seen.append(window) }
        }
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let probe = Probe()
        w.addSubview(probe)
        probe.removeFromSuperview()
        #expect(probe.seen.map { $0 === w } == [false, true, true, false])
    }
}
