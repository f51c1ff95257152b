// TextField: a single-line editable text control (UIKit's UITextField) with a cursor, key editing
// and a delegate.
import Foundation

/// A single line of editable text.
///
/// Clicking the field (or calling ``becomeFirstResponder()``) begins editing; while editing, key
/// events edit ``text`` at the ``cursorPosition`` — characters insert, Backspace / Delete remove,
/// Left / Right move the cursor, with Alt or Ctrl by word, Home / End (Ctrl-A / Ctrl-E) to the ends,
/// Return asks the delegate's ``TextFieldDelegate/textFieldShouldReturn(_:)`` (see ``keyDown(_:)``
/// for every binding) — and pasted text (``paste(_:)``) inserts at the cursor. Every accepted edit
/// sends `editingChanged`. Setting ``text`` in code sends no events (as in UIKit).
///
/// The text scrolls horizontally to keep the cursor visible; the cursor cell is drawn with the tint
/// colour as background.
@MainActor
open class TextField: Control {
    /// How the field's edge is drawn.
    public enum BorderStyle: Sendable, Hashable {
        /// No edge.
        case none
        /// `[text    ]`: a bracket on each side.
        case bracketed
        /// A box border around the text (three rows high).
        case line
    }

    /// Posted on the application's notification center (object: the field) when editing began, after
    /// the delegate's ``TextFieldDelegate/textFieldDidBeginEditing(_:)`` and before `editingDidBegin`.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "TrellisTextFieldTextDidBeginEditing")
    /// Posted (object: the field) after each accepted edit, after `editingChanged`.
    public nonisolated static let textDidChangeNotification = Notification.Name("TrellisTextFieldTextDidChange")
    /// Posted (object: the field) when editing ended, after the delegate's
    /// ``TextFieldDelegate/textFieldDidEndEditing(_:)`` and before `editingDidEnd`.
    public nonisolated static let textDidEndEditingNotification = Notification.Name("TrellisTextFieldTextDidEndEditing")

    /// The text (empty by default). Setting it moves the cursor to the end and sends no events.
    open var text: String = "" {
        didSet {
            guard text != oldValue else { return }
            cursorOffset = text.count
            contentDidChange()
        }
    }

    /// Text shown in `.placeholderText` while ``text`` is empty.
    open var placeholder: String? {
        didSet { if placeholder != oldValue { contentDidChange() } }
    }

    /// The font (`.body` by default).
    open var font: Font = .body {
        didSet { if font != oldValue { contentDidChange() } }
    }

    /// The text colour (`.label` by default).
    open var textColor: Color = .label {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }

