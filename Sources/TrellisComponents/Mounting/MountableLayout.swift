// MountableLayout: what the mount layer needs of a laid-out tree (RenderCore's RCLayout) — a size, its
// node, and its children placed at offsets.
import TrellisLayout

/// A laid-out node: ComponentKit's `RCLayout`. An immutable tree, shared between passes and compared by
/// identity: a pass that meets the very layout a scoped node is mounted with may skip the subtree.
/// Its metatype is `Sendable` (as a class's is), so that the main-actor mount pass may walk layouts in
/// closures without capturing a non-`Sendable` metatype.
protocol MountableLayout: AnyObject, SendableMetatype {
    /// The nodes this kind of layout places.
    associatedtype Node: MountableNode where Node.Layout == Self
    /// The positioned children.
    associatedtype Children: MountableChildren where Children.Layout == Self

    /// The node's size.
    var size: LayoutSize { get }
    /// The children, in mount (z) order.
    var children: Children { get }
    /// The node laid out, unretained: the tree that made the layout keeps it alive (`nil`: nothing to mount).
    var nodeReference: UnownedReference<Node>? { get }
}
