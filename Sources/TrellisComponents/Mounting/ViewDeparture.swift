// ViewDeparture: a view animating out after its component left the tree: neither in use nor pooled.
import Foundation
import TrellisUI

/// A view animating out after its component left the tree — or held for a component that may be about
/// to: it stays in its pool's slot, shown, and no pass vends it, until its animations end.
@MainActor final class ViewDeparture {
    /// The pools holding the view.
    weak var pools: ContainerPools?
    /// While the view is only held: the component it is held for (its owner when the hold began).
    var heldFor: TreeNode?
    /// The values the view was mounted with, restored before it is pooled (its attributes are still
    /// recorded as applied).
    var mountedValues: AnimatedValues?
    /// Animations still to end.
    var remaining = 0

    init(pools: ContainerPools?) { self.pools = pools }
}
