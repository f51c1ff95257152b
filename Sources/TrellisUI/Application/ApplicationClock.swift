// The application's notion of "now": a manually advanced clock that transitions and timers use.
import Foundation
import Synchronization

/// Time as the application sees it, in seconds since the application started.
///
/// The clock only moves when ``Application/advance(by:)`` moves it, so animated transitions and
/// timers are deterministic in tests; a real host advances it from its run loop. It is thread-safe (the
/// time is behind a mutex) so the recorder can stamp events from any thread.
public final class ApplicationClock: Sendable {
    private let time: Mutex<TimeInterval>

    /// Creates a clock reading `start`.
    public init(start: TimeInterval = 0) { time = Mutex(start) }

    /// The current time in seconds.
    public var now: TimeInterval { time.withLock { $0 } }

    /// Moves the clock to `newTime` if that is later than now; a clock never runs backwards.
    func set(_ newTime: TimeInterval) {
        time.withLock { $0 = Swift.max($0, newTime) }
    }
}
