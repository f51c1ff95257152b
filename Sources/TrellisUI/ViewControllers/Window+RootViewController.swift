// Window.rootViewController: installing, replacing, moving and showing the root view controller (S6,
// D6, D7, D9) and the window-level appearance of the root and its presented controllers.
import Foundation

extension Window {
    /// The root view controller. Its view fills the window.
    ///
    /// - D6: the root appears only when the window becomes visible (`makeKeyAndVisible()` or
    ///   `isHidden = false`); assigning to a hidden window only stores it (nothing loads).
    /// - Replacing the root of a visible window: the old root and what it presents disappear and their
    ///   views are removed first, then the new root loads, appears and is installed; both
    ///   did-callbacks run in the deferred step of the update cycle. The presentations stacked on the
    ///   old root end with it: its `presentedViewController` becomes `nil`, and a later `dismiss` has
    ///   nothing to dismiss (reported, `C2`) and puts nothing back.
    /// - D9: taking the root of another window moves it, with the presentations stacked on it: their
    ///   views move to this window too. Between two visible windows nothing gets callbacks; into a
    ///   hidden window they disappear. Every controller is appeared exactly when its view is in a
    ///   visible window.
    public var rootViewController: ViewController? {
        get { rootOwnerStorage as? ViewController }
        set { replaceRootViewController(with: newValue) }
    }

    private func replaceRootViewController(with newRoot: ViewController?) {
        let oldRoot = rootViewController
        guard oldRoot !== newRoot else { return }
        if let newRoot, newRoot.parentStorage != nil || newRoot.presentingStorage != nil {
            ViewControllerInvariantChecks.report(
                rule: "I20", on: newRoot,
                message:
                    "a child or presented view controller cannot become a window's root; rootViewController unchanged")
            return
        }
        let visible = !isHidden
        var pendingEnds: [(ViewController, AppearanceToken?)] = []
        if let oldRoot {
            for controller in [oldRoot] + oldRoot.presentationChain where controller.storedView?.superview === self {
                if visible { pendingEnds.append((controller, controller.beginAppearance(false, animated: false))) }
                if let view = controller.storedView {
                    PresentationBackdropView.removeChrome(of: view)
                    view.removeFromSuperview()
                }
            }
            // The presentations leave with the old root: nothing may bring them (or the root's view) back.
            oldRoot.tearDownPresentationChain()
        }
        // D9: the new root leaves its previous window, taking its presentations along.
        let previousWindow = newRoot.flatMap { root in
            application.windows.first { $0 !== self && $0.rootViewController === root }
        }
        previousWindow?.rootOwnerStorage = nil
        rootOwnerStorage = newRoot
        guard let newRoot else { return scheduleEnds(pendingEnds) }
        let moving = newRoot.presentationChain.filter { presented in
            guard let view = presented.storedView, let window = view.superview as? Window else { return false }
            return window !== self
        }
        if visible {
            let covered = newRoot.presentedStorage?.presentationSettings.removesPresentersView ?? false
            if !covered {
                pendingEnds.append((newRoot, newRoot.beginAppearance(true, animated: false)))
                installRootView(of: newRoot)
            } else if let rootView = newRoot.storedView, rootView.superview != nil {
                rootView.removeFromSuperview()
            }
            for presented in moving {
                pendingEnds.append((presented, presented.beginAppearance(true, animated: false)))
                movePresentedView(of: presented)
            }
            layoutIfNeeded()
        } else {
            for controller in [newRoot] + moving where controller.appearanceStateStorage.isAppearingSide {
                pendingEnds.append((controller, controller.beginAppearance(false, animated: false)))
            }
            if newRoot.storedView?.superview != nil { newRoot.storedView?.removeFromSuperview() }
            for presented in moving { movePresentedView(of: presented) }
        }
        scheduleEnds(pendingEnds)
    }

    /// Moves a presented view (with its chrome) from another window into this one, on top, at the
    /// frame its presentation asks for here.
    private func movePresentedView(of presented: ViewController) {
        guard let view = presented.storedView else { return }
        PresentationBackdropView.removeChrome(of: view)
        presented.presentationWindow = self
        presented.presentationSettings.presentationController?.containerView = self
        view.frame = presented.windowLevelFrame(in: self)
        addSubview(view)
        PresentationBackdropView.installChrome(for: presented, in: self)
    }

    private func installRootView(of root: ViewController) {
        let rootView = root.view!
        guard rootView.superview !== self else { return }
        rootView.frame = bounds
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(rootView, at: 0)
    }

    private func scheduleEnds(_ ends: [(ViewController, AppearanceToken?)]) {
        let live = ends.filter { $0.1 != nil }
        guard !live.isEmpty else { return }
        TransitionTiming.finish(animated: false, duration: 0, application: application) {
            for (controller, token) in live { controller.endAppearance(token) }
        }
    }

    /// The window became visible: the root (unless a presentation removed its view) and every
    /// presented controller whose view is in the window — at window level, then inside contexts —
    /// appear (D6, S6 steps 2–6; D7: before the window becomes key, so layout runs now and
    /// viewDidAppear follows in the update cycle).
    func appearContent(animated: Bool) {
        guard let root = rootViewController else { return }
        var pendingEnds: [(ViewController, AppearanceToken?)] = []
        let covered = root.presentedStorage?.presentationSettings.removesPresentersView ?? false
        if !covered || root.storedView?.superview === self {
            pendingEnds.append((root, root.beginAppearance(true, animated: animated)))
            installRootView(of: root)
        }
        for presented in windowLevelPresentations(of: root) {
            pendingEnds.append((presented, presented.beginAppearance(true, animated: animated)))
        }
        for presented in hostedPresentations() {
            pendingEnds.append((presented, presented.beginAppearance(true, animated: animated)))
        }
        layoutIfNeeded()
        scheduleEnds(pendingEnds)
    }

    /// The window will be hidden: every controller whose view is in it disappears (D6).
    func disappearContent(animated: Bool) {
        guard let root = rootViewController else { return }
        var pendingEnds: [(ViewController, AppearanceToken?)] = []
        for controller in [root] + windowLevelPresentations(of: root) where controller.storedView?.superview === self {
            pendingEnds.append((controller, controller.beginAppearance(false, animated: animated)))
        }
        for presented in hostedPresentations() {
            pendingEnds.append((presented, presented.beginAppearance(false, animated: animated)))
        }
        scheduleEnds(pendingEnds)
    }

    /// Delivers a memory warning to the root view controller, which forwards it (D17).
    public func receiveMemoryWarning() {
        rootViewController?.receiveMemoryWarning()
    }
}
