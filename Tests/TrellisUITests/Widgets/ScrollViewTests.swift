// Tests of ScrollView: offset clamping, clipping, scrolling by events and keys, scrollRectToVisible,
// delegate notifications and hand-over between nested scroll views.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@MainActor
final class RecordingScrollDelegate: ScrollViewDelegate {
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset) }
}

@Suite("ScrollView")
@MainActor
struct ScrollViewTests {
    /// A 6×3 scroll view at (1, 1) over ten numbered rows "row0" ... "row9" (content 6×10).
    private func makeScrollView() -> (ScrollView, WidgetTestHost) {
        let scrollView = ScrollView(frame: CGRect(x: 1, y: 1, width: 6, height: 3))
        scrollView.contentSize = CGSize(width: 6, height: 10)
        // These tests pin the content; the indicator on the right edge has tests of its own
        // (ChromeRenderingTests).
        scrollView.showsVerticalScrollIndicator = false
        for row in 0..<10 {
            let label = Label(text: "row\(row)")
            label.frame = CGRect(x: 0, y: CGFloat(row), width: 6, height: 1)
            scrollView.addSubview(label)
        }
        return (scrollView, WidgetTestHost(width: 10, height: 6, scrollView))
    }

    nonisolated static let clampCases: [(CGPoint, CGPoint)] = [
        (CGPoint(x: 0, y: 3), CGPoint(x: 0, y: 3)),
        (CGPoint(x: 0, y: -4), CGPoint(x: 0, y: 0)),
        (CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 7)),
        (CGPoint(x: 5, y: 2), CGPoint(x: 0, y: 2)), // content is as wide as the view
        (CGPoint(x: -3, y: CGFloat.infinity), CGPoint(x: 0, y: 0)),
    ]

    @Test("the content offset is clamped to the scrollable range", arguments: clampCases)
    func clamping(_ requested: CGPoint, expected: CGPoint) {
        let (scrollView, _) = makeScrollView()
        scrollView.contentOffset = requested
        #expect(scrollView.contentOffset == expected)
    }

    @Test("content insets extend the range; shrinking the content re-clamps the offset")
    func insets() {
        let (scrollView, _) = makeScrollView()
        scrollView.contentInset = EdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: -5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -1))
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 9))
        scrollView.contentSize = CGSize(width: 6, height: 4)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 3))
    }

    @Test("only the visible rows show, clipped to the bounds, and scrolling moves them")
    func clipsAndScrolls() {
        let (scrollView, host) = makeScrollView()
        #expect(host.text == "\n row0\n row1\n row2")
        host.screen.scroll(at: CGPoint(x: 2, y: 2), dy: 2)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2))
        #expect(host.text == "\n row2\n row3\n row4")
        host.screen.scroll(at: CGPoint(x: 2, y: 2), dy: 100)
        #expect(host.text == "\n row7\n row8\n row9")
    }

    @Test("arrow, page and home/end keys scroll the first-responder scroll view")
    func keys() {
        let (scrollView, host) = makeScrollView()
        #expect(scrollView.becomeFirstResponder())
        var offsets: [CGFloat] = []
        for key in [Key.down, .down, .pageDown, .up, .end, .pageUp, .home] {
            host.screen.sendKey(key)
            offsets.append(scrollView.contentOffset.y)
        }
        #expect(offsets == [1, 2, 4, 3, 7, 5, 0])
    }

    @Test("scrollRectToVisible scrolls as little as possible")
    func scrollRectToVisible() {
        let (scrollView, _) = makeScrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 5, width: 1, height: 1), animated: false)
        #expect(scrollView.contentOffset.y == 3) // row 5 at the bottom
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 4, width: 1, height: 1), animated: false)
        #expect(scrollView.contentOffset.y == 3) // already visible
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1, width: 1, height: 2), animated: false)
        #expect(scrollView.contentOffset.y == 1) // to the top
    }

    @Test("the delegate hears every change of the offset, and only changes")
    func delegate() {
        let (scrollView, host) = makeScrollView()
        let delegate = RecordingScrollDelegate()
        scrollView.delegate = delegate
        host.screen.scroll(at: CGPoint(x: 2, y: 2), dy: 1)
        host.screen.scroll(at: CGPoint(x: 2, y: 2), dy: -5)
        host.screen.scroll(at: CGPoint(x: 2, y: 2), dy: -1) // already at the top
        scrollView.contentOffset = CGPoint(x: 0, y: 4)
        #expect(delegate.offsets == [CGPoint(x: 0, y: 1), CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 4)])
    }

    @Test("an inner scroll view at its edge hands the scroll to the outer one")
    func nestedHandOver() {
        let outer = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        outer.contentSize = CGSize(width: 10, height: 8)
        let inner = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        inner.contentSize = CGSize(width: 10, height: 3)
        outer.addSubview(inner)
        let host = WidgetTestHost(width: 10, height: 4, outer)
        host.screen.scroll(at: CGPoint(x: 1, y: 1), dy: 1)
        #expect(inner.contentOffset.y == 1)
        #expect(outer.contentOffset.y == 0)
        host.screen.scroll(at: CGPoint(x: 1, y: 1), dy: 1)
        #expect(inner.contentOffset.y == 1)
        #expect(outer.contentOffset.y == 1)
    }

    @Test("clicks land on content at its scrolled position")
    func hitTestingScrolledContent() {
        let (scrollView, host) = makeScrollView()
        let button = Button(title: "go")
        button.frame = CGRect(x: 0, y: 6, width: 6, height: 1)
        button.backgroundColor = .systemBackground // opaque: covers the "row6" label under it
        scrollView.addSubview(button)
        var taps = 0
        button.addAction(for: .primaryActionTriggered) { taps += 1 }
        scrollView.contentOffset = CGPoint(x: 0, y: 5)
        #expect(host.text == "\n row5\n [ go ]\n row7")
        host.screen.click(at: CGPoint(x: 3, y: 2))
        #expect(taps == 1)
    }
}
