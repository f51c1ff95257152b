// LayoutResolver: lays out a built tree — size resolution, the computeLayout hook, per-node caching.
import TrellisLayout

/// Computes layouts. Reused subtrees keep their cached layout for the same constraints, which is what
/// makes a state update deep in a large tree cheap to lay out.
enum LayoutResolver {
    /// ComponentKit's `layoutThatFits:parentSize:` — resolves the component's size, intersects it into
    /// `range`, runs the hook, clamps, caches.
    ///
    /// The parent's range wins (`constrainedSize.intersect(resolvedSize)`): where the component's own size
    /// does not overlap it, the result is the point of `range` nearest to that size. A container has
    /// already weighed each child's size (a flexbox grows or shrinks it), so the range it gives is final.
    static func layout(_ node: TreeNode, thatFits range: SizeRange, parentSize: LayoutSize?) -> ComponentLayout {
        if let cached = node.withLayoutCache({ $0.layout(for: range, parentSize: parentSize) }) { return cached }
        let resolved = resolve(node.component.size, parentSize: parentSize)
        let constrained = range.intersect(resolved)
        var layout: ComponentLayout
        if let previous = node.withLayoutCache({ $0.takePreviousLayouts() }) {
            if let spliced = splice(node, previous, range: range, parentSize: parentSize, constrained: constrained) {
                layout = spliced
            } else {
                layout = compute(node, constrained, parentSize)
            }
        } else {
            layout = compute(node, constrained, parentSize)
        }
        if layout.node != nil {
            // The hook returned a child's layout as its own: wrap it so each layout names one node.
            layout = ComponentLayout(size: layout.size, childAtOrigin: layout)
        }
        layout.size = constrained.clamp(layout.size)
        layout.node = node
        layout.cacheRange = range
        layout.cacheParentSize = parentSize
        node.withLayoutCache { $0.insert(layout) }
        return layout
    }

    private static func compute(_ node: TreeNode, _ constrained: SizeRange, _ parentSize: LayoutSize?)
        -> ComponentLayout
    {
        node.component.computeLayout(
            thatFits: constrained,
            children: LayoutChildren(nodes: node.children, parentSize: parentSize, context: node.context))
    }

    /// A path-rebuilt node whose previous version left a spliceable layout under the same constraints (see
    /// ``LayoutSplicing``): that layout with the changed children's new layouts, if they answer every
    /// query the same. The cast runs only for such a node, never on a plain layout.
    private static func splice(
        _ node: TreeNode, _ previous: PreviousLayouts, range: SizeRange, parentSize: LayoutSize?,
        constrained: SizeRange
    ) -> ComponentLayout? {
        guard let entry = previous.entries.first(where: { $0.cacheRange == range && $0.cacheParentSize == parentSize }),
            entry.isSpliceable, let splicing = node.component as? any LayoutSplicing
        else { return nil }
        return splicing.splice(
            entry, thatFits: constrained, previousChildren: previous.previousChildren,
            children: node.children)
    }

    /// Resolves a ``ComponentSize`` against the parent's size into a size range.
    static func resolve(_ size: ComponentSize, parentSize: LayoutSize?) -> SizeRange {
        size.resolve(parentWidth: parentSize?.width, parentHeight: parentSize?.height)
    }
}