    /// The alignment of the text when it fits (`.natural` by default).
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// How the edge is drawn (`.none` by default, as in UIKit).
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { contentDidChange() } }
    }

    /// Whether the text is shown as one `•` per character (passwords).
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { contentDidChange() } }
    }

    /// The characters drawn for ``text``: the text itself, or bullets for secure entry.
    private var displayedCharacters: [Character] {
        isSecureTextEntry ? Array(repeating: "•", count: text.count) : Array(text)
    }

    /// The delegate (held weakly).
    open weak var delegate: (any TextFieldDelegate)?

    /// Whether an editing session is running (the field is first responder).
    public private(set) var isEditing = false

    /// The cursor, as a number of characters (grapheme clusters) from the start of ``text``.
    public var cursorPosition: Int {
        get { cursorOffset }
        set {
            let clamped = Swift.min(Swift.max(0, newValue), text.count)
            guard clamped != cursorOffset else { return }
            cursorOffset = clamped
            setNeedsDisplay()
        }
    }

    private var cursorOffset = 0
    /// The first character shown (horizontal scrolling keeps the cursor visible).
    private var firstVisible = 0
    private var isForcedEnd = false

    /// Creates an empty text field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text field from an archive: the control's keys (``Control/init(coder:)``), then `text`,
    /// `placeholder`, `textColor`, `fontDescription`, `textAlignment`, `borderStyle` (`line` and
    /// `bezel` draw a ``BorderStyle/line`` box, `roundedRect` draws ``BorderStyle/bracketed``) and
    /// `secureTextEntry` from `textInputTraits`. Keyboard traits (keyboard type, capitalization,
    /// correction) and the clear button have no meaning on a terminal and are not read.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        if let text = coder.decodeText(forKey: "text", attributedKey: "attributedText") {
            self.text = text
            cursorOffset = text.count
        }
        placeholder = coder.decodeString(forKey: "placeholder")
        if let color = coder.decodeColor(forKey: "textColor") { textColor = color }
        if let font = coder.decodeFont(forKey: "fontDescription") ?? coder.decodeFont(forKey: "font") {
            self.font = font
        }
        if let alignment = coder.decodeEnumeration(forKey: "textAlignment", TextAlignment.documentNames) {
            textAlignment = alignment
        }
        let borders: [String: BorderStyle] = ["none": .none, "line": .line, "bezel": .line, "roundedRect": .bracketed]
        if let border = coder.decodeEnumeration(forKey: "borderStyle", borders) { borderStyle = border }
        if coder.decodeAttributes(forKey: "textInputTraits")?["secureTextEntry"] == "YES" { isSecureTextEntry = true }
    }

    /// Creates a text field.
    public convenience init(text: String = "", placeholder: String? = nil, borderStyle: BorderStyle = .none) {
        self.init(frame: .zero)
        self.text = text
        self.placeholder = placeholder
        self.borderStyle = borderStyle
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: - Editing session

    /// An enabled, visible field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    /// Begins editing: asks the delegate, becomes first responder, then reports
    /// ``TextFieldDelegate/textFieldDidBeginEditing(_:)`` and `editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        // Outside a window there is nothing to edit in: the delegate is not asked.
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        cursorOffset = text.count
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        post(Self.textDidBeginEditingNotification)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing: asks the delegate (unless forced), resigns, then reports
    /// ``TextFieldDelegate/textFieldDidEndEditing(_:)`` and `editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        if !isForcedEnd, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        firstVisible = 0
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self)
        post(Self.textDidEndEditingNotification)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// Leaving the window ends editing even if the delegate refused to end it (UIKit's forced end):
    /// ``TextFieldDelegate/textFieldDidEndEditing(_:)`` and `editingDidEnd` still come.
    open override func willMove(toWindow newWindow: Window?) {
        if newWindow == nil && isEditing {
            isForcedEnd = true
            resignFirstResponder()
            isForcedEnd = false
        }
        super.willMove(toWindow: newWindow)
    }

    /// A click begins editing and puts the cursor before the clicked character (at the end when the
    /// click is past the text).
    open override func pointerDown(_ event: PointerEvent) {
        super.pointerDown(event)
        guard isEnabled, event.button == .primary, becomeFirstResponder() else { return }
        cursorPosition = characterOffset(at: event.location(in: self))
    }

    /// The cursor position for a point in the field's coordinates, given the current scrolling.
    public func characterOffset(at point: CGPoint) -> Int {
        let characters = displayedCharacters
        let box = textRect
        var x = box.minX + alignmentOffset(characters: characters, width: box.width)
        var offset = Swift.min(firstVisible, characters.count)
        for character in characters[offset...] {
            let advance = textMeasurer.width(of: character, font: font)
            if point.x < x + advance { return offset }
            x += advance
            offset += 1
        }
        return characters.count
    }

    // MARK: - Keys

    /// Edits the text while editing (see the key bindings below); other keys — and every key when not
    /// editing — go up the responder chain (so Tab moves focus and Escape goes back).
    ///
    /// Key bindings: characters insert; Backspace / Delete delete a character; Left / Right move;
    /// Home, Up, Ctrl-A go to the start and End, Down, Ctrl-E to the end; Alt or Ctrl with Left /
    /// Right (and Alt-B / Alt-F) move by word; Alt-Backspace, Ctrl-Backspace and Ctrl-W delete the
    /// word before the cursor, Alt-Delete, Ctrl-Delete and Alt-D the word after it; Ctrl-U / Ctrl-K
    /// delete to the start / end; Return asks ``TextFieldDelegate/textFieldShouldReturn(_:)`` and then
    /// sends `primaryActionTriggered`. Shift is ignored. Secure fields move and delete by word to
    /// the ends, so they reveal nothing about the text.
    open override func keyDown(_ event: KeyEvent) {
        guard isEditing, let command = Self.editingCommand(for: event) else { return super.keyDown(event) }
        perform(command)
    }

    /// Inserts pasted text at the cursor while editing, as one edit (one delegate question, one
    /// `editingChanged`): line breaks and tabs become spaces, other control characters are dropped —
    /// the field is one line. When not editing the paste goes up the responder chain.
    open override func paste(_ text: String) {
        guard isEditing else { return super.paste(text) }
        let line = Self.singleLine(text)
        guard !line.isEmpty else { return }
        replace(cursorOffset..<cursorOffset, with: line)
    }

    /// Replaces the characters at `offsets` (grapheme offsets) with `string` if the delegate agrees,
    /// then sends `editingChanged`. Returns whether the text changed.
    @discardableResult
    public func replace(_ offsets: Range<Int>, with string: String) -> Bool {
        let lower = Swift.min(Swift.max(0, offsets.lowerBound), text.count)
        let upper = Swift.min(Swift.max(lower, offsets.upperBound), text.count)
        let range = text.index(text.startIndex, offsetBy: lower)..<text.index(text.startIndex, offsetBy: upper)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) {
            return false
        }
        // Combining marks may merge with the character before them: place the cursor by counting
        // what precedes it after the change.
        let prefix = String(text[..<range.lowerBound]) + string
        var newText = text
        newText.replaceSubrange(range, with: string)
        text = newText // moves the cursor to the end; put it back after the inserted text
        cursorOffset = Swift.min(prefix.count, text.count)
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        post(Self.textDidChangeNotification)
        return true
    }

    private func post(_ name: Notification.Name) {
        LifecycleRecorder.note(self, "post(_:)", [name.rawValue])
        window?.application.notificationCenter.post(name: name, object: self)
    }

    // MARK: - Size and drawing

    /// One cell for each bracket or border line.
    var chromeInsets: EdgeInsets {
        let cell = cellSize(for: font)
        switch borderStyle {
        case .none: return .zero
        case .bracketed: return EdgeInsets(horizontal: cell.width, vertical: 0)
        case .line: return EdgeInsets(horizontal: cell.width, vertical: cell.height)
        }
    }

    /// The width of the cursor cell.
    private var cursorWidth: CGFloat { cellSize(for: font).width }

    /// One line high (plus the border); as wide as the text or placeholder plus a cursor cell.
    open override var intrinsicContentSize: CGSize {
        let shown = text.isEmpty ? (placeholder ?? "") : String(displayedCharacters)
        let size = CGSize(
            width: textMeasurer.width(of: shown, font: font) + cursorWidth, height: textMeasurer.lineHeight(for: font))
        return size.outset(by: chromeInsets)
    }

    /// The intrinsic size (text fields do not wrap).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The rectangle the text is drawn in.
    public var textRect: CGRect {
        let lineHeight = textMeasurer.lineHeight(for: font)
        let inner = bounds.inset(by: chromeInsets)
        let top = inner.minY + ((inner.height - lineHeight) / 2).rounded(.down)
        return CGRect(x: inner.minX, y: top, width: inner.width, height: lineHeight)
    }

    /// The distance from the top of the bounds to the bottom of the text line.
    public var firstBaselineOffsetFromTop: CGFloat { textRect.maxY - bounds.minY }

    /// Where the cursor cell is drawn while editing, in the field's coordinates.
    public var cursorRect: CGRect? {
        guard isEditing else { return nil }
        let characters = displayedCharacters
        let box = textRect
        updateScrolling(characters: characters, width: box.width)
        let before = textMeasurer.width(of: String(characters[firstVisible..<cursorOffset]), font: font)
        let x = box.minX + alignmentOffset(characters: characters, width: box.width) + before
        return CGRect(x: x, y: box.minY, width: cursorWidth, height: box.height)
    }

    /// Scrolls so the cursor cell stays inside `width`, and back as far as the rest of the text (and
    /// the cursor cell after it) fits, so no space is left empty while text is hidden on the left.
    private func updateScrolling(characters: [Character], width: CGFloat) {
        firstVisible = Swift.min(firstVisible, cursorOffset)
        while firstVisible < cursorOffset
            && textMeasurer.width(of: String(characters[firstVisible..<cursorOffset]), font: font) + cursorWidth > width
        {
            firstVisible += 1
        }
        let cursorCell: CGFloat = cursorOffset == characters.count ? cursorWidth : 0
        while firstVisible > 0
            && textMeasurer.width(of: String(characters[(firstVisible - 1)...]), font: font) + cursorCell <= width
        {
            firstVisible -= 1
        }
    }

    private func alignmentOffset(characters: [Character], width: CGFloat) -> CGFloat {
        // Alignment applies only while everything (and the cursor cell) fits.
        let total = textMeasurer.width(of: String(characters), font: font) + (isEditing ? cursorWidth : 0)
        guard firstVisible == 0, total <= width else { return 0 }
        return textAlignment.offset(lineWidth: total, in: width).rounded(.down)
    }

    /// Draws the background, the border, the visible text (or placeholder) and the cursor.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let color = isEnabled ? textColor : .disabledText
        switch borderStyle {
        case .none: break
        case .line: context.border(bounds, width: 1, color: isEditing ? .tintColor : .gray)
        case .bracketed:
            let line = CGRect(x: bounds.minX, y: textRect.minY, width: bounds.width, height: textRect.height)
            let edge: Color = isEditing ? .tintColor : color
            context.append(.text(TextRun(text: "[", rect: line, font: font, color: edge, alignment: .left)))
            context.append(.text(TextRun(text: "]", rect: line, font: font, color: edge, alignment: .right)))
        }
        let box = textRect
        guard box.width > 0 else { return }
        context.withState {
            context.clip(to: box)
            // The cursor cell goes first: the character under it is drawn on top of it.
            if let cursor = cursorRect { context.fill(cursor, color: .tintColor) }
            if text.isEmpty {
                if let placeholder, !placeholder.isEmpty {
                    context.drawText(
                        placeholder, in: box, font: font, color: .placeholderText, alignment: textAlignment,
                        lineBreakMode: .truncatingTail, numberOfLines: 1)
                }
            } else {
                let characters = displayedCharacters
                if isEditing { updateScrolling(characters: characters, width: box.width) } else { firstVisible = 0 }
                let shown = String(characters[firstVisible...])
                let x = box.minX + alignmentOffset(characters: characters, width: box.width)
                let visible = TextLayout(
                    text: shown, font: font, width: box.maxX - x, numberOfLines: 1, lineBreakMode: .clip,
                    measurer: context.textMeasurer)
                if let line = visible.lines.first {
                    context.append(
                        .text(
                            TextRun(
                                text: line.text,
                                rect: CGRect(x: x, y: box.minY, width: box.maxX - x, height: box.height),
                                font: font, color: color)))
                }
            }
        }
    }
}
