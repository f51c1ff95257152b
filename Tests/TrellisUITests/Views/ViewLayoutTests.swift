// Pins the layout pass (S23 view part, I23, I24 seam) and CALayer-style layoutIfNeeded.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

/// A stand-in for a view controller at the RootViewOwner seam: records its layout hooks.
@MainActor
final class UICoreFakeOwner: Responder, RootViewOwner {
    let name: String
    var log: [String] = []
    init(name: String) { self.name = name }
    func rootViewWillLayoutSubviews() { LifecycleRecorder.current?.record(self, "viewWillLayoutSubviews") }
    func rootViewDidLayoutSubviews() { LifecycleRecorder.current?.record(self, "viewDidLayoutSubviews") }
    func rootViewWillMove(toWindow window: Window?) { log.append("willMove(toWindow:)") }
    func rootViewDidMoveToWindow() { log.append("didMoveToWindow") }
    var rootViewNextResponder: Responder? { self }
    var nextAfterOwner: Responder?
    override var next: Responder? { nextAfterOwner }
    func windowWillBecomeVisible(_ window: Window) { log.append("windowWillBecomeVisible") }
    func windowDidBecomeVisible(_ window: Window) { log.append("windowDidBecomeVisible") }
    func windowWillBecomeHidden(_ window: Window) { log.append("windowWillBecomeHidden") }
    func windowDidBecomeHidden(_ window: Window) { log.append("windowDidBecomeHidden") }
    func windowDidBecomeKey(_ window: Window) { log.append("windowDidBecomeKey") }
    func windowDidResignKey(_ window: Window) { log.append("windowDidResignKey") }
}

@MainActor
@Suite("View layout pass")
struct ViewLayoutTests {
    /// W ⊃ P.view ⊃ (C.view ⊃ c1), p1 — the S23 tree.
    private func s23Tree() -> (w: Window, p: View, c: View, c1: View, p1: View, P: UICoreFakeOwner, C: UICoreFakeOwner)
    {
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let p = View(), c = View(), c1 = View(), p1 = View()
        let P = UICoreFakeOwner(name: "P"), C = UICoreFakeOwner(name: "C")
        p.owner = P
        c.owner = C
        w.addSubview(p)
        p.addSubview(c)
        c.addSubview(c1)
        p.addSubview(p1)
        return (w, p, c, c1, p1, P, C)
    }

