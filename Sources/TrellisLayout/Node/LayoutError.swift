// LayoutError: typed errors for illegal tree edits.

/// An illegal edit of a layout tree.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `insertChild(_:at:)` with an index outside `0...children.count`.
    case indexOutOfRange(index: Int, count: Int)
    /// Inserting a node into its own subtree.
    case cycle
    /// `removeChild(_:)` of a node that is not a child.
    case notAChild
    /// Adding or removing children of a tree while it is being laid out (e.g. from a measure function).
    case mutationDuringLayout

    /// A readable message.
    public var description: String {
        switch self {
        case let .indexOutOfRange(index, count):
            "LayoutNode.insertChild: index \(index) is outside 0...\(count)"
        case .cycle: "LayoutNode.insertChild: a node cannot be inserted into its own subtree"
        case .notAChild: "LayoutNode.removeChild: the node is not a child of this node"
        case .mutationDuringLayout:
            "LayoutNode: children cannot be added or removed while the tree is being laid out"
        }
    }
}
