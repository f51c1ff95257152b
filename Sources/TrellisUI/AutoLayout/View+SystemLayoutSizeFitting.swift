// systemLayoutSizeFitting: the size a view's constraints give it for a target size, solved in an engine
// of its own (the view's superview and frame play no part), as UIKit does for self-sizing cells.
import Foundation

extension View {
    /// The target size asking for the smallest size the constraints allow (zero).
    public nonisolated static let layoutFittingCompressedSize = CGSize.zero
    /// The target size asking for the largest size the constraints allow.
    public nonisolated static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` that the view's constraints allow, each dimension pulled toward
    /// the target at ``LayoutPriority/fittingSizeLevel`` (so the content's hugging and compression
    /// resistance win).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the view's constraints allow, with a priority per dimension
    /// for the target (``LayoutPriority/required`` fixes that dimension, as a self-sizing cell fixes its
    /// width). The view's constraints to its superview are not considered. A view that does not take part
    /// in Auto Layout answers its ``intrinsicContentSize`` where it has one, else its current size.
    ///
    /// Sizes are those of the alignment rectangle, as constraints and ``intrinsicContentSize`` state them:
    /// a view with ``alignmentRectInsets`` gets a frame larger by the insets
    /// (``frame(forAlignmentRect:)``).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        guard usesAutoLayout else {
            let intrinsic = intrinsicContentSize
            let current = alignmentRect(forFrame: bounds).size
            return CGSize(
                width: intrinsic.width == View.noIntrinsicMetric ? current.width : intrinsic.width,
                height: intrinsic.height == View.noIntrinsicMetric ? current.height : intrinsic.height)
        }
        updateConstraintsIfNeeded()
        let engine = AutoLayoutEngine(
            root: self,
            fitting: AutoLayoutEngine.Fitting(
                size: targetSize, horizontalPriority: horizontalFittingPriority,
                verticalPriority: verticalFittingPriority))
        engine.updateIfNeeded()
        return engine.currentAlignmentRect(of: self)?.size ?? alignmentRect(forFrame: bounds).size
    }
}
