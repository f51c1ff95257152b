// The world of one view-controller or keyboard test: a headless screen with one window, a recorder that
// labels the window `w` and the application `app`, and a checker, bound around everything the test drives.
import Foundation
import TrellisTesting
import TrellisUI

/// A headless screen with one (hidden until shown) window, a lifecycle recorder and a lifecycle checker.
///
/// Everything the host drives — showing a root, input, running the application — runs with its recorder
/// and checker current, so recordings and diagnostics are whole; ``run(_:)`` binds them around anything
/// else the test does.
@MainActor
public final class ViewControllerTestHost {
    /// The screen the window is on; it owns the application.
    public let screen: HeadlessScreen
    /// The window, labelled `w` in recordings.
    public let window: Window
    /// Records every lifecycle call made while the host's recorder is current.
    public let recorder = LifecycleRecorder()
    /// Collects the diagnostics reported while the host's checker is current.
    public let checker = LifecycleChecker()

    /// The screen's application, labelled `app` in recordings.
    public var application: Application { screen.application }

    /// Creates a screen of `width` × `height` cells with one window on it.
    public init(width: Int = 40, height: Int = 12) {
        screen = HeadlessScreen(width: width, height: height)
        window = Window(screen: screen)
        recorder.clock = screen.application.clock
        recorder.setLabel("w", for: window)
        recorder.setLabel("app", for: screen.application)
    }

    /// Runs `body` with this host's recorder and checker current.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        try LifecycleRecorder.$current.withValue(recorder) {
            try LifecycleChecker.$current.withValue(checker) { try body() }
        }
    }

    /// Makes `root` the root view controller of `window` (the host's window unless given), makes that
    /// window key and visible, and runs the application until idle.
    public func show(_ root: ViewController, in window: Window? = nil) {
        let window = window ?? self.window
        run {
            window.rootViewController = root
            window.makeKeyAndVisible()
            screen.runUntilIdle()
        }
    }

    /// Shows a window whose root view holds `views`, and returns its root view controller.
    @discardableResult
    public func show(views: View...) -> ContentViewController {
        let root = ContentViewController { root in for view in views { root.addSubview(view) } }
        show(root)
        return root
    }

    /// Presses `key` on the key window and runs the application until idle.
    public func press(_ key: Key, _ modifiers: KeyModifiers = []) {
        run { _ = screen.sendKey(key, modifiers: modifiers) }
    }

    /// Pastes `text` into the key window and runs the application until idle.
    public func paste(_ text: String) {
        run { _ = screen.paste(text) }
    }

    /// Runs the application until idle: update cycles, deferred callbacks, completions.
    public func settle() {
        run { screen.runUntilIdle() }
    }

    /// Advances the application clock by `seconds`, firing due timers and finishing animated transitions.
    public func advance(_ seconds: TimeInterval) {
        run { screen.advance(by: seconds) }
    }

    /// Names `object` in recordings.
    public func label(_ name: String, _ object: AnyObject) { recorder.setLabel(name, for: object) }

    /// Every recorded call of `objects`, in order.
    public func calls(of objects: AnyObject...) -> [String] { calls(of: objects) }

    /// Every recorded call of `objects`, in order.
    public func calls(of objects: [AnyObject]) -> [String] {
        recorder.events.filter(objects: objects).map(\.description)
    }

    /// Forgets what was recorded so far.
    public func resetLog() { recorder.reset() }

    /// The diagnostics reported so far.
    public var diagnostics: [Diagnostic] { checker.diagnostics }

    /// The rules of the diagnostics reported so far, in order.
    public var ruleIDs: [String] { checker.diagnostics.map(\.rule) }
}

/// `calls` without the layout callbacks (`viewWillLayoutSubviews()`, `layoutSubviews()`, ...): what is
/// left of a controller's recording is its loading, appearance and containment.
public func withoutLayoutCalls(_ calls: [String]) -> [String] {
    calls.filter { !$0.contains("Layout") }
}
