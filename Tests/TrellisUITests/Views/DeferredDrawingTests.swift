// Pins deferred drawing in the display step: a plain view or label that needs display but cannot be
// seen keeps its flag and draws when it comes into view, and the screen always shows what drawing
// every view afresh would show.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Deferred drawing")
struct DeferredDrawingTests {
    /// A window with a `rows`-point-high list of one-point labels "row i", on a screen 20 × 5, displayed
    /// once unless `settle` is false.
    private func makeList(rows: Int, settle: Bool = true) -> (HeadlessScreen, Window, View, [Label]) {
        let screen = HeadlessScreen(width: 20, height: 5)
        let w = Window(screen: screen)
        let list = View(frame: CGRect(x: 0, y: 0, width: 20, height: CGFloat(rows)))
        let labels = (0..<rows).map { index -> Label in
            let label = Label(frame: CGRect(x: 0, y: CGFloat(index), width: 20, height: 1))
            label.text = "row \(index)"
            list.addSubview(label)
            return label
        }
        w.addSubview(list)
        w.isHidden = false
        if settle { screen.application.runUntilIdle() }
        return (screen, w, list, labels)
    }

    private func texts(_ screen: HeadlessScreen) -> [String] {
        screen.lastDisplayList.textRuns.map(\.text)
    }

