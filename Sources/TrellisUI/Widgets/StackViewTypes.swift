// StackView.Axis, Alignment and Distribution: how a stack view arranges its views (UIKit's names and rules).
import Foundation

extension StackView {
    /// The direction views are stacked in: Auto Layout's axis, as UIKit's `UIStackView.axis` is an
    /// `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutAxis

    /// How views are placed across the axis.
    public enum Alignment: Sendable, Hashable, CaseIterable {
        /// Views stretch across the whole stack.
        case fill
        /// Views keep their intrinsic cross size at the start (the leading edge in vertical stacks, the top in
        /// horizontal ones); ``top`` is the same.
        case leading
        /// The start in horizontal stacks.
        case top
        /// Views are centred across the axis.
        case center
        /// Views sit at the end (the trailing edge / the bottom); ``bottom`` is the same.
        case trailing
        /// The end in horizontal stacks.
        case bottom
        /// Horizontal stacks: views align their first baselines, the highest view at the top of the stack;
        /// vertical stacks treat it as ``fill``, as UIKit does.
        case firstBaseline
        /// Horizontal stacks: views align their last baselines; vertical stacks treat it as ``fill``.
        case lastBaseline
    }

    /// How views share the length along the axis.
    public enum Distribution: Sendable, Hashable, CaseIterable {
        /// Views keep their intrinsic lengths where their hugging and compression resistance priorities
        /// allow: extra space goes to the views that hug least (views without an intrinsic length first),
        /// missing space is taken from the views that resist least; between equal priorities the later view
        /// stretches or shrinks first.
        case fill
        /// Every visible view gets the same length.
        case fillEqually
        /// Lengths are proportional to the intrinsic lengths.
        case fillProportionally
        /// Views keep their intrinsic lengths and the extra space is shared equally by the gaps (each at
        /// least the spacing).
        case equalSpacing
        /// Views keep their intrinsic lengths and their centres are equally far apart, as long as every gap
        /// is at least the spacing.
        case equalCentering
    }
}
