// OwnerFrame: one scope's namespace while its children are built — previous nodes, registrations,
// ordinals.
import TrellisUI

/// One scope's namespace while its children are built: where previous nodes are looked up, and where
/// the build's nodes are registered. A builder recycles frames (a list renders one scope per row), so the
/// ordinal counters keep their storage from row to row.
///
/// Only the root frame keeps its entries in a table (the generation's root namespace, which a path
/// rebuild continues). A scope's frame only counts them: a scope with a few entries stores nothing, and
/// the next build finds its previous nodes by walking the scope's previous node (see `previousNode`);
/// a scope with more gets a table built from its node when it is finished (see `namespace(for:)`).
final class OwnerFrame {
    @exclusivity(unchecked) private(set) var scopeID: ScopeID?
    /// Where the previous generation's nodes of this scope are looked up.
    @exclusivity(unchecked) private(set) var previousNodes = PreviousNodes(stored: nil, scope: nil)
    /// The root frame's entries.
    @exclusivity(unchecked) private(set) var namespace: Namespace
    private let keepsEntries: Bool
    /// How many nodes a scope's frame registered.
    @exclusivity(unchecked) private var entryCount = 0
    @exclusivity(unchecked) var ordinals = OrdinalCounters<OrdinalKey>()
    @exclusivity(unchecked) var firstUnkeyedPaths: [ObjectIdentifier: String] = [:]
    #if DEBUG
        /// A scope frame's registrations, recorded in debug builds only: what a walk of the finished node
        /// must find (see `namespace(for:)`).
        @exclusivity(unchecked) private var recorded = Namespace()
    #endif

    struct OrdinalKey: Hashable {
        let type: ObjectIdentifier
        let key: AnyScopeKey?
    }

    /// The root frame, looking up previous nodes in the previous generation's root namespace.
    init(previous: Namespace?) {
        previousNodes = PreviousNodes(stored: previous, scope: nil)
        namespace = Namespace(capacity: previous?.count ?? 0)
        keepsEntries = true
    }

    /// A root frame whose namespace starts as `previous` (a path rebuild overwrites only the rebuilt
    /// entries).
    init(continuing previous: Namespace) {
        previousNodes = PreviousNodes(stored: previous, scope: nil)
        namespace = previous
        namespace.beginLayering()
        keepsEntries = true
    }

    /// A frame for a scope's children; `previous` is the scope's previous node, if any.
    init(scopeID: ScopeID, previous: TreeNode?) {
        namespace = Namespace()
        keepsEntries = false
        start(scopeID: scopeID, previous: previous)
    }

    /// Makes a scope's frame ready for the scope's children.
    func start(scopeID: ScopeID, previous: TreeNode?) {
        self.scopeID = scopeID
        let stored = previous?.namespace
        previousNodes = PreviousNodes(stored: stored, scope: stored == nil ? previous : nil)
    }

    /// The previous node registered under `key`, if any.
    func previousNode(_ key: NodeKey) -> TreeNode? { previousNodes.node(key) }

    /// Calls `body` with every entry of `node`'s scope part, keys counted as the build counted them.
    private static func forEachEntry(
        below node: TreeNode, _ ordinals: inout OrdinalCounters<OrdinalKey>,
        _ body: (NodeKey, TreeNode) -> Void
    ) {
        for child in node.children {
            body(Self.key(child.typeID, child.key, counting: &ordinals), child)
            if child.handle == nil { forEachEntry(below: child, &ordinals, body) }
        }
    }

    /// Registers a node of this frame's scope under `key`.
    func register(_ key: NodeKey, _ node: TreeNode) {
        if keepsEntries {
            namespace[key] = node
            return
        }
        entryCount += 1
        #if DEBUG
            recorded[key] = node
        #endif
    }

    /// The table to store with the scope's finished `node`: only for a scope with many entries, where a
    /// walk per lookup would cost too much. Built from the node, as the next build would find them.
    func namespace(for node: TreeNode) -> Namespace? {
        #if DEBUG
            var found = 0
            var check = OrdinalCounters<OrdinalKey>()
            Self.forEachEntry(below: node, &check) { key, child in
                found += 1
                assert(recorded[key] === child, "scope entry \(key) is not where the build registered it")
            }
            assert(
                found == recorded.count, "a scope's walk found \(found) entries; the build registered \(recorded.count)"
            )
            recorded = Namespace()
        #endif
        guard entryCount > Namespace.smallCount else { return nil }
        var table = Namespace(capacity: entryCount)
        var ordinals = OrdinalCounters<OrdinalKey>()
        ordinals.reserve(entryCount)
        Self.forEachEntry(below: node, &ordinals) { key, child in table[key] = child }
        return table
    }

    /// Makes a finished scope's frame ready for another scope.
    func finish() {
        entryCount = 0
        ordinals.removeAll()
        if !firstUnkeyedPaths.isEmpty { firstUnkeyedPaths.removeAll() }
        previousNodes = PreviousNodes(stored: nil, scope: nil)
    }

    /// Prepares for `count` more children (a large list then hashes into tables sized once).
    func expect(_ count: Int) {
        ordinals.reserve(count)
        if keepsEntries { namespace.reserve(count) }
    }

    func nextKey(_ type: ObjectIdentifier, _ key: AnyScopeKey?) -> NodeKey {
        Self.key(type, key, counting: &ordinals)
    }

    /// The key of the next node of `type` and `key`, its ordinal counted in `ordinals`.
    private static func key(
        _ type: ObjectIdentifier, _ key: AnyScopeKey?,
        counting ordinals: inout OrdinalCounters<OrdinalKey>
    ) -> NodeKey {
        NodeKey(type: type, key: key, ordinal: ordinals.next(OrdinalKey(type: type, key: key)))
    }
}
