// ViewRecord: per-view mount bookkeeping — the owning node, applied attributes, pool membership.
import TrellisUI

/// What Trellis remembers about a view it mounted (ComponentKit keeps these as associated objects; here
/// the view stores it, see `View.componentRecord`). The mount layer makes and writes every record; the
/// component side reads its owner, what was applied and its pools, to find the sender of an action.
@MainActor final class ViewRecord<Node: MountableNode> {
    /// The node that owns the view.
    var owner: Node?
    /// What was applied last: a configuration's list (its very storage) or a content attribute.
    var applied = ConfiguredAttributes.list([])
    /// The value of the content attribute in `applied` (a copy of the content it was applied for).
    var appliedContent: any Sendable = ()
    /// The pools the view hosts its children's views in (``containerPools``), as an identity. Weak: the
    /// mount engine that created the pools owns them (and through them the pooled views), so views don't
    /// outlive their tree through their records.
    weak var containerPoolsObject: AnyObject?
    var inReusePool = false
    var viewClass: ViewClass?
    /// Whether the owner's component animates on final unmount (so a pass that leaves the view unused
    /// waits to hide it until it knows whether the owner left the tree).
    var animatesOut = false
    /// Set while the view animates out after its component left: neither in use nor pooled.
    var departure: ViewDeparture<Node>?

    /// The pools the view hosts its children's views in.
    var containerPools: ContainerPools<Node>? {
        get { containerPoolsObject.map { unsafeDowncast($0, to: ContainerPools<Node>.self) } }
        set { containerPoolsObject = newValue }
    }

    /// The record of `view`, made if it has none. Records of pooled views are dropped when their pool
    /// goes away (``ContainerPools``' deinit), so a view handed to another tree starts clean.
    static func of(_ view: View) -> ViewRecord {
        if let record = view.componentRecord { return unsafeDowncast(record, to: ViewRecord.self) }
        let record = ViewRecord()
        view.componentRecord = record
        return record
    }

    /// The record of `view`, if Trellis mounted it.
    static func existing(on view: View) -> ViewRecord? {
        // Not `Optional.map`: its main-actor closure would check the executor on every call.
        guard let record = view.componentRecord else { return nil }
        return unsafeDowncast(record, to: ViewRecord.self)
    }

    /// Drops the record of `view`.
    static func remove(from view: View) { view.componentRecord = nil }
}
