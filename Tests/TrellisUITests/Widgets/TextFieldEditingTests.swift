// Text field editing keys: word motion and word deletion with Alt and Ctrl, Home/End and Ctrl-A/E,
// Ctrl-U/K, secure fields, keys left to the responder chain — and a seeded random edit sequence
// checked against an independent model of a single-line editor.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("TextField editing")
struct TextFieldEditingTests {
    /// A field showing `text` with the cursor at `cursor`, editing, in a key window.
    private func editing(_ text: String, cursor: Int, width: CGFloat = 30) -> (TextField, ViewControllerTestHost) {
        let host = ViewControllerTestHost(width: 40, height: 4)
        let field = TextField(text: text)
        field.frame = CGRect(x: 0, y: 0, width: width, height: 1)
        host.show(views: field)
        #expect(field.becomeFirstResponder())
        field.cursorPosition = cursor
        return (field, host)
    }

    struct Motion: Sendable, CustomTestStringConvertible {
        let text: String
        let cursor: Int
        let key: Key
        let modifiers: KeyModifiers
        let expected: Int
        var testDescription: String {
            "\(text.debugDescription) @\(cursor) \(KeyEvent(key: key, modifiers: modifiers)) → \(expected)"
        }
    }

    nonisolated static let motions: [Motion] = [
        Motion(text: "hello big world", cursor: 15, key: .left, modifiers: .option, expected: 10),
        Motion(text: "hello big world", cursor: 10, key: .left, modifiers: .option, expected: 6),
        // Inside a word: its start.
        Motion(text: "hello big world", cursor: 8, key: .left, modifiers: .control, expected: 6),
        Motion(text: "hello big world", cursor: 0, key: .left, modifiers: .option, expected: 0),
        Motion(text: "hello big world", cursor: 0, key: .right, modifiers: .option, expected: 5),
        Motion(text: "hello big world", cursor: 5, key: .right, modifiers: .control, expected: 9),
        Motion(text: "hello big world", cursor: 15, key: .right, modifiers: .option, expected: 15),
        Motion(text: "a -- b__c, d", cursor: 12, key: .left, modifiers: .option, expected: 11),
        Motion(text: "a -- b__c, d", cursor: 11, key: .left, modifiers: .option, expected: 5), // "_" is part of a word
        Motion(text: "a -- b__c, d", cursor: 1, key: .right, modifiers: .option, expected: 9),
        Motion(text: "été 中文 ok", cursor: 0, key: .right, modifiers: .option, expected: 3),
        Motion(text: "été 中文 ok", cursor: 9, key: .left, modifiers: .option, expected: 7),
        Motion(text: "hello world", cursor: 11, key: .character("b"), modifiers: .option, expected: 6),
        Motion(text: "hello world", cursor: 0, key: .character("f"), modifiers: .option, expected: 5),
        Motion(text: "hello world", cursor: 7, key: .character("a"), modifiers: .control, expected: 0),
        Motion(text: "hello world", cursor: 3, key: .character("e"), modifiers: .control, expected: 11),
        Motion(text: "hello world", cursor: 7, key: .home, modifiers: [], expected: 0),
        Motion(text: "hello world", cursor: 3, key: .end, modifiers: [], expected: 11),
        Motion(text: "hello world", cursor: 3, key: .end, modifiers: .control, expected: 11),
        Motion(text: "hello world", cursor: 3, key: .left, modifiers: .shift, expected: 2), // shift ignored
    ]

    @Test("Word motion (Alt/Ctrl + Left/Right, Alt-B/F) and start/end keys move the cursor", arguments: motions)
    func motion(_ motion: Motion) {
        let (field, host) = editing(motion.text, cursor: motion.cursor)
        host.press(motion.key, motion.modifiers)
        #expect(field.cursorPosition == motion.expected)
        #expect(field.text == motion.text)
    }

    struct Deletion: Sendable, CustomTestStringConvertible {
        let text: String
        let cursor: Int
        let key: Key
        let modifiers: KeyModifiers
        let expectedText: String
        let expectedCursor: Int
        var testDescription: String {
            "\(text.debugDescription) @\(cursor) \(KeyEvent(key: key, modifiers: modifiers))"
        }
    }

