// Tests of Switch: its four-cell drawing, flipping by click and keys with valueChanged, and silence for
// changes made in code.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("Switch")
@MainActor
struct SwitchTests {
    private func makeSwitch() -> Switch {
        let toggle = Switch(frame: .zero)
        toggle.sizeToFit()
        toggle.frame.origin = CGPoint(x: 1, y: 1)
        return toggle
    }

    @Test("off draws [● ], on draws [ ●] over the on tint; the size is four cells by one row")
    func drawing() {
        let toggle = makeSwitch()
        #expect(toggle.intrinsicContentSize == CGSize(width: 4, height: 1))
        let host = WidgetTestHost(toggle)
        #expect(host.text == "\n [● ]")
        #expect(host.screen.cell(x: 2, y: 1)?.background == nil)
        toggle.setOn(true, animated: true)
        #expect(host.text == "\n [ ●]")
        #expect(host.screen.cell(x: 2, y: 1)?.background == .green)
        #expect(host.screen.cell(x: 3, y: 1)?.background == .green)
        toggle.onTintColor = .orange
        _ = host.text
        #expect(host.screen.cell(x: 2, y: 1)?.background == .orange)
        toggle.isEnabled = false
        _ = host.text
        #expect(host.screen.cell(x: 1, y: 1)?.foreground == .disabledText)
    }

    @Test("a click flips the switch: touchDown, valueChanged, touchUpInside; setting isOn in code sends nothing")
    func click() {
        let toggle = makeSwitch()
        let host = WidgetTestHost(toggle)
        let log = ControlEventLog()
        log.observe(toggle)
        host.screen.click(at: CGPoint(x: 2, y: 1))
        #expect(toggle.isOn)
        #expect(log.take() == ["touchDown", "valueChanged", "touchUpInside"])
        host.screen.click(at: CGPoint(x: 4, y: 1))
        #expect(!toggle.isOn)
        #expect(log.take() == ["touchDown", "valueChanged", "touchUpInside"])
        toggle.isOn = true
        toggle.setOn(false, animated: false)
        #expect(log.take() == [])
    }

    @Test("a press released outside does not flip the switch")
    func releaseOutside() {
        let toggle = makeSwitch()
        let host = WidgetTestHost(toggle)
        let log = ControlEventLog()
        log.observe(toggle)
        host.screen.pointerDown(at: CGPoint(x: 2, y: 1))
        host.screen.pointerUp(at: CGPoint(x: 20, y: 4))
        #expect(!toggle.isOn)
        #expect(!log.take().contains("valueChanged"))
    }

    @Test("with focus Space and Return flip, Left turns off and Right on; each change sends valueChanged once")
    func keys() {
        let toggle = makeSwitch()
        let host = WidgetTestHost(toggle)
        let log = ControlEventLog()
        log.observe(toggle)
        #expect(toggle.becomeFirstResponder())
        host.screen.sendKey(.character(" "))
        #expect(toggle.isOn)
        host.screen.sendKey(.right)
        host.screen.sendKey(.enter)
        #expect(!toggle.isOn)
        host.screen.sendKey(.left)
        host.screen.sendKey(.right)
        #expect(toggle.isOn)
        #expect(log.take() == ["valueChanged", "valueChanged", "valueChanged"])
        toggle.isEnabled = false
        host.screen.sendKey(.character(" "))
        #expect(toggle.isOn)
        #expect(log.take() == [])
    }
}
