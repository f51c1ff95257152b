// Presentation: S12–S15, I9, I10, D15, D19, misuse and leaks after dismissal.
import Foundation
import Testing
import TrellisUITestSupport

@testable import TrellisUI

/// An object whose only purpose is to appear in recordings (completion blocks).
@MainActor
final class Marker {
    func hit(_ callback: String) { LifecycleRecorder.current?.record(self, callback) }
}

@MainActor
@Suite("Presentation")
struct PresentationTests {
    @Test(
        "S12/I10: full-screen present — B loads, A will-disappear, B will-appear; after 0.3 s B did-appear, A did-disappear (A's view removed), then completion"
    )
    func presentFullScreen() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = FlagProbeViewController()
        let marker = Marker()
        host.label("a", a)
        host.label("b", b)
        host.label("present", marker)
        host.run {
            host.show(a)
            host.resetLog()
            a.present(b, animated: true) { marker.hit("completion") }
            #expect(a.presentedViewController === b && b.presentingViewController === a)
            host.advance(0.29)
            #expect(a.view.window != nil)
            host.advance(0.01)
        }
        #expect(
            withoutLayoutCalls(host.calls(of: a, b, marker)) == [
                "b.loadView()", "b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                "b.viewIsAppearing(true)",
                "b.viewDidAppear(true)", "a.viewDidDisappear(true)", "present.completion()",
            ])
        #expect(b.seen == ["willAppear:beingPresented", "didAppear:beingPresented"])
        #expect(a.view.superview == nil)
        #expect(b.view.frame == host.window.bounds)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "S13/D15/I10: full-screen dismiss — B will-disappear, A will-appear as its view returns; then A did-appear, B did-disappear, completion; B released"
    )
    func dismissFullScreen() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let marker = Marker()
        host.label("a", a)
        host.label("dismiss", marker)
        weak var weakB: FlagProbeViewController?
        var calls: [String] = []
        var seen: [String] = []
        host.run {
            host.show(a)
            do {
                let b = FlagProbeViewController()
                host.label("b", b)
                weakB = b
                a.present(b, animated: false)
                host.settle()
                host.resetLog()
                b.seen = []
                b.dismiss(animated: true) { marker.hit("completion") }
                host.advance(0.3)
                calls = withoutLayoutCalls(host.calls(of: a, b, marker))
                seen = b.seen
            }
            host.settle()
        }
        #expect(
            calls == [
                "b.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)",
                "a.viewDidAppear(true)", "b.viewDidDisappear(true)", "dismiss.completion()",
            ])
        #expect(seen == ["willDisappear:beingDismissed", "didDisappear:beingDismissed"])
        #expect(weakB == nil)
        #expect(a.presentedViewController == nil)
        #expect(a.view.window === host.window)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "S14/S15: over-full-screen and page-sheet presentations keep the presenter's view; the presenter gets no callbacks either way",
        arguments: [ModalPresentationStyle.overFullScreen, .pageSheet])
    func presentationKeepingPresenter(style: ModalPresentationStyle) {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        b.modalPresentationStyle = style
        let marker = Marker()
        host.label("a", a)
        host.label("b", b)
        host.label("m", marker)
        host.run {
            host.show(a)
            host.resetLog()
            a.present(b, animated: true) { marker.hit("presented") }
            host.advance(0.3)
            #expect(a.view.window === host.window)
            b.dismiss(animated: true) { marker.hit("dismissed") }
            host.advance(0.3)
        }
        #expect(
            withoutLayoutCalls(host.calls(of: a, b, marker)) == [
                "b.loadView()", "b.viewDidLoad()", "b.viewWillAppear(true)", "b.viewIsAppearing(true)",
                "b.viewDidAppear(true)", "m.presented()",
                "b.viewWillDisappear(true)", "b.viewDidDisappear(true)", "m.dismissed()",
            ])
        #expect(a.appearanceState == .appeared)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("A page sheet is inset from every edge of the window, with a cell left all round for its border")
    func pageSheetFrame() {
        let host = ViewControllerTestHost(width: 40, height: 20)
        let a = PlainViewController()
        let b = PlainViewController()
        b.modalPresentationStyle = .pageSheet
        host.run {
            host.show(a)
            a.present(b, animated: false)
            host.settle()
        }
        // A tenth of 40 × 20 as margins (4 columns, 2 rows), then one cell for the border.
        #expect(b.view.frame == CGRect(x: 5, y: 3, width: 30, height: 14))
    }

    @Test("D19: a dismissal requested while the presentation runs is queued behind it")
    func dismissQueuedBehindPresent() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        host.label("a", a)
        host.label("b", b)
        host.run {
            host.show(a)
            host.resetLog()
            a.present(b, animated: true)
            a.dismiss(animated: true)
            host.advance(0.3)
            #expect(b.appearanceState == .disappearing)
            host.advance(0.3)
        }
        #expect(
            withoutLayoutCalls(host.calls(of: a, b)) == [
                "b.loadView()", "b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                "b.viewIsAppearing(true)",
                "b.viewDidAppear(true)", "a.viewDidDisappear(true)",
                "b.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)",
                "a.viewDidAppear(true)", "b.viewDidDisappear(true)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "A presented navigation controller forwards to its top; isBeingPresented is true only for the presented controller"
    )
    func presentedNavigationController() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let top = FlagProbeViewController()
        let nav = NavigationController(rootViewController: top)
        host.label("a", a)
        host.label("nav", nav)
        host.label("top", top)
        host.run {
            host.show(a)
            host.resetLog()
            a.present(nav, animated: false)
            host.settle()
        }
        #expect(
            withoutLayoutCalls(host.calls(of: nav, top)) == [
                "nav.loadView()", "top.loadView()", "top.viewDidLoad()", "nav.viewDidLoad()",
                "nav.viewWillAppear(false)", "top.viewWillAppear(false)",
                "nav.viewIsAppearing(false)", "top.viewIsAppearing(false)",
                "nav.viewDidAppear(false)", "top.viewDidAppear(false)",
            ])
        #expect(top.seen == ["willAppear:", "didAppear:"])
        #expect(top.presentingViewController === a)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Presenting from a child deep in a tab + navigation hierarchy presents over the window's root; the whole covered hierarchy disappears, parent first"
    )
    func presentFromNestedChild() {
        let host = ViewControllerTestHost()
        let songs = PlainViewController()
        let nav = NavigationController(rootViewController: songs)
        let tabs = TabBarController()
        let b = PlainViewController()
        host.label("songs", songs)
        host.label("nav", nav)
        host.label("tabs", tabs)
        host.label("b", b)
        host.run {
            tabs.viewControllers = [nav]
            host.show(tabs)
            host.resetLog()
            songs.present(b, animated: false)
            host.settle()
        }
        #expect(songs.presentedViewController === b)
        #expect(b.presentingViewController === tabs)
        #expect(
            withoutLayoutCalls(host.calls(of: tabs, nav, songs, b)) == [
                "b.loadView()", "b.viewDidLoad()",
                "tabs.viewWillDisappear(false)", "nav.viewWillDisappear(false)", "songs.viewWillDisappear(false)",
                "b.viewWillAppear(false)", "b.viewIsAppearing(false)",
                "b.viewDidAppear(false)",
                "tabs.viewDidDisappear(false)", "nav.viewDidDisappear(false)", "songs.viewDidDisappear(false)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("Dismissing a controller that presents another dismisses the stacked one first")
    func chainDismissal() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        weak var weakB: ViewController?
        weak var weakC: ViewController?
        host.run {
            host.show(a)
            do {
                let b = PlainViewController()
                let c = PlainViewController()
                weakB = b
                weakC = c
                a.present(b, animated: false)
                host.settle()
                b.present(c, animated: false)
                host.settle()
                #expect(b.appearanceState == .disappeared)
                a.dismiss(animated: true)
                host.advance(0.3)
            }
            host.settle()
        }
        #expect(weakB == nil && weakC == nil)
        #expect(a.appearanceState == .appeared)
        #expect(host.window.subviews.count == 1)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Misuse is reported and ignored: presenting while presenting, presenting off-window, dismissing with nothing presented"
    )
    func presentationMisuse() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        host.run {
            PlainViewController().present(PlainViewController(), animated: false)
            host.show(a)
            a.present(PlainViewController(), animated: false)
            host.settle()
            a.present(PlainViewController(), animated: false)
            PlainViewController().dismiss(animated: false)
        }
        #expect(host.ruleIDs == ["C1", "C1", "C2"])
    }
}
