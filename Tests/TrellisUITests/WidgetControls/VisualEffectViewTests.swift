// Tests of VisualEffectView: a blur hides the characters behind it, vibrancy keeps them, the content view
// draws on top and follows the view's size.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("Visual effect view")
@MainActor
struct VisualEffectViewTests {
    private func backdrop() -> Label {
        let label = Label(text: "hello")
        label.frame = CGRect(x: 0, y: 0, width: 5, height: 1)
        return label
    }

    @Test("a blur hides the characters behind it and blends its tint over their colours")
    func blur() {
        let effectView = VisualEffectView(effect: .blur(.light))
        effectView.frame = CGRect(x: 0, y: 0, width: 3, height: 1)
        let host = WidgetTestHost(backdrop(), effectView)
        #expect(host.text == "   lo")
        #expect(host.screen.cell(x: 0, y: 0)?.background != nil)
        #expect(host.screen.cell(x: 3, y: 0)?.background == nil)
    }

    @Test("vibrancy keeps what is behind readable; without an effect nothing is drawn")
    func vibrancyAndNone() {
        let effectView = VisualEffectView(effect: .vibrancy(.dark))
        effectView.frame = CGRect(x: 0, y: 0, width: 3, height: 1)
        let host = WidgetTestHost(backdrop(), effectView)
        #expect(host.text == "hello")
        effectView.effect = .blur(.extraLight)
        #expect(host.text == "   lo")
        effectView.effect = nil
        #expect(host.text == "hello")
        #expect(VisualEffect.vibrancy(.dark).style == .dark)
    }

    @Test("the content view fills the view, follows its size and draws above the effect")
    func contentView() {
        let effectView = VisualEffectView(effect: .blur(.dark))
        effectView.frame = CGRect(x: 0, y: 0, width: 3, height: 1)
        let host = WidgetTestHost(backdrop(), effectView)
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 3, height: 1))
        let mark = Label(text: "X")
        mark.frame = CGRect(x: 1, y: 0, width: 1, height: 1)
        effectView.contentView.addSubview(mark)
        #expect(host.text == " X lo")
        effectView.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        #expect(host.text == " X  o")
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 4, height: 2))
    }
}
