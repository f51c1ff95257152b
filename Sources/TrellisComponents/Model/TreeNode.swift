// TreeNode: one built component, shared by every build that reuses it — its children, scope, layout
// cache and mount state.
import Foundation
import TrellisLayout
import TrellisUI

/// A built component. Immutable after the build except for the layout cache (written under the root's
/// layout lock) and the mount fields; a subtree reused by a later generation is the very same object, so
/// its layout cache and mounted views carry over.
///
/// The mount fields are ``MainActorBound``: only main-actor code compiles against them, which is what
/// makes the node `Sendable` for them. The mutable fields are `@exclusivity(unchecked)` here and in the
/// builder, mount engine and pools: they are touched for every node in every pass, never in overlapping
/// accesses, and the dynamic exclusivity check costs measurably (docs/performance.md lists each kept
/// annotation and what it saves).
final class TreeNode: @unchecked Sendable {
    // Mount state first (main actor), then what the mount pass reads for an unchanged subtree: stored
    // properties are laid out in declaration order, so skipping a row touches two cache lines of its
    // node instead of the four its fields spanned behind the build-time ones.
    @exclusivity(unchecked) private var mountStateStorage = MainActorBound(NodeMountState.unmounted)
    let mountsChildren: Bool
    @exclusivity(unchecked) private var isSkippedStorage = MainActorBound(false)
    // 32 bits, beside the flags above. With the type read from `component` rather than stored, the view
    // configuration boxed, the root view kept by the root (see `ActionRouter`) and a path rebuild's seed
    // kept in the layout cache, a node is 184 bytes: a 192-byte allocation.
    private let ordinalStorage: Int32
    @exclusivity(unchecked) private var mountEpochStorage = MainActorBound(UInt64(0))
    // Not weak (a side table would slow every retain of every parent node): set on mount, cleared on
    // unmount; while mounted the parent is alive (the mounted layout holds it).
    @exclusivity(unchecked) private var mountedParentStorage = MainActorBound(UnownedReference<TreeNode>?.none)
    @exclusivity(unchecked) private var mountedLayoutStorage = MainActorBound(ComponentLayout?.none)
    let handle: ScopeHandle?
    @exclusivity(unchecked) private var mountedOriginStorage = MainActorBound(LayoutPoint.zero)
    // The pools' identity (0: none), compared only (no weak load per skipped subtree): pools live as long
    // as their engine.
    @exclusivity(unchecked) private var mountedContainerStorage = MainActorBound(UInt(0))
    @exclusivity(unchecked) private var vendRecordsStorage = MainActorBound(VendRecords.none)
    @exclusivity(unchecked) private var viewStorage = MainActorBound(View?.none)

    /// Where the node stands in the mount state machine.
    @MainActor var mountState: NodeMountState {
        get { mountStateStorage.value }
        set { mountStateStorage.value = newValue }
    }
    /// Whether the pass of `mountEpoch` left this subtree as it was (see the mount engine's skip).
    @MainActor var isSkipped: Bool {
        get { isSkippedStorage.value }
        set { isSkippedStorage.value = newValue }
    }
    /// The last mount pass that mounted (or skipped) the node.
    @MainActor var mountEpoch: UInt64 {
        get { mountEpochStorage.value }
        set { mountEpochStorage.value = newValue }
    }
    /// The node it is mounted under.
    @MainActor var mountedParent: TreeNode? {
        get { mountedParentStorage.value?.object }
        set { mountedParentStorage.value = newValue.map(UnownedReference.init) }
    }
    /// The layout it is mounted with.
    @MainActor var mountedLayout: ComponentLayout? {
        get { mountedLayoutStorage.value }
        set { mountedLayoutStorage.value = newValue }
    }
    /// Its position in its container's coordinates.
    @MainActor var mountedOrigin: LayoutPoint {
        get { mountedOriginStorage.value }
        set { mountedOriginStorage.value = newValue }
    }
    /// The identity of the pools it mounted into (0: none).
    @MainActor var mountedContainer: UInt {
        get { mountedContainerStorage.value }
        set { mountedContainerStorage.value = newValue }
    }
    /// The views its subtree took from its container (scoped nodes only).
    @MainActor var vendRecords: VendRecords {
        _read { yield vendRecordsStorage.value }
        set { vendRecordsStorage.value = newValue }
    }
    /// Its view.
    @MainActor var view: View? {
        get { viewStorage.value }
        set { viewStorage.value = newValue }
    }

    let component: any Component
    /// The component's type: the one its existential stored (a load, no runtime call).
    var typeID: ObjectIdentifier { ObjectIdentifier(storedType(of: component)) }
    var typeName: String { String(describing: Swift.type(of: component)) }
    /// The scope key (only scoped nodes have one).
    var key: AnyScopeKey? { handle?.key }
    /// The ordinal among same-type siblings with an equal key.
    var ordinal: Int { Int(ordinalStorage) }
    /// The node's identity in its owner scope's namespace.
    var nodeKey: NodeKey { NodeKey(type: typeID, key: key, ordinal: ordinal) }
    let children: NodeChildren
    /// Nodes registered in this node's scope (only for scoped nodes): where the next generation looks up
    /// previous nodes.
    var namespace: Namespace? { handle?.namespace }
    let context: ComponentContext
    /// The view configuration, boxed (shared by nodes with an identical one).
    let sharedViewConfiguration: SharedViewConfiguration?

    // Layout cache: the last few (range, parent size) → layout results, since a flex parent measures a
    // child under several constraints in one pass; before the first, a path rebuild's seed.
    @exclusivity(unchecked) private var layoutCacheStorage = LayoutCache()
    private let layoutCacheAccess = AccessOverlapCheck()

    /// Runs `body` with the layout cache. Layout passes reach a node from several threads, one at a time:
    /// callers hold the root's layout lock, or have the node to themselves (a node being built, a subtree
    /// handed to a helper thread). DEBUG builds check that no two accesses overlap.
    @inline(__always)
    func withLayoutCache<Result>(_ body: (inout LayoutCache) -> Result) -> Result {
        layoutCacheAccess.access("the layout cache of \(pathComponent)") { body(&layoutCacheStorage) }
    }

    init(
        component: any Component, ordinal: Int, handle: ScopeHandle?,
        children: NodeChildren, context: ComponentContext, viewConfiguration: SharedViewConfiguration?,
        mountsChildren: Bool
    ) {
        self.component = component
        ordinalStorage = Int32(truncatingIfNeeded: ordinal)
        self.handle = handle
        self.children = children
        self.context = context
        sharedViewConfiguration = viewConfiguration
        self.mountsChildren = mountsChildren
    }

    /// The node's name in a component path: `Type`, `Type[ordinal]` or `Type[key=k]`.
    var pathComponent: String {
        if let key { return "\(typeName)[key=\(key)]" }
        return ordinal > 0 ? "\(typeName)[\(ordinal)]" : typeName
    }

    /// The component path through the mounted ancestors, e.g. `SongList > Flex > SongRow[key=3]`.
    @MainActor var path: String {
        var names: [String] = [pathComponent]
        var current = mountedParent
        while let node = current {
            names.append(node.pathComponent)
            current = node.mountedParent
        }
        return names.reversed().joined(separator: " > ")
    }

    /// Calls `body` for this node and every descendant, pre-order.
    func forEachPreOrder(_ body: (TreeNode) -> Void) {
        body(self)
        for child in children { child.forEachPreOrder(body) }
    }
}