    nonisolated static let deletions: [Deletion] = [
        Deletion(
            text: "hello big world", cursor: 15, key: .backspace, modifiers: .option, expectedText: "hello big ",
            expectedCursor: 10),
        Deletion(
            text: "hello big world", cursor: 10, key: .backspace, modifiers: .option, expectedText: "hello world",
            expectedCursor: 6),
        Deletion(
            text: "hello big world", cursor: 15, key: .character("w"), modifiers: .control, expectedText: "hello big ",
            expectedCursor: 10),
        Deletion(
            text: "hello big world", cursor: 15, key: .backspace, modifiers: .control, expectedText: "hello big ",
            expectedCursor: 10),
        Deletion(
            text: "hello big world", cursor: 0, key: .backspace, modifiers: .option, expectedText: "hello big world",
            expectedCursor: 0),
        Deletion(
            text: "hello big world", cursor: 5, key: .delete, modifiers: .option, expectedText: "hello world",
            expectedCursor: 5),
        Deletion(
            text: "hello big world", cursor: 0, key: .character("d"), modifiers: .option, expectedText: " big world",
            expectedCursor: 0),
        Deletion(
            text: "hello big world", cursor: 6, key: .delete, modifiers: .control, expectedText: "hello  world",
            expectedCursor: 6),
        Deletion(
            text: "hello big world", cursor: 6, key: .character("u"), modifiers: .control, expectedText: "big world",
            expectedCursor: 0),
        Deletion(
            text: "hello big world", cursor: 6, key: .character("k"), modifiers: .control, expectedText: "hello ",
            expectedCursor: 6),
        Deletion(text: "ab", cursor: 1, key: .backspace, modifiers: [], expectedText: "b", expectedCursor: 0),
        Deletion(text: "ab", cursor: 1, key: .delete, modifiers: [], expectedText: "a", expectedCursor: 1),
    ]

    @Test(
        "Word deletion (Alt-Backspace, Ctrl-W, Ctrl-Backspace, Alt/Ctrl-Delete, Alt-D) and Ctrl-U/K delete at the cursor",
        arguments: deletions)
    func deletion(_ deletion: Deletion) {
        let (field, host) = editing(deletion.text, cursor: deletion.cursor)
        var changes = 0
        field.addAction(for: .editingChanged) { changes += 1 }
        host.press(deletion.key, deletion.modifiers)
        #expect(field.text == deletion.expectedText)
        #expect(field.cursorPosition == deletion.expectedCursor)
        #expect(changes == (deletion.text == deletion.expectedText ? 0 : 1)) // one edit, or none
    }

    @Test("A word deletion asks the delegate once for the whole range and a veto keeps the text")
    func wordDeletionDelegate() {
        let (field, host) = editing("hello big world", cursor: 15)
        let log = ControlEventLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        delegate.allowedCharacters = { _ in false }
        field.delegate = delegate
        host.press(.backspace, .option)
        #expect(log.take() == ["shouldChange(10..<15, \"\")"])
        #expect(field.text == "hello big world")
    }

    @Test("In a secure field word motion and deletion go to the ends, revealing nothing about the words")
    func secureWords() {
        let (field, host) = editing("pass word", cursor: 7)
        field.isSecureTextEntry = true
        host.press(.left, .option)
        #expect(field.cursorPosition == 0)
        host.press(.right, .control)
        #expect(field.cursorPosition == 9)
        field.cursorPosition = 7
        host.press(.backspace, .option)
        #expect(field.text == "rd" && field.cursorPosition == 0)
    }

