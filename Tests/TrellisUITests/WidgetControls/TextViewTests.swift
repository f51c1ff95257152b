// Tests of TextView: word wrapping, editing with the delegate's order, line motion keeping the column,
// scrolling to the cursor, pasting, and a view that is not editable.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("Text view")
@MainActor
struct TextViewTests {
    /// Records the delegate calls.
    private final class Recorder: TextViewDelegate {
        var calls: [String] = []
        var allowsChanges = true

        func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
            calls.append("shouldBegin")
            return true
        }
        func textViewDidBeginEditing(_ textView: TextView) { calls.append("didBegin") }
        func textViewShouldEndEditing(_ textView: TextView) -> Bool {
            calls.append("shouldEnd")
            return true
        }
        func textViewDidEndEditing(_ textView: TextView) { calls.append("didEnd") }
        func textView(_ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String)
            -> Bool
        {
            let lower = textView.text.distance(from: textView.text.startIndex, to: range.lowerBound)
            let upper = textView.text.distance(from: textView.text.startIndex, to: range.upperBound)
            calls.append("shouldChange(\(lower)..<\(upper), \(text.debugDescription))")
            return allowsChanges
        }
        func textViewDidChange(_ textView: TextView) { calls.append("didChange") }
    }

    private func makeTextView(_ text: String, height: CGFloat = 3) -> TextView {
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 11, height: height))
        textView.text = text
        return textView
    }

    @Test("text wraps at words to the width less the indicator cell, and at line breaks")
    func wrapping() {
        let textView = makeTextView("hello world again")
        let host = WidgetTestHost(textView)
        #expect(textView.lineRanges == [0..<6, 6..<12, 12..<17])
        #expect(host.text == "hello\nworld\nagain")
        #expect(textView.contentSize == CGSize(width: 11, height: 3))
        textView.text = "abcdefghijklmn\n\nxy"
        #expect(textView.lineRanges == [0..<10, 10..<14, 15..<15, 16..<18])
        // Four lines in three rows: the scroll indicator shows in the last column.
        #expect(host.text == "abcdefghij┃\nklmn      ┃\n          │")
    }

    @Test("typing edits at the cursor in the delegate's order, and the view scrolls to keep the cursor visible")
    func typing() {
        let textView = makeTextView("hello world again")
        let recorder = Recorder()
        textView.delegate = recorder
        let host = WidgetTestHost(textView)
        #expect(textView.becomeFirstResponder())
        #expect(textView.isEditing)
        #expect(textView.cursorPosition == 17)
        host.screen.sendKey(.enter)
        host.screen.type("x")
        #expect(textView.text == "hello world again\nx")
        #expect(textView.cursorPosition == 19)
        #expect(textView.contentOffset == CGPoint(x: 0, y: 1))
        #expect(host.text == "world     │\nagain     ┃\nx         ┃")
        #expect(host.screen.cell(x: 1, y: 2)?.background == .tintColor)
        host.screen.sendKey(.backspace)
        host.screen.sendKey(.backspace)
        #expect(textView.text == "hello world again")
        #expect(textView.resignFirstResponder())
        #expect(
            recorder.calls == [
                "shouldBegin", "didBegin", "shouldChange(17..<17, \"\\n\")", "didChange",
                "shouldChange(18..<18, \"x\")",
                "didChange", "shouldChange(18..<19, \"\")", "didChange", "shouldChange(17..<18, \"\")", "didChange",
                "shouldEnd", "didEnd",
            ])
    }

    @Test("Up and Down move a line keeping the column; Home and End go to the ends of the line")
    func lineMotion() {
        let textView = makeTextView("abcdef\nab\nabcdef")
        let host = WidgetTestHost(textView)
        #expect(textView.becomeFirstResponder())
        textView.cursorPosition = 5
        var positions: [Int] = []
        for key in [Key.down, .down, .up, .up, .end, .home, .up] {
            host.screen.sendKey(key)
            positions.append(textView.cursorPosition)
        }
        #expect(positions == [9, 15, 9, 5, 6, 0, 0])
        host.screen.sendKey(.end, modifiers: .control)
        #expect(textView.cursorPosition == 16)
        host.screen.sendKey(.character("u"), modifiers: .control)
        #expect(textView.text == "abcdef\nab\n")
    }

    @Test("a click begins editing with the cursor at the clicked character")
    func click() {
        let textView = makeTextView("hello world again")
        let host = WidgetTestHost(textView)
        host.screen.click(at: CGPoint(x: 2, y: 1))
        #expect(textView.isEditing)
        #expect(textView.cursorPosition == 8)
        host.screen.click(at: CGPoint(x: 9, y: 0))
        #expect(textView.cursorPosition == 5)
    }

    @Test("pasted text keeps its line breaks (CR and CRLF become LF) and is one edit")
    func paste() {
        let textView = makeTextView("")
        let recorder = Recorder()
        textView.delegate = recorder
        let host = WidgetTestHost(textView)
        #expect(textView.becomeFirstResponder())
        host.screen.paste("a\r\nb\rc\td")
        #expect(textView.text == "a\nb\nc d")
        #expect(recorder.calls.filter { $0 == "didChange" }.count == 1)
        recorder.allowsChanges = false
        host.screen.type("z")
        #expect(textView.text == "a\nb\nc d")
    }

    @Test("a view that is not editable scrolls with the keys and ignores typing; making it so ends editing")
    func notEditable() {
        let textView = makeTextView("one\ntwo\nthree\nfour\nfive", height: 2)
        let recorder = Recorder()
        textView.delegate = recorder
        let host = WidgetTestHost(textView)
        #expect(textView.becomeFirstResponder())
        textView.isEditable = false
        #expect(!textView.isEditing)
        #expect(recorder.calls == ["shouldBegin", "didBegin", "didEnd"])
        #expect(textView.becomeFirstResponder())
        // Editing began with the cursor at the end, which scrolled the last line into view.
        #expect(textView.contentOffset == CGPoint(x: 0, y: 3))
        textView.contentOffset = .zero
        host.screen.sendKey(.down)
        host.screen.type("q")
        #expect(textView.text == "one\ntwo\nthree\nfour\nfive")
        #expect(textView.contentOffset == CGPoint(x: 0, y: 1))
        _ = host.text
        #expect(host.screen.lines[0].hasPrefix("two "))
        #expect(host.screen.lines[1].hasPrefix("three "))
    }
}
