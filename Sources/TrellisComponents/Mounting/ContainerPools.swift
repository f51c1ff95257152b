// ContainerPools: every reuse pool of one container view, the pass's vend sequence and its records, and
// recycling by identity for the rows of a list.
import TrellisUI

/// A point in a pass's vend sequence: the number of runs and the length of the last one then (a later
/// vend may extend that run).
struct VendPosition {
    let runs: Int
    let lastCount: Int
}

/// All reuse pools of one container view.
///
/// Views are vended by position: the n-th request for a key in a pass gets the pool's n-th view, so a
/// subtree that mounts in the same place among its siblings gets the same views without any lookup.
/// A list's container recycles by identity instead (``recyclesByIdentity``): scrolling shifts every row
/// by one place, and positional vending would hand each row that stays its neighbour's views (a remount
/// of every row in view). There, before a pass, the views of the children that will be skipped are kept
/// for them (``reserve(_:)``); the children that mount take any other view, preferring their own, so
/// rows that stay keep theirs and rows that enter take those of rows that left (UITableView's reuse).
@MainActor final class ContainerPools<Node: MountableNode> {
    private typealias Record = ViewRecord<Node>

    weak var container: View?
    /// Whether rows that stay keep their views (see above); their order among the container's subviews
    /// is then left as it is (rows do not overlap, and focus order follows frames).
    @exclusivity(unchecked) var recyclesByIdentity = false
    /// The animator of the engine mounting into the container (views animating out stay out of the pool).
    weak var animator: MountAnimator<Node>?
    /// The current pass's number, for ``ReusePool/passes``.
    @exclusivity(unchecked) private var pass: UInt64 = 0
    @exclusivity(unchecked) private var pools: [ViewKey: ReusePool] = [:]
    @exclusivity(unchecked) private var poolOrder: [ReusePool] = []
    @exclusivity(unchecked) private var nextViewID = 0
    /// What this pass vended, in order, as runs of consecutive views of one pool: a skipped subtree or a
    /// long list adds one run, not one entry per view.
    @exclusivity(unchecked) private var vended: [VendRecord] = []
    @exclusivity(unchecked) private var lastVended: [VendRecord] = []
    @exclusivity(unchecked) private var lastCursors: [Int] = []
    /// The first view number allocated in the current pass.
    @exclusivity(unchecked) private var passFirstNewID = 0
    /// The slots (pool ordinal, index) this pass passed over because their views were held (see
    /// ``isHeld(_:requester:)``): not in use, whatever the cursor says.
    @exclusivity(unchecked) private var heldSlots: [(pool: Int, index: Int)] = []

    init(container: View) { self.container = container }

    isolated deinit {
        for pool in poolOrder { for view in pool.views { Record.remove(from: view) } }
        if let container, Record.existing(on: container)?.containerPools == nil,
            Record.existing(on: container)?.owner == nil
        {
            Record.remove(from: container)
        }
    }

    /// The pools of `view`, created (and retained by `owner`) if needed.
    static func pools(for view: View, retainedBy owner: MountEngine<Node.Layout>) -> ContainerPools {
        let record = Record.of(view)
        if let pools = record.containerPools {
            owner.retain(pools)
            pools.animator = owner.animator
            return pools
        }
        let pools = ContainerPools(container: view)
        record.containerPools = pools
        owner.retain(pools)
        pools.animator = owner.animator
        return pools
    }

    /// The pools of `view`, if it has any.
    static func existing(for view: View) -> ContainerPools? {
        Record.existing(on: view)?.containerPools
    }

    func beginPass() {
        passFirstNewID = nextViewID
        pass &+= 1
        vended.removeAll(keepingCapacity: true)
        heldSlots.removeAll()
        for pool in poolOrder {
            pool.cursor = 0
            pool.freeSearchStart = 0
        }
    }

    /// Recycling by identity: keeps the views of `records` (a child that this pass will skip) for it, so
    /// that no child mounting before it takes them.
    func reserve(_ records: VendRecords) {
        records.forEach { record in
            guard record.pool < poolOrder.count else { return }
            let pool = poolOrder[record.pool]
            let end = min(record.start + record.count, pool.views.count)
            guard record.start >= 0, record.start < end else { return }
            for index in record.start..<end { pool.passes[index] = pass }
        }
    }