    @Test(
        "Keys that are not edits go up the responder chain: other Ctrl/Alt combinations, Command, Tab, Escape; control characters are never inserted"
    )
    func unhandledKeysGoUp() {
        let (field, host) = editing("abc", cursor: 3)
        host.label("field", field)
        host.resetLog()
        host.press(.character("x"), .control)
        host.press(.character("z"), .command)
        host.press(.character("q"), .option)
        host.press(.character("\u{1}"))
        #expect(field.text == "abc")
        let windowKeys = host.recorder.events.filter(objects: [host.window]).filter { $0.callback == "keyDown(_:)" }
        #expect(
            windowKeys.map(\.description) == [
                "w.keyDown(ctrl+x)", "w.keyDown(cmd+z)", "w.keyDown(alt+q)", "w.keyDown(\u{1})",
            ])
    }

    @Test("Typed and deleted text redraws with the cursor cell where the caret is")
    func rendering() {
        let (field, host) = editing("one two", cursor: 7, width: 12)
        host.press(.backspace, .option)
        host.press(.left, .option)
        #expect(host.screen.lines.first == "one")
        #expect(field.cursorPosition == 0)
        #expect(host.window.caretRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(host.screen.cell(x: 0, y: 0)?.background == .tintColor)
    }

    /// An independent single-line editor: the text as characters and a cursor, with words defined
    /// by where they begin and end rather than by stepping over classes of characters.
    private struct Model {
        var characters: [Character]
        var cursor: Int

        static func isWord(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_"
        }

        /// The last word start before the cursor (0 when there is none).
        func previousWordStart() -> Int {
            var best = 0
            for index in 0..<cursor
            where Self.isWord(characters[index]) && (index == 0 || !Self.isWord(characters[index - 1])) {
                best = index
            }
            return best
        }

        /// The first word end after the cursor (the end of the text when there is none).
        func nextWordEnd() -> Int {
            guard cursor < characters.count else { return characters.count }
            for end in (cursor + 1)...characters.count
            where Self.isWord(characters[end - 1]) && (end == characters.count || !Self.isWord(characters[end])) {
                return end
            }
            return characters.count
        }

        mutating func apply(_ key: Key, _ modifiers: KeyModifiers) {
            let word = modifiers == .option || modifiers == .control
            switch (key, word) {
            case (.character(let character), false):
                characters.insert(character, at: cursor)
                cursor += 1
            case (.backspace, false):
                if cursor > 0 {
                    characters.remove(at: cursor - 1)
                    cursor -= 1
                }
            case (.delete, false):
                if cursor < characters.count { characters.remove(at: cursor) }
            case (.left, false): cursor = max(0, cursor - 1)
            case (.right, false): cursor = min(characters.count, cursor + 1)
            case (.home, _): cursor = 0
            case (.end, _): cursor = characters.count
            case (.left, true): cursor = previousWordStart()
            case (.right, true): cursor = nextWordEnd()
            case (.backspace, true):
                let start = previousWordStart()
                characters.removeSubrange(start..<cursor)
                cursor = start
            case (.delete, true):
                characters.removeSubrange(cursor..<nextWordEnd())
            default:
                break
            }
        }
    }

    @Test(
        "Seeded random edits leave the field's text and cursor where an independent editor model leaves them",
        arguments: [UInt64(17), 2024, 90_001])
    func randomEdits(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let (field, host) = editing("", cursor: 0, width: 12)
        var model = Model(characters: [], cursor: 0)
        let alphabet: [Character] = ["a", "b", "Z", "7", "_", " ", "-", ".", "é", "中"]
        let keys: [Key] = [.backspace, .delete, .left, .right, .home, .end]
        for step in 0..<400 {
            let key: Key
            var modifiers: KeyModifiers = []
            if Int.random(in: 0..<3, using: &generator) == 0 {
                key = .character(alphabet.randomElement(using: &generator)!)
            } else {
                key = keys.randomElement(using: &generator)!
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: modifiers = .option
                case 1: modifiers = .control
                default: break
                }
            }
            host.press(key, modifiers)
            model.apply(key, modifiers)
            guard field.text == String(model.characters), field.cursorPosition == model.cursor else {
                Issue.record(
                    "step \(step) \(KeyEvent(key: key, modifiers: modifiers)): field \(field.text.debugDescription) @\(field.cursorPosition), model \(String(model.characters).debugDescription) @\(model.cursor)"
                )
                return
            }
            // The caret is always on screen, inside the field.
            guard let caret = host.window.caretRect, caret.minX >= 0, caret.maxX <= 12 else {
                Issue.record("step \(step): caret \(String(describing: host.window.caretRect)) outside the field")
                return
            }
        }
    }
}
