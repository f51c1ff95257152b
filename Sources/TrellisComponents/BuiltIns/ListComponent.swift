// ListComponent: a scrollable list of equal-height rows that lays out and mounts only the visible ones.
import Foundation
import TrellisLayout
import TrellisUI

/// A vertically scrolling list in a ``ScrollView``. Rows have one fixed height, so the list knows its
/// content size without laying every row out; only the rows intersecting the viewport (plus
/// `overscan` rows each side) are laid out and mounted, and views of rows scrolled away are recycled
/// for the rows scrolled in. The scroll offset is the list's state, mirrored from the view by its
/// controller (the scroll view's delegate while a view is acquired).
public struct ListComponent: Component {
    /// The state type.
    public typealias State = Double
    /// The controller class.
    public typealias Controller = ListController

    let rows: [any Component]
    /// The height of every row.
    public var rowHeight: Double
    /// Extra rows laid out above and below the viewport.
    public var overscan: Int
    /// Identity among same-type siblings (state and controller follow it).
    public var scopeKey: String?

    /// A list of `rows`, each `rowHeight` high.
    public init(rowHeight: Double, overscan: Int = 0, key: String? = nil, rows: [any Component]) {
        self.rows = rows
        self.rowHeight = max(rowHeight, 0)
        self.overscan = max(overscan, 0)
        scopeKey = key
    }

    /// A list of rows given by a builder.
    public init(rowHeight: Double, overscan: Int = 0, key: String? = nil, @ComponentBuilder rows: () -> [any Component]) {
        self.init(rowHeight: rowHeight, overscan: overscan, key: key, rows: rows())
    }

    /// The state of a new scope.
    public static func initialState() -> Double { 0 }

    static let viewClass = ViewClass(ScrollView.self) { ScrollView(frame: .zero) }
    static let contentHeight = ViewAttribute<ScrollView, Double>(
        "ListComponent.contentHeight", applicator: { view, height in view.contentSize = CGSize(width: 0, height: height) },
        unapplicator: { view, _ in view.contentSize = .zero })

    /// The view this component mounts.
    public var viewConfiguration: ViewConfiguration? {
        ViewConfiguration(Self.viewClass, attributes: [Self.contentHeight(Double(rows.count) * rowHeight)])
    }

    /// Returns the single child (see ``Component/render(_:)``).
    public func render(_ scope: Scope<ListComponent>) -> (any Component)? {
        ListWindow(rows: rows, rowHeight: rowHeight, overscan: overscan, offset: scope.state)
    }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``).
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        let height = range.max.height.isFinite ? range.max.height : Double(rows.count) * rowHeight
        let width = range.max.width.isFinite ? range.max.width : range.min.width
        let size = range.clamp(LayoutSize(width: width, height: height))
        guard let child = children.first else { return ComponentLayout(size: size) }
        let layout = child.layout(thatFits: SizeRange.clamped(min: size, max: size), parentSize: size)
        return ComponentLayout(size: size, children: [.init(position: .zero, layout: layout)])
    }
}

/// The visible window of a ``ListComponent``: every row is built (unchanged rows are reused), but only
/// the visible ones are laid out and appear in the layout, so only they mount.
struct ListWindow: Component {
    let rows: [any Component]
    let rowHeight: Double
    let overscan: Int
    let offset: Double

    func renderChildren(_ scope: Scope<ListWindow>) -> [any Component] { rows }

    func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        guard rowHeight > 0, !children.isEmpty else { return ComponentLayout(size: range.min) }
        let first = max(0, Int((offset / rowHeight).rounded(.down)) - overscan)
        let visibleRows = Int((range.max.height / rowHeight).rounded(.up)) + 1 + 2 * overscan
        let last = min(children.count, first + visibleRows)
        var placed: [ComponentLayout.Child] = []
        guard first < last else { return ComponentLayout(size: range.min) }
        placed.reserveCapacity(last - first)
        let rowRange = SizeRange.clamped(min: LayoutSize(width: range.max.width, height: rowHeight),
                                         max: LayoutSize(width: range.max.width, height: rowHeight))
        for index in first..<last {
            let layout = children[index].layout(thatFits: rowRange, parentSize: rowRange.max)
            placed.append(.init(position: LayoutPoint(x: 0, y: Double(index) * rowHeight), layout: layout))
        }
        return ComponentLayout(size: range.min, children: placed)
    }
}

/// Mirrors the scroll offset of a ``ListComponent``'s view into its state.
@MainActor public final class ListController: ComponentController<ListComponent>, ScrollViewDelegate {
    override public func componentDidAcquireView() {
        guard let scrollView = view as? ScrollView else { return }
        scrollView.delegate = self
        let offset = state
        if Double(scrollView.contentOffset.y) != offset {
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
        }
    }

    override public func componentWillRelinquishView() {
        (view as? ScrollView)?.delegate = nil
    }

    /// Mirrors the new offset into the list's state (synchronous update).
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let offset = Double(scrollView.contentOffset.y)
        guard offset != state else { return }
        updateState(mode: .synchronous) { $0 = offset }
    }
}
