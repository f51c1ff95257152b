// Rendering of the built-in chrome on the headless grid: the navigation bar (centred title, `‹ Back`
// that pops), the tab bar (selection, clicks, number keys), page sheets (bordered, over a dimmed
// presenter), scroll indicators, button states, labels, and views' backgrounds and borders.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Chrome rendering")
struct ChromeRenderingTests {
    // MARK: Navigation bar

    @Test("The navigation bar centres the title and shows ‹ and the previous title on the left; clicking it pops")
    func navigationBar() {
        let host = ViewControllerTestHost(width: 30, height: 6)
        let artists = ContentViewController(title: "Artists")
        let albums = ContentViewController(title: "Albums")
        let navigation = NavigationController(rootViewController: artists)
        host.show(navigation)
        #expect(host.screen.lines[0] == "           Artists")
        host.run {
            navigation.pushViewController(albums, animated: false)
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[0] == "‹ Artists   Albums")
        #expect(host.screen.cell(x: 0, y: 0)?.foreground == .tintColor)
        #expect(host.screen.cell(x: 12, y: 0)?.foreground == .label)
        host.run { _ = host.screen.click(at: CGPoint(x: 15, y: 0)) } // the title is not a button
        host.advance(0.3)
        #expect(navigation.viewControllers.count == 2)
        host.run { _ = host.screen.click(at: CGPoint(x: 4, y: 0)) }
        host.advance(0.3)
        #expect(navigation.viewControllers.count == 1)
        #expect(host.screen.lines[0] == "           Artists")
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "A long title moves right of the back item and is truncated with …; a previous controller without a title gives ‹ Back"
    )
    func navigationBarCrowded() {
        let host = ViewControllerTestHost(width: 20, height: 4)
        let artists = ContentViewController(title: "Artists")
        let navigation = NavigationController(rootViewController: artists)
        host.show(navigation)
        host.run {
            navigation.pushViewController(ContentViewController(title: "A very long album title"), animated: false)
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[0] == "‹ Artists A very lo…")
        let untitled = ContentViewController()
        host.run {
            navigation.setViewControllers([untitled, ContentViewController(title: "Songs")], animated: false)
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[0] == "‹ Back Songs")
    }

    // MARK: Tab bar

    private func tabs(in host: ViewControllerTestHost, field: TextField? = nil) -> (TabBarController, [ViewController])
    {
        let library = ContentViewController(title: "Library") { root in if let field { root.addSubview(field) } }
        let playing = ContentViewController(title: "Playing")
        let log = ContentViewController(title: "Log")
        let tabs = TabBarController()
        tabs.viewControllers = [library, playing, log]
        host.show(tabs)
        return (tabs, [library, playing, log])
    }

    @Test("The tab bar shows every item, the selected one bracketed in the tint colour; a click selects")
    func tabBarRendering() {
        let host = ViewControllerTestHost(width: 30, height: 5)
        let (tabs, controllers) = tabs(in: host)
        #expect(host.screen.lines[4] == "[Library]  Playing     Log")
        #expect(host.screen.cell(x: 2, y: 4)?.foreground == .tintColor)
        #expect(host.screen.cell(x: 12, y: 4)?.foreground == .label)
        host.run { _ = host.screen.click(at: CGPoint(x: 25, y: 4)) }
        #expect(tabs.selectedIndex == 2)
        #expect(controllers[2].appearanceState == .appeared && controllers[0].appearanceState == .disappeared)
        #expect(host.screen.lines[4] == " Library   Playing    [Log]")
    }

