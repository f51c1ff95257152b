// The size classes of a trait collection (UIKit's UIUserInterfaceSizeClass): how much room a window gives
// in one dimension.
import Foundation

/// A size class (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: String, Sendable, Hashable, CaseIterable {
    /// No size class: outside a window, or only a document's base ("Any") layout.
    case unspecified
    /// Little room in this dimension (an iPhone's width; a phone's height in landscape).
    case compact
    /// Ample room in this dimension (an iPad in either dimension; a phone's height in portrait).
    case regular
}