    @Test("S23/I24: layout is top-down pre-order and each owner's will/did wraps only its own view's layoutSubviews")
    func s23LayoutOrder() {
        let t = s23Tree()
        let log = record(labeling: ["W": t.w, "P.view": t.p, "C.view": t.c, "c1": t.c1, "p1": t.p1, "P": t.P, "C": t.C])
        {
            t.w.layoutIfNeeded()
        }
        #expect(
            log.calls == [
                "W.layoutSubviews()",
                "P.viewWillLayoutSubviews()", "P.view.layoutSubviews()", "P.viewDidLayoutSubviews()",
                "C.viewWillLayoutSubviews()", "C.view.layoutSubviews()", "C.viewDidLayoutSubviews()",
                "c1.layoutSubviews()",
                "p1.layoutSubviews()",
            ])
    }

    @Test("S23: the update cycle lays out windows with the same pre-order pass")
    func updateCycleLayout() {
        let t = s23Tree()
        t.w.isHidden = false
        let log = record(labeling: ["W": t.w, "P.view": t.p, "C.view": t.c, "c1": t.c1, "p1": t.p1, "P": t.P, "C": t.C])
        {
            t.w.application.runUntilIdle()
        }
        #expect(
            log.filter(callbackPrefixes: ["layoutSubviews", "view"]).calls == [
                "W.layoutSubviews()",
                "P.viewWillLayoutSubviews()", "P.view.layoutSubviews()", "P.viewDidLayoutSubviews()",
                "C.viewWillLayoutSubviews()", "C.view.layoutSubviews()", "C.viewDidLayoutSubviews()",
                "c1.layoutSubviews()",
                "p1.layoutSubviews()",
            ])
    }

    @Test("I23: layoutIfNeeded with nothing pending fires no callbacks")
    func nothingPending() {
        let t = s23Tree()
        t.w.layoutIfNeeded()
        let log = record {
            t.w.layoutIfNeeded()
            t.c1.layoutIfNeeded()
            t.p.layoutIfNeeded()
        }
        #expect(log.isEmpty)
    }

    @Test("I23: setNeedsLayout only marks; repeated marks coalesce into one layoutSubviews")
    func setNeedsLayoutCoalesces() {
        let t = s23Tree()
        t.w.layoutIfNeeded()
        let log = record(labeling: ["c1": t.c1]) {
            t.c1.setNeedsLayout()
            t.c1.setNeedsLayout()
            t.c1.setNeedsLayout()
            LifecycleRecorder.current?.record(t.w, "marker")
            t.w.layoutIfNeeded()
        }
        #expect(log.calls == ["Window.marker()", "c1.layoutSubviews()"])
    }

    @Test("layoutIfNeeded walks up to the highest ancestor needing layout and lays out its whole dirty subtree")
    func walksUpToHighestDirtyAncestor() {
        let t = s23Tree()
        t.w.layoutIfNeeded()
        t.p.setNeedsLayout()
        t.p1.setNeedsLayout()
        let log = record(labeling: ["P.view": t.p, "p1": t.p1, "c1": t.c1, "P": t.P]) { t.c1.layoutIfNeeded() }
        #expect(
            log.calls == [
                "P.viewWillLayoutSubviews()", "P.view.layoutSubviews()", "P.viewDidLayoutSubviews()",
                "p1.layoutSubviews()",
            ])
    }

    @Test("A frame size change marks the view for layout; a pure move does not")
    func sizeChangeMarksLayout() {
        let t = s23Tree()
        t.w.layoutIfNeeded()
        let moved = record {
            t.p1.frame.origin = CGPoint(x: 3, y: 4)
            t.w.layoutIfNeeded()
        }
        #expect(moved.isEmpty)
        let resized = record(labeling: ["p1": t.p1]) {
            t.p1.frame.size = CGSize(width: 5, height: 5)
            t.w.layoutIfNeeded()
        }
        #expect(resized.calls == ["p1.layoutSubviews()"])
    }

    @Test("Adding and removing a subview lays out the superview again")
    func hierarchyChangesMarkSuperview() {
        let t = s23Tree()
        t.w.layoutIfNeeded()
        let extra = View()
        let log = record(labeling: ["p1": t.p1, "x": extra]) {
            t.p1.addSubview(extra)
            t.w.layoutIfNeeded()
            extra.removeFromSuperview()
            t.w.layoutIfNeeded()
        }
        #expect(
            log.filter(callbackPrefix: "layoutSubviews").calls == [
                "p1.layoutSubviews()", "x.layoutSubviews()", "p1.layoutSubviews()",
            ])
    }

    @Test("Layout invalidated during the pass (a parent resizing a child) is laid out in the same layoutIfNeeded")
    func parentResizesChild() {
        final class Parent: View {
            override func layoutSubviews() {
                super.layoutSubviews()
                subviews.first?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
            }
        }
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let parent = Parent(), child = View()
        w.addSubview(parent)
        parent.addSubview(child)
        w.layoutIfNeeded()
        let log = record(labeling: ["parent": parent, "child": child]) {
            parent.frame = CGRect(x: 0, y: 0, width: 10, height: 3)
            w.layoutIfNeeded()
        }
        #expect(log.calls == ["parent.layoutSubviews()", "child.layoutSubviews()"])
        #expect(child.frame.width == 10)
    }

    @Test("I23: calling layoutSubviews directly is reported with the view's path")
    func directLayoutCallReported() {
        let t = s23Tree()
        let diagnostics = collectDiagnostics { t.c1.layoutSubviews() }
        #expect(diagnostics.map(\.rule) == ["I23"])
        #expect(diagnostics.first?.path == "Window > View[0] > View[0] > View[0]")
    }

    @Test("A layoutSubviews that always invalidates itself is stopped and reported, never a hang")
    func runawayLayoutReported() {
        final class Restless: View {
            override func layoutSubviews() { setNeedsLayout() }
        }
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        w.addSubview(Restless())
        let diagnostics = collectDiagnostics { w.layoutIfNeeded() }
        #expect(diagnostics.map(\.rule) == ["V4"])
    }
}
