// Application+RunLoop: running an application in a real host until it terminates, and terminating.
import Dispatch
import Foundation

extension Application {
    /// Runs the application until ``terminate()``: every turn catches the clock up with wall time,
    /// runs work posted to the inbox, fires due timers and runs the update cycle, rendering at most once
    /// per ``displayInterval``; between turns the application sleeps (the guide's "The update cycle"
    /// chapter explains why).
    ///
    /// `run()` suspends rather than blocking the thread: turns are main-queue work, so Swift
    /// concurrency's main-actor jobs keep running while it waits, and it can be awaited from an
    /// `async` main, a command's `run()` or a test. Calling it while it already runs, or after
    /// ``terminate()``, reports rule `A4` and returns at once.
    public func run() async {
        guard runLoop == nil, !isTerminated else {
            LifecycleChecker.emit(
                rule: "A4", path: "Application",
                message: isTerminated
                    ? "run() called after terminate(); returned at once"
                    : "run() called while the application is already running; returned at once")
            return
        }
        let loop = ApplicationRunLoop(application: self)
        runLoop = loop
        await withCheckedContinuation { continuation in
            loop.start(continuation: continuation)
        }
        runLoop = nil
    }

    /// Whether ``run()`` is running.
    public var isRunning: Bool { runLoop.map { !$0.isStopped } ?? false }

    /// Ends the application: every visible window is hidden (front to back), so root view controllers
    /// and their children and presentations get their disappearance callbacks in UIKit's order, the
    /// application runs until idle, and then ``run()`` returns. Called inside an update cycle, the
    /// teardown waits for the cycle's deferred step. Calling it again does nothing.
    public func terminate() {
        guard !isTerminated else { return }
        if isInUpdateCycle {
            enqueueDeferred { [weak self] in self?.terminate() }
            return
        }
        isTerminated = true
        withLifecycleRecording {
            for window in windows.reversed() where !window.isHidden {
                window.isHidden = true
            }
            runUntilIdle()
        }
        runLoop?.stop()
    }

    /// Tells the application that `screen`'s bounds changed (a terminal was resized): windows on it
    /// take the new bounds, lay out again and are drawn again in full.
    public func screenBoundsDidChange(_ screen: any Screen) {
        for window in windows where window.screen === screen {
            window.frame = screen.bounds
            window.setNeedsLayout()
            window.invalidateDisplayList()
        }
        setNeedsUpdateCycle()
    }
}
