// The appearance state machine T1–T12 (reference §1): public begin/end with nesting, the
// framework's token-based driving, forwarding to children (D1, D2) and viewIsAppearing (D4).
import Foundation

extension ViewController {
    /// The controller's appearance state.
    public var appearanceState: AppearanceState { appearanceStateStorage }

    /// `true` only inside the appearance callbacks of a controller being pushed or added by a
    /// container (I9).
    public var isMovingToParent: Bool { isInsideAppearanceCallback && transitionFlags.contains(.movingToParent) }
    /// `true` only inside the appearance callbacks of a controller being popped or removed (I9).
    public var isMovingFromParent: Bool { isInsideAppearanceCallback && transitionFlags.contains(.movingFromParent) }
    /// `true` only inside the appearance callbacks of a controller being presented (I9).
    public var isBeingPresented: Bool { isInsideAppearanceCallback && transitionFlags.contains(.beingPresented) }
    /// `true` only inside the appearance callbacks of a controller being dismissed (I9).
    public var isBeingDismissed: Bool { isInsideAppearanceCallback && transitionFlags.contains(.beingDismissed) }

    var isInsideAppearanceCallback: Bool { appearanceCallbackDepth > 0 }

    // MARK: Public API (custom containers)

    /// Starts an appearance (`true`) or disappearance (`false`) transition. Nested calls in the same
    /// direction only count (T8); an opposite call interrupts (T6, T7). Calls that make no sense in
    /// the current state (T9, T10) are reported to the checker and not applied.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearanceStateStorage, isAppearing) {
        case (.appearing, true), (.disappearing, false):
            appearanceNesting += 1 // T8
        case (.appeared, true):
            ViewControllerInvariantChecks.report(
                rule: "T9", on: self,
                message: "beginAppearanceTransition(true) while already appeared; unbalanced call ignored")
        case (.disappeared, false):
            ViewControllerInvariantChecks.report(
                rule: "T10", on: self,
                message: "beginAppearanceTransition(false) while already disappeared; unbalanced call ignored")
        default:
            _ = changeAppearanceDirection(isAppearing, animated: animated, flags: [])
        }
    }

    /// Ends the transition started by the matching ``beginAppearanceTransition(_:animated:)``. The
    /// did-callback runs at the final matching end (T12). An end with no transition running (T11)
    /// is reported to the checker and not applied.
    public func endAppearanceTransition() {
        guard appearanceStateStorage.isTransitional else {
            ViewControllerInvariantChecks.report(
                rule: "T11", on: self,
                message:
                    "endAppearanceTransition() while \(appearanceStateStorage) with no transition running; unbalanced call ignored"
            )
            return
        }
        appearanceNesting -= 1
        if appearanceNesting > 0 { return } // T12
        completeAppearanceTransition()
    }

    // MARK: Framework driving

    /// Starts a transition in `isAppearing`'s direction unless the controller is already on that
    /// side. Returns the token that ends it, or `nil` when nothing started (someone else drives it).
    @discardableResult
    func beginAppearance(_ isAppearing: Bool, animated: Bool, flags: TransitionFlags = []) -> AppearanceToken? {
        if appearanceStateStorage.isAppearingSide == isAppearing { return nil }
        return changeAppearanceDirection(isAppearing, animated: animated, flags: flags)
    }

    /// Ends the transition `token` started, unless a newer direction change made it stale.
    func endAppearance(_ token: AppearanceToken?) {
        guard let token, token.transition == appearanceTransition, appearanceStateStorage.isTransitional else {
            return
        }
        completeAppearanceTransition()
    }

    /// T1, T4, T6, T7.
    private func changeAppearanceDirection(
        _ isAppearing: Bool, animated: Bool, flags: TransitionFlags
    ) -> AppearanceToken {
        if isAppearing { loadViewIfNeeded() } // I5
        appearanceTransition += 1
        appearanceNesting = 1
        appearanceAnimated = animated
        transitionFlags = flags
        appearanceStateStorage = isAppearing ? .appearing : .disappearing
        let token = AppearanceToken(transition: appearanceTransition)
        if isAppearing {
            invokeAppearanceCallback(.willAppear)
            if !didFireIsAppearing { isAppearingPending = true }
            fireIsAppearingIfReady()
        } else {
            isAppearingPending = false
            invokeAppearanceCallback(.willDisappear)
        }
        (self as? any AppearanceForwardingObserver)?.willForwardAppearance(isAppearing)
        // D1: parent first, then the children (in `children` order, D2) — including children
        // forwarded by the transition this one interrupts, so none is left half-way.
        let previous = forwardedAppearance
        forwardedAppearance = []
        var targets = appearanceForwardingTargets
        for entry in previous
        where entry.child.parentStorage === self && entry.child.isRunning(entry.token)
            && !targets.contains(where: { $0 === entry.child })
        {
            targets.append(entry.child)
        }
        let ordered = childrenStorage.filter { child in targets.contains { $0 === child } }
        for child in ordered {
            if let childToken = child.beginAppearance(isAppearing, animated: animated) {
                forwardedAppearance.append((child, childToken))
            }
        }
        return token
    }

    /// T3, T5: the final end.
    private func completeAppearanceTransition() {
        appearanceNesting = 0
        if appearanceStateStorage == .appearing {
            fireIsAppearingIfReady()
            isAppearingPending = false
            appearanceStateStorage = .appeared
            invokeAppearanceCallback(.didAppear)
        } else {
            appearanceStateStorage = .disappeared
            didFireIsAppearing = false
            isAppearingPending = false
            invokeAppearanceCallback(.didDisappear)
        }
        transitionFlags = []
        let forwarded = forwardedAppearance
        forwardedAppearance = []
        for entry in forwarded where entry.child.parentStorage === self {
            entry.child.endAppearance(entry.token)
        }
        (self as? any AppearanceForwardingObserver)?.didCompleteForwardedAppearance(
            appeared: appearanceStateStorage == .appeared)
        ViewControllerInvariantChecks.checkManualForwarding(of: self)
    }

    /// Whether the transition `token` started is still the one running (not ended, not superseded).
    func isRunning(_ token: AppearanceToken) -> Bool {
        token.transition == appearanceTransition && appearanceStateStorage.isTransitional
    }

    /// Adds `child` to the transition this controller is running, so it ends with it.
    func adoptForwardedAppearance(_ child: ViewController, token: AppearanceToken) {
        forwardedAppearance.append((child, token))
    }

    /// T2: fires `viewIsAppearing` once per appearance, when the view is in a window.
    func fireIsAppearingIfReady() {
        guard appearanceStateStorage == .appearing, isAppearingPending, !didFireIsAppearing,
            storedView?.window != nil
        else { return }
        isAppearingPending = false
        didFireIsAppearing = true
        prepareForIsAppearing()
        invokeAppearanceCallback(.isAppearing)
    }

    enum AppearanceCallback { case willAppear, isAppearing, didAppear, willDisappear, didDisappear }

    private func invokeAppearanceCallback(_ callback: AppearanceCallback) {
        let animated = appearanceAnimated
        let argument = [animated ? "true" : "false"]
        appearanceCallbackDepth += 1
        defer { appearanceCallbackDepth -= 1 }
        switch callback {
        case .willAppear:
            ViewControllerInvariantChecks.observe(.willAppear(animated: animated), on: self)
            LifecycleRecorder.note(self, "viewWillAppear(_:)", argument)
            viewWillAppear(animated)
        case .isAppearing:
            ViewControllerInvariantChecks.observe(.isAppearing(inWindow: storedView?.window != nil), on: self)
            LifecycleRecorder.note(self, "viewIsAppearing(_:)", argument)
            viewIsAppearing(animated)
        case .didAppear:
            ViewControllerInvariantChecks.observe(.didAppear(animated: animated), on: self)
            LifecycleRecorder.note(self, "viewDidAppear(_:)", argument)
            viewDidAppear(animated)
        case .willDisappear:
            ViewControllerInvariantChecks.observe(.willDisappear(animated: animated), on: self)
            LifecycleRecorder.note(self, "viewWillDisappear(_:)", argument)
            viewWillDisappear(animated)
        case .didDisappear:
            ViewControllerInvariantChecks.observe(.didDisappear(animated: animated), on: self)
            LifecycleRecorder.note(self, "viewDidDisappear(_:)", argument)
            viewDidDisappear(animated)
        }
    }
}

/// A container that acts around the appearance it forwards to its children: a navigation controller
/// tells its delegate which controller it shows between its own will-callback and its top's, and
/// after both did-callbacks.
@MainActor
protocol AppearanceForwardingObserver: AnyObject {
    /// Runs after this controller's will-callback, before its children get theirs.
    func willForwardAppearance(_ isAppearing: Bool)
    /// Runs after this controller's did-callback and those of the children it forwarded to.
    func didCompleteForwardedAppearance(appeared: Bool)
}
