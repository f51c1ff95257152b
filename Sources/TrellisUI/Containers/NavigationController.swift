// NavigationController: a stack of view controllers with push/pop transitions on the application
// clock (S8, S9), an interactive pop (S10, S11, D13, D14) driving a transition coordinator, a
// navigation bar built from navigation items, a toolbar and a delegate.
import Foundation

/// A container that shows the top of a stack of view controllers (`UINavigationController`).
///
/// Every stack change — push, pop, pop to root, pop to a controller, `setViewControllers` — is one
/// transition: containment first (`willMove(toParent:)` of removed and added controllers), then the
/// old top's `viewWillDisappear` and the new top's `viewWillAppear` (its view loading first), then,
/// after the transition time on the application clock (animated) or in the next update cycle,
/// the old top's `viewDidDisappear`, the new top's `viewDidAppear`, `didMove(toParent: self)` of
/// added controllers and `removeFromParent()` (→ `didMove(toParent: nil)`) of removed ones (D14).
/// A change requested while a transition runs is queued and starts when it finishes (D19);
/// ``viewControllers`` is the stack as shown, and the return values of the pop methods account for
/// queued changes.
///
/// A stack change shown on screen runs with a ``TransitionCoordinator`` (the navigation controller's
/// ``ViewController/transitionCoordinator``, so its children's too): alongside blocks run after the
/// will-callbacks, completion blocks when the transition's time is over, before the did-callbacks. The
/// ``delegate`` hears `willShow` before the appearance callbacks and `didShow` after the did- and
/// containment callbacks. Popping the root is reported (`C7`) and does nothing.
///
/// When the navigation controller itself disappears while a transition runs — its window is hidden,
/// a tab switch or presentation covers it — the controller the transition brings in (the pushed one,
/// the one an interactive pop reveals) disappears with it at once (`viewWillDisappear` now,
/// `viewDidDisappear` with the navigation controller's). The transition still completes: a finished or
/// cancelled interactive pop then changes (or keeps) the stack, ends the outgoing controller's
/// disappearance (`viewDidDisappear(true)`) and brings whichever controller ends on top in line with
/// the navigation controller (appearing only if it is on screen again).
@MainActor
open class NavigationController: ViewController, AppearanceForwardingObserver {
    /// The stack as currently shown (queued changes not yet applied). Setting it is
    /// `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { shownStack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var shownStack: [ViewController] = []
    /// The stack after every requested change.
    private var projectedStack: [ViewController] = []
    /// The bar above the content.
    public let navigationBar = NavigationBar()
    /// The navigation bar's height in points (one terminal row by default).
    public var navigationBarHeight: CGFloat = 1 {
        didSet { containerView?.barHeight = navigationBarHeight }
    }
    /// The toolbar at the bottom, showing the top controller's ``ViewController/toolbarItems`` while
    /// ``isToolbarHidden`` is `false`.
    public let toolbar = Toolbar()
    /// The toolbar's height in points (one terminal row by default).
    public var toolbarHeight: CGFloat = 1 {
        didSet { containerView?.toolbarHeight = toolbarHeight }
    }
    /// Whether the toolbar is hidden (`true` by default, as in UIKit). Setting it is
    /// `setToolbarHidden(_:animated: false)`.
    public var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHiddenStorage = true
    /// The delegate told which controller is shown (see ``NavigationControllerDelegate`` for the order).
    public weak var delegate: (any NavigationControllerDelegate)?

    /// The controller whose view is shown while no transition runs (appearance is forwarded to it).
    private var displayed: ViewController?
    /// The controller the running transition brings in (pushed, or revealed by an interactive pop).
    private weak var incoming: ViewController?
    /// The top the delegate was last told about with `didShow`, and the one told `willShow` on the
    /// navigation controller's own appearance, waiting for its `didShow`.
    private weak var announcedTop: ViewController?
    private weak var pendingAnnouncement: ViewController?
    private var interactivePop: InteractivePop?

