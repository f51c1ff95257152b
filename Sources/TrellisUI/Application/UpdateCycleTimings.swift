// UpdateCycleTimings: how long each step of one update cycle took, for status lines and inspectors.
import Foundation

/// The durations of the steps of one update cycle (D18).
public struct UpdateCycleTimings: Sendable, Hashable, CustomStringConvertible {
    /// Step 1: queued state updates applied and synchronous component builds.
    public var build: Duration = .zero
    /// Step 2: layout of every visible window, including component layout and mount.
    public var layout: Duration = .zero
    /// Step 3a: views drawing into their windows' display lists.
    public var display: Duration = .zero
    /// Step 3b: the screens showing the new display lists (a terminal diffs cells and writes).
    public var render: Duration = .zero
    /// Step 4: deferred did-callbacks and completions.
    public var deferred: Duration = .zero

    /// Creates zero timings.
    public init() {}

    /// The whole cycle.
    public var total: Duration { build + layout + display + render + deferred }

    /// E.g. `build 0.12ms layout 0.40ms display 0.05ms render 0.20ms`.
    public var description: String {
        func ms(_ duration: Duration) -> String {
            let value = Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
            return String(format: "%.2fms", value)
        }
        return "build \(ms(build)) layout \(ms(layout)) display \(ms(display)) render \(ms(render))"
    }
}
