// TextView: multi-line editable, scrolling text (UIKit's UITextView) with a cursor and key editing.
import Foundation

/// Several lines of text that scroll vertically and, when ``isEditable``, can be edited.
///
/// The text wraps at words to the width (less one cell kept for the scroll indicator); a word longer
/// than a line breaks between characters, and spaces at a wrap hang past the edge. Line breaks in
/// the text (`"\n"`) start new lines. The view is a ``ScrollView``: its ``ScrollView/contentSize`` is
/// the wrapped text's size, and it scrolls to keep the cursor visible.
///
/// Clicking an editable view (or calling ``becomeFirstResponder()``) begins editing, asking the
/// `delegate`; while editing, keys edit ``text`` at ``cursorPosition``: characters insert, Return
/// inserts a line break, Backspace / Delete remove a character, Left / Right move, Up / Down move a
/// line (keeping the column), Home / End (Ctrl-A / Ctrl-E) go to the start / end of the line and
/// Ctrl-Home / Ctrl-End to the start / end of the text; Alt or Ctrl with Left / Right (Alt-B / Alt-F)
/// move by word, Alt-Backspace, Ctrl-Backspace and Ctrl-W delete the word before the cursor,
/// Alt-Delete and Alt-D the word after it, Ctrl-U / Ctrl-K delete to the start / end of the line.
/// Pasted text keeps its line breaks. Tab and Escape go up the responder chain. Setting ``text`` in
/// code tells the delegate nothing (as in UIKit). A view that is not editable takes keyboard focus to
/// scroll, as a scroll view does.
@MainActor
open class TextView: ScrollView {
    /// The text (empty by default). Setting it moves the cursor to the end and tells the delegate
    /// nothing.
    open var text: String = "" {
        didSet {
            guard text != oldValue else { return }
            cursorOffset = text.count
            textLayoutDidChange()
        }
    }

    /// The font (`.body` by default).
    open var font: Font = .body {
        didSet { if font != oldValue { textLayoutDidChange() } }
    }

    /// The text colour (`.label` by default).
    open var textColor: Color = .label {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }

    /// The alignment of each line (`.natural` by default).
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// Whether the user can edit the text (`true` by default). Making an editing view non-editable
    /// ends editing.
    open var isEditable = true {
        didSet {
            guard isEditable != oldValue, !isEditable, isEditing else { return }
            endEditing(forced: true)
        }
    }

    /// The text view's delegate: the scroll view's ``ScrollView/delegate`` when it is a
    /// ``TextViewDelegate`` (which refines ``ScrollViewDelegate``, as in UIKit).
    private var textViewDelegate: (any TextViewDelegate)? { delegate as? any TextViewDelegate }

    /// Whether an editing session is running (the view is first responder and editable).
    public private(set) var isEditing = false

    /// The cursor, as a number of characters (grapheme clusters) from the start of ``text``.
    public var cursorPosition: Int {
        get { cursorOffset }
        set {
            let clamped = Swift.min(Swift.max(0, newValue), text.count)
            goalX = nil
            guard clamped != cursorOffset else { return }
            cursorOffset = clamped
            cursorDidMove()
        }
    }

    private var cursorOffset = 0
    /// The column Up / Down aim for, kept across consecutive vertical moves.
    private var goalX: CGFloat?
    private var isForcedEnd = false
    private var layoutCache: (width: CGFloat, lines: [Range<Int>])?

