// RemovedNodes: what the walk after a mount pass reads of the layout it replaced, to find the nodes that
// left — read without retaining the nodes and layouts it passes.

/// The walk (``MountEngine``'s `unmountRemoved`) runs over every node of a replaced layout that the pass
/// did not skip: after a props update of a long list, every row. Like the mount pass (see
/// `UnownedReference.withObject`) it reads layouts and nodes through unmanaged references, so that it
/// costs no atomic write per node; only the nodes it unmounts are retained.
@MainActor enum RemovedNodes<Layout: MountableLayout> {
    typealias Node = Layout.Node

    /// One previously mounted layout the walk visits: its node, its children, and the children of the
    /// layout the pass mounted at the same place when the two can be paired by index.
    struct Visit {
        let node: UnownedReference<Node>
        let children: Layout.Children
        let currentChildren: Layout.Children?
    }

    /// What the walk needs of `layout`, or `nil` when pass `epoch` skipped it (its subtree is still
    /// mounted) or it has no node. Children are paired only under a node the pass mounted with its
    /// children, when both list as many.
    static func visit(
        _ layout: UnownedReference<Layout>, replacedBy current: UnownedReference<Layout>?,
        epoch: UInt64
    ) -> Visit? {
        layout.withObject { layout in
            guard let node = layout.nodeReference, !node.withObject({ $0.wasSkipped(by: epoch) })
            else { return nil }
            let children = layout.children
            let currentChildren: Layout.Children? = current?.withObject { current in
                guard current.children.count == children.count,
                    current.nodeReference?.withObject({ $0.mountedChildren(in: epoch) }) == true
                else { return nil }
                return current.children
            }
            return Visit(node: node, children: children, currentChildren: currentChildren)
        }
    }

    /// Calls `body` with the visited layout's children and the paired ones (see ``Visit``), unretained.
    static func withChildren(
        of visit: Visit,
        _ body: (
            Layout.Children.Unretained,
            Layout.Children.Unretained?
        ) -> Void
    ) {
        visit.children.withUnretained { children in
            if let currentChildren = visit.currentChildren {
                currentChildren.withUnretained { body(children, $0) }
            } else {
                body(children, nil)
            }
        }
    }

    /// Child `index` of the visited layout and the layout it was replaced by, or `nil` when the walk
    /// passes over it: the pass mounted the very same child layout at that index (in `current`, see
    /// ``Visit``). A child whose subtree the pass skipped is passed over by its own ``visit``.
    static func child(
        at index: Int, of children: Layout.Children.Unretained,
        current: Layout.Children.Unretained?
    )
        -> (child: UnownedReference<Layout>, replacement: UnownedReference<Layout>?)?
    {
        let child = children[index]
        var replacement: UnownedReference<Layout>?
        if let current {
            let other = current[index]
            if other === child { return nil }
            replacement = other
        }
        return (child, replacement)
    }

    /// Whether `node` is still mounted and pass `epoch` did not mount it.
    static func isRemoved(_ node: UnownedReference<Node>, epoch: UInt64) -> Bool {
        node.withObject { $0.mountEpoch != epoch && $0.mountState == .mounted }
    }
}

extension MountableNode {
    /// Whether pass `epoch` left this node's subtree mounted as it was.
    @MainActor fileprivate func wasSkipped(by epoch: UInt64) -> Bool { isSkipped && mountEpoch == epoch }

    /// Whether pass `epoch` mounted this node together with its children.
    @MainActor fileprivate func mountedChildren(in epoch: UInt64) -> Bool {
        mountEpoch == epoch && mountsChildren && mountState == .mounted
    }
}
