// Running a headless screen's clock until every timer has fired, for tests that end queued and animated
// transitions before checking the state at rest.
import TrellisTesting
import TrellisUI

extension HeadlessScreen {
    /// Advances the application clock a second at a time until no timer is scheduled and no update cycle
    /// is pending, or `seconds` seconds have passed: queued transitions run one after another, so a single
    /// advance may not end them all.
    public func advanceUntilQuiet(atMost seconds: Int = 100) {
        for _ in 0..<seconds {
            application.advance(by: 1)
            if application.scheduledTimers.isEmpty && !application.needsUpdateCycle { return }
        }
    }
}
