// The size classes a document's size-class variations are resolved for (UITraitCollection's
// horizontalSizeClass / verticalSizeClass), and how Trellis chooses them from a window size.
import Foundation
import TrellisUI

/// A size class (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: String, Sendable, Hashable, CaseIterable {
    /// No size class: only a document's base ("Any") layout applies.
    case unspecified
    /// Little room in this dimension (an iPhone's width; a phone's height in landscape).
    case compact
    /// Ample room in this dimension (an iPad in either dimension; a phone's height in portrait).
    case regular
}

/// The horizontal and vertical size classes a document is loaded for: they decide which of its
/// `<variation key="widthClass=…-heightClass=…">` masks install which constraints and subviews.
public struct SizeClassTraits: Sendable, Hashable, CustomStringConvertible {
    /// The width's size class (`horizontalSizeClass`).
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The height's size class (`verticalSizeClass`).
    public var verticalSizeClass: UserInterfaceSizeClass

    /// Traits with the given size classes.
    public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
    }

    /// No size classes: the document's base ("Any width, Any height") layout.
    public static let unspecified = SizeClassTraits(horizontal: .unspecified, vertical: .unspecified)

    /// The size classes UIKit gives a window of `size` points.
    ///
    /// UIKit decides size classes per device, not from a size alone; Trellis knows only the window, so it
    /// applies the rules that agree with every iPhone and iPad window UIKit sizes:
    /// - height: compact below 500 points (every phone in landscape, 320–430 points high), regular from
    ///   500 (every portrait phone is at least 568 high; every iPad window at least 744);
    /// - width: regular from 678 points when the height is regular (full-screen iPad windows and the
    ///   Split View and Stage Manager windows iPadOS makes regular, the narrowest being half of a
    ///   12.9-inch iPad, 678 points), compact below (phones in portrait, Slide Over, the narrow Split
    ///   View panes of 320–639 points); compact whenever the height is compact (phones in landscape).
    ///
    /// The one disagreement: the Plus and Max iPhones are regular-width in landscape in UIKit and compact
    /// here; pass explicit traits to load for one of them. A terminal window (tens of points in
    /// either dimension when a point is a cell) is compact in both.
    public init(windowSize size: CGSize) {
        let vertical: UserInterfaceSizeClass = size.height < 500 ? .compact : .regular
        let horizontal: UserInterfaceSizeClass = vertical == .regular && size.width >= 678 ? .regular : .compact
        self.init(horizontal: horizontal, vertical: vertical)
    }

    /// `widthClass=compact-heightClass=regular`, as a variation key names traits.
    public var description: String {
        "widthClass=\(horizontalSizeClass.rawValue)-heightClass=\(verticalSizeClass.rawValue)"
    }

    /// Whether the conditions of a variation key hold: `"default"` always does; otherwise every
    /// `trait=value` part (joined by `-`) must match (`widthClass`, `heightClass`). Other traits
    /// (`userInterfaceIdiom=mac`, `userInterfaceIdiom=pad`) are Mac and iPad variants and never hold:
    /// Trellis lays documents out with their base idiom.
    public func matches(variationKey key: String) -> Bool {
        if key == "default" { return true }
        for condition in key.split(separator: "-") {
            let parts = condition.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return false }
            let value = String(parts[1])
            switch parts[0] {
            case "widthClass": if horizontalSizeClass.rawValue != value { return false }
            case "heightClass": if verticalSizeClass.rawValue != value { return false }
            default: return false
            }
        }
        return true
    }

    /// How many trait conditions a variation key holds (`default` none): a more specific variation
    /// overrides a less specific one.
    static func specificity(ofVariationKey key: String) -> Int {
        key == "default" ? 0 : key.split(separator: "-").count
    }

    /// Whether a variation key has the shape Xcode writes: `default`, or `trait=value` parts joined by `-`.
    static func isWellFormed(variationKey key: String) -> Bool {
        if key == "default" { return true }
        return key.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { part in
            let pieces = part.split(separator: "=", omittingEmptySubsequences: false)
            return pieces.count == 2 && !pieces[0].isEmpty && !pieces[1].isEmpty
        }
    }
}
