// TextAlignment: horizontal alignment of text lines (UIKit's NSTextAlignment).
import Foundation

/// How lines of text are placed horizontally within their rectangle.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred; an odd leftover cell goes to the right.
    case center
    /// Lines end at the right edge.
    case right
    /// The writing direction's natural alignment (left for left-to-right text).
    case natural
    /// Treated as ``natural`` (character-cell screens cannot stretch spaces by fractions).
    case justified

    /// The x offset of a line `lineWidth` wide inside `availableWidth`.
    public func offset(lineWidth: CGFloat, in availableWidth: CGFloat) -> CGFloat {
        let spare = Swift.max(0, availableWidth - lineWidth)
        switch self {
        case .left, .natural, .justified: return 0
        case .center: return (spare / 2).rounded(.down)
        case .right: return spare
        }
    }
}
