// LayoutConstraint.FormatOptions: the options of the visual format language (UIKit's
// NSLayoutConstraint.FormatOptions, with its raw values) — alignment of the views in a format, the direction
// of horizontal formats and what vertical spacing measures.
import Foundation

extension LayoutConstraint {
    /// Options for ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``: how the views of a
    /// format line up across it, which way a horizontal format runs and what vertical spacing measures.
    ///
    /// The raw values are UIKit's, so options stored as numbers mean the same thing.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The bits.
        public var rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Every view's left edge equals the previous view's (vertical formats).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Every view's right edge equals the previous view's (vertical formats).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Every view's top edge equals the previous view's (horizontal formats).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Every view's bottom edge equals the previous view's (horizontal formats).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Every view's leading edge equals the previous view's (vertical formats).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Every view's trailing edge equals the previous view's (vertical formats).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Every view's horizontal centre equals the previous view's (vertical formats).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Every view's vertical centre equals the previous view's (horizontal formats).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Every view's last baseline equals the previous view's (horizontal formats).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Every view's first baseline equals the previous view's (horizontal formats).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal formats run from the leading edge to the trailing edge (the default: right to left
        /// under a right-to-left layout direction).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Vertical spacing is between views' edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing is from a view's last baseline to the next view's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

        /// The attributes the alignment options align, in UIKit's bit order (each bit is its attribute's
        /// raw value; other bits of the mask align nothing, as in UIKit).
        var alignedAttributes: [LayoutAttribute] {
            [1, 2, 3, 4, 5, 6, 9, 10, 11, 12].compactMap { bit in
                rawValue & (1 << UInt(bit)) != 0 ? LayoutAttribute(rawValue: bit) : nil
            }
        }
    }
}
