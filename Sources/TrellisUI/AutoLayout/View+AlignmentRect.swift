// The alignment rectangle: the part of a view that Auto Layout places and sizes (its content without
// ornament), and the conversions between it and the frame, which is derived from it.
import Foundation

extension View {
    /// The alignment rectangle of a view whose frame is `frame`: `frame` inset by
    /// ``alignmentRectInsets``.
    ///
    /// Constraints relate alignment rectangles: a view pinned to its superview's leading edge has its
    /// alignment rectangle there, and its frame reaches past it by the insets. Custom geometry goes
    /// through ``alignmentRectInsets`` (this method and ``frame(forAlignmentRect:)`` are its inverse
    /// pair and cannot be overridden).
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        Self.inset(frame, by: layoutAlignmentRectInsets)
    }

    /// The frame of a view whose alignment rectangle is `alignmentRect`: `alignmentRect` outset by
    /// ``alignmentRectInsets``; the inverse of ``alignmentRect(forFrame:)``.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        Self.outset(alignmentRect, by: layoutAlignmentRectInsets)
    }

    /// The insets Auto Layout uses for this view: the nearest ``intrinsicContentSizeProvider``'s answer
    /// (a document laid out with UIKit's control metrics), else ``alignmentRectInsets``.
    public var layoutAlignmentRectInsets: EdgeInsets {
        if let provided = providedAlignmentRectInsets { return provided }
        return alignmentRectInsets
    }

    static func inset(_ rect: CGRect, by insets: EdgeInsets) -> CGRect {
        guard insets != .zero else { return rect }
        return CGRect(
            x: rect.minX + insets.left, y: rect.minY + insets.top, width: rect.width - insets.left - insets.right,
            height: rect.height - insets.top - insets.bottom)
    }

    static func outset(_ rect: CGRect, by insets: EdgeInsets) -> CGRect {
        guard insets != .zero else { return rect }
        return CGRect(
            x: rect.minX - insets.left, y: rect.minY - insets.top, width: rect.width + insets.left + insets.right,
            height: rect.height + insets.top + insets.bottom)
    }
}
