// The mechanics of moving views between superviews and windows, in UIKit's callback order.
import Foundation

extension View {
    /// Inserts `view` at `index`, re-parenting it if needed (the public insert/add methods end here).
    func place(_ view: View, at index: Int, requestedIndex: Int?) {
        // A view without subviews has no descendants: skip the walk up this view's ancestors.
        if view === self || (!view.subviewsStorage.isEmpty && isDescendant(of: view)) {
            LifecycleChecker.emit(
                rule: "V1", path: lifecyclePath,
                message:
                    "cannot add \(LifecycleRecorder.className(of: view)) as a subview of itself or of its own descendant; nothing added"
            )
            return
        }
        if view is Window {
            LifecycleChecker.emit(
                rule: "V1", path: lifecyclePath,
                message: "a Window cannot be a subview; nothing added")
            return
        }
        let oldSuperview = view.superviewStorage
        if oldSuperview === self {
            // Reordering among siblings: no hierarchy callbacks.
            if let current = indexOfSubview(view) { subviewsStorage.remove(at: current) }
            subviewsStorage.insert(view, at: clampedIndex(index, requested: requestedIndex))
            invalidateWindowDisplayList()
            return
        }
        let target = clampedIndex(index, requested: requestedIndex)
        // Stored references instead of the overridable `window` getter (`view` is no window).
        let oldWindow = view.windowStorage
        let newWindow = windowForInvalidation
        let windowChanges = oldWindow !== newWindow

        oldSuperview?.notifyWillRemoveSubview(view)
        view.notifyWillMove(toSuperview: self)
        if windowChanges { view.subtreeWillMove(toWindow: newWindow, from: oldWindow) }

        if let oldSuperview {
            if let current = oldSuperview.indexOfSubview(view) { oldSuperview.subviewsStorage.remove(at: current) }
            oldSuperview.setNeedsLayout()
            oldSuperview.invalidateWindowDisplayList()
        }
        subviewsStorage.insert(view, at: Swift.min(target, subviewsStorage.count))
        view.superviewStorage = self
        if windowChanges { view.setWindowInSubtree(newWindow) }
        view.isLayoutPendingInSuperview = false
        if view.needsLayoutFlag || view.descendantNeedsLayout {
            noteLayoutPendingChild(view)
            markDescendantNeedsLayout()
            scheduleUpdateCycle()
        }

        view.notifyDidMoveToSuperview()
        if windowChanges { view.subtreeDidMoveToWindow() }
        notifyDidAddSubview(view)
        setNeedsLayout()
        invalidateWindowDisplayList()
    }

    /// Where `subview` is in ``subviewsStorage`` (`nil`: not a subview). Tries the subview's
    /// ``cachedIndexInSuperview`` first (right until the list changes), then scans.
    ///
    /// A plain loop on purpose: a `{ $0 === subview }` closure written here is main-actor isolated,
    /// and handing it to the standard library's `firstIndex(where:)`/`removeAll(where:)` makes every
    /// call of it check the executor (~200 instructions per element), which made removing one of
    /// n subviews cost ~500 × n instructions.
    func indexOfSubview(_ subview: View) -> Int? {
        let subviews = subviewsStorage
        let hint = subview.cachedIndexInSuperview
        if hint >= 0, hint < subviews.count, subviews[hint] === subview { return hint }
        var index = 0
        while index < subviews.count {
            if subviews[index] === subview { return index }
            index += 1
        }
        return nil
    }

    private func clampedIndex(_ index: Int, requested: Int?) -> Int {
        if index < 0 || index > subviewsStorage.count {
            if let requested {
                LifecycleChecker.emit(
                    rule: "V2", path: lifecyclePath,
                    message: "insertSubview(_:at: \(requested)) with \(subviewsStorage.count) subviews; index clamped")
            }
            return Swift.min(Swift.max(index, 0), subviewsStorage.count)
        }
        return index
    }

