// ReusePool / ContainerPools: view recycling per container view with positional vending (§2.4).
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

    init(key: ViewKey, ordinal: Int) {
        self.key = key
        self.ordinal = ordinal
    }
}

/// One vended view: its pool (by ordinal) and position in the pool.
struct VendSlot: Equatable {
    let pool: Int
    let index: Int
}

/// All reuse pools of one container view.
@MainActor final class ContainerPools {
    weak var container: View?
    @exclusivity(unchecked) private var pools: [ViewKey: ReusePool] = [:]
    @exclusivity(unchecked) private var poolOrder: [ReusePool] = []
    @exclusivity(unchecked) private var nextViewID = 0
    @exclusivity(unchecked) private var vended: [Int] = []
    @exclusivity(unchecked) private var vendedSlots: [VendSlot] = []
    @exclusivity(unchecked) private var lastVended: [Int] = []
    @exclusivity(unchecked) private var lastCursors: [Int] = []
    /// The first view number allocated in the current pass.
    @exclusivity(unchecked) private var passFirstNewID = 0

    init(container: View) { self.container = container }

    isolated deinit {
        for pool in poolOrder { for view in pool.views { ViewOwnership.remove(view) } }
        if let container, ViewOwnership.existingRecord(for: container)?.containerPools == nil,
           ViewOwnership.existingRecord(for: container)?.owner == nil {
            ViewOwnership.remove(container)
        }
    }

    /// The pools of `view`, created (and retained by `owner`) if needed.
    static func pools(for view: View, retainedBy owner: MountEngine) -> ContainerPools {
        let record = ViewOwnership.record(for: view)
        if let pools = record.containerPools {
            owner.retain(pools)
            return pools
        }
        let pools = ContainerPools(container: view)
        record.containerPools = pools
        owner.retain(pools)
        return pools
    }

    func beginPass() {
        passFirstNewID = nextViewID
        vended.removeAll(keepingCapacity: true)
        vendedSlots.removeAll(keepingCapacity: true)
        for pool in poolOrder { pool.cursor = 0 }
    }

    /// Views vended so far in this pass.
    var vendedCount: Int { vended.count }

    /// What was vended since `start` (a subtree's views), as contiguous per-pool runs in vend order.
    func records(since start: Int) -> [VendRecord] {
        guard start < vendedSlots.count else { return [] }
        var records: [VendRecord] = []
        var index = start
        while index < vendedSlots.count {
            let slot = vendedSlots[index]
            var count = 1
            while index + count < vendedSlots.count, vendedSlots[index + count].pool == slot.pool,
                  vendedSlots[index + count].index == slot.index + count {
                count += 1
            }
            records.append(VendRecord(pool: slot.pool, start: slot.index, count: count))
            index += count
        }
        return records
    }

    /// Whether a subtree that vended `records` last time would get exactly the same views now.
    func canSkip(_ records: [VendRecord]) -> Bool {
        if records.count == 1 {
            let record = records[0]
            guard record.pool < poolOrder.count else { return false }
            let pool = poolOrder[record.pool]
            return pool.cursor == record.start && record.start + record.count <= pool.views.count
        }
        var cursors: [Int: Int] = [:]
        for record in records {
            guard record.pool < poolOrder.count else { return false }
            let pool = poolOrder[record.pool]
            let cursor = cursors[record.pool] ?? pool.cursor
            guard cursor == record.start, record.start + record.count <= pool.views.count else { return false }
            cursors[record.pool] = cursor + record.count
        }
        return true
    }

    /// Marks a skipped subtree's views as vended again, in their original order.
    func skip(_ records: [VendRecord]) {
        for record in records {
            let pool = poolOrder[record.pool]
            for index in record.start..<(record.start + record.count) {
                vended.append(pool.viewIDs[index])
                vendedSlots.append(VendSlot(pool: record.pool, index: index))
            }
            pool.cursor = record.start + record.count
        }
    }

    /// The next view for `key`: the n-th request in this pass gets the pool's n-th view.
    func vend(_ key: ViewKey, _ viewClass: ViewClass, analytics: inout MountAnalytics) -> (View, ViewRecord) {
        let pool: ReusePool
        if let existing = existingPool(key) {
            pool = existing
        } else {
            pool = ReusePool(key: key, ordinal: poolOrder.count)
            pools[key] = pool
            poolOrder.append(pool)
        }
        let view: View
        if pool.cursor < pool.views.count {
            view = pool.views[pool.cursor]
            analytics.viewsReused += 1
        } else {
            view = viewClass.make()
            pool.views.append(view)
            pool.viewIDs.append(nextViewID)
            nextViewID += 1
            container?.addSubview(view)
            analytics.viewsAllocated += 1
        }
        vendedSlots.append(VendSlot(pool: pool.ordinal, index: pool.cursor))
        vended.append(pool.viewIDs[pool.cursor])
        pool.cursor += 1
        let record = ViewOwnership.record(for: view)
        if record.viewClass == nil { record.viewClass = viewClass }
        return (view, record)
    }

