// A key window on a headless screen hosting the views under test, without a root view controller.
import TrellisTesting
import TrellisUI

/// A key, visible window on a fresh headless screen with views added at their frames.
@MainActor
public struct WidgetTestHost {
    /// The screen the window is on.
    public let screen: HeadlessScreen
    /// The window holding the views.
    public let window: Window

    /// Adds `views` to a window on a `width` × `height` screen, shows it and runs until idle.
    public init(width: Int = 30, height: Int = 6, _ views: View...) {
        screen = HeadlessScreen(width: width, height: height)
        window = Window(screen: screen)
        for view in views { window.addSubview(view) }
        window.makeKeyAndVisible()
        screen.runUntilIdle()
    }

    /// What the screen shows after running the application until idle.
    public var text: String {
        screen.runUntilIdle()
        return screen.renderedText
    }
}
