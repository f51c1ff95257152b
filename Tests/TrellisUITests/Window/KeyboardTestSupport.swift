// Test support for the keyboard suites (focus, Escape, editing, paste, chrome): a headless screen
// with a recorder and checker bound around input, and a view controller built from a closure.
import Foundation
import Testing
import TrellisTesting
@testable import TrellisUI

/// A view controller whose root view holds whatever `build` adds to it.
@MainActor
final class ContentViewController: ViewController {
    private let build: @MainActor (View) -> Void

    init(title: String? = nil, _ build: @escaping @MainActor (View) -> Void = { _ in }) {
        self.build = build
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: any Coder) {
        build = { _ in }
        super.init(coder: coder)
    }

    override func loadView() {
        let root = View(frame: .zero)
        build(root)
        view = root
    }
}

/// A view that takes first responder and handles (swallows) the keys in `handled`.
@MainActor
final class KeyConsumingView: View {
    var handled: Set<Key>
    var received: [String] = []

    init(frame: CGRect, handling handled: Set<Key>) {
        self.handled = handled
        super.init(frame: frame)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func keyDown(_ event: KeyEvent) {
        guard handled.contains(event.key) else { return super.keyDown(event) }
        received.append(event.description)
    }
}

/// A headless screen with one window, a recorder labelling the window `w` and the application `app`,
/// and a checker. Input and transitions run with both bound, so recordings and diagnostics are whole.
@MainActor
final class KeyboardHost {
    let screen: HeadlessScreen
    let window: Window
    let recorder = LifecycleRecorder()
    let checker = LifecycleChecker()

    init(width: Int = 40, height: Int = 12) {
        screen = HeadlessScreen(width: width, height: height)
        window = Window(screen: screen)
        recorder.clock = screen.application.clock
        recorder.setLabel("w", for: window)
        recorder.setLabel("app", for: screen.application)
    }

    /// Runs `body` with this host's recorder and checker current.
    func run<T>(_ body: () throws -> T) rethrows -> T {
        try LifecycleRecorder.$current.withValue(recorder) {
            try LifecycleChecker.$current.withValue(checker) { try body() }
        }
    }

    /// Makes `root` the window's root, shows the window and settles.
    func show(_ root: ViewController) {
        run {
            window.rootViewController = root
            window.makeKeyAndVisible()
            screen.runUntilIdle()
        }
    }

    /// Shows a window whose root view holds `views`.
    @discardableResult
    func show(views: View...) -> ContentViewController {
        let root = ContentViewController { root in for view in views { root.addSubview(view) } }
        show(root)
        return root
    }

    /// Presses `key` (with the recorder bound) and runs until idle.
    func press(_ key: Key, _ modifiers: KeyModifiers = []) {
        run { _ = screen.sendKey(key, modifiers: modifiers) }
    }

    /// Pastes `text` (with the recorder bound) and runs until idle.
    func paste(_ text: String) {
        run { _ = screen.paste(text) }
    }

    /// Advances the clock (with the recorder bound), finishing animated transitions.
    func advance(_ seconds: TimeInterval) {
        run { screen.advance(by: seconds) }
    }

    /// Names `object` in recordings.
    func label(_ name: String, _ object: AnyObject) { recorder.setLabel(name, for: object) }

    /// Every recorded call of `objects`, in order.
    func calls(of objects: AnyObject...) -> [String] {
        recorder.events.filter(objects: objects).map(\.description)
    }

    /// Forgets what was recorded so far.
    func resetLog() { recorder.reset() }

    /// The rules of every diagnostic reported so far.
    var ruleIDs: [String] { checker.diagnostics.map(\.rule) }
}
