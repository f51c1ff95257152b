// Tests of TextField: the editing session's delegate and control-event order, key editing with a
// cursor, delegate vetoes, scrolling and rendering.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@MainActor
final class RecordingTextFieldDelegate: TextFieldDelegate {
    let log: ControlEventLog
    var allowBegin = true
    var allowEnd = true
    var allowReturn = true
    var resignOnReturn = false
    var allowedCharacters: ((String) -> Bool)?

    init(log: ControlEventLog) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        log.entries.append("shouldBeginEditing")
        return allowBegin
    }

    func textFieldDidBeginEditing(_ textField: TextField) { log.entries.append("didBeginEditing") }

    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        log.entries.append("shouldEndEditing")
        return allowEnd
    }

    func textFieldDidEndEditing(_ textField: TextField) { log.entries.append("didEndEditing") }

    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
    ) -> Bool {
        let lower = textField.text.distance(from: textField.text.startIndex, to: range.lowerBound)
        let upper = textField.text.distance(from: textField.text.startIndex, to: range.upperBound)
        log.entries.append("shouldChange(\(lower)..<\(upper), \(string.debugDescription))")
        return allowedCharacters?(string) ?? true
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        log.entries.append("shouldReturn")
        if resignOnReturn { textField.resignFirstResponder() }
        return allowReturn
    }
}

@Suite("TextField")
@MainActor
struct TextFieldTests {
    private struct Fixture {
        let field: TextField
        let host: WidgetTestHost
        let log: ControlEventLog
        let delegate: RecordingTextFieldDelegate
    }

    private func makeFixture(text: String = "", width: CGFloat = 10, placeholder: String? = nil) -> Fixture {
        let field = TextField(text: text, placeholder: placeholder)
        field.frame = CGRect(x: 1, y: 1, width: width, height: 1)
        let host = WidgetTestHost(field)
        let log = ControlEventLog()
        log.observe(field)
        let delegate = RecordingTextFieldDelegate(log: log)
        field.delegate = delegate
        return Fixture(field: field, host: host, log: log, delegate: delegate)
    }

