// ParallelWork: splits the independent children of a long list between the calling thread and a helper
// — for building them and for laying them out.
import Foundation
import TrellisUI

/// Runs the two halves of a long list's work at once, the first on the calling thread and the second on
/// a helper thread.
///
/// A long list's children are built and laid out independently of each other (components are `Sendable`
/// values; render and layout are functions of them, §2.8), and they are most of the work of a large
/// tree. Callers make the result identical to doing the work in order: each index is handled by exactly
/// one thread, and anything order-dependent is merged afterwards in index order. The task-local values
/// build and layout read (the checker, the recorder, the layout components' ``LayoutTaskValues``) are
/// carried over to the helper; inside a split, nested lists run on the thread they are on.
package enum ParallelWork {
    /// Fewer children than this stay on the calling thread: handing work over costs more.
    static let threshold = 512

    /// Tests turn this off to compare with doing the same work in order; benchmarks, for instruction
    /// counts that do not depend on how the threads shared the work.
    @TaskLocal package static var isEnabled = true

    /// Whether a list of `count` children is split.
    static func splits(_ count: Int) -> Bool {
        count >= threshold && isEnabled && ProcessInfo.processInfo.activeProcessorCount > 1
    }

    /// Calls `body(0, 0..<half)` on this thread and `body(1, half..<count)` on a helper, and returns
    /// when both have finished.
    private static func split(_ count: Int, _ body: @Sendable (_ part: Int, _ indices: Range<Int>) -> Void) {
        let layoutValues = LayoutTaskValues.current
        let checker = LifecycleChecker.current
        let recorder = LifecycleRecorder.current
        let half = count / 2
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            layoutValues.apply {
                LifecycleChecker.$current.withValue(checker) {
                    LifecycleRecorder.$current.withValue(recorder) {
                        ParallelWork.$isEnabled.withValue(false) {
                            body(part, part == 0 ? 0..<half : half..<count)
                        }
                    }
                }
            }
        }
    }

    /// `body(part, 0) … body(part, count - 1)`, each evaluated exactly once, on two threads when the list
    /// is long: `part` is 0 on the calling thread and 1 on the helper (always 0 when not split), so a
    /// caller can give each thread state of its own.
    static func map<Result>(_ count: Int, _ body: @Sendable (_ part: Int, _ index: Int) -> Result) -> [Result] {
        guard splits(count) else { return (0..<count).map { body(0, $0) } }
        let results = Slots<Result>(count: count)
        split(count) { part, indices in
            for index in indices { results.set(index, body(part, index)) }
        }
        return results.take()
    }

    /// Result slots written by index from two threads. Safe: each index is written once, by one thread,
    /// and read only after both threads finished (`split` returns after both halves).
    private final class Slots<Result>: @unchecked Sendable {
        // A fixed buffer, never an array mutated from two threads.
        private let slots: UnsafeMutableBufferPointer<Result?>

        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }

        /// Fills slot `index`; DEBUG builds check that each slot is filled once.
        func set(_ index: Int, _ result: Result) {
            assert(slots[index] == nil, "ParallelWork: slot \(index) filled twice")
            slots[index] = result
        }

        /// Every slot's result, in index order, moved out (a copy would retain and release each result's
        /// references once more); each slot must have been filled.
        func take() -> [Result] {
            (0..<slots.count).map { index in
                guard let result = slots[index].take() else {
                    preconditionFailure("ParallelWork: a slot was never filled")
                }
                return result
            }
        }
    }
}
