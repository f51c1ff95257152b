// Pins visibility culling in the display step: what cannot be seen is left out (and unchanged
// off-screen subtrees are not visited), without changing what a screen shows.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Display culling")
struct DisplayCullingTests {
    private func fills(_ list: DisplayList?) -> [DisplayItem] {
        (list?.items ?? []).filter { if case .fill = $0 { return true } else { return false } }
    }

    @Test("Items outside the window or outside a clipping ancestor are left out; scrolling brings them in")
    func offscreenLeftOut() {
        let screen = HeadlessScreen(width: 10, height: 5)
        let w = Window(screen: screen)
        let list = View(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let rows = (0..<100).map { index -> View in
            let row = View(frame: CGRect(x: 0, y: CGFloat(index), width: 10, height: 1))
            row.backgroundColor = Color(rgb: UInt32(index + 1))
            list.addSubview(row)
            return row
        }
        w.addSubview(list)
        w.isHidden = false
        screen.application.runUntilIdle()
        let firstRows: [DisplayItem] = (0..<5).map { index -> DisplayItem in
            DisplayItem.fill(
                CGRect(x: 0, y: CGFloat(index), width: 10, height: 1), color: Color(rgb: UInt32(index + 1)))
        }
        #expect(fills(screen.lastDisplayList) == firstRows)
        list.bounds.origin.y = 50
        screen.application.runUntilIdle()
        #expect(fills(screen.lastDisplayList).count == 5)
        let row50 = DisplayItem.fill(CGRect(x: 0, y: 0, width: 10, height: 1), color: Color(rgb: 51))
        #expect(fills(screen.lastDisplayList).first == row50)
        let clipper = View(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        clipper.clipsToBounds = true
        rows[52].removeFromSuperview()
        clipper.addSubview(rows[52])
        w.addSubview(clipper)
        rows[52].frame.origin.y = 3
        screen.application.runUntilIdle()
        let clippedRow = DisplayItem.fill(CGRect(x: 0, y: 3, width: 10, height: 1), color: Color(rgb: 53))
        #expect(!fills(screen.lastDisplayList).contains(clippedRow))
    }

    @Test(
        "Unchanged off-screen subtrees are not visited; an off-screen plain view marked for display draws when it comes into view"
    )
    func offscreenNotVisitedDrawnWhenShown() {
        let screen = HeadlessScreen(width: 10, height: 5)
        let w = Window(screen: screen)
        let far = View(frame: CGRect(x: 0, y: 50, width: 10, height: 1))
        far.backgroundColor = .red
        let near = View(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        near.backgroundColor = .blue
        w.addSubview(far)
        w.addSubview(near)
        w.isHidden = false
        let first = record(labeling: ["far": far, "near": near]) { screen.application.runUntilIdle() }
        let draws: [String] = first.filter(callbackPrefix: "draw").callbacks(of: far, near)
        #expect(draws == ["near.draw((0, 0, 10, 1))"])
        #expect(far.needsDisplayFlag)
        far.backgroundColor = .green
        let second = record(labeling: ["far": far]) { screen.application.runUntilIdle() }
        #expect(second.filter(callbackPrefix: "draw").calls.isEmpty)
        let moved = record(labeling: ["far": far]) {
            far.frame.origin.y = 2
            screen.application.runUntilIdle()
        }
        #expect(moved.filter(callbackPrefix: "draw").calls == ["far.draw((0, 0, 10, 1))"])
        let shown = DisplayItem.fill(CGRect(x: 0, y: 2, width: 10, height: 1), color: Color.green)
        #expect(fills(screen.lastDisplayList).contains(shown))
        // Drawn once: moving it again re-assembles without drawing.
        let again = record(labeling: ["far": far]) {
            far.frame.origin.y = 3
            screen.application.runUntilIdle()
        }
        #expect(again.filter(callbackPrefix: "draw").calls.isEmpty)
    }

    @Test("Un-hiding or un-fading a view inside an unchanged parent shows it")
    func unhideInsideCachedParent() {
        let screen = HeadlessScreen(width: 10, height: 5)
        let w = Window(screen: screen)
        let parent = View(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let child = View(frame: CGRect(x: 0, y: 20, width: 10, height: 1))
        child.backgroundColor = .red
        child.isHidden = true
        parent.addSubview(child)
        w.addSubview(parent)
        w.isHidden = false
        screen.application.runUntilIdle()
        child.frame.origin.y = 1
        screen.application.runUntilIdle()
        #expect(fills(screen.lastDisplayList).isEmpty)
        child.isHidden = false
        screen.application.runUntilIdle()
        let shown = DisplayItem.fill(CGRect(x: 0, y: 1, width: 10, height: 1), color: Color.red)
        #expect(fills(screen.lastDisplayList) == [shown])
        child.alpha = 0
        screen.application.runUntilIdle()
        child.frame.origin.y = 2
        child.alpha = 1
        screen.application.runUntilIdle()
        let unfaded = DisplayItem.fill(CGRect(x: 0, y: 2, width: 10, height: 1), color: Color.red)
        #expect(fills(screen.lastDisplayList) == [unfaded])
    }

    /// The reference: every visible view's background, in window coordinates, kept when it meets the
    /// window cut by its clipping ancestors — computed by a plain walk of the whole tree.
    private func referenceFills(_ window: Window) -> [DisplayItem] {
        var result: [DisplayItem] = []
        func walk(_ view: View, origin: CGPoint, visible: CGRect) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            let ox: CGFloat = origin.x + view.frame.minX - view.bounds.minX
            let oy: CGFloat = origin.y + view.frame.minY - view.bounds.minY
            let o = CGPoint(x: ox, y: oy)
            var visible = visible
            let own = view.bounds.offsetBy(dx: o.x, dy: o.y)
            if view.clipsToBounds { visible = visible.intersection(own) }
            let meets =
                !visible.isNull && own.minX < visible.maxX && visible.minX < own.maxX
                && own.minY < visible.maxY && visible.minY < own.maxY
            if let color = view.backgroundColor, meets, !own.isEmpty {
                result.append(.fill(own, color: color))
            }
            for subview in view.subviews { walk(subview, origin: o, visible: visible) }
        }
        let start = CGPoint(x: window.bounds.minX - window.frame.minX, y: window.bounds.minY - window.frame.minY)
        walk(window, origin: start, visible: window.bounds)
        return result
    }

    @Test(
        "Random edits: the culled display list shows exactly what a full walk would", arguments: [UInt64(5), 99, 4242])
    func randomEdits(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        func coordinate(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &generator)) }
        let screen = HeadlessScreen(width: 30, height: 15)
        let w = Window(screen: screen)
        w.isHidden = false
        let views = (0..<25).map { index -> View in
            let view = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            view.backgroundColor = Color(rgb: UInt32(index + 1))
            return view
        }
        for view in views { ([w] + views).randomElement(using: &generator)!.addSubview(view) }
        var mismatches = 0
        for step in 0..<400 {
            let view = views.randomElement(using: &generator)!
            switch Int.random(in: 0..<8, using: &generator) {
            case 0:
                let x = coordinate(-10...35), y = coordinate(-10...20)
                let width = coordinate(0...12), height = coordinate(0...8)
                view.frame = CGRect(x: x, y: y, width: width, height: height)
            case 1: view.isHidden.toggle()
            case 2: view.clipsToBounds.toggle()
            case 3: view.bounds.origin = CGPoint(x: coordinate(-5...5), y: coordinate(-5...5))
            case 4:
                let parent = ([w] + views).randomElement(using: &generator)!
                if parent !== view && !parent.isDescendant(of: view) { parent.addSubview(view) }
            case 5: view.removeFromSuperview()
            case 6: view.backgroundColor = Color(rgb: UInt32(step + 100))
            default: view.alpha = view.alpha > 0.5 ? 0 : 1
            }
            screen.application.runUntilIdle()
            let actual: [DisplayItem] = fills(w.displayList)
            let expected: [DisplayItem] = referenceFills(w)
            if actual != expected { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
