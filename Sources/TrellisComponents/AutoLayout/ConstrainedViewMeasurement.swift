// ConstrainedViewMeasurement: the fitting sizes of a constraint-laid-out view subtree, measured on the main
// actor with systemLayoutSizeFitting and carried into component layout (which runs off it) as a value.
import Foundation
import TrellisLayout
import TrellisUI

/// The sizes a view subtree laid out by Auto Layout fits, measured once on the main actor and carried
/// as a `Sendable` value into the layout of a ``ConstrainedViewComponent``.
///
/// Component layout may run off the main actor (asynchronous builds, data sources) and must not touch
/// views, so it cannot ask a view for its fitting size; measure beforehand, where the view can be made,
/// and hand the result to the component (usually through the model):
///
/// ```swift
/// let measurement = ConstrainedViewMeasurement(measuring: card, fittingWidths: [36])
/// let measured = card.measured(measurement)   // lays out at 36 wide, as tall as its constraints need
/// ```
///
/// A measurement holds the compressed size (`systemLayoutSizeFitting(View.layoutFittingCompressedSize)`:
/// the smallest size the constraints allow) and, for each width asked for, the size fitting that width
/// (the width required, the height as small as the constraints allow — how a self-sizing cell is
/// measured). See ``size(thatFits:)`` for how layout picks one.
public struct ConstrainedViewMeasurement: Sendable, Hashable {
    /// The smallest size the subtree's constraints allow.
    public let compressedSize: LayoutSize
    /// The sizes fitting the measured widths, one per width, in the order measured.
    public let sizesFittingWidths: [LayoutSize]

    /// A measurement from sizes obtained elsewhere (say, stored from an earlier run).
    public init(compressedSize: LayoutSize, sizesFittingWidths: [LayoutSize] = []) {
        self.compressedSize = compressedSize
        self.sizesFittingWidths = sizesFittingWidths
    }

    /// Measures the view `component` mounts: a view is made by its view class, given its attributes,
    /// and asked `systemLayoutSizeFitting` for the compressed size and for each of `fittingWidths`
    /// (width required, height at `LayoutPriority.fittingSizeLevel`). The view is discarded afterwards.
    @MainActor public init(measuring component: ConstrainedViewComponent, fittingWidths: [Double] = []) {
        let view = component.viewClass.make()
        for attribute in component.configuredAttributes { attribute.apply(view) }
        let compressed = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        compressedSize = LayoutSize(width: Double(compressed.width), height: Double(compressed.height))
        sizesFittingWidths = fittingWidths.map { width in
            let fitted = view.systemLayoutSizeFitting(
                CGSize(width: CGFloat(width), height: View.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            return LayoutSize(width: width, height: Double(fitted.height))
        }
    }

    /// The measured size for a layout in `range`: at an exact width (the usual case: a column or a
    /// hosting view gives its child a width), the size measured for that width, else the compressed
    /// height at that width; at a flexible width, the compressed width brought into the range, with
    /// the height measured for that width if there is one. The caller clamps the result into `range`.
    ///
    /// The compressed height is right at every width for a subtree whose height does not depend on its
    /// width; measure the widths the component will be given when it does (wrapping text).
    public func size(thatFits range: SizeRange) -> LayoutSize {
        let width =
            range.min.width == range.max.width
            ? range.min.width : Swift.min(Swift.max(compressedSize.width, range.min.width), range.max.width)
        let height = sizesFittingWidths.first { $0.width == width }?.height ?? compressedSize.height
        return LayoutSize(width: width, height: height)
    }
}
