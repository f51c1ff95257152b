import Foundation
import TrellisLayout
// TreeNode: one built component in one or more generations — its children, scope and mount state.
import TrellisUI

/// Identity of a node inside its owner scope: (component type, key, ordinal among same-type siblings
/// with an equal key) — ComponentKit's scope key (§2.7).
struct NodeKey: Hashable, Sendable {
    let type: ObjectIdentifier
    let key: AnyScopeKey?
    let ordinal: Int
}

/// Where a node stands in the mount state machine (main actor only).
enum NodeMountState: Sendable {
    case unmounted, mounted, unmounting
}

/// A built component. Immutable after the build except for the layout cache (written under the root's
/// layout lock) and the mount fields (main actor only); a subtree reused by a later generation is the
/// very same object, so its layout cache and mounted views carry over.
///
/// The mutable fields are `@exclusivity(unchecked)` here and in the builder, mount engine and pools: they
/// are touched for every node in every pass, never in overlapping accesses, and the dynamic exclusivity
/// check cost about a tenth of the build, layout and mount time.
final class TreeNode: @unchecked Sendable {
    // Mount state first (main actor), then what the mount pass reads for an unchanged subtree: stored
    // properties are laid out in declaration order, so skipping a row touches two cache lines of its
    // node instead of the four its fields spanned behind the build-time ones.
    @exclusivity(unchecked) var mountState: NodeMountState = .unmounted
    let mountsChildren: Bool
    /// Whether the pass of `mountEpoch` left this subtree as it was (see the mount engine's skip).
    @exclusivity(unchecked) var isSkipped = false
    // 32 bits, beside the flags above. With the type read from `component` rather than stored, the view
    // configuration boxed, the root view kept by the root (see `ActionRouter`) and a path rebuild's seed
    // kept in the layout cache, a node is 184 bytes: a 192-byte allocation (it was 240).
    private let ordinalStorage: Int32
    @exclusivity(unchecked) var mountEpoch: UInt64 = 0
    // Not weak (a side table would slow every retain of every parent node): set on mount, cleared on
    // unmount; while mounted the parent is alive (the mounted layout holds it).
    unowned(unsafe) var mountedParent: TreeNode?
    @exclusivity(unchecked) var mountedLayout: ComponentLayout?
    let handle: ScopeHandle?
    @exclusivity(unchecked) var mountedOrigin = LayoutPoint.zero
    // The pools' identity (0: none), compared only (no weak load per skipped subtree): pools live as long
    // as their engine.
    @exclusivity(unchecked) var mountedContainer: UInt = 0
    @exclusivity(unchecked) var vendRecords = VendRecords.none
    @exclusivity(unchecked) var view: View?

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

    // Layout cache (root layout lock): the last few (range, parent size) → layout results, since a flex
    // parent measures a child under several constraints in one pass; before the first, a path rebuild's
    // seed.
    @exclusivity(unchecked) var layoutCache = LayoutCache()

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
    var path: String {
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

/// Views one subtree took from its container during its last mount: `count` views from `pool` starting
/// at `start` — contiguous, because a subtree mounts without interruption. Several records in vend order
/// when the subtree interleaves pools.
struct VendRecord: Equatable {
    // 32 bits each, so a node's inline record (and the node) stays small.
    private let poolStorage: Int32
    private let startStorage: Int32
    private var countStorage: Int32

    init(pool: Int, start: Int, count: Int) {
        poolStorage = Int32(truncatingIfNeeded: pool)
        startStorage = Int32(truncatingIfNeeded: start)
        countStorage = Int32(truncatingIfNeeded: count)
    }

    /// The pool's ordinal in its container.
    var pool: Int { Int(poolStorage) }
    var start: Int { Int(startStorage) }
    var count: Int {
        get { Int(countStorage) }
        set { countStorage = Int32(truncatingIfNeeded: newValue) }
    }
}

/// A subtree's vend records. Nearly always one run (a row's views come from one pool), kept inline so
/// recording it costs no allocation.
enum VendRecords {
    case none
    case one(VendRecord)
    case many([VendRecord])

    /// Calls `body` for each record, in vend order.
    func forEach(_ body: (VendRecord) -> Void) {
        switch self {
        case .none: break
        case .one(let record): body(record)
        case .many(let records): for record in records { body(record) }
        }
    }
}

/// A node's last few layouts, each remembering the (range, parent size) it answers. The first entry is
/// stored inline: most nodes are laid out under one constraint, and an array would cost an allocation.
/// Before its first layout, a path-rebuilt node keeps its ``LayoutSeed`` in the place of the others.
struct LayoutCache {
    private enum Rest {
        case none
        case more([ComponentLayout])
        case seed(LayoutSeed)
    }

    private var first: ComponentLayout?
    // One word for the rare cases: more layouts, or a seed (only while `first` is nil).
    private var rest = Rest.none
    private static var capacity: Int { 4 }

    var isEmpty: Bool { first == nil }

    /// The cached layout for `range` and `parentSize`, if any.
    func layout(for range: SizeRange, parentSize: LayoutSize?) -> ComponentLayout? {
        guard let first else { return nil }
        if first.cacheRange == range, first.cacheParentSize == parentSize { return first }
        guard case .more(let more) = rest else { return nil }
        for layout in more where layout.cacheRange == range && layout.cacheParentSize == parentSize { return layout }
        return nil
    }

    /// Adds `layout` (whose cache keys are set), dropping the oldest beyond the capacity, and any seed.
    mutating func insert(_ layout: ComponentLayout) {
        guard first != nil else {
            first = layout
            rest = .none
            return
        }
        var more: [ComponentLayout] = []
        if case .more(let existing) = rest { more = existing }
        rest = .none // so that `more` is the array's only reference and grows in place
        if more.count == Self.capacity - 1 { first = more.removeFirst() }
        more.append(layout)
        rest = .more(more)
    }

    /// Every cached layout, oldest first.
    var entries: [ComponentLayout] {
        guard let first else { return [] }
        if case .more(let more) = rest { return [first] + more }
        return [first]
    }

    /// Forgets every cached layout and any seed: what they answer no longer holds (see
    /// `ComponentRoot.setNeedsLayout(ofScope:)`).
    mutating func removeAll() {
        first = nil
        rest = .none
    }

    /// Keeps `seed` for the first layout of a node that has none yet.
    mutating func plant(_ seed: LayoutSeed) {
        precondition(first == nil, "a seed is planted before the first layout")
        rest = .seed(seed)
    }

    /// The seed planted by a path rebuild, removed from the cache.
    mutating func takeSeed() -> LayoutSeed? {
        guard case .seed(let seed) = rest else { return nil }
        rest = .none
        return seed
    }
}

/// What a path-rebuilt node's previous version had laid out: its children and cached layouts.
final class LayoutSeed {
    let previousChildren: NodeChildren
    let entries: [ComponentLayout]

    init(previousChildren: NodeChildren, entries: [ComponentLayout]) {
        self.previousChildren = previousChildren
        self.entries = entries
    }
}
