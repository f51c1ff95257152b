// Which margins and dimensions of a view stretch when its superview's size changes.
import Foundation

/// How a view resizes when its superview's bounds size changes (`UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The distance to the superview's left edge stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension AutoresizingMask {
    /// The mask an Interface Builder document describes with `YES` flags
    /// (`<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" widthSizable="YES"/>`).
    public init(documentFlags flags: [String: String]) {
        let names: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        var mask: AutoresizingMask = []
        for (name, option) in names where flags[name] == "YES" { mask.insert(option) }
        self = mask
    }
}
