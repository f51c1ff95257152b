// Pins the incremental display step: a re-assembly visits only the subviews that changed plus the
// visible ones, and the list it produces is exactly what a full walk of the tree produces.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Incremental display")
struct IncrementalDisplayTests {
    /// The oracle: forgets every cache in the window's tree and assembles the whole list afresh.
    private func fullWalk(_ window: Window) -> DisplayList {
        window.forEachPreOrder { view in
            view.subtreeExtentIsValid = false
            view.childExtentsAreStale = true
            view.pendingChildren = []
            view.isPendingInSuperview = false
        }
        window.displayListInvalid = true
        window.rebuildDisplayListIfNeeded()
        return window.displayList
    }

    /// `list` without clip pushes directly followed by their pop: a clipping view that draws nothing
    /// visible may or may not leave such an empty pair, depending on whether its extent was known.
    private func withoutEmptyClips(_ list: DisplayList) -> [DisplayItem] {
        var result: [DisplayItem] = []
        for item in list.items {
            if case .popClip = item, let last = result.last, case .pushClip = last {
                result.removeLast()
            } else {
                result.append(item)
            }
        }
        return result
    }

    /// A window with `rows` rows of `[cell [label]]`, one point high each, in a tall list.
    private func makeList(rows: Int, screen: HeadlessScreen) -> (Window, View, [View], [Label]) {
        let w = Window(screen: screen)
        let list = View(frame: CGRect(x: 0, y: 0, width: 20, height: CGFloat(rows)))
        var rowViews: [View] = []
        var labels: [Label] = []
        for index in 0..<rows {
            let row = View(frame: CGRect(x: 0, y: CGFloat(index), width: 20, height: 1))
            let cell = View(frame: CGRect(x: 1, y: 0, width: 18, height: 1))
            let label = Label(frame: CGRect(x: 0, y: 0, width: 18, height: 1))
            label.text = "row \(index)"
            cell.addSubview(label)
            row.addSubview(cell)
            list.addSubview(row)
            rowViews.append(row)
            labels.append(label)
        }
        w.addSubview(list)
        w.isHidden = false
        screen.application.runUntilIdle()
        return (w, list, rowViews, labels)
    }

