// ViewOwnership: per-view mount bookkeeping — the owning component, applied attributes, pool membership.
import TrellisUI

/// What Trellis remembers about a view it mounted (ComponentKit keeps these as associated objects; here
/// the view stores it, see `View.componentRecord`).
@MainActor final class ViewRecord {
    @exclusivity(unchecked) var owner: TreeNode?
    /// What was applied last: a configuration's list (its very storage) or a content attribute.
    @exclusivity(unchecked) var applied = ConfiguredAttributes.list([])
    /// The value of the content attribute in `applied` (a copy of the component it was applied for).
    @exclusivity(unchecked) var appliedContent: any Sendable = ()
    @exclusivity(unchecked) var inReusePool = false
    /// Weak: the mount engine that created the pools owns them (and through them the pooled views), so
    /// views don't outlive their tree through their records.
    weak var containerPools: ContainerPools?
    @exclusivity(unchecked) var viewClass: ViewClass?
    /// Whether the owner's component animates on final unmount (so a pass that leaves the view unused
    /// waits to hide it until it knows whether the owner left the tree).
    @exclusivity(unchecked) var animatesOut = false
    /// Set while the view animates out after its component left: neither in use nor pooled.
    @exclusivity(unchecked) var departure: ViewDeparture?
}

/// Access to the ``ViewRecord`` a view carries. Records of pooled views are dropped when their pool goes
/// away (``ContainerPools``' deinit), so a view handed to another tree starts clean.
@MainActor enum ViewOwnership {
    static func record(for view: View) -> ViewRecord {
        if let record = view.componentRecord { return unsafeDowncast(record, to: ViewRecord.self) }
        let record = ViewRecord()
        view.componentRecord = record
        return record
    }

    static func remove(_ view: View) { view.componentRecord = nil }

    static func existingRecord(for view: View) -> ViewRecord? {
        // Not `Optional.map`: its main-actor closure would check the executor on every call.
        guard let record = view.componentRecord else { return nil }
        return unsafeDowncast(record, to: ViewRecord.self)
    }

    static func owner(of view: View) -> TreeNode? { existingRecord(for: view)?.owner }
}
