// Tests of Button and Control: titles per state, rendering, pointer tracking event order, key
// activation and target-action registration.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("Button")
@MainActor
struct ButtonTests {
    private func makeButton(_ title: String = "OK", frame: CGRect = CGRect(x: 2, y: 1, width: 6, height: 1)) -> Button {
        let button = Button(title: title)
        button.frame = frame
        return button
    }

    @Test("a button draws as [ Title ] and sizes to it")
    func renders() {
        let button = Button(title: "Save")
        #expect(button.intrinsicContentSize == CGSize(width: 8, height: 1))
        button.sizeToFit()
        button.frame.origin = CGPoint(x: 1, y: 0)
        let host = WidgetTestHost(button)
        #expect(host.text == " [ Save ]")
        #expect(host.screen.cell(x: 3, y: 0)?.foreground == .tintColor)
    }

    @Test(
        "plain and bordered styles",
        arguments: [
            (Button.Style.plain, CGSize(width: 2, height: 1), "OK"),
            (.bordered, CGSize(width: 6, height: 3), "┌────┐\n│ OK │\n└────┘"),
        ])
    func styles(_ style: Button.Style, size: CGSize, expected: String) {
        let button = Button(title: "OK", style: style)
        #expect(button.intrinsicContentSize == size)
        button.sizeToFit()
        #expect(WidgetTestHost(button).text == expected)
    }

    nonisolated static let titleCases: [(Control.State, String)] = [
        (.normal, "normal"),
        (.highlighted, "highlighted"),
        (.selected, "normal"),
        (.disabled, "disabled"),
        ([.highlighted, .selected], "both"),
        ([.disabled, .selected], "disabled"),
        ([.highlighted, .focused], "highlighted"),
    ]

    @Test("the title for a state falls back to disabled, highlighted, selected, then normal", arguments: titleCases)
    func titleFallback(_ state: Control.State, expected: String) {
        let button = Button(title: "normal")
        button.setTitle("highlighted", for: .highlighted)
        button.setTitle("disabled", for: .disabled)
        button.setTitle("both", for: [.highlighted, .selected])
        #expect(button.title(for: state) == expected)
    }

    @Test("title colours: set per state, disabled defaults to the disabled colour, normal to the tint")
    func titleColors() {
        let button = Button(title: "x")
        #expect(button.titleColor(for: .normal) == .tintColor)
        #expect(button.titleColor(for: .disabled) == .disabledText)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .highlighted)
        #expect(button.titleColor(for: .selected) == .red)
        #expect(button.titleColor(for: .highlighted) == .green)
        #expect(button.titleColor(for: .disabled) == .disabledText)
    }

    @Test("a click sends touchDown, touchUpInside, primaryActionTriggered; highlighted only while pressed")
    func clickOrder() {
        let button = makeButton()
        let host = WidgetTestHost(button)
        let log = ControlEventLog()
        log.observe(button)
        host.screen.pointerDown(at: CGPoint(x: 4, y: 1))
        #expect(button.isHighlighted)
        #expect(button.state == .highlighted)
        #expect(host.text == "\n  [ OK ]")
        #expect(host.screen.cell(x: 4, y: 1)?.background == .tintColor) // drawn reversed
        #expect(host.screen.cell(x: 4, y: 1)?.foreground == .systemBackground)
        host.screen.pointerUp(at: CGPoint(x: 4, y: 1))
        #expect(!button.isHighlighted)
        #expect(log.take() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(host.screen.cell(x: 4, y: 1)?.background == nil)
    }

