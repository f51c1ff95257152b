// transition(from:to:duration:options:animations:completion:): a container swaps two of its
// children's views with UIKit's appearance sequence (S20).
import Foundation

extension ViewController {
    /// Replaces child `from`'s view with child `to`'s view in `from`'s superview (S20,
    /// `UIViewController.transition(from:to:duration:options:animations:completion:)`).
    ///
    /// When this controller forwards appearance automatically and is on screen: `from`'s
    /// `viewWillDisappear`, then `to`'s view loads and gets `viewWillAppear` and is added (sized like
    /// `from`'s), `animations` runs inside a view animation of `duration` along the options' curve
    /// (with `.transitionCrossDissolve`, `to`'s view fades in and `from`'s fades out); after `duration` on the
    /// application clock (or in the next update cycle when it is zero) `from`'s view is removed, `from`'s
    /// `viewDidDisappear`, `to`'s `viewDidAppear`, then `completion(true)`. A manually forwarding container calls
    /// begin/end itself; this only moves the views. Containment is the caller's, as in UIKit: `willMove(toParent: nil)`
    /// and `addChild` before, `removeFromParent` and `didMove` in `completion`.
    ///
    /// `animations` is optional and comes before `completion`, so a trailing closure after
    /// `animations:` is the completion, as in UIKit. Both controllers must be children of this one,
    /// `from` with its view in a superview; otherwise the call is reported (`I18`) and `completion`
    /// gets `false`. A transition requested while another runs on this controller is queued (D19).
    public func transition(
        from fromViewController: ViewController, to toViewController: ViewController,
        duration: TimeInterval, options: View.AnimationOptions = [],
        animations: (@MainActor () -> Void)? = nil, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        transitionQueue.enqueue { [weak self] done in
            guard let self else { return done() }
            self.runChildTransition(
                from: fromViewController, to: toViewController, duration: duration, options: options,
                animations: animations, completion: completion, done: done)
        }
    }

    private func runChildTransition(
        from: ViewController, to: ViewController, duration: TimeInterval, options: View.AnimationOptions,
        animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)?,
        done: @escaping @MainActor () -> Void
    ) {
        guard from !== to, from.parentStorage === self, to.parentStorage === self,
            let container = from.storedView?.superview
        else {
            ViewControllerInvariantChecks.report(
                rule: "I18", on: self,
                message:
                    "transition(from:to:) needs two different children of this controller, the first with its view in a superview; nothing was done"
            )
            completion?(false)
            return done()
        }
        let forwards = shouldAutomaticallyForwardAppearanceMethods && appearanceStateStorage.isAppearingSide
        let animated = duration > 0
        let fromToken = forwards ? from.beginAppearance(false, animated: animated) : nil
        let toToken = forwards ? to.beginAppearance(true, animated: animated) : nil
        let toView = to.view!
        let fromView = from.storedView
        if options.contains(.showHideTransitionViews), toView.superview === container {
            toView.isHidden = false
        } else {
            toView.frame = fromView?.frame ?? container.bounds
            container.addSubview(toView)
        }
        if options.contains(.layoutSubviews) { toView.layoutIfNeeded() }
        let dissolves = options.transitionStyle == .transitionCrossDissolve
        let alphas = (from: fromView?.alpha ?? 1, to: toView.alpha)
        if dissolves { toView.alpha = 0 }
        // UIKit ignores touches on views being animated unless asked not to.
        let interaction = (from: fromView?.isUserInteractionEnabled, to: toView.isUserInteractionEnabled)
        let blocksInteraction = !options.contains(.allowUserInteraction)
        if blocksInteraction {
            fromView?.isUserInteractionEnabled = false
            toView.isUserInteractionEnabled = false
        }
        // The block's changes animate over the transition's duration along the options' curve.
        View.animate(withDuration: duration, curve: options.curve) {
            if dissolves {
                toView.alpha = alphas.to
                fromView?.alpha = 0
            }
            animations?()
        }
        let application = container.window?.application
        TransitionTiming.finish(animated: animated, duration: duration, application: application) { [self] in
            if blocksInteraction {
                if let enabled = interaction.from { fromView?.isUserInteractionEnabled = enabled }
                toView.isUserInteractionEnabled = interaction.to
            }
            if options.contains(.showHideTransitionViews) {
                fromView?.isHidden = true
            } else {
                fromView?.removeFromSuperview()
            }
            if dissolves { fromView?.alpha = alphas.from }
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
}
