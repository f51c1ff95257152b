// Retirement: replaced trees are freed off the main actor, beside the next mount rather than the next
// build, and never kept for long.
import Foundation
import Testing
import TrellisLayout
import TrellisTesting

@testable import TrellisComponents

@Suite("Freeing replaced trees")
@MainActor struct RetirementTests {
    /// Marks the main queue, which runs the main actor here even when no test runs on the process's main
    /// thread (`Thread.isMainThread` would not tell).
    nonisolated static let mainQueue = DispatchSpecificKey<Bool>()

    init() { DispatchQueue.main.setSpecific(key: Self.mainQueue, value: true) }

    /// What happened, in order, on any thread.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        func append(_ entry: String) { lock.withLock { storage.append(entry) } }
        var entries: [String] { lock.withLock { storage } }
    }

    /// Logs its freeing after `hold` has run (on the thread that frees it).
    final class Token: Sendable {
        let name: String
        let log: Log
        let hold: @Sendable () -> Void
        init(_ name: String, _ log: Log, hold: @escaping @Sendable () -> Void = {}) {
            self.name = name
            self.log = log
            self.hold = hold
        }
        deinit {
            hold()
            log.append(
                "freed \(name)\(DispatchQueue.getSpecific(key: RetirementTests.mainQueue) == true ? " on main" : "")")
        }
    }

    /// Holds a token; with `rows`, also a list of that many keyed stateful rows (a large tree).
    struct Holder: Component {
        let token: Token
        var rows = 0
        func render(_ scope: Scope<Holder>) -> (any Component)? {
            token.log.append("render \(token.name)")
            return Flex(
                style: FlexStyle(), children: [TextComponent(token.name)] + (0..<rows).map { CounterRow(id: $0) })
        }
    }

    private static let large = Retirement.largeBuild

    /// Mounts a large tree whose token `a` runs `hold` when it is freed, then replaces it with trees of
    /// `rows` rows whose tokens are the names after `a` (`b`, `c`, …).
    /// The hold limit is long enough here that only mounts release held trees.
    private func replace(
        _ log: Log, with names: [String], rows: Int,
        hold: @escaping @Sendable () -> Void
    ) -> ComponentTestHost {
        Retirement.$deferralLimitOverride.withValue(30) {
            let host = ComponentTestHost(
                width: 10, height: 1,
                component: Holder(token: Token("a", log, hold: hold), rows: Self.large))
            host.attach()
            for name in names { host.update(Holder(token: Token(name, log), rows: rows)) }
            return host
        }
    }

    @Test("A replaced tree is held until the next mount and freed beside it, off the main thread, not beside the build")
    func replacedTreeFreedBesideNextMount() {
        let log = Log()
        // Slow enough that a freeing started before the next build would log first.
        let host = replace(log, with: ["b", "c"], rows: Self.large) {
            log.append("freeing a")
            Thread.sleep(forTimeInterval: 0.03)
        }
        ComponentRoot.waitForRetiredTrees()
        #expect(log.entries == ["render a", "render b", "render c", "freeing a", "freed a", "freed b"])
        withExtendedLifetime(host) {}
    }

    @Test("A held tree is freed once its hold limit runs out when no mount follows")
    func heldTreeFreedAfterLimit() {
        let log = Log()
        let host = ComponentTestHost(width: 10, height: 1, component: Holder(token: Token("a", log)))
        host.attach()
        host.update(Holder(token: Token("b", log)))
        #expect(!log.entries.contains("freed a"))
        let deadline = Date(timeIntervalSinceNow: 10 * Retirement.deferralLimit)
        while !log.entries.contains("freed a"), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(log.entries == ["render a", "render b", "freed a"])
        withExtendedLifetime(host) {}
    }

    @Test("A small full build does not wait for a large tree being freed")
    func smallBuildDoesNotWait() {
        let log = Log()
        let release = DispatchSemaphore(value: 0)
        // Mounting `c` starts freeing `a`, which blocks until released: `d` builds meanwhile.
        let host = replace(log, with: ["b", "c", "d"], rows: 0) { _ = release.wait(timeout: .now() + 5) }
        let renderedWhileFreeing = log.entries
        release.signal()
        ComponentRoot.waitForRetiredTrees()
        #expect(host.root.timings.freeingWaitMilliseconds == 0)
        #expect(renderedWhileFreeing == ["render a", "render b", "render c", "render d"])
        #expect(log.entries == ["render a", "render b", "render c", "render d", "freed a", "freed b", "freed c"])
    }

    @Test("A freeing that blocks does not hold up the next build for long")
    func waitIsBounded() {
        let log = Log()
        let release = DispatchSemaphore(value: 0)
        // Mounting `c` starts freeing `a`, which blocks: `d`, a large build, waits for it only briefly.
        let host = replace(log, with: ["b", "c", "d"], rows: Self.large) { _ = release.wait(timeout: .now() + 5) }
        let waited = host.root.timings.freeingWaitMilliseconds
        release.signal()
        ComponentRoot.waitForRetiredTrees()
        #expect(waited >= Retirement.waitLimit * 1000 * 0.9)
        #expect(log.entries == ["render a", "render b", "render c", "render d", "freed a", "freed b", "freed c"])
    }

    @Test("A held tree is freed when any root mounts next, and one tree is held at a time")
    func anyRootsMountFreesTheHeldTree() {
        Retirement.$deferralLimitOverride.withValue(30) { anyRootsMountFreesTheHeldTree(Log()) }
    }

    private func anyRootsMountFreesTheHeldTree(_ log: Log) {
        let first = ComponentTestHost(width: 10, height: 1, component: Holder(token: Token("a", log)))
        first.attach()
        first.update(Holder(token: Token("b", log)))
        Retirement.waitForQuiet()
        #expect(!log.entries.contains("freed a"))
        // Another root's mount frees the tree the first root's last mount replaced.
        let second = ComponentTestHost(width: 10, height: 1, component: Holder(token: Token("x", log)))
        second.attach()
        Retirement.waitForQuiet()
        #expect(log.entries.contains("freed a"))
        second.update(Holder(token: Token("y", log)))
        Retirement.waitForQuiet()
        #expect(!log.entries.contains("freed x"))
        Retirement.drain()
        #expect(log.entries.filter { $0.hasPrefix("freed") } == ["freed a", "freed x"])
        withExtendedLifetime((first, second)) {}
    }
}
