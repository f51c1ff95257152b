// A screen that keeps every frame it was asked to show, for tests about when and how often the
// application renders (HeadlessScreen keeps only the last frame).
import Foundation
import TrellisUI

/// A screen of `width` × `height` cells, owned by its own application, that keeps every display list it
/// renders.
@MainActor
public final class FrameHistoryScreen: ApplicationScreen {
    /// The application whose windows this screen shows.
    public let application: Application
    /// The screen rectangle in points, one point per cell.
    public let bounds: CGRect
    /// Measures text in cells, as the terminal and `HeadlessScreen` do.
    public let textMeasurer: any TextMeasurer = CellTextMeasurer()
    /// Every display list rendered, oldest first.
    public private(set) var frames: [DisplayList] = []

    /// Creates a screen of `width` × `height` cells with an application of its own.
    public init(width: Int, height: Int) {
        application = Application()
        bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
    }

    /// Keeps `displayList` as the newest frame.
    public func render(_ displayList: DisplayList) { frames.append(displayList) }

    /// The text of every rendered frame, oldest first: rows joined by `"\n"`, trailing spaces removed.
    public var frameTexts: [String] {
        frames.map { list in
            var grid = CharacterGrid(width: Int(bounds.width), height: Int(bounds.height))
            grid.draw(list)
            return grid.text
        }
    }
}
