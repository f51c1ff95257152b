import Foundation
// AnyComponentController: the type-erased base of component controllers and their lifecycle state machine (§2.1).
import TrellisUI

/// The lifecycle phase of a controller (ComponentKit's private `_state`).
public enum ControllerMountPhase: Sendable, Hashable {
    case unmounted, mounting, mounted, remounting, unmounting
}

/// The non-generic base of ``ComponentController``: the lifecycle state machine and every callback.
///
/// Subclass ``ComponentController`` rather than this class. Controllers are created by the framework at
/// build time — possibly off the main actor, hence the `nonisolated` initializer — and every callback
/// runs on the main actor. Each callback is recorded in the `LifecycleRecorder` in effect before the
/// overridable method runs, so overrides need not call `super`.
@MainActor open class AnyComponentController {
    /// The view of the controller's component, set only while one is acquired (between
    /// ``componentDidAcquireView()`` and ``componentWillRelinquishView()``).
    public internal(set) var view: View?

    // §2.1: `_component` (the generation being / last mounted) and `_latestComponent`. Strong: a weak
    // reference would give every scoped node a side table and slow down each of its many retains. The
    // cycle node → handle → controller → node is broken by `releaseNodes()` when the controller is
    // invalidated or its root goes away.
    var mountedNode: TreeNode?
    var latestNode: TreeNode?
    /// The scope's state when the nodes were let go, so `state` still answers afterwards.
    var finalState: (any Sendable)? { outOfLineFields?.finalState }
    /// The recorder in effect where the tree was created, for callbacks that run outside it
    /// (e.g. invalidation from a deinit).
    var fallbackRecorder: LifecycleRecorder? {
        get { outOfLineFields?.fallbackRecorder }
        set {
            if outOfLineFields == nil, newValue == nil { return }
            outOfLineFieldsCreatingIfNeeded.fallbackRecorder = newValue
        }
    }
    // Boxed together: only a controller whose nodes were let go has a final state, and only one made
    // under a lifecycle recorder a fallback recorder; inline they would take five words of every
    // controller (one more allocation size class per row of a list).
    private var outOfLineFields: OutOfLineFields?

    private final class OutOfLineFields {
        var finalState: (any Sendable)?
        var fallbackRecorder: LifecycleRecorder?
    }

    private var outOfLineFieldsCreatingIfNeeded: OutOfLineFields {
        if let box = outOfLineFields { return box }
        let box = OutOfLineFields()
        outOfLineFields = box
        return box
    }

    /// The current lifecycle phase.
    // Beside the flags below (stored properties are laid out in declaration order): no padding word.
    public private(set) var mountPhase: ControllerMountPhase = .unmounted
    private var updatingComponent = false
    private(set) var hasInitialized = false
    private(set) var isInvalidated = false

    nonisolated init() {}

    // MARK: Overridable callbacks

    /// Called once on the main actor after the controller first appears in an applied generation.
    open func didInit() {}
    /// Before the component mounts for the first time (or after it was unmounted).
    open func willMount() {}
    /// After the component and all of its children mounted.
    open func didMount() {}
    /// Before an already-mounted component mounts again (a new generation or a new root view).
    open func willRemount() {}
    /// After the remount finished.
    open func didRemount() {}
    /// Before the component unmounts. Don't send actions from here.
    open func willUnmount() {}
    /// After the component unmounted.
    open func didUnmount() {}
    /// After a view was acquired; `view` is set.
    open func componentDidAcquireView() {}
    /// Before the view is given up; `view` is still set. Remove animations and delegates here.
    open func componentWillRelinquishView() {}
    /// Before the controller's component changes to a new generation.
    open func willUpdateComponent() {}
    /// After the new generation mounted.
    open func didUpdateComponent() {}
    /// The whole tree is about to appear (hosting view / collection cell).
    open func componentTreeWillAppear() {}
    /// The whole tree disappeared.
    open func componentTreeDidDisappear() {}
    /// A new root layout was computed, before it is mounted.
    open func didPrepareLayout(_ layout: ComponentLayout) {}
    /// Called once when the scope left the tree or the host went away; release long-lived objects here.
    open func invalidateController() {}

    /// Whether ``didPrepareLayout(_:)`` should be called (ComponentKit calls it only on controllers that
    /// override it; Swift cannot detect overrides, so opt in by overriding this to return `true`).
    open class var wantsDidPrepareLayout: Bool { false }

    /// Whether this controller performs the responder-chain `action` (see ``ComponentResponder``);
    /// `false` by default, which passes it on. `sender` is `nil` when the chain is only inspected.
    open func canPerformAction(_ action: ResponderAction, withSender sender: ComponentSender?) -> Bool {
        false
    }

