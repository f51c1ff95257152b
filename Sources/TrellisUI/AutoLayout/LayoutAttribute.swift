// LayoutAttribute: the part of a layout item's rectangle a constraint relates (NSLayoutConstraint.Attribute).
import Foundation

/// A part of an item's rectangle that a ``LayoutConstraint`` relates. The raw values are UIKit's.
///
/// `leading` and `trailing` follow the item's ``View/effectiveUserInterfaceLayoutDirection``: in
/// right-to-left layout the leading edge is the right edge, and distances along leading/trailing are
/// measured in the reading direction (a positive constant still means "further along the text").
/// The `…Margin` attributes are the edges of the view's layout margins (``View/layoutMarginsGuide``);
/// the baselines are a label's first and last line baselines and the bottom edge of other views.
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable {
    /// No attribute: the second attribute of a constraint on a constant (`width == 40`).
    case notAnAttribute = 0
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left in left-to-right layout, right in right-to-left layout).
    case leading
    /// The trailing edge (right in left-to-right layout, left in right-to-left layout).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text (the bottom edge for views without text).
    case lastBaseline
    /// The baseline of the first line of text (the bottom edge for views without text).
    case firstBaseline
    /// The left edge inset by the left layout margin.
    case leftMargin
    /// The right edge inset by the right layout margin.
    case rightMargin
    /// The top edge inset by the top layout margin.
    case topMargin
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin
    /// The leading edge inset by the leading layout margin.
    case leadingMargin
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin
    /// The horizontal centre of the layout margins.
    case centerXWithinMargins
    /// The vertical centre of the layout margins.
    case centerYWithinMargins

    /// The axis the attribute lies on; `nil` for ``notAnAttribute``.
    public var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        }
    }

    /// Whether the attribute is a size (`width`, `height`) rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is one of the direction-dependent ones (leading/trailing, with or without margin).
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is an absolute left/right one (with or without margin).
    var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// The name UIKit prints in constraint descriptions (`leading`, `centerXWithinMargins`).
    var name: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
}
