// ViewOwnership: per-view mount bookkeeping — the owning component, applied attributes, pool membership.
import TrellisUI

/// What Trellis remembers about a view it mounted (ComponentKit keeps these as associated objects).
@MainActor final class ViewRecord {
    // Strong: records exist only for pooled views, and are dropped when their pool goes away.
    let view: View
    @exclusivity(unchecked) var owner: TreeNode?
    @exclusivity(unchecked) var applied: [ViewAttributeValue] = []
    @exclusivity(unchecked) var inReusePool = false
    /// Weak: the mount engine that created the pools owns them (and through them the pooled views), so
    /// views don't outlive their tree through this registry.
    weak var containerPools: ContainerPools?
    @exclusivity(unchecked) var viewClass: ViewClass?

    init(view: View) { self.view = view }
}

/// A registry from views to their ``ViewRecord``. Entries of pooled views are removed when their pool
/// goes away (``ContainerPools``' deinit); root views' entries when their pools do.
@MainActor enum ViewOwnership {
    private static var records: [ObjectIdentifier: ViewRecord] = [:]

    static func record(for view: View) -> ViewRecord {
        let id = ObjectIdentifier(view)
        if let record = records[id], record.view === view { return record }
        let record = ViewRecord(view: view)
        records[id] = record
        return record
    }

    static func remove(_ view: View) {
        let id = ObjectIdentifier(view)
        if let record = records[id], record.view === view { records[id] = nil }
    }

    static func existingRecord(for view: View) -> ViewRecord? {
        guard let record = records[ObjectIdentifier(view)], record.view === view else { return nil }
        return record
    }

    static func owner(of view: View) -> TreeNode? { existingRecord(for: view)?.owner }
}
