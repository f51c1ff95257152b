// Application as a ComponentScheduler: component roots use the application's update cycle and inbox.
import TrellisUI

extension Application: ComponentScheduler {
    /// Posts to the application's `MainInbox`.
    public var mainPoster: @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void {
        let inbox = self.inbox
        return { work in inbox.post(work) }
    }
}