    /// Recycling by identity: whether `record`'s views are all kept for this pass (see ``reserve(_:)``).
    private func isReserved(_ record: VendRecord) -> Bool {
        guard record.pool < poolOrder.count, record.start >= 0 else { return false }
        let pool = poolOrder[record.pool]
        guard record.start + record.count <= pool.views.count else { return false }
        for index in record.start..<(record.start + record.count) where pool.passes[index] != pass { return false }
        return true
    }

    /// Where the vend sequence stands now (to collect a subtree's records afterwards).
    var vendPosition: VendPosition { VendPosition(runs: vended.count, lastCount: vended.last?.count ?? 0) }

    /// Appends `count` views of pool `pool` from `start` to the vend sequence, extending the last run
    /// when they continue it.
    private func noteVended(pool: Int, start: Int, count: Int) {
        let lastIndex = vended.count - 1
        if lastIndex >= 0, vended[lastIndex].pool == pool, vended[lastIndex].start + vended[lastIndex].count == start {
            vended[lastIndex].count += count
        } else {
            vended.append(VendRecord(pool: pool, start: start, count: count))
        }
    }

    /// What was vended since `position` (a subtree's views), as contiguous per-pool runs in vend order.
    func records(since position: VendPosition) -> VendRecords {
        var first: VendRecord?
        var index = position.runs
        if position.runs > 0 {
            // The run that was last at that position may have grown since.
            let run = vended[position.runs - 1]
            if run.count > position.lastCount {
                first = VendRecord(
                    pool: run.pool, start: run.start + position.lastCount, count: run.count - position.lastCount)
            }
        } else if !vended.isEmpty {
            first = vended[0]
            index = 1
        }
        guard let first else {
            guard index < vended.count else { return .none }
            return index + 1 == vended.count ? .one(vended[index]) : .many(Array(vended[index...]))
        }
        return index == vended.count ? .one(first) : .many([first] + vended[index...])
    }

    /// Marks `record`'s views (an unchanged subtree's, one run) vended again, if the pool's cursor stands
    /// at its start; otherwise changes nothing.
    func vendSameViews(as record: VendRecord) -> Bool {
        if recyclesByIdentity {
            guard isReserved(record) else { return false }
            noteVended(pool: record.pool, start: record.start, count: record.count)
            return true
        }
        guard record.pool < poolOrder.count else { return false }
        // Unretained: `poolOrder` keeps the pool alive, and this runs once per unchanged row.
        let matches = UnownedReference(poolOrder[record.pool]).withObject { pool in
            guard pool.cursor == record.start, record.start + record.count <= pool.views.count else { return false }
            pool.cursor = record.start + record.count
            return true
        }
        guard matches else { return false }
        noteVended(pool: record.pool, start: record.start, count: record.count)
        return true
    }

    /// If a subtree that took the views of `records` (several runs, in vend order) last time would get
    /// exactly the same views now, marks them vended again in their original order and returns `true`;
    /// otherwise changes nothing.
    func vendSameViews(asRuns records: [VendRecord]) -> Bool {
        if recyclesByIdentity {
            guard records.allSatisfy({ isReserved($0) }) else { return false }
            for record in records { noteVended(pool: record.pool, start: record.start, count: record.count) }
            return true
        }
        var cursors: [Int: Int] = [:]
        for record in records {
            guard record.pool < poolOrder.count else { return false }
            let pool = poolOrder[record.pool]
            let cursor = cursors[record.pool] ?? pool.cursor
            guard cursor == record.start, record.start + record.count <= pool.views.count else { return false }
            cursors[record.pool] = cursor + record.count
        }
        for record in records {
            noteVended(pool: record.pool, start: record.start, count: record.count)
            poolOrder[record.pool].cursor = record.start + record.count
        }
        return true
    }

