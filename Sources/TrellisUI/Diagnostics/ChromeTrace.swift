// Export of recorded lifecycle events as Chrome trace JSON (chrome://tracing, ui.perfetto.dev).
import Foundation

extension Array where Element == LifecycleEvent {
    /// The events as a Chrome trace (JSON object format): a `"traceEvents"` array with one entry
    /// per callback, named `"Class.callback"`. Spans (layout, drawing) are complete events (`"X"`,
    /// with `"dur"`); other callbacks are instant events (`"i"`).
    ///
    /// Time stamps are microseconds of application-clock time **plus the event's sequence number**:
    /// a test clock stands still while many callbacks run, and adding the sequence keeps them ordered
    /// and visible in the viewer without ever reordering events of different instants.
    public func chromeTraceJSON(processName: String = "Trellis") -> String {
        func micros(_ time: TimeInterval, _ sequence: Int) -> Double {
            (time * 1_000_000).rounded() + Double(sequence)
        }
        var traceEvents: [[String: Any]] = [
            [
                "name": "process_name", "ph": "M", "pid": 1, "tid": 1,
                "args": ["name": processName],
            ]
        ]
        for event in self {
            var entry: [String: Any] = [
                "name": "\(event.className).\(event.callback)",
                "cat": event.isAnimationEvent ? "animation" : "lifecycle",
                "ts": micros(event.timestamp, event.sequence),
                "pid": 1,
                "tid": 1,
                "args": [
                    "object": event.label,
                    "objectID": String(UInt(bitPattern: event.objectID), radix: 16),
                    "arguments": event.arguments,
                    "call": event.description,
                ] as [String: Any],
            ]
            if let end = event.end {
                entry["ph"] = "X"
                entry["dur"] = Swift.max(
                    micros(end.timestamp, end.sequence) - micros(event.timestamp, event.sequence), 1)
            } else {
                entry["ph"] = "i"
                entry["s"] = "t"
            }
            traceEvents.append(entry)
        }
        let root: [String: Any] = ["traceEvents": traceEvents, "displayTimeUnit": "ms"]
        guard let data = try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]),
            let text = String(data: data, encoding: .utf8)
        else {
            // Every value above is a JSON-compatible Foundation type, so this cannot fail; keep the
            // output valid JSON regardless.
            return #"{"traceEvents":[]}"#
        }
        return text
    }
}

extension LifecycleRecorder {
    /// Everything recorded so far as Chrome trace JSON (see `Array<LifecycleEvent>.chromeTraceJSON`).
    public func chromeTraceJSON(processName: String = "Trellis") -> String {
        events.chromeTraceJSON(processName: processName)
    }
}
