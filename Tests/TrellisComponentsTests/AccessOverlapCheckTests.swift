// AccessOverlapCheckTests: the DEBUG check behind fields reached from several threads one at a time (a tree
// node's layout cache) sees an access only while it runs, and accepts accesses ordered by a lock.
import Foundation
import Testing

@testable import TrellisComponents

@Suite("Access overlap check")
struct AccessOverlapCheckTests {
    final class Guarded: @unchecked Sendable {
        // Ordered by `lock`; the check verifies the accesses never overlap.
        let check = AccessOverlapCheck()
        let lock = NSLock()
        var value = 0
    }

    #if DEBUG
        @Test("an access is in progress exactly while its body runs")
        func accessInProgressOnlyInsideBody() {
            let check = AccessOverlapCheck()
            let before = check.isAccessInProgress
            let inside = check.access("a value") { check.isAccessInProgress }
            let after = check.isAccessInProgress
            #expect(!before && inside && !after)
        }
    #endif

    @Test("accesses from two threads ordered by a lock pass the check, and every one of them runs")
    func lockOrderedAccessesFromTwoThreads() async {
        let guarded = Guarded()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    for _ in 0..<10_000 {
                        guarded.lock.withLock { guarded.check.access("the counter") { guarded.value += 1 } }
                    }
                }
            }
        }
        #expect(guarded.value == 20_000)
    }
}
