// LayoutItem: what a layout constraint can relate — a view or a layout guide (UIKit's
// `UILayoutItem` role) — and the anchors both have.
import Foundation

/// An object a ``LayoutConstraint`` can constrain: a ``View`` or a ``LayoutGuide``.
///
/// Each item has a rectangle the Auto Layout engine solves for: a view's ``View/frame`` (in its
/// superview's coordinates), a guide's ``LayoutGuide/layoutFrame`` (in its owning view's coordinates).
@MainActor
public protocol LayoutItem: AnyObject {}

extension LayoutItem {
    /// The leading edge (left in left-to-right layout, right in right-to-left layout).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
}