    @Test("A changed label deep in a big tree is drawn, alone, and shows in the rendered list")
    func deepLabelChange() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let (w, _, _, labels) = makeList(rows: 500, screen: screen)
        #expect(screen.lastDisplayList.textRuns.map(\.text) == (0..<10).map { "row \($0)" })
        labels[3].text = "changed"
        let events = record(labeling: ["label": labels[3]]) { screen.application.runUntilIdle() }
        #expect(events.filter(callbackPrefix: "draw").calls == ["label.draw((0, 0, 18, 1))"])
        let expected = ["row 0", "row 1", "row 2", "changed"] + (4..<10).map { "row \($0)" }
        #expect(screen.lastDisplayList.textRuns.map(\.text) == expected)
        #expect(withoutEmptyClips(w.displayList) == withoutEmptyClips(fullWalk(w)))
    }

    @Test("Only the changed row and the visible rows are visited, not the whole list")
    func visitsAreProportional() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let (w, list, _, labels) = makeList(rows: 400, screen: screen)
        labels[300].text = "far away"
        screen.application.runUntilIdle()
        // Every row has a fresh cache entry; only the changed one was queued.
        #expect(list.childExtentsAreStale == false)
        #expect(list.pendingChildren.isEmpty)
        // Off screen, the label puts off drawing until it can be seen.
        #expect(labels[300].needsDisplayFlag == true)
        #expect(withoutEmptyClips(w.displayList) == withoutEmptyClips(fullWalk(w)))
        let scrolled = record(labeling: ["label": labels[300]]) {
            list.bounds.origin.y = 300
            screen.application.runUntilIdle()
        }
        // Rows 300–309 come into view for the first time: they draw now, and only they (3 views each).
        let draws = scrolled.filter(callbackPrefix: "draw")
        #expect(draws.callbacks(of: labels[300]) == ["label.draw((0, 0, 18, 1))"])
        #expect(draws.calls.count == 30)
        #expect(screen.lastDisplayList.textRuns.first?.text == "far away")
        #expect(labels[300].needsDisplayFlag == false)
    }

    @Test("A moved, hidden or removed view's items disappear; a re-shown one comes back")
    func movedHiddenRemoved() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let (w, _, rows, labels) = makeList(rows: 100, screen: screen)
        func texts() -> [String] { screen.lastDisplayList.textRuns.map(\.text) }
        rows[2].frame.origin.y = 50
        screen.application.runUntilIdle()
        #expect(!texts().contains("row 2"))
        rows[4].isHidden = true
        screen.application.runUntilIdle()
        #expect(!texts().contains("row 4"))
        rows[5].removeFromSuperview()
        screen.application.runUntilIdle()
        #expect(!texts().contains("row 5"))
        #expect(texts() == ["row 0", "row 1", "row 3", "row 6", "row 7", "row 8", "row 9"])
        rows[4].isHidden = false
        rows[60].frame.origin.y = 5
        screen.application.runUntilIdle()
        #expect(texts() == ["row 0", "row 1", "row 3", "row 4", "row 6", "row 7", "row 8", "row 9", "row 60"])
        #expect(labels[60].window === w)
        // Later changes elsewhere keep the moved-in row (its cached extent moved with it).
        labels[0].text = "first"
        screen.application.runUntilIdle()
        #expect(texts() == ["first", "row 1", "row 3", "row 4", "row 6", "row 7", "row 8", "row 9", "row 60"])
        rows[60].frame.origin.y = 70
        labels[1].text = "second"
        screen.application.runUntilIdle()
        #expect(texts() == ["first", "second", "row 3", "row 4", "row 6", "row 7", "row 8", "row 9"])
        #expect(withoutEmptyClips(w.displayList) == withoutEmptyClips(fullWalk(w)))
    }

    @Test("Alpha and clip changes of an ancestor reach the cached items beneath it")
    func ancestorAlphaAndClip() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let (w, list, rows, _) = makeList(rows: 50, screen: screen)
        rows[1].backgroundColor = .red
        screen.application.runUntilIdle()
        list.alpha = 0.5
        screen.application.runUntilIdle()
        let fill = try #require(screen.lastDisplayList.items.first { if case .fill = $0 { true } else { false } })
        #expect(fill == .fill(CGRect(x: 0, y: 1, width: 20, height: 1), color: Color.red.withAlphaComponent(0.5)))
        #expect(withoutEmptyClips(w.displayList) == withoutEmptyClips(fullWalk(w)))
        list.clipsToBounds = true
        list.frame.size.height = 3
        screen.application.runUntilIdle()
        #expect(screen.lastDisplayList.textRuns.map(\.text) == ["row 0", "row 1", "row 2"])
        #expect(withoutEmptyClips(w.displayList) == withoutEmptyClips(fullWalk(w)))
        list.alpha = 0
        screen.application.runUntilIdle()
        #expect(screen.lastDisplayList.textRuns.isEmpty == true)
    }

    @Test("Random edits: the incremental list equals a full walk of the tree", arguments: [UInt64(7), 1234, 90210])
    func randomEditsMatchFullWalk(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        func coordinate(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &generator)) }
        let screen = HeadlessScreen(width: 30, height: 15)
        let w = Window(screen: screen)
        w.isHidden = false
        var views: [View] = (0..<30).map { index -> View in
            let view = View(frame: CGRect(x: CGFloat(index % 6) * 5, y: CGFloat(index / 6) * 3, width: 5, height: 3))
            view.backgroundColor = Color(rgb: UInt32(index + 1))
            return view
        }
        let labels: [Label] = (0..<10).map { index in
            let label = Label(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
            label.text = "L\(index)"
            return label
        }
        views += labels
        for view in views { ([w] + views).randomElement(using: &generator)!.addSubview(view) }
        var mismatches = 0
        for step in 0..<500 {
            let view = views.randomElement(using: &generator)!
            switch Int.random(in: 0..<13, using: &generator) {
            case 0:
                view.frame = CGRect(
                    x: coordinate(-10...35), y: coordinate(-10...20), width: coordinate(0...12),
                    height: coordinate(0...8))
            case 1: view.frame.origin = CGPoint(x: coordinate(-5...30), y: coordinate(-5...18))
            case 2: view.isHidden.toggle()
            case 3: view.clipsToBounds.toggle()
            case 4: view.bounds.origin = CGPoint(x: coordinate(-5...5), y: coordinate(-5...5))
            case 5:
                let parent = ([w] + views).randomElement(using: &generator)!
                if parent !== view && !parent.isDescendant(of: view) { parent.addSubview(view) }
            case 6: view.removeFromSuperview()
            case 7: view.backgroundColor = Color(rgb: UInt32(step + 100))
            case 8: view.alpha = [0, 0.5, 1].randomElement(using: &generator)!
            case 9: view.superview?.bringSubviewToFront(view)
            case 10:
                if let parent = view.superview, parent.subviews.count > 1 {
                    parent.exchangeSubview(at: 0, withSubviewAt: parent.subviews.count - 1)
                }
            case 11: labels.randomElement(using: &generator)!.text = "S\(step)"
            default: view.setNeedsDisplay()
            }
            screen.application.runUntilIdle()
            // Compare only every third step so caches also carry over several edits.
            if step % 3 == 2 {
                let incremental = w.displayList
                if withoutEmptyClips(incremental) != withoutEmptyClips(fullWalk(w)) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// A long list keeps the union of its subviews' extents by blocks: a shrinking subview unites
    /// only its block again. Checked after every edit against the union of the per-subview extents
    /// (which the caches carry on from edit to edit), and now and then against a full walk.
    @Test("Random edits of a long list: the union of its subviews' extents stays exact", arguments: [UInt64(3), 77])
    func longListUnionStaysExact(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let screen = HeadlessScreen(width: 40, height: 20)
        let (w, list, _, labels) = makeList(rows: 300, screen: screen)
        func exactUnion() -> CGRect {
            list.childExtents.filter { !$0.isNull }.reduce(CGRect.null) { $0.union($1) }
        }
        var mismatches = 0
        for step in 0..<400 {
            let label = labels.randomElement(using: &generator)!
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: label.text = String(repeating: "x", count: Int.random(in: 0...18, using: &generator))
            case 1: label.frame.size.width = CGFloat(Int.random(in: 0...30, using: &generator))
            case 2: label.isHidden.toggle()
            default: label.frame.origin.x = CGFloat(Int.random(in: -3...10, using: &generator))
            }
            screen.application.runUntilIdle()
            if list.childExtentsUnion != exactUnion() { mismatches += 1 }
            if step % 50 == 49 {
                let incremental = list.childExtentsUnion
                _ = fullWalk(w)
                if list.childExtentsUnion != incremental { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }
}
