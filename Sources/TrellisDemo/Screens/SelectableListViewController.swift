// SelectableListViewController: what the demo's list screens share — a selected row moved with the
// keyboard and kept in view, rows clicked through the responder chain, and keyboard focus while shown.
import Foundation
import TrellisComponents
import TrellisUI

/// A component-hosted screen showing a list with a selected row (`UITableViewController`'s keyboard
/// and selection behaviour, for a list of one-line rows: a `ListComponent` in the hosted tree, or the
/// scroll view a subclass returns from ``listScrollView``).
///
/// Subclasses say how many rows there are, which is selected, how to select one (a model update),
/// which row a clicked row view stands for, and what opening a row does. Keys: ↑/↓ move the selection,
/// Page Up/Down by a screenful, Home/End to the ends, Enter opens. The controller becomes first
/// responder when it is about to appear, so keys reach it (and go on up the responder chain — the
/// navigation and tab bar controllers, the root, the window — when it does not handle them).
@MainActor class SelectableListViewController<Model: Sendable>: ComponentHostingViewController<Model> {
    /// How many rows the list has.
    var rowCount: Int { 0 }
    /// The selected row, if any.
    var selectedRow: Int? { nil }
    /// Selects `row` (already clamped to the rows): subclasses update their model.
    func applySelection(_ row: Int) {}
    /// The row a clicked row view stands for, from its tag.
    func row(forTag tag: Int) -> Int? { nil }
    /// Opens `row` (push the next screen, present details).
    func openRow(_ row: Int) {}

    /// A list screen takes keyboard focus.
    override var canBecomeFirstResponder: Bool { true }

    /// Takes keyboard focus as soon as the screen is on its way in, so keys typed during a transition
    /// already reach the screen being shown.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        becomeFirstResponder()
    }

    /// Moves the selection, or passes the key up the responder chain.
    override func keyDown(_ event: KeyEvent) {
        if handleListKey(event) { return }
        super.keyDown(event)
    }

    /// The list keys; returns whether `event` was one.
    func handleListKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isDisjoint(with: [.control, .option, .command]) else { return false }
        switch event.key {
        case .up: moveSelection(by: -1)
        case .down: moveSelection(by: 1)
        case .pageUp: moveSelection(by: -pageSize)
        case .pageDown: moveSelection(by: pageSize)
        case .home: select(0)
        case .end: select(rowCount - 1)
        case .enter:
            if let row = selectedRow { openRow(row) } else { select(0) }
        default: return false
        }
        return true
    }

    /// Selects `row` (clamped to the list) and scrolls it into view.
    func select(_ row: Int) {
        guard rowCount > 0 else { return }
        let clamped = min(max(row, 0), rowCount - 1)
        if clamped != selectedRow { applySelection(clamped) }
        scrollRowIntoView(clamped)
    }

    private func moveSelection(by delta: Int) {
        guard rowCount > 0 else { return }
        select((selectedRow ?? (delta > 0 ? -1 : rowCount)) + delta)
    }

    /// Rows in a screenful (at least one).
    var pageSize: Int { max(1, Int(listScrollView?.bounds.height ?? 1) - 1) }

    /// The list's scroll view (by default the view a `ListComponent` in the hosted tree mounts).
    var listScrollView: ScrollView? { hostingView.firstDescendant(ofType: ScrollView.self) }

    /// Scrolls as little as possible to show `row` (rows are one point high). The list's controller,
    /// the scroll view's delegate, turns the new offset into the list's state.
    func scrollRowIntoView(_ row: Int) {
        listScrollView?.scrollRectToVisible(CGRect(x: 0, y: CGFloat(row), width: 1, height: 1), animated: false)
    }

    // MARK: Clicks

    /// Clicked rows arrive as the responder-chain action ``DemoAction/rowClicked``.
    override func canPerformAction(_ action: ResponderAction, withSender sender: AnyObject?) -> Bool {
        action == DemoAction.rowClicked || super.canPerformAction(action, withSender: sender)
    }

    /// A clicked row: ``rowClicked(_:)``.
    override func perform(_ action: ResponderAction, withSender sender: AnyObject?) {
        guard action == DemoAction.rowClicked else { return super.perform(action, withSender: sender) }
        guard let view = sender as? View, let row = row(forTag: view.tag) else { return }
        becomeFirstResponder()
        rowClicked(row)
    }

    /// A click selects the row and opens it.
    func rowClicked(_ row: Int) {
        select(row)
        openRow(row)
    }
}
