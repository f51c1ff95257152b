// Serialises a controller's transitions (D19) and times them on the application clock (D3).
import Foundation

/// A first-in, first-out queue of one controller's transitions: a transition requested while
/// another runs starts when the running one calls its `done` (D19). Never interleaves two.
@MainActor
final class TransitionQueue {
    typealias Operation = @MainActor (_ done: @escaping @MainActor () -> Void) -> Void

    private var pending: [Operation] = []
    private(set) var isRunning = false

    /// Whether a transition runs or waits.
    var isBusy: Bool { isRunning || !pending.isEmpty }

    func enqueue(_ operation: @escaping Operation) {
        pending.append(operation)
        if !isRunning { runNext() }
    }

    private func runNext() {
        guard !pending.isEmpty else { return }
        isRunning = true
        let operation = pending.removeFirst()
        var finished = false
        operation { [weak self] in
            guard !finished else { return }
            finished = true
            self?.isRunning = false
            self?.runNext()
        }
    }
}

/// When a transition's did-callbacks run.
@MainActor
enum TransitionTiming {
    /// Runs `finish` in the deferred step of the update cycle (D3): the next cycle when not
    /// animated, the first cycle after `duration` seconds of application clock when animated.
    /// Without an application (nothing is in a window) it runs at once.
    static func finish(
        animated: Bool, duration: TimeInterval, application: Application?,
        _ finish: @escaping @MainActor () -> Void
    ) {
        guard let application else { return finish() }
        if animated && duration > 0 {
            application.scheduleTimer(after: duration) { [weak application] _ in
                guard let application else { return finish() }
                application.enqueueDeferred(finish)
            }
        } else {
            application.enqueueDeferred(finish)
        }
    }
}
