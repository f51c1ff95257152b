// Tests of SearchBar: its field and Cancel button on one row, and the delegate's text, search and
// cancel messages (none for text set in code).
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("Search bar")
@MainActor
struct SearchBarTests {
    private final class Recorder: SearchBarDelegate {
        var calls: [String] = []
        var allowsBegin = true

        func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool {
            calls.append("shouldBegin")
            return allowsBegin
        }
        func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { calls.append("didBegin") }
        func searchBarTextDidEndEditing(_ searchBar: SearchBar) { calls.append("didEnd") }
        func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { calls.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: SearchBar) { calls.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: SearchBar) { calls.append("cancel") }
    }

    @Test("the field fills the row with the placeholder (Search by default); the Cancel button takes the right end")
    func drawing() {
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        let host = WidgetTestHost(bar)
        #expect(host.text == "[Search            ]")
        bar.placeholder = "Find songs"
        #expect(host.text == "[Find songs        ]")
        bar.setShowsCancelButton(true, animated: true)
        #expect(host.text == "[Find s…] [ Cancel ]")
        bar.text = "abc"
        #expect(host.text == "[abc    ] [ Cancel ]")
    }

    @Test("the delegate hears begin, each typed change, Return as search and the Cancel button; not code changes")
    func delegate() {
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        bar.showsCancelButton = true
        let recorder = Recorder()
        bar.delegate = recorder
        let host = WidgetTestHost(bar)
        host.screen.click(at: CGPoint(x: 2, y: 0))
        host.screen.type("ab")
        host.screen.sendKey(.enter)
        bar.text = "set in code"
        host.screen.click(at: CGPoint(x: 14, y: 0))
        #expect(bar.text == "set in code")
        #expect(recorder.calls == ["shouldBegin", "didBegin", "text a", "text ab", "search", "cancel"])
    }

    @Test("a delegate that refuses to begin keeps the field from editing")
    func refusal() {
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        let recorder = Recorder()
        recorder.allowsBegin = false
        bar.delegate = recorder
        let host = WidgetTestHost(bar)
        #expect(!bar.becomeFirstResponder())
        host.screen.type("x")
        #expect(bar.text == "")
        #expect(!bar.searchTextField.isEditing)
        #expect(recorder.calls == ["shouldBegin"])
    }
}
