// ParallelLayout: lays out the independent children of a long container on two threads.
import Foundation
import TrellisUI

/// Computes many independent child layouts at once, half on the calling thread and half on another.
///
/// A container's children are laid out independently of each other once their constraints are known
/// (layout is a pure function of `Sendable` components, §2.8), and a long list's children are most of a
/// layout's work. Results are identical to laying them out one after another; each child is laid out
/// by exactly one thread. The task-local values layout reads (the checker, the recorder, the Flex engine
/// switch for tests) are carried over to the helper thread; nested long lists are already on two threads,
/// so the helper lays its share out on its own.
enum ParallelLayout {
    /// Fewer children than this are laid out on the calling thread: handing work over costs more.
    static let threshold = 512

    /// Tests turn this off to compare with laying the same children out one after another.
    @TaskLocal static var isEnabled = true

    /// `body(0) … body(count - 1)`, each evaluated exactly once, possibly on two threads.
    static func map(_ count: Int, _ body: @Sendable (Int) -> ComponentLayout) -> [ComponentLayout] {
        guard count >= threshold, isEnabled, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            return (0..<count).map(body)
        }
        let results = Results(count: count)
        let forceEngine = Flex.forceEngine
        let checker = LifecycleChecker.current
        let recorder = LifecycleRecorder.current
        let half = count / 2
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            let indices = part == 0 ? 0..<half : half..<count
            Flex.$forceEngine.withValue(forceEngine) {
                LifecycleChecker.$current.withValue(checker) {
                    LifecycleRecorder.$current.withValue(recorder) {
                        ParallelLayout.$isEnabled.withValue(false) {
                            for index in indices { results.set(index, body(index)) }
                        }
                    }
                }
            }
        }
        return results.take()
    }

    /// Result slots written by index from two threads. Safe: each index is written once, by one thread,
    /// and read only after both threads finished (`concurrentPerform` returns after all iterations).
    private final class Results: @unchecked Sendable {
        // A fixed buffer, never an array mutated from two threads.
        private let slots: UnsafeMutableBufferPointer<ComponentLayout?>

        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }

        func set(_ index: Int, _ layout: ComponentLayout) { slots[index] = layout }

        func take() -> [ComponentLayout] { slots.map { $0! } }
    }
}
