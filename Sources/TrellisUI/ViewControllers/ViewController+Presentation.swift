// Presentation: present/dismiss in every ModalPresentationStyle (S12–S15, I10, D15, D19), the
// presentation context, custom transitions, dismissals the user starts, and memory-warning delivery (D17).
import Foundation

extension ViewController {
    // MARK: Relationships

    /// The controller presented by this controller or by the nearest ancestor (parent chain) that presents one.
    public var presentedViewController: ViewController? {
        var current: ViewController? = self
        while let controller = current {
            if let presented = controller.presentedStorage { return presented }
            current = controller.parentStorage
        }
        return nil
    }

    /// The controller that presented this controller or the nearest presented ancestor (parent chain).
    public var presentingViewController: ViewController? {
        var current: ViewController? = self
        while let controller = current {
            if let presenting = controller.presentingStorage { return presenting }
            current = controller.parentStorage
        }
        return nil
    }

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

    // MARK: Presentation settings

    /// Whether a ``ModalPresentationStyle/currentContext`` or ``ModalPresentationStyle/overCurrentContext``
    /// presentation made by this controller or one of its descendants covers this controller's view
    /// (`false` by default). The presented view is then put inside this controller's view, so it
    /// leaves, hides and comes back with it (a tab switch, a pop).
    public var definesPresentationContext: Bool {
        get { presentationSettings.definesPresentationContext }
        set { presentationSettings.definesPresentationContext = newValue }
    }

    /// Whether this controller, while presented (or inside a presented controller), refuses dismissals
    /// the user starts — Escape, a click outside a sheet. Refused attempts call the delegate's
    /// ``AdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``.
    /// Dismissals in code still work.
    public var isModalInPresentation: Bool {
        get { presentationSettings.isModalInPresentation }
        set { presentationSettings.isModalInPresentation = newValue }
    }

    /// The size this controller would like when shown in a form sheet or popover, in points (cells);
    /// `.zero` lets the presentation choose.
    public var preferredContentSize: CGSize {
        get { presentationSettings.preferredContentSize }
        set {
            presentationSettings.preferredContentSize = newValue
            presentationSettings.presentationController?.containerView?.setNeedsLayout()
        }
    }

    /// Supplies animators and (for ``ModalPresentationStyle/custom``) the presentation controller of
    /// this controller's presentation and dismissal. Held weakly, as in UIKit.
    public var transitioningDelegate: (any ViewControllerTransitioningDelegate)? {
        get { presentationSettings.transitioningDelegate }
        set { presentationSettings.transitioningDelegate = newValue }
    }

    /// The presentation controller managing this controller's presentation — its own when it is
    /// presented or not inside a presented controller (made on first access, so a delegate can be set
    /// before presenting), else the nearest presented ancestor's.
    public var presentationController: PresentationController? {
        var current: ViewController? = self
        while let controller = current {
            if controller.presentingStorage != nil { return controller.ownPresentationController() }
            current = controller.parentStorage
        }
        return ownPresentationController()
    }

    /// The popover presentation controller, when ``modalPresentationStyle`` is ``ModalPresentationStyle/popover``
    /// (made on first access, so its anchor can be set before presenting); `nil` otherwise.
    public var popoverPresentationController: PopoverPresentationController? {
        if let current = presentationSettings.presentationController as? PopoverPresentationController,
            presentationSettings.isPresentationControllerInUse
        {
            return current
        }
        guard modalPresentationStyle == .popover else { return nil }
        return ownPresentationController() as? PopoverPresentationController
    }

    /// This controller's own presentation controller, made for the current style when there is none
    /// or the one there no longer fits it (kept while a presentation uses it).
    func ownPresentationController() -> PresentationController {
        let style = modalPresentationStyle
        if let existing = presentationSettings.presentationController {
            if presentationSettings.isPresentationControllerInUse { return existing }
            let fits =
                (existing is PopoverPresentationController) == (style == .popover)
                && (existing.builtInStyle != nil || type(of: existing) == PresentationController.self)
            if fits {
                existing.builtInStyle = style == .custom ? nil : style
                return existing
            }
        }
        let made: PresentationController =
            style == .popover
            ? PopoverPresentationController(presentedViewController: self, presenting: nil)
            : PresentationController(presentedViewController: self, presenting: nil)
        made.builtInStyle = style == .custom ? nil : style
        made.delegate = presentationSettings.presentationController?.delegate
        presentationSettings.presentationController = made
        return made
    }

