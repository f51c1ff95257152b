// ComponentLayout: the Sendable result of laying out a component (ComponentKit's RCLayout).
import TrellisLayout

/// The size of a component and the positions of its children's layouts.
///
/// An immutable value tree (a class so unchanged subtrees are shared between generations and compared by
/// identity); safe to compute off the main actor and hand to it. A layout refers to its components
/// without owning them: use it while its ``ComponentRoot`` is alive.
public final class ComponentLayout: @unchecked Sendable {
    /// A child layout placed at a position in its parent.
    public struct Child: Sendable {
        /// Top-left corner in the parent's coordinates.
        public var position: LayoutPoint
        /// The child's layout.
        public var layout: ComponentLayout
        /// Places `layout` at `position`.
        public init(position: LayoutPoint, layout: ComponentLayout) {
            self.position = position
            self.layout = layout
        }
    }

    /// The component's size.
    @exclusivity(unchecked) public internal(set) var size: LayoutSize
    /// The positioned children, in mount (z) order.
    public let children: Children
    // Set once by the layout engine, before the layout is shared. Unowned: nodes cache their own layouts,
    // so a strong reference would be a cycle; the tree (generation / mount engine) keeps nodes alive.
    // Unchecked (``UnownedReference``): checked unowned references cost a side count per retain, on every
    // node; and a mount pass can look at a row's node through it without retaining it.
    @exclusivity(unchecked) var nodeReference: UnownedReference<TreeNode>?
    var node: TreeNode? {
        get { nodeReference?.object }
        set {
            if let newValue { nodeReference = UnownedReference(newValue) } else { nodeReference = nil }
        }
    }
    /// The constraints this layout answers in its node's cache (set by the layout engine with `node`).
    @exclusivity(unchecked) var cacheRange = SizeRange.unconstrained
    @exclusivity(unchecked) var cacheParentSize: LayoutSize?
    /// Whether its component may update this layout in place after a state update changed a few of its
    /// children (see ``LayoutSplicing``): set by the component that computed it, when its splice can
    /// reproduce what a full layout would return.
    // Last: beside the optional's tag byte, it needs no padding of its own, and a layout is 98 bytes
    // (a 112-byte allocation rather than 128).
    @exclusivity(unchecked) var isSpliceable = false

    /// Makes a layout of `size` with positioned `children` (which must come from
    /// ``LayoutChild/layout(thatFits:parentSize:)``).
    public init(size: LayoutSize, children: [Child] = []) {
        self.size = size
        self.children = Children(children)
    }

    /// Makes a layout of `size` with one child, `layout`, at its origin: a render component's layout.
    public init(size: LayoutSize, childAtOrigin layout: ComponentLayout) {
        self.size = size
        children = Children(atOrigin: layout)
    }

    /// The component this layout is for.
    public var component: (any Component)? { node?.component }

    /// The frame of every descendant layout of a component of type `T`, in this layout's coordinates.
    public func frames<T: Component>(of type: T.Type) -> [(component: T, x: Double, y: Double, size: LayoutSize)] {
        var result: [(T, Double, Double, LayoutSize)] = []
        func visit(_ layout: ComponentLayout, _ x: Double, _ y: Double) {
            if let component = layout.node?.component as? T { result.append((component, x, y, layout.size)) }
            for child in layout.children { visit(child.layout, x + child.position.x, y + child.position.y) }
        }
        visit(self, 0, 0)
        return result
    }
}
