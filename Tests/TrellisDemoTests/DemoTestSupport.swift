// Test support for the demo: a demo app on a headless screen, driven by key scripts, with every step
// recorded by the app's lifecycle recorder.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

@testable import TrellisDemo

/// The demo on a headless screen.
@MainActor final class DemoHarness {
    let screen: HeadlessScreen
    let app: DemoApp

    /// A demo of `songCount` songs on a `width` × `height` screen, run until idle.
    init(width: Int = 100, height: Int = 30, songCount: Int = 10_000) {
        screen = HeadlessScreen(width: width, height: height)
        app = DemoApp(screen: screen, application: screen.application, options: DemoOptions(songCount: songCount))
        screen.runUntilIdle()
    }

    var application: Application { screen.application }
    var text: String { screen.renderedText }
    var lines: [String] { screen.lines }

    /// Plays a key script (see `DemoKeyScript`), each step inside the app's lifecycle recording.
    func play(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let parsed = try DemoKeyScript(parsing: script)
            for step in parsed.steps {
                application.withLifecycleRecording {
                    switch step {
                    case .event(let event): screen.send(event)
                    case .wait(let seconds): screen.advance(by: seconds)
                    case .resize(let width, let height): screen.resize(width: width, height: height)
                    }
                }
            }
        } catch {
            Issue.record("script '\(script)' does not parse: \(error)", sourceLocation: sourceLocation)
        }
    }

    /// The navigation stack's top screen.
    var topScreen: ViewController? { app.libraryNavigation.topViewController }

    /// The recorded calls (`label.callback(arguments)`) from `sequence` on, of view-controller and
    /// component-controller callbacks only.
    func controllerCalls(since sequence: Int) -> [String] {
        app.recorder.events.filter { $0.sequence >= sequence && LifecycleCallbackKind(callback: $0.callback) != nil }
            .map(\.description)
    }

    /// The next event's sequence number.
    var nextSequence: Int { app.recorder.events.count }

    /// The line of the screen containing `text`, if any.
    func line(containing text: String) -> String? { lines.first { $0.contains(text) } }
}
