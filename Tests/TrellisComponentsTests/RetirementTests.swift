// Retirement: replaced trees are freed off the main actor, and a large full build never runs beside the
// freeing.
import Foundation
import Testing
@testable import TrellisComponents
import TrellisLayout
import TrellisTesting

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
            log.append("freed \(name)\(DispatchQueue.getSpecific(key: RetirementTests.mainQueue) == true ? " on main" : "")")
        }
    }

    /// Holds a token; with `rows`, also a list of that many keyed stateful rows (a large tree).
    struct Holder: Component {
        let token: Token
        var rows = 0
        func render(_ scope: Scope<Holder>) -> (any Component)? {
            token.log.append("render \(token.name)")
            return Flex(style: FlexStyle(), children: [Text(token.name)] + (0..<rows).map { CounterRow(id: $0) })
        }
    }

    private static let large = Retirement.largeBuild

    /// Mounts a large tree whose token `a` runs `hold` when it is freed, then replaces the tree twice
    /// (tokens `b` and `c`, with `rows` rows each).
    private func replaceTwice(_ log: Log, rows: Int, hold: @escaping @Sendable () -> Void) -> ComponentTestHost {
        let host = ComponentTestHost(width: 10, height: 1,
                                     component: Holder(token: Token("a", log, hold: hold), rows: Self.large))
        host.attach()
        host.update(Holder(token: Token("b", log), rows: rows))
        host.update(Holder(token: Token("c", log), rows: rows))
        return host
    }

    @Test("A large full build starts after the trees replaced before it are freed, which happens off the main thread")
    func largeBuildWaitsForFreeing() {
        let log = Log()
        // Slow enough that a build running beside the freeing would render first.
        let host = replaceTwice(log, rows: Self.large) { Thread.sleep(forTimeInterval: 0.03) }
        ComponentRoot.waitForRetiredTrees()
        #expect(log.entries == ["render a", "render b", "freed a", "render c", "freed b"])
        withExtendedLifetime(host) {}
    }

    @Test("A small full build does not wait for a large tree being freed")
    func smallBuildDoesNotWait() {
        let log = Log()
        let release = DispatchSemaphore(value: 0)
        let host = replaceTwice(log, rows: 0) { _ = release.wait(timeout: .now() + 5) }
        let renderedWhileFreeing = log.entries
        release.signal()
        ComponentRoot.waitForRetiredTrees()
        #expect(host.root.timings.freeingWaitMilliseconds == 0)
        #expect(renderedWhileFreeing == ["render a", "render b", "render c"])
        #expect(log.entries == ["render a", "render b", "render c", "freed a", "freed b"])
    }

    @Test("A freeing that blocks does not hold up the next build for long")
    func waitIsBounded() {
        let log = Log()
        let release = DispatchSemaphore(value: 0)
        let host = replaceTwice(log, rows: Self.large) { _ = release.wait(timeout: .now() + 5) }
        release.signal()
        ComponentRoot.waitForRetiredTrees()
        #expect(log.entries == ["render a", "render b", "render c", "freed a", "freed b"])
        withExtendedLifetime(host) {}
    }
}
