// LayoutDimension: a length value of a style property (points, percent, auto or a sizing keyword).

/// A length as specified in a style.
public enum LayoutDimension: Sendable, Hashable {
    /// Automatic: the property's natural behaviour (content size for `width`, the CSS automatic minimum
    /// size for `minWidth`/`minHeight`, auto margins absorb free space, ...).
    case auto
    /// An absolute length in points.
    case points(Double)
    /// A percentage (0...100) of the containing block's corresponding size.
    case percent(Double)
    /// The max-content size (`max-content`).
    case maxContent
    /// The fit-content size (`fit-content`).
    case fitContent
    /// Fill the available space (`stretch`).
    case stretch

    /// Zero points.
    public static let zero = LayoutDimension.points(0)
}

extension LayoutDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A literal is a length in points.
    public init(floatLiteral value: Double) { self = .points(value) }
    /// A literal is a length in points.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
}
