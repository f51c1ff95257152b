// ViewController as the owner of its root view: layout brackets (S23, I24), window moves (S18,
// S19, D9, D10, I20) and the responder hand-off.
import Foundation

extension ViewController: RootViewOwner {
    func rootViewWillLayoutSubviews() {
        fireIsAppearingIfReady() // D4: before the first viewWillLayoutSubviews of an appearance
        ViewControllerInvariantChecks.observeLayoutBegan(of: self)
        ViewControllerInvariantChecks.sampleTransitionFlags(of: self)
        LifecycleRecorder.note(self, "viewWillLayoutSubviews")
        viewWillLayoutSubviews()
    }

    func rootViewDidLayoutSubviews() {
        ViewControllerInvariantChecks.observe(.didLayout, on: self)
        LifecycleRecorder.note(self, "viewDidLayoutSubviews")
        viewDidLayoutSubviews()
    }

    func rootViewWillMove(toWindow window: Window?) {
        if followHostedPresentation(toWindow: window) { return } // presented inside a context's view
        guard let parent = parentStorage, !parent.drivesChildAppearance,
            parent.shouldAutomaticallyForwardAppearanceMethods
        else { return } // roots and presented controllers are driven explicitly; D10: no parent, no forwarding
        let oldWindow = storedView?.window
        let entersVisible = window.map { !$0.isHidden } ?? false
        let wasVisible = oldWindow.map { !$0.isHidden } ?? false
        if entersVisible {
            // D9: moving between two visible windows keeps the controller appeared.
            if wasVisible { return }
            guard parent.appearanceStateStorage.isAppearingSide, !appearanceStateStorage.isAppearingSide else { return }
            guard let token = beginAppearance(true, animated: false) else { return }
            if parent.appearanceStateStorage == .appearing {
                parent.adoptForwardedAppearance(self, token: token) // ends with the parent's appearance
            } else {
                TransitionTiming.finish(animated: false, duration: 0, application: window?.application) { [weak self] in
                    self?.endAppearance(token)
                }
            }
        } else if appearanceStateStorage.isAppearingSide {
            // S19: leaving the window (or into a hidden one) while appeared.
            guard let token = beginAppearance(false, animated: false) else { return }
            TransitionTiming.finish(animated: false, duration: 0, application: oldWindow?.application) { [weak self] in
                self?.endAppearance(token)
            }
        }
    }

    func rootViewDidMoveToWindow() {
        if storedView?.window != nil {
            ViewControllerInvariantChecks.checkHierarchyConsistency(of: self)
            fireIsAppearingIfReady()
        }
    }

    var rootViewNextResponder: Responder? { self }

    // Window hooks: this controller is the window's root (D6, D7).

    func windowWillBecomeVisible(_ window: Window) {}

    func windowDidBecomeVisible(_ window: Window) {
        window.appearContent(animated: false)
    }

    func windowWillBecomeHidden(_ window: Window) {
        window.disappearContent(animated: false)
    }

    func windowDidBecomeHidden(_ window: Window) {}
    func windowDidBecomeKey(_ window: Window) {}
    func windowDidResignKey(_ window: Window) {}
}

extension ViewController {
    /// Brings the appearance of this controller to `visible` and finishes it now: a transition in
    /// the wrong direction is interrupted (T6/T7) and completed, one in the right direction is
    /// completed. Used when a transition ends so its controllers never stay half-way, whatever
    /// other transitions did meanwhile.
    func settleAppearance(visible: Bool, animated: Bool) {
        if appearanceStateStorage.isAppearingSide != visible {
            let token = beginAppearance(visible, animated: animated)
            endAppearance(token)
        } else if appearanceStateStorage.isTransitional {
            appearanceTransition += 1
            endAppearance(AppearanceToken(transition: appearanceTransition))
        }
    }

    /// Brings a child a container has just shown without a transition (off screen) in line with the
    /// container's own appearance: a container that is appearing (or appeared) while its window is
    /// hidden — a tab switch or presentation still settling — takes the child along, so the child
    /// ends wherever the container ends.
    func matchAppearance(ofShownChild child: ViewController) {
        guard appearanceStateStorage.isAppearingSide, !child.appearanceStateStorage.isAppearingSide,
            let token = child.beginAppearance(true, animated: false)
        else { return }
        if appearanceStateStorage == .appearing {
            adoptForwardedAppearance(child, token: token)
        } else {
            TransitionTiming.finish(animated: false, duration: 0, application: storedView?.window?.application) {
                [weak child] in child?.endAppearance(token)
            }
        }
    }

    /// The root of this controller's parent chain: the window's root or a presented controller.
    var presentationContext: ViewController {
        var current = self
        while let parent = current.parentStorage { current = parent }
        return current
    }

    /// Whether this controller's view is in a visible window.
    var isInVisibleWindow: Bool {
        guard let window = storedView?.window else { return false }
        return !window.isHidden
    }
}
