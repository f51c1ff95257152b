// LayoutChildren: a component's built children as seen by its computeLayout hook.
import TrellisLayout

/// The built children of a component, measurable during ``Component/computeLayout(thatFits:children:)``.
public struct LayoutChildren: RandomAccessCollection {
    let nodes: NodeChildren
    let parentSize: LayoutSize?
    /// The environment of the component being laid out (e.g. its text measurer).
    public let context: ComponentContext

    /// The first child's index.
    public var startIndex: Int { 0 }
    /// One past the last child's index.
    public var endIndex: Int { nodes.count }
    /// The child at `position`.
    public subscript(position: Int) -> LayoutChild { LayoutChild(node: nodes[position]) }
}

/// One built child, which can be laid out in a size range.
public struct LayoutChild {
    let node: TreeNode

    /// The child's component.
    public var component: any Component { node.component }

    /// Lays the child out within `range`; `parentSize` resolves the child's percentage sizes.
    public func layout(thatFits range: SizeRange, parentSize: LayoutSize? = nil) -> ComponentLayout {
        LayoutResolver.layout(node, thatFits: range, parentSize: parentSize)
    }
}