    /// The pool for `key`, if any. A container usually has a handful of pools: comparing keys in a plain
    /// loop beats hashing them (and a main-actor closure handed to `first(where:)` would check the
    /// executor per element).
    private func existingPool(_ key: ViewKey) -> ReusePool? {
        guard poolOrder.count <= 4 else { return pools[key] }
        for pool in poolOrder where pool.key == key { return pool }
        return nil
    }

    /// End of pass: unhide vended views, hide the rest, then order the container's subviews by vend order.
    func endPass(analytics: inout MountAnalytics) {
        for pool in poolOrder {
            // Views below both this and the last pass's cursor were vended both times: nothing changes.
            while lastCursors.count <= pool.ordinal { lastCursors.append(0) }
            let stable = min(pool.cursor, lastCursors[pool.ordinal])
            lastCursors[pool.ordinal] = pool.cursor
            for index in stable..<pool.views.count {
                let view = pool.views[index]
                let record = ViewOwnership.record(for: view)
                if index < pool.cursor {
                    if view.isHidden {
                        view.isHidden = false
                        analytics.viewsUnhidden += 1
                    }
                    if record.inReusePool { Self.leavePool(view) }
                } else {
                    if !view.isHidden {
                        view.isHidden = true
                        analytics.viewsHidden += 1
                    }
                    if !record.inReusePool { Self.enterPool(view) }
                }
            }
        }
        reorderSubviews()
        swap(&lastVended, &vended)
        vended.removeAll(keepingCapacity: true)
    }

    /// Hides every pooled view (detach).
    func hideAll(analytics: inout MountAnalytics) {
        beginPass()
        endPass(analytics: &analytics)
    }

    private static func enterPool(_ view: View) {
        let record = ViewOwnership.record(for: view)
        guard !record.inReusePool else { return }
        record.inReusePool = true
        record.viewClass?.didEnterReusePool?(view)
        // Hiding a parent puts the descendants it mounted in the pool too (without hiding them).
        if let pools = record.containerPools {
            for pool in pools.poolOrder { for child in pool.views where !child.isHidden { enterPool(child) } }
        }
    }

    private static func leavePool(_ view: View) {
        let record = ViewOwnership.record(for: view)
        guard record.inReusePool else { return }
        record.inReusePool = false
        record.viewClass?.willLeaveReusePool?(view)
        if let pools = record.containerPools {
            for pool in pools.poolOrder { for child in pool.views where !child.isHidden { leavePool(child) } }
        }
    }

    /// Swaps subviews (never removes them, so no hierarchy callbacks fire) until vended views appear in
    /// vend order in the slots occupied by pooled views; other subviews keep their places.
    private func reorderSubviews() {
        guard let container, vended.count > 1, vended != lastVended else { return }
        // Already in order: last pass's views in the same order, then views created in this pass
        // (appended to the container in creation order, which is vend order).
        if vended.count >= lastVended.count, vended[..<lastVended.count].elementsEqual(lastVended) {
            var expected = passFirstNewID
            var appendedInOrder = true
            for id in vended[lastVended.count...] {
                if id != expected { appendedInOrder = false; break }
                expected += 1
            }
            if appendedInOrder { return }
        }
        var viewsByID: [Int: View] = [:]
        for pool in poolOrder { for (index, view) in pool.views.enumerated() { viewsByID[pool.viewIDs[index]] = view } }
        let order = vended.compactMap { viewsByID[$0] }
        let subviews = container.subviews
        var slots: [Int] = []
        var indexOf: [ObjectIdentifier: Int] = [:]
        let pooled = Set(viewsByID.values.map(ObjectIdentifier.init))
        for (index, view) in subviews.enumerated() where pooled.contains(ObjectIdentifier(view)) {
            slots.append(index)
            indexOf[ObjectIdentifier(view)] = index
        }
        var current = subviews
        for (position, view) in order.enumerated() where position < slots.count {
            let target = slots[position]
            guard let from = indexOf[ObjectIdentifier(view)], from != target else { continue }
            container.exchangeSubview(at: target, withSubviewAt: from)
            let displaced = current[target]
            current.swapAt(target, from)
            indexOf[ObjectIdentifier(view)] = target
            indexOf[ObjectIdentifier(displaced)] = from
        }
    }
}
