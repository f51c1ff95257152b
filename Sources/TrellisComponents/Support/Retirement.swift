// Retirement: frees replaced trees off the main actor, and keeps builds from running beside the freeing.
import Foundation

/// Releases retired trees off the main actor (ComponentKit frees layouts on a background queue): the
/// previous generation's registry and unreused nodes cost time to free, none of it needed on the main
/// actor. Only called after the mount, when retired nodes no longer hold views.
///
/// A tree replaced by a mount is held back (``releaseAfterNextMount(_:)``) until the next mount starts, and freed while
/// that mount runs: a mount runs on the main actor only and leaves the retirement thread idle, whereas a
/// build (on two threads for long lists) allocates about as much as the freeing releases, and freeing
/// beside it makes both contend for the allocator's lock and for the reference counts of the scopes and
/// controllers the generations share. On two cores this took a W3 update of 10,000 rows from about 128
/// to 92 ms (median of four paired runs). A held tree is freed after ``deferralLimit`` at the latest, so an
/// idle screen does not keep the tree it replaced.
///
/// A large full build (one whose previous generation has ``largeBuild`` scopes or more) still waits
/// briefly, see ``waitForQuiet()``, for whatever is being freed when it starts (a held tree whose limit
/// ran out, a replaced registry). A small build does not wait: its contention costs less than the wait
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

    /// The longest a replaced tree is held back waiting for the next mount.
    static var deferralLimit: TimeInterval { deferralLimitOverride ?? 0.25 }
    /// Tests that pin the order of builds and freeing lengthen the limit, so a stalled machine cannot
    /// make it run out between two updates.
    @TaskLocal static var deferralLimitOverride: TimeInterval?
    private static let held = LockedValue(Held())

    /// Holds `object` (a tree a mount replaced) until the next ``releaseDeferred()`` — the next mount's
    /// start — or ``deferralLimit``, then frees it on the retirement queue. A tree held before is released
    /// now: at most one is held. Callers hand over their reference, as for ``release(_:)``.
    static func releaseAfterNextMount(_ object: consuming (any Sendable)?) {
        guard object != nil else { return }
        // Taken inside the lock, so no reference stays behind in this frame.
        let (previous, hold) = held.withLock { $0.replace(with: object.take()!) }
        release(consume previous)
        queue.asyncAfter(deadline: .now() + deferralLimit) { release(held.withLock { $0.take(ifToken: hold) }) }
    }

    /// Frees the held tree, if any, on the retirement queue.
    static func releaseDeferred() { release(held.withLock { $0.take(ifToken: nil) }) }

    /// Waits until every tree handed over so far is freed, or ``waitLimit`` has passed. A held tree is
    /// not waited for.
    static func waitForQuiet() { outstanding.wait(upTo: waitLimit) }

    /// Frees the held tree and waits until every tree handed over so far is freed.
    static func drain() {
        releaseDeferred()
        outstanding.wait(upTo: .infinity)
    }

    /// The one held tree, and a count that tells its holds apart (a limit that ran out frees only the
    /// tree it was set for).
    private struct Held {
        var object: (any Sendable)?
        var token = 0

        /// Holds `new`; returns the tree held before and the new hold's token.
        mutating func replace(with new: consuming any Sendable) -> ((any Sendable)?, Int) {
            token += 1
            let previous = object.take()
            object = consume new
            return (previous, token)
        }

        /// The held tree, taken out — only if it is still the hold `token` (nil: any hold).
        mutating func take(ifToken expected: Int?) -> (any Sendable)? {
            if let expected, expected != token { return nil }
            return object.take()
        }
    }

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
