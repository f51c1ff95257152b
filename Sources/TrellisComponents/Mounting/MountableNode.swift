// MountableNode: what the mount layer needs of one node of a laid-out tree (RenderCore's CKMountable) —
// its view, its mount state, and the lifecycle hooks the component side forwards to its controller.
import TrellisUI

/// One node of a tree the mount layer mounts: ComponentKit's `CKMountable`. The mount layer knows nothing
/// of how nodes are built; it reads what to mount from here and calls the hooks, in ComponentKit's order:
/// ``willMount()``, ``didAcquireView(_:)`` when the node takes a new view, its children, ``didMount()``;
/// on unmount ``willUnmount()``, ``willRelinquishView(_:)``, ``didUnmount()``.
///
/// The mount fields are the mount layer's storage on the node, read and written only on the main actor
/// (the node keeps them in ``MainActorBound``).
protocol MountableNode: AnyObject {
    /// The layouts that place this kind of node.
    associatedtype Layout: MountableLayout where Layout.Node == Self
    /// What tells one generation's node of a scope from another scope's: the animator pairs a node with
    /// the previous node of its scope, and a view held for a node may go to the next node of its scope.
    associatedtype ScopeIdentifier: Hashable

    // MARK: What to mount

    /// The node's view configuration, shared by nodes with an identical one; `nil` for a viewless node.
    var sharedViewConfiguration: SharedViewConfiguration? { get }
    /// The type part of the node's views' reuse key: views are only vended to nodes of the same type.
    var reuseType: ObjectIdentifier { get }
    /// Whether the mount layer mounts the node's children (a node that mounts its own does not).
    var mountsChildren: Bool { get }
    /// Whether the views of the node's children are recycled by identity rather than by position (a
    /// list's rows keep their views while they stay in view).
    var recyclesChildViewsByIdentity: Bool { get }
    /// The node's scope, if it has one. Only scoped nodes animate, are skipped when unchanged, and
    /// record the views their subtree took.
    var scopeIdentifier: ScopeIdentifier? { get }
    /// The node's place in the mounted tree, for diagnostics.
    @MainActor var path: String { get }

    // MARK: Mount state (main actor)

    /// Where the node stands in the mount state machine.
    @MainActor var mountState: NodeMountState { get set }
    /// Whether the pass of ``mountEpoch`` left this subtree as it was.
    @MainActor var isSkipped: Bool { get set }
    /// The last mount pass that mounted (or skipped) the node.
    @MainActor var mountEpoch: UInt64 { get set }
    /// The node it is mounted under.
    @MainActor var mountedParent: Self? { get set }
    /// The layout it is mounted with.
    @MainActor var mountedLayout: Layout? { get set }
    /// Its position in its container's coordinates.
    @MainActor var mountedOrigin: LayoutPoint { get set }
    /// The identity of the pools it mounted into (0: none), compared only.
    @MainActor var mountedContainer: UInt { get set }
    /// The views its subtree took from its container (scoped nodes only).
    @MainActor var vendRecords: VendRecords { get set }
    /// Its view.
    @MainActor var view: View? { get set }

    // MARK: Mounting

    /// Applies `attributes` to `view`, whose record is `record`, for this node's content (see
    /// ``AttributeApplicator``).
    @MainActor func applyAttributes(
        _ attributes: ConfiguredAttributes, to view: View, record: ViewRecord<Self>, analytics: inout MountAnalytics)

    // MARK: Lifecycle hooks

    /// The node is about to mount.
    @MainActor func willMount()
    /// The node took `view` (a new one, or another than it had).
    @MainActor func didAcquireView(_ view: View)
    /// The node and its children mounted.
    @MainActor func didMount()
    /// The node is about to give `view` up.
    @MainActor func willRelinquishView(_ view: View)
    /// The node is about to unmount.
    @MainActor func willUnmount()
    /// The node unmounted.
    @MainActor func didUnmount()

    // MARK: Animations

    /// The animations of the node's view when its scope first mounts.
    var animationsOnInitialMount: [ComponentAnimation] { get }
    /// The animations of the node's view from `previous`, its scope's previously mounted node.
    func animations(from previous: Self) -> [ComponentAnimation]
    /// The animations of the node's view when it leaves the tree.
    var animationsOnFinalUnmount: [ComponentAnimation] { get }
    /// For a root node: the animation of the whole mount's frame changes from `previous`, the previous root.
    func boundsAnimation(from previous: Self) -> ComponentBoundsAnimation?
}
