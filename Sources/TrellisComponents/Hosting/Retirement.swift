// Retirement: frees replaced trees off the main actor, and keeps builds from running beside the freeing.
import Foundation

/// Releases retired trees off the main actor (ComponentKit frees layouts on a background queue): the
/// previous generation's registry and unreused nodes cost time to free, none of it needed on the main
/// actor. Only called after the mount, when retired nodes no longer hold views.
///
/// A large full build (one whose previous generation has ``largeBuild`` scopes or more) waits briefly,
/// see ``waitForQuiet()``, for earlier trees to be freed: freeing beside a build that allocates a tree of
/// that size makes both contend for the allocator's lock and for the reference counts of the scopes and
/// controllers the two generations share. On two cores a W3 update of 10,000 rows took about 15 % less
/// time waiting than overlapping. A small build does not wait: its contention costs less than the wait
/// for a large tree freed just before (say, of a screen just left) would.
enum Retirement {
    private static let queue = DispatchQueue(label: "Trellis.ComponentRetirement", qos: .utility)
    private static let outstanding = Outstanding()
    /// The longest a build waits: a deinit that blocks on the main thread must not hang it.
    static let waitLimit: TimeInterval = 0.1
    /// Builds whose previous generation has this many scopes wait; smaller ones do not.
    static let largeBuild = 512

    /// Frees `object` on the retirement queue. Callers hand over their reference (`consume`, `take()`):
    /// one kept until after this call would free the tree on the caller's thread whenever the queue
    /// drops its reference first.
    static func release(_ object: consuming (any Sendable)?) {
        guard let taken = object.take() else { return }
        let retired = Retired(consume taken)
        outstanding.add()
        queue.async {
            // Freed here, before the count drops (a captured value would be freed only after the block).
            retired.object = nil
            outstanding.remove()
        }
    }

    /// Waits until every tree handed over so far is freed, or ``waitLimit`` has passed.
    static func waitForQuiet() { outstanding.wait(upTo: waitLimit) }

    /// Waits until every tree handed over so far is freed.
    static func drain() { outstanding.wait(upTo: .infinity) }

    private final class Retired: @unchecked Sendable {
        // Written once, on the retirement queue.
        var object: (any Sendable)?
        init(_ object: any Sendable) { self.object = object }
    }

    /// Trees handed over but not yet freed.
    private final class Outstanding: @unchecked Sendable {
        private let condition = NSCondition()
        private var count = 0

        func add() {
            condition.lock()
            count += 1
            condition.unlock()
        }

        func remove() {
            condition.lock()
            count -= 1
            if count == 0 { condition.broadcast() }
            condition.unlock()
        }

        func wait(upTo limit: TimeInterval) {
            condition.lock()
            defer { condition.unlock() }
            guard count > 0 else { return }
            guard limit.isFinite else {
                while count > 0 { condition.wait() }
                return
            }
            let deadline = Date(timeIntervalSinceNow: limit)
            while count > 0, condition.wait(until: deadline) {}
        }
    }
}
