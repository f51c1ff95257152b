// ImageView: shows an image (UIKit's UIImageView); on cell screens a placeholder box with its name.
import Foundation

/// Shows an ``Image``. There are no bitmaps: the view draws a placeholder — a box with `img: name`
/// inside when it is at least three rows high, `[img: name]` on one row otherwise — truncated in the
/// middle to fit. Without an image it draws only its background.
@MainActor
open class ImageView: View {
    /// The image shown.
    open var image: Image? {
        didSet {
            guard image != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The image shown while ``isHighlighted`` is true (`nil`: the ``image``).
    open var highlightedImage: Image? {
        didSet { if highlightedImage != oldValue, isHighlighted { setNeedsDisplay() } }
    }

    /// Whether the view shows its ``highlightedImage``.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the placeholder box and text (`.gray` by default).
    open var tintColor: Color = .gray {
        didSet { if tintColor != oldValue { setNeedsDisplay() } }
    }

    /// Creates an image view without an image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an image view from an archive: the keys every view reads (``View/init(coder:)``), then
    /// `image` and `highlightedImage` (by name), `highlighted` and `tintColor`.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        image = coder.decodeImageReference(forKey: "image")
        highlightedImage = coder.decodeImageReference(forKey: "highlightedImage")
        if let highlighted = coder.decodeBool(forKey: "highlighted") { isHighlighted = highlighted }
        if let color = coder.decodeColor(forKey: "tintColor") { tintColor = color }
    }

    /// Creates an image view showing `image`, sized to it.
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size (or the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }

    /// Draws the background, then the placeholder.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        guard let image = isHighlighted ? highlightedImage ?? image : image else { return }
        let font = Font.body
        let cell = cellSize(for: font)
        let lineHeight = cell.height
        if bounds.height >= 3 * lineHeight && bounds.width >= 2 * cell.width {
            context.border(bounds, width: 1, color: tintColor)
            let inner = bounds.insetBy(dx: cell.width, dy: cell.height)
            let line = CGRect(
                x: inner.minX, y: inner.minY + ((inner.height - lineHeight) / 2).rounded(.down), width: inner.width,
                height: lineHeight)
            context.drawText(
                "img: \(image.name)", in: line, font: font, color: tintColor, alignment: .center,
                lineBreakMode: .truncatingMiddle, numberOfLines: 1)
        } else {
            let line = CGRect(
                x: bounds.minX, y: bounds.minY + ((bounds.height - lineHeight) / 2).rounded(.down), width: bounds.width,
                height: lineHeight)
            context.drawText(
                "[img: \(image.name)]", in: line, font: font, color: tintColor, alignment: .center,
                lineBreakMode: .truncatingMiddle, numberOfLines: 1)
        }
    }
}
