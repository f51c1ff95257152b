// View.AnimationOptions: how a view transition runs (UIKit's UIView.AnimationOptions).
import Foundation

extension View {
    /// Options for a transition between two views, such as
    /// ``ViewController/transition(from:to:duration:options:animations:completion:)``
    /// (`UIView.AnimationOptions`, with UIKit's raw values).
    ///
    /// ``allowUserInteraction``, ``showHideTransitionViews`` and ``layoutSubviews`` change what
    /// happens; the curve options choose the ``View/AnimationCurve`` the transition's animations run
    /// along; ``transitionCrossDissolve`` fades the incoming view in and the outgoing one out. The
    /// flip and curl styles are accepted for source compatibility and drawn as no style: a cell grid
    /// cannot turn a view in depth.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        /// Creates options from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the incoming view at the start of the transition, before `animations` runs.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the two views take pointer events during the transition; without it both ignore them
        /// until it ends, as in UIKit.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state of an animation in flight (no effect: nothing is in flight).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Hides the outgoing view instead of removing it, and shows an incoming view that is already
        /// a hidden subview instead of adding it.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)

        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition style (the default).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip around the vertical axis from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip around the vertical axis from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolve from one view to the other.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip around the horizontal axis from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip around the horizontal axis from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve the options name (ease in-out when none is named).
        public var curve: AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }

        /// The transition style the options name (``transitionNone`` when none is named).
        public var transitionStyle: AnimationOptions {
            AnimationOptions(rawValue: rawValue & (0xF << 20))
        }
    }
}
