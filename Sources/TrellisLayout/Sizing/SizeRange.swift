// SizeRange: an inclusive range of sizes a component may take (ComponentKit's CKSizeRange).

/// Why a `SizeRange` cannot be made from the given bounds.
public enum SizeRangeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which dimension of the range is wrong.
    public enum Axis: String, Sendable, Hashable {
        /// The horizontal dimension.
        case width
        /// The vertical dimension.
        case height
    }

    /// A minimum that is negative, infinite or NaN (minimums must be finite and ≥ 0).
    case invalidMinimum(Axis, Double)
    /// A maximum that is NaN or below the minimum (maximums may be `.infinity`).
    case invalidMaximum(Axis, Double, minimum: Double)

    /// A readable message.
    public var description: String {
        switch self {
        case let .invalidMinimum(axis, value):
            "SizeRange: minimum \(axis.rawValue) \(value) must be finite and not negative"
        case let .invalidMaximum(axis, value, minimum):
            "SizeRange: maximum \(axis.rawValue) \(value) must not be NaN or below the minimum \(minimum)"
        }
    }
}

/// An inclusive range of sizes, the constraint a parent gives a component's layout.
///
/// Invariants (checked by `init(min:max:)`): `0 ≤ min ≤ max` per dimension, `min` finite, `max` possibly
/// `.infinity` (unbounded).
public struct SizeRange: Sendable, Hashable, CustomStringConvertible {
    /// The smallest allowed size.
    public let min: LayoutSize
    /// The largest allowed size; `.infinity` in a dimension means unbounded.
    public let max: LayoutSize

    /// A range from `min` to `max`; throws if it breaks the invariants.
    public init(min: LayoutSize, max: LayoutSize) throws(SizeRangeError) {
        for (axis, low, high) in [(SizeRangeError.Axis.width, min.width, max.width), (.height, min.height, max.height)]
        {
            guard low.isFinite, low >= 0 else { throw .invalidMinimum(axis, low) }
            guard !high.isNaN, high >= low else { throw .invalidMaximum(axis, high, minimum: low) }
        }
        self.min = min
        self.max = max
    }

    /// The range holding only `size`; throws if `size` is negative, infinite or NaN.
    public init(exactly size: LayoutSize) throws(SizeRangeError) {
        try self.init(min: size, max: size)
    }

    /// A range the caller has already validated.
    init(uncheckedMin min: LayoutSize, max: LayoutSize) {
        self.min = min
        self.max = max
    }

    /// From zero to infinity in both dimensions (ComponentKit's default range).
    public static let unconstrained = SizeRange(
        uncheckedMin: .zero,
        max: LayoutSize(width: .infinity, height: .infinity))

    /// Whether the range holds a single size.
    public var isExact: Bool { min == max }

    /// `size` moved into the range per dimension. A NaN dimension counts as 0 (it becomes the minimum).
    public func clamp(_ size: LayoutSize) -> LayoutSize {
        func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
            value.isNaN ? low : Swift.max(low, Swift.min(high, value))
        }
        return LayoutSize(
            width: clamp(size.width, min.width, max.width),
            height: clamp(size.height, min.height, max.height))
    }

    /// The overlap of two ranges, per dimension. Where they do not overlap, this range wins: the result is
    /// the single value of this range closest to `other` (its max if it lies below `other`, else its min).
    public func intersect(_ other: SizeRange) -> SizeRange {
        let width = Self.intersect(min.width, max.width, other.min.width, other.max.width)
        let height = Self.intersect(min.height, max.height, other.min.height, other.max.height)
        return SizeRange(
            uncheckedMin: LayoutSize(width: width.low, height: height.low),
            max: LayoutSize(width: width.high, height: height.high))
    }

    private static func intersect(_ low: Double, _ high: Double, _ otherLow: Double, _ otherHigh: Double)
        -> (low: Double, high: Double)
    {
        let newLow = Swift.max(low, otherLow)
        let newHigh = Swift.min(high, otherHigh)
        if newLow <= newHigh { return (newLow, newHigh) }
        return low < otherLow ? (high, high) : (low, low)
    }

    /// `SizeRange(min: w×h, max: w×h)`.
    public var description: String {
        "SizeRange(min: \(min.width)×\(min.height), max: \(max.width)×\(max.height))"
    }
}
