// Invalidation and the layout pass: marking views and their ancestors as needing layout or display,
// and laying out a subtree top-down (the update cycle's layout step).
import Foundation

extension View {
    // MARK: Invalidation

    /// Sets "a descendant needs layout" on this view and its ancestors, up to the first that has it,
    /// queueing each in its superview. Callers schedule the update cycle (once, not per level).
    func markDescendantNeedsLayout() {
        guard !descendantNeedsLayout else { return }
        var current: View? = self
        while let view = current, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            let superview = view.superviewStorage
            superview?.noteLayoutPendingChild(view)
            current = superview
        }
    }

    @inline(__always)
    func noteLayoutPendingChild(_ child: View) {
        guard !child.isLayoutPendingInSuperview else { return }
        child.isLayoutPendingInSuperview = true
        layoutPendingChildren.append(child)
    }

    /// The window to tell about changes: the one this view is in, or the view itself when it is a
    /// window. Reads the stored reference rather than the overridable ``window`` getter.
    var windowForInvalidation: Window? {
        if let window = windowStorage { return window }
        return self as? Window
    }

    func scheduleUpdateCycle() {
        windowForInvalidation?.application.setNeedsUpdateCycle()
    }

    /// Something this subtree draws changed: forget the extents of this view and its ancestors and
    /// have the window re-assemble its display list.
    ///
    /// A valid extent implies valid extents for all its visible subviews, so the walk stops at the
    /// first ancestor already invalid. (Hidden subviews are exempt; un-hiding invalidates from the
    /// superview.)
    ///
    /// Each view whose extent may change is also queued in its superview's ``pendingChildren``, so
    /// the superview's next assembly revisits exactly those subviews (plus the visible ones).
    func invalidateWindowDisplayList() {
        // Already invalid and queued in the superview: the walk below would change nothing (it
        // stops at the first invalid view), so skip its weak loads.
        if subtreeExtentIsValid || !isPendingInSuperview {
            invalidateExtents(superview: superviewStorage)
        }
        windowForInvalidation?.invalidateDisplayList()
    }

    /// ``invalidateWindowDisplayList()`` for a caller that has just loaded ``superviewStorage``.
    func invalidateWindowDisplayList(superview: View) {
        if subtreeExtentIsValid || !isPendingInSuperview {
            invalidateExtents(superview: superview)
        }
        windowForInvalidation?.invalidateDisplayList()
    }

    /// The walk up: queues this view in `superview` (its superview) and invalidates extents up to
    /// the first ancestor already invalid, loading each weak superview reference once.
    private func invalidateExtents(superview: View?) {
        superview?.notePendingChild(self)
        var view: View = self
        var next = superview
        while view.subtreeExtentIsValid {
            view.subtreeExtentIsValid = false
            guard let parent = next else { break }
            parent.notePendingChild(view)
            view = parent
            if parent.subtreeExtentIsValid { next = parent.superviewStorage }
        }
    }

    @inline(__always)
    func notePendingChild(_ child: View) {
        guard !child.isPendingInSuperview else { return }
        child.isPendingInSuperview = true
        pendingChildren.append(child)
    }

    // MARK: Layout pass

    /// Lays out this subtree top-down, repeating while layout invalidates more layout (bounded).
    func runLayoutPass() {
        var passes = 0
        while needsLayoutFlag || descendantNeedsLayout {
            if passes == 100 {
                LifecycleChecker.emit(
                    rule: "V4", path: lifecyclePath,
                    message:
                        "layout did not settle after 100 passes (layoutSubviews keeps calling setNeedsLayout); stopped")
                needsLayoutFlag = false
                descendantNeedsLayout = false
                return
            }
            layoutSubtreeOnce()
            passes += 1
        }
    }

    private func layoutSubtreeOnce() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            performLayoutSubviews()
        }
        if descendantNeedsLayout {
            descendantNeedsLayout = false
            if !childExtentsAreStale && layoutPendingChildren.count <= 16 {
                layoutPendingSubviews()
            } else {
                layoutAllSubviews()
            }
        }
    }

    /// Every subview is checked, in order, and laid out if it (or something below it) needs it.
    private func layoutAllSubviews() {
        let subviews = subviewsStorage
        layoutPendingChildren = []
        for subview in subviews { subview.isLayoutPendingInSuperview = false }
        // Flags first: the weak superview load is far dearer and only matters for dirty subviews.
        for subview in subviews
        where (subview.needsLayoutFlag || subview.descendantNeedsLayout) && subview.superviewStorage === self {
            subview.layoutSubtreeOnce()
        }
    }

    /// Visits the same subviews in the same order as ``layoutAllSubviews()`` — those of the list as
    /// it was on entry that need layout when their turn comes, including ones marked meanwhile —
    /// but finds them from the queued ones, so clean subviews are never touched.
    private func layoutPendingSubviews() {
        let subviews = subviewsStorage
        var candidates = layoutPendingChildren
        layoutPendingChildren = []
        for child in candidates where child.superviewStorage === self { child.isLayoutPendingInSuperview = false }
        var lastIndex = -1
        while true {
            // Subviews marked while earlier ones were laid out join the candidates.
            for child in layoutPendingChildren { candidates.append(child) }
            for child in layoutPendingChildren where child.superviewStorage === self {
                child.isLayoutPendingInSuperview = false
            }
            layoutPendingChildren = []
            var best: View?
            var bestIndex = Int.max
            for child in candidates {
                let index = child.cachedIndexInSuperview
                guard index > lastIndex, index < bestIndex, index < subviews.count, subviews[index] === child,
                    child.needsLayoutFlag || child.descendantNeedsLayout, child.superviewStorage === self
                else { continue }
                best = child
                bestIndex = index
            }
            guard let next = best else { break }
            lastIndex = bestIndex
            next.layoutSubtreeOnce()
        }
        // What still needs layout waits for the next pass (which `descendantNeedsLayout` triggers).
        for child in candidates
        where child.superviewStorage === self && (child.needsLayoutFlag || child.descendantNeedsLayout) {
            noteLayoutPendingChild(child)
        }
    }

    /// The owner's will-hook, `layoutSubviews()` (recorded as a span), the owner's did-hook (S23/I24).
    private func performLayoutSubviews() {
        let owner = self.owner
        // Safe area and margins first, so the owner's will-hook and layoutSubviews see them.
        if autoLayoutStorage != nil || owner != nil { updateLayoutEnvironment() }
        owner?.rootViewWillLayoutSubviews()
        isPerformingLayout = true
        LifecycleRecorder.span(self, "layoutSubviews") { layoutSubviews() }
        isPerformingLayout = false
        owner?.rootViewDidLayoutSubviews()
    }
}
