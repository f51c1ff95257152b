// Toolbar: a bar of bar button items along the bottom of a navigation controller (UIKit's UIToolbar).
import Foundation

/// A bar showing ``BarButtonItem``s left to right, one cell apart (`UIToolbar`). Flexible spaces
/// (``BarButtonItem/SystemItem/flexibleSpace``) share the width left over equally, so
/// `[cancel, flexibleSpace, done]` puts `Done` at the right edge. A ``NavigationController`` shows one
/// at its bottom with the top controller's ``ViewController/toolbarItems`` unless
/// ``NavigationController/isToolbarHidden``. Each item's button is clickable and keyboard-focusable.
@MainActor
public final class Toolbar: View, BarButtonItemHost {
    /// The items shown, left to right.
    public var items: [BarButtonItem]? {
        didSet { rebuildButtons() }
    }

    /// The buttons made for the items (flexible spaces have none), in item order.
    private(set) var buttons: [BarButton] = []

    /// Creates an empty toolbar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a toolbar from an archive: the keys every view reads (``View/init(coder:)``), then its
    /// `items` (bar button items, left to right).
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        let items = coder.decodeObjects(forKey: "items").compactMap { $0 as? BarButtonItem }
        if !items.isEmpty {
            self.items = items
            rebuildButtons()
        }
    }

    /// Sets the items (terminal toolbars do not animate them).
    public func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        self.items = items
    }

    private func rebuildButtons() {
        let items = items ?? []
        let reusable = buttons
        var rebuilt: [BarButton] = []
        for item in items where !item.isFlexibleSpace {
            item.addHost(self)
            if let existing = reusable.first(where: { $0.item === item }) {
                existing.update()
                rebuilt.append(existing)
            } else {
                let button = BarButton(item: item)
                addSubview(button)
                rebuilt.append(button)
            }
        }
        for old in reusable where !rebuilt.contains(where: { $0 === old }) { old.removeFromSuperview() }
        buttons = rebuilt
        setNeedsLayout()
    }

    func barButtonItemDidChange(_ item: BarButtonItem) {
        guard let button = buttons.first(where: { $0.item === item }) else { return }
        button.update()
        setNeedsLayout()
    }

    /// Lays the buttons out left to right, one cell apart, giving flexible spaces equal shares of the
    /// free width.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let items = items ?? []
        let gap = cellSize(for: .body).width
        let widths = buttons.map { $0.intrinsicContentSize.width }
        let buttonCount = buttons.count
        let used = widths.reduce(0, +) + gap * CGFloat(Swift.max(0, buttonCount - 1))
        let spaces = items.filter(\.isFlexibleSpace).count
        let free = Swift.max(0, bounds.width - used)
        var x = bounds.minX
        var spaceIndex = 0
        var buttonIndex = 0
        for item in items {
            if item.isFlexibleSpace {
                // Equal whole-cell shares; the first spaces take the remainder.
                let share = (free / CGFloat(spaces)).rounded(.down)
                let remainder = free - share * CGFloat(spaces)
                x += share + (CGFloat(spaceIndex) < remainder ? 1 : 0)
                spaceIndex += 1
                continue
            }
            let button = buttons[buttonIndex]
            let width = Swift.min(widths[buttonIndex], Swift.max(0, bounds.maxX - x))
            button.frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
            x += width + gap
            buttonIndex += 1
        }
    }
}
