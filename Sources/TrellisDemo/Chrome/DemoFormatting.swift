// DemoFormatting: how the demo writes durations, counts and progress bars.
import Foundation

/// Text formats shared by the demo's screens.
enum DemoFormatting {
    /// `3:07` for 187 seconds; hours as `1:02:03`.
    static func duration(_ seconds: Int) -> String {
        let value = max(0, seconds)
        let hours = value / 3600, minutes = (value % 3600) / 60, rest = value % 60
        let secondsText = rest < 10 ? "0\(rest)" : "\(rest)"
        if hours > 0 { return "\(hours):" + (minutes < 10 ? "0\(minutes)" : "\(minutes)") + ":" + secondsText }
        return "\(minutes):" + secondsText
    }

    /// `10,000` — thousands grouped with commas, whatever the locale, so screens and tests agree.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }

    /// `3 songs`, `1 song`.
    static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count(value)) " + (value == 1 ? singular : (plural ?? singular + "s"))
    }

    /// A bar `width` cells wide, filled in proportion to `elapsed` of `total`.
    static func progressBar(elapsed: Int, total: Int, width: Int) -> String {
        let cells = max(0, width)
        guard cells > 0 else { return "" }
        let fraction = total > 0 ? min(1, max(0, Double(elapsed) / Double(total))) : 0
        let done = Int((fraction * Double(cells)).rounded(.down))
        return String(repeating: DemoTheme.progressDone, count: done)
            + String(repeating: DemoTheme.progressToDo, count: cells - done)
    }
}
