// Built-in components: TextComponent wrapping/truncation, Flex layout, TextField state, the visible-only list.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

@Suite("Built-in components")
@MainActor struct BuiltInTests {
    @Test("TextComponent wraps at the available width when it may use several lines, else truncates")
    func textWrappingAndTruncation() {
        let host = ComponentTestHost(
            width: 10, height: 5,
            component: Flex {
                TextComponent("hello wide world", numberOfLines: 0)
                TextComponent("hello wide world")
            })
        host.attach()
        host.runUntilIdle()
        #expect(host.screen.lines.prefix(3) == ["hello wide", "world", "hello wid…"])
        let frames = host.mountedViews.map(\.frame)
        #expect(frames == [CGRect(x: 0, y: 0, width: 10, height: 2), CGRect(x: 0, y: 2, width: 10, height: 1)])
    }

    @Test("Plain TextComponent fits an existential's inline buffer; a styled one keeps and compares its style by value")
    func textStorage() {
        // Larger than three words, every `any Component` holding a TextComponent would box it.
        #expect(MemoryLayout<TextComponent>.size <= 3 * MemoryLayout<Int>.size)
        var styled = TextComponent("a", font: .headline, color: .red, numberOfLines: 2)
        #expect(styled.style.font == .headline && styled.style.color == .red && styled.style.numberOfLines == 2)
        #expect(styled == TextComponent("a", font: .headline, color: .red, numberOfLines: 2))
        #expect(styled != TextComponent("a", font: .headline, color: .red))
        styled.style = TextComponent.Style()
        #expect(styled == TextComponent("a"))
        styled.style.lineBreakMode = .truncatingHead
        #expect(styled.style.lineBreakMode == .truncatingHead && styled != TextComponent("a"))
    }

    @Test("A TextComponent's label follows its style across updates, back to the defaults")
    func textStyleUpdates() throws {
        let host = ComponentTestHost(width: 20, height: 2, component: TextComponent("a"))
        host.attach()
        let label = try #require(host.mountedViews.first as? Label)
        func state() -> [String] {
            [
                label.text ?? "-", "\(label.font)", "\(label.textColor)", "\(label.textAlignment)",
                "\(label.numberOfLines)",
            ]
        }
        let plain = state()
        host.update(TextComponent("b", font: .headline, color: .red, alignment: .right, numberOfLines: 0))
        #expect(host.mountedViews.first === label)
        #expect(state() == ["b", "\(Font.headline)", "\(Color.red)", "\(TextAlignment.right)", "0"])
        host.update(TextComponent("a"))
        #expect(state() == plain)
    }

    @Test("Flex lays children out in a row with spacing and grow")
    func flexRow() {
        let host = ComponentTestHost(
            width: 20, height: 1,
            component: Flex(direction: .row, spacing: 1) {
                TextComponent("ab")
                Spacer()
                TextComponent("cd").flexShrink(0)
            })
        host.attach()
        #expect(host.mountedViews.map(\.frame.minX) == [0, 18])
        host.runUntilIdle()
        #expect(host.screen.lines.first == "ab                cd")
    }

    @Test("Flex fits an existential's inline buffer; style, spacing and size read back as set")
    func flexStorage() {
        // Larger than three words, every `any Component` holding a Flex would box it.
        #expect(MemoryLayout<Flex>.size <= 3 * MemoryLayout<Int>.size)
        var flex = Flex(direction: .row, spacing: 2, size: ComponentSize(width: .points(7))) { TextComponent("a") }
        #expect(flex.style.flexDirection == .row && flex.spacing == 2 && flex.size.width == .points(7))
        flex.spacing = 3
        flex.size.height = .points(4)
        flex.style.flexDirection = .column
        #expect(flex.style.flexDirection == .column && flex.spacing == 3)
        #expect(flex.size == ComponentSize(width: .points(7), height: .points(4)))
        // Interned values are shared, not mixed up: another container keeps its own.
        let other = Flex(direction: .row, spacing: 2, size: ComponentSize(width: .points(7))) { TextComponent("b") }
        #expect(other.spacing == 2 && other.style.flexDirection == .row && other.size.height == .auto)
    }

    @Test("Center, Inset, Overlay and Background position their children")
    func layoutComponents() {
        let host = ComponentTestHost(
            width: 20, height: 5,
            component: Center {
                Overlay(
                    Inset(EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), TextComponent("x")),
                    overlay: ViewComponent(attributes: [ViewAttributes.tag(9)]))
            })
        host.attach()
        #expect(
            host.mountedViews.map(\.frame) == [
                CGRect(x: 9, y: 2, width: 1, height: 1), CGRect(x: 8, y: 1, width: 3, height: 3),
            ])
    }

    @Test("TextField's stateful view survives regenerations and keeps what was typed")
    func textFieldSurvivesRegeneration() {
        let log = ActionLog()
        struct Form: Component {
            var title: String
            var log: ActionLog
            func render(_ scope: Scope<Form>) -> (any Component)? {
                let log = self.log
                return Flex {
                    TextComponent(title)
                    TextFieldComponent(
                        initialText: "", placeholder: "name", key: "name", width: 10,
                        onChange: .closure { text, _ in log.add(text) })
                }
            }
        }
        let host = ComponentTestHost(width: 20, height: 3, component: Form(title: "A", log: log))
        host.attach()
        host.runUntilIdle()
        guard let controller = host.root.controllers.first as? TextFieldController, let field = controller.textField
        else {
            Issue.record("no text field")
            return
        }
        _ = field.becomeFirstResponder()
        _ = host.screen.type("hi")
        host.runUntilIdle()
        host.update(Form(title: "B", log: log))
        host.update(Form(title: "C", log: log))
        #expect(controller.textField === field)
        #expect(field.text == "hi")
        #expect(field.superview === controller.view)
        #expect(log.all == ["h", "hi"])
        host.runUntilIdle()
        #expect(host.screen.lines.prefix(2) == ["C", "hi"])
    }

    @Test("ListComponent mounts only the visible rows and recycles views while scrolling")
    func listMountsVisibleRows() {
        let rows = (0..<1000).map { TextComponent("row \($0)").key($0) as any Component }
        let host = ComponentTestHost(width: 20, height: 5, component: ListComponent(rowHeight: 1, rows: rows))
        host.attach()
        let labels = host.mountedViews.compactMap { $0 as? Label }
        #expect(labels.map(\.text) == ["row 0", "row 1", "row 2", "row 3", "row 4"])
        guard let scrollView = host.mountedViews.first as? ScrollView else {
            Issue.record("no scroll view")
            return
        }
        #expect(scrollView.contentSize.height == 1000)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        host.runUntilIdle()
        let scrolled = host.mountedViews.compactMap { $0 as? Label }
        #expect(scrolled.map(\.text) == ["row 500", "row 501", "row 502", "row 503", "row 504"])
        #expect(host.root.lastMountAnalytics.viewsAllocated == 0)
        // The scroll indicator on the right edge: a thin track, the thumb (1 of 5 rows) half-way down.
        #expect(
            host.screen.lines == [
                "row 500            │", "row 501            │", "row 502            ┃", "row 503            │",
                "row 504            │",
            ])
    }
}
