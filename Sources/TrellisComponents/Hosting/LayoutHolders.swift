// LayoutHolders: which nodes of a generation hold a scope's layout in their cached layouts — what must
// be laid out again when that layout changes without a build (a list's scroll).

extension Generation {
    /// The nodes whose cached layouts contain the layout of scope `id`'s node, nearest first: the node,
    /// the unscoped nodes it renders through lone children (parts of its own layout, as a list's window
    /// is), and its ancestors up to the root. Empty when the scope is not in this generation.
    ///
    /// Nodes know no parents; scopes know their parent scope. Each step up searches the parent scope's
    /// node for the child scope's through unscoped nodes only — the part of the tree that scope owns —
    /// so it costs the nodes on the way and their siblings, not the tree (a long list's rows are scoped:
    /// they are passed over, not entered).
    func nodesHoldingLayout(ofScope id: ScopeID) -> [TreeNode] {
        guard let node = scopes[id] else { return [] }
        var nodes = [node]
        var part = node
        while part.children.count == 1, part.children[0].handle == nil {
            part = part.children[0]
            nodes.append(part)
        }
        var scoped = node
        while true {
            let parentScope = scoped.handle?.parentID.flatMap { scopes[$0] }
            guard let top = parentScope ?? root, top !== scoped else { break }
            if !Self.appendPath(from: top, to: scoped, unscopedOnly: true, into: &nodes) {
                // Not where its parent scope says: search the whole tree rather than miss an ancestor.
                if let root, root !== scoped {
                    _ = Self.appendPath(from: root, to: scoped, unscopedOnly: false, into: &nodes)
                }
                break
            }
            guard let parentScope else { break }
            scoped = parentScope
        }
        return nodes
    }

    /// Appends the nodes from `top` down to `target`'s parent, deepest first, and returns whether
    /// `target` is below `top` (through unscoped nodes only, when `unscopedOnly`).
    private static func appendPath(
        from top: TreeNode, to target: TreeNode, unscopedOnly: Bool,
        into nodes: inout [TreeNode]
    ) -> Bool {
        for child in top.children {
            let found =
                child === target
                || ((!unscopedOnly || child.handle == nil)
                    && appendPath(from: child, to: target, unscopedOnly: unscopedOnly, into: &nodes))
            if found {
                nodes.append(top)
                return true
            }
        }
        return false
    }
}