    @Test("Number keys 1–9 select tabs; a number past the last tab goes on up the chain")
    func tabBarNumberKeys() {
        let host = ViewControllerTestHost(width: 30, height: 5)
        let (tabs, controllers) = tabs(in: host)
        host.press(.character("2"))
        #expect(tabs.selectedIndex == 1)
        #expect(controllers[1].appearanceState == .appeared)
        host.press(.character("3"))
        #expect(tabs.selectedIndex == 2)
        host.label("tabs", tabs)
        host.resetLog()
        host.press(.character("9"))
        host.press(.character("1"), .control)
        #expect(tabs.selectedIndex == 2)
        #expect(
            host.calls(of: tabs, host.window).filter { $0.contains("keyDown") } == [
                "tabs.keyDown(9)", "w.keyDown(9)", "tabs.keyDown(ctrl+1)", "w.keyDown(ctrl+1)",
            ])
    }

    @Test("Digits typed into a text field are text, not tab switches; under a presented sheet they switch nothing")
    func tabBarNumberKeysLeftAlone() {
        let host = ViewControllerTestHost(width: 30, height: 12)
        let field = TextField()
        field.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        let (tabs, controllers) = tabs(in: host, field: field)
        #expect(field.becomeFirstResponder())
        host.press(.character("2"))
        #expect(field.text == "2" && tabs.selectedIndex == 0)
        field.resignFirstResponder()
        let sheet = ContentViewController()
        sheet.modalPresentationStyle = .pageSheet
        host.run {
            controllers[0].present(sheet, animated: false)
            host.screen.runUntilIdle()
        }
        host.press(.character("3"))
        #expect(tabs.selectedIndex == 0)
    }

    // MARK: Page sheets

    /// A 40 × 20 window whose root shows `PRESENTER` rows and a button at the top left, with a page
    /// sheet showing `Sheet` presented over it.
    private func presentedSheet(_ host: ViewControllerTestHost) -> (
        ContentViewController, ContentViewController, Button
    ) {
        let button = Button(title: "Tap", style: .plain)
        button.frame = CGRect(x: 0, y: 0, width: 3, height: 1)
        let root = ContentViewController { view in
            view.addSubview(button)
            for row in 1..<20 {
                let label = Label(text: String(repeating: "PRESENTER ", count: 4))
                label.frame = CGRect(x: 0, y: CGFloat(row), width: 40, height: 1)
                view.addSubview(label)
            }
        }
        let sheet = ContentViewController { view in
            let label = Label(text: "Sheet")
            label.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
            view.addSubview(label)
        }
        sheet.modalPresentationStyle = .pageSheet
        host.show(root)
        host.run {
            root.present(sheet, animated: false)
            host.screen.runUntilIdle()
        }
        return (root, sheet, button)
    }

    @Test("A page sheet is drawn bordered, inset from the edges, on its own ground over the dimmed presenter")
    func pageSheetRendering() {
        let host = ViewControllerTestHost(width: 40, height: 20)
        let (_, sheet, _) = presentedSheet(host)
        #expect(sheet.view.frame == CGRect(x: 5, y: 3, width: 30, height: 14))
        let grid = host.screen
        #expect(grid.cell(x: 4, y: 2)?.character == "┌" && grid.cell(x: 35, y: 2)?.character == "┐")
        #expect(grid.cell(x: 4, y: 17)?.character == "└" && grid.cell(x: 35, y: 17)?.character == "┘")
        #expect(grid.cell(x: 20, y: 2)?.character == "─" && grid.cell(x: 4, y: 10)?.character == "│")
        #expect(grid.lines[3] == "PRES│" + "Sheet".padding(toLength: 30, withPad: " ", startingAt: 0) + "│TER")
        #expect(grid.lines[10] == "PRES│" + String(repeating: " ", count: 30) + "│TER")
        // The presenter keeps its text, dimmed: the scrim over the screen's default background marks the
        // cells dim rather than inventing a colour for a background only the terminal knows.
        let dimmed = grid.cell(x: 0, y: 1)
        #expect(dimmed?.character == "P")
        #expect(dimmed?.style.contains(.dim) == true)
        #expect(dimmed?.background == nil)
        #expect(grid.cell(x: 39, y: 19)?.style.contains(.dim) == true)
        // The sheet's inside is opaque: no presenter text, the system background.
        #expect(grid.cell(x: 20, y: 10)?.background == .systemBackground)
        #expect(grid.cell(x: 20, y: 10)?.character == " ")
    }

    @Test("The dimmed presenter takes no clicks; dismissing removes the sheet, its border and the dimming")
    func pageSheetDismissal() {
        let host = ViewControllerTestHost(width: 40, height: 20)
        let (root, _, button) = presentedSheet(host)
        var taps = 0
        button.addAction(for: .primaryActionTriggered) { taps += 1 }
        host.run { _ = host.screen.click(at: CGPoint(x: 1, y: 0)) }
        #expect(taps == 0)
        host.press(.escape)
        host.advance(0.3)
        #expect(root.presentedViewController == nil)
        #expect(!host.window.subviews.contains { $0 is PresentationBackdropView })
        #expect(host.screen.cell(x: 0, y: 1)?.background == nil)
        #expect(host.screen.lines[3] == "PRESENTER PRESENTER PRESENTER PRESENTER")
        host.run { _ = host.screen.click(at: CGPoint(x: 1, y: 0)) }
        #expect(taps == 1)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test("A resized window re-lays out the sheet and its border")
    func pageSheetResize() {
        let host = ViewControllerTestHost(width: 40, height: 20)
        let (_, sheet, _) = presentedSheet(host)
        host.run {
            host.window.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
            host.screen.runUntilIdle()
        }
        // Margins of 3 columns and 1 row, then the border.
        #expect(sheet.view.frame == CGRect(x: 4, y: 2, width: 22, height: 6))
        #expect(host.screen.cell(x: 3, y: 1)?.character == "┌" && host.screen.cell(x: 26, y: 8)?.character == "┘")
        #expect(host.screen.cell(x: 35, y: 17)?.character != "┘")
    }

    @Test("Replacing the root while a sheet is up leaves no backdrop behind")
    func backdropLeavesWithSheet() {
        let host = ViewControllerTestHost(width: 40, height: 20)
        _ = presentedSheet(host)
        host.run {
            host.window.rootViewController = ContentViewController()
            host.screen.runUntilIdle()
        }
        #expect(!host.window.subviews.contains { $0 is PresentationBackdropView })
        #expect(host.screen.renderedText.isEmpty)
    }

    // MARK: Scroll indicator

    /// A 10 × 4 scroll view at the origin over `rows` labelled rows.
    private func scrollView(rows: Int, in host: ViewControllerTestHost) -> ScrollView {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        scrollView.contentSize = CGSize(width: 10, height: CGFloat(rows))
        for row in 0..<rows {
            let label = Label(text: "row \(row)")
            label.frame = CGRect(x: 0, y: CGFloat(row), width: 10, height: 1)
            scrollView.addSubview(label)
        }
        host.show(views: scrollView)
        return scrollView
    }

    private func indicatorColumn(_ host: ViewControllerTestHost) -> String {
        String((0..<4).map { host.screen.cell(x: 9, y: $0)?.character ?? "?" })
    }

    @Test(
        "Content taller than the bounds shows a track on the right edge with a thumb sized by the visible fraction and placed by the offset"
    )
    func scrollIndicator() {
        let host = ViewControllerTestHost(width: 12, height: 6)
        let scrollView = scrollView(rows: 20, in: host)
        #expect(indicatorColumn(host) == "┃│││") // 4 of 20 rows visible: a one-row thumb at the top
        #expect(host.screen.lines[0] == "row 0    ┃")
        #expect(host.screen.cell(x: 9, y: 1)?.foreground == ScrollIndicatorView.trackColor)
        host.run { _ = host.screen.scroll(at: CGPoint(x: 2, y: 2), dy: 8) }
        #expect(scrollView.contentOffset.y == 8)
        #expect(indicatorColumn(host) == "││┃│") // halfway
        #expect(scrollView.becomeFirstResponder())
        host.press(.end)
        #expect(indicatorColumn(host) == "│││┃")
        host.press(.pageUp)
        host.press(.pageUp)
        host.press(.pageUp)
        host.press(.pageUp)
        host.press(.pageUp)
        #expect(scrollView.contentOffset.y == 1)
        #expect(indicatorColumn(host) == "┃│││")
        host.press(.home)
        scrollView.contentSize = CGSize(width: 10, height: 8) // half visible: a two-row thumb
        host.run { host.screen.runUntilIdle() }
        #expect(indicatorColumn(host) == "┃┃││")
    }

    @Test("No indicator when the content fits or when showsVerticalScrollIndicator is off")
    func noScrollIndicator() {
        let host = ViewControllerTestHost(width: 12, height: 6)
        let scrollView = scrollView(rows: 4, in: host)
        #expect(host.screen.lines[0] == "row 0")
        scrollView.contentSize = CGSize(width: 10, height: 30)
        host.run { host.screen.runUntilIdle() }
        #expect(indicatorColumn(host) == "┃│││")
        scrollView.showsVerticalScrollIndicator = false
        host.run { host.screen.runUntilIdle() }
        #expect(indicatorColumn(host) == "    ")
        scrollView.showsVerticalScrollIndicator = true
        scrollView.contentSize = CGSize(width: 10, height: 3)
        host.run { host.screen.runUntilIdle() }
        #expect(indicatorColumn(host) == "    ")
    }

    @Test("The indicator stays in front of subviews added later and lets clicks through to the content under it")
    func scrollIndicatorInFront() {
        let host = ViewControllerTestHost(width: 12, height: 6)
        let scrollView = scrollView(rows: 20, in: host)
        let button = Button(title: "go", style: .plain)
        button.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        button.backgroundColor = .systemBackground
        var taps = 0
        button.addAction(for: .primaryActionTriggered) { taps += 1 }
        scrollView.addSubview(button)
        host.run { host.screen.runUntilIdle() }
        #expect(host.screen.cell(x: 9, y: 0)?.character == "┃")
        #expect(scrollView.subviews.last is ScrollIndicatorView)
        host.run { _ = host.screen.click(at: CGPoint(x: 9, y: 0)) }
        #expect(taps == 1)
    }

    // MARK: Buttons, labels, views

    @Test("A button's normal, focused, highlighted and disabled states all look different")
    func buttonStates() {
        let host = ViewControllerTestHost(width: 20, height: 3)
        let button = Button(title: "OK")
        button.frame = CGRect(x: 0, y: 0, width: 6, height: 1)
        host.show(views: button)
        func look() -> String { "\(host.screen.cell(x: 0, y: 0)!) \(host.screen.cell(x: 2, y: 0)!)" }
        let normal = look()
        host.press(.tab)
        #expect(button.isFirstResponder)
        let focused = look()
        host.run { _ = host.screen.pointerDown(at: CGPoint(x: 2, y: 0)) }
        #expect(button.isHighlighted)
        let highlighted = look()
        host.run { _ = host.screen.pointerUp(at: CGPoint(x: 2, y: 0)) }
        button.resignFirstResponder()
        button.isEnabled = false
        host.run { host.screen.runUntilIdle() }
        let disabled = look()
        #expect(Set([normal, focused, highlighted, disabled]).count == 4)
        #expect(host.screen.lines[0] == "[ OK ]")
        #expect(host.screen.cell(x: 2, y: 0)?.foreground == .disabledText)
    }

    @Test("Labels wrap at word boundaries and truncate what does not fit with …")
    func labels() {
        let host = ViewControllerTestHost(width: 12, height: 6)
        let wrapping = Label(text: "the quick brown fox jumps")
        wrapping.numberOfLines = 0
        wrapping.lineBreakMode = .wordWrap
        wrapping.frame = CGRect(x: 0, y: 0, width: 10, height: 3)
        let truncating = Label(text: "the quick brown fox")
        truncating.frame = CGRect(x: 0, y: 4, width: 10, height: 1)
        host.show(views: wrapping, truncating)
        #expect(Array(host.screen.lines.prefix(5)) == ["the quick", "brown fox", "jumps", "", "the quick…"])
    }

    @Test("A view's background colour fills it and its border colour and width outline it")
    func backgroundAndBorder() {
        let host = ViewControllerTestHost(width: 12, height: 6)
        let view = View(frame: CGRect(x: 1, y: 1, width: 5, height: 3))
        view.backgroundColor = .blue
        view.borderColor = .red
        view.borderWidth = 1
        host.show(views: view)
        #expect(Array(host.screen.lines.prefix(4)) == ["", " ┌───┐", " │   │", " └───┘"])
        #expect(host.screen.cell(x: 1, y: 1)?.foreground == .red)
        #expect(host.screen.cell(x: 1, y: 1)?.background == .blue)
        #expect(host.screen.cell(x: 3, y: 2)?.background == .blue)
        #expect(host.screen.cell(x: 0, y: 0)?.background == nil)
    }
}
