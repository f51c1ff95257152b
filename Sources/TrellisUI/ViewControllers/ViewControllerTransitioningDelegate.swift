// Custom presentations: the transitioning delegate that supplies animation controllers and a
// presentation controller, the animator protocol, and the context an animator works in (UIKit's
// UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning and
// UIViewControllerContextTransitioning).
import Foundation

/// Supplies the objects that run a controller's presentation and dismissal
/// (`UIViewControllerTransitioningDelegate`). Set it as the presented controller's
/// ``ViewController/transitioningDelegate``. Every method has a default returning `nil` (use the
/// built-in behaviour).
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator of the presentation of `presented` by `presenting`, requested from `source` (the
    /// controller `present(_:animated:completion:)` was called on).
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal of `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// The presentation controller of a ``ModalPresentationStyle/custom`` presentation; `nil` gives a
    /// plain ``PresentationController`` (covers the window, keeps the presenter's view).
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> (
        any ViewControllerAnimatedTransitioning
    )? {
        nil
    }
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}

/// Runs one presentation or dismissal (`UIViewControllerAnimatedTransitioning`).
///
/// For a presentation, ``animateTransition(using:)`` puts the presented view
/// (``ViewControllerContextTransitioning/view(forKey:)`` with `.to`) into the
/// ``ViewControllerContextTransitioning/containerView`` at its ``ViewControllerContextTransitioning/finalFrame(for:)``
/// and animates it; either way it calls ``ViewControllerContextTransitioning/completeTransition(_:)`` when done, now or
/// later (a timer on the application clock). The did-callbacks follow in the next deferred step. A presented view the
/// animator did not add is added when the transition completes, and a dismissed view it did not remove is removed, so a
/// controller is shown exactly when it is appeared.
@MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes, in seconds; the transition coordinator reports it.
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval
    /// Performs the transition and calls `transitionContext.completeTransition(_:)` when it is done.
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
    /// Called after the transition completed (`true`) or was cancelled (`false`). Does nothing by default.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What an animator sees of the transition it runs (`UIViewControllerContextTransitioning`).
@MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view the transition takes place in: the window, or the context's view for current-context styles.
    var containerView: View { get }
    /// Whether the transition was requested animated.
    var isAnimated: Bool { get }
    /// Whether the transition is interactive (presentations never are).
    var isInteractive: Bool { get }
    /// Whether the animator completed the transition with `false`.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the transition.
    var presentationStyle: ModalPresentationStyle { get }
    /// The controller on the `key` side: `.from` is the presenter of a presentation and the presented
    /// controller of a dismissal; `.to` the other one.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The root view of the controller on the `key` side (loaded for the presented controller).
    func view(forKey key: TransitionContextViewControllerKey) -> View?
    /// Where `viewController`'s view starts, in ``containerView``'s coordinates (`.zero` when unknown).
    func initialFrame(for viewController: ViewController) -> CGRect
    /// Where `viewController`'s view ends, in ``containerView``'s coordinates (`.zero` when it leaves).
    func finalFrame(for viewController: ViewController) -> CGRect
    /// Ends the transition: `true` when it completed, `false` when it was cancelled (the presentation
    /// is undone, or the dismissed controller stays). Only the first call counts.
    func completeTransition(_ didComplete: Bool)
}

/// The context of one presentation or dismissal run by a custom animator.
@MainActor
final class PresentationTransitionContext: ViewControllerContextTransitioning {
    let containerView: View
    let isAnimated: Bool
    let isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: ModalPresentationStyle
    private weak var fromViewController: ViewController?
    private weak var toViewController: ViewController?
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    private var onComplete: (@MainActor (Bool) -> Void)?

    init(
        containerView: View, isAnimated: Bool, presentationStyle: ModalPresentationStyle,
        from: ViewController?, to: ViewController?, frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)],
        onComplete: @escaping @MainActor (Bool) -> Void
    ) {
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        fromViewController = from
        toViewController = to
        self.frames = frames
        self.onComplete = onComplete
    }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    func view(forKey key: TransitionContextViewControllerKey) -> View? {
        viewController(forKey: key)?.viewIfLoaded
    }

    func initialFrame(for viewController: ViewController) -> CGRect {
        frames[ObjectIdentifier(viewController)]?.initial ?? .zero
    }

    func finalFrame(for viewController: ViewController) -> CGRect {
        frames[ObjectIdentifier(viewController)]?.final ?? .zero
    }

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else { return }
        self.onComplete = nil
        transitionWasCancelled = !didComplete
        onComplete(didComplete)
    }
}