    /// The next view for `key`: the n-th request in this pass gets the pool's n-th view — or, recycling
    /// by identity, `current` (the view the requesting node holds) if it is free, else the first free one.
    /// Views animating out are never vended (see ``isHeld(_:requester:)``).
    func vend(
        _ key: ViewKey, _ viewClass: ViewClass, current: View?, requester: Node,
        analytics: inout MountAnalytics
    ) -> (View, ViewRecord<Node>) {
        let pool: ReusePool
        if let existing = existingPool(key) {
            pool = existing
        } else {
            pool = ReusePool(key: key, ordinal: poolOrder.count)
            pools[key] = pool
            poolOrder.append(pool)
        }
        var index = recyclesByIdentity ? freeIndex(in: pool, preferring: current) : pool.cursor
        // A view animating out (or whose owner may be about to) is passed over, and stays where it is.
        while index < pool.views.count, isHeld(pool.views[index], requester: requester) {
            heldSlots.append((pool.ordinal, index))
            if recyclesByIdentity {
                pool.passes[index] = pass
                index = freeIndex(in: pool, preferring: nil)
            } else {
                pool.cursor += 1
                index = pool.cursor
            }
        }
        let view: View
        if index < pool.views.count {
            view = pool.views[index]
            analytics.viewsReused += 1
        } else {
            view = viewClass.make()
            pool.views.append(view)
            pool.viewIDs.append(nextViewID)
            pool.passes.append(0)
            nextViewID += 1
            container?.addSubview(view)
            analytics.viewsAllocated += 1
        }
        noteVended(pool: pool.ordinal, start: index, count: 1)
        if recyclesByIdentity {
            pool.passes[index] = pass
        } else {
            pool.cursor += 1
        }
        let record = Record.of(view)
        if record.viewClass == nil { record.viewClass = viewClass }
        return (view, record)
    }

    /// Whether `view` must not be vended to `requester`: it is animating out, or its owner — a mounted
    /// component of another scope whose component animates on final unmount — may be about to (then it
    /// is held for the owner until the pass knows, see ``MountAnimator/holdForOwner(_:pools:)``).
    @inline(__always)
    private func isHeld(_ view: View, requester: Node) -> Bool {
        guard let record = Record.existing(on: view) else { return false }
        if let departure = record.departure {
            return !(animator?.releasesHold(of: view, departure: departure, to: requester) ?? true)
        }
        guard record.animatesOut, let owner = record.owner, owner !== requester, owner.mountState == .mounted,
            owner.scopeIdentifier == nil || owner.scopeIdentifier != requester.scopeIdentifier, let animator
        else { return false }
        animator.holdForOwner(view, pools: self)
        return true
    }

    /// Recycling by identity: the index of `preferred` in `pool` if it is there and free in this pass,
    /// else of the first free view (`pool.views.count` when none is: a new view).
    private func freeIndex(in pool: ReusePool, preferring preferred: View?) -> Int {
        if let preferred, let index = pool.views.firstIndex(where: { $0 === preferred }), pool.passes[index] != pass {
            return index
        }
        var index = pool.freeSearchStart
        while index < pool.views.count, pool.passes[index] == pass { index += 1 }
        // Views before it are all taken for this pass: the next search starts here.
        pool.freeSearchStart = index
        return index
    }

    /// The pool for `key`, if any. A container usually has a handful of pools: comparing keys in a plain
    /// loop beats hashing them (and a main-actor closure handed to `first(where:)` would check the
    /// executor per element).
    private func existingPool(_ key: ViewKey) -> ReusePool? {
        guard poolOrder.count <= 4 else { return pools[key] }
        for pool in poolOrder where pool.key == key { return pool }
        return nil
    }

    /// End of pass: unhide vended views, hide the rest, then order the container's subviews by vend order
    /// (recycling by identity: in the order they are).
    func endPass(analytics: inout MountAnalytics) {
        guard !recyclesByIdentity else {
            endPassByIdentity(analytics: &analytics)
            return
        }
        for pool in poolOrder {
            // Views below both this and the last pass's cursor were vended both times: nothing changes.
            while lastCursors.count <= pool.ordinal { lastCursors.append(0) }
            let stable = min(pool.cursor, lastCursors[pool.ordinal])
            lastCursors[pool.ordinal] = pool.cursor
            for index in stable..<pool.views.count {
                setInUse(index < pool.cursor && !isHeldSlot(pool, index), pool.views[index], analytics: &analytics)
            }
        }
        releaseHeldSlots(analytics: &analytics)
        reorderSubviews()
        swap(&lastVended, &vended)
        vended.removeAll(keepingCapacity: true)
    }

