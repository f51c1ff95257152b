// Presentation: present/dismiss with .fullScreen, .overFullScreen and .pageSheet (S12–S15, I10,
// D15, D19), and memory-warning delivery (D17).
import Foundation

extension ViewController {
    /// The controller presented by this controller or by the root of its parent chain.
    public var presentedViewController: ViewController? { presentationContext.presentedStorage }

    /// The controller that presented this controller (or the root of its parent chain).
    public var presentingViewController: ViewController? { presentationContext.presentingStorage }

    /// The presented controllers stacked on this one, nearest first.
    var presentationChain: [ViewController] {
        var chain: [ViewController] = []
        var current = presentedStorage
        while let presented = current, chain.count < 1_000 {
            chain.append(presented)
            current = presented.presentedStorage
        }
        return chain
    }

    /// Presents `viewController` over the root of this controller's parent chain (its presentation
    /// context), as its ``modalPresentationStyle`` says.
    ///
    /// Order (S12): the presented view loads; for `.fullScreen` the presenter's `viewWillDisappear`;
    /// the presented `viewWillAppear` (``isBeingPresented`` is true inside it) and `viewIsAppearing`;
    /// after the transition (animated: the duration on the application clock), the presented
    /// `viewDidAppear`, then — `.fullScreen` only — the presenter's view is removed and its
    /// `viewDidDisappear` runs; then `completion` (I10). Other styles keep the presenter's view and
    /// send the presenter nothing (S14). A presentation requested while one runs on the same
    /// presenter is queued (D19); presenting from a controller that already presents, or that is not
    /// in a window, is reported and not done.
    public func present(
        _ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        let context = presentationContext
        context.transitionQueue.enqueue { [weak context] done in
            guard let context else { return done() }
            context.runPresentation(of: viewController, animated: animated, completion: completion, done: done)
        }
    }

    private func runPresentation(
        of presented: ViewController, animated: Bool, completion: (@MainActor () -> Void)?,
        done: @escaping @MainActor () -> Void
    ) {
        if let current = presentedStorage {
            ViewControllerInvariantChecks.report(
                rule: "C1", on: self,
                message: "present(\(LifecycleRecorder.className(of: presented))) while already presenting \(LifecycleRecorder.className(of: current)); ignored")
            return done()
        }
        guard presented !== self, presented.parentStorage == nil, presented.presentingStorage == nil,
            presented.rootWindowOfSelf == nil
        else {
            ViewControllerInvariantChecks.report(
                rule: "C1", on: self,
                message: "present(\(LifecycleRecorder.className(of: presented))): it is already in a hierarchy (a child, presented, or a window's root); ignored")
            return done()
        }
        guard let window = storedView?.window else {
            ViewControllerInvariantChecks.report(
                rule: "C1", on: self,
                message: "present(\(LifecycleRecorder.className(of: presented))) from a controller whose view is not in a window; ignored")
            return done()
        }
        let style = presented.modalPresentationStyle
        let visible = !window.isHidden
        presentedStorage = presented
        presented.presentingStorage = self
        presented.presentationWindow = window

        let presentedView = presented.view!  // S12 step 1: load first
        if visible && style.removesPresentersView { _ = beginAppearance(false, animated: animated) }
        if visible { _ = presented.beginAppearance(true, animated: animated, flags: .beingPresented) }
        presentedView.frame = Self.presentationFrame(style: style, in: window.bounds, cell: window.cellSize())
        window.addSubview(presentedView)
        if style == .pageSheet {
            // The dimmed presenter and the sheet's border, right below the sheet.
            let backdrop = PresentationBackdropView(presentedView: presentedView)
            backdrop.frame = window.bounds
            window.insertSubview(backdrop, belowSubview: presentedView)
        }
        TransitionTiming.finish(animated: animated, duration: transitionDuration, application: window.application) {
            [weak self, weak presented] in
            guard let self, let presented else { return done() }
            let stillVisible = presented.isInVisibleWindow
            presented.settleAppearance(visible: stillVisible, animated: animated)
            if style.removesPresentersView {
                if let presenterView = self.storedView, presenterView.superview === window {
                    presenterView.removeFromSuperview()
                }
                self.settleAppearance(visible: false, animated: animated)
            }
            // The next queued transition starts only after the completion block (D19, I10).
            window.application.enqueueCompletion { [weak presented] in
                if let presented {
                    ViewControllerInvariantChecks.observe(
                        .presentCompletion(presentedIsVisible: presented.isInVisibleWindow), on: presented)
                }
                completion?()
                done()
            }
        }
    }

