// VendRecord / VendRecords: which views a mounted subtree took from its container's reuse pools, so an
// unchanged subtree can take the same views again.

/// Views one subtree took from its container during its last mount: `count` views from `pool` starting
/// at `start` — contiguous, because a subtree mounts without interruption. Several records in vend order
/// when the subtree interleaves pools.
struct VendRecord: Equatable {
    // 32 bits each, so a node's inline record (and the node) stays small.
    private let poolStorage: Int32
    private let startStorage: Int32
    private var countStorage: Int32

    init(pool: Int, start: Int, count: Int) {
        poolStorage = Int32(truncatingIfNeeded: pool)
        startStorage = Int32(truncatingIfNeeded: start)
        countStorage = Int32(truncatingIfNeeded: count)
    }

    /// The pool's ordinal in its container.
    var pool: Int { Int(poolStorage) }
    var start: Int { Int(startStorage) }
    var count: Int {
        get { Int(countStorage) }
        set { countStorage = Int32(truncatingIfNeeded: newValue) }
    }
}

/// A subtree's vend records. Nearly always one run (a row's views come from one pool), kept inline so
/// recording it costs no allocation.
enum VendRecords {
    case none
    case one(VendRecord)
    case many([VendRecord])

    /// Calls `body` for each record, in vend order.
    func forEach(_ body: (VendRecord) -> Void) {
        switch self {
        case .none: break
        case .one(let record): body(record)
        case .many(let records): for record in records { body(record) }
        }
    }
}
