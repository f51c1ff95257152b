// ViewDeparture: a view animating out after its component left the tree: neither in use nor pooled.
import Foundation
import TrellisUI

/// A view animating out after its component left the tree — or held for a component that may be about
/// to: it stays in its pool's slot, shown, and no pass vends it, until its animations end.
@MainActor final class ViewDeparture<Node: MountableNode> {
    /// The pools holding the view.
    weak var pools: ContainerPools<Node>?
    /// While the view is only held: the node it is held for (its owner when the hold began).
    var heldFor: Node?
    /// The values the view was mounted with, restored before it is pooled (its attributes are still
    /// recorded as applied).
    var mountedValues: AnimatedValues?
    /// Animations still to end.
    var remaining = 0

    init(pools: ContainerPools<Node>?) { self.pools = pools }
}