    // MARK: Presenting

    /// Presents `viewController` as its ``modalPresentationStyle`` says.
    ///
    /// The presenter: for ``ModalPresentationStyle/currentContext`` and
    /// ``ModalPresentationStyle/overCurrentContext``, the nearest controller up this one's parent chain
    /// whose ``definesPresentationContext`` is `true`; otherwise (or when there is none) the
    /// window-level controller — the window's root, or the presented controller this one is in.
    ///
    /// Order (S12): the presented view loads; when the presenter's view is to be removed
    /// (``ModalPresentationStyle/fullScreen``, ``ModalPresentationStyle/currentContext`` over a
    /// window-level controller, a custom presentation controller whose
    /// ``PresentationController/shouldRemovePresentersView`` is `true`) the presenter's
    /// `viewWillDisappear`; the presented `viewWillAppear` (``isBeingPresented`` is true inside it) and
    /// `viewIsAppearing`; the transition coordinator's alongside blocks; after the transition
    /// (animated: the duration on the application clock, or when a custom animator completes) the
    /// coordinator's completion blocks, the presented `viewDidAppear`, then — when it is removed — the
    /// presenter's view leaves and its `viewDidDisappear` runs; then `completion` (I10). Other styles
    /// keep the presenter's view and send the presenter nothing (S14). A presentation requested while
    /// one runs on the same presenter is queued (D19); presenting from a controller that already
    /// presents, or that is not in a window, is reported (`C1`) and not done.
    public func present(
        _ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        let presenter = presenter(for: viewController.modalPresentationStyle)
        presenter.transitionQueue.enqueue { [weak presenter, weak self] done in
            guard let presenter else { return done() }
            presenter.runPresentation(
                of: viewController, source: self ?? presenter, animated: animated, completion: completion, done: done)
        }
    }

    /// The controller that presents a controller of `style` when `present` is called on this one.
    func presenter(for style: ModalPresentationStyle) -> ViewController {
        if style.coversCurrentContext {
            var current: ViewController? = self
            while let controller = current {
                if controller.definesPresentationContext { return controller }
                current = controller.parentStorage
            }
        }
        return windowLevelContext
    }

    /// The window's root or the window-level presented controller this controller is in: up the
    /// parent chain, and through presentations shown inside a context's view.
    var windowLevelContext: ViewController {
        var current = self
        for _ in 0..<1_000 {
            if let parent = current.parentStorage {
                current = parent
            } else if let presenter = current.presentingStorage, current.isPresentedInsideContextView {
                current = presenter
            } else {
                break
            }
        }
        return current
    }

    /// Whether this controller is presented inside its presentation context's view (rather than in the window).
    var isPresentedInsideContextView: Bool {
        guard presentingStorage != nil, presentationSettings.isPresentationControllerInUse,
            let container = presentationSettings.presentationController?.containerView
        else { return false }
        return !(container is Window)
    }

