// Screen: the device a window draws on (a terminal, a headless test grid, ...).
import Foundation

/// A surface that shows windows. Views never talk to devices: they draw into a ``DisplayList``
/// which the application hands to the window's screen after each update cycle.
@MainActor
public protocol Screen: AnyObject {
    /// The screen's rectangle in points; windows created on the screen get this frame.
    var bounds: CGRect { get }

    /// How the screen measures text; views lay out text with it so that layout matches rendering.
    var textMeasurer: any TextMeasurer { get }

    /// Shows `displayList` (everything visible on the screen, back to front), replacing what was rendered
    /// before.
    func render(_ displayList: DisplayList)

    /// What showing the last frame cost, for screens that measure it (`nil` otherwise).
    var lastFrameStatistics: FrameStatistics? { get }
}

extension Screen {
    /// Screens that do not measure their frames report nothing.
    public var lastFrameStatistics: FrameStatistics? { nil }
}
