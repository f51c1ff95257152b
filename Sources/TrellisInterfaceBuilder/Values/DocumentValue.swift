// The values Interface Builder documents archive, decoded from their XML elements.
import Foundation
import TrellisUI

/// A value written in a `.xib` or `.storyboard` as an element: geometry, colours, fonts, typed values,
/// attributed strings and images.
///
/// ``DocumentValueDecoder/value(of:diagnostics:)`` turns any value element into one of these; the
/// `ElementCoder` hands them to `init(coder:)` through TrellisUI's `Coder` methods.
public enum DocumentValue: Sendable, Hashable {
    /// `<string>` / `<mutableString>` (and `value="…"` of string runtime attributes).
    case string(String)
    /// `<real value="…">`.
    case real(Double)
    /// `<integer value="…">`.
    case integer(Int)
    /// `<bool value="YES|NO">`.
    case bool(Bool)
    /// `<nil key="…"/>`: the key is archived, explicitly without a value.
    case null
    /// `<rect>` (also `<value type="rect">`).
    case rect(CGRect)
    /// `<size>` (also `<value type="size">`).
    case size(CGSize)
    /// `<point>` (also `<value type="point">`).
    case point(CGPoint)
    /// `<inset>` (`minX minY maxX maxY`) or `<edgeInsets>` (`top left bottom right`).
    case insets(EdgeInsets)
    /// `<offsetWrapper horizontal vertical>` (`UIOffset`).
    case offset(horizontal: Double, vertical: Double)
    /// `<color>` in any colour space, resolved through the document's resources.
    case color(Color)
    /// `<fontDescription>` or `<font>`.
    case font(FontDescription)
    /// An image by name (`<image>`, `<imageReference>`), with the size the resources record.
    case image(Image)
    /// `<date timeIntervalSinceReferenceDate="…">`.
    case date(Date)
    /// `<array>` / `<mutableArray>` of values.
    case array([DocumentValue])
    /// `<attributedString>` with its fragments.
    case attributedText(AttributedText)

    /// The plain string of a string or attributed string value.
    public var stringValue: String? {
        switch self {
        case .string(let string): string
        case .attributedText(let text): text.string
        default: nil
        }
    }

    /// The number of a real, integer or Boolean value, or a date's seconds since 2001-01-01.
    public var doubleValue: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        case .bool(let value): value ? 1 : 0
        case .date(let date): date.timeIntervalSinceReferenceDate
        default: nil
        }
    }
}
