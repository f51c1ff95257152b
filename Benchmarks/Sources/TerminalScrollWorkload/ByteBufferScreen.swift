// ByteBufferScreen: a screen that renders as TrellisTerminal's `TerminalScreen` does, into a byte buffer
// instead of a terminal, so benchmarks time and count the whole frame pipeline without a terminal.
import Foundation
import TrellisTerminal
import TrellisUI

/// A screen that renders as ``TerminalScreen`` does — a ``TerminalFrameComposer`` paints the display
/// list into its cell grid and renders the changes — into a byte buffer instead of a terminal, and
/// times the two halves.
@MainActor
public final class ByteBufferScreen: ApplicationScreen {
    public let application = Application()
    public let bounds: CGRect
    public let textMeasurer: any TextMeasurer = CellTextMeasurer()
    public private(set) var composer: TerminalFrameComposer
    public private(set) var output: [UInt8] = []
    public private(set) var lastFrameStatistics: FrameStatistics?
    /// The time the last render spent painting the grid, and producing the bytes.
    public private(set) var paint: Duration = .zero
    public private(set) var diff: Duration = .zero

    /// A `width`×`height` screen in true colour.
    public init(width: Int, height: Int) {
        bounds = CGRect(x: 0, y: 0, width: width, height: height)
        composer = TerminalFrameComposer(width: width, height: height, colorMode: .trueColor)
        output.reserveCapacity(64 * 1024)
    }

    public func render(_ displayList: DisplayList) {
        let clock = ContinuousClock()
        let began = clock.now
        composer.paint(displayList)
        let painted = clock.now
        output.removeAll(keepingCapacity: true)
        lastFrameStatistics = composer.render(cursor: nil, into: &output)
        let ended = clock.now
        paint = painted - began
        diff = ended - painted
    }
}
