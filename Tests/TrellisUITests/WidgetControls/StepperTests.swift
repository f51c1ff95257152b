// Tests of Stepper: the [-|+] drawing, steps by click and key with valueChanged, the ends of the range
// with and without wrapping, and the V6 report for illegal settings.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("Stepper")
@MainActor
struct StepperTests {
    private func makeStepper() -> Stepper {
        let stepper = Stepper(frame: .zero)
        stepper.sizeToFit()
        return stepper
    }

    @Test("draws [-|+], the half that cannot step dimmed; five cells by one row")
    func drawing() {
        let stepper = makeStepper()
        #expect(stepper.intrinsicContentSize == CGSize(width: 5, height: 1))
        let host = WidgetTestHost(stepper)
        #expect(host.text == "[-|+]")
        #expect(host.screen.cell(x: 1, y: 0)?.foreground == .disabledText)
        #expect(host.screen.cell(x: 3, y: 0)?.foreground == .tintColor)
        stepper.value = 100
        _ = host.text
        #expect(host.screen.cell(x: 1, y: 0)?.foreground == .tintColor)
        #expect(host.screen.cell(x: 3, y: 0)?.foreground == .disabledText)
    }

    @Test("a press on the right half increments and on the left decrements, at the press: touchDown, valueChanged")
    func clicks() {
        let stepper = makeStepper()
        stepper.value = 5
        let host = WidgetTestHost(stepper)
        let log = ControlEventLog()
        log.observe(stepper)
        host.screen.pointerDown(at: CGPoint(x: 3, y: 0))
        #expect(stepper.value == 6)
        _ = host.text
        #expect(host.screen.cell(x: 3, y: 0)?.style.contains(.reverse) == true)
        host.screen.pointerUp(at: CGPoint(x: 3, y: 0))
        #expect(host.text == "[-|+]")
        #expect(host.screen.cell(x: 3, y: 0)?.style.contains(.reverse) == false)
        host.screen.click(at: CGPoint(x: 1, y: 0))
        #expect(stepper.value == 5)
        #expect(
            log.take() == ["touchDown", "valueChanged", "touchUpInside", "touchDown", "valueChanged", "touchUpInside"])
    }

    @Test("at the ends a step clamps, then does nothing; with wraps it continues at the other end")
    func ends() {
        let stepper = makeStepper()
        stepper.maximumValue = 10
        stepper.stepValue = 3
        stepper.value = 9
        let host = WidgetTestHost(stepper)
        let log = ControlEventLog()
        log.observe(stepper)
        #expect(stepper.becomeFirstResponder())
        host.screen.sendKey(.character("+"))
        #expect(stepper.value == 10)
        host.screen.sendKey(.right)
        #expect(stepper.value == 10)
        #expect(log.take() == ["valueChanged"])
        stepper.wraps = true
        host.screen.sendKey(.up)
        #expect(stepper.value == 0)
        host.screen.sendKey(.character("-"))
        #expect(stepper.value == 10)
        host.screen.sendKey(.left)
        host.screen.sendKey(.down)
        #expect(stepper.value == 4)
        #expect(log.take() == ["valueChanged", "valueChanged", "valueChanged", "valueChanged"])
    }

    @Test("a step that is not positive and a minimum not below the maximum are reported (V6) and not applied")
    func invalidSettings() {
        let checker = LifecycleChecker()
        let stepper = makeStepper()
        LifecycleChecker.$current.withValue(checker) {
            stepper.stepValue = 0
            stepper.minimumValue = 100
            stepper.maximumValue = -5
            stepper.value = .nan
        }
        #expect(stepper.stepValue == 1)
        #expect(stepper.minimumValue == 0)
        #expect(stepper.maximumValue == 100)
        #expect(stepper.value == 0)
        #expect(checker.diagnostics(rule: "V6").count == 4)
        stepper.value = 500
        #expect(stepper.value == 100)
    }
}