    private func runPresentation(
        of presented: ViewController, source: ViewController, animated: Bool,
        completion: (@MainActor () -> Void)?, done: @escaping @MainActor () -> Void
    ) {
        if let current = presentedStorage {
            ViewControllerInvariantChecks.report(
                rule: "C1", on: self,
                message:
                    "present(\(LifecycleRecorder.className(of: presented))) while already presenting \(LifecycleRecorder.className(of: current)); ignored"
            )
            return done()
        }
        guard presented !== self, presented.parentStorage == nil, presented.presentingStorage == nil,
            !presented.isSomeWindowsRoot
        else {
            ViewControllerInvariantChecks.report(
                rule: "C1", on: self,
                message:
                    "present(\(LifecycleRecorder.className(of: presented))): it is already in a hierarchy (a child, presented, or a window's root); ignored"
            )
            return done()
        }
        guard let presenterView = storedView, let window = presenterView.window else {
            ViewControllerInvariantChecks.report(
                rule: "C1", on: self,
                message:
                    "present(\(LifecycleRecorder.className(of: presented))) from a controller whose view is not in a window; ignored"
            )
            return done()
        }
        let requested = presented.modalPresentationStyle
        let container: View =
            requested.coversCurrentContext && presenterView.superview !== window ? presenterView : window
        let controller = presented.preparePresentationController(presenter: self, source: source, container: container)
        let style = controller.presentationStyle
        let visible = !window.isHidden
        let removesPresenter = container === window && controller.shouldRemovePresentersView

        presentedStorage = presented
        presented.presentingStorage = self
        presented.presentationWindow = container === window ? window : nil
        presented.presentationSettings.removesPresentersView = removesPresenter

        _ = presented.view // S12 step 1: load first
        let animator = presented.transitioningDelegate?.animationController(
            forPresented: presented, presenting: self, source: source)
        let duration = animator?.transitionDuration(using: nil) ?? transitionDuration
        let coordinator = TransitionCoordinator(
            from: self, to: presented, containerView: container, isAnimated: animated, isInteractive: false,
            duration: duration, presentationStyle: style)
        coordinator.attach(to: [self, presented])
        controller.presentationTransitionWillBegin()
        if visible && removesPresenter { _ = beginAppearance(false, animated: animated) }
        if visible { _ = presented.beginAppearance(true, animated: animated, flags: .beingPresented) }
        let finalFrame = controller.frameOfPresentedViewInContainerView
        if animator == nil { installPresentedView(of: presented, in: container) }
        coordinator.start()

        let finish = { @MainActor [weak self, weak presented] (completed: Bool) in
            guard let self, let presented else { return done() }
            let linked = self.presentedStorage === presented
            // An animator that did not add the presented view: it goes where the presentation is now
            // (its root may have moved windows meanwhile).
            let currentContainer = controller.containerView ?? container
            if completed && linked, presented.storedView?.superview == nil, currentContainer.window != nil {
                self.installPresentedView(of: presented, in: currentContainer)
            }
            coordinator.complete()
            if completed || !linked {
                presented.settleAppearance(visible: presented.isInVisibleWindow, animated: animated)
                if removesPresenter {
                    if linked, presenterView.superview === window, self.storedView === presenterView {
                        PresentationBackdropView.removeChrome(of: presenterView)
                        presenterView.removeFromSuperview()
                    }
                    // Unlinked meanwhile (its window's root was replaced): the presenter ends wherever
                    // its view is now.
                    self.settleAppearance(visible: linked ? false : self.isInVisibleWindow, animated: animated)
                }
            } else {
                // The animator cancelled: the presentation is undone.
                if let view = presented.storedView {
                    PresentationBackdropView.removeChrome(of: view)
                    view.removeFromSuperview()
                }
                presented.settleAppearance(visible: false, animated: animated)
                self.unlinkPresentation(of: presented)
                if removesPresenter { self.settleAppearance(visible: self.isInVisibleWindow, animated: animated) }
            }
            controller.presentationTransitionDidEnd(completed)
            // The next queued transition starts only after the completion block (D19, I10).
            window.application.enqueueCompletion { [weak presented] in
                if let presented {
                    ViewControllerInvariantChecks.observe(
                        .presentCompletion(presentedIsVisible: presented.isInVisibleWindow), on: presented)
                }
                if completed { completion?() }
                done()
            }
        }
        if let animator {
            let presenterFrame = presenterView.frame
            let context = PresentationTransitionContext(
                containerView: container, isAnimated: animated, presentationStyle: style, from: self, to: presented,
                frames: [
                    ObjectIdentifier(self): (presenterFrame, removesPresenter ? .zero : presenterFrame),
                    ObjectIdentifier(presented): (.zero, finalFrame),
                ],
                onComplete: { [weak animator] completed in
                    TransitionTiming.finish(animated: false, duration: 0, application: window.application) {
                        finish(completed)
                        animator?.animationEnded(completed)
                    }
                })
            animator.animateTransition(using: context)
        } else {
            TransitionTiming.finish(animated: animated, duration: transitionDuration, application: window.application) {
                finish(true)
            }
        }
    }

    /// Whether this controller is the root of any window of its application.
    private var isSomeWindowsRoot: Bool {
        if rootWindowOfSelf != nil { return true }
        guard let window = storedView?.window else { return false }
        return window.application.windows.contains { $0.rootViewController === self }
    }

