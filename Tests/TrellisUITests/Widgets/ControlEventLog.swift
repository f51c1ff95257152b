// An event log that control tests register on every control event, so whole sequences can be compared.
import Foundation
import TrellisUI

/// Collects control events (and anything else a test appends) in order.
@MainActor
final class ControlEventLog {
    var entries: [String] = []

    /// Registers an action on `control` for every single event, logging `prefix` + the event name.
    func observe(_ control: Control, prefix: String = "") {
        for event in Control.Event.allEvents.elements {
            control.addAction(for: event) { [unowned self] in self.entries.append(prefix + event.description) }
        }
    }

    /// Returns the entries and clears the log.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}
