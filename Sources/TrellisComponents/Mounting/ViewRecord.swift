// ViewRecord: per-view mount bookkeeping — the owning component, applied attributes, pool membership.
import TrellisUI

/// What Trellis remembers about a view it mounted (ComponentKit keeps these as associated objects; here
/// the view stores it, see `View.componentRecord`). The mount layer makes and writes every record; the
/// model reads the ``ViewOwnerRecord`` part.
@MainActor final class ViewRecord: ViewOwnerRecord {
    var inReusePool = false
    var viewClass: ViewClass?
    /// Whether the owner's component animates on final unmount (so a pass that leaves the view unused
    /// waits to hide it until it knows whether the owner left the tree).
    var animatesOut = false
    /// Set while the view animates out after its component left: neither in use nor pooled.
    var departure: ViewDeparture?

    /// The pools the view hosts its children's views in.
    var containerPools: ContainerPools? {
        get { containerPoolsObject.map { unsafeDowncast($0, to: ContainerPools.self) } }
        set { containerPoolsObject = newValue }
    }
}

/// The mount layer's access to the ``ViewRecord`` a view carries. Records of pooled views are dropped when
/// their pool goes away (``ContainerPools``' deinit), so a view handed to another tree starts clean.
extension ViewOwnership {
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
}
