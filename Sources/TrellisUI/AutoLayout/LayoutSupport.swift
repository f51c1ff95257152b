// LayoutSupport: the legacy top and bottom layout guides of a view controller (UILayoutSupport), which
// old documents and code constrain to: the length of the area the safe area leaves at one edge.
import Foundation

/// A view controller's legacy ``ViewController/topLayoutGuide`` or ``ViewController/bottomLayoutGuide``
/// (`UILayoutSupport`): a strip along the top (or bottom) edge of the root view as tall as the safe
/// area's inset at that edge.
@MainActor
public protocol LayoutSupport: AnyObject {
    /// The strip's height: the root view's top (or bottom) safe-area inset.
    var length: CGFloat { get }
    /// The strip's top edge.
    var topAnchor: LayoutYAxisAnchor { get }
    /// The strip's bottom edge.
    var bottomAnchor: LayoutYAxisAnchor { get }
    /// The strip's height.
    var heightAnchor: LayoutDimension { get }
}

/// The guide behind a view controller's legacy layout guides: owned by the root view and kept by Auto
/// Layout at the top (or bottom) edge, as tall as the safe-area inset there.
@MainActor
final class LayoutSupportGuide: LayoutGuide, LayoutSupport {
    var length: CGFloat {
        guard let view = owningViewStorage else { return 0 }
        let insets = view.safeAreaInsets
        return role == .topLayoutSupport ? insets.top : insets.bottom
    }
}