    /// Creates an empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text view from an archive: the scroll view's keys (``ScrollView/init(coder:)``), then
    /// `text`, `textColor`, `fontDescription`, `textAlignment` and `editable`.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        if let text = coder.decodeText(forKey: "text", attributedKey: "attributedText") {
            self.text = text
            cursorOffset = text.count
        }
        if let color = coder.decodeColor(forKey: "textColor") { textColor = color }
        if let font = coder.decodeFont(forKey: "fontDescription") ?? coder.decodeFont(forKey: "font") {
            self.font = font
        }
        if let alignment = coder.decodeEnumeration(forKey: "textAlignment", TextAlignment.documentNames) {
            textAlignment = alignment
        }
        if let editable = coder.decodeBool(forKey: "editable") { isEditable = editable }
    }

    // MARK: - Text layout

    /// The width lines wrap at: the bounds less one cell for the scroll indicator.
    private var wrapWidth: CGFloat {
        let cell = cellSize(for: font)
        let reserved = showsVerticalScrollIndicator ? cell.width : 0
        return Swift.max(cell.width, bounds.width - reserved)
    }

    private var lineHeight: CGFloat { cellSize(for: font).height }

    /// The character ranges of the wrapped lines (without their line breaks), top to bottom.
    public var lineRanges: [Range<Int>] {
        let width = wrapWidth
        if let cache = layoutCache, cache.width == width { return cache.lines }
        let lines = wrap(Array(text), width: width)
        layoutCache = (width, lines)
        return lines
    }

    private func wrap(_ characters: [Character], width: CGFloat) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var x: CGFloat = 0
        var lastBreak: Int?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                lines.append(start..<index)
                index += 1
                start = index
                x = 0
                lastBreak = nil
                continue
            }
            let advance = textMeasurer.width(of: character, font: font)
            if x + advance > width && index > start && character != " " {
                if let breakAt = lastBreak, breakAt > start {
                    lines.append(start..<breakAt)
                    start = breakAt
                    x = characters[breakAt..<index].reduce(0) { $0 + textMeasurer.width(of: $1, font: font) }
                } else {
                    lines.append(start..<index)
                    start = index
                    x = 0
                }
                lastBreak = nil
                continue
            }
            x += advance
            if character == " " { lastBreak = index + 1 }
            index += 1
        }
        lines.append(start..<characters.count)
        return lines
    }

    /// The line the character offset `offset` is on (a wrap point belongs to the line it starts).
    private func lineIndex(of offset: Int, in lines: [Range<Int>]) -> Int {
        for index in lines.indices where index == lines.count - 1 || offset < lines[index + 1].lowerBound {
            return index
        }
        return 0
    }

    private func width(of characters: ArraySlice<Character>) -> CGFloat {
        characters.reduce(0) { $0 + textMeasurer.width(of: $1, font: font) }
    }

    /// Where line `index` starts across the width, for the alignment.
    private func lineStartX(_ range: Range<Int>, characters: [Character]) -> CGFloat {
        textAlignment.offset(lineWidth: width(of: characters[range]), in: wrapWidth).rounded(.down)
    }

    /// The rectangle of the cursor cell in content coordinates.
    private func cursorContentRect() -> CGRect {
        let characters = Array(text)
        let lines = lineRanges
        let line = lineIndex(of: cursorOffset, in: lines)
        let range = lines[line]
        let x = lineStartX(range, characters: characters) + width(of: characters[range.lowerBound..<cursorOffset])
        return CGRect(x: x, y: CGFloat(line) * lineHeight, width: cellSize(for: font).width, height: lineHeight)
    }

    /// The cursor cell while editing, in the view's bounds coordinates (content coordinates: the
    /// bounds origin is the content offset).
    public var cursorRect: CGRect? {
        guard isEditing else { return nil }
        return cursorContentRect()
    }

    /// The character offset nearest to `point` in content coordinates (the view's bounds).
    public func characterOffset(at point: CGPoint) -> Int {
        let lines = lineRanges
        let line = Swift.min(Swift.max(0, Int((point.y / lineHeight).rounded(.down))), lines.count - 1)
        return offset(inLine: line, atX: point.x, lines: lines, characters: Array(text))
    }

    private func offset(inLine line: Int, atX target: CGFloat, lines: [Range<Int>], characters: [Character]) -> Int {
        let range = lines[line]
        var x = lineStartX(range, characters: characters)
        // A wrapped line's end is the next line's start: stop before it.
        let wraps = line < lines.count - 1 && lines[line + 1].lowerBound == range.upperBound
        let last = wraps ? Swift.max(range.lowerBound, range.upperBound - 1) : range.upperBound
        for offset in range {
            let advance = textMeasurer.width(of: characters[offset], font: font)
            if target < x + advance { return Swift.min(offset, last) }
            x += advance
        }
        return last
    }

    private func textLayoutDidChange() {
        layoutCache = nil
        updateContentSize()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private func updateContentSize() {
        let size = CGSize(width: bounds.width, height: CGFloat(lineRanges.count) * lineHeight)
        if contentSize != size { contentSize = size }
    }

    private func cursorDidMove() {
        if isEditing { scrollRectToVisible(cursorContentRect(), animated: false) }
        setNeedsDisplay()
    }

    /// Re-wraps the text for a new width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
    }

    /// Redraws the visible lines when scrolled.
    open override func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let before = contentOffset
        super.setContentOffset(offset, animated: animated)
        if contentOffset != before { setNeedsDisplay() }
    }

    /// With scrolling disabled, as tall as the wrapped text; otherwise no intrinsic size.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let count = bounds.width > 0 ? lineRanges.count : wrap(Array(text), width: .infinity).count
        return CGSize(width: View.noIntrinsicMetric, height: CGFloat(count) * lineHeight)
    }

    // MARK: - Editing session

    /// An editable, visible view can become first responder to edit; any other one when it scrolls.
    open override var canBecomeFirstResponder: Bool { (isEditable && !isHidden) || super.canBecomeFirstResponder }

    /// Begins editing when editable: asks the delegate, becomes first responder, then reports
    /// ``TextViewDelegate/textViewDidBeginEditing(_:)``.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard isEditable else { return super.becomeFirstResponder() }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate = textViewDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        cursorDidMove()
        textViewDelegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Ends editing: asks the delegate (unless forced), resigns, then reports
    /// ``TextViewDelegate/textViewDidEndEditing(_:)``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        if !isForcedEnd, let delegate = textViewDelegate, !delegate.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        goalX = nil
        setNeedsDisplay()
        textViewDelegate?.textViewDidEndEditing(self)
        return true
    }

    private func endEditing(forced: Bool) {
        isForcedEnd = forced
        resignFirstResponder()
        isForcedEnd = false
    }

    /// Leaving the window ends editing even if the delegate refuses.
    open override func willMove(toWindow newWindow: Window?) {
        if newWindow == nil && isEditing { endEditing(forced: true) }
        super.willMove(toWindow: newWindow)
    }

    /// A click takes keyboard focus; in an editable view it begins editing and puts the cursor at the
    /// clicked character.
    open override func pointerDown(_ event: PointerEvent) {
        guard event.button == .primary else { return super.pointerDown(event) }
        guard becomeFirstResponder() else { return }
        if isEditing { cursorPosition = characterOffset(at: event.location(in: self)) }
    }

    // MARK: - Keys

    private enum EditingCommand: Equatable {
        case insert(String)
        case deleteBackward, deleteForward, deleteWordBackward, deleteWordForward, deleteToLineStart, deleteToLineEnd
        case moveLeft, moveRight, moveWordLeft, moveWordRight, moveUp, moveDown
        case moveToLineStart, moveToLineEnd, moveToStart, moveToEnd
    }

    private static func editingCommand(for event: KeyEvent) -> EditingCommand? {
        let modifiers = event.modifiers.subtracting(.shift)
        if modifiers.isEmpty {
            switch event.key {
            case .character(let character):
                return TextField.isControlCharacter(character) ? nil : .insert(String(character))
            case .enter: return .insert("\n")
            case .backspace: return .deleteBackward
            case .delete: return .deleteForward
            case .left: return .moveLeft
            case .right: return .moveRight
            case .up: return .moveUp
            case .down: return .moveDown
            case .home: return .moveToLineStart
            case .end: return .moveToLineEnd
            default: return nil
            }
        }
        if modifiers == .control && event.key == .home { return .moveToStart }
        if modifiers == .control && event.key == .end { return .moveToEnd }
        // The single-line field's modified bindings, applied to the current line.
        switch TextField.editingCommand(for: event) {
        case .moveWordLeft: return .moveWordLeft
        case .moveWordRight: return .moveWordRight
        case .deleteWordBackward: return .deleteWordBackward
        case .deleteWordForward: return .deleteWordForward
        case .moveToStart: return .moveToLineStart
        case .moveToEnd: return .moveToLineEnd
        case .deleteToStart: return .deleteToLineStart
        case .deleteToEnd: return .deleteToLineEnd
        default: return nil
        }
    }

    /// Edits the text while editing (see the type's description for the bindings); other keys — and
    /// every key when not editing — are handled as a scroll view handles them.
    open override func keyDown(_ event: KeyEvent) {
        guard isEditing, let command = Self.editingCommand(for: event) else { return super.keyDown(event) }
        perform(command)
    }

    /// Inserts pasted text at the cursor while editing, as one edit: CR and CRLF become line breaks,
    /// tabs spaces, and other control characters are dropped. Otherwise the paste goes up the chain.
    open override func paste(_ text: String) {
        guard isEditing else { return super.paste(text) }
        var cleaned = ""
        for character in text {
            if character == "\r\n" || character == "\r" || character == "\n" {
                cleaned.append("\n")
            } else if character == "\t" {
                cleaned.append(" ")
            } else if !TextField.isControlCharacter(character) {
                cleaned.append(character)
            }
        }
        guard !cleaned.isEmpty else { return }
        replace(cursorOffset..<cursorOffset, with: cleaned)
    }

    /// Replaces the characters at `offsets` (grapheme offsets) with `string` if the delegate agrees,
    /// puts the cursor after it and reports ``TextViewDelegate/textViewDidChange(_:)``. Returns
    /// whether the text changed.
    @discardableResult
    public func replace(_ offsets: Range<Int>, with string: String) -> Bool {
        let lower = Swift.min(Swift.max(0, offsets.lowerBound), text.count)
        let upper = Swift.min(Swift.max(lower, offsets.upperBound), text.count)
        let range = text.index(text.startIndex, offsetBy: lower)..<text.index(text.startIndex, offsetBy: upper)
        if let delegate = textViewDelegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: string)
        {
            return false
        }
        let prefix = String(text[..<range.lowerBound]) + string
        var newText = text
        newText.replaceSubrange(range, with: string)
        text = newText
        cursorOffset = Swift.min(prefix.count, text.count)
        goalX = nil
        cursorDidMove()
        textViewDelegate?.textViewDidChange(self)
        return true
    }

    private func perform(_ command: EditingCommand) {
        let cursor = cursorOffset
        let characters = Array(text)
        let lines = lineRanges
        let line = lines[lineIndex(of: cursor, in: lines)]
        switch command {
        case .insert(let string):
            replace(cursor..<cursor, with: string)
        case .deleteBackward:
            if cursor > 0 { replace(cursor - 1..<cursor, with: "") }
        case .deleteForward:
            if cursor < characters.count { replace(cursor..<cursor + 1, with: "") }
        case .deleteWordBackward:
            let start = TextField.wordStart(before: cursor, in: characters)
            if start < cursor { replace(start..<cursor, with: "") }
        case .deleteWordForward:
            let end = TextField.wordEnd(after: cursor, in: characters)
            if end > cursor { replace(cursor..<end, with: "") }
        case .deleteToLineStart:
            if line.lowerBound < cursor { replace(line.lowerBound..<cursor, with: "") }
        case .deleteToLineEnd:
            if cursor < line.upperBound { replace(cursor..<line.upperBound, with: "") }
        case .moveLeft: cursorPosition = cursor - 1
        case .moveRight: cursorPosition = cursor + 1
        case .moveWordLeft: cursorPosition = TextField.wordStart(before: cursor, in: characters)
        case .moveWordRight: cursorPosition = TextField.wordEnd(after: cursor, in: characters)
        case .moveToLineStart: cursorPosition = line.lowerBound
        case .moveToLineEnd:
            let index = lineIndex(of: cursor, in: lines)
            let wraps = index < lines.count - 1 && lines[index + 1].lowerBound == line.upperBound
            cursorPosition = wraps ? Swift.max(line.lowerBound, line.upperBound - 1) : line.upperBound
        case .moveToStart: cursorPosition = 0
        case .moveToEnd: cursorPosition = characters.count
        case .moveUp, .moveDown:
            let index = lineIndex(of: cursor, in: lines)
            let target = command == .moveUp ? index - 1 : index + 1
            let goal = goalX ?? cursorContentRect().minX
            guard lines.indices.contains(target) else {
                cursorPosition = command == .moveUp ? 0 : characters.count
                return
            }
            cursorPosition = offset(inLine: target, atX: goal, lines: lines, characters: characters)
            goalX = goal
        }
    }

    // MARK: - Drawing

    /// Draws the background, the cursor cell and the visible lines.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let lines = lineRanges
        let characters = Array(text)
        let height = lineHeight
        let top = contentOffset.y
        let first = Swift.max(0, Int((top / height).rounded(.down)))
        let end = Swift.min(lines.count, Int(((top + bounds.height) / height).rounded(.up)))
        let width = wrapWidth
        context.withState {
            context.clip(to: CGRect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height))
            if let cursor = cursorRect { context.fill(cursor, color: .tintColor) }
            guard first < end else { return }
            for index in first..<end {
                let range = lines[index]
                guard !range.isEmpty else { continue }
                let line = String(characters[range])
                let y = CGFloat(index) * height
                context.append(
                    .text(
                        TextRun(
                            text: line, rect: CGRect(x: bounds.minX, y: y, width: width, height: height), font: font,
                            color: textColor, alignment: textAlignment)))
            }
        }
    }
}
