// TransitionCoordinator: what app code sees of a running push, pop or presentation (UIKit's
// UIViewControllerTransitionCoordinator) — blocks that run alongside it and when it completes, the
// end of an interactive pop's interaction, and whether the transition was cancelled.
import Foundation

/// Names the two controllers of a transition (`UITransitionContextViewControllerKey`).
public enum TransitionContextViewControllerKey: Sendable, Hashable {
    /// The controller shown when the transition starts (the top before a push or pop, the presenter
    /// of a presentation, the presented controller of a dismissal).
    case from
    /// The controller shown when the transition completes (unless it is cancelled).
    case to
}

/// What the blocks registered with a ``TransitionCoordinator`` can read about its transition
/// (`UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol TransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated (runs for ``transitionDuration`` on the application clock).
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively right now (an interactive pop whose gesture has
    /// not ended).
    var isInteractive: Bool { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition was cancelled: the from-controller stays shown. Only an interactive pop
    /// can be cancelled.
    var isCancelled: Bool { get }
    /// The transition's full duration in seconds (0 when not animated).
    var transitionDuration: TimeInterval { get }
    /// How far the transition has gone, from 0 to 1 (the gesture's progress while interactive; 1 once
    /// a transition completes, 0 once a cancelled one does).
    var percentComplete: Double { get }
    /// The presentation style of a presentation or dismissal; `nil` for a push or pop (UIKit's `.none`).
    var presentationStyle: ModalPresentationStyle? { get }
    /// The view the transition takes place in (a navigation controller's content area, the window of a
    /// presentation).
    var containerView: View? { get }
    /// The controller on the `key` side of the transition.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The root view of the controller on the `key` side, if it is loaded.
    func view(forKey key: TransitionContextViewControllerKey) -> View?
}

/// Coordinates the work apps attach to one view-controller transition (push, pop, interactive pop,
/// presentation, dismissal): `UIViewControllerTransitionCoordinator`.
///
/// A view controller reads it from ``ViewController/transitionCoordinator`` while the transition runs —
/// during the appearance callbacks it causes, and until it completes. Timing:
/// - Blocks passed as `animation` to ``animate(alongsideTransition:completion:)`` run once, when the
///   transition starts, right after the will-callbacks (`viewWillAppear` / `viewWillDisappear`) in which
///   they are usually registered; one registered after the start runs at once.
/// - Handlers passed to ``notifyWhenInteractionChanges(_:)`` run when an interactive transition stops
///   being interactive (the pop gesture ends: finished or cancelled); ``isCancelled`` tells which.
/// - `completion` blocks run when the transition completes (after its remaining time on the application
///   clock), before the did-callbacks (`viewDidAppear` / `viewDidDisappear`) of the transition's
///   controllers; ``isCancelled`` is `true` there for a cancelled interactive pop.
///
/// Every block receives the coordinator as its ``TransitionCoordinatorContext``. Once the transition
/// has completed the coordinator is detached: ``ViewController/transitionCoordinator`` is `nil` again and
/// ``animate(alongsideTransition:completion:)`` returns `false`.
@MainActor
public final class TransitionCoordinator: TransitionCoordinatorContext {
    /// A block registered with the coordinator; it receives the coordinator's context.
    public typealias Block = @MainActor (any TransitionCoordinatorContext) -> Void

    public let isAnimated: Bool
    public private(set) var isInteractive: Bool
    public let initiallyInteractive: Bool
    public private(set) var isCancelled = false
    public let transitionDuration: TimeInterval
    public private(set) var percentComplete: Double = 0
    public let presentationStyle: ModalPresentationStyle?
    public var containerView: View? { containerViewStorage }

    private weak var fromViewController: ViewController?
    private weak var toViewController: ViewController?
    private weak var containerViewStorage: View?

    private enum Phase { case preparing, running, completed }
    private var phase = Phase.preparing
    private var alongsideBlocks: [Block] = []
    private var completionBlocks: [Block] = []
    private var interactionHandlers: [Block] = []
    /// The controllers whose ``ViewController/transitionCoordinator`` is this one (weak: a transition
    /// never keeps its controllers alive).
    private var owners: [WeakController] = []

    private struct WeakController {
        weak var controller: ViewController?
    }

    /// Creates the coordinator of a transition from `from` to `to` taking place in `containerView`.
    /// `duration` is the full animated duration (pass 0 when not animated).
    init(
        from: ViewController?, to: ViewController?, containerView: View?, isAnimated: Bool, isInteractive: Bool,
        duration: TimeInterval, presentationStyle: ModalPresentationStyle? = nil
    ) {
        fromViewController = from
        toViewController = to
        containerViewStorage = containerView
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        initiallyInteractive = isInteractive
        transitionDuration = isAnimated ? duration : 0
        self.presentationStyle = presentationStyle
    }

    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        }
    }

    public func view(forKey key: TransitionContextViewControllerKey) -> View? {
        viewController(forKey: key)?.storedView
    }

    // MARK: Registering work (the app's side)

    /// Runs `animation` alongside the transition and `completion` when it completes (see the type's
    /// timing). Either may be `nil`.
    /// - Returns: `true` when the blocks were taken (the transition has not completed yet), `false`
    ///   when the transition is over and nothing will run.
    @discardableResult
    public func animate(
        alongsideTransition animation: Block?, completion: Block? = nil
    ) -> Bool {
        switch phase {
        case .completed:
            return false
        case .preparing:
            if let animation { alongsideBlocks.append(animation) }
        case .running:
            animation?(self)
        }
        if let completion { completionBlocks.append(completion) }
        return true
    }

    /// Runs `handler` when the transition stops being interactive (the gesture ends, whether the
    /// transition then finishes or is cancelled). A non-interactive transition never calls it.
    public func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        guard phase != .completed, isInteractive else { return }
        interactionHandlers.append(handler)
    }

    // MARK: Driving (the transition's side)

    /// Makes this the ``ViewController/transitionCoordinator`` of `controllers` (and, through their
    /// parent chains, of their descendants) until the transition completes.
    func attach(to controllers: [ViewController]) {
        for controller in controllers where !owners.contains(where: { $0.controller === controller }) {
            controller.transitionCoordinatorStorage = self
            owners.append(WeakController(controller: controller))
        }
    }

    /// The transition's animations start: runs the alongside blocks registered so far.
    func start() {
        guard phase == .preparing else { return }
        phase = .running
        let blocks = alongsideBlocks
        alongsideBlocks = []
        for block in blocks { block(self) }
    }

    /// The interactive transition moved to `percent` (clamped to 0...1).
    func updateInteractiveTransition(_ percent: Double) {
        percentComplete = Swift.min(1, Swift.max(0, percent))
    }

    /// The interaction ended: the transition will finish (`cancelled == false`) or go back
    /// (`cancelled == true`) over its remaining time. Runs the interaction handlers.
    func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition completed (or finished going back, when cancelled): runs the completion blocks
    /// and detaches the coordinator from its controllers.
    func complete() {
        guard phase != .completed else { return }
        start() // a transition that completes without having started still ran its animations
        phase = .completed
        percentComplete = isCancelled ? 0 : 1
        let blocks = completionBlocks
        completionBlocks = []
        for block in blocks { block(self) }
        for owner in owners where owner.controller?.transitionCoordinatorStorage === self {
            owner.controller?.transitionCoordinatorStorage = nil
        }
        owners = []
        interactionHandlers = []
    }
}

extension ViewController {
    /// The coordinator of the transition this controller takes part in — as the container running it
    /// or, through its parent chain, as a descendant of one — or `nil` when none runs
    /// (`UIViewController.transitionCoordinator`). Non-`nil` inside the appearance callbacks a push,
    /// pop or presentation causes, for the controllers involved and their children.
    public var transitionCoordinator: TransitionCoordinator? {
        var current: ViewController? = self
        while let controller = current {
            if let coordinator = controller.transitionCoordinatorStorage { return coordinator }
            current = controller.parentStorage
        }
        return nil
    }
}
