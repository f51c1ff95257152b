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
        if view.usesAutoLayout, let oldSuperview { view.autoLayoutSubtreeWillLeave(oldSuperview) }
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
        if view.usesAutoLayout { view.autoLayoutSubtreeDidJoin(self) }
        view.isLayoutPendingInSuperview = false
        if view.needsLayoutFlag || view.descendantNeedsLayout {
            noteLayoutPendingChild(view)
            markDescendantNeedsLayout()
            scheduleUpdateCycle()
        }

        view.notifyDidMoveToSuperview()
        if windowChanges {
            view.subtreeDidMoveToWindow()
            if let newWindow { view.subtreeDidMove(to: newWindow, from: oldWindow) }
        }
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
