// Label: a view that shows read-only text (UIKit's UILabel).
import Foundation

/// Shows one or more lines of text.
///
/// Text is laid out with the view's text measurer by ``TextLayout`` — wrapped or truncated by
/// ``lineBreakMode`` within ``numberOfLines`` (0: unlimited) — and centred vertically in the bounds,
/// as UIKit does. Only whole lines that fit the bounds are drawn; when the height cuts lines off,
/// the last visible line is truncated by the line break mode.
@MainActor
open class Label: View {
    /// The text shown; `nil` or empty shows nothing.
    open var text: String? {
        didSet { if text != oldValue { contentDidChange() } }
    }

    /// The font (`.body` by default).
    open var font: Font = .body {
        didSet { if font != oldValue { contentDidChange() } }
    }

    /// The text colour (`.label` by default).
    open var textColor: Color = .label {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }

    /// The horizontal alignment of the lines (`.natural` by default).
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The maximum number of lines; 0 means as many as needed. 1 by default, as in UIKit.
    open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { contentDidChange() } }
    }

    /// How lines that do not fit are wrapped or shortened (`.truncatingTail` by default, as in UIKit).
    open var lineBreakMode: LineBreakMode = .truncatingTail {
        didSet { if lineBreakMode != oldValue { contentDidChange() } }
    }

    /// Whether the text draws in its normal colour; a disabled label draws in `.disabledText`.
    open var isEnabled: Bool = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    /// The width multi-line labels wrap at when computing ``intrinsicContentSize`` (0: unconstrained).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange() } }
    }

    /// Creates a label without text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a label from an archive: the keys every view reads (``View/init(coder:)``), then `text`
    /// (or the plain text of `attributedText`), `textColor`, `fontDescription`, `textAlignment`,
    /// `numberOfLines`, `lineBreakMode`, `enabled` and `preferredMaxLayoutWidth`. Keys with no terminal
    /// meaning (`highlightedColor`, `baselineAdjustment`, `adjustsFontSizeToFit`, `minimumScaleFactor`)
    /// are not read.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        text = coder.decodeText(forKey: "text", attributedKey: "attributedText")
        if let color = coder.decodeColor(forKey: "textColor") { textColor = color }
        if let font = coder.decodeFont(forKey: "fontDescription") ?? coder.decodeFont(forKey: "font") {
            self.font = font
        }
        if let alignment = coder.decodeEnumeration(forKey: "textAlignment", TextAlignment.documentNames) {
            textAlignment = alignment
        }
        if let lines = coder.decodeInteger(forKey: "numberOfLines") {
            if lines >= 0 {
                numberOfLines = lines
            } else {
                coder.reportInvalidValue(String(lines), forKey: "numberOfLines", expected: "0 or more")
            }
        }
        if let mode = coder.decodeEnumeration(forKey: "lineBreakMode", LineBreakMode.documentNames) {
            lineBreakMode = mode
        }
        if let enabled = coder.decodeBool(forKey: "enabled") { isEnabled = enabled }
        if let width = coder.decodeDouble(forKey: "preferredMaxLayoutWidth") {
            preferredMaxLayoutWidth = CGFloat(width)
        }
    }

    /// Creates a label showing `text`.
    public convenience init(text: String?, font: Font = .body, textColor: Color = .label) {
        self.init(frame: .zero)
        self.text = text
        self.font = font
        self.textColor = textColor
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSizeAndDisplay()
    }

    /// The layout of the text for a width (`nil`: unconstrained) and the line limit.
    public func textLayout(width: CGFloat?, maximumLines: Int? = nil) -> TextLayout {
        var limit = numberOfLines
        if let maximumLines, maximumLines >= 0 { limit = limit == 0 ? maximumLines : Swift.min(limit, maximumLines) }
        if maximumLines == 0 { return TextLayout(text: "", font: font, width: width, measurer: textMeasurer) }
        return TextLayout(
            text: text ?? "", font: font, width: width, numberOfLines: limit, lineBreakMode: lineBreakMode,
            measurer: textMeasurer)
    }

    /// The text's size: one line wide as the text for single-line labels, wrapped at
    /// ``preferredMaxLayoutWidth`` for multi-line ones when it is set.
    open override var intrinsicContentSize: CGSize {
        let width: CGFloat? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        return textLayout(width: width).size
    }

    /// The size of the text wrapped at `size.width` (unconstrained when it is 0 or infinite) and limited
    /// to `size.height` when that is positive and finite.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = size.width > 0 && size.width.isFinite ? size.width : nil
        var maximumLines: Int?
        if size.height > 0 && size.height.isFinite {
            let lineHeight = textMeasurer.lineHeight(for: font)
            if lineHeight > 0 { maximumLines = Swift.max(1, Int((size.height / lineHeight).rounded(.down))) }
        }
        return textLayout(width: width, maximumLines: maximumLines).size
    }

    /// The distance from the top of the bounds to the bottom of the first line (cell screens have no
    /// separate descent, so baselines sit on line bottoms).
    public var firstBaselineOffsetFromTop: CGFloat {
        let layout = visibleLayout()
        return textTop(for: layout) + layout.lineHeight
    }

    /// The distance from the top of the bounds to the bottom of the last drawn line.
    public var lastBaselineOffsetFromTop: CGFloat {
        let layout = visibleLayout()
        return textTop(for: layout) + Swift.max(layout.size.height, layout.lineHeight)
    }

    private func visibleLayout() -> TextLayout {
        let lineHeight = textMeasurer.lineHeight(for: font)
        let fitting = lineHeight > 0 ? Int((bounds.height / lineHeight + 0.000_1).rounded(.down)) : 0
        return textLayout(width: bounds.width, maximumLines: Swift.max(0, fitting))
    }

    private func textTop(for layout: TextLayout) -> CGFloat {
        ((bounds.height - layout.size.height) / 2).rounded(.down)
    }

    /// A plain label draws its background and lines inside its bounds — except that when the
    /// lines that fit overshoot a fractional height, the centring offset rounds down to -1 and the
    /// first line starts one point above them. Subclasses may draw anywhere, so only the exact class
    /// answers.
    override func deferredDrawingBounds(measurer: any TextMeasurer) -> CGRect? {
        guard type(of: self) == Label.self else { return nil }
        let height = frameStorage.height
        let lineHeight = measurer.lineHeight(for: font)
        let fitting = lineHeight > 0 ? (height / lineHeight + 0.000_1).rounded(.down) : 0
        let top: CGFloat = fitting * lineHeight > height ? -1 : 0
        return CGRect(x: 0, y: top, width: frameStorage.width, height: height - top)
    }

    /// Draws the background, then the visible lines centred vertically.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let layout = visibleLayout()
        guard !layout.lines.isEmpty else { return }
        let color = isEnabled ? textColor : .disabledText
        var y = bounds.minY + textTop(for: layout)
        for line in layout.lines {
            if !line.text.isEmpty {
                context.append(
                    .text(
                        TextRun(
                            text: line.text,
                            rect: CGRect(x: bounds.minX, y: y, width: bounds.width, height: layout.lineHeight),
                            font: font, color: color, alignment: textAlignment)))
            }
            y += layout.lineHeight
        }
    }
}
