// AnimationCurve: the timing curves of view animations (UIKit's UIView.AnimationCurve), as functions
// from the elapsed part of an animation's duration to its progress.
import Foundation

extension View {
    /// How an animation's progress follows its elapsed time (`UIView.AnimationCurve`).
    ///
    /// The curves are Core Animation's standard timing functions, cubic Bézier curves from (0, 0) to
    /// (1, 1): ease in `(0.42, 0) (1, 1)`, ease out `(0, 0) (0.58, 1)`, ease in-out `(0.42, 0) (0.58, 1)`.
    public enum AnimationCurve: Sendable, Hashable, CustomStringConvertible {
        /// Slow at the start and at the end (UIKit's default).
        case easeInOut
        /// Slow at the start, then faster.
        case easeIn
        /// Fast at the start, slowing down at the end.
        case easeOut
        /// Even progress over the whole duration.
        case linear

        /// The progress (0…1) after `fraction` (0…1, clamped) of the duration has elapsed.
        public func progress(atFraction fraction: Double) -> Double {
            let x = fraction.isNaN ? 0 : Swift.min(1, Swift.max(0, fraction))
            switch self {
            case .linear: return x
            case .easeIn: return Self.bezier(x, 0.42, 0, 1, 1)
            case .easeOut: return Self.bezier(x, 0, 0, 0.58, 1)
            case .easeInOut: return Self.bezier(x, 0.42, 0, 0.58, 1)
            }
        }

        /// `easeInOut`, `easeIn`, `easeOut` or `linear`.
        public var description: String {
            switch self {
            case .easeInOut: "easeInOut"
            case .easeIn: "easeIn"
            case .easeOut: "easeOut"
            case .linear: "linear"
            }
        }

        /// The y of the cubic Bézier with control points (x1, y1), (x2, y2) at the point whose x is `x`.
        /// x(t) is increasing for control x values in 0…1, so bisection always finds t; Newton's steps
        /// make it fast.
        private static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
            if x <= 0 { return 0 }
            if x >= 1 { return 1 }
            func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
                let u = 1 - t
                return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
            }
            func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
                let u = 1 - t
                return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
            }
            var t = x
            for _ in 0..<8 {
                let error = coordinate(t, x1, x2) - x
                if abs(error) < 1e-9 { return coordinate(t, y1, y2) }
                let d = slope(t, x1, x2)
                if abs(d) < 1e-9 { break }
                t -= error / d
            }
            var low = 0.0, high = 1.0
            t = Swift.min(1, Swift.max(0, t))
            for _ in 0..<60 {
                let value = coordinate(t, x1, x2)
                if abs(value - x) < 1e-9 { break }
                if value < x { low = t } else { high = t }
                t = (low + high) / 2
            }
            return coordinate(t, y1, y2)
        }
    }
}
