// ViewAnimationState: a view's running property animations (one track per property) and the values the
// display step draws while they run — the view's presentation, beside its model values.
import Foundation

/// One property's animation on one view: from the value presented when it began to the model value.
struct AnimationTrack<Value> {
    let from: Value
    let to: Value
    let animation: ViewAnimation
}

/// What a view shows while animations run. The view's own properties (``View/frame``, ``View/alpha``,
/// ``View/backgroundColor``) hold the model values — the end values, as in UIKit — and this holds the
/// presented ones, updated by each animation step; `nil` presented values mean "the model value".
@MainActor final class ViewAnimationState {
    var frame: AnimationTrack<CGRect>?
    var alpha: AnimationTrack<CGFloat>?
    var backgroundColor: AnimationTrack<Color?>?

    /// The frame the display step draws, when it is not the model's.
    var presentedFrame: CGRect?
    /// The opacity the display step draws, when it is not the model's.
    var presentedAlpha: CGFloat?
    /// The background colour the display step draws, when ``presentsBackgroundColor``.
    var presentedBackgroundColor: Color?
    var presentsBackgroundColor = false

    var isEmpty: Bool { frame == nil && alpha == nil && backgroundColor == nil }

    /// The properties whose tracks belong to `animation`.
    func properties(of animation: ViewAnimation) -> View.AnimatableProperties {
        var result: View.AnimatableProperties = []
        if frame?.animation === animation { result.insert(.frame) }
        if alpha?.animation === animation { result.insert(.alpha) }
        if backgroundColor?.animation === animation { result.insert(.backgroundColor) }
        return result
    }
}

/// Values between two values of an animated property.
enum AnimationInterpolation {
    static func value(_ from: CGFloat, _ to: CGFloat, _ progress: Double) -> CGFloat {
        if progress <= 0 { return from }
        if progress >= 1 { return to }
        return from + (to - from) * CGFloat(progress)
    }

    static func value(_ from: CGRect, _ to: CGRect, _ progress: Double) -> CGRect {
        if progress <= 0 { return from }
        if progress >= 1 { return to }
        return CGRect(
            x: value(from.minX, to.minX, progress), y: value(from.minY, to.minY, progress),
            width: value(from.width, to.width, progress), height: value(from.height, to.height, progress))
    }

    /// Colours blend component by component; no colour blends as the other colour fully transparent.
    static func value(_ from: Color?, _ to: Color?, _ progress: Double) -> Color? {
        if progress <= 0 { return from }
        if progress >= 1 { return to }
        guard let start = from ?? to?.withAlphaComponent(0), let end = to ?? from?.withAlphaComponent(0) else {
            return nil
        }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return Color(
            red: mix(start.red, end.red), green: mix(start.green, end.green), blue: mix(start.blue, end.blue),
            alpha: mix(start.alpha, end.alpha))
    }
}

@MainActor extension AnimationTrack where Value == CGFloat {
    func value(at time: TimeInterval) -> CGFloat {
        AnimationInterpolation.value(from, to, animation.progress(at: time))
    }
}

@MainActor extension AnimationTrack where Value == CGRect {
    func value(at time: TimeInterval) -> CGRect { AnimationInterpolation.value(from, to, animation.progress(at: time)) }
}

@MainActor extension AnimationTrack where Value == Color? {
    func value(at time: TimeInterval) -> Color? { AnimationInterpolation.value(from, to, animation.progress(at: time)) }
}
