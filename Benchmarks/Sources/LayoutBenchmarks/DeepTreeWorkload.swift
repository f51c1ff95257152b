// DeepTreeWorkload: benchmark L2 — a "huge nested" tree of fixed-size flexible rows (benchmarks.md).

import TrellisLayout

/// The L2 tree: a row root over `deepTree(N)`, where deepTree(n) is n leaves for n ≤ 10, else 10 containers
/// each holding deepTree((n − 10) / 10). Every non-root node is a row with grow/shrink 1 and size 10×10.
final class DeepTreeWorkload {
    /// Expected values of benchmarks.md: node count and Σ(left+top+width+height).
    static let expectations: [Int: (nodes: Int, sum: Double)] = [
        1_000: (911, 10_810),
        10_000: (9_111, 93_010),
        100_000: (91_111, 913_110),
    ]

    let root: LayoutNode
    /// Every node, pre-order.
    private(set) var nodes: [LayoutNode] = []
    /// The leaf whose width toggles between 10 and 20 in re-layout (the middle leaf in document order).
    private(set) var changingLeaf: LayoutNode

    init(size: Int) throws(LayoutError) {
        var rootStyle = FlexStyle()
        rootStyle.flexDirection = .row
        root = LayoutNode(style: rootStyle)
        var itemStyle = FlexStyle()
        itemStyle.flexDirection = .row
        itemStyle.flexGrow = 1
        itemStyle.flexShrink = 1
        itemStyle.width = .points(10)
        itemStyle.height = .points(10)

        var nodes = [root]
        var leaves: [LayoutNode] = []
        func deepTree(_ n: Int, into parent: LayoutNode) throws(LayoutError) {
            if n <= 10 {
                for _ in 0..<n {
                    let leaf = LayoutNode(style: itemStyle)
                    try parent.appendChild(leaf)
                    nodes.append(leaf)
                    leaves.append(leaf)
                }
                return
            }
            for _ in 0..<10 {
                let container = LayoutNode(style: itemStyle)
                try parent.appendChild(container)
                nodes.append(container)
                try deepTree((n - 10) / 10, into: container)
            }
        }
        try deepTree(size, into: root)
        self.nodes = nodes
        changingLeaf = leaves[leaves.count / 2]
    }

    /// Σ(left + top + width + height) over every node.
    func layoutSum() -> Double {
        nodes.reduce(0) { sum, node in
            let layout = node.layout
            return sum + layout.left + layout.top + layout.width + layout.height
        }
    }

    /// Sets the changing leaf's width to 20 (`wide`) or back to 10; the style change marks it dirty.
    func toggleChangingLeaf(wide: Bool) {
        changingLeaf.style.width = .points(wide ? 20 : 10)
    }
}
