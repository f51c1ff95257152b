// AccessOverlapCheck: a DEBUG check that the accesses to a value several threads reach, one at a time,
// never overlap.
import Synchronization

/// Checks, in DEBUG builds, that no two accesses to the value it guards are in progress at once — the
/// invariant that makes a field reached from several threads (at different times, ordered by a lock or by
/// handing the object over) safe without synchronizing each access. Release builds store and check nothing.
struct AccessOverlapCheck: ~Copyable {
    #if DEBUG
        /// 1 while an access is in progress.
        private let accesses = Atomic<Int>(0)
    #endif

    init() {}

    /// Runs `body` as one access. In DEBUG builds an access that starts while another is in progress stops
    /// the program with `what` (the value's name): two threads reached the value at once, a data race.
    @inline(__always)
    func access<Result>(_ what: @autoclosure () -> String, _ body: () throws -> Result) rethrows -> Result {
        #if DEBUG
            let (entered, _) = accesses.compareExchange(expected: 0, desired: 1, ordering: .acquiring)
            precondition(entered, "overlapping accesses to \(what())")
            defer { accesses.store(0, ordering: .releasing) }
        #endif
        return try body()
    }

    #if DEBUG
        /// Whether an access is in progress (for tests).
        var isAccessInProgress: Bool { accesses.load(ordering: .acquiring) != 0 }
    #endif
}
