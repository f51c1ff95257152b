// StackView.Axis, Alignment and Distribution: how a stack view arranges its views (UIKit's names).
import Foundation

extension StackView {
    /// The direction views are stacked in.
    public enum Axis: Sendable, Hashable, CaseIterable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// How views are placed across the axis.
    public enum Alignment: Sendable, Hashable, CaseIterable {
        /// Views stretch across the whole stack.
        case fill
        /// Views keep their intrinsic cross size at the start (left in vertical stacks, top in
        /// horizontal ones); ``top`` is the same.
        case leading
        /// The start in horizontal stacks.
        case top
        /// Views are centred across the axis.
        case center
        /// Views sit at the end (right / bottom); ``bottom`` is the same.
        case trailing
        /// The end in horizontal stacks.
        case bottom
        /// Horizontal stacks: views align the bottoms of their first text lines (top of the stack for
        /// the highest); vertical stacks treat it as ``fill``.
        case firstBaseline
        /// Horizontal stacks: views align the bottoms of their last text lines.
        case lastBaseline
    }

    /// How views share the length along the axis.
    public enum Distribution: Sendable, Hashable, CaseIterable {
        /// Views keep their intrinsic lengths; extra space goes to views without an intrinsic length
        /// (equally), else to the last view; missing space is taken from the last views first.
        case fill
        /// Every view gets the same length.
        case fillEqually
        /// Lengths are proportional to the intrinsic lengths.
        case fillProportionally
        /// Views keep their intrinsic lengths and the extra space is shared by the gaps.
        case equalSpacing
        /// Views keep their intrinsic lengths and their centres are equally far apart.
        case equalCentering
    }
}
