// ReusePool: the views of one reuse key in one container, vended by position during a mount pass (§2.4),
// and the key itself.
import TrellisUI

/// Reuse key: (component type, view class, persistent attribute shape).
struct ViewKey: Hashable {
    let componentType: ObjectIdentifier
    let viewClass: Int
    let shape: [Int]
}

/// The views of one key in one container, vended by position during a pass.
@MainActor final class ReusePool {
    let key: ViewKey
    /// Position in the container's pool order.
    let ordinal: Int
    @exclusivity(unchecked) var views: [View] = []
    /// A container-wide number per view, parallel to `views` (vend order is tracked with these numbers,
    /// which costs no reference counting).
    @exclusivity(unchecked) var viewIDs: [Int] = []
    @exclusivity(unchecked) var cursor = 0
    /// Recycling by identity: the pass each view was last vended (or kept) in, parallel to `views`, and
    /// where the search for a free view goes on from.
    @exclusivity(unchecked) var passes: [UInt64] = []
    @exclusivity(unchecked) var freeSearchStart = 0

    init(key: ViewKey, ordinal: Int) {
        self.key = key
        self.ordinal = ordinal
    }
}
