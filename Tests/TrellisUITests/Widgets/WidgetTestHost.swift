// A window on a headless screen hosting the views under test (shared by the widget tests).
import Foundation
import TrellisTesting
import TrellisUI

/// A key, visible window on a fresh headless screen with `views` added at their frames.
@MainActor
struct WidgetTestHost {
    let screen: HeadlessScreen
    let window: Window

    init(width: Int = 30, height: Int = 6, _ views: View...) {
        screen = HeadlessScreen(width: width, height: height)
        window = Window(screen: screen)
        for view in views { window.addSubview(view) }
        window.makeKeyAndVisible()
        screen.runUntilIdle()
    }

    /// What the screen shows after running the application until idle.
    var text: String {
        screen.runUntilIdle()
        return screen.renderedText
    }
}
