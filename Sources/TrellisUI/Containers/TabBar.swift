// The tab bar view: one item per tab (title or image name, badge), the selected one marked.
import Foundation

/// The bar a ``TabBarController`` shows below its content (`UITabBar`): its ``items`` side by side
/// in equal slots, each drawn as its title (or image name, or `Tab N`) followed by its badge — `(3)`,
/// or `•` for an empty badge — in the badge colour. The selected item is in brackets and the tint
/// colour; disabled items are grey. Clicking an item selects it (the number keys 1–9 do too,
/// handled by ``TabBarController/keyDown(_:)``).
@MainActor
public final class TabBar: View, TabBarItemObserver {
    /// The items, in tab order (the tab bar controller sets them).
    public private(set) var items: [TabBarItem] = []
    /// The labels drawn for the items (without badge or brackets), in tab order.
    public var itemTitles: [String] {
        items.enumerated().map { index, item in item.label(at: index, selected: index == selectedIndex) }
    }
    /// The index of the selected item, if any.
    public private(set) var selectedIndex: Int?
    /// The selected item, if any.
    public var selectedItem: TabBarItem? { selectedIndex.map { items[$0] } }
    /// The font of the items.
    public var font: Font = .body { didSet { setNeedsDisplay() } }

    var onSelect: (@MainActor (Int) -> Void)?

    init() {
        super.init(frame: .zero)
    }

    /// Creates a free-standing tab bar from an archive: the keys every view reads
    /// (``View/init(coder:)``), then its `items` (tab bar items, none selected). A tab bar controller's
    /// own bar gets its items from the controller instead.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        let items = coder.decodeObjects(forKey: "items").compactMap { $0 as? TabBarItem }
        if !items.isEmpty { update(items: items, selectedIndex: nil) }
    }

    func update(items newItems: [TabBarItem], selectedIndex: Int?) {
        let sameItems = newItems.count == items.count && zip(newItems, items).allSatisfy { $0 === $1 }
        guard !sameItems || selectedIndex != self.selectedIndex else { return }
        if !sameItems {
            for item in items where !newItems.contains(where: { $0 === item }) { item.setShown(false, in: self) }
            for item in newItems { item.setShown(true, in: self) }
            items = newItems
        }
        self.selectedIndex = selectedIndex
        setNeedsDisplay()
    }

    /// An item's title, image or badge changed.
    func itemDidChange() { setNeedsDisplay() }

    /// The slot of item `index` in the bar's coordinates.
    func itemRect(at index: Int) -> CGRect {
        guard !items.isEmpty else { return .zero }
        let width = (bounds.width / CGFloat(items.count)).rounded(.down)
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }

    /// The label drawn for item `index` (the selected one in brackets), without the badge.
    func itemText(at index: Int) -> String {
        let label = items[index].label(at: index, selected: index == selectedIndex)
        return index == selectedIndex ? "[\(label)]" : label
    }

    /// Draws every item centred in its slot: the label, then a space and the badge. When the slot is
    /// too narrow the label is truncated and the badge kept.
    public override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let measurer = context.textMeasurer
        let space = measurer.width(of: " ", font: font)
        for index in items.indices {
            let item = items[index]
            let slot = itemRect(at: index)
            let text = itemText(at: index)
            let color: Color = !item.isEnabled ? .disabledText : index == selectedIndex ? .tintColor : .label
            guard let badge = item.badgeText else {
                context.drawText(
                    text, in: slot, font: font, color: color, alignment: .center, lineBreakMode: .truncatingTail,
                    numberOfLines: 1)
                continue
            }
            let badgeWidth = measurer.width(of: badge, font: font)
            let textWidth = Swift.min(
                measurer.width(of: text, font: font), Swift.max(0, slot.width - badgeWidth - space))
            let start = slot.minX + ((slot.width - textWidth - space - badgeWidth) / 2).rounded(.down)
            let x = Swift.max(slot.minX, start)
            context.drawText(
                text, in: CGRect(x: x, y: slot.minY, width: textWidth, height: slot.height), font: font, color: color,
                alignment: .left, lineBreakMode: .truncatingTail, numberOfLines: 1)
            context.drawText(
                badge, in: CGRect(x: x + textWidth + space, y: slot.minY, width: badgeWidth, height: slot.height),
                font: font, color: item.badgeColor ?? .red, alignment: .left, lineBreakMode: .clip, numberOfLines: 1)
        }
    }

    /// Presses start here so the release reaches the bar.
    public override func pointerDown(_ event: PointerEvent) {}

    /// A release over an item selects its tab.
    public override func pointerUp(_ event: PointerEvent) {
        let local = convert(event.location, from: nil)
        if let index = items.indices.first(where: { itemRect(at: $0).contains(local) }) {
            onSelect?(index)
        }
    }
}
