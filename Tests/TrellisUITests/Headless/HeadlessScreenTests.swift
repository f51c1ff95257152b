// Tests of HeadlessScreen with real windows and views: nested clipping, z-order of siblings and
// windows, and input simulation through the key window.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

@Suite("HeadlessScreen")
@MainActor
struct HeadlessScreenTests {
    @Test("nested clipping views cut their subviews' drawing at every level")
    func nestedClips() {
        let screen = HeadlessScreen(width: 20, height: 4)
        let window = Window(screen: screen)
        let outer = View(frame: CGRect(x: 2, y: 0, width: 8, height: 3))
        outer.clipsToBounds = true
        let inner = View(frame: CGRect(x: -2, y: 1, width: 6, height: 5))
        inner.clipsToBounds = true
        let label = Label(text: "abcdefghijkl")
        label.frame = CGRect(x: 1, y: 0, width: 12, height: 1)
        let free = Label(text: "0123456789AB")
        free.frame = CGRect(x: 0, y: 2, width: 12, height: 1)
        inner.addSubview(label)
        outer.addSubview(inner)
        outer.addSubview(free)
        window.addSubview(outer)
        window.makeKeyAndVisible()
        screen.runUntilIdle()
        // inner covers window x 0..<6, rows 1..<6, but outer clips to x 2..<10, rows 0..<3; the
        // label inside inner starts at window x 1; outer's own label is cut at x 10.
        #expect(screen.renderedText == "\n  bcde\n  01234567")
        #expect(screen.lines == ["", "  bcde", "  01234567", ""])
    }

    @Test("later siblings draw on top; bringing a view to front changes what is visible")
    func zOrder() {
        let screen = HeadlessScreen(width: 10, height: 2)
        let window = Window(screen: screen)
        let back = Label(text: "BACKBACK")
        back.frame = CGRect(x: 0, y: 0, width: 8, height: 1)
        back.backgroundColor = .white
        let front = Label(text: "fr")
        front.frame = CGRect(x: 2, y: 0, width: 4, height: 1)
        front.backgroundColor = .blue
        window.addSubview(back)
        window.addSubview(front)
        window.makeKeyAndVisible()
        screen.runUntilIdle()
        #expect(screen.renderedText == "BAfr  CK")
        #expect(screen.cell(x: 4, y: 0)?.background == .blue)
        window.bringSubviewToFront(back)
        screen.runUntilIdle()
        #expect(screen.renderedText == "BACKBACK")
        #expect(screen.cell(x: 4, y: 0)?.background == .white)
    }

    @Test("a window's hidden subtree is not drawn and alpha fades colours")
    func hiddenAndAlpha() {
        let screen = HeadlessScreen(width: 10, height: 2)
        let window = Window(screen: screen)
        let label = Label(text: "hi")
        label.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
        label.textColor = .red
        window.addSubview(label)
        window.makeKeyAndVisible()
        label.alpha = 0.5
        screen.runUntilIdle()
        #expect(screen.cell(x: 0, y: 0)?.foreground == Color.red.withAlphaComponent(0.5))
        label.isHidden = true
        screen.runUntilIdle()
        #expect(screen.renderedText == "")
    }

    @Test("input goes through the key window: typing reaches its first responder")
    func inputThroughKeyWindow() {
        let screen = HeadlessScreen(width: 10, height: 2)
        let window = Window(screen: screen)
        let field = TextField()
        field.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        window.addSubview(field)
        window.makeKeyAndVisible()
        screen.click(at: CGPoint(x: 1, y: 0))
        #expect(screen.type("héllo, 世界\u{7F}"))
        #expect(field.text == "héllo, 世")
        #expect(screen.renderedText == "héllo, 世")
        #expect(screen.renderCount > 0)
    }

    @Test("input without a key window is reported, not lost silently")
    func noKeyWindow() {
        let screen = HeadlessScreen(width: 10, height: 2)
        var delivered = true
        let diagnostics = collectDiagnostics { delivered = screen.click(at: .zero) }
        #expect(!delivered)
        #expect(diagnostics.map(\.rule) == ["H1", "H1"])
    }

    @Test("a screen with 8×16 points per cell shows a phone-point layout on its cell grid")
    func pointsPerCell() {
        let screen = HeadlessScreen(width: 47, height: 42, pointsPerCell: CGSize(width: 8, height: 16))
        #expect(screen.bounds.size == CGSize(width: 376, height: 672))
        let window = Window(screen: screen)
        let label = Label(text: "Hi 中")
        #expect(label.intrinsicContentSize == CGSize(width: 5, height: 1)) // outside a window: 1 × 1 cells
        window.addSubview(label)
        #expect(label.intrinsicContentSize == CGSize(width: 40, height: 16)) // the screen's measurer
        label.frame = CGRect(x: 16, y: 32, width: 80, height: 16)
        let button = Button(title: "OK")
        window.addSubview(button)
        button.sizeToFit()
        button.frame.origin = CGPoint(x: 16, y: 64)
        var taps = 0
        button.addAction(for: .primaryActionTriggered) { taps += 1 }
        window.makeKeyAndVisible()
        screen.runUntilIdle()
        #expect(screen.renderedText == "\n\n  Hi 中\n\n  [ OK ]")
        screen.click(at: CGPoint(x: 40, y: 70)) // points
        #expect(taps == 1)
    }

    @Test(
        "the rendered text shows the last display list painted on a fresh grid, whether or not it was read between renders"
    )
    func freshGridPerRender() {
        let screen = HeadlessScreen(width: 6, height: 1)
        func text(_ string: String) -> DisplayList {
            DisplayList([
                .text(TextRun(text: string, rect: CGRect(x: 0, y: 0, width: 6, height: 1), font: .body, color: .label))
            ])
        }
        #expect(screen.renderedText == "")
        screen.render(text("first"))
        screen.render(text("2nd"))
        #expect(screen.renderedText == "2nd")
        #expect(screen.renderCount == 2)
        #expect(screen.lastDisplayList.textRuns.map(\.text) == ["2nd"])
        // The painted grid is kept until the next render replaces it.
        #expect(screen.cell(x: 0, y: 0)?.character == "2")
        screen.render(text("third"))
        #expect(screen.lines == ["third"])
    }
}
