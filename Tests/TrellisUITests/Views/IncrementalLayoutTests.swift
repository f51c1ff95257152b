// Pins the layout pass's queue of subviews needing layout: it lays out exactly the views, in exactly
// the order, that checking every subview would, without touching the clean ones.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Incremental layout")
struct IncrementalLayoutTests {
    /// A view whose `layoutSubviews` logs its name and may mark other views as needing layout.
    final class ScriptedView: View {
        var name = ""
        var log: LayoutLog?
        /// Views this one marks as needing layout the first time it is laid out in a pass.
        var marks: [View] = []
        var marksLeft = 0

        override func layoutSubviews() {
            super.layoutSubviews()
            log?.names.append(name)
            if marksLeft > 0 {
                marksLeft -= 1
                for view in marks { view.setNeedsLayout() }
            }
        }
    }

    final class LayoutLog {
        var names: [String] = []
    }

    /// Builds the same random tree for a seed; returns the window and the views in creation order.
    private func makeTree(seed: UInt64, screen: HeadlessScreen, log: LayoutLog) -> (Window, [ScriptedView]) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let w = Window(screen: screen)
        var views: [ScriptedView] = []
        for index in 0..<60 {
            let view = ScriptedView(frame: CGRect(x: 0, y: CGFloat(index), width: 4, height: 1))
            view.name = "v\(index)"
            view.log = log
            let parents: [View] = [w] + views
            parents.randomElement(using: &generator)!.addSubview(view)
            views.append(view)
        }
        for view in views where Int.random(in: 0..<4, using: &generator) == 0 {
            view.marks = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                views.randomElement(using: &generator)!
            }
        }
        w.isHidden = false
        screen.application.runUntilIdle()
        return (w, views)
    }

    @Test(
        "A layout pass over queued subviews lays out what a check of every subview would, in the same order",
        arguments: [UInt64(3), 77, 2024])
    func queuedMatchesFullCheck(seed: UInt64) {
        let queuedLog = LayoutLog(), fullLog = LayoutLog()
        let queuedScreen = HeadlessScreen(width: 10, height: 10), fullScreen = HeadlessScreen(width: 10, height: 10)
        let (queuedWindow, queuedViews) = makeTree(seed: seed, screen: queuedScreen, log: queuedLog)
        let (fullWindow, fullViews) = makeTree(seed: seed, screen: fullScreen, log: fullLog)
        var generator = SeededRandomNumberGenerator(seed: seed &+ 1)
        var rounds = 0
        for _ in 0..<150 {
            queuedLog.names = []
            fullLog.names = []
            let picks = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                Int.random(in: 0..<60, using: &generator)
            }
            for index in picks {
                for views in [queuedViews, fullViews] {
                    views[index].marksLeft = 1
                    views[index].setNeedsLayout()
                }
            }
            // The reference: every view's subview cache is stale, so every subview list is checked.
            fullWindow.forEachPreOrder { $0.childExtentsAreStale = true }
            #expect(queuedWindow.childExtentsAreStale == false)
            queuedScreen.application.runUntilIdle()
            fullScreen.application.runUntilIdle()
            if queuedLog.names == fullLog.names && !queuedLog.names.isEmpty { rounds += 1 }
        }
        #expect(rounds == 150)
    }

    @Test("A deep setNeedsLayout lays out that view alone; its clean siblings stay untouched")
    func deepLayoutTouchesOnlyThePath() {
        let log = LayoutLog()
        let screen = HeadlessScreen(width: 10, height: 10)
        let w = Window(screen: screen)
        let list = View(frame: CGRect(x: 0, y: 0, width: 10, height: 500))
        let rows = (0..<500).map { index -> ScriptedView in
            let row = ScriptedView(frame: CGRect(x: 0, y: CGFloat(index), width: 10, height: 1))
            row.name = "row\(index)"
            row.log = log
            list.addSubview(row)
            return row
        }
        w.addSubview(list)
        w.isHidden = false
        screen.application.runUntilIdle()
        log.names = []
        rows[400].setNeedsLayout()
        rows[7].setNeedsLayout()
        #expect(list.layoutPendingChildren.map { ($0 as? ScriptedView)?.name } == ["row400", "row7"])
        screen.application.runUntilIdle()
        #expect(log.names == ["row7", "row400"])
        #expect(list.layoutPendingChildren.isEmpty)
    }
}
