// ViewOwnership: what the model reads of a mounted view — the node that owns it, what was applied to it,
// and the pools it sits in — so that actions and gestures find their sender.
import TrellisUI

/// The mount record of a view that a component tree mounted.
typealias ViewOwnerRecord = ViewRecord<TreeNode>

/// Access to the records views carry.
@MainActor enum ViewOwnership {
    /// The record of `view`, if Trellis mounted it.
    static func existingOwnerRecord(for view: View) -> ViewOwnerRecord? { ViewOwnerRecord.existing(on: view) }

    /// The node whose component owns `view`, if any.
    static func owner(of view: View) -> TreeNode? { existingOwnerRecord(for: view)?.owner }
}
