// VisualEffectView: a view that blurs or tints what is behind it and holds its content in a content
// view (UIKit's UIVisualEffectView).
import Foundation

/// Applies ``effect`` to what lies behind it and shows its content — the subviews of
/// ``contentView``, which fills it — on top.
///
/// On a cell screen a ``VisualEffect/blur(_:)`` hides the characters behind the view (a frosted pane:
/// their colours show through, blended with the style's tint, but not the text), and a
/// ``VisualEffect/vibrancy(_:)`` only blends the tint over them. Without an effect the view draws
/// only its background. As in UIKit, add subviews to ``contentView``, not to the view itself.
@MainActor
open class VisualEffectView: View {
    /// The view that holds the content; it fills the effect view and resizes with it.
    public private(set) var contentView: View

    /// The effect applied behind the content (`nil`: none).
    open var effect: VisualEffect? {
        didSet { if effect != oldValue { setNeedsDisplay() } }
    }

    /// Creates a view with `effect` and an empty content view.
    public init(effect: VisualEffect?) {
        contentView = View(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
    }

    /// Creates a view without an effect.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Creates a view from an archive: the keys every view reads (``View/init(coder:)``), then its
    /// `contentView` (`<view key="contentView">` with the content as its subviews) and its effect, a
    /// `<blurEffect style=…>` or a `<vibrancyEffect>` holding one. A style this version does not know
    /// is reported and the view gets no effect.
    public required init?(coder: any Coder) {
        contentView = View(frame: .zero)
        super.init(coder: coder)
        if let archived = coder.decodeObject(forKey: "contentView") as? View { contentView = archived }
        installContentView()
        let styles = Dictionary(uniqueKeysWithValues: BlurStyle.allCases.map { ($0.rawValue, $0) })
        func style(_ attributes: [String: String]?, key: String) -> BlurStyle? {
            guard let name = attributes?["style"] else { return nil }
            if let style = styles[name] { return style }
            coder.reportInvalidValue(name, forKey: key, expected: "a UIBlurEffect style name")
            return nil
        }
        if let blur = style(coder.decodeAttributes(forKey: "blurEffect"), key: "blurEffect") {
            effect = .blur(blur)
        } else if let vibrancy = coder.decodeNestedCoder(forKey: "vibrancyEffect"),
            let blur = style(vibrancy.decodeAttributes(forKey: "blurEffect"), key: "vibrancyEffect")
        {
            effect = .vibrancy(blur)
        }
    }

    private func installContentView() {
        if contentView.frame == .zero { contentView.frame = bounds }
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if contentView.superview !== self { addSubview(contentView) }
    }

    /// Keeps the content view filling the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frame = CGRect(origin: bounds.origin, size: bounds.size)
        if contentView.frame != frame { contentView.frame = frame }
    }

    /// Draws the background, then the effect over what is behind.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        guard let effect else { return }
        let area = bounds
        context.fill(area, color: effect.style.tint)
        guard case .blur = effect else { return }
        // Spaces over every cell hide the characters behind while keeping their blended colours.
        let cell = cellSize(for: .body)
        let columns = Int((area.width / cell.width).rounded(.down))
        let rows = Int((area.height / cell.height).rounded(.down))
        guard columns > 0 else { return }
        let blank = String(repeating: " ", count: columns)
        for row in 0..<Swift.max(0, rows) {
            context.drawCells(blank, x: area.minX, y: area.minY + CGFloat(row) * cell.height, cell: cell, color: .label)
        }
    }
}
