// A timer on the application clock: one-shot or repeating, invalidatable.
import Foundation

/// A timer that fires on the main actor when the ``Application``'s clock reaches its fire date.
///
/// Create one with ``Application/scheduleTimer(after:repeating:_:)``. Timers fire in fire-date order
/// (ties in scheduling order) while the clock is advanced; a repeating timer that fell several
/// intervals behind fires once per interval.
@MainActor
public final class ApplicationTimer {
    /// The clock time at which the timer fires next.
    public internal(set) var fireDate: TimeInterval
    /// The repeat interval, or `nil` for a one-shot timer.
    public let interval: TimeInterval?
    /// Whether the timer will still fire.
    public private(set) var isValid = true

    let order: Int
    let action: @MainActor (ApplicationTimer) -> Void
    weak var application: Application?

    init(
        fireDate: TimeInterval, interval: TimeInterval?, order: Int, application: Application,
        action: @escaping @MainActor (ApplicationTimer) -> Void
    ) {
        self.fireDate = fireDate
        self.interval = interval
        self.order = order
        self.application = application
        self.action = action
    }

    /// Stops the timer; it never fires again.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        application?.removeTimer(self)
    }

    /// Fires the timer now, as if its fire date had come (does not reschedule or invalidate).
    public func fire() {
        guard isValid else { return }
        action(self)
    }
}
