// Button: a control showing a title that sends its actions when clicked or activated from the
// keyboard (UIKit's UIButton).
import Foundation

/// A push button.
///
/// Titles and title colours are set per ``Control/State``; the current one is looked up for the
/// exact state, then for `disabled`, `highlighted`, `selected` (in that order) if the state contains
/// them, then for `normal`. A click (pointer down and up inside) sends `touchUpInside` then
/// `primaryActionTriggered`; pressing Return or Space while the button is first responder sends the
/// same two events (key activation is a complete tap).
///
/// On a cell screen a ``Style/bracketed`` button draws as `[ Title ]`; while highlighted it draws in
/// reverse (title colour as background); with keyboard focus a light tint (``focusTint``) lies behind it.
@MainActor
open class Button: Control {
    /// How the button draws its chrome around the title.
    public enum Style: Sendable, Hashable {
        /// `[ Title ]`: brackets and one space of padding on each side.
        case bracketed
        /// Just the title.
        case plain
        /// The title inside a box border (three rows high).
        case bordered
    }

    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]
    private var images: [State: Image] = [:]

    /// How the chrome is drawn (`.bracketed` by default).
    open var style: Style = .bracketed {
        didSet { if style != oldValue { stateDidChange() } }
    }

    /// The title font (`.body` by default).
    open var font: Font = .body {
        didSet { if font != oldValue { stateDidChange() } }
    }

    /// Extra space around the content, inside the chrome.
    open var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { stateDidChange() } }
    }

    /// Creates a button without a title.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from an archive: the control's keys (``Control/init(coder:)``), then
    /// `buttonType` (a custom button, Xcode's default, draws ``Style/plain``; the others
    /// ``Style/bracketed``), `fontDescription`, `contentEdgeInsets`, the `<state key="normal|highlighted|
    /// selected|disabled">` entries (title, image, `titleColor`) and a `configuration`
    /// (`<buttonConfiguration>`: style, title, image, `baseForegroundColor`) for the normal state.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        let type = coder.decodeEnumeration(forKey: "buttonType", Self.buttonTypeNames) ?? "custom"
        style = type == "custom" ? .plain : .bracketed
        if let font = coder.decodeFont(forKey: "fontDescription") { self.font = font }
        if let insets = coder.decodeEdgeInsets(forKey: "contentEdgeInsets") { contentEdgeInsets = insets }
        let states: [(String, State)] = [
            ("normal", .normal), ("highlighted", .highlighted), ("selected", .selected), ("disabled", .disabled),
        ]
        for (key, state) in states {
            let nested = coder.decodeNestedCoder(forKey: key)
            let attributes = coder.decodeAttributes(forKey: key)
            if let title = nested?.decodeString(forKey: "title") ?? attributes?["title"] { titles[state] = title }
            if let image = nested?.decodeImageReference(forKey: "image")
                ?? attributes?["image"].map({ Image(named: $0) })
            {
                images[state] = image
            }
            if let color = nested?.decodeColor(forKey: "titleColor") { titleColors[state] = color }
        }
        if let configuration = coder.decodeNestedCoder(forKey: "configuration") {
            if let name = configuration.decodeString(forKey: "style") {
                style = name == "plain" || name == "borderless" ? .plain : .bracketed
            }
            if titles[.normal] == nil, let title = configuration.decodeString(forKey: "title") {
                titles[.normal] = title
            }
            if images[.normal] == nil, let image = configuration.decodeImageReference(forKey: "image") {
                images[.normal] = image
            }
            if titleColors[.normal] == nil, let color = configuration.decodeColor(forKey: "baseForegroundColor") {
                titleColors[.normal] = color
            }
        }
        stateDidChange()
    }

    /// The `buttonType` names Xcode writes (UIKit's UIButton.ButtonType).
    private static let buttonTypeNames: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "custom", "system", "roundedRect", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "close",
        ].map { ($0, $0) })

    /// Creates a button with a normal-state title.
    public convenience init(title: String?, style: Style = .bracketed) {
        self.init(frame: .zero)
        self.style = style
        setTitle(title, for: .normal)
    }

    /// Creates a button with a normal-state title whose primary action runs `action`.
    public convenience init(
        title: String?, style: Style = .bracketed, primaryAction action: @escaping @MainActor () -> Void
    ) {
        self.init(title: title, style: style)
        addAction(for: .primaryActionTriggered, action)
    }

    // MARK: - Titles and colours

    /// Sets the title shown in `state` (`nil` removes it, falling back to other states).
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        stateDidChange()
    }

    /// The title set for exactly `state`, else the fallback for that state.
    public func title(for state: State) -> String? {
        lookup(titles, state)
    }

    /// Sets the title colour used in `state` (`nil` removes it).
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        setNeedsDisplay()
    }

    /// The title colour for `state`: the one set for it or its fallback; disabled buttons without a
    /// colour of their own draw in `.disabledText`, and the normal default is `.tintColor`.
    public func titleColor(for state: State) -> Color {
        if let color = lookup(titleColors, state, includeNormal: false) { return color }
        if state.contains(.disabled) { return .disabledText }
        return titleColors[.normal] ?? .tintColor
    }

    /// Sets the image shown in `state` (`nil` removes it). Cell screens have no bitmaps: a button
    /// without a title shows its image's name in the title's place.
    public func setImage(_ image: Image?, for state: State) {
        images[state] = image
        stateDidChange()
    }

    /// The image set for exactly `state`, else the fallback for that state (as for titles).
    public func image(for state: State) -> Image? {
        lookup(images, state)
    }

    /// The title for the current state.
    public var currentTitle: String? { title(for: state) }

    /// The image for the current state.
    public var currentImage: Image? { image(for: state) }

    /// What the button draws: the current title, else the current image's name.
    private var displayedText: String? { currentTitle ?? currentImage?.name }

    /// The title colour for the current state.
    public var currentTitleColor: Color { titleColor(for: state) }

    private func lookup<Value>(_ table: [State: Value], _ state: State, includeNormal: Bool = true) -> Value? {
        if let value = table[state] { return value }
        for single in [State.disabled, .highlighted, .selected] where state.contains(single) {
            if let value = table[single] { return value }
        }
        return includeNormal ? table[.normal] : nil
    }

    private var measuredSize: CGSize?

    /// Redraws, and invalidates the intrinsic size when the state's title (or chrome) changes its size.
    open override func stateDidChange() {
        super.stateDidChange()
        let size = intrinsicContentSize
        if size != measuredSize {
            measuredSize = size
            invalidateIntrinsicContentSize()
        }
    }

    // MARK: - Behaviour

    /// Buttons fire their primary action on a click.
    open override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// An enabled button can take keyboard focus (so Return / Space activate it).
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    /// Return or Space activates the enabled button; other keys go up the responder chain.
    open override func keyDown(_ event: KeyEvent) {
        let activates = event.key == .enter || event.key == .character(" ")
        guard isEnabled, activates, event.modifiers.isDisjoint(with: [.control, .option, .command]) else {
            return super.keyDown(event)
        }
        activate()
    }

    /// Sends the events of a complete tap: `touchUpInside`, then `primaryActionTriggered`.
    public func activate() {
        guard isEnabled else { return }
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: - Size and drawing

    /// The translucent tint behind a button that has keyboard focus.
    public static let focusTint = Color.tintColor.withAlphaComponent(0.25)

    /// Brackets or a border plus one space on each side: two cells per side (and a border row above
    /// and below for `.bordered`).
    private var chromeSize: CGSize {
        let cell = cellSize(for: font)
        switch style {
        case .bracketed: return CGSize(width: 4 * cell.width, height: 0)
        case .plain: return .zero
        case .bordered: return CGSize(width: 4 * cell.width, height: 2 * cell.height)
        }
    }

    /// The title's size plus the chrome and content insets.
    open override var intrinsicContentSize: CGSize {
        let title = displayedText ?? ""
        let lineHeight = textMeasurer.lineHeight(for: font)
        let size = CGSize(width: textMeasurer.width(of: title, font: font), height: lineHeight)
        let chrome = chromeSize
        return CGSize(
            width: size.width + chrome.width + contentEdgeInsets.horizontal,
            height: size.height + chrome.height + contentEdgeInsets.vertical)
    }

    /// The intrinsic size (buttons do not wrap their titles).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The distance from the top of the bounds to the bottom of the title line.
    public var firstBaselineOffsetFromTop: CGFloat {
        titleRect().maxY
    }

    /// Where the title line goes, centred vertically in the bounds inside the chrome and insets.
    private func titleRect() -> CGRect {
        let lineHeight = textMeasurer.lineHeight(for: font)
        let content = bounds.inset(by: contentEdgeInsets)
        let top = contentVerticalAlignment.lineTop(height: lineHeight, in: content)
        let inset: CGFloat = style == .plain ? 0 : 2 * cellSize(for: font).width
        return CGRect(
            x: content.minX + inset, y: top, width: Swift.max(0, content.width - 2 * inset), height: lineHeight)
    }

    /// Draws the background, the chrome and the title for the current state.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let color = currentTitleColor
        let titleColor: Color
        if isFirstResponder && !isHighlighted {
            // Keyboard focus: a light tint behind the button.
            context.fill(bounds, color: Button.focusTint)
        }
        if isHighlighted {
            context.fill(bounds, color: color)
            titleColor = backgroundColor.flatMap { $0.isClear ? nil : $0 } ?? .systemBackground
        } else {
            titleColor = color
        }
        let titleBox = titleRect()
        switch style {
        case .bracketed:
            let line = CGRect(x: bounds.minX, y: titleBox.minY, width: bounds.width, height: titleBox.height)
            context.append(.text(TextRun(text: "[", rect: line, font: font, color: titleColor, alignment: .left)))
            context.append(.text(TextRun(text: "]", rect: line, font: font, color: titleColor, alignment: .right)))
        case .bordered:
            context.border(bounds, width: 1, color: titleColor)
        case .plain:
            break
        }
        if let title = displayedText, !title.isEmpty {
            let layout = TextLayout(
                text: title, font: font, width: titleBox.width, numberOfLines: 1, lineBreakMode: .truncatingMiddle,
                measurer: context.textMeasurer)
            if let first = layout.lines.first {
                context.append(
                    .text(
                        TextRun(
                            text: first.text, rect: titleBox, font: font, color: titleColor,
                            alignment: contentHorizontalAlignment.textAlignment)))
            }
        }
    }
}
