// FrameStatus: the status line's text for the last frame — each update-cycle step's time and what the
// screen wrote — e.g. `build 0.12ms · layout 0.40ms · display 0.05ms · render 0.20ms · 38 B diff sync`.
import Foundation
import TrellisUI

/// Formats the last frame's cost.
enum FrameStatus {
    /// The status text for `timings` and (when the screen measures them) `statistics`; `compact` for
    /// narrow screens (`b 0.12 l 0.40 d 0.05 r 0.20 ms · 38 B diff sync`).
    static func text(timings: UpdateCycleTimings, statistics: FrameStatistics?, compact: Bool = false) -> String {
        var parts: [String]
        if compact {
            func number(_ duration: Duration) -> String { String(milliseconds(duration).dropLast(2)) }
            parts = [
                "b \(number(timings.build)) l \(number(timings.layout)) d \(number(timings.display)) r \(number(timings.render)) ms"
            ]
        } else {
            parts = [
                "build " + milliseconds(timings.build), "layout " + milliseconds(timings.layout),
                "display " + milliseconds(timings.display), "render " + milliseconds(timings.render),
            ]
        }
        if let statistics {
            parts.append(
                "\(DemoFormatting.count(statistics.bytesWritten)) B \(statistics.strategy)"
                    + (statistics.isSynchronized ? " sync" : ""))
        } else {
            parts.append("headless")
        }
        return parts.joined(separator: " · ")
    }

    /// `0.12ms`, `12.3ms`, `153ms`.
    static func milliseconds(_ duration: Duration) -> String {
        let components = duration.components
        let value = Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
        if value < 10 { return String(format: "%.2fms", value) }
        if value < 100 { return String(format: "%.1fms", value) }
        return String(format: "%.0fms", value)
    }
}
