// Tests of ProgressView (the bar, clamping, V6) and ActivityIndicatorView (frames on the application
// clock, hiding when stopped, no timer while out of a window).
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("Progress and activity views")
@MainActor
struct ProgressAndActivityTests {
    @Test("the progress bar shows the done part as ━ and the rest as ─, in their tints")
    func progressDrawing() {
        let bar = ProgressView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        bar.progress = 0.3
        let host = WidgetTestHost(bar)
        #expect(host.text == "━━━───────")
        #expect(host.screen.cell(x: 0, y: 0)?.foreground == .tintColor)
        #expect(host.screen.cell(x: 9, y: 0)?.foreground == .gray)
        bar.setProgress(0.75, animated: true)
        bar.progressTintColor = .green
        #expect(host.text == "━━━━━━━━──")
        #expect(host.screen.cell(x: 0, y: 0)?.foreground == .green)
    }

    @Test("progress is clamped to 0…1; a value that is not finite is reported (V6) and ignored")
    func progressClamping() {
        let bar = ProgressView(progressViewStyle: .bar)
        bar.progress = 4
        #expect(bar.progress == 1)
        bar.progress = -1
        #expect(bar.progress == 0)
        let checker = LifecycleChecker()
        LifecycleChecker.$current.withValue(checker) { bar.progress = .nan }
        #expect(bar.progress == 0)
        #expect(checker.diagnostics(rule: "V6").map(\.path) == ["ProgressView"])
    }

    @Test("a spinner steps through its frames every tenth of a second while animating, and hides when stopped")
    func spinnerFrames() {
        let spinner = ActivityIndicatorView(frame: CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(spinner.isHidden)
        let host = WidgetTestHost(spinner)
        #expect(host.text == "")
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        #expect(host.text == "  ⠋")
        host.screen.advance(by: 0.1)
        #expect(host.text == "  ⠙")
        host.screen.advance(by: 0.25)
        #expect(spinner.frameIndex == 3)
        #expect(host.text == "  ⠸")
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        #expect(host.text == "")
        host.screen.advance(by: 1)
        #expect(spinner.frameIndex == 0)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(host.text == "  ⠋")
    }

    @Test("a spinner out of a window runs no timer and resumes when it comes back")
    func spinnerOffWindow() {
        let spinner = ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let host = WidgetTestHost(spinner)
        spinner.startAnimating()
        host.screen.advance(by: 0.1)
        #expect(spinner.frameIndex == 1)
        spinner.removeFromSuperview()
        host.screen.advance(by: 1)
        #expect(spinner.frameIndex == 1)
        host.window.addSubview(spinner)
        host.screen.advance(by: 0.1)
        #expect(spinner.frameIndex == 2)
        spinner.color = .red
        _ = host.text
        #expect(host.screen.cell(x: 0, y: 0)?.foreground == .red)
    }
}
