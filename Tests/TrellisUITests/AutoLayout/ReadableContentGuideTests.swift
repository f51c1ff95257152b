// Pins the readable content guide's width: readableLineLength characters of body text as the view's
// screen measures them (80 cells on a terminal, 640 points on a screen of 8-point cells), following the
// view's width and the screen it moves to.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Auto Layout readable content guide width")
struct ReadableContentGuideTests {
    /// A view filling the readable content guide of `container`.
    private func fillReadableGuide(of container: View) -> View {
        let text = addConstrainedView(to: container)
        let guide = container.readableContentGuide
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        return text
    }

    @Test("the widest readable line is 80 characters of body text in the screen's measure")
    func widthFollowsTheScreensCharacterWidth() {
        #expect(View.readableLineLength == 80)
        let outside = View(frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        #expect(outside.readableContentMaximumWidth == 80)
        let screen = HeadlessScreen(width: 200, height: 10, pointsPerCell: CGSize(width: 8, height: 16))
        let window = Window(screen: screen)
        let inWindow = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 40))
        window.addSubview(inWindow)
        #expect(inWindow.readableContentMaximumWidth == 640)
    }

    @Test("on a screen of 8-point cells the guide is 640 points wide, centred; narrower views keep their margins")
    func pointScreen() {
        let screen = HeadlessScreen(width: 200, height: 10, pointsPerCell: CGSize(width: 8, height: 16))
        let window = Window(screen: screen)
        let container = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 40))
        window.addSubview(container)
        let text = fillReadableGuide(of: container)
        window.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 180, y: 8, width: 640, height: 24))
        // Narrower than a readable line: the guide is the margins.
        container.frame = CGRect(x: 0, y: 0, width: 500, height: 40)
        window.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 8, width: 484, height: 24))
    }

    @Test("a view moved onto another screen takes that screen's readable width")
    func movingToAnotherScreen() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 40))
        let text = fillReadableGuide(of: container)
        container.layoutIfNeeded()
        #expect(text.frame.width == 80)
        let window = Window(screen: HeadlessScreen(width: 200, height: 10, pointsPerCell: CGSize(width: 8, height: 16)))
        window.addSubview(container)
        window.layoutIfNeeded()
        #expect(text.frame.width == 640)
    }
}
