// Containment: children, parent, addChild/removeFromParent (I17, I18) and the built-in
// transition(from:to:duration:animations:completion:) for custom containers (S20).
import Foundation

extension ViewController {
    /// The child view controllers, in the order they were added.
    public var children: [ViewController] { childrenStorage }

    /// The parent view controller, if this one is a child.
    public var parent: ViewController? { parentStorage }

    func performAddChild(_ child: ViewController) {
        guard child !== self else {
            ViewControllerInvariantChecks.report(
                rule: "I20", on: self, message: "addChild(_:) with the controller itself; ignored")
            return
        }
        if child.parentStorage === self { return }
        var ancestor: ViewController? = self
        while let current = ancestor {
            if current === child {
                ViewControllerInvariantChecks.report(
                    rule: "I20", on: self,
                    message: "addChild(_:) with an ancestor (\(child.hierarchyPath)); ignored")
                return
            }
            ancestor = current.parentStorage
        }
        if child.parentStorage != nil {
            child.willMove(toParent: nil)
            child.performRemoveFromParent()
        }
        ViewControllerInvariantChecks.observe(.addChildBegan, on: child)
        child.willMove(toParent: self)
        childrenStorage.append(child)
        child.parentStorage = self
        ViewControllerInvariantChecks.observe(.addChildEnded, on: child)
    }

    func performRemoveFromParent() {
        guard let parent = parentStorage else { return }
        ViewControllerInvariantChecks.observe(.removeFromParentBegan, on: self)
        parent.childrenStorage.removeAll { $0 === self }
        // A transition the parent forwarded must still end once the child has left (D3: in the
        // deferred step), or the child would stay half-way.
        for entry in parent.forwardedAppearance where entry.child === self && isRunning(entry.token) {
            let token = entry.token
            let application = (storedView?.window ?? parent.storedView?.window)?.application
            TransitionTiming.finish(animated: false, duration: 0, application: application) { [weak self] in
                self?.endAppearance(token)
            }
        }
        parent.forwardedAppearance.removeAll { $0.child === self }
        parentStorage = nil
        didMove(toParent: nil)
        ViewControllerInvariantChecks.observe(.removeFromParentEnded, on: self)
    }

    /// Replaces child `from`'s view with child `to`'s view in `from`'s superview (S20).
    ///
    /// When this controller forwards appearance automatically and is visible, `from` disappears
    /// and `to` appears (will-callbacks now, did-callbacks after `duration` on the application
    /// clock). `animations` runs at the start; `completion` gets `true` after the did-callbacks.
    /// Both must be children of this controller; otherwise the call is reported and `completion`
    /// gets `false`. A transition requested while another runs on this controller is queued (D19).
    public func transition(
        from fromViewController: ViewController, to toViewController: ViewController,
        duration: TimeInterval, animations: (@MainActor () -> Void)? = nil,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        transitionQueue.enqueue { [weak self] done in
            guard let self else { return done() }
            self.runChildTransition(
                from: fromViewController, to: toViewController, duration: duration,
                animations: animations, completion: completion, done: done)
        }
    }

    private func runChildTransition(
        from: ViewController, to: ViewController, duration: TimeInterval,
        animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)?,
        done: @escaping @MainActor () -> Void
    ) {
        guard from.parentStorage === self, to.parentStorage === self,
            let container = from.storedView?.superview
        else {
            ViewControllerInvariantChecks.report(
                rule: "I18", on: self,
                message: "transition(from:to:) needs two children of this controller, the first with its view in a superview; nothing was done")
            completion?(false)
            return done()
        }
        let forwards = shouldAutomaticallyForwardAppearanceMethods && appearanceStateStorage.isAppearingSide
        let animated = duration > 0
        let fromToken = forwards ? from.beginAppearance(false, animated: animated) : nil
        let toToken = forwards ? to.beginAppearance(true, animated: animated) : nil
        let toView = to.view!
        toView.frame = from.storedView?.frame ?? container.bounds
        container.addSubview(toView)
        animations?()
        let application = container.window?.application
        TransitionTiming.finish(animated: animated, duration: duration, application: application) { [self] in
            from.storedView?.removeFromSuperview()
            if self.shouldAutomaticallyForwardAppearanceMethods {
                // Whatever happened to this container meanwhile, `from` is gone and `to` is shown
                // exactly when the container is.
                from.settleAppearance(visible: false, animated: animated)
                to.settleAppearance(
                    visible: to.isInVisibleWindow && self.appearanceStateStorage.isAppearingSide, animated: animated)
            } else {
                from.endAppearance(fromToken)
                to.endAppearance(toToken)
            }
            let finish = { @MainActor in
                completion?(true)
                done()
            }
            if let application { application.enqueueCompletion(finish) } else { finish() }
        }
    }

    /// `Window > TabBarController > NavigationController[1] > SongsViewController`: where this
    /// controller sits, for diagnostics.
    public var hierarchyPath: String {
        var parts: [String] = []
        var current: ViewController? = self
        var guardCount = 0
        while let controller = current, guardCount < 1_000 {
            guardCount += 1
            var name = LifecycleRecorder.className(of: controller)
            if let parent = controller.parentStorage {
                if parent.childrenStorage.count > 1, let index = parent.childrenStorage.firstIndex(where: { $0 === controller }) {
                    name += "[\(index)]"
                }
                parts.insert(name, at: 0)
                current = parent
            } else if let presenting = controller.presentingStorage {
                parts.insert("presented " + name, at: 0)
                current = presenting
            } else {
                parts.insert(name, at: 0)
                current = nil
            }
        }
        if storedView?.window != nil || isWindowRoot {
            parts.insert("Window", at: 0)
        }
        return parts.joined(separator: " > ")
    }

    /// Whether this controller, or the root of its parent chain, is some window's root.
    private var isWindowRoot: Bool {
        var current: ViewController = self
        while let next = current.parentStorage ?? current.presentingStorage { current = next }
        return current.storedView?.window?.rootViewController === current
    }
}

extension View {
    /// Whether this view is `ancestor` or inside its subtree.
    func isInHierarchy(of ancestor: View) -> Bool {
        var current: View? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }

    /// The nearest view controller whose root view contains this view (excluding this view's own).
    var enclosingViewController: ViewController? {
        var current = superview
        while let view = current {
            if let owner = view.owner as? ViewController { return owner }
            current = view.superview
        }
        return nil
    }
}
