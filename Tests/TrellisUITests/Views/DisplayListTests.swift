// Pins drawing through the display list during the update cycle's display step: background and
// border, z-order, clipping, hidden/transparent views, alpha, and redraw only of marked views.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Display list")
struct DisplayListTests {
    final class TextView: View {
        var text = "hi"
        override func draw(_ rect: CGRect, in context: GraphicsContext) {
            super.draw(rect, in: context)
            context.drawText(text, in: rect, font: .body, color: .black)
        }
    }

    private func shownWindow(width: Int = 40, height: Int = 20) -> (HeadlessScreen, Window) {
        let screen = HeadlessScreen(width: width, height: height)
        let w = Window(screen: screen)
        w.isHidden = false
        return (screen, w)
    }

    @Test("Backgrounds and borders are drawn in window coordinates, back to front in subview order")
    func backgroundsBordersAndZOrder() {
        let (screen, w) = shownWindow()
        let a = View(frame: CGRect(x: 2, y: 3, width: 10, height: 5))
        a.backgroundColor = .blue
        a.borderWidth = 1
        a.borderColor = .red
        let b = View(frame: CGRect(x: 1, y: 1, width: 4, height: 2))
        b.backgroundColor = .green
        let c = View(frame: CGRect(x: 20, y: 0, width: 3, height: 3))
        c.backgroundColor = .yellow
        w.addSubview(a)
        a.addSubview(b)
        w.addSubview(c)
        screen.application.runUntilIdle()
        #expect(
            screen.lastDisplayList.items == [
                .fill(CGRect(x: 2, y: 3, width: 10, height: 5), color: .blue),
                .border(CGRect(x: 2, y: 3, width: 10, height: 5), width: 1, color: .red),
                .fill(CGRect(x: 3, y: 4, width: 4, height: 2), color: .green),
                .fill(CGRect(x: 20, y: 0, width: 3, height: 3), color: .yellow),
            ])
        w.bringSubviewToFront(a)
        screen.application.runUntilIdle()
        #expect(screen.lastDisplayList.items.first == .fill(CGRect(x: 20, y: 0, width: 3, height: 3), color: .yellow))
    }

    @Test("clipsToBounds pushes a clip around the view's own content and its subviews, and pops it after")
    func clipping() {
        let (screen, w) = shownWindow()
        let clipper = View(frame: CGRect(x: 5, y: 5, width: 4, height: 4))
        clipper.clipsToBounds = true
        clipper.backgroundColor = .gray
        let inside = View(frame: CGRect(x: 2, y: 2, width: 10, height: 10))
        inside.backgroundColor = .red
        let after = View(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        after.backgroundColor = .blue
        w.addSubview(clipper)
        clipper.addSubview(inside)
        w.addSubview(after)
        screen.application.runUntilIdle()
        #expect(
            screen.lastDisplayList.items == [
                .pushClip(CGRect(x: 5, y: 5, width: 4, height: 4)),
                .fill(CGRect(x: 5, y: 5, width: 4, height: 4), color: .gray),
                .fill(CGRect(x: 7, y: 7, width: 10, height: 10), color: .red),
                .popClip,
                .fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: .blue),
            ])
    }

    @Test("Hidden and fully transparent views are skipped with their subviews; alpha fades colours of the subtree")
    func hiddenTransparentAndAlpha() {
        let (screen, w) = shownWindow()
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        hidden.backgroundColor = .red
        hidden.isHidden = true
        let transparent = View(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        transparent.backgroundColor = .red
        transparent.alpha = 0
        let half = View(frame: CGRect(x: 4, y: 0, width: 2, height: 2))
        half.alpha = 0.5
        let child = View(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        child.backgroundColor = .green
        for view in [hidden, transparent, half] { w.addSubview(view) }
        hidden.addSubview(View(frame: .zero))
        half.addSubview(child)
        let log = record(labeling: ["hidden": hidden, "transparent": transparent, "half": half, "child": child]) {
            screen.application.runUntilIdle()
        }
        #expect(
            screen.lastDisplayList.items == [
                .fill(CGRect(x: 4, y: 0, width: 1, height: 1), color: Color.green.withAlphaComponent(0.5))
            ])
        #expect(
            log.filter(callbackPrefix: "draw").calls == [
                "Window.draw((0, 0, 40, 20))", "half.draw((0, 0, 2, 2))", "child.draw((0, 0, 1, 1))",
            ])
    }

    @Test("Only views marked with setNeedsDisplay draw again; moving a view re-renders without redrawing it")
    func redrawOnlyMarkedViews() {
        let (screen, w) = shownWindow()
        let a = TextView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let b = TextView(frame: CGRect(x: 0, y: 2, width: 10, height: 1))
        w.addSubview(a)
        w.addSubview(b)
        screen.application.runUntilIdle()
        let renders = screen.renderCount
        let marked = record(labeling: ["a": a, "b": b]) {
            b.text = "there"
            b.setNeedsDisplay()
            screen.application.runUntilIdle()
        }
        #expect(marked.filter(callbackPrefix: "draw").calls == ["b.draw((0, 0, 10, 1))"])
        #expect(screen.lastDisplayList.textRuns.map(\.text) == ["hi", "there"])
        let moved = record {
            a.frame.origin.y = 5
            screen.application.runUntilIdle()
        }
        #expect(moved.filter(callbackPrefix: "draw").isEmpty)
        #expect(screen.lastDisplayList.textRuns.map(\.rect.minY) == [5, 2])
        let idle = record { screen.application.runUntilIdle() }
        #expect(idle.isEmpty)
        #expect(screen.renderCount == renders + 2)
    }

    @Test("A bounds origin scrolls the subviews' drawing")
    func boundsOriginScrolls() {
        let (screen, w) = shownWindow()
        let scroller = View(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let content = View(frame: CGRect(x: 0, y: 10, width: 2, height: 1))
        content.backgroundColor = .red
        w.addSubview(scroller)
        scroller.addSubview(content)
        scroller.bounds.origin = CGPoint(x: 0, y: 8)
        screen.application.runUntilIdle()
        #expect(screen.lastDisplayList.items == [.fill(CGRect(x: 0, y: 2, width: 2, height: 1), color: .red)])
    }

    @Test("A bounds origin moves the subviews, not the view's own content (drawn before or after the change)")
    func boundsOriginLeavesOwnContent() {
        let (screen, w) = shownWindow()
        let scroller = View(frame: CGRect(x: 2, y: 2, width: 10, height: 5))
        scroller.backgroundColor = .gray
        let content = View(frame: CGRect(x: 0, y: 3, width: 2, height: 1))
        content.backgroundColor = .red
        w.addSubview(scroller)
        scroller.addSubview(content)
        screen.application.runUntilIdle()
        scroller.bounds.origin = CGPoint(x: 0, y: 2)
        screen.application.runUntilIdle()
        let expected: [DisplayItem] = [
            .fill(CGRect(x: 2, y: 2, width: 10, height: 5), color: .gray),
            .fill(CGRect(x: 2, y: 3, width: 2, height: 1), color: .red),
        ]
        #expect(screen.lastDisplayList.items == expected)
        scroller.setNeedsDisplay()
        screen.application.runUntilIdle()
        #expect(screen.lastDisplayList.items == expected)
    }

    @Test("Windows on one screen are composed back to front; hiding a window re-renders without it")
    func windowComposition() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let w1 = Window(screen: screen), w2 = Window(screen: screen)
        w1.backgroundColor = .white
        w2.frame = CGRect(x: 5, y: 5, width: 5, height: 5)
        w2.backgroundColor = .black
        w1.isHidden = false
        w2.isHidden = false
        screen.application.runUntilIdle()
        #expect(
            screen.lastDisplayList.items == [
                .fill(CGRect(x: 0, y: 0, width: 20, height: 10), color: .white),
                .fill(CGRect(x: 5, y: 5, width: 5, height: 5), color: .black),
            ])
        #expect(w2.displayList.items == [.fill(CGRect(x: 0, y: 0, width: 5, height: 5), color: .black)])
        w2.isHidden = true
        screen.application.runUntilIdle()
        #expect(screen.lastDisplayList.items == [.fill(CGRect(x: 0, y: 0, width: 20, height: 10), color: .white)])
    }

    @Test("I23: calling draw(_:in:) directly is reported")
    func directDrawReported() {
        let view = View()
        let diagnostics = collectDiagnostics { view.draw(view.bounds, in: GraphicsContext()) }
        #expect(diagnostics.map(\.rule) == ["I23"])
    }

    @Test("The view's text measurer is its screen's")
    func textMeasurerFromScreen() {
        let (_, w) = shownWindow()
        let view = View()
        #expect(view.textMeasurer is CellTextMeasurer)
        w.addSubview(view)
        #expect(view.textMeasurer.measure("ab", font: .body).width == 2)
    }
}
