// ViewOwnership: per-view mount bookkeeping — the owning component, applied attributes, pool membership.
import TrellisUI
/// What Trellis remembers about a view it mounted (ComponentKit keeps these as associated objects).
@MainActor final class ViewRecord {
    weak var view: View?
    weak var owner: TreeNode?
    var applied: [ViewAttributeValue] = []
    var inReusePool = false
    /// Weak: the mount engine that created the pools owns them (and through them the pooled views), so
    /// views don't outlive their tree through this registry.
    weak var containerPools: ContainerPools?
    var viewClass: ViewClass?

    init(view: View) { self.view = view }
}

/// A registry from views to their ``ViewRecord``; entries whose view is gone are swept periodically.
@MainActor enum ViewOwnership {
    private static var records: [ObjectIdentifier: ViewRecord] = [:]
    private static var insertionsSinceSweep = 0

    static func record(for view: View) -> ViewRecord {
        let id = ObjectIdentifier(view)
        if let record = records[id], record.view === view { return record }
        let record = ViewRecord(view: view)
        records[id] = record
        insertionsSinceSweep += 1
        if insertionsSinceSweep > 4096, insertionsSinceSweep > records.count {
            records = records.filter { $0.value.view != nil }
            insertionsSinceSweep = 0
        }
        return record
    }

    static func existingRecord(for view: View) -> ViewRecord? {
        guard let record = records[ObjectIdentifier(view)], record.view === view else { return nil }
        return record
    }

    static func owner(of view: View) -> TreeNode? { existingRecord(for: view)?.owner }
}
