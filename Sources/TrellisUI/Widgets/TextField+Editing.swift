// Text field editing: the key bindings of a single-line field (the macOS / readline set a terminal
// user expects), word boundaries, and how pasted text becomes one line.
import Foundation

extension TextField {
    /// An editing operation a key press asks for.
    enum EditingCommand: Equatable {
        /// Insert the text at the cursor.
        case insert(String)
        /// Delete the character before / after the cursor.
        case deleteBackward, deleteForward
        /// Delete from the start of the word before the cursor / to the end of the word after it.
        case deleteWordBackward, deleteWordForward
        /// Delete everything before / after the cursor.
        case deleteToStart, deleteToEnd
        /// Move the cursor one character.
        case moveLeft, moveRight
        /// Move the cursor to the start of the word before it / the end of the word after it.
        case moveWordLeft, moveWordRight
        /// Move the cursor to the start / end of the text.
        case moveToStart, moveToEnd
        /// Return: ask the delegate, then send the primary action.
        case insertNewline
    }

    /// The command for `event`, or `nil` when the field leaves the key to the responder chain.
    ///
    /// - Plain keys: characters insert; Backspace / Delete delete a character; Left / Right move;
    ///   Home and Up go to the start, End and Down to the end; Return.
    /// - Alt or Ctrl with Left / Right move by word, with Backspace / Delete delete a word; Ctrl-W
    ///   and Alt-Backspace delete the word before the cursor (readline's rubout), Alt-D the word after;
    ///   Alt-B / Alt-F move by word (what many terminals send for Alt-Left / Alt-Right).
    /// - Ctrl-A / Ctrl-E and Ctrl / Alt with Home / End go to the start / end; Ctrl-U and Ctrl-K
    ///   delete to the start / end.
    ///
    /// Shift is ignored (there is no selection). Anything else — Tab, Escape, other Ctrl and Alt
    /// combinations, Command — is not an edit.
    static func editingCommand(for event: KeyEvent) -> EditingCommand? {
        let modifiers = event.modifiers.subtracting(.shift)
        if modifiers.isEmpty {
            switch event.key {
            case .character(let character):
                return isControlCharacter(character) ? nil : .insert(String(character))
            case .backspace: return .deleteBackward
            case .delete: return .deleteForward
            case .left: return .moveLeft
            case .right: return .moveRight
            case .home, .up: return .moveToStart
            case .end, .down: return .moveToEnd
            case .enter: return .insertNewline
            default: return nil
            }
        }
        guard modifiers == .control || modifiers == .option else { return nil }
        switch event.key {
        case .left: return .moveWordLeft
        case .right: return .moveWordRight
        case .backspace: return .deleteWordBackward
        case .delete: return .deleteWordForward
        case .home: return .moveToStart
        case .end: return .moveToEnd
        case .character(let character):
            let letter = Character(character.lowercased())
            if modifiers == .control {
                switch letter {
                case "a": return .moveToStart
                case "e": return .moveToEnd
                case "w": return .deleteWordBackward
                case "u": return .deleteToStart
                case "k": return .deleteToEnd
                default: return nil
                }
            }
            switch letter {
            case "b": return .moveWordLeft
            case "f": return .moveWordRight
            case "d": return .deleteWordForward
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Whether `character` belongs to a word for word motion: letters, digits and `_`.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The offset of the start of the word before `offset` in `characters`: back over non-word
    /// characters, then over word characters.
    static func wordStart(before offset: Int, in characters: [Character]) -> Int {
        var index = Swift.min(Swift.max(0, offset), characters.count)
        while index > 0 && !isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0 && isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The offset of the end of the word after `offset` in `characters`: forward over non-word
    /// characters, then over word characters.
    static func wordEnd(after offset: Int, in characters: [Character]) -> Int {
        var index = Swift.min(Swift.max(0, offset), characters.count)
        while index < characters.count && !isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count && isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// Whether `character` is a control character (C0, DEL, C1), which a field never inserts.
    static func isControlCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
    }

    /// `text` as one line: each line break (CR, LF, CRLF, U+2028 …) and tab becomes a space; other
    /// control characters are dropped.
    static func singleLine(_ text: String) -> String {
        var line = ""
        line.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isNewline || character == "\t" {
                line.append(" ")
            } else if isControlCharacter(character) {
                continue
            } else {
                line.append(character)
            }
        }
        return line
    }

    /// Where word motion lands from `offset`: the word boundary, or — for secure entry, whose words
    /// must not be revealed — the start or end of the text.
    func wordBoundary(from offset: Int, forward: Bool) -> Int {
        if isSecureTextEntry { return forward ? text.count : 0 }
        let characters = Array(text)
        return forward ? Self.wordEnd(after: offset, in: characters) : Self.wordStart(before: offset, in: characters)
    }

    /// Performs `command` at the cursor.
    func perform(_ command: EditingCommand) {
        let cursor = cursorPosition
        switch command {
        case .insert(let string):
            replace(cursor..<cursor, with: string)
        case .deleteBackward:
            if cursor > 0 { replace(cursor - 1..<cursor, with: "") }
        case .deleteForward:
            if cursor < text.count { replace(cursor..<cursor + 1, with: "") }
        case .deleteWordBackward:
            let start = wordBoundary(from: cursor, forward: false)
            if start < cursor { replace(start..<cursor, with: "") }
        case .deleteWordForward:
            let end = wordBoundary(from: cursor, forward: true)
            if end > cursor { replace(cursor..<end, with: "") }
        case .deleteToStart:
            if cursor > 0 { replace(0..<cursor, with: "") }
        case .deleteToEnd:
            if cursor < text.count { replace(cursor..<text.count, with: "") }
        case .moveLeft: cursorPosition = cursor - 1
        case .moveRight: cursorPosition = cursor + 1
        case .moveWordLeft: cursorPosition = wordBoundary(from: cursor, forward: false)
        case .moveWordRight: cursorPosition = wordBoundary(from: cursor, forward: true)
        case .moveToStart: cursorPosition = 0
        case .moveToEnd: cursorPosition = text.count
        case .insertNewline:
            if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .primaryActionTriggered) }
        }
    }
}
