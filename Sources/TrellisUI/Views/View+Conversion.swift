// Converting points and rectangles between the coordinate spaces of views and windows.
import Foundation

extension View {
    /// Converts `point` from this view's coordinates to `view`'s (`nil`: this view's window, or the
    /// root of its hierarchy when it is in no window). Views in different windows convert through
    /// screen coordinates (each window's frame).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let target = view ?? window ?? rootView
        let common = toCommonSpace(point)
        return target.fromCommonSpace(common)
    }

    /// Converts `point` from `view`'s coordinates (`nil`: this view's window) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let source = view ?? window ?? rootView
        return fromCommonSpace(source.toCommonSpace(point))
    }

    /// Converts `rect` from this view's coordinates to `view`'s (see `convert(_:to:)` for points).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The topmost ancestor (the window, for a view in a window).
    var rootView: View {
        var current = self
        while let superview = current.superviewStorage { current = superview }
        return current
    }

    /// From this view's bounds coordinates to the space of its root's superview (screen
    /// coordinates for a window): each level adds its frame origin and subtracts its bounds origin.
    func toCommonSpace(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: View? = self
        while let view = current {
            result.x += view.frameStorage.minX - view.boundsOrigin.x
            result.y += view.frameStorage.minY - view.boundsOrigin.y
            current = view.superviewStorage
        }
        return result
    }

    func fromCommonSpace(_ point: CGPoint) -> CGPoint {
        let origin = toCommonSpace(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