    @Test("a whole editing session: click, type, Return, resign — delegate calls and control events in order")
    func sessionOrder() {
        let f = makeFixture()
        f.host.screen.click(at: CGPoint(x: 2, y: 1))
        #expect(f.field.isEditing)
        #expect(f.field.isFirstResponder)
        f.host.screen.type("hi")
        f.host.screen.sendKey(.backspace)
        f.delegate.resignOnReturn = true
        f.host.screen.sendKey(.enter)
        #expect(!f.field.isEditing)
        #expect(f.field.text == "h")
        #expect(
            f.log.take() == [
                "touchDown", "shouldBeginEditing", "didBeginEditing", "editingDidBegin", "touchUpInside",
                "shouldChange(0..<0, \"h\")", "editingChanged",
                "shouldChange(1..<1, \"i\")", "editingChanged",
                "shouldChange(1..<2, \"\")", "editingChanged",
                "shouldReturn", "shouldEndEditing", "didEndEditing", "editingDidEnd", "primaryActionTriggered",
            ])
    }

    @Test("notifications come after the delegate and around the control events, on the application's center")
    func notifications() {
        let f = makeFixture()
        let center = f.host.window.application.notificationCenter
        let recorder = makeRecorder(labels: ["f": f.field])
        let names = [
            TextField.textDidBeginEditingNotification, TextField.textDidChangeNotification,
            TextField.textDidEndEditingNotification,
        ]
        let observers = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                recorder.record(note.object as AnyObject, "observed(_:)", [name.rawValue])
            }
        }
        defer { observers.forEach(center.removeObserver) }
        withRecorder(recorder) {
            f.field.becomeFirstResponder()
            f.host.screen.type("a")
            f.field.resignFirstResponder()
        }
        let calls = recorder.events.callbacks(of: f.field).filter {
            !$0.contains("draw(") && !$0.contains("layoutSubviews")
        }
        #expect(
            calls == [
                "f.becomeFirstResponder()", "f.post(TrellisTextFieldTextDidBeginEditing)",
                "f.observed(TrellisTextFieldTextDidBeginEditing)", "f.sendActions(for: editingDidBegin)",
                "f.keyDown(a)", "f.sendActions(for: editingChanged)", "f.post(TrellisTextFieldTextDidChange)",
                "f.observed(TrellisTextFieldTextDidChange)",
                "f.resignFirstResponder()", "f.post(TrellisTextFieldTextDidEndEditing)",
                "f.observed(TrellisTextFieldTextDidEndEditing)", "f.sendActions(for: editingDidEnd)",
            ])
        #expect(
            f.log.take() == [
                "shouldBeginEditing", "didBeginEditing", "editingDidBegin", "shouldChange(0..<0, \"a\")",
                "editingChanged",
                "shouldEndEditing", "didEndEditing", "editingDidEnd",
            ])
    }

    @Test("a delegate refusing to begin keeps the field from editing; no editing events are sent")
    func refuseBegin() {
        let f = makeFixture()
        f.delegate.allowBegin = false
        #expect(!f.field.becomeFirstResponder())
        f.host.screen.type("x")
        #expect(!f.field.isEditing)
        #expect(f.field.text == "")
        #expect(f.log.take() == ["shouldBeginEditing"])
    }

    @Test("a delegate refusing to end keeps the field editing; Return returning false sends no primary action")
    func refuseEndAndReturn() {
        let f = makeFixture()
        #expect(f.field.becomeFirstResponder())
        f.delegate.allowEnd = false
        f.delegate.allowReturn = false
        #expect(!f.field.resignFirstResponder())
        f.host.screen.sendKey(.enter)
        #expect(f.field.isEditing)
        #expect(
            f.log.take() == [
                "shouldBeginEditing", "didBeginEditing", "editingDidBegin", "shouldEndEditing", "shouldReturn",
            ])
    }

    @Test("the delegate can veto single changes (a digits-only field)")
    func vetoChanges() {
        let f = makeFixture()
        f.delegate.allowedCharacters = { $0.isEmpty || $0.allSatisfy(\.isNumber) }
        f.field.becomeFirstResponder()
        _ = f.log.take()
        f.host.screen.type("1a2")
        #expect(
            f.log.take() == [
                "shouldChange(0..<0, \"1\")", "editingChanged", "shouldChange(1..<1, \"a\")",
                "shouldChange(1..<1, \"2\")", "editingChanged",
            ])
        f.host.screen.type("b3")
        #expect(f.field.text == "123")
        #expect(f.field.cursorPosition == 3)
    }

    @Test("keys edit at the cursor: insert, Backspace, Delete, Left/Right, Home/End")
    func cursorEditing() {
        let f = makeFixture()
        f.field.becomeFirstResponder()
        f.host.screen.type("abc")
        f.host.screen.sendKey(.left)
        f.host.screen.sendKey(.left)
        f.host.screen.sendKey(.backspace) // removes "a"
        #expect(f.field.text == "bc")
        #expect(f.field.cursorPosition == 0)
        f.host.screen.sendKey(.backspace) // nothing before the cursor
        f.host.screen.sendKey(.delete) // removes "b"
        f.host.screen.sendKey(.end)
        f.host.screen.type("d")
        f.host.screen.sendKey(.delete) // nothing after the cursor
        f.host.screen.sendKey(.home)
        f.host.screen.type("x")
        f.host.screen.sendKey(.right)
        f.host.screen.sendKey(.right)
        f.host.screen.sendKey(.right) // clamped at the end
        f.host.screen.type("!")
        #expect(f.field.text == "xcd!")
        #expect(f.field.cursorPosition == 4)
    }

    @Test("a combining mark typed after a letter joins it; the cursor counts grapheme clusters")
    func combiningMarks() {
        let f = makeFixture()
        f.field.becomeFirstResponder()
        f.host.screen.type("e")
        f.host.screen.sendKey(.character("\u{301}"))
        f.host.screen.type("中")
        #expect(f.field.text == "e\u{301}中")
        #expect(f.field.cursorPosition == 2)
        f.host.screen.sendKey(.backspace)
        #expect(f.field.text == "e\u{301}")
    }

    @Test("a click puts the cursor before the clicked character, or at the end past the text")
    func clickPlacesCursor() {
        let f = makeFixture(text: "he中llo")
        f.host.screen.click(at: CGPoint(x: 3, y: 1)) // the first cell of 中 (field starts at x 1)
        #expect(f.field.cursorPosition == 2)
        f.host.screen.click(at: CGPoint(x: 4, y: 1)) // its second cell
        #expect(f.field.cursorPosition == 2)
        f.host.screen.type("X")
        #expect(f.field.text == "heX中llo")
        f.host.screen.click(at: CGPoint(x: 10, y: 1))
        #expect(f.field.cursorPosition == 7)
    }

    @Test("secure entry draws one bullet per character and edits the real text")
    func secureEntry() {
        let f = makeFixture(width: 6)
        f.field.isSecureTextEntry = true
        f.field.becomeFirstResponder()
        f.host.screen.type("pa中ss")
        #expect(f.field.text == "pa中ss")
        #expect(f.host.text == "\n •••••")
        #expect(f.field.intrinsicContentSize == CGSize(width: 6, height: 1))
    }

    @Test("a field outside a window cannot begin editing and does not ask its delegate")
    func outsideWindow() {
        let field = TextField()
        let log = ControlEventLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        field.delegate = delegate
        log.observe(field)
        #expect(!field.becomeFirstResponder())
        #expect(!field.isEditing)
        #expect(log.take() == [])
    }

    @Test("setting text in code sends no events and moves the cursor to the end")
    func programmaticText() {
        let f = makeFixture()
        f.field.becomeFirstResponder()
        _ = f.log.take()
        f.field.text = "hello"
        #expect(f.field.cursorPosition == 5)
        #expect(f.log.take() == [])
    }

    @Test("renders the placeholder when empty, the text otherwise, and a tinted cursor cell while editing")
    func rendering() {
        let f = makeFixture(placeholder: "Name")
        #expect(f.host.text == "\n Name")
        #expect(f.host.screen.cell(x: 1, y: 1)?.foreground == .placeholderText)
        f.host.screen.click(at: CGPoint(x: 3, y: 1))
        #expect(f.host.screen.cell(x: 1, y: 1)?.background == .tintColor) // the cursor sits on the placeholder start
        f.host.screen.type("Bo")
        #expect(f.host.text == "\n Bo")
        #expect(f.host.screen.cell(x: 1, y: 1)?.foreground == .label)
        #expect(f.host.screen.cell(x: 3, y: 1)?.background == .tintColor)
        f.field.resignFirstResponder()
        #expect(f.host.text == "\n Bo")
        #expect(f.host.screen.cell(x: 3, y: 1)?.background == nil)
    }

    @Test("long text scrolls to keep the cursor visible and scrolls back when the cursor moves home")
    func scrolling() {
        let f = makeFixture(width: 5)
        f.field.becomeFirstResponder()
        f.host.screen.type("abcdefgh")
        #expect(f.host.text == "\n efgh") // four characters and the cursor cell
        #expect(f.host.screen.cell(x: 5, y: 1)?.background == .tintColor)
        f.host.screen.sendKey(.home)
        #expect(f.host.text == "\n abcde")
        f.field.resignFirstResponder()
        #expect(f.host.text == "\n abcde")
    }

    @Test(
        "bracketed and line border styles",
        arguments: [
            (TextField.BorderStyle.bracketed, CGSize(width: 5, height: 1), "[ab ]"),
            (.line, CGSize(width: 5, height: 3), "┌───┐\n│ab │\n└───┘"),
        ])
    func borders(_ style: TextField.BorderStyle, size: CGSize, expected: String) {
        let field = TextField(text: "ab", borderStyle: style)
        #expect(field.intrinsicContentSize == size)
        field.sizeToFit()
        #expect(WidgetTestHost(field).text == expected)
    }

    @Test("clicking another field ends this session before the other begins")
    func switchingFields() {
        let first = TextField(text: "a")
        first.frame = CGRect(x: 0, y: 0, width: 5, height: 1)
        let second = TextField(text: "b")
        second.frame = CGRect(x: 0, y: 2, width: 5, height: 1)
        let host = WidgetTestHost(first, second)
        let log = ControlEventLog()
        log.observe(first, prefix: "1.")
        log.observe(second, prefix: "2.")
        host.screen.click(at: CGPoint(x: 1, y: 0))
        host.screen.click(at: CGPoint(x: 1, y: 2))
        host.screen.type("c")
        #expect(second.text == "bc")
        #expect(first.text == "a")
        #expect(
            log.take() == [
                "1.touchDown", "1.editingDidBegin", "1.touchUpInside",
                "2.touchDown", "1.editingDidEnd", "2.editingDidBegin", "2.touchUpInside",
                "2.editingChanged",
            ])
    }

    @Test("Tab and Shift-Tab move focus through the window's controls in view order, ending and beginning sessions")
    func tabNavigation() {
        let name = TextField(text: "n")
        name.frame = CGRect(x: 0, y: 0, width: 5, height: 1)
        let hidden = TextField()
        hidden.frame = CGRect(x: 0, y: 1, width: 5, height: 1)
        hidden.isHidden = true
        let disabled = Button(title: "x")
        disabled.isEnabled = false
        disabled.frame = CGRect(x: 6, y: 0, width: 5, height: 1)
        let mail = TextField(text: "m")
        mail.frame = CGRect(x: 0, y: 2, width: 5, height: 1)
        let save = Button(title: "Save")
        save.frame = CGRect(x: 0, y: 3, width: 8, height: 1)
        let label = Label(text: "not a control")
        let host = WidgetTestHost(name, hidden, disabled, mail, save, label)
        let log = ControlEventLog()
        log.observe(name, prefix: "name.")
        log.observe(mail, prefix: "mail.")
        log.observe(save, prefix: "save.")
        #expect(name.becomeFirstResponder())
        host.screen.sendKey(.tab)
        #expect(mail.isFirstResponder)
        host.screen.sendKey(.tab)
        #expect(save.isFirstResponder)
        host.screen.sendKey(.tab)
        #expect(name.isFirstResponder)
        host.screen.sendKey(.tab, modifiers: .shift)
        #expect(save.isFirstResponder)
        host.screen.sendKey(.enter)
        #expect(
            log.take() == [
                "name.editingDidBegin", "name.editingDidEnd", "mail.editingDidBegin", "mail.editingDidEnd",
                "name.editingDidBegin", "name.editingDidEnd", "save.touchUpInside", "save.primaryActionTriggered",
            ])
    }

    @Test("leaving the window ends editing even when the delegate refuses to end it")
    func forcedEnd() {
        let f = makeFixture()
        f.field.becomeFirstResponder()
        f.delegate.allowEnd = false
        _ = f.log.take()
        f.field.removeFromSuperview()
        #expect(!f.field.isEditing)
        #expect(f.log.take() == ["shouldEndEditing", "didEndEditing", "editingDidEnd"])
        #expect(!f.field.isFirstResponder)
    }
}