    @Test("Only the views that can be seen draw: a long list draws its visible rows, not the others")
    func onlyVisibleViewsDraw() {
        let (screen, w, list, labels) = makeList(rows: 100, settle: false)
        defer { withExtendedLifetime(w) {} }
        func recorded(_ body: () -> Void) -> [LifecycleEvent] {
            let recorder = LifecycleRecorder()
            recorder.setLabel("list", for: list)
            for (index, label) in labels.enumerated() { recorder.setLabel("l\(index)", for: label) }
            LifecycleRecorder.$current.withValue(recorder) { body() }
            return recorder.events
        }
        let events = recorded { screen.application.runUntilIdle() }
        #expect(
            events.filter(callbackPrefix: "draw").calls == [
                "Window.draw((0, 0, 20, 5))", "list.draw((0, 0, 20, 100))",
                "l0.draw((0, 0, 20, 1))", "l1.draw((0, 0, 20, 1))", "l2.draw((0, 0, 20, 1))",
                "l3.draw((0, 0, 20, 1))", "l4.draw((0, 0, 20, 1))",
            ])
        #expect(labels[5...].filter { !$0.needsDisplayFlag }.isEmpty)
        #expect(texts(screen) == (0..<5).map { "row \($0)" })
        // Changing every label draws only the visible ones again.
        for (index, label) in labels.enumerated() { label.text = "new \(index)" }
        let changed = recorded { screen.application.runUntilIdle() }
        #expect(changed.filter(callbackPrefix: "draw").calls == (0..<5).map { "l\($0).draw((0, 0, 20, 1))" })
        #expect(texts(screen) == (0..<5).map { "new \($0)" })
    }

    @Test("An off-screen label changed, then scrolled into view, shows its new text")
    func changedThenScrolledIn() {
        let (screen, w, list, labels) = makeList(rows: 50)
        defer { withExtendedLifetime(w) {} }
        labels[30].text = "changed"
        let hidden = record(labeling: ["l30": labels[30]]) { screen.application.runUntilIdle() }
        #expect(hidden.filter(callbackPrefix: "draw").isEmpty)
        list.bounds.origin.y = 28
        let scrolled = record(labeling: ["l30": labels[30]]) { screen.application.runUntilIdle() }
        #expect(scrolled.filter(callbackPrefix: "draw").callbacks(of: labels[30]) == ["l30.draw((0, 0, 20, 1))"])
        #expect(texts(screen) == ["row 28", "row 29", "changed", "row 31", "row 32"])
        // Scrolled out and back without a change: no drawing again.
        list.bounds.origin.y = 0
        screen.application.runUntilIdle()
        list.bounds.origin.y = 28
        let back = record { screen.application.runUntilIdle() }
        #expect(back.filter(callbackPrefix: "draw").callbacks(of: labels[30]).isEmpty)
        #expect(texts(screen) == ["row 28", "row 29", "changed", "row 31", "row 32"])
    }

    @Test("An off-screen label changed, then moved into view, shows its new text")
    func changedThenMovedIn() {
        let (screen, w, _, labels) = makeList(rows: 50)
        defer { withExtendedLifetime(w) {} }
        labels[40].text = "moved"
        labels[40].textColor = .red
        screen.application.runUntilIdle()
        #expect(labels[40].needsDisplayFlag)
        labels[40].frame.origin.y = 2
        screen.application.runUntilIdle()
        let run = screen.lastDisplayList.textRuns.first { $0.text == "moved" }
        #expect(run?.rect == CGRect(x: 0, y: 2, width: 20, height: 1))
        #expect(run?.color == .red)
        #expect(!labels[40].needsDisplayFlag)
    }

    @Test("A label changed while clipped away or under a hidden ancestor shows its new text once revealed")
    func changedWhileClippedOrHidden() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let w = Window(screen: screen)
        let clipper = View(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        clipper.clipsToBounds = true
        let label = Label(frame: CGRect(x: 0, y: 2, width: 20, height: 1))
        label.text = "before"
        clipper.addSubview(label)
        let holder = View(frame: CGRect(x: 0, y: 4, width: 20, height: 1))
        let second = Label(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        second.text = "one"
        holder.addSubview(second)
        w.addSubview(clipper)
        w.addSubview(holder)
        w.isHidden = false
        screen.application.runUntilIdle()
        #expect(texts(screen) == ["one"])
        label.text = "after"
        holder.isHidden = true
        second.text = "two"
        screen.application.runUntilIdle()
        #expect(texts(screen).isEmpty)
        #expect(label.needsDisplayFlag && second.needsDisplayFlag)
        clipper.clipsToBounds = false
        holder.isHidden = false
        screen.application.runUntilIdle()
        #expect(texts(screen) == ["after", "two"])
    }

    /// Draws outside its bounds, so the display step cannot know where it draws without drawing.
    private final class Overhang: View {
        override func draw(_ rect: CGRect, in context: GraphicsContext) {
            context.fill(CGRect(x: rect.minX, y: rect.minY - 3, width: 1, height: 1), color: .red)
        }
    }

    /// A label subclass may draw anywhere too.
    private final class BadgedLabel: Label {
        override func draw(_ rect: CGRect, in context: GraphicsContext) {
            super.draw(rect, in: context)
            context.fill(CGRect(x: rect.minX, y: rect.minY - 1, width: 1, height: 1), color: .blue)
        }
    }

    @Test("Subclasses that override draw(_:in:) draw even off screen, so what they paint outside their bounds shows")
    func overridingSubclassesAlwaysDraw() {
        let screen = HeadlessScreen(width: 10, height: 5)
        let w = Window(screen: screen)
        let overhang = Overhang(frame: CGRect(x: 0, y: 6, width: 5, height: 1))
        let badged = BadgedLabel(frame: CGRect(x: 5, y: 5, width: 5, height: 1))
        badged.text = "x"
        w.addSubview(overhang)
        w.addSubview(badged)
        w.isHidden = false
        let events = record(labeling: ["o": overhang, "b": badged]) { screen.application.runUntilIdle() }
        #expect(
            events.filter(callbackPrefix: "draw").callbacks(of: overhang, badged) == [
                "o.draw((0, 0, 5, 1))", "b.draw((0, 0, 5, 1))",
            ])
        #expect(
            screen.lastDisplayList.items == [
                .fill(CGRect(x: 0, y: 3, width: 1, height: 1), color: .red),
                .fill(CGRect(x: 5, y: 4, width: 1, height: 1), color: .blue),
            ])
    }

    @Test("A zero-size plain view on screen still draws; one off screen does not")
    func zeroSizeViews() {
        let screen = HeadlessScreen(width: 10, height: 5)
        let w = Window(screen: screen)
        let inside = View(frame: CGRect(x: 2, y: 2, width: 0, height: 0))
        let outside = View(frame: CGRect(x: 2, y: 20, width: 0, height: 0))
        w.addSubview(inside)
        w.addSubview(outside)
        w.isHidden = false
        let events = record(labeling: ["in": inside, "out": outside]) { screen.application.runUntilIdle() }
        #expect(events.filter(callbackPrefix: "draw").callbacks(of: inside, outside) == ["in.draw((0, 0, 0, 0))"])
    }

    /// The oracle: the window drawn by a plain walk in which every shown view draws afresh into one
    /// context, whatever its flags, caches or position.
    private func fullRedraw(_ window: Window) -> DisplayList {
        let context = GraphicsContext(
            textMeasurer: window.screen.textMeasurer,
            translation: CGPoint(x: window.bounds.minX - window.frame.minX, y: window.bounds.minY - window.frame.minY))
        func walk(_ view: View) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            context.saveState()
            context.translateBy(x: view.frame.minX, y: view.frame.minY)
            context.alpha = context.alpha * Double(view.alpha)
            if view.clipsToBounds { context.clip(to: CGRect(origin: .zero, size: view.frame.size)) }
            context.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
            view.isPerformingDraw = true
            view.draw(view.bounds, in: context)
            view.isPerformingDraw = false
            for subview in view.subviews { walk(subview) }
            context.restoreState()
        }
        walk(window)
        return context.finish()
    }

    private func grid(_ list: DisplayList, _ screen: HeadlessScreen) -> CharacterGrid {
        var grid = CharacterGrid(width: Int(screen.bounds.width), height: Int(screen.bounds.height))
        grid.draw(list)
        return grid
    }

    @Test(
        "Random edits of views and labels: the screen equals the one drawn by redrawing every view",
        arguments: [UInt64(3), 77, 2026, 31337])
    func randomEditsMatchFullRedraw(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        func number(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &generator)) }
        let screen = HeadlessScreen(width: 24, height: 10)
        let w = Window(screen: screen)
        w.isHidden = false
        let words = ["a", "bb", "hello", "wide 日本", "lorem ipsum dolor", "", "x y z w v u"]
        var views: [View] = []
        for index in 0..<30 {
            let view: View
            switch index % 4 {
            case 0, 1:
                let label = Label(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
                label.text = words[index % words.count]
                label.numberOfLines = index % 3
                view = label
            case 2: view = View(frame: CGRect(x: 0, y: 0, width: 6, height: 4))
            default: view = Overhang(frame: CGRect(x: 0, y: 0, width: 3, height: 2))
            }
            if index % 5 == 0 { view.backgroundColor = Color(rgb: UInt32((index + 1) * 0x08_0A_0C & 0xFF_FFFF)) }
            views.append(view)
        }
        for view in views {
            let parents = [w] + views.filter { !($0 is Label) && $0 !== view && !$0.isDescendant(of: view) }
            parents.randomElement(using: &generator)!.addSubview(view)
            view.frame.origin = CGPoint(x: number(-4...26), y: number(-6...30))
        }
        var mismatches: [Int] = []
        for step in 0..<300 {
            let view = views.randomElement(using: &generator)!
            switch Int.random(in: 0..<10, using: &generator) {
            case 0, 1:
                if let label = view as? Label {
                    label.text = words.randomElement(using: &generator)! + " \(step)"
                } else {
                    view.backgroundColor = Color(rgb: UInt32(step * 977 + 1))
                }
            case 2: view.frame.origin = CGPoint(x: number(-4...26), y: number(-6...30))
            case 3: view.frame.size = CGSize(width: number(0...14), height: number(0...4))
            case 4: view.bounds.origin = CGPoint(x: number(-3...3), y: number(-12...12))
            case 5: view.isHidden.toggle()
            case 6: view.clipsToBounds.toggle()
            case 7: view.alpha = view.alpha > 0.5 ? 0.4 : 1
            case 8:
                let parents = [w] + views.filter { !($0 is Label) && $0 !== view && !$0.isDescendant(of: view) }
                parents.randomElement(using: &generator)!.addSubview(view)
            default:
                // Scroll a random container, the list-like case.
                let containers = views.filter { !($0 is Label) }
                containers.randomElement(using: &generator)!.bounds.origin.y = number(-10...20)
            }
            screen.application.runUntilIdle()
            if grid(w.displayList, screen) != grid(fullRedraw(w), screen) { mismatches.append(step) }
        }
        #expect(mismatches == [])
    }
}
