// ComponentSize: a component's desired size relative to its parent (ComponentKit's RCComponentSize).

/// The size a component asks for — exact, minimum and maximum width and height, each `auto`, points or a
/// percentage of the parent — resolved into a `SizeRange` once the parent's size is known.
///
/// Resolution rules (ComponentKit's `RCComponentSize::resolve`), per dimension:
/// - `.points(v)` is `v`; `.percent(p)` is `round(p / 100 × parent)` (half away from zero), and `auto`
///   when the parent dimension is undefined (`nil` or not finite).
/// - `auto` means: no exact size, minimum 0, maximum `.infinity`.
/// - Min overrides max overrides exact (as in CSS): if `max ≤ min` the range is `[min, min]`; otherwise an
///   exact size above max gives `[max, max]`, below min `[min, min]`, else `[exact, exact]`; without an
///   exact size the range is `[min, max]`.
/// - Values that cannot bound a range are sanitised instead of trapping: NaN acts as `auto`, a negative
///   value as 0, an infinite exact size as no exact size, an infinite minimum as 0.
/// - `LayoutLength`'s content keywords (`maxContent`, `fitContent`, `stretch`) act as `auto`: they describe
///   content-based sizes that only a layout pass can compute.
public struct ComponentSize: Sendable, Hashable {
    /// The exact width.
    public var width: LayoutLength
    /// The exact height.
    public var height: LayoutLength
    /// The minimum width.
    public var minWidth: LayoutLength
    /// The maximum width.
    public var maxWidth: LayoutLength
    /// The minimum height.
    public var minHeight: LayoutLength
    /// The maximum height.
    public var maxHeight: LayoutLength

    /// A size; every dimension defaults to `auto`.
    public init(
        width: LayoutLength = .auto, height: LayoutLength = .auto,
        minWidth: LayoutLength = .auto, maxWidth: LayoutLength = .auto,
        minHeight: LayoutLength = .auto, maxHeight: LayoutLength = .auto
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }

    /// An exact size in points (ComponentKit's `fromCGSize`).
    public init(_ size: LayoutSize) {
        self.init(width: .points(size.width), height: .points(size.height))
    }

    /// The range of sizes allowed inside a parent of `parentSize`; a non-finite parent dimension is undefined.
    public func resolve(against parentSize: LayoutSize) -> SizeRange {
        resolve(parentWidth: parentSize.width, parentHeight: parentSize.height)
    }

    /// The range of sizes allowed inside a parent whose width/height may be undefined (`nil`).
    public func resolve(parentWidth: Double?, parentHeight: Double?) -> SizeRange {
        let width = Self.constrain(min: minWidth, exact: self.width, max: maxWidth, parent: parentWidth)
        let height = Self.constrain(min: minHeight, exact: self.height, max: maxHeight, parent: parentHeight)
        return SizeRange(
            uncheckedMin: LayoutSize(width: width.low, height: height.low),
            max: LayoutSize(width: width.high, height: height.high))
    }

    /// The resolved value of `dimension`, or `nil` for auto.
    private static func resolve(_ dimension: LayoutLength, parent: Double?) -> Double? {
        let value: Double
        switch dimension {
        case let .points(points):
            value = points
        case let .percent(percent):
            guard let parent, parent.isFinite else { return nil }
            value = (percent / 100 * parent).rounded() // C `round`: halves away from zero
        default:
            // `auto` and the content keywords: no length of their own.
            return nil
        }
        if value.isNaN { return nil }
        return Swift.max(value, 0)
    }

    /// One dimension of the range: min overrides max overrides exact.
    private static func constrain(
        min: LayoutLength, exact: LayoutLength, max: LayoutLength,
        parent: Double?
    ) -> (low: Double, high: Double) {
        let low = resolve(min, parent: parent).flatMap { $0.isFinite ? $0 : nil } ?? 0
        let high = resolve(max, parent: parent) ?? .infinity
        if high <= low { return (low, low) }
        guard let exactValue = resolve(exact, parent: parent), exactValue.isFinite else { return (low, high) }
        if exactValue > high { return (high, high) }
        if exactValue < low { return (low, low) }
        return (exactValue, exactValue)
    }
}
