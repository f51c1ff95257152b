// BarButton: the button a navigation bar or toolbar makes for a BarButtonItem — clickable and
// keyboard-focusable like any Button, calling the item's action.
import Foundation

/// The view of one ``BarButtonItem`` in a bar: a plain ``Button`` showing the item's title (or image
/// name), semibold for the ``BarButtonItem/Style/done`` style, enabled as the item is. A click, or
/// Return / Space while it has keyboard focus, runs the item's action.
@MainActor
final class BarButton: Button {
    /// The item this button shows.
    let item: BarButtonItem

    init(item: BarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        style = .plain
        addAction(for: .primaryActionTriggered) { [weak self] in self?.item.performAction() }
        update()
    }

    /// Bar buttons exist only for a ``BarButtonItem``; documents archive the item, never its button.
    required init?(coder: any Coder) {
        nil
    }

    /// Takes the item's current title, style and enabled state.
    func update() {
        setTitle(item.displayText, for: .normal)
        font = item.style == .done ? .headline : .body
        isEnabled = item.isEnabled
    }
}
