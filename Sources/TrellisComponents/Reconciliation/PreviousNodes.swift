// PreviousNodes: where a build looks up the previous build's nodes of one scope.

/// A frame's previous nodes: the previous generation's table for the scope, or else the scope's
/// previous node, whose subtree holds them. A value, so the two threads of a split list can read it at
/// once.
struct PreviousNodes: Sendable {
    // Read from two threads: the previous build's tree is immutable while the next one is built.
    let stored: Namespace?
    let scope: TreeNode?

    /// The previous node registered under `key`, if any.
    func node(_ key: NodeKey) -> TreeNode? {
        if let stored { return stored[key] }
        guard let scope else { return nil }
        return Self.find(key, below: scope)
    }

    /// The `key.ordinal`-th node of `key`'s type and key in `node`'s part of the scope: its descendants
    /// in pre-order, down to and including the first scoped ones, which is the order the build counted
    /// ordinals in (`nextKey` runs before a component's children are built). At most a few nodes: larger
    /// scopes store a table.
    private static func find(_ key: NodeKey, below node: TreeNode) -> TreeNode? {
        var skipped = 0
        return find(key, below: node, skipped: &skipped)
    }

    private static func find(_ key: NodeKey, below node: TreeNode, skipped: inout Int) -> TreeNode? {
        for child in node.children {
            if child.typeID == key.type, child.key == key.key {
                if skipped == key.ordinal { return child }
                skipped += 1
            }
            if child.handle == nil, let found = find(key, below: child, skipped: &skipped) { return found }
        }
        return nil
    }
}
