// Pins the main inbox and background work: work from other threads reaches the main actor
// deterministically through runUntilIdle.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Main inbox and background work")
struct MainInboxTests {
    @Test("Work posted from a background thread runs on the main actor, in posting order, during runUntilIdle")
    func postFromBackground() async {
        let app = Application()
        let inbox = app.inbox
        @MainActor final class Box { var values: [Int] = [] }
        let received = Box()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                for index in 0..<50 {
                    inbox.post { received.values.append(index) }
                }
                continuation.resume()
            }
        }
        #expect(received.values.isEmpty)
        app.runUntilIdle()
        #expect(received.values == Array(0..<50))
    }

    @Test(
        "performInBackground results arrive in submission order, and runUntilIdle waits for all of them",
        arguments: 0..<5)
    func backgroundDeterminism(run: Int) {
        let app = Application()
        var results: [Int] = []
        for index in 0..<8 {
            // Later submissions finish first.
            app.performInBackground(
                {
                    Thread.sleep(forTimeInterval: Double(8 - index) * 0.002)
                    return index * index
                }, then: { value in results.append(value) })
        }
        app.runUntilIdle()
        #expect(results == (0..<8).map { $0 * $0 })
    }

    @Test("A background result that schedules layout gets its update cycle in the same runUntilIdle")
    func backgroundTriggersCycle() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let app = screen.application
        let w = Window(screen: screen)
        let v = View()
        w.addSubview(v)
        w.isHidden = false
        app.runUntilIdle()
        let log = record(labeling: ["v": v]) {
            app.performInBackground({ "built" }, then: { _ in v.setNeedsLayout() })
            app.runUntilIdle()
        }
        #expect(log.calls == ["v.layoutSubviews()"])
    }
}
