// FrameStatistics: what a screen reports about the last frame it showed (bytes, cells, strategy), so
// apps and inspectors can show the cost of a frame without knowing the device.
import Foundation

/// What showing one frame cost a screen.
public struct FrameStatistics: Sendable, Hashable, CustomStringConvertible {
    /// How a character-cell screen brought the device up to date.
    public enum Strategy: Sendable, Hashable, CustomStringConvertible {
        /// Nothing changed; nothing was sent.
        case unchanged
        /// Every cell was sent (first frame, resume, resize).
        case fullRedraw
        /// Only changed cells were sent.
        case cellDiff
        /// Rows were moved by the device (a scroll region) by `rows` (positive: content moved up), then
        /// the remaining changed cells were sent.
        case scrollRegion(rows: Int)

        /// `unchanged`, `full`, `diff`, `scroll+3`.
        public var description: String {
            switch self {
            case .unchanged: return "unchanged"
            case .fullRedraw: return "full"
            case .cellDiff: return "diff"
            case .scrollRegion(let rows): return rows >= 0 ? "scroll+\(rows)" : "scroll\(rows)"
            }
        }
    }

    /// Bytes written to the device for the frame.
    public var bytesWritten: Int
    /// Cells whose content or attributes changed.
    public var cellsChanged: Int
    /// How the frame was sent.
    public var strategy: Strategy
    /// Whether the frame was wrapped in the device's synchronized-output mode (no tearing).
    public var isSynchronized: Bool

    /// Creates statistics.
    public init(bytesWritten: Int, cellsChanged: Int, strategy: Strategy, isSynchronized: Bool) {
        self.bytesWritten = bytesWritten
        self.cellsChanged = cellsChanged
        self.strategy = strategy
        self.isSynchronized = isSynchronized
    }

    /// E.g. `42 B, 3 cells, diff, sync`.
    public var description: String {
        "\(bytesWritten) B, \(cellsChanged) cells, \(strategy)" + (isSynchronized ? ", sync" : "")
    }
}
