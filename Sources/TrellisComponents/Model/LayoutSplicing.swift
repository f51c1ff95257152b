// LayoutSplicing: a layout component that can update its previous layout in place when a state update
// changed only a few of its children.
import TrellisLayout

/// A layout component that can reuse its previous layout after a state update deep in one of its
/// children, replacing only the changed children's layouts.
///
/// Why: a state update rebuilds the path from the root to the changed scope, so every container on that
/// path gets a new node with no cached layout. Laying out a long list's container again would measure
/// every row; a container whose layout depends on each child only through a few answers (its basis, its
/// size on the line) can check that the changed children answer the same and keep the rest.
/// ``LayoutResolver`` offers the previous layout only when it was marked
/// ``ComponentLayout/isSpliceable`` by this component under the same constraints.
protocol LayoutSplicing: Component {
    /// `previousLayout` (laid out by this component's previous version in `range`, over
    /// `previousChildren`, and marked spliceable) with the layouts of the children that differ now, or
    /// `nil` when the changed children would change anything else: the caller then lays out in full.
    /// Must return exactly what a full layout would.
    func splice(
        _ previousLayout: ComponentLayout, thatFits range: SizeRange, previousChildren: NodeChildren,
        children: NodeChildren
    ) -> ComponentLayout?
}
