// Window.rootViewController: installing, replacing and showing the root view controller (S6, D6,
// D7, D9) and the window-level appearance of the root and its presented controllers.
import Foundation

extension Window {
    /// The root view controller. Its view fills the window.
    ///
    /// - D6: the root appears only when the window becomes visible (`makeKeyAndVisible()` or
    ///   `isHidden = false`); assigning to a hidden window only stores it (nothing loads).
    /// - Replacing the root of a visible window: the old root (and what it presents) disappears and
    ///   its views are removed first, then the new root loads, appears and is installed; both
    ///   did-callbacks run in the deferred step of the update cycle.
    /// - D9: taking the root of another window moves it; between two visible windows it stays
    ///   appeared with no callbacks.
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
                message: "a child or presented view controller cannot become a window's root; rootViewController unchanged")
            return
        }
        let visible = !isHidden
        var pendingEnds: [(ViewController, AppearanceToken?)] = []
        if let oldRoot {
            for controller in [oldRoot] + oldRoot.presentationChain where controller.storedView?.superview === self {
                if visible { pendingEnds.append((controller, controller.beginAppearance(false, animated: false))) }
                controller.storedView?.removeFromSuperview()
            }
        }
        if let newRoot, let other = newRoot.storedView?.window, other !== self, other.rootViewController === newRoot {
            other.rootOwnerStorage = nil  // D9: the root moves windows
        }
        rootOwnerStorage = newRoot
        if let newRoot {
            if visible {
                let covered = newRoot.presentedStorage?.modalPresentationStyle.removesPresentersView ?? false
                if !covered {
                    pendingEnds.append((newRoot, newRoot.beginAppearance(true, animated: false)))
                    installRootView(of: newRoot)
                }
                layoutIfNeeded()
            } else {
                if newRoot.appearanceStateStorage.isAppearingSide {
                    pendingEnds.append((newRoot, newRoot.beginAppearance(false, animated: false)))
                }
                if newRoot.storedView?.superview != nil { newRoot.storedView?.removeFromSuperview() }
            }
        }
        scheduleEnds(pendingEnds)
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

    /// The window became visible: the root (unless a full-screen presentation covers it) and every
    /// presented controller whose view is in the window appear (D6, S6 steps 2–6; D7: before the
    /// window becomes key, so layout runs now and viewDidAppear follows in the update cycle).
    func appearContent(animated: Bool) {
        guard let root = rootViewController else { return }
        var pendingEnds: [(ViewController, AppearanceToken?)] = []
        let covered = root.presentedStorage?.modalPresentationStyle.removesPresentersView ?? false
        if !covered || root.storedView?.superview === self {
            pendingEnds.append((root, root.beginAppearance(true, animated: animated)))
            installRootView(of: root)
        }
        for presented in root.presentationChain where presented.storedView?.superview === self {
            pendingEnds.append((presented, presented.beginAppearance(true, animated: animated)))
        }
        layoutIfNeeded()
        scheduleEnds(pendingEnds)
    }

    /// The window will be hidden: every controller whose view is in it disappears (D6).
    func disappearContent(animated: Bool) {
        guard let root = rootViewController else { return }
        var pendingEnds: [(ViewController, AppearanceToken?)] = []
        for controller in [root] + root.presentationChain where controller.storedView?.superview === self {
            pendingEnds.append((controller, controller.beginAppearance(false, animated: animated)))
        }
        scheduleEnds(pendingEnds)
    }

    /// Delivers a memory warning to the root view controller, which forwards it (D17).
    public func receiveMemoryWarning() {
        rootViewController?.receiveMemoryWarning()
    }
}