    /// Makes the presentation controller for presenting this controller from `presenter` into
    /// `container`: the custom one from the transitioning delegate, else this controller's own; the
    /// style resolved (``ModalPresentationStyle/automatic`` → page sheet) and adapted on a compact window.
    private func preparePresentationController(
        presenter: ViewController, source: ViewController, container: View
    ) -> PresentationController {
        var controller = ownPresentationController()
        let requested = modalPresentationStyle
        if requested == .custom,
            let custom = transitioningDelegate?.presentationController(
                forPresented: self, presenting: presenter, source: source)
        {
            if custom.delegate == nil { custom.delegate = controller.delegate }
            controller = custom
            presentationSettings.presentationController = custom
        }
        controller.presentingViewController = presenter
        controller.containerView = container
        presentationSettings.isPresentationControllerInUse = true
        if controller.builtInStyle == .automatic { controller.builtInStyle = .pageSheet }
        if let style = controller.builtInStyle, style == .popover || style == .formSheet, container is Window,
            PresentationGeometry.isCompact(container)
        {
            let adapted =
                controller.delegate?.adaptivePresentationStyle(for: controller) ?? controller.adaptivePresentationStyle
            controller.builtInStyle = adapted == .automatic ? .pageSheet : adapted
        }
        if controller.builtInStyle == .popover, let popover = controller as? PopoverPresentationController,
            popover.anchorRect(in: container) == nil
        {
            ViewControllerInvariantChecks.report(
                rule: "C1", on: self,
                message: popover.hasAnchor
                    ? "popover anchor (sourceView or barButtonItem) is not shown in the presenter's window; centred without an arrow"
                    : "popover presented with neither sourceView nor barButtonItem; centred without an arrow")
        }
        return controller
    }

    /// Puts `presented`'s view into `container` at its presentation frame, with its chrome (a sheet's
    /// dimming and border, a popover's border and arrow) right below it.
    func installPresentedView(of presented: ViewController, in container: View) {
        guard let view = presented.storedView, let controller = presented.presentationSettings.presentationController
        else { return }
        view.frame = controller.frameOfPresentedViewInContainerView
        if container is Window {
            container.addSubview(view)
        } else {
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
        }
        PresentationBackdropView.installChrome(for: presented, in: container)
    }

    /// Breaks the links of the presentation of `presented` by this controller.
    func unlinkPresentation(of presented: ViewController) {
        if presentedStorage === presented { presentedStorage = nil }
        if presented.presentingStorage === self { presented.presentingStorage = nil }
        presented.presentationWindow = nil
        presented.presentationSettings.isPresentationControllerInUse = false
        presented.presentationSettings.removesPresentersView = false
        presented.presentationSettings.presentationController?.containerView = nil
    }

    /// The window's root replaced this controller (or took it away): every presentation stacked on it
    /// ends without callbacks of its own — the presented controllers left the window with it.
    func tearDownPresentationChain() {
        var presenter: ViewController = self
        while let presented = presenter.presentedStorage {
            presenter.unlinkPresentation(of: presented)
            presenter = presented
        }
    }

    // MARK: Dismissing

