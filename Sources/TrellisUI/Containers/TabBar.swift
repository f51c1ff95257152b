// The tab bar view: one item per tab, titled by its controller, the selected one marked.
import Foundation

/// The bar a ``TabBarController`` shows below its content: the titles of its controllers side by
/// side in equal slots, the selected one in brackets and the tint colour. Clicking an item selects it
/// (the number keys 1–9 do too, handled by ``TabBarController/keyDown(_:)``).
@MainActor
public final class TabBar: View {
    /// The item titles, in tab order (a controller without a title shows `"Tab N"`).
    public private(set) var itemTitles: [String] = []
    /// The index of the selected item, if any.
    public private(set) var selectedIndex: Int?
    /// The font of the items.
    public var font: Font = .body { didSet { setNeedsDisplay() } }

    var onSelect: (@MainActor (Int) -> Void)?

    init() {
        super.init(frame: .zero)
    }

    func update(titles: [String], selectedIndex: Int?) {
        guard titles != itemTitles || selectedIndex != self.selectedIndex else { return }
        itemTitles = titles
        self.selectedIndex = selectedIndex
        setNeedsDisplay()
    }

    /// The slot of item `index` in the bar's coordinates.
    func itemRect(at index: Int) -> CGRect {
        guard !itemTitles.isEmpty else { return .zero }
        let width = (bounds.width / CGFloat(itemTitles.count)).rounded(.down)
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }

    /// The text drawn for item `index`.
    func itemText(at index: Int) -> String {
        index == selectedIndex ? "[\(itemTitles[index])]" : itemTitles[index]
    }

    /// Draws every item centred in its slot, the selected one in brackets.
    public override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        for index in itemTitles.indices {
            let color: Color = index == selectedIndex ? .tintColor : .label
            context.drawText(itemText(at: index), in: itemRect(at: index), font: font, color: color, alignment: .center, lineBreakMode: .truncatingTail, numberOfLines: 1)
        }
    }

    /// Presses start here so the release reaches the bar.
    public override func pointerDown(_ event: PointerEvent) {}

    /// A release over an item selects its tab.
    public override func pointerUp(_ event: PointerEvent) {
        let local = convert(event.location, from: nil)
        if let index = itemTitles.indices.first(where: { itemRect(at: $0).contains(local) }) {
            onSelect?(index)
        }
    }
}
