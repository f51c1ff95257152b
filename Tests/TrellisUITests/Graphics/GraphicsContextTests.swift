// Tests of GraphicsContext: translation to window coordinates, clip balancing, alpha and text runs.
import Foundation
import Testing
import TrellisUI

@Suite("GraphicsContext")
struct GraphicsContextTests {
    @Test("drawing is recorded in window coordinates through the current translation")
    func translation() {
        let context = GraphicsContext(translation: CGPoint(x: 10, y: 5))
        context.fill(CGRect(x: 1, y: 1, width: 2, height: 2), color: .red)
        context.translateBy(x: 3, y: 4)
        context.border(CGRect(x: 0, y: 0, width: 4, height: 3), color: .blue)
        #expect(
            context.displayList.items == [
                .fill(CGRect(x: 11, y: 6, width: 2, height: 2), color: .red),
                .border(CGRect(x: 13, y: 9, width: 4, height: 3), width: 1, color: .blue),
            ])
    }

    @Test("restoring the state pops every clip pushed since the save and brings back the translation")
    func clipBalancing() {
        let context = GraphicsContext()
        context.withState {
            context.translateBy(x: 2, y: 2)
            context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
            context.clip(to: CGRect(x: 1, y: 1, width: 2, height: 2))
            #expect(context.clipBounds == CGRect(x: 1, y: 1, width: 2, height: 2))
        }
        #expect(context.translation == .zero)
        #expect(context.clipBounds == nil)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        let list = context.finish()
        #expect(
            list.items == [
                .pushClip(CGRect(x: 2, y: 2, width: 5, height: 5)),
                .pushClip(CGRect(x: 3, y: 3, width: 2, height: 2)),
                .popClip, .popClip,
                .pushClip(CGRect(x: 0, y: 0, width: 1, height: 1)),
                .popClip,
            ])
    }

    @Test("an unbalanced restore or pop is ignored instead of corrupting the list")
    func unbalancedCalls() {
        let context = GraphicsContext()
        context.restoreState()
        context.append(.popClip)
        context.saveState()
        context.append(.popClip)
        context.restoreState()
        #expect(context.displayList.isEmpty)
    }

    @Test("alpha fades every colour and clear colours record nothing")
    func alpha() {
        let context = GraphicsContext()
        context.alpha = 0.5
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: .red)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: .clear)
        context.fill(.zero, color: .blue)
        #expect(
            context.displayList.items == [
                .fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: Color.red.withAlphaComponent(0.5))
            ])
    }

    @Test("drawText records one run per whole line that fits the rectangle")
    func textRuns() {
        let context = GraphicsContext(translation: CGPoint(x: 1, y: 1))
        let layout = context.drawText(
            "one two three", in: CGRect(x: 0, y: 0, width: 7, height: 2), font: .body, color: .label,
            alignment: .center)
        #expect(layout.lines.map(\.text) == ["one two", "three"])
        #expect(
            context.displayList.textRuns == [
                TextRun(
                    text: "one two", rect: CGRect(x: 1, y: 1, width: 7, height: 1), font: .body, color: .label,
                    alignment: .center),
                TextRun(
                    text: "three", rect: CGRect(x: 1, y: 2, width: 7, height: 1), font: .body, color: .label,
                    alignment: .center),
            ])
        let short = GraphicsContext()
        short.drawText("one two three", in: CGRect(x: 0, y: 0, width: 7, height: 1), font: .body, color: .label)
        #expect(short.displayList.textRuns.map(\.text) == ["one two"])
    }
}

@Suite("Colors and geometry")
struct ColorGeometryTests {
    @Test("colours compare by components; the system name only describes them")
    func colorEquality() {
        #expect(Color.white == Color(white: 1))
        #expect(Color.systemBackground == Color.white)
        #expect(Color.systemBackground.name == "systemBackground")
        #expect(Color(rgb: 0x007AFF) == Color.tintColor)
        #expect(Color(red: 2, green: -1, blue: 0.5).red == 1)
        #expect(Color(rgb: 0x12AB0F).description == "#12AB0F")
        #expect(Color.clear.isClear)
    }

    @Test("edge insets shrink rectangles and grow sizes")
    func insets() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: insets) == CGRect(x: 2, y: 1, width: 4, height: 6))
        #expect(CGRect(x: 0, y: 0, width: 3, height: 3).inset(by: insets).size == .zero)
        #expect(CGSize(width: 1, height: 1).outset(by: insets) == CGSize(width: 7, height: 5))
        #expect(EdgeInsets(all: 2).horizontal == 4)
    }
}
