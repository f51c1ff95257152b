// DemoWindow: the demo's window — a Window that tells the app after each event it dispatched, so the
// status line looks for a new frame only when something happened (no polling timer while idle).
import Foundation
import TrellisUI

/// A window that reports the events it dispatched (UIKit apps subclass `UIWindow.sendEvent(_:)` for the
/// same purpose).
@MainActor final class DemoWindow: Window {
    /// Called after every event the window dispatched.
    var onEvent: (@MainActor () -> Void)?

    override func sendEvent(_ event: Event) {
        super.sendEvent(event)
        onEvent?()
    }
}
