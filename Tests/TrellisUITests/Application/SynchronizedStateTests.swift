// The state TrellisUI shares between threads — the main inbox, the application clock, the lifecycle
// recorder and checker — and the two small types behind it (`ConditionLockedValue`, `WeakIdentity`):
// what each promises under concurrent use. The DEBUG test run also exercises their assertions.
import Dispatch
import Foundation
import Testing

@testable import TrellisUI

@Suite("Synchronized state")
struct SynchronizedStateTests {
    private final class Token: Sendable {}

    @Test("a condition-locked value loses no update made from several threads at once")
    func conditionLockedValueLosesNoUpdate() {
        let counter = ConditionLockedValue(0)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            for _ in 0..<1000 {
                if index.isMultiple(of: 2) {
                    counter.withLock { $0 += 1 }
                } else {
                    counter.withLockWakingWaiters { $0 += 1 }
                }
            }
        }
        #expect(counter.withLock { $0 } == 8000)
    }

    @Test("a waiter returns once another thread makes its condition true, and at once when it holds")
    func waiterWakesOnChange() {
        let value = ConditionLockedValue(0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            value.wait { $0 == 3 }
            value.withLockWakingWaiters { $0 = 4 }
            done.signal()
        }
        for _ in 0..<3 {
            usleep(1000)
            value.withLockWakingWaiters { $0 += 1 }
        }
        value.wait { $0 == 4 }
        #expect(done.wait(timeout: .now() + 10) == .success)
        value.wait { $0 == 4 } // already true: returns without blocking
        #expect(value.withLock { $0 } == 4)
    }

    #if DEBUG
        @Test("a closure that calls back into its condition-locked value stops a debug build")
        func reentryIsCaught() async {
            await #expect(processExitsWith: .failure) {
                let value = ConditionLockedValue(0)
                value.withLock { _ in value.withLock { $0 = 1 } }
            }
        }
    #endif

    @Test("the inbox's wait returns when announced background work posts its result")
    func inboxWaitsForBackgroundWork() {
        let inbox = MainInbox()
        inbox.beginOutstandingWork()
        Thread.detachNewThread {
            usleep(2000)
            inbox.post {}
            inbox.endOutstandingWork()
        }
        inbox.waitForWorkOrQuiescence()
        #expect(!inbox.isEmpty)
        #expect(inbox.takeAll().count == 1)
        #expect(inbox.isEmpty)
        while inbox.outstandingWork > 0 { inbox.waitForWorkOrQuiescence() }
        #expect(inbox.outstandingWork == 0)
    }

    @Test("work posted from several threads is all taken, and each post wakes the host")
    func inboxKeepsPostingOrder() {
        let inbox = MainInbox()
        let wakeUps = ConditionLockedValue(0)
        inbox.setWakeUpHandler { wakeUps.withLock { $0 += 1 } }
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<250 { inbox.post {} }
        }
        #expect(inbox.takeAll().count == 1000)
        #expect(wakeUps.withLock { $0 } == 1000)
    }

    @Test("the clock set from several threads ends at the latest time and never runs backwards")
    func clockNeverRunsBackwards() {
        let clock = ApplicationClock(start: 1)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            for step in 0..<500 { clock.set(TimeInterval(index * 500 + step)) }
        }
        #expect(clock.now == 3999)
        clock.set(2)
        #expect(clock.now == 3999)
    }

    @Test("a checker and a recorder keep every report and event made from several threads")
    func checkerAndRecorderKeepEverything() {
        let checker = LifecycleChecker()
        let recorder = LifecycleRecorder(clock: ApplicationClock(start: 5))
        // One made-up rule per thread (not lifecycle rules): each thread's reports keep their order.
        let rules = (0..<4).map { "thread-\($0)" }
        let token = Token()
        recorder.setLabel("t", for: token)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for step in 0..<100 {
                checker.report(Diagnostic(rule: rules[index], path: "p", message: "\(step)"))
                recorder.record(token, "tick")
            }
        }
        #expect(checker.diagnostics.count == 400)
        #expect(checker.diagnostics(rule: rules[2]).map(\.message) == (0..<100).map { "\($0)" })
        #expect(recorder.events.count == 400)
        #expect(recorder.events.map(\.sequence) == Array(0..<400))
        #expect(Set(recorder.events.map(\.description)) == ["t.tick()"])
        #expect(recorder.events.allSatisfy { $0.timestamp == 5 })
    }

    @Test("a weak identity refers only to its own object, and to none once that object is freed")
    func weakIdentityComparesIdentity() {
        var object: Token? = Token()
        let identifier = ObjectIdentifier(object!)
        let identity = WeakIdentity(object!)
        #expect(identity.refers(to: object!))
        #expect(!identity.refers(to: Token()))
        object = nil
        // Freed memory is soon reused for an object of the same size; the identity must not match it
        // even when its identifier does.
        for _ in 0..<1000 {
            let newcomer = Token()
            #expect(!identity.refers(to: newcomer), "reused address: \(ObjectIdentifier(newcomer) == identifier)")
        }
    }
}