    private struct InteractivePop {
        let top: ViewController
        let revealed: ViewController
        var progress: Double
        let coordinator: TransitionCoordinator
        let done: @MainActor () -> Void
        var isCommitting = false
    }

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        enqueueStackChange(to: [rootViewController], animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName: String? = nil, bundle: Bundle? = nil) {
        super.init(nibName: nibName, bundle: bundle)
        navigationBar.onBack = { [weak self] in self?.popFromBackItem() }
    }

    /// Creates a navigation controller from an archive (its stack is set by the archive's loader).
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        navigationBar.onBack = { [weak self] in self?.popFromBackItem() }
    }

    /// The back item pops when there is something to pop (a second click during the pop's animation
    /// finds the root on top and does nothing).
    private func popFromBackItem() {
        if canPopViewController { popViewController(animated: true) }
    }

    /// Whether ``popViewController(animated:)`` would pop: the stack (with queued changes) has a
    /// controller above the root.
    var canPopViewController: Bool { projectedStack.count > 1 }

    /// The top of the stack (including queued changes).
    public var topViewController: ViewController? { projectedStack.last }

    /// The controller presented over the stack, else the top.
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    private var containerView: NavigationControllerView? { storedView as? NavigationControllerView }

    /// Builds the bars and content area and shows the top controller's view.
    open override func loadView() {
        navigationBar.onBack = { [weak self] in self?.popFromBackItem() }
        let root = NavigationControllerView(
            navigationBar: navigationBar, toolbar: toolbar, barHeight: navigationBarHeight,
            toolbarHeight: toolbarHeight,
            isToolbarHidden: toolbarHiddenStorage)
        view = root
        if let displayed { root.install(displayed.view) }
        updateBar()
    }

    /// The shown top; during a transition, also the controller it brings in while that one is on the
    /// appearing side, so a disappearance of the navigation controller takes it along at once.
    override var appearanceForwardingTargets: [ViewController] {
        var targets = containerView?.appearanceForwardingTargets(showing: displayed) ?? []
        if let incoming, incoming.appearanceStateStorage.isAppearingSide, incoming.parentStorage === self,
            !targets.contains(where: { $0 === incoming })
        {
            targets.append(incoming)
        }
        return targets
    }

    /// Shows or hides the toolbar (terminal bars do not animate; the content area resizes at once).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        containerView?.isToolbarHidden = hidden
    }

    override var drivesChildAppearance: Bool { true }

    override func prepareForIsAppearing() { containerView?.resizeContent() }

    override func childTitleDidChange(_ child: ViewController) { updateBar() }

    // MARK: Stack changes

    /// Pushes `viewController` (S8). Pushing a controller already in the stack, a navigation
    /// controller, or one that is presented or a window's root is reported and ignored.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard validateNewMember(viewController, in: projectedStack, call: "pushViewController") else { return }
        enqueueStackChange(to: projectedStack + [viewController], animated: animated)
    }

    /// Pops the top controller (S9) and returns it. At the root nothing happens and `nil` is returned,
    /// as in UIKit; the call is reported (`C7`), since it pops nothing.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard projectedStack.count > 1, let top = projectedStack.last else {
            let what = projectedStack.isEmpty ? "the stack is empty" : "only the root view controller is on the stack"
            ViewControllerInvariantChecks.report(
                rule: "C7", on: self, message: "popViewController(animated:) while \(what); nothing popped, returns nil"
            )
            return nil
        }
        enqueueStackChange(to: Array(projectedStack.dropLast()), animated: animated)
        return top
    }

    /// Pops everything above the root; returns the popped controllers (empty at the root).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = projectedStack.first else { return nil }
        let popped = Array(projectedStack.dropFirst())
        if popped.isEmpty { return [] }
        enqueueStackChange(to: [root], animated: animated)
        return popped
    }

    /// Pops to `viewController`; returns the popped controllers. A controller not in the stack is
    /// reported and nothing happens.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = projectedStack.firstIndex(where: { $0 === viewController }) else {
            ViewControllerInvariantChecks.report(
                rule: "C3", on: self,
                message:
                    "popToViewController: \(LifecycleRecorder.className(of: viewController)) is not in the stack; nothing popped"
            )
            return nil
        }
        let popped = Array(projectedStack[(index + 1)...])
        if popped.isEmpty { return [] }
        enqueueStackChange(to: Array(projectedStack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack. The transition goes from the current top to the new top; controllers
    /// that stay keep their state. Duplicates are reported and the call is ignored.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        for (index, controller) in viewControllers.enumerated() {
            if viewControllers[..<index].contains(where: { $0 === controller }) {
                ViewControllerInvariantChecks.report(
                    rule: "C3", on: self,
                    message: "setViewControllers: \(LifecycleRecorder.className(of: controller)) appears twice; ignored"
                )
                return
            }
            if !projectedStack.contains(where: { $0 === controller }),
                !validateNewMember(controller, in: [], call: "setViewControllers")
            {
                return
            }
        }
        enqueueStackChange(to: viewControllers, animated: animated)
    }

    private func validateNewMember(_ controller: ViewController, in stack: [ViewController], call: String) -> Bool {
        let problem: String?
        if stack.contains(where: { $0 === controller }) {
            problem = "is already in the stack"
        } else if controller is NavigationController {
            problem = "is a navigation controller (nesting is not supported)"
        } else if controller === self {
            problem = "is the navigation controller itself"
        } else if controller.presentingStorage != nil || controller.rootWindowOfSelf != nil {
            problem = "is presented or a window's root"
        } else {
            problem = nil
        }
        guard let problem else { return true }
        ViewControllerInvariantChecks.report(
            rule: "C3", on: self, message: "\(call): \(LifecycleRecorder.className(of: controller)) \(problem); ignored"
        )
        return false
    }

    private func enqueueStackChange(to newStack: [ViewController], animated: Bool) {
        projectedStack = newStack
        transitionQueue.enqueue { [weak self] done in
            guard let self else { return done() }
            self.applyStack(newStack, animated: animated, done: done)
        }
    }

    /// Whether the stack is on screen: loaded, in a visible window, and appearing or appeared.
    private var showsStack: Bool {
        isInVisibleWindow && appearanceStateStorage.isAppearingSide
    }

    private func applyStack(_ newStack: [ViewController], animated: Bool, done: @escaping @MainActor () -> Void) {
        let oldStack = shownStack
        let oldTop = displayed
        let newTop = newStack.last
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }

        // Containment first (S8 step 2, S9 step 1).
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        shownStack = newStack
        childrenStorage = newStack + removed
        updateBar()

        let finishContainment = { @MainActor [weak self] in
            guard let self else { return }
            for controller in added where controller.parentStorage === self { controller.didMove(toParent: self) }
            for controller in removed where controller.parentStorage === self { controller.removeFromParent() }
            self.childrenStorage =
                self.shownStack
                + self.childrenStorage.filter { child in
                    !self.shownStack.contains { $0 === child }
                }
        }

        guard oldTop !== newTop else {
            finishContainment()
            return done()
        }
        guard showsStack, let container = containerView else {
            // Not on screen: swap the views (when loaded) with no appearance callbacks.
            if let container = containerView {
                oldTop?.storedView?.removeFromSuperview()
                if let newTop { container.install(newTop.view) }
            }
            oldTop?.settleAppearance(visible: false, animated: false)
            displayed = newTop
            if let newTop, isViewLoaded { matchAppearance(ofShownChild: newTop) }
            finishContainment()
            return done()
        }

        let coordinator = TransitionCoordinator(
            from: oldTop, to: newTop, containerView: container.content, isAnimated: animated, isInteractive: false,
            duration: transitionDuration)
        coordinator.attach(to: [self])
        if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        newTop?.loadViewIfNeeded() // S8 step 3
        displayed = nil // mid-transition: the transition, not the stack's own appearance, drives both
        incoming = newTop
        let popping = oldTop.map { top in removed.contains { $0 === top } } ?? false
        let pushing = newTop.map { top in added.contains { $0 === top } } ?? false
        _ = oldTop?.beginAppearance(false, animated: animated, flags: popping ? .movingFromParent : [])
        _ = newTop?.beginAppearance(true, animated: animated, flags: pushing ? .movingToParent : [])
        if let newTop { container.install(newTop.view) }
        coordinator.start()

        TransitionTiming.finish(
            animated: animated, duration: transitionDuration, application: container.window?.application
        ) {
            [weak self] in
            guard let self else { return done() }
            if let oldView = oldTop?.storedView, oldView.superview === self.containerView?.content {
                oldView.removeFromSuperview()
            }
            coordinator.complete()
            let visible = self.showsStack
            oldTop?.settleAppearance(visible: false, animated: animated)
            newTop?.settleAppearance(visible: visible, animated: animated)
            self.displayed = newTop
            self.incoming = nil
            finishContainment()
            if let newTop, self.showsStack { self.announceShown(newTop, animated: animated) }
            done()
        }
    }

    /// Tells the delegate `top` has been shown. A transition that ends with the stack off screen tells
    /// nothing: the next appearance of the navigation controller announces its top.
    private func announceShown(_ top: ViewController, animated: Bool) {
        announcedTop = top
        pendingAnnouncement = nil
        delegate?.navigationController(self, didShow: top, animated: animated)
    }

    // MARK: Own appearance (the delegate hears about the top shown when the stack first appears)

    func willForwardAppearance(_ isAppearing: Bool) {
        pendingAnnouncement = nil
        guard isAppearing, let top = displayed, top !== announcedTop else { return }
        pendingAnnouncement = top
        delegate?.navigationController(self, willShow: top, animated: appearanceAnimated)
    }

    func didCompleteForwardedAppearance(appeared: Bool) {
        guard appeared, let top = pendingAnnouncement, top === displayed else { return }
        announceShown(top, animated: appearanceAnimated)
    }

    private func updateBar() {
        let stack = viewControllers
        let top = stack.last
        let previous = stack.count > 1 ? stack[stack.count - 2] : nil
        navigationBar.update(
            top: top?.navigationItem, fallbackTitle: top?.title, previous: previous?.navigationItem,
            previousFallbackTitle: previous?.title, hasPrevious: previous != nil)
        toolbar.items = top?.toolbarItems
    }

    /// A controller's navigation item or toolbar items changed: the bars refresh when it is the top or
    /// the one below it.
    func barContentDidChange(of controller: ViewController) {
        let stack = viewControllers
        if stack.last === controller || (stack.count > 1 && stack[stack.count - 2] === controller) { updateBar() }
    }

    // MARK: Interactive pop

    /// Whether an interactive pop is in progress.
    public var isInteractivelyPopping: Bool { interactivePop != nil }

    /// Starts an interactive (swipe) pop: the top's `viewWillDisappear(true)` and the revealed
    /// controller's `viewWillAppear(true)` run now (S10, S11); no containment callbacks yet (D13).
    /// Returns `false` (and does nothing) when there is nothing to pop, the stack is not on screen,
    /// or another transition runs or waits.
    @discardableResult
    public func beginInteractivePop() -> Bool {
        guard interactivePop == nil, !transitionQueue.isBusy, viewControllers.count > 1, showsStack,
            let container = containerView, let top = displayed, top === viewControllers.last
        else { return false }
        let revealed = viewControllers[viewControllers.count - 2]
        transitionQueue.enqueue { [weak self] done in
            guard let self else { return done() }
            let coordinator = TransitionCoordinator(
                from: top, to: revealed, containerView: container.content, isAnimated: true, isInteractive: true,
                duration: self.transitionDuration)
            coordinator.attach(to: [self])
            self.delegate?.navigationController(self, willShow: revealed, animated: true)
            revealed.loadViewIfNeeded()
            self.displayed = nil
            self.incoming = revealed
            _ = top.beginAppearance(false, animated: true, flags: .movingFromParent)
            _ = revealed.beginAppearance(true, animated: true)
            container.install(revealed.view, below: top.storedView)
            self.interactivePop = InteractivePop(
                top: top, revealed: revealed, progress: 0, coordinator: coordinator, done: done)
            coordinator.start()
        }
        return true
    }

    /// Moves the interactive pop to `progress` (0 = not moved, 1 = fully popped). Reported when no
    /// interactive pop runs.
    public func updateInteractivePop(progress: Double) {
        guard var pop = interactivePop, !pop.isCommitting else {
            ViewControllerInvariantChecks.report(
                rule: "C3", on: self,
                message: "updateInteractivePop(progress:) with no interactive pop in progress; ignored")
            return
        }
        pop.progress = Swift.min(1, Swift.max(0, progress))
        interactivePop = pop
        pop.coordinator.updateInteractiveTransition(pop.progress)
        // The top view follows the gesture to the right, uncovering the revealed one.
        if let content = containerView?.content, let topView = pop.top.storedView, topView.superview === content {
            var frame = content.bounds
            frame.origin.x += (content.bounds.width * pop.progress).rounded(.down)
            topView.frame = frame
        }
    }

    /// Completes the interactive pop: the coordinator's interaction handlers run (not cancelled), then
    /// `willMove(toParent: nil)` of the top (D13); after the remaining transition time, the coordinator's
    /// completion blocks, the top's `viewDidDisappear(true)`, the revealed `viewDidAppear(true)` (only
    /// if the stack is still on screen), the top's `didMove(toParent: nil)` (D14), then the delegate's
    /// `didShow` with the revealed controller.
    public func finishInteractivePop() {
        guard var pop = interactivePop, !pop.isCommitting else {
            ViewControllerInvariantChecks.report(
                rule: "C3", on: self, message: "finishInteractivePop() with no interactive pop in progress; ignored")
            return
        }
        pop.isCommitting = true
        interactivePop = pop
        let top = pop.top
        let revealed = pop.revealed
        pop.coordinator.endInteraction(cancelled: false)
        top.willMove(toParent: nil)
        shownStack.removeLast()
        projectedStack = shownStack
        updateBar()
        let remaining = transitionDuration * (1 - pop.progress)
        TransitionTiming.finish(
            animated: remaining > 0, duration: remaining, application: storedView?.window?.application
        ) {
            [weak self] in
            guard let self else { return pop.done() }
            top.storedView?.removeFromSuperview()
            pop.coordinator.complete()
            top.settleAppearance(visible: false, animated: true)
            revealed.settleAppearance(visible: self.showsStack, animated: true)
            self.displayed = revealed
            self.incoming = nil
            if top.parentStorage === self { top.removeFromParent() }
            self.interactivePop = nil
            if self.showsStack { self.announceShown(revealed, animated: true) }
            pop.done()
        }
    }

    /// Cancels the interactive pop: the coordinator's interaction handlers run now with `isCancelled`;
    /// after the transition time already travelled, its completion blocks, then the revealed
    /// controller's `viewWillDisappear(true)`/`viewDidDisappear(true)`, the top's
    /// `viewWillAppear(true)`/`viewDidAppear(true)` (S11), and the delegate's `didShow` with the top.
    /// No containment callbacks (D13). If the stack went off screen meanwhile, the revealed controller
    /// has already disappeared and the top only ends its disappearance (`viewDidDisappear(true)`).
    public func cancelInteractivePop() {
        guard var pop = interactivePop, !pop.isCommitting else {
            ViewControllerInvariantChecks.report(
                rule: "C3", on: self, message: "cancelInteractivePop() with no interactive pop in progress; ignored")
            return
        }
        pop.isCommitting = true
        interactivePop = pop
        let top = pop.top
        let revealed = pop.revealed
        pop.coordinator.endInteraction(cancelled: true)
        let remaining = transitionDuration * pop.progress
        TransitionTiming.finish(
            animated: remaining > 0, duration: remaining, application: storedView?.window?.application
        ) {
            [weak self] in
            guard let self else { return pop.done() }
            pop.coordinator.complete()
            revealed.settleAppearance(visible: false, animated: true)
            revealed.storedView?.removeFromSuperview()
            self.containerView?.resizeContent() // the top view slides back into place
            top.settleAppearance(visible: self.showsStack, animated: true)
            self.displayed = top
            self.incoming = nil
            self.interactivePop = nil
            if self.showsStack { self.announceShown(top, animated: true) }
            pop.done()
        }
    }
}

extension ViewController {
    /// The nearest ancestor navigation controller.
    public var navigationController: NavigationController? {
        var current = parentStorage
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parentStorage
        }
        return nil
    }
}
