// Test support for the view-controller suites: a host (screen, application, window, recorder,
// checker) whose task-local recorder and checker are bound for the whole test body.
import Foundation
import Testing
@testable import TrellisUI

/// A screen owned by its own application, remembering nothing but its size.
@MainActor
final class VCTestScreen: ApplicationScreen {
    let bounds: CGRect
    let textMeasurer: any TextMeasurer = CellTextMeasurer()
    let application: Application

    init(width: CGFloat, height: CGFloat) {
        bounds = CGRect(x: 0, y: 0, width: width, height: height)
        application = Application()
    }

    func render(_ displayList: DisplayList) {}
}

/// One test's world: an application with a (hidden) window, a recorder and a checker.
@MainActor
final class VCHost {
    let screen: VCTestScreen
    let window: Window
    let recorder = LifecycleRecorder()
    let checker = LifecycleChecker()

    var application: Application { screen.application }

    init(width: CGFloat = 40, height: CGFloat = 12) {
        screen = VCTestScreen(width: width, height: height)
        window = Window(screen: screen)
        recorder.clock = screen.application.clock
        recorder.setLabel("w", for: window)
    }

    /// Runs `body` with this host's recorder and checker current.
    func run<T>(_ body: () throws -> T) rethrows -> T {
        try LifecycleRecorder.$current.withValue(recorder) {
            try LifecycleChecker.$current.withValue(checker) { try body() }
        }
    }

    /// Names `object` in recordings.
    func label(_ name: String, _ object: AnyObject) { recorder.setLabel(name, for: object) }

    /// Every recorded call of `objects`, in order.
    func calls(of objects: AnyObject...) -> [String] {
        recorder.events.filter(objects: objects).map(\.description)
    }

    /// Every recorded call of `objects` whose callback is not a view hierarchy/layout callback of a
    /// plain view.
    func calls(of objects: [AnyObject]) -> [String] {
        recorder.events.filter(objects: objects).map(\.description)
    }

    /// Forgets what was recorded so far.
    func resetLog() { recorder.reset() }

    /// Runs the application until idle (update cycles, deferred callbacks, completions).
    func settle() { application.runUntilIdle() }

    /// Advances the application clock.
    func advance(_ seconds: TimeInterval) { application.advance(by: seconds) }

    var diagnostics: [Diagnostic] { checker.diagnostics }
    var ruleIDs: [String] { checker.diagnostics.map(\.rule) }
}

/// A view controller that remembers the transition flags it saw inside its appearance callbacks.
@MainActor
final class FlagProbeViewController: ViewController {
    var seen: [String] = []

    private func note(_ callback: String) {
        var flags: [String] = []
        if isMovingToParent { flags.append("movingToParent") }
        if isMovingFromParent { flags.append("movingFromParent") }
        if isBeingPresented { flags.append("beingPresented") }
        if isBeingDismissed { flags.append("beingDismissed") }
        seen.append("\(callback):\(flags.joined(separator: ","))")
    }

    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
}

/// A controller whose view has one labelled subview, so hierarchy callbacks are visible.
@MainActor
final class PlainViewController: ViewController {}
