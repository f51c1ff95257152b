// LayoutLength: a length value of a style property (points, percent, auto or a sizing keyword).

/// A length as specified in a style.
public enum LayoutLength: Sendable, Hashable {
    /// Automatic: the property's natural behaviour (content size for `width`, the CSS automatic minimum
    /// size for `minWidth`/`minHeight`, auto margins absorb free space, ...).
    case auto
    /// An absolute length in points.
    case points(Double)
    /// A percentage (0...100) of the containing block's corresponding size.
    case percent(Double)
    /// The min-content size (`min-content`, CSS Sizing 3 §5.1): the narrowest the content can be laid out
    /// without overflowing, for text its longest word (see ``LayoutNode/minContentWidth``).
    case minContent
    /// The max-content size (`max-content`): the content laid out without wrapping.
    case maxContent
    /// The fit-content size (`fit-content`): the available space, but at least the min-content and at
    /// most the max-content size.
    case fitContent
    /// Fill the available space less the margins (`stretch`).
    case stretch

    /// Zero points.
    public static let zero = LayoutLength.points(0)

    /// Whether the value is one of the sizing keywords of CSS Sizing 3 (min-, max-, fit-content, stretch).
    @inline(__always)
    var isSizingKeyword: Bool {
        switch self {
        case .minContent, .maxContent, .fitContent, .stretch: true
        case .auto, .points, .percent: false
        }
    }
}

extension LayoutLength: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A literal is a length in points.
    public init(floatLiteral value: Double) { self = .points(value) }
    /// A literal is a length in points.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
}
