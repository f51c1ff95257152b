// The More tab's list: the tabs that do not fit in the tab bar, one row each; choosing one shows it.
import Foundation

/// The root of a ``TabBarController``'s ``TabBarController/moreNavigationController``: one row
/// per tab past the bar's fourth, drawn like a bar item (title or image name, then the badge).
/// Each row is a plain ``Button`` — clicked, or focused with Tab and pressed with Enter or Space,
/// it pushes its tab onto the More navigation controller. Rows of disabled items and of
/// navigation controllers (which cannot be pushed) are disabled.
@MainActor
final class MoreListViewController: ViewController {
    private weak var tabs: TabBarController?
    /// The controllers of the rows, in row order.
    private(set) var rowControllers: [ViewController] = []

    init(tabBarController: TabBarController) {
        tabs = tabBarController
        super.init(nibName: nil, bundle: nil)
        title = "More"
    }

    required init?(coder: any Coder) {
        super.init(coder: coder)
        title = "More"
    }

    override func loadView() {
        view = MoreListView()
        reload()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    /// Rebuilds the rows from the tab bar controller's tabs under More.
    func reload() {
        let controllers = tabs?.moreListControllers ?? []
        rowControllers = controllers
        guard let list = storedView as? MoreListView else { return }
        let offset = TabBarController.maximumTabBarItemCount - 1
        list.setRows(
            controllers.enumerated().map { index, controller in
                (
                    item: controller.tabBarItem, index: offset + index,
                    selectable: TabBarController.canShowInMore(controller),
                    choose: { [weak self, weak controller] in
                        guard let self, let controller else { return }
                        self.tabs?.chooseFromMoreList(controller)
                    }
                )
            })
    }
}

/// The More list's view: a column of one-row buttons, each labelled from its tab's item, one cell
/// in from the left edge.
@MainActor
final class MoreListView: View, TabBarItemObserver {
    private var rows: [(item: TabBarItem, index: Int, selectable: Bool, button: Button)] = []

    init() {
        super.init(frame: .zero)
    }

    /// Creates the view from an archive: the keys every view reads (``View/init(coder:)``).
    required init?(coder: any Coder) {
        super.init(coder: coder)
    }

    func setRows(_ newRows: [(item: TabBarItem, index: Int, selectable: Bool, choose: @MainActor () -> Void)]) {
        for row in rows {
            row.item.setShown(false, in: self)
            row.button.removeFromSuperview()
        }
        rows = newRows.map { row in
            row.item.setShown(true, in: self)
            let button = Button(title: nil, style: .plain, primaryAction: row.choose)
            addSubview(button)
            return (row.item, row.index, row.selectable, button)
        }
        itemDidChange()
    }

    /// The labels the rows show, in order (title, image name or `Tab N`, then the badge).
    var rowTitles: [String] { rows.map { $0.button.currentTitle ?? "" } }

    func itemDidChange() {
        for row in rows {
            let label = row.item.label(at: row.index, selected: false)
            row.button.setTitle(row.item.badgeText.map { "\(label) \($0)" } ?? label, for: .normal)
            row.button.isEnabled = row.item.isEnabled && row.selectable
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Rows start one cell in from the left edge, as wide as their label.
        let cell = cellSize()
        for (offset, row) in rows.enumerated() {
            let width = Swift.min(row.button.intrinsicContentSize.width, Swift.max(0, bounds.width - cell.width))
            row.button.frame = CGRect(
                x: cell.width, y: CGFloat(offset) * cell.height, width: width, height: cell.height)
        }
    }
}
