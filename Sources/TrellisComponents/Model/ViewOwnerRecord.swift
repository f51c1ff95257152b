// ViewOwnerRecord: what the model reads of a mounted view — the node that owns it, what was applied to
// it, and the pools it sits in — so that actions and gestures find their sender without the mount layer.
import TrellisUI

/// The part of a view's mount record (``ViewRecord``) that components, actions and gestures read. The
/// mount layer makes every record (as a ``ViewRecord``) and writes it; `View.componentRecord` holds it.
@MainActor class ViewOwnerRecord {
    var owner: TreeNode?
    /// What was applied last: a configuration's list (its very storage) or a content attribute.
    var applied = ConfiguredAttributes.list([])
    /// The value of the content attribute in `applied` (a copy of the component it was applied for).
    var appliedContent: any Sendable = ()
    /// The pools the view hosts its children's views in (a ``ViewRecord``'s `containerPools`), as an
    /// identity. Weak: the mount engine that created the pools owns them (and through them the pooled
    /// views), so views don't outlive their tree through their records.
    weak var containerPoolsObject: AnyObject?
}

/// Access to the records views carry.
@MainActor enum ViewOwnership {
    /// The record of `view`, if Trellis mounted it.
    static func existingOwnerRecord(for view: View) -> ViewOwnerRecord? {
        // Not `Optional.map`: its main-actor closure would check the executor on every call.
        guard let record = view.componentRecord else { return nil }
        return unsafeDowncast(record, to: ViewOwnerRecord.self)
    }

    /// The node whose component owns `view`, if any.
    static func owner(of view: View) -> TreeNode? { existingOwnerRecord(for: view)?.owner }
}