    @Test("dragging out and back in while pressed: exit, enter and the drag events in order")
    func dragOrder() {
        let button = makeButton()
        let host = WidgetTestHost(button)
        let log = ControlEventLog()
        log.observe(button)
        host.screen.pointerDown(at: CGPoint(x: 3, y: 1))
        host.screen.pointerMove(at: CGPoint(x: 4, y: 1))
        host.screen.pointerMove(at: CGPoint(x: 20, y: 4))
        #expect(!button.isHighlighted)
        host.screen.pointerMove(at: CGPoint(x: 5, y: 1))
        #expect(button.isHighlighted)
        host.screen.pointerMove(at: CGPoint(x: 20, y: 4))
        host.screen.pointerUp(at: CGPoint(x: 20, y: 4))
        #expect(
            log.take() == [
                "touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragEnter",
                "touchDragInside",
                "touchDragExit", "touchDragOutside", "touchUpOutside",
            ])
    }

    @Test("control events follow their pointer callbacks and the highlight redraw comes in the next display step")
    func recordedOrder() {
        let button = makeButton()
        let host = WidgetTestHost(button)
        let events = record(labeling: ["b": button]) { host.screen.click(at: CGPoint(x: 4, y: 1)) }
        #expect(
            events.callbacks(of: button) == [
                "b.pointerDown(down (4.0, 1.0))", "b.sendActions(for: touchDown)", "b.draw((0, 0, 6, 1))",
                "b.pointerUp(up (4.0, 1.0))", "b.sendActions(for: touchUpInside)",
                "b.sendActions(for: primaryActionTriggered)", "b.draw((0, 0, 6, 1))",
            ])
    }

    @Test("a disabled button sends nothing and draws its disabled title in the disabled colour")
    func disabled() {
        let button = makeButton()
        button.setTitle("no", for: .disabled)
        button.isEnabled = false
        let host = WidgetTestHost(button)
        let log = ControlEventLog()
        log.observe(button)
        host.screen.click(at: CGPoint(x: 4, y: 1))
        host.screen.sendKey(.enter)
        #expect(log.take() == [])
        #expect(button.state == .disabled)
        #expect(host.text == "\n  [ no ]")
        #expect(host.screen.cell(x: 4, y: 1)?.foreground == .disabledText)
    }

    @Test("Return and Space activate the first-responder button: touchUpInside then primaryActionTriggered")
    func keyActivation() {
        let button = makeButton()
        let host = WidgetTestHost(button)
        let log = ControlEventLog()
        log.observe(button)
        host.screen.sendKey(.enter)
        #expect(log.take() == []) // not first responder yet
        #expect(host.screen.cell(x: 4, y: 1)?.background == nil)
        #expect(button.becomeFirstResponder())
        #expect(button.state == .focused)
        #expect(host.text == "\n  [ OK ]")
        #expect(host.screen.cell(x: 4, y: 1)?.background != nil) // the focus tint
        host.screen.sendKey(.enter)
        host.screen.sendKey(.character(" "))
        host.screen.sendKey(.character("x"))
        host.screen.sendKey(.enter, modifiers: .control)
        #expect(log.take() == ["touchUpInside", "primaryActionTriggered", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("leaving the window while pressed cancels tracking")
    func cancel() {
        let button = makeButton()
        let host = WidgetTestHost(button)
        let log = ControlEventLog()
        log.observe(button)
        host.screen.pointerDown(at: CGPoint(x: 4, y: 1))
        button.removeFromSuperview()
        #expect(!button.isTracking)
        #expect(!button.isHighlighted)
        host.screen.pointerUp(at: CGPoint(x: 4, y: 1))
        #expect(log.take() == ["touchDown", "touchCancel"])
    }

    @Test("disabling a pressed button cancels tracking")
    func disableWhileTracking() {
        let button = makeButton()
        let host = WidgetTestHost(button)
        let log = ControlEventLog()
        log.observe(button)
        host.screen.pointerDown(at: CGPoint(x: 4, y: 1))
        button.isEnabled = false
        host.screen.pointerUp(at: CGPoint(x: 4, y: 1))
        #expect(log.take() == ["touchDown", "touchCancel"])
    }
}

@Suite("Control target-action")
@MainActor
struct ControlTargetActionTests {
    @MainActor
    final class Target {
        var calls: [String] = []
        func tapped() { calls.append("tapped()") }
        func tapped(_ sender: Button) { calls.append("tapped(\(sender.currentTitle ?? ""))") }
        func changed(_ sender: TextField) { calls.append("changed") }
    }

    @Test("curried method targets run in registration order with closures; the sender form gets the control")
    func targetsAndClosures() {
        let button = Button(title: "Go")
        let target = Target()
        var order: [String] = []
        button.addAction(for: .touchUpInside) { order.append("closure 1") }
        button.addTarget(target, action: Target.tapped as (Target) -> () -> Void, for: .touchUpInside)
        button.addTarget(target, action: Target.tapped as (Target) -> (Button) -> Void, for: .primaryActionTriggered)
        button.addTarget(target, action: Target.changed, for: .touchUpInside) // wrong sender type: skipped
        button.addAction(for: [.touchUpInside, .primaryActionTriggered]) { control in
            order.append("closure 2 \((control as? Button)?.currentTitle ?? "")")
        }
        button.activate()
        #expect(order == ["closure 1", "closure 2 Go", "closure 2 Go"])
        #expect(target.calls == ["tapped()", "tapped(Go)"])
        #expect(button.allTargets.count == 1)
        #expect(button.allControlEvents == [.touchUpInside, .primaryActionTriggered])
    }

    @Test("targets are held weakly and dropped once deallocated")
    func weakTargets() {
        let button = Button(title: "Go")
        weak var weakTarget: Target?
        do {
            let target = Target()
            weakTarget = target
            button.addTarget(target, action: Target.tapped as (Target) -> () -> Void, for: .touchUpInside)
            #expect(button.allTargets.count == 1)
        }
        #expect(weakTarget == nil)
        button.activate()
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents == [])
    }

    @Test("removeTarget and removeAction unregister exactly what they name")
    func removal() {
        let button = Button(title: "Go")
        let target = Target()
        var closureCalls = 0
        let identifier = button.addAction(for: .touchUpInside) { closureCalls += 1 }
        button.addTarget(
            target, action: Target.tapped as (Target) -> () -> Void, for: [.touchUpInside, .primaryActionTriggered])
        button.removeTarget(target, for: .primaryActionTriggered)
        button.activate()
        #expect(target.calls == ["tapped()"])
        #expect(closureCalls == 1)
        button.removeTarget(nil)
        button.removeAction(identifier)
        button.activate()
        #expect(target.calls == ["tapped()"])
        #expect(closureCalls == 1)
        #expect(button.allControlEvents == [])
    }

    @Test("an action may register further actions while events are sent without disturbing the current send")
    func reentrantRegistration() {
        let button = Button(title: "Go")
        var calls: [String] = []
        button.addAction(for: .touchUpInside) {
            calls.append("first")
            button.addAction(for: .touchUpInside) { calls.append("added") }
        }
        button.sendActions(for: .touchUpInside)
        #expect(calls == ["first"])
        button.sendActions(for: .touchUpInside)
        #expect(calls == ["first", "first", "added"])
    }
}