    /// Dismisses the controller presented by this controller's presentation context, or — when
    /// nothing is presented by it — this controller itself if it was presented. Controllers stacked
    /// above the dismissed one are dismissed first, without animation.
    ///
    /// Order (S13, D15): the dismissed `viewWillDisappear` (``isBeingDismissed`` is true inside it);
    /// for `.fullScreen` the presenter's `viewWillAppear` as its view returns; after the transition
    /// the presenter's `viewDidAppear`, then the dismissed `viewDidDisappear`, then `completion`
    /// (I10). Other styles: only the dismissed controller's callbacks (S14). Dismissing with nothing
    /// presented is reported.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let context = presentationContext
        let presenter: ViewController
        let presented: ViewController
        if let child = context.presentedStorage {
            presenter = context
            presented = child
        } else if let parent = context.presentingStorage {
            presenter = parent
            presented = context
        } else {
            ViewControllerInvariantChecks.report(
                rule: "C2", on: self, message: "dismiss(animated:) with nothing presented; ignored")
            return
        }
        let dismissOwn = { @MainActor in
            presenter.transitionQueue.enqueue { [weak presenter] done in
                guard let presenter else { return done() }
                presenter.runDismissal(of: presented, animated: animated, completion: completion, done: done)
            }
        }
        if presented.presentedStorage != nil {
            presented.dismiss(animated: false, completion: dismissOwn)
        } else {
            dismissOwn()
        }
    }

    private func runDismissal(
        of presented: ViewController, animated: Bool, completion: (@MainActor () -> Void)?,
        done: @escaping @MainActor () -> Void
    ) {
        guard presentedStorage === presented else {
            ViewControllerInvariantChecks.report(
                rule: "C2", on: self,
                message: "dismiss: \(LifecycleRecorder.className(of: presented)) is no longer presented; ignored")
            return done()
        }
        let style = presented.modalPresentationStyle
        let window = presented.presentationWindow ?? presented.storedView?.window
        let visible = window.map { !$0.isHidden } ?? false
        _ = presented.beginAppearance(false, animated: animated, flags: .beingDismissed)
        if style.removesPresentersView, let window {
            if visible { _ = beginAppearance(true, animated: animated) }
            if let presenterView = view, presenterView.superview !== window {
                if presenterView.superview != nil { presenterView.removeFromSuperview() }
                presenterView.frame = presentingStorage != nil
                    ? Self.presentationFrame(style: modalPresentationStyle, in: window.bounds, cell: window.cellSize())
                    : window.bounds
                if let presentedView = presented.storedView, presentedView.superview === window {
                    window.insertSubview(presenterView, belowSubview: presentedView)
                } else {
                    window.addSubview(presenterView)
                }
            }
        }
        TransitionTiming.finish(animated: animated, duration: transitionDuration, application: window?.application) {
            [weak self, weak presented] in
            guard let self, let presented else { return done() }
            if let presentedView = presented.storedView, let container = presentedView.superview {
                for backdrop in container.subviews {
                    if let backdrop = backdrop as? PresentationBackdropView, backdrop.presentedView === presentedView {
                        backdrop.removeFromSuperview()
                    }
                }
            }
            presented.storedView?.removeFromSuperview()
            if style.removesPresentersView {
                self.settleAppearance(visible: self.isInVisibleWindow, animated: animated)  // D15: presenter first
            }
            presented.settleAppearance(visible: false, animated: animated)
            self.presentedStorage = nil
            presented.presentingStorage = nil
            presented.presentationWindow = nil
            let finish = { @MainActor [weak presented] in
                if let presented { ViewControllerInvariantChecks.observe(.dismissCompletion, on: presented) }
                completion?()
                done()
            }
            if let application = window?.application { application.enqueueCompletion(finish) } else { finish() }
        }
    }

    /// The window whose root this controller is, if any.
    var rootWindowOfSelf: Window? {
        guard let window = storedView?.window, window.rootViewController === self else { return nil }
        return window
    }

    /// The frame a presented view gets in a window with `bounds` whose cells are `cell` points:
    /// the whole window, or — for `.pageSheet` — a sheet inset from every edge (a tenth of the
    /// window's height above and below, a tenth of its width on each side, at least one row and two
    /// columns) with one more cell all round for its border. A window too small for that gets the
    /// sheet inside a border at its edges.
    static func presentationFrame(style: ModalPresentationStyle, in bounds: CGRect, cell: CGSize) -> CGRect {
        switch style {
        case .fullScreen, .overFullScreen:
            return bounds
        case .pageSheet:
            let cellWidth = Swift.max(1, cell.width)
            let cellHeight = Swift.max(1, cell.height)
            func whole(_ value: CGFloat, _ unit: CGFloat) -> CGFloat { (value / unit).rounded(.down) * unit }
            var marginX = Swift.max(2 * cellWidth, whole(bounds.width * 0.1, cellWidth))
            var marginY = Swift.max(cellHeight, whole(bounds.height * 0.1, cellHeight))
            // The sheet needs at least one cell inside its border.
            if bounds.width - 2 * marginX < 3 * cellWidth { marginX = 0 }
            if bounds.height - 2 * marginY < 3 * cellHeight { marginY = 0 }
            let insetX = marginX + cellWidth
            let insetY = marginY + cellHeight
            return CGRect(
                x: bounds.minX + insetX, y: bounds.minY + insetY,
                width: Swift.max(0, bounds.width - 2 * insetX), height: Swift.max(0, bounds.height - 2 * insetY))
        }
    }

    // MARK: Memory warnings (D17)

    /// Delivers a memory warning: `didReceiveMemoryWarning()` on this controller, then on each
    /// child in order, then on the presented controller. Nothing is unloaded automatically.
    public func receiveMemoryWarning() {
        LifecycleRecorder.note(self, "didReceiveMemoryWarning")
        didReceiveMemoryWarning()
        for child in childrenStorage { child.receiveMemoryWarning() }
        presentedStorage?.receiveMemoryWarning()
    }
}
