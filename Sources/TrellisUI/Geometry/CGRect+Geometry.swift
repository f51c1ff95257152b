// Geometry helpers on Foundation's CG types used by views, widgets and screens.
import Foundation

extension CGRect {
    /// The rectangle shrunk by `insets` (grown for negative insets). Width and height never go below zero.
    public func inset(by insets: EdgeInsets) -> CGRect {
        let rect = standardized
        return CGRect(
            x: rect.minX + insets.left,
            y: rect.minY + insets.top,
            width: Swift.max(0, rect.width - insets.horizontal),
            height: Swift.max(0, rect.height - insets.vertical))
    }

    /// The rectangle moved by `offset`.
    public func translated(by offset: CGPoint) -> CGRect {
        offsetBy(dx: offset.x, dy: offset.y)
    }

    /// The centre point of the rectangle.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension CGSize {
    /// The size grown by `insets` (the size a box needs to hold content of this size inside the insets).
    public func outset(by insets: EdgeInsets) -> CGSize {
        CGSize(width: width + insets.horizontal, height: height + insets.vertical)
    }

    /// The size shrunk by `insets`, never below zero.
    public func inset(by insets: EdgeInsets) -> CGSize {
        CGSize(width: Swift.max(0, width - insets.horizontal), height: Swift.max(0, height - insets.vertical))
    }
}

extension CGPoint {
    /// The point moved by `other`'s coordinates.
    public func translated(by other: CGPoint) -> CGPoint {
        CGPoint(x: x + other.x, y: y + other.y)
    }
}
