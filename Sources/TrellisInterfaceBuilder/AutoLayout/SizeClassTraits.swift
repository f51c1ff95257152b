// The size classes a document's size-class variations are resolved for (UITraitCollection's
// horizontalSizeClass / verticalSizeClass), as variation keys name them.
import Foundation
import TrellisUI

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

    /// The size classes UIKit gives a window of `size` points: TrellisUI's rule,
    /// `TraitCollection(windowSize:)` (compact height below 500 points; regular width from 678 points
    /// when the height is regular). Pass explicit traits to load for a device the rule does not match.
    public init(windowSize size: CGSize) {
        self.init(TraitCollection(windowSize: size))
    }

    /// The size classes of a trait collection (a window's, a view's, a view controller's).
    public init(_ traitCollection: TraitCollection) {
        self.init(horizontal: traitCollection.horizontalSizeClass, vertical: traitCollection.verticalSizeClass)
    }

    /// These size classes as a trait collection.
    public var traitCollection: TraitCollection {
        TraitCollection(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
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
