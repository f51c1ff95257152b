// LineBreakMode: how text that does not fit is wrapped or truncated (UIKit's NSLineBreakMode).
import Foundation

/// How text that is wider than its line is broken across lines or shortened.
public enum LineBreakMode: Sendable, Hashable, CaseIterable {
    /// Wrap at word boundaries; words longer than a line are broken between characters.
    case wordWrap
    /// Wrap between characters (grapheme clusters).
    case charWrap
    /// Do not wrap; cut each line at the edge.
    case clip
    /// Wrap at words; the last line shows its end, starting with "…".
    case truncatingHead
    /// Wrap at words; the last line shows its start, ending with "…".
    case truncatingTail
    /// Wrap at words; the last line keeps its start and end with "…" in between.
    case truncatingMiddle

    /// Whether the mode wraps text onto further lines when lines are available.
    public var wraps: Bool { self != .clip }

    /// Whether the mode marks removed text with an ellipsis.
    public var truncates: Bool {
        switch self {
        case .truncatingHead, .truncatingTail, .truncatingMiddle: return true
        case .wordWrap, .charWrap, .clip: return false
        }
    }
}
