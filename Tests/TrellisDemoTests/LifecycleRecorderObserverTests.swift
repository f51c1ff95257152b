// LifecycleRecorder's observers: called with every event right after it is recorded, on the recording
// thread, until removed; the recorder still keeps every event.
import Foundation
import Synchronization
import Testing
import TrellisTesting
import TrellisUI

@Suite("Lifecycle recorder observers")
struct LifecycleRecorderObserverTests {
    private final class Target: Sendable {}

    @Test("An observer sees each event right after it is recorded, in order, until it is removed")
    func observesUntilRemoved() {
        let recorder = LifecycleRecorder()
        let target = Target()
        let seen = Mutex<[String]>([])
        let token = recorder.addObserver { event in
            seen.withLock { $0.append("\(event.sequence):\(event.callback)") }
            // The event is already in the recording when the observer runs.
            #expect(recorder.events.count > event.sequence)
        }
        recorder.record(target, "first")
        recorder.record(target, "second", ["x"])
        recorder.removeObserver(token)
        recorder.record(target, "third")
        #expect(seen.withLock { $0 } == ["0:first", "1:second"])
        #expect(recorder.events.map(\.callback) == ["first", "second", "third"])
    }

    @Test("Several observers are called in the order they were added; removing one leaves the others")
    func severalObservers() {
        let recorder = LifecycleRecorder()
        let target = Target()
        let calls = Mutex<[String]>([])
        let a = recorder.addObserver { _ in calls.withLock { $0.append("a") } }
        _ = recorder.addObserver { _ in calls.withLock { $0.append("b") } }
        recorder.record(target, "one")
        recorder.removeObserver(a)
        recorder.removeObserver(a) // removing twice is harmless
        recorder.record(target, "two")
        #expect(calls.withLock { $0 } == ["a", "b", "b"])
    }

    @Test("An observer may record into the same recorder (it is called again for that event)")
    func observerMayRecord() {
        let recorder = LifecycleRecorder()
        let target = Target()
        let depth = Mutex(0)
        _ = recorder.addObserver { event in
            guard event.callback == "outer" else { return }
            depth.withLock { $0 += 1 }
            recorder.record(target, "inner")
        }
        recorder.record(target, "outer")
        #expect(recorder.events.map(\.callback) == ["outer", "inner"])
        #expect(depth.withLock { $0 } == 1)
    }

    @Test("Events recorded on many threads all reach the observer, each once")
    func manyThreads() async {
        let recorder = LifecycleRecorder()
        let seen = Mutex<Set<Int>>([])
        _ = recorder.addObserver { event in _ = seen.withLock { $0.insert(event.sequence) } }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let target = Target()
                    for index in 0..<250 { recorder.record(target, "call\(index)") }
                }
            }
        }
        #expect(seen.withLock { $0 } == Set(0..<2_000))
        #expect(recorder.events.count == 2_000)
    }
}
