// Retirement: replaced trees are freed off the main actor, and a full build never runs beside the freeing.
import Foundation
import Testing
import TrellisComponents
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

    struct Holder: Component {
        let token: Token
        func render(_ scope: Scope<Holder>) -> (any Component)? {
            token.log.append("render \(token.name)")
            return Text(token.name)
        }
    }

    @Test("A full build starts after the trees replaced before it are freed, which happens off the main thread")
    func fullBuildWaitsForFreeing() {
        let log = Log()
        // Slow enough that a build running beside the freeing would render first.
        let host = ComponentTestHost(width: 10, height: 1, component: Holder(token: Token("a", log, hold: {
            Thread.sleep(forTimeInterval: 0.03)
        })))
        host.attach()
        host.update(Holder(token: Token("b", log)))
        host.update(Holder(token: Token("c", log)))
        ComponentRoot.waitForRetiredTrees()
        #expect(log.entries == ["render a", "render b", "freed a", "render c", "freed b"])
    }

    @Test("A freeing that blocks does not hold up the next build for long")
    func waitIsBounded() {
        let log = Log()
        let release = DispatchSemaphore(value: 0)
        let host = ComponentTestHost(width: 10, height: 1, component: Holder(token: Token("a", log, hold: {
            _ = release.wait(timeout: .now() + 5)
        })))
        host.attach()
        host.update(Holder(token: Token("b", log)))
        host.update(Holder(token: Token("c", log)))
        release.signal()
        ComponentRoot.waitForRetiredTrees()
        #expect(log.entries == ["render a", "render b", "render c", "freed a", "freed b"])
    }
}
