// TextComponent: a text leaf mounted as a Label — wrapping and truncation measured off the main actor.
import Foundation
import TrellisLayout
import TrellisUI

/// Text shown in a `Label` (ComponentKit's text/label component).
///
/// Laid out with the context's text measurer: wraps at the available width when `numberOfLines` is 0
/// or greater than 1, truncates by `lineBreakMode`.
public struct TextComponent: Component, Equatable {
    /// Everything that configures the label; one attribute so a row's label is updated in one step.
    public struct Style: Sendable, Hashable {
        /// The font text is measured and drawn with.
        public var font: Font = .body
        /// The text colour.
        public var color: Color = .label
        /// Horizontal alignment within the component's frame.
        public var alignment: TextAlignment = .natural
        /// The most lines shown; 0 means as many as the text needs.
        public var numberOfLines = 1
        /// How text that does not fit wraps or is truncated.
        public var lineBreakMode: LineBreakMode = .truncatingTail
        /// Default style.
        public init() {}
    }

    /// The text shown.
    public var text: String
    // `nil` for the default style, so a TextComponent (and the value its label attribute holds) fits an
    // existential's inline buffer: lists of plain text box nothing per row.
    private var styleStorage: StyleStorage?

    /// Font, colour, alignment and wrapping.
    public var style: Style {
        get { styleStorage?.style ?? Self.defaultStyle }
        set { styleStorage = newValue == Self.defaultStyle ? nil : StyleStorage(newValue) }
    }

    /// Text with a font, colour, line limit (0: unlimited) and line-break mode.
    public init(
        _ text: String, font: Font = .body, color: Color = .label, alignment: TextAlignment = .natural,
        numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .truncatingTail
    ) {
        self.text = text
        var style = Style()
        style.font = font
        style.color = color
        style.alignment = alignment
        style.numberOfLines = numberOfLines
        style.lineBreakMode = lineBreakMode
        self.style = style
    }

    /// Whether both show the same text with the same style.
    public static func == (lhs: TextComponent, rhs: TextComponent) -> Bool {
        lhs.text == rhs.text && (lhs.styleStorage === rhs.styleStorage || lhs.style == rhs.style)
    }

    private static let defaultStyle = Style()

    /// A non-default style, shared by copies of the component.
    private final class StyleStorage: Sendable {
        let style: Style
        init(_ style: Style) { self.style = style }
    }

    static let viewClass = ViewClass(Label.self) { Label(frame: .zero) }

    // The component itself is the value: text and style, compared as the component is.
    static let content = ViewAttribute<Label, TextComponent>(
        "TextComponent.content",
        applicator: { label, content in TextComponent.configure(label, content, previous: nil) },
        unapplicator: { label, _ in label.text = nil },
        updater: { label, old, new in TextComponent.configure(label, new, previous: old) })

    @MainActor private static func configure(_ label: Label, _ content: TextComponent, previous: TextComponent?) {
        if previous?.text != content.text { label.text = content.text }
        if let previous, previous.styleStorage === content.styleStorage { return }
        let style = content.style
        let old = previous?.style
        guard old != style else { return }
        if old?.font != style.font { label.font = style.font }
        if old?.color != style.color { label.textColor = style.color }
        if old?.alignment != style.alignment { label.textAlignment = style.alignment }
        if old?.numberOfLines != style.numberOfLines { label.numberOfLines = style.numberOfLines }
        if old?.lineBreakMode != style.lineBreakMode { label.lineBreakMode = style.lineBreakMode }
    }

    /// The view this component mounts.
    public var viewConfiguration: ViewConfiguration? {
        ViewConfiguration(Self.viewClass, content: Self.content)
    }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``).
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        let measurer = children.context[TextMeasurerKey.self].measurer
        let width: CGFloat? = range.max.width.isFinite ? range.max.width : nil
        let style = self.style
        var limit = style.numberOfLines
        if range.max.height.isFinite {
            let lineHeight = measurer.lineHeight(for: style.font)
            if lineHeight > 0 {
                let fit = max(1, Int((range.max.height / lineHeight).rounded(.down)))
                limit = limit == 0 ? fit : min(limit, fit)
            }
        }
        let size = TextLayout.size(
            of: text, font: style.font, width: width, numberOfLines: limit,
            lineBreakMode: style.lineBreakMode, measurer: measurer)
        return ComponentLayout(size: range.clamp(LayoutSize(width: size.width, height: size.height)))
    }
}
