// ComponentBoundsAnimation: how the frames of a whole mounted tree animate when its root component changes
// (ComponentKit's CKComponentBoundsAnimation).
import Foundation
import TrellisUI

/// The animation of every frame change of one mount, returned by the root component's
/// ``Component/boundsAnimation(fromPreviousComponent:)``: a hosting view whose content changes size
/// (rows growing, moving, the content resizing to the view's new bounds) moves and resizes its views
/// over ``duration`` instead of at once.
///
/// Views that join the tree in that mount take their frames at once; components with their own
/// ``ComponentAnimation``s use those.
public struct ComponentBoundsAnimation: Sendable, Hashable {
    /// The length of the animation in seconds (0: no animation).
    public var duration: TimeInterval
    /// How long after the mount the animation begins.
    public var delay: TimeInterval
    /// The timing curve.
    public var curve: View.AnimationCurve

    /// A bounds animation over `duration` seconds after `delay`, along `curve`.
    public init(duration: TimeInterval, delay: TimeInterval = 0, curve: View.AnimationCurve = .easeInOut) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }
}
