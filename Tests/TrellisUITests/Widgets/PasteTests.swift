// Paste: Event.paste goes to the first responder (else the frontmost controller) and up the chain;
// a text field inserts it at the cursor as one edit, on one line; pasted control keys never act.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

/// A responder view that keeps what is pasted into it.
@MainActor
private final class PasteTarget: View {
    var pasted: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func paste(_ text: String) { pasted.append(text) }
}

@MainActor
@Suite("Paste")
struct PasteTests {
    /// A field editing `text` with the cursor at `cursor`, its delegate and control events logged.
    private struct Fixture {
        let field: TextField
        let host: ViewControllerTestHost
        let log: ControlEventLog
        let delegate: RecordingTextFieldDelegate
    }

    private func editingField(_ text: String, cursor: Int) -> Fixture {
        let host = ViewControllerTestHost(width: 40, height: 4)
        let field = TextField(text: text)
        field.frame = CGRect(x: 0, y: 0, width: 30, height: 1)
        host.show(views: field)
        let log = ControlEventLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        field.cursorPosition = cursor
        log.observe(field)
        _ = log.take()
        return Fixture(field: field, host: host, log: log, delegate: delegate)
    }

    @Test("A paste is inserted at the cursor as one edit: one delegate question, one editingChanged, cursor after it")
    func insertsAtCursor() {
        let f = editingField("ad", cursor: 1)
        f.host.paste("bc")
        #expect(f.field.text == "abcd")
        #expect(f.field.cursorPosition == 3)
        #expect(f.log.take() == ["shouldChange(1..<1, \"bc\")", "editingChanged"])
        #expect(f.host.screen.lines.first == "abcd")
    }

    nonisolated static let lineCases: [(String, String)] = [
        ("one\ntwo", "one two"),
        ("one\r\ntwo", "one two"),
        ("one\rtwo\u{2028}three", "one two three"),
        ("tab\there", "tab here"),
        ("bell\u{7}and\u{1B}[31mesc", "belland[31mesc"),
        ("last line\n", "last line "),
        ("中文 é\u{301}", "中文 é\u{301}"),
    ]

    @Test(
        "Pasted text becomes one line: line breaks and tabs turn into spaces, other control characters are dropped",
        arguments: lineCases)
    func singleLine(_ pasted: String, expected: String) {
        let f = editingField("", cursor: 0)
        f.host.paste(pasted)
        #expect(f.field.text == expected)
    }

    @Test("Pasted newlines and Escape never press Return or go back")
    func pastedControlsDoNothing() {
        let host = ViewControllerTestHost(width: 40, height: 20)
        let field = TextField()
        field.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
        var returns = 0
        field.addAction(for: .primaryActionTriggered) { returns += 1 }
        let a = ContentViewController(title: "A")
        let b = ContentViewController(title: "B") { $0.addSubview(field) }
        let navigation = NavigationController(rootViewController: a)
        host.show(navigation)
        host.run {
            navigation.pushViewController(b, animated: false)
            host.screen.runUntilIdle()
        }
        #expect(field.becomeFirstResponder())
        host.paste("x\n\u{1B}y\r")
        host.advance(0.3)
        #expect(field.text == "x y ")
        #expect(returns == 0)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("Nothing is inserted when only control characters are pasted, and a delegate veto keeps the text")
    func emptyAndVetoed() {
        let f = editingField("keep", cursor: 4)
        f.host.paste("\u{7}\u{0}")
        #expect(f.field.text == "keep")
        #expect(f.log.take() == [])
        f.delegate.allowedCharacters = { _ in false }
        f.host.paste("more")
        #expect(f.field.text == "keep")
        #expect(f.log.take() == ["shouldChange(4..<4, \"more\")"])
    }

    @Test("A long paste is one edit, and the recording shows its start and length, not all of it")
    func longPaste() {
        let f = editingField("", cursor: 0)
        f.host.label("field", f.field)
        let text = String(repeating: "0123456789", count: 1_000)
        f.host.resetLog()
        f.host.paste(text)
        #expect(f.field.text == text)
        #expect(f.field.cursorPosition == 10_000)
        let log = f.log.take()
        #expect(log.count == 2 && log.last == "editingChanged")
        #expect(log.first == "shouldChange(0..<0, \(text.debugDescription))")
        let pastes = f.host.recorder.events.filter(callbackPrefix: "paste").map(\.description)
        #expect(pastes == ["field.paste(\"012345678901234567890123\"… (10000 characters))"])
        // The field scrolled to its end: 29 characters and the cursor cell.
        #expect(f.host.screen.lines.first == String(text.suffix(29)))
    }

    @Test("A paste with no editing field goes to the frontmost controller and up the chain to the application")
    func pasteUpTheChain() {
        let host = ViewControllerTestHost()
        let label = Label(text: "no field")
        let root = host.show(views: label)
        host.label("root", root)
        host.resetLog()
        host.paste("hi")
        #expect(
            host.calls(of: host.window, root, host.screen.application) == [
                "w.sendEvent(paste \"hi\")", "root.paste(\"hi\")", "w.paste(\"hi\")", "app.paste(\"hi\")",
            ])
    }

    @Test("A field that is not editing passes a paste on; a responder overriding paste(_:) receives it whole")
    func customResponder() {
        let host = ViewControllerTestHost()
        let target = PasteTarget(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        let field = TextField(text: "idle")
        field.frame = CGRect(x: 0, y: 2, width: 10, height: 1)
        target.addSubview(field)
        host.show(views: target)
        #expect(target.becomeFirstResponder())
        host.paste("a\nb")
        #expect(target.pasted == ["a\nb"])
        #expect(field.text == "idle")
        field.paste("direct") // not editing: up the chain to the target, its superview
        #expect(target.pasted == ["a\nb", "direct"])
        #expect(field.text == "idle")
    }

    @Test("HeadlessScreen.paste reports when there is no key window to receive it")
    func pasteWithoutKeyWindow() {
        let screen = HeadlessScreen(width: 10, height: 2)
        let checker = LifecycleChecker()
        let delivered = LifecycleChecker.$current.withValue(checker) { screen.paste("x") }
        #expect(!delivered)
        #expect(checker.diagnostics.map(\.rule) == ["H1"])
    }
}