    func reportNotASubview(_ view: View, in call: String) {
        LifecycleChecker.emit(
            rule: "V3", path: lifecyclePath,
            message: "\(call): \(LifecycleRecorder.className(of: view)) is not a subview of this view")
    }

    // MARK: Recorded callbacks

    func notifyWillMove(toSuperview newSuperview: View?) {
        LifecycleRecorder.note(self, "willMove(toSuperview:)", [LifecycleRecorder.describe(newSuperview)])
        willMove(toSuperview: newSuperview)
    }

    func notifyDidMoveToSuperview() {
        LifecycleRecorder.note(self, "didMoveToSuperview")
        didMoveToSuperview()
    }

    func notifyDidAddSubview(_ subview: View) {
        LifecycleRecorder.note(self, "didAddSubview(_:)", [LifecycleRecorder.describe(subview)])
        didAddSubview(subview)
    }

    func notifyWillRemoveSubview(_ subview: View) {
        LifecycleRecorder.note(self, "willRemoveSubview(_:)", [LifecycleRecorder.describe(subview)])
        willRemoveSubview(subview)
    }

    /// `willMove(toWindow:)` on this view and every descendant, pre-order (I21). The old window's
    /// first responder resigns first if it lives in this subtree.
    func subtreeWillMove(toWindow newWindow: Window?, from oldWindow: Window?) {
        if let oldWindow, let responder = oldWindow.firstResponder, responder.isInSubtree(of: self) {
            if !responder.resignFirstResponder() {
                // Leaving the window ends first-responder status even for a responder that refuses.
                oldWindow.firstResponder = nil
            }
        }
        let recorder = LifecycleRecorder.active
        forEachPreOrder { view in
            view.owner?.rootViewWillMove(toWindow: newWindow)
            if let recorder {
                recorder.record(view, "willMove(toWindow:)", [LifecycleRecorder.describe(newWindow, in: recorder)])
            }
            view.willMove(toWindow: newWindow)
        }
    }

    /// `didMoveToWindow()` on this view and every descendant, pre-order (I21).
    func subtreeDidMoveToWindow() {
        let recorder = LifecycleRecorder.active
        forEachPreOrder { view in
            LifecycleRecorder.note(recorder, view, "didMoveToWindow")
            view.didMoveToWindow()
            view.owner?.rootViewDidMoveToWindow()
        }
    }

    func setWindowInSubtree(_ window: Window?) {
        forEachPreOrder { view in
            view.windowStorage = window
        }
        if let window {
            window.invalidateDisplayList()
            window.application.setNeedsUpdateCycle()
        }
    }

    /// Visits this view and its descendants, parents before children, subviews back to front.
    /// Iterates over a snapshot so callbacks that edit the hierarchy do not derail the walk.
    func forEachPreOrder(_ body: (View) -> Void) {
        body(self)
        for subview in subviewsStorage {
            subview.forEachPreOrder(body)
        }
    }

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
        owner?.rootViewWillLayoutSubviews()
        isPerformingLayout = true
        LifecycleRecorder.span(self, "layoutSubviews") { layoutSubviews() }
        isPerformingLayout = false
        owner?.rootViewDidLayoutSubviews()
    }

    // MARK: Paths

    /// Where the view is, for diagnostics: `Window > View[0] > Label[2]` (class names, with the
    /// index among the superview's subviews).
    public var lifecyclePath: String {
        var components: [String] = []
        var current: View? = self
        while let view = current {
            var name = LifecycleRecorder.className(of: view)
            if let superview = view.superviewStorage,
                let index = superview.indexOfSubview(view)
            {
                name += "[\(index)]"
            }
            components.append(name)
            current = view.superviewStorage
        }
        return components.reversed().joined(separator: " > ")
    }
}

extension Responder {
    /// Whether this responder's chain passes through `view` before reaching a window.
    func isInSubtree(of view: View) -> Bool {
        var current: Responder? = self
        var steps = 0
        while let responder = current, steps < 10_000 {
            if responder === view { return true }
            if responder is Window { return false }
            current = responder.next
            steps += 1
        }
        return false
    }
}