    /// Shows a view that is in use this pass and takes it out of the pool, or hides and pools one that
    /// is not, counting what changed.
    private func setInUse(_ inUse: Bool, _ view: View, analytics: inout MountAnalytics) {
        let record = Record.of(view)
        // Animating out: shown, not pooled, until its animations end.
        if record.departure != nil { return }
        if !inUse && record.animatesOut && record.owner != nil, let animator {
            // Its owner may be about to animate out: decided after the pass unmounted what left.
            animator.deferHiding(view, in: self)
            return
        }
        if inUse {
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

    /// ``endPass(analytics:)`` for a container recycling by identity: the views vended or kept in this
    /// pass are shown, the others hidden and pooled.
    private func endPassByIdentity(analytics: inout MountAnalytics) {
        for pool in poolOrder {
            for index in pool.views.indices {
                setInUse(
                    pool.passes[index] == pass && !isHeldSlot(pool, index), pool.views[index], analytics: &analytics)
            }
        }
        releaseHeldSlots(analytics: &analytics)
        swap(&lastVended, &vended)
        vended.removeAll(keepingCapacity: true)
    }

    /// The views of the slots passed over in this pass are not in use: one still animating out stays
    /// shown, one held for a component that gave it up is pooled (see ``setInUse(_:_:analytics:)``). The
    /// next pass looks at those slots again (they lie below the cursor).
    @inline(__always)
    private func isHeldSlot(_ pool: ReusePool, _ index: Int) -> Bool {
        guard !heldSlots.isEmpty else { return false }
        return heldSlots.contains { $0.pool == pool.ordinal && $0.index == index }
    }

    private func releaseHeldSlots(analytics: inout MountAnalytics) {
        guard !heldSlots.isEmpty else { return }
        for slot in heldSlots where slot.pool < poolOrder.count && slot.index < poolOrder[slot.pool].views.count {
            setInUse(false, poolOrder[slot.pool].views[slot.index], analytics: &analytics)
            while lastCursors.count <= slot.pool { lastCursors.append(0) }
            lastCursors[slot.pool] = min(lastCursors[slot.pool], slot.index)
        }
        heldSlots.removeAll()
    }

    /// Hides `view` and puts it in its pool (a view that stopped animating out, or whose owner did not),
    /// between passes or after one: the next pass looks at its slot again, so that vending it shows it.
    func pool(_ view: View) {
        var analytics = MountAnalytics()
        setInUse(false, view, analytics: &analytics)
        for pool in poolOrder {
            guard let index = pool.views.firstIndex(where: { $0 === view }) else { continue }
            if pool.ordinal < lastCursors.count { lastCursors[pool.ordinal] = min(lastCursors[pool.ordinal], index) }
            break
        }
    }

    /// Hides every pooled view (detach).
    func hideAll(analytics: inout MountAnalytics) {
        beginPass()
        endPass(analytics: &analytics)
    }

    private static func enterPool(_ view: View) {
        let record = Record.of(view)
        guard !record.inReusePool else { return }
        record.inReusePool = true
        record.viewClass?.didEnterReusePool?(view)
        // Hiding a parent puts the descendants it mounted in the pool too (without hiding them).
        if let pools = record.containerPools {
            for pool in pools.poolOrder { for child in pool.views where !child.isHidden { enterPool(child) } }
        }
    }

    private static func leavePool(_ view: View) {
        let record = Record.of(view)
        guard record.inReusePool else { return }
        record.inReusePool = false
        record.viewClass?.willLeaveReusePool?(view)
        if let pools = record.containerPools {
            for pool in pools.poolOrder { for child in pool.views where !child.isHidden { leavePool(child) } }
        }
    }

    /// The view numbers of `runs`, in vend order (pools only ever append views, so runs stay valid).
    private func vendedIDs(_ runs: [VendRecord]) -> [Int] {
        var ids: [Int] = []
        ids.reserveCapacity(runs.reduce(0) { $0 + $1.count })
        for run in runs { ids.append(contentsOf: poolOrder[run.pool].viewIDs[run.start..<(run.start + run.count)]) }
        return ids
    }

    /// Swaps subviews (never removes them, so no hierarchy callbacks fire) until vended views appear in
    /// vend order in the slots occupied by pooled views; other subviews keep their places.
    private func reorderSubviews() {
        guard let container, vended != lastVended else { return }
        let ids = vendedIDs(vended)
        guard ids.count > 1 else { return }
        // Already in order: last pass's views in the same order, then views created in this pass
        // (appended to the container in creation order, which is vend order).
        let previousIDs = vendedIDs(lastVended)
        if ids.count >= previousIDs.count, ids.prefix(previousIDs.count).elementsEqual(previousIDs) {
            var expected = passFirstNewID
            var appendedInOrder = true
            for id in ids.dropFirst(previousIDs.count) {
                if id != expected {
                    appendedInOrder = false
                    break
                }
                expected += 1
            }
            if appendedInOrder { return }
        }
        var viewsByID: [Int: View] = [:]
        for pool in poolOrder { for (index, view) in pool.views.enumerated() { viewsByID[pool.viewIDs[index]] = view } }
        let order = ids.compactMap { viewsByID[$0] }
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
