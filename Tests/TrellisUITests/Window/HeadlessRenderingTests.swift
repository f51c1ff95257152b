// End to end on the headless host: what the update cycle draws is what the screen shows.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Headless rendering through the update cycle")
struct HeadlessRenderingTests {
    @Test("A scrolled list shows the rows in view, in order, and updates one changed row")
    func scrolledList() {
        let screen = HeadlessScreen(width: 12, height: 3)
        let window = Window(screen: screen)
        let list = View(frame: CGRect(x: 0, y: 0, width: 12, height: 100))
        let labels = (0..<100).map { index -> Label in
            let label = Label(text: "row \(index)")
            label.frame = CGRect(x: 0, y: CGFloat(index), width: 12, height: 1)
            list.addSubview(label)
            return label
        }
        window.addSubview(list)
        window.makeKeyAndVisible()
        screen.runUntilIdle()
        #expect(screen.renderedText == "row 0\nrow 1\nrow 2")
        list.bounds.origin.y = 40
        screen.runUntilIdle()
        #expect(screen.renderedText == "row 40\nrow 41\nrow 42")
        labels[41].text = "changed"
        screen.runUntilIdle()
        #expect(screen.renderedText == "row 40\nchanged\nrow 42")
        labels[41].isHidden = true
        screen.runUntilIdle()
        #expect(screen.lines == ["row 40", "", "row 42"])
    }

    @Test("Events from the headless screen reach the key window's first responder")
    func eventsReachFirstResponder() {
        final class Sink: View {
            var typed = ""
            override var canBecomeFirstResponder: Bool { true }
            override func keyDown(_ event: KeyEvent) { typed += event.key.characters ?? "" }
        }
        let screen = HeadlessScreen(width: 10, height: 2)
        let window = Window(screen: screen)
        let sink = Sink(frame: window.bounds)
        window.addSubview(sink)
        window.makeKeyAndVisible()
        sink.becomeFirstResponder()
        screen.type("hey")
        #expect(sink.typed == "hey")
    }
}
