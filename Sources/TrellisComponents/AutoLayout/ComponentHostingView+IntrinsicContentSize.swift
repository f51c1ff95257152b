// ComponentHostingView+IntrinsicContentSize: a hosting view placed by Auto Layout — its intrinsic content
// size comes from its component tree's layout, and a change of it re-solves the surrounding constraints.
import Foundation
import TrellisLayout
import TrellisUI

extension ComponentHostingView {
    /// The intrinsic content size for the current bounds: the tree's size in each dimension the
    /// ``sizeRangeProvider`` leaves to the component, and `View.noIntrinsicMetric` in a dimension it
    /// pins to the bounds (the constraints decide that one, as they decide a plain view's size).
    ///
    /// With `.flexibleHeight` the width comes from the constraints and the height from the component
    /// laid out at that width (a multi-line label's behaviour); `.flexibleWidth` the other way round;
    /// `.flexibleWidthAndHeight` gives both; `.fixed` neither. A `.custom` provider's range counts as
    /// pinning a dimension when its minimum and maximum both equal the bounds in that dimension.
    func measureIntrinsicContentSize() -> CGSize {
        let bounding = bounds.size
        let range = sizeRangeProvider.sizeRange(for: bounding)
        let widthFromBounds = Self.pins(range.min.width, range.max.width, to: bounding.width)
        let heightFromBounds = Self.pins(range.min.height, range.max.height, to: bounding.height)
        if widthFromBounds && heightFromBounds {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        // Laid out (not mounted) in the provider's range, cached per generation and range.
        let fitted = sizeThatFits(bounding)
        return CGSize(
            width: widthFromBounds ? View.noIntrinsicMetric : fitted.width,
            height: heightFromBounds ? View.noIntrinsicMetric : fitted.height)
    }

    /// Answers ``measureIntrinsicContentSize()`` and remembers it as what Auto Layout was told, so a
    /// later change is reported.
    func reportIntrinsicContentSize() -> CGSize {
        // Measuring may build (an update pending on a tree without an application); the generation
        // applied then must not invalidate: the engine is reading this very answer.
        let outer = isMeasuringIntrinsicContentSize
        isMeasuringIntrinsicContentSize = true
        defer { isMeasuringIntrinsicContentSize = outer }
        let size = measureIntrinsicContentSize()
        reportedIntrinsicContentSize = size
        return size
    }

    /// Measures again when Auto Layout has asked for the intrinsic content size before, and calls
    /// `invalidateIntrinsicContentSize()` if it changed: the superview's constraints re-solve in the
    /// layout step of the same update cycle. Returns whether it invalidated.
    ///
    /// Called when a generation is applied (a state, model or context update changed the tree), when
    /// the size-range provider changes, and from `layoutSubviews` (a new width from the constraints can
    /// change a `.flexibleHeight` tree's height). A view Auto Layout never asked costs nothing here.
    @discardableResult
    func invalidateIntrinsicContentSizeIfChanged() -> Bool {
        guard let reported = reportedIntrinsicContentSize, !isMeasuringIntrinsicContentSize else { return false }
        let current = measureIntrinsicContentSize()
        guard current != reported else { return false }
        // Remembered before the invalidation: the engine reads the same value, and a layout pass that
        // comes back here with unchanged bounds mounts instead of invalidating again.
        reportedIntrinsicContentSize = current
        invalidateIntrinsicContentSize()
        return true
    }

    private static func pins(_ minimum: Double, _ maximum: Double, to bound: CGFloat) -> Bool {
        minimum == maximum && minimum == Double(bound)
    }
}
