// Tests of Slider: the one-row track, pointer tracking (continuous and not), keys, clamping of the
// value into the range, and the V6 report for values that are not finite.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("Slider")
@MainActor
struct SliderTests {
    /// An eleven-cell slider on row 1: the thumb's cell is the value in tenths.
    private func makeSlider(value: Float = 0) -> Slider {
        let slider = Slider(frame: CGRect(x: 0, y: 1, width: 11, height: 1))
        slider.value = value
        return slider
    }

    @Test("the track is ━ left of the thumb ● and ─ right of it, the thumb at the value's cell")
    func drawing() {
        let slider = makeSlider(value: 0.5)
        let host = WidgetTestHost(slider)
        #expect(host.text == "\n━━━━━●─────")
        #expect(host.screen.cell(x: 0, y: 1)?.foreground == .tintColor)
        #expect(host.screen.cell(x: 10, y: 1)?.foreground == .gray)
        slider.value = 1
        #expect(host.text == "\n━━━━━━━━━━●")
        slider.minimumTrackTintColor = .red
        slider.value = 0
        #expect(host.text == "\n●──────────")
        #expect(slider.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 1))
    }

    @Test("a continuous slider sends valueChanged with each move of the thumb, after the touch event")
    func continuousDrag() {
        let slider = makeSlider()
        let host = WidgetTestHost(slider)
        let log = ControlEventLog()
        log.observe(slider)
        host.screen.pointerDown(at: CGPoint(x: 2, y: 1))
        #expect(slider.value == 0.2)
        host.screen.pointerMove(at: CGPoint(x: 8, y: 1))
        #expect(slider.value == 0.8)
        host.screen.pointerMove(at: CGPoint(x: 8, y: 1))
        host.screen.pointerUp(at: CGPoint(x: 8, y: 1))
        #expect(
            log.take() == [
                "touchDown", "valueChanged", "touchDragInside", "valueChanged", "touchDragInside", "touchUpInside",
            ])
    }

    @Test("a slider that is not continuous sends one valueChanged at the release, before touchUpInside")
    func discreteDrag() {
        let slider = makeSlider()
        slider.isContinuous = false
        let host = WidgetTestHost(slider)
        let log = ControlEventLog()
        log.observe(slider)
        host.screen.pointerDown(at: CGPoint(x: 3, y: 1))
        host.screen.pointerMove(at: CGPoint(x: 6, y: 1))
        host.screen.pointerUp(at: CGPoint(x: 6, y: 1))
        #expect(slider.value == 0.6)
        #expect(log.take() == ["touchDown", "touchDragInside", "valueChanged", "touchUpInside"])
        host.screen.click(at: CGPoint(x: 6, y: 1))
        #expect(log.take() == ["touchDown", "touchUpInside"])
    }

    @Test("dragging past the end clamps the value to the range")
    func dragOutside() {
        let slider = makeSlider(value: 0.5)
        let host = WidgetTestHost(slider)
        host.screen.pointerDown(at: CGPoint(x: 5, y: 1))
        host.screen.pointerMove(at: CGPoint(x: 25, y: 4))
        #expect(slider.value == 1)
        host.screen.pointerMove(at: CGPoint(x: -3, y: 1))
        #expect(slider.value == 0)
        host.screen.pointerUp(at: CGPoint(x: -3, y: 1))
    }

    @Test("with focus the arrows move one cell, Home and End go to the ends, each sending valueChanged")
    func keys() {
        let slider = makeSlider()
        slider.maximumValue = 10
        let host = WidgetTestHost(slider)
        let log = ControlEventLog()
        log.observe(slider)
        #expect(slider.becomeFirstResponder())
        host.screen.sendKey(.right)
        host.screen.sendKey(.up)
        #expect(slider.value == 2)
        host.screen.sendKey(.left)
        #expect(slider.value == 1)
        host.screen.sendKey(.end)
        #expect(slider.value == 10)
        host.screen.sendKey(.right)
        host.screen.sendKey(.home)
        #expect(slider.value == 0)
        #expect(log.take() == ["valueChanged", "valueChanged", "valueChanged", "valueChanged", "valueChanged"])
    }

    @Test("the value stays in the range: raising the minimum above the maximum raises both, as in UIKit")
    func clamping() {
        let slider = makeSlider(value: 0.5)
        slider.value = 3
        #expect(slider.value == 1)
        slider.minimumValue = 2
        #expect(slider.maximumValue == 2)
        #expect(slider.value == 2)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1)
        #expect(slider.value == -1)
    }

    @Test("values that are not finite are reported (V6) with the view's path and not applied")
    func invalidValues() {
        let checker = LifecycleChecker()
        let slider = makeSlider(value: 0.5)
        let host = WidgetTestHost(slider)
        LifecycleChecker.$current.withValue(checker) {
            slider.value = .nan
            slider.minimumValue = .infinity
            slider.maximumValue = -.infinity
        }
        #expect(slider.value == 0.5)
        #expect(slider.minimumValue == 0)
        #expect(slider.maximumValue == 1)
        #expect(checker.diagnostics(rule: "V6").map(\.path) == Array(repeating: "Window > Slider[0]", count: 3))
        _ = host
    }
}
