// SizeRangeProvider: which size range a hosting view lays its tree out in (CKComponentSizeRangeProviding).
import Foundation
import TrellisLayout

/// Turns a hosting view's bounding size into the size range its component tree is laid out in.
public enum SizeRangeProvider: Sendable {
    /// Exactly the bounding size.
    case fixed
    /// Any width, the bounding height.
    case flexibleWidth
    /// The bounding width, any height (the usual choice for lists and cells).
    case flexibleHeight
    /// Any size.
    case flexibleWidthAndHeight
    /// A custom rule.
    case custom(@Sendable (CGSize) -> SizeRange)

    /// The size range for `size`.
    public func sizeRange(for size: CGSize) -> SizeRange {
        let width = Double(size.width)
        let height = Double(size.height)
        switch self {
        case .fixed:
            return SizeRange.clamped(
                min: LayoutSize(width: width, height: height), max: LayoutSize(width: width, height: height))
        case .flexibleWidth:
            return SizeRange.clamped(
                min: LayoutSize(width: 0, height: height), max: LayoutSize(width: .infinity, height: height))
        case .flexibleHeight:
            return SizeRange.clamped(
                min: LayoutSize(width: width, height: 0), max: LayoutSize(width: width, height: .infinity))
        case .flexibleWidthAndHeight:
            return .unconstrained
        case .custom(let provider):
            return provider(size)
        }
    }
}
