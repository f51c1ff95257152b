// The application's notion of "now": a manually advanced clock that transitions and timers use.
import Foundation

/// Time as the application sees it, in seconds since the application started.
///
/// The clock only moves when ``Application/advance(by:)`` moves it, so animated transitions and
/// timers are deterministic in tests; a real host advances it from its run loop. It is thread-safe so
/// the recorder can stamp events from any thread.
public final class ApplicationClock: @unchecked Sendable {
    private let lock = NSLock()
    private var time: TimeInterval

    /// Creates a clock reading `start`.
    public init(start: TimeInterval = 0) { time = start }

    /// The current time in seconds.
    public var now: TimeInterval { lock.withLock { time } }

    /// Moves the clock to `newTime` if that is later than now; a clock never runs backwards.
    func set(_ newTime: TimeInterval) {
        lock.withLock { time = Swift.max(time, newTime) }
    }
}