    /// Performs `action` with the action's argument; called only when
    /// ``canPerformAction(_:withSender:)`` returned `true`.
    open func perform(_ action: ResponderAction, argument: any Sendable, sender: ComponentSender) {}

    /// Sends `action` from this controller's mounted component.
    public func send<Argument: Sendable>(_ action: Action<Argument>, _ argument: Argument) {
        guard let node = mountedNode ?? latestNode else {
            LifecycleChecker.emit(
                rule: "C-ACTION-UNMOUNTED", path: String(describing: type(of: self)),
                message: "action sent from a controller whose component never mounted")
            return
        }
        action.send(argument, from: ComponentSender(node: node))
    }

    // MARK: Infrastructure (called by build apply and mount)

    private func record(_ callback: String, _ arguments: [String] = []) {
        (LifecycleRecorder.active ?? fallbackRecorder)?.record(self, callback, arguments)
    }

    func setLatestNode(_ node: TreeNode) {
        guard latestNode !== node else { return }
        latestNode = node
        componentChanged(to: node)
        // §2.6 setter path: `willUpdateComponent` now, even off-screen; `didUpdateComponent` at next mount.
        // (Only called for controllers that existed before this generation.)
        if !updatingComponent && node !== mountedNode {
            updatingComponent = true
            record("willUpdateComponent")
            willUpdateComponent()
        }
    }

    /// Hook for the typed subclass to keep its `component` in step.
    func componentChanged(to node: TreeNode) {}

    func announceDidInit() {
        guard !hasInitialized else { return }
        hasInitialized = true
        record("didInit")
        didInit()
    }

    func announceInvalidate() {
        guard !isInvalidated else { return }
        isInvalidated = true
        record("invalidateController")
        invalidateController()
        releaseNodes()
    }

    /// Lets go of the controller's nodes (breaking the node → controller cycle), keeping the last state.
    func releaseNodes() {
        if let state = (latestNode ?? mountedNode)?.handle?.state { outOfLineFieldsCreatingIfNeeded.finalState = state }
        mountedNode = nil
        latestNode = nil
    }

    func componentWillMount(_ node: TreeNode) {
        // willStartUpdateToComponent (§2.6)
        if !updatingComponent {
            if let mounted = mountedNode, mounted !== node {
                updatingComponent = true
                record("willUpdateComponent")
                willUpdateComponent()
            }
        }
        mountedNode = node
        if latestNode == nil { latestNode = node }
        switch mountPhase {
        case .unmounted:
            mountPhase = .mounting
            record("willMount")
            willMount()
        case .mounted:
            mountPhase = .remounting
            record("willRemount")
            willRemount()
        case .mounting, .remounting, .unmounting:
            LifecycleChecker.emit(
                rule: "C-CONTROLLER-STATE", path: node.path,
                message: "componentWillMount in phase \(mountPhase)")
        }
    }

    func component(_ node: TreeNode, didAcquireView newView: View) {
        guard node === mountedNode, newView !== view else { return }
        if view != nil {
            record("componentWillRelinquishView")
            componentWillRelinquishView()
            view = nil
        }
        view = newView
        record("componentDidAcquireView")
        componentDidAcquireView()
    }

    func componentDidMount(_ node: TreeNode) {
        guard node === mountedNode else { return }
        switch mountPhase {
        case .mounting:
            mountPhase = .mounted
            record("didMount")
            didMount()
        case .remounting:
            mountPhase = .mounted
            record("didRemount")
            didRemount()
        default:
            LifecycleChecker.emit(
                rule: "C-CONTROLLER-STATE", path: node.path,
                message: "componentDidMount in phase \(mountPhase)")
            return
        }
        if updatingComponent {
            updatingComponent = false
            record("didUpdateComponent")
            didUpdateComponent()
        }
    }

    func componentWillUnmount(_ node: TreeNode) {
        guard mountPhase == .mounted, node === mountedNode else { return }
        mountPhase = .unmounting
        record("willUnmount")
        willUnmount()
    }

    func component(_ node: TreeNode, willRelinquishView oldView: View) {
        guard node === mountedNode, view != nil else { return }
        record("componentWillRelinquishView")
        componentWillRelinquishView()
        view = nil
    }

    func componentDidUnmount(_ node: TreeNode) {
        guard mountPhase == .unmounting, node === mountedNode else { return }
        mountPhase = .unmounted
        record("didUnmount")
        didUnmount()
    }

    func treeWillAppear() {
        record("componentTreeWillAppear")
        componentTreeWillAppear()
    }

    func treeDidDisappear() {
        record("componentTreeDidDisappear")
        componentTreeDidDisappear()
    }

    func prepareLayout(_ layout: ComponentLayout) {
        record("didPrepareLayout")
        didPrepareLayout(layout)
    }
}
