// View animations: UIKit's `UIView.animate` on the application clock, the presented values the display
// step draws while animations run, and removing animations.
import Foundation

extension View {
    /// Animates the changes `animations` makes to ``frame`` (also through ``bounds`` and ``center``),
    /// ``alpha`` and ``backgroundColor`` of views in a window
    /// (`UIView.animate(withDuration:delay:options:animations:completion:)`).
    ///
    /// The properties take their new values at once (reading them inside or after the block gives the
    /// end values, as in UIKit); the screen shows them moving from their *presented* values — so an
    /// animation that interrupts another starts where the view is on screen, not where the other would
    /// have ended — to the new values over `duration` seconds of the application clock, after `delay`,
    /// along `curve`. A property animated again, or set without animation, leaves the earlier animation
    /// (for that property); an animation left with nothing to animate ends with `finished == false`.
    ///
    /// `completion` runs when the animation ends: `true` at its end time, `false` when it was removed
    /// (``removeAllAnimations()``, ``ViewAnimation/cancel()``) or lost all its properties. Changes to
    /// views in no window cannot run on a clock: they show at once and `completion(true)` is called
    /// before this returns. A negative or non-finite `duration` or `delay` is reported (rule V5) and
    /// counts as 0. Blocks may nest; each change joins the innermost block's animation.
    @discardableResult
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, curve: AnimationCurve = .easeInOut,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) -> ViewAnimation {
        if !(duration.isFinite && duration >= 0) || !(delay.isFinite && delay >= 0) {
            LifecycleChecker.emit(
                rule: "V5", path: "View.animate",
                message:
                    "duration \(duration) and delay \(delay) must be finite and not negative; the invalid one counts as 0"
            )
        }
        let animation = ViewAnimation(duration: duration, delay: delay, curve: curve, completion: completion)
        animation.capture(animations)
        return animation
    }

    /// Runs `changes` without animation, also inside an animation block (`UIView.performWithoutAnimation`):
    /// the properties it changes show their new values at once.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        let outer = ViewAnimation.capturing
        ViewAnimation.capturing = nil
        changes()
        ViewAnimation.capturing = outer
    }

    // MARK: Presentation

    /// The frame shown on screen now: between its start and end value while an animation of the frame
    /// runs, else ``frame`` (the presentation layer's frame).
    public var presentationFrame: CGRect {
        guard let track = animationState?.frame else { return frameStorage }
        return track.value(at: track.animation.now)
    }

    /// The opacity shown on screen now (see ``presentationFrame``).
    public var presentationAlpha: CGFloat {
        guard let track = animationState?.alpha else { return alphaStorage }
        return track.value(at: track.animation.now)
    }

    /// The background colour shown on screen now (see ``presentationFrame``).
    public var presentationBackgroundColor: Color? {
        guard let track = animationState?.backgroundColor else { return backgroundColor }
        return track.value(at: track.animation.now)
    }

    /// The animations running on this view, in the order they began.
    public var animations: [ViewAnimation] {
        guard let state = animationState else { return [] }
        var result: [ViewAnimation] = []
        for animation in [state.frame?.animation, state.alpha?.animation, state.backgroundColor?.animation] {
            if let animation, !result.contains(where: { $0 === animation }) { result.append(animation) }
        }
        return result.sorted { $0.startTime < $1.startTime }
    }

    /// Whether any animation runs on this view (cheaper than ``animations``).
    package var hasAnimations: Bool { animationState != nil }

    /// Removes every animation from this view (`layer.removeAllAnimations()`): it shows its model values
    /// at once, records `animationDidStop(_:finished: false)`, and an animation left with nothing to
    /// animate calls its completion with `false`. Animations of other views go on.
    public func removeAllAnimations() {
        guard let state = animationState else { return }
        let lost: [(View.AnimatableProperties, ViewAnimation?)] = [
            (.frame, state.frame?.animation), (.alpha, state.alpha?.animation),
            (.backgroundColor, state.backgroundColor?.animation),
        ]
        for (property, animation) in lost {
            guard let animation else { continue }
            removeAnimationTracks(property, of: animation)
            animation.lose(property, of: self)
        }
    }

    /// The frame the display step draws.
    var displayedFrame: CGRect { animationState?.presentedFrame ?? frameStorage }

    /// The opacity the display step draws.
    var displayedAlpha: CGFloat { animationState?.presentedAlpha ?? alphaStorage }

    /// The background colour the default ``draw(_:in:)`` fills with.
    var displayedBackgroundColor: Color? {
        guard let state = animationState, state.presentsBackgroundColor else { return backgroundColor }
        return state.presentedBackgroundColor
    }

    // MARK: Changes of animatable properties (called by their setters after the model changed)

    private var animationStateForWriting: ViewAnimationState {
        if let state = animationState { return state }
        let state = ViewAnimationState()
        animationState = state
        return state
    }

    private func dropAnimationStateIfEmpty() {
        if animationState?.isEmpty == true { animationState = nil }
    }

    /// The frame changed from `old`: inside an animation block it animates from its presented value;
    /// outside one, a running frame animation ends and the new frame shows.
    func frameDidChange(from old: CGRect) {
        let previous = animationState?.frame
        if let animation = ViewAnimation.capturing {
            let presented = previous.map { $0.value(at: $0.animation.now) } ?? old
            let state = animationStateForWriting
            state.frame = AnimationTrack(from: presented, to: frameStorage, animation: animation)
            if presented.size != (state.presentedFrame ?? old).size { needsDisplayFlag = true }
            state.presentedFrame = presented
            animation.add(self, .frame)
            if let previous, previous.animation !== animation { previous.animation.lose(.frame, of: self) }
        } else if let previous {
            removeAnimationTracks(.frame, of: previous.animation)
            previous.animation.lose(.frame, of: self)
        }
    }

    /// The opacity changed from `old` (see ``frameDidChange(from:)``).
    func alphaDidChange(from old: CGFloat) {
        let previous = animationState?.alpha
        if let animation = ViewAnimation.capturing {
            let presented = previous.map { $0.value(at: $0.animation.now) } ?? old
            let state = animationStateForWriting
            state.alpha = AnimationTrack(from: presented, to: alphaStorage, animation: animation)
            state.presentedAlpha = presented
            animation.add(self, .alpha)
            if let previous, previous.animation !== animation { previous.animation.lose(.alpha, of: self) }
        } else if let previous {
            removeAnimationTracks(.alpha, of: previous.animation)
            previous.animation.lose(.alpha, of: self)
        }
    }

    /// The background colour changed from `old` (see ``frameDidChange(from:)``).
    func backgroundColorDidChange(from old: Color?) {
        let previous = animationState?.backgroundColor
        if let animation = ViewAnimation.capturing {
            let presented = previous.map { $0.value(at: $0.animation.now) } ?? old
            let state = animationStateForWriting
            state.backgroundColor = AnimationTrack(from: presented, to: backgroundColor, animation: animation)
            state.presentedBackgroundColor = presented
            state.presentsBackgroundColor = true
            animation.add(self, .backgroundColor)
            if let previous, previous.animation !== animation { previous.animation.lose(.backgroundColor, of: self) }
        } else if let previous {
            removeAnimationTracks(.backgroundColor, of: previous.animation)
            previous.animation.lose(.backgroundColor, of: self)
        }
    }

    // MARK: Steps (called by ViewAnimation)

    /// Presents the values of `animation`'s tracks at clock time `time`, marking what must be drawn again.
    func presentAnimatedValues(of animation: ViewAnimation, at time: TimeInterval) {
        guard let state = animationState else { return }
        if let track = state.frame, track.animation === animation {
            let value = track.value(at: time)
            let old = state.presentedFrame ?? frameStorage
            if value != old {
                state.presentedFrame = value
                if value.size != old.size { needsDisplayFlag = true }
                invalidateWindowDisplayList()
            }
        }
        if let track = state.alpha, track.animation === animation {
            let value = track.value(at: time)
            if value != state.presentedAlpha {
                state.presentedAlpha = value
                superviewStorage?.invalidateWindowDisplayList()
                invalidateWindowDisplayList()
            }
        }
        if let track = state.backgroundColor, track.animation === animation {
            let value = track.value(at: time)
            if !state.presentsBackgroundColor || value != state.presentedBackgroundColor {
                state.presentedBackgroundColor = value
                state.presentsBackgroundColor = true
                setNeedsDisplay()
            }
        }
    }

    /// Takes `animation`'s tracks of `properties` off this view: it presents the model values again.
    func removeAnimationTracks(_ properties: View.AnimatableProperties, of animation: ViewAnimation) {
        guard let state = animationState else { return }
        if properties.contains(.frame), state.frame?.animation === animation {
            let shown = state.presentedFrame ?? frameStorage
            state.frame = nil
            state.presentedFrame = nil
            if shown.size != frameStorage.size { needsDisplayFlag = true }
            if shown != frameStorage { invalidateWindowDisplayList() }
        }
        if properties.contains(.alpha), state.alpha?.animation === animation {
            state.alpha = nil
            state.presentedAlpha = nil
            superviewStorage?.invalidateWindowDisplayList()
            invalidateWindowDisplayList()
        }
        if properties.contains(.backgroundColor), state.backgroundColor?.animation === animation {
            state.backgroundColor = nil
            state.presentedBackgroundColor = nil
            state.presentsBackgroundColor = false
            setNeedsDisplay()
        }
        dropAnimationStateIfEmpty()
    }
}
