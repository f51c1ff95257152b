// ComponentAnimation: how a component's view animates — between generations, when it first mounts and
// when it finally unmounts (ComponentKit's CKComponentAnimation).
import Foundation
import TrellisUI

/// An animation of a component's view, returned by ``Component/animationsOnInitialMount``,
/// ``Component/animations(fromPreviousComponent:)`` and ``Component/animationsOnFinalUnmount``.
///
/// The mount layer runs it with `View.animate(withDuration:delay:curve:animations:completion:)` on
/// the application clock, on the component's view:
/// - **from the previous component**: the changes the mount makes to the view's ``properties`` (its frame
///   from the new layout, `alpha` and `backgroundColor` from view attributes) animate from the values on
///   screen — an animation still running is interrupted where it is;
/// - **on initial mount**: the view starts from its mounted values changed by ``offset``, ``alpha`` and
///   ``backgroundColor`` and animates to its mounted values;
/// - **on final unmount**: the view animates from the values on screen to those changed values, stays
///   on screen meanwhile, and goes into its reuse pool when the animation ends.
///
/// Only scoped components animate (a component with state, a controller or a ``Component/scopeKey``):
/// the scope is what tells "the same component, changed" from "another one". Several animations of one
/// component may animate different ``properties`` with different timings.
public struct ComponentAnimation: Sendable, Hashable {
    /// The length of the animation in seconds.
    public var duration: TimeInterval
    /// How long after the mount the animation begins.
    public var delay: TimeInterval
    /// The timing curve.
    public var curve: View.AnimationCurve
    /// The view properties the animation animates.
    public var properties: View.AnimatableProperties
    /// Initial and final unmount: how far the frame is moved from the mounted one at the start (initial
    /// mount) or the end (final unmount), in the superview's coordinates.
    public var offset: CGPoint
    /// Initial and final unmount: the opacity at the start or the end (`nil`: the mounted opacity).
    public var alpha: CGFloat?
    /// Initial and final unmount: the background colour at the start or the end (`nil`: the mounted one).
    public var backgroundColor: Color?

    /// An animation of `properties` over `duration` seconds after `delay`, along `curve`; for initial
    /// and final unmount animations, `offset`, `alpha` and `backgroundColor` give the values the view
    /// comes from or goes to.
    public init(
        duration: TimeInterval, delay: TimeInterval = 0, curve: View.AnimationCurve = .easeInOut,
        properties: View.AnimatableProperties = .all, offset: CGPoint = .zero, alpha: CGFloat? = nil,
        backgroundColor: Color? = nil
    ) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.properties = properties
        self.offset = offset
        self.alpha = alpha
        self.backgroundColor = backgroundColor
    }

    /// A fade: from transparent on initial mount, to transparent on final unmount.
    public static func fade(duration: TimeInterval, delay: TimeInterval = 0, curve: View.AnimationCurve = .easeInOut)
        -> ComponentAnimation
    {
        ComponentAnimation(duration: duration, delay: delay, curve: curve, properties: .alpha, alpha: 0)
    }

    /// A slide: from `offset` away on initial mount, to `offset` away on final unmount.
    public static func slide(
        by offset: CGPoint, duration: TimeInterval, delay: TimeInterval = 0,
        curve: View.AnimationCurve = .easeInOut
    ) -> ComponentAnimation {
        ComponentAnimation(duration: duration, delay: delay, curve: curve, properties: .frame, offset: offset)
    }
}
