// Baseline: first-baseline computation for baseline alignment.

enum Baseline {
    /// The distance from the top of `node`'s border box to its first baseline.
    static func calculate(_ node: LayoutNode) -> Double {
        if let baseline = node.storedBaseline {
            let value = baseline(node.measuredWidth, node.measuredHeight)
            // A baseline function must return a finite value; otherwise the box's bottom edge is used.
            return value.isFinite ? value : node.measuredHeight
        }
        var baselineChild: LayoutNode?
        for child in node.layoutChildren {
            if child.lineIndex > 0 { break }
            if child.storedStyle.positionType == .absolute { continue }
            if resolveChildAlignment(node, child) == .baseline {
                baselineChild = child
                break
            }
            if baselineChild == nil { baselineChild = child }
        }
        guard let baselineChild else { return node.measuredHeight }
        return calculate(baselineChild) + baselineChild.posTop
    }

    /// Whether a row container aligns any in-flow item by baseline.
    static func isBaselineLayout(_ node: LayoutNode) -> Bool {
        if node.storedStyle.flexDirection.isColumn { return false }
        if node.storedStyle.alignItems == .baseline { return true }
        for child in node.layoutChildren
        where child.storedStyle.positionType != .absolute && child.storedStyle.alignSelf == .baseline {
            return true
        }
        return false
    }
}
