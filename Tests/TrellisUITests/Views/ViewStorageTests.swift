// Pins what a view keeps in `ViewStorage`: the values a new view starts with, the public properties
// stored there (`clipsToBounds`, `autoresizesSubviews`), and that every edit of the subview list marks the
// display step's per-subview cache stale. The DEBUG run of these tests (and of every other view test)
// also checks that no two accesses to a view's storage overlap.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("View storage")
struct ViewStorageTests {
    /// A view that takes part in Auto Layout from its creation.
    private final class ConstraintBasedView: View {
        override class var requiresConstraintBasedLayout: Bool { true }
    }

    /// A shown window holding `view`, after the update cycle has laid it out and drawn it.
    private func show(_ view: View, screen: HeadlessScreen) -> Window {
        let window = Window(screen: screen)
        window.addSubview(view)
        window.isHidden = false
        screen.runUntilIdle()
        return window
    }

    @Test("a new view starts as a new UIView: needing layout and display, opaque, shown, unclipped")
    func newViewDefaults() {
        let view = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
        #expect(view.needsLayoutFlag && view.needsDisplayFlag && !view.descendantNeedsLayout)
        #expect(view.alpha == 1 && !view.isHidden)
        #expect(!view.clipsToBounds && view.autoresizesSubviews)
        #expect(view.subviews.isEmpty && view.componentRecord == nil && view.animationState == nil)
        #expect(!view.subtreeExtentIsValid && view.childExtentsAreStale && view.subtreeExtent.isNull)
        #expect(!view.usesAutoLayout)
        #expect(ConstraintBasedView(frame: .zero).usesAutoLayout)
    }

    @Test("clipsToBounds re-assembles the display list when it changes, and only then")
    func clipsToBoundsInvalidatesOnChange() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let window = show(view, screen: screen)
        #expect(!window.displayListInvalid && view.subtreeExtentIsValid)

        view.clipsToBounds = false
        #expect(!window.displayListInvalid && view.subtreeExtentIsValid)

        view.clipsToBounds = true
        #expect(view.clipsToBounds)
        #expect(window.displayListInvalid && !view.subtreeExtentIsValid)
        screen.runUntilIdle()
        #expect(window.displayList.items.contains { if case .pushClip = $0 { true } else { false } })

        view.clipsToBounds = true
        #expect(!window.displayListInvalid && view.subtreeExtentIsValid)
    }

    @Test("autoresizesSubviews decides whether a resize applies the subviews' autoresizing masks")
    func autoresizesSubviewsGatesAutoresizing() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.autoresizingMask = [.flexibleWidth]
        container.addSubview(child)

        container.frame.size.width = 20
        #expect(child.frame.width == 20)

        container.autoresizesSubviews = false
        #expect(!container.autoresizesSubviews)
        container.frame.size.width = 30
        #expect(child.frame.width == 20)
    }

    @Test("every edit of the subview list marks the per-subview display cache stale until the next display step")
    func subviewEditsMarkTheCacheStale() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let container = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let first = View(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        let second = View(frame: CGRect(x: 0, y: 1, width: 5, height: 1))
        container.addSubview(first)
        let window = show(container, screen: screen)
        #expect(!container.childExtentsAreStale)

        let edits: [(String, () -> Void)] = [
            ("addSubview", { container.addSubview(second) }),
            ("bringSubviewToFront", { container.bringSubviewToFront(first) }),
            ("sendSubviewToBack", { container.sendSubviewToBack(first) }),
            ("exchangeSubview", { container.exchangeSubview(at: 0, withSubviewAt: 1) }),
            ("removeFromSuperview", { second.removeFromSuperview() }),
            ("insertSubview", { container.insertSubview(second, at: 0) }),
        ]
        var staleAfter: [String] = []
        var freshAfterDisplay: [String] = []
        for (name, edit) in edits {
            edit()
            if container.childExtentsAreStale { staleAfter.append(name) }
            screen.runUntilIdle()
            if !container.childExtentsAreStale { freshAfterDisplay.append(name) }
        }
        let names = edits.map(\.0)
        #expect(staleAfter == names)
        #expect(freshAfterDisplay == names)
        #expect(container.subviews.map { $0 === second } == [true, false])
        withExtendedLifetime(window) {}
    }
}