    /// Dismisses the controller presented by this controller (or by the nearest ancestor that
    /// presents one), or — when nothing is presented by them — the presented controller this one is
    /// (or is inside). Controllers stacked above the dismissed one are dismissed first, without animation.
    ///
    /// Order (S13, D15): the dismissed `viewWillDisappear` (``isBeingDismissed`` is true inside it);
    /// when the presenter's view was removed, the presenter's `viewWillAppear` as its view returns;
    /// the coordinator's alongside blocks; after the transition the coordinator's completion blocks,
    /// the presenter's `viewDidAppear`, then the dismissed `viewDidDisappear`, then `completion` (I10).
    /// Other styles: only the dismissed controller's callbacks (S14). Dismissing with nothing presented
    /// is reported (`C2`).
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        var target: (presenter: ViewController, presented: ViewController)?
        var current: ViewController? = self
        while let controller = current, target == nil {
            if let presented = controller.presentedStorage { target = (controller, presented) }
            current = controller.parentStorage
        }
        current = self
        while let controller = current, target == nil {
            if let presenter = controller.presentingStorage { target = (presenter, controller) }
            current = controller.parentStorage
        }
        guard let (presenter, presented) = target else {
            ViewControllerInvariantChecks.report(
                rule: "C2", on: self, message: "dismiss(animated:) with nothing presented; ignored")
            return
        }
        presenter.dismissPresentation(of: presented, animated: animated, completion: completion)
    }

    /// Dismisses `presented` (presented by this controller), after whatever it presents.
    func dismissPresentation(
        of presented: ViewController, animated: Bool, completion: (@MainActor () -> Void)?
    ) {
        let dismissOwn = { @MainActor [weak self] in
            guard let self else { return }
            self.transitionQueue.enqueue { [weak self] done in
                guard let self else { return done() }
                self.runDismissal(of: presented, animated: animated, completion: completion, done: done)
            }
        }
        if let above = presented.presentedStorage {
            presented.dismissPresentation(of: above, animated: false, completion: dismissOwn)
        } else {
            dismissOwn()
        }
    }

    private func runDismissal(
        of presented: ViewController, animated: Bool, completion: (@MainActor () -> Void)?,
        done: @escaping @MainActor () -> Void
    ) {
        guard presentedStorage === presented else {
            if presented.presentingStorage == nil {
                // The presentation already ended (dismissed meanwhile, or its window's root was
                // replaced): the request was valid when made, so it completes with nothing to do.
                let application = storedView?.window?.application ?? presented.storedView?.window?.application
                if let application {
                    application.enqueueCompletion {
                        completion?()
                        done()
                    }
                } else {
                    completion?()
                    done()
                }
                return
            }
            ViewControllerInvariantChecks.report(
                rule: "C2", on: self,
                message:
                    "dismiss: \(LifecycleRecorder.className(of: presented)) is no longer presented by this controller; ignored"
            )
            return done()
        }
        let controller = presented.ownPresentationController()
        let style = controller.presentationStyle
        let container = controller.containerView ?? presented.storedView?.superview
        let window = presented.presentationWindow ?? presented.storedView?.window ?? container?.window
        let visible = window.map { !$0.isHidden } ?? false
        let removesPresenter = presented.presentationSettings.removesPresentersView
        let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
        let duration = animator?.transitionDuration(using: nil) ?? transitionDuration
        let coordinator = TransitionCoordinator(
            from: presented, to: self, containerView: container, isAnimated: animated, isInteractive: false,
            duration: duration, presentationStyle: style)
        coordinator.attach(to: [presented, self])
        controller.dismissalTransitionWillBegin()
        _ = presented.beginAppearance(false, animated: animated, flags: .beingDismissed)
        if removesPresenter, let window {
            if visible { _ = beginAppearance(true, animated: animated) }
            returnPresenterView(to: window, below: presented.storedView)
        }
        coordinator.start()

        let finish = { @MainActor [weak self, weak presented] (completed: Bool) in
            guard let self, let presented else {
                coordinator.complete()
                return done()
            }
            coordinator.complete()
            if completed || self.presentedStorage !== presented {
                if let view = presented.storedView {
                    PresentationBackdropView.removeChrome(of: view)
                    if view.superview != nil { view.removeFromSuperview() }
                }
                if removesPresenter {
                    self.settleAppearance(visible: self.isInVisibleWindow, animated: animated) // D15: presenter first
                }
                presented.settleAppearance(visible: false, animated: animated)
                self.unlinkPresentation(of: presented)
            } else {
                // The animator cancelled: the presented controller stays.
                if removesPresenter, let view = self.storedView, view.superview === window {
                    PresentationBackdropView.removeChrome(of: view)
                    view.removeFromSuperview()
                    self.settleAppearance(visible: false, animated: animated)
                }
                presented.settleAppearance(visible: presented.isInVisibleWindow, animated: animated)
            }
            controller.dismissalTransitionDidEnd(completed)
            let finishQueue = { @MainActor [weak presented] in
                if completed, let presented { ViewControllerInvariantChecks.observe(.dismissCompletion, on: presented) }
                if completed { completion?() }
                done()
            }
            if let application = window?.application {
                application.enqueueCompletion(finishQueue)
            } else {
                finishQueue()
            }
        }
        if let animator, let container {
            let presentedFrame = presented.storedView?.frame ?? .zero
            let context = PresentationTransitionContext(
                containerView: container, isAnimated: animated, presentationStyle: style, from: presented, to: self,
                frames: [
                    ObjectIdentifier(presented): (presentedFrame, .zero),
                    ObjectIdentifier(self): (storedView?.frame ?? .zero, storedView?.frame ?? .zero),
                ],
                onComplete: { [weak animator] completed in
                    TransitionTiming.finish(animated: false, duration: 0, application: window?.application) {
                        finish(completed)
                        animator?.animationEnded(completed)
                    }
                })
            animator.animateTransition(using: context)
        } else {
            TransitionTiming.finish(animated: animated, duration: transitionDuration, application: window?.application)
            {
                finish(true)
            }
        }
    }

    /// Puts this presenter's view back into `window` below `presentedView` at its window-level frame,
    /// with its own chrome when it is a sheet.
    private func returnPresenterView(to window: Window, below presentedView: View?) {
        guard let presenterView = view, presenterView.superview !== window else { return }
        if presenterView.superview != nil { presenterView.removeFromSuperview() }
        presenterView.frame = windowLevelFrame(in: window)
        if let presentedView, presentedView.superview === window {
            let lowest = PresentationBackdropView.chrome(of: presentedView) ?? presentedView
            window.insertSubview(presenterView, belowSubview: lowest)
        } else {
            window.addSubview(presenterView)
        }
        PresentationBackdropView.installChrome(for: self, in: window)
    }

    /// The frame this window-level controller's view has in `window`: the window's bounds for its
    /// root, the presentation frame for a presented controller.
    func windowLevelFrame(in window: View) -> CGRect {
        if presentingStorage != nil, let controller = presentationSettings.presentationController,
            presentationSettings.isPresentationControllerInUse, controller.containerView === window
        {
            return controller.frameOfPresentedViewInContainerView
        }
        return window.bounds
    }

    // MARK: Dismissals the user starts

    /// The user asks to dismiss this presented controller (Escape, a click outside its sheet): refused
    /// when ``isModalInPresentation`` is set on it or a controller it contains, or when the delegate's
    /// ``AdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)`` says no (then
    /// ``AdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``);
    /// otherwise `presentationControllerWillDismiss`, an animated dismissal, and
    /// `presentationControllerDidDismiss` once it finished.
    /// - Returns: whether this controller is presented (the request was handled either way).
    @discardableResult
    func dismissRequestedByUser() -> Bool {
        guard let presenter = presentingStorage else { return false }
        let controller = ownPresentationController()
        if containsModalInPresentation || controller.delegate?.presentationControllerShouldDismiss(controller) == false
        {
            controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
            return true
        }
        controller.delegate?.presentationControllerWillDismiss(controller)
        presenter.dismissPresentation(of: self, animated: true) { [weak controller] in
            guard let controller else { return }
            controller.delegate?.presentationControllerDidDismiss(controller)
        }
        return true
    }

    /// Whether this controller or one of its descendants has ``isModalInPresentation`` set.
    private var containsModalInPresentation: Bool {
        if isModalInPresentation { return true }
        return childrenStorage.contains { $0.containsModalInPresentation }
    }

    /// The window whose root this controller is, if any.
    var rootWindowOfSelf: Window? {
        guard let window = storedView?.window, window.rootViewController === self else { return nil }
        return window
    }

    // MARK: Hosted presentations follow their context's view

    /// A controller presented inside its context's view appears and disappears with that view's
    /// window, like a child (S18, S19, D9). Returns whether this controller is such a presentation.
    func followHostedPresentation(toWindow window: Window?) -> Bool {
        guard isPresentedInsideContextView else { return false }
        let oldWindow = storedView?.window
        let entersVisible = window.map { !$0.isHidden } ?? false
        let wasVisible = oldWindow.map { !$0.isHidden } ?? false
        if entersVisible {
            guard !wasVisible, !appearanceStateStorage.isAppearingSide,
                let token = beginAppearance(true, animated: false)
            else { return true }
            TransitionTiming.finish(animated: false, duration: 0, application: window?.application) { [weak self] in
                self?.endAppearance(token)
            }
        } else if appearanceStateStorage.isAppearingSide, let token = beginAppearance(false, animated: false) {
            TransitionTiming.finish(animated: false, duration: 0, application: oldWindow?.application) { [weak self] in
                self?.endAppearance(token)
            }
        }
        return true
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
