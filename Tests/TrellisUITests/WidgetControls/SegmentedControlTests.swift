// Tests of SegmentedControl: drawing of the segments and the selection, selecting by click and keys,
// momentary controls, inserting and removing segments around the selection, and V7 for bad indices.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("Segmented control")
@MainActor
struct SegmentedControlTests {
    private func makeControl(_ titles: [String] = ["One", "Two"]) -> SegmentedControl {
        let control = SegmentedControl(items: titles)
        control.sizeToFit()
        return control
    }

    @Test("segments share the width in brackets, separated by bars; the selected one is drawn in the tint")
    func drawing() {
        let control = makeControl()
        #expect(control.intrinsicContentSize == CGSize(width: 13, height: 1))
        let host = WidgetTestHost(control)
        #expect(host.text == "[ One | Two ]")
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(host.screen.cell(x: 8, y: 0)?.background == nil)
        control.selectedSegmentIndex = 1
        _ = host.text
        #expect(host.screen.cell(x: 8, y: 0)?.background == .tintColor)
        #expect(host.screen.cell(x: 8, y: 0)?.foreground == .systemBackground)
        #expect(host.screen.cell(x: 2, y: 0)?.background == nil)
        control.setEnabled(false, forSegmentAt: 0)
        _ = host.text
        #expect(host.screen.cell(x: 2, y: 0)?.foreground == .disabledText)
    }

    @Test(
        "a click selects the segment: touchDown, valueChanged, touchUpInside; clicking it again sends no valueChanged")
    func click() {
        let control = makeControl()
        let host = WidgetTestHost(control)
        let log = ControlEventLog()
        log.observe(control)
        host.screen.click(at: CGPoint(x: 9, y: 0))
        #expect(control.selectedSegmentIndex == 1)
        host.screen.click(at: CGPoint(x: 9, y: 0))
        #expect(log.take() == ["touchDown", "valueChanged", "touchUpInside", "touchDown", "touchUpInside"])
        host.screen.pointerDown(at: CGPoint(x: 2, y: 0))
        host.screen.pointerUp(at: CGPoint(x: 9, y: 0))
        #expect(control.selectedSegmentIndex == 1)
        control.setEnabled(false, forSegmentAt: 0)
        host.screen.click(at: CGPoint(x: 2, y: 0))
        #expect(control.selectedSegmentIndex == 1)
        control.selectedSegmentIndex = 0
        #expect(!log.take().contains("valueChanged"))
    }

    @Test("a momentary control sends valueChanged with the segment selected, then selects none")
    func momentary() {
        let control = makeControl()
        control.isMomentary = true
        let host = WidgetTestHost(control)
        var seen: [Int] = []
        control.addAction(for: .valueChanged) { seen.append(control.selectedSegmentIndex) }
        host.screen.click(at: CGPoint(x: 2, y: 0))
        host.screen.click(at: CGPoint(x: 2, y: 0))
        #expect(seen == [0, 0])
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test("with focus Left and Right select the neighbouring enabled segment")
    func keys() {
        let control = makeControl(["A", "B", "C"])
        let host = WidgetTestHost(control)
        let log = ControlEventLog()
        log.observe(control)
        #expect(control.becomeFirstResponder())
        host.screen.sendKey(.right)
        #expect(control.selectedSegmentIndex == 0)
        control.setEnabled(false, forSegmentAt: 1)
        host.screen.sendKey(.right)
        #expect(control.selectedSegmentIndex == 2)
        host.screen.sendKey(.right)
        #expect(control.selectedSegmentIndex == 2)
        host.screen.sendKey(.left)
        #expect(control.selectedSegmentIndex == 0)
        #expect(log.take() == ["valueChanged", "valueChanged", "valueChanged"])
    }

    @Test("inserting and removing keep the selected segment selected; removing it selects none")
    func editing() {
        let control = makeControl()
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["Zero", "One", "Two"])
        control.insertSegment(withTitle: "Last", at: 99, animated: false)
        #expect(control.titleForSegment(at: 3) == "Last")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        control.setTitle("Uno", forSegmentAt: 0)
        control.insertSegment(with: Image(named: "star"), at: 1, animated: false)
        #expect(control.imageForSegment(at: 1) == Image(named: "star"))
        control.sizeToFit()
        #expect(WidgetTestHost(control).text == "[ Uno  | star | Last ]")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test("indices out of range are reported (V7) with the view's path and change nothing")
    func badIndices() {
        let checker = LifecycleChecker()
        let control = makeControl()
        LifecycleChecker.$current.withValue(checker) {
            control.selectedSegmentIndex = 2
            control.setTitle("x", forSegmentAt: 5)
            control.removeSegment(at: -1, animated: false)
            control.setEnabled(false, forSegmentAt: 9)
        }
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(control.numberOfSegments == 2)
        #expect(checker.diagnostics(rule: "V7").count == 4)
        #expect(checker.diagnostics(rule: "V7").first?.path == "SegmentedControl")
    }
}
