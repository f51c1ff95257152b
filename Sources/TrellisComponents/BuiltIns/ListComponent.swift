// ListComponent: a scrollable list that lays out and mounts only the rows in view — rows of one fixed
// height, or each as high as its content.
import Foundation
import TrellisLayout
import TrellisUI

/// A vertically scrolling list in a `ScrollView` that mounts only the rows intersecting the viewport
/// (plus `overscan` rows each side); views of rows scrolled away are recycled for the rows scrolled in.
///
/// Rows have one fixed height (``RowHeight/fixed(_:)``: the list knows where every row is without laying
/// any out, so a layout costs only the rows in view), or each is as high as its layout at the list's
/// width (``RowHeight/automatic``, UIKit's self-sizing cells): every row is laid out to find where the
/// rows in view are, and each row's node caches its layout, so after a change only the rows that changed
/// are measured again; where each row starts is kept, so finding the rows in view costs a binary search.
///
/// Scrolling rebuilds nothing. The scroll offset is the scroll view's, as in UIKit, not the list's state:
/// the list's controller (the view's delegate while one is acquired; see ``ListController/contentOffset``)
/// keeps it where the list's layout reads it and asks the tree for a new layout; the window of rows is
/// laid out again for the new offset and mounted, so a scroll costs the rows that enter and leave the
/// viewport, whatever the number of rows. Rows that stay in view keep their views and get no callbacks;
/// rows that leave give theirs to the rows that enter (UITableView's cell reuse). The controller also
/// sets the view's content size from the layout.
public struct ListComponent: Component {
    /// The controller class.
    public typealias Controller = ListController

    /// How high a list's rows are.
    public enum RowHeight: Sendable, Hashable {
        /// Every row is `height` points high (a height that is not positive and finite shows no rows).
        case fixed(Double)
        /// Each row is as high as its layout at the list's width, with an unbounded height.
        case automatic
    }

    let rows: [any Component]
    /// How high the rows are.
    public var rowHeight: RowHeight
    /// Extra rows laid out above and below the viewport (a negative count counts as zero).
    public var overscan: Int
    /// Identity among same-type siblings (the controller, and with it the offset, follows it).
    public var scopeKey: String?

    /// A list of `rows`, sized by `rowHeight`.
    public init(rowHeight: RowHeight, overscan: Int = 0, key: String? = nil, rows: [any Component]) {
        self.rows = rows
        self.rowHeight = rowHeight
        self.overscan = overscan
        scopeKey = key
    }

    /// A list of `rows`, each `rowHeight` high.
    public init(rowHeight: Double, overscan: Int = 0, key: String? = nil, rows: [any Component]) {
        self.init(rowHeight: .fixed(rowHeight), overscan: overscan, key: key, rows: rows)
    }

    /// A list of rows given by a builder, sized by `rowHeight`.
    public init(
        rowHeight: RowHeight, overscan: Int = 0, key: String? = nil,
        @ComponentBuilder rows: () -> [any Component]
    ) {
        self.init(rowHeight: rowHeight, overscan: overscan, key: key, rows: rows())
    }

    /// A list of rows given by a builder, each `rowHeight` high.
    public init(rowHeight: Double, overscan: Int = 0, key: String? = nil, @ComponentBuilder rows: () -> [any Component])
    {
        self.init(rowHeight: .fixed(rowHeight), overscan: overscan, key: key, rows: rows())
    }

    static let viewClass = ViewClass(ScrollView.self) { ScrollView(frame: .zero) }

    /// The view this component mounts: a scroll view, whose content size its controller sets from the
    /// layout (with automatic heights it is known only once the rows are laid out).
    public var viewConfiguration: ViewConfiguration? { ViewConfiguration(Self.viewClass) }

    /// Rows keep their views while they stay in view, wherever a scroll moves them.
    public var recyclesChildViewsByIdentity: Bool { true }

    /// Returns the single child (see ``Component/render(_:)``): the window of rows in view, which reads
    /// the controller's viewport when it is laid out.
    public func render(_ scope: Scope<ListComponent>) -> (any Component)? {
        // The scope always has the controller; a fresh viewport (at the top) only if it somehow does not.
        let viewport = (scope.handle?.controller as? ListController)?.viewport ?? ListViewport()
        return ListVisibleRows(rows: rows, rowHeight: rowHeight, overscan: overscan, viewport: viewport)
    }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``): as high as the range
    /// allows, or as its content where the range's height is unbounded. Its one child, the window of rows
    /// in view, is as high as the content, which the controller makes the view's content size.
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        let width = range.max.width.isFinite ? range.max.width : range.min.width
        let viewportHeight = range.max.height
        guard let child = children.first else {
            return ComponentLayout(size: range.clamp(LayoutSize(width: width, height: 0)))
        }
        // The parent size tells the window how much of the content is in view.
        let window = child.layout(
            thatFits: SizeRange.clamped(
                min: LayoutSize(width: width, height: 0), max: LayoutSize(width: width, height: .infinity)),
            parentSize: LayoutSize(width: width, height: viewportHeight))
        let height = viewportHeight.isFinite ? viewportHeight : window.size.height
        let size = range.clamp(LayoutSize(width: width, height: height))
        return ComponentLayout(size: size, children: [.init(position: .zero, layout: window)])
    }
}
