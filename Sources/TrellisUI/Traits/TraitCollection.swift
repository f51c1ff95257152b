// The traits a window gives the views and view controllers in it (UIKit's UITraitCollection), and the
// rule that chooses a window's size classes from its size.
import Foundation

/// The environment a view or view controller is shown in (`UITraitCollection`): its size classes.
///
/// A ``Window`` takes its traits from its size (``init(windowSize:)``); every view and view controller
/// in it inherits them (``View/traitCollection``, ``ViewController/traitCollection``). A view outside a
/// window has unspecified traits.
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// The width's size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The height's size class.
    public var verticalSizeClass: UserInterfaceSizeClass

    /// Traits with the given size classes.
    public init(horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// Unspecified size classes: the traits of a view outside any window.
    public init() {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)
    }

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
    /// here. A terminal window (tens of points in either dimension when a point is a cell) is compact in
    /// both.
    public init(windowSize size: CGSize) {
        let vertical: UserInterfaceSizeClass = size.height < 500 ? .compact : .regular
        let horizontal: UserInterfaceSizeClass = vertical == .regular && size.width >= 678 ? .regular : .compact
        self.init(horizontalSizeClass: horizontal, verticalSizeClass: vertical)
    }

    /// `horizontal: compact, vertical: regular`.
    public var description: String {
        "horizontal: \(horizontalSizeClass.rawValue), vertical: \(verticalSizeClass.rawValue)"
    }
}
