// NodeChildren: a tree node's built children in one word — a lone child is stored without an array.

/// The children of a ``TreeNode``, in order.
///
/// Every render (composite) component has exactly one child: keeping a lone child inline spares its node
/// an array allocation (48 bytes) that lives as long as the node. Both cases are one reference, so this
/// is one word, as the array was.
struct NodeChildren: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    private enum Storage {
        case one(TreeNode)
        case list([TreeNode])
    }

    private let storage: Storage

    /// No children.
    static let none = NodeChildren([])

    /// `nodes`, stored inline when there is one.
    init(_ nodes: [TreeNode]) {
        storage = nodes.count == 1 ? .one(nodes[0]) : .list(nodes)
    }

    /// The children listed.
    init(arrayLiteral nodes: TreeNode...) {
        self.init(nodes)
    }

    /// A single child.
    init(one node: TreeNode) {
        storage = .one(node)
    }

    /// The first child's index.
    var startIndex: Int { 0 }

    /// One past the last child's index.
    var endIndex: Int {
        switch storage {
        case .one: 1
        case .list(let nodes): nodes.count
        }
    }

    /// The child at `position`.
    subscript(position: Int) -> TreeNode {
        switch storage {
        case .one(let node):
            precondition(position == 0, "child index out of range")
            return node
        case .list(let nodes):
            return nodes[position]
        }
    }

    /// Whether the one child is stored inline (no array).
    var isInline: Bool {
        if case .one = storage { return true }
        return false
    }

    /// The children as an array (allocates for a lone child; for the rare paths that edit the list).
    var array: [TreeNode] {
        switch storage {
        case .one(let node): [node]
        case .list(let nodes): nodes
        }
    }
}
