// Tests of Label: measuring, wrapping, truncation, alignment and what it renders.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("Label")
@MainActor
struct LabelTests {
    private func label(_ text: String, frame: CGRect, configure: (Label) -> Void = { _ in }) -> Label {
        let label = Label(frame: frame)
        label.text = text
        configure(label)
        return label
    }

    @Test("a label draws its text at its frame in the window")
    func rendersText() {
        let host = WidgetTestHost(label("Hello", frame: CGRect(x: 2, y: 1, width: 10, height: 1)))
        #expect(host.text == "\n  Hello")
        #expect(host.screen.cell(x: 2, y: 1)?.foreground == .label)
    }

    @Test(
        "text is aligned inside the bounds",
        arguments: [
            (TextAlignment.natural, "ab"), (.left, "ab"), (.center, "    ab"), (.right, "        ab"),
        ])
    func alignment(_ alignment: TextAlignment, expected: String) {
        let host = WidgetTestHost(
            label("ab", frame: CGRect(x: 0, y: 0, width: 10, height: 1)) { $0.textAlignment = alignment })
        #expect(host.text == expected)
    }

    @Test("a single-line label truncates its tail by default")
    func truncatesTail() {
        let host = WidgetTestHost(label("Hello, world", frame: CGRect(x: 0, y: 0, width: 8, height: 1)))
        #expect(host.text == "Hello,…") // spaces before the ellipsis are dropped
    }

    @Test(
        "line break modes decide what a narrow label shows",
        arguments: [
            (LineBreakMode.truncatingHead, 1, "…o world"),
            (.truncatingMiddle, 1, "hell…rld"),
            (.truncatingTail, 1, "hello w…"),
            (.clip, 1, "hello wo"),
            (.wordWrap, 0, "hello\nworld"),
            (.charWrap, 0, "hello wo\nrld"),
        ])
    func lineBreakModes(_ mode: LineBreakMode, lines: Int, expected: String) {
        let host = WidgetTestHost(
            label("hello world", frame: CGRect(x: 0, y: 0, width: 8, height: 2)) {
                $0.lineBreakMode = mode
                $0.numberOfLines = lines
            })
        // Single-line text is centred vertically in the two rows: it lands on the first row
        // (rounding down), the wrapped text fills both.
        #expect(host.text == expected)
    }

    @Test("multi-line text is centred vertically; lines cut off by the height truncate the last visible one")
    func verticalPlacement() {
        let centred = WidgetTestHost(
            label("one two", frame: CGRect(x: 0, y: 0, width: 3, height: 4)) { $0.numberOfLines = 0 })
        #expect(centred.text == "\none\ntwo")
        let cut = WidgetTestHost(
            label("one two six ten", frame: CGRect(x: 0, y: 0, width: 4, height: 2)) { $0.numberOfLines = 0 })
        #expect(cut.text == "one\ntwo…")
    }

    @Test("intrinsic size measures grapheme clusters and wide characters")
    func intrinsicSize() {
        let label = Label(text: "中文ab🇯🇵")
        #expect(label.intrinsicContentSize == CGSize(width: 8, height: 1))
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
        label.text = "one two three"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 8
        #expect(label.intrinsicContentSize == CGSize(width: 7, height: 2))
    }

    @Test("sizeThatFits wraps at the given width and respects a height limit")
    func sizeThatFits() {
        let label = Label(text: "one two three")
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 8, height: 0)) == CGSize(width: 7, height: 2))
        #expect(label.sizeThatFits(CGSize(width: 5, height: 2)) == CGSize(width: 4, height: 2)) // "one", "two…"
        #expect(label.sizeThatFits(.zero) == CGSize(width: 13, height: 1))
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 13, height: 1))
    }

    @Test("changing the text redraws it; a disabled label draws in the disabled colour")
    func redraws() {
        let label = label("old", frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        let host = WidgetTestHost(label)
        #expect(host.text == "old")
        label.text = "new!"
        #expect(host.text == "new!")
        label.isEnabled = false
        #expect(host.text == "new!")
        #expect(host.screen.cell(x: 0, y: 0)?.foreground == .disabledText)
        label.textColor = .red
        label.isEnabled = true
        #expect(host.text == "new!")
        #expect(host.screen.cell(x: 0, y: 0)?.foreground == .red)
    }
}
