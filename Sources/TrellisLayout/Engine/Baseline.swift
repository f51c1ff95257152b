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

    /// The distance from the top of `node`'s border box to its last baseline.
    static func calculateLast(_ node: LayoutNode) -> Double {
        if let lastBaseline = node.lastBaseline {
            let value = lastBaseline(node.measuredWidth, node.measuredHeight)
            return value.isFinite ? value : node.measuredHeight
        }
        if node.storedBaseline != nil { return calculate(node) }
        let children = node.layoutChildren
        let lastLine = children.last(where: { $0.storedStyle.positionType != .absolute })?.lineIndex ?? 0
        var baselineChild: LayoutNode?
        for child in children.reversed() {
            if child.storedStyle.positionType == .absolute || child.storedStyle.display == .none { continue }
            if child.lineIndex < lastLine { break }
            if resolveChildAlignment(node, child) == .lastBaseline {
                baselineChild = child
                break
            }
            if baselineChild == nil { baselineChild = child }
        }
        guard let baselineChild else { return node.measuredHeight }
        return calculateLast(baselineChild) + baselineChild.posTop
    }

    /// Whether a row container aligns any in-flow item by its first or last baseline.
    static func isBaselineLayout(_ node: LayoutNode) -> Bool {
        if node.storedStyle.flexDirection.isColumn { return false }
        if node.storedStyle.alignItems.isBaseline { return true }
        for child in node.layoutChildren
        where child.storedStyle.positionType != .absolute && child.storedStyle.alignSelf.isBaseline {
            return true
        }
        return false
    }
}

extension Align {
    /// Whether the alignment is by first or last baseline.
    var isBaseline: Bool { self == .baseline || self == .lastBaseline }
}
