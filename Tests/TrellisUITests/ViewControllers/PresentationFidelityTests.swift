// Presentations across root replacement and windows (issue 19, bugs 1 and 2), and containment misuse
// reported through the lifecycle checker (C5).
import Foundation
import Testing
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Presentation fidelity")
struct PresentationFidelityTests {
    // MARK: Bug 1 — replacing the root ends its presentations

    @Test(
        "Replacing the root of a full-screen presentation ends it: a later dismiss is reported and brings back neither the old root nor its view"
    )
    func replacedRootWithFullScreenPresentation() {
        let host = ViewControllerTestHost()
        let r = PlainViewController()
        let f = PlainViewController()
        let n = PlainViewController()
        host.label("r", r)
        host.label("f", f)
        host.label("n", n)
        host.run {
            host.show(r)
            r.present(f, animated: false)
            host.settle()
            host.resetLog()
            host.window.rootViewController = n
            host.settle()
            f.dismiss(animated: false)
            host.settle()
        }
        #expect(
            withoutLayoutCalls(host.calls(of: r, f, n)) == [
                "f.viewWillDisappear(false)",
                "n.loadView()", "n.viewDidLoad()", "n.viewWillAppear(false)", "n.viewIsAppearing(false)",
                "f.viewDidDisappear(false)", "n.viewDidAppear(false)",
            ])
        #expect(host.ruleIDs == ["C2"])
        #expect(r.presentedViewController == nil && f.presentingViewController == nil)
        #expect(r.viewIfLoaded?.superview == nil)
        #expect(host.window.subviews.count == 1 && host.window.subviews.first === n.view)
        #expect(
            r.appearanceState == .disappeared && f.appearanceState == .disappeared && n.appearanceState == .appeared)
    }

    @Test(
        "Replacing the root under a page sheet: root and sheet disappear and leave with their backdrop; nothing comes back on dismiss"
    )
    func replacedRootWithSheet() {
        let host = ViewControllerTestHost()
        let r = PlainViewController()
        let f = PlainViewController()
        f.modalPresentationStyle = .pageSheet
        let n = PlainViewController()
        host.label("r", r)
        host.label("f", f)
        host.label("n", n)
        host.run {
            host.show(r)
            r.present(f, animated: false)
            host.settle()
            host.resetLog()
            host.window.rootViewController = n
            host.settle()
            f.dismiss(animated: true)
            host.advance(0.3)
            host.settle()
        }
        #expect(
            withoutLayoutCalls(host.calls(of: r, f, n)) == [
                "r.viewWillDisappear(false)", "f.viewWillDisappear(false)",
                "n.loadView()", "n.viewDidLoad()", "n.viewWillAppear(false)", "n.viewIsAppearing(false)",
                "r.viewDidDisappear(false)", "f.viewDidDisappear(false)", "n.viewDidAppear(false)",
            ])
        #expect(host.ruleIDs == ["C2"])
        #expect(!host.window.subviews.contains { $0 is PresentationBackdropView })
        #expect(host.window.subviews.count == 1 && host.window.subviews.first === n.view)
    }

    @Test(
        "A dismissal queued behind a running presentation completes quietly when the root is replaced meanwhile; the old root ends disappeared"
    )
    func queuedDismissalAfterRootReplacement() {
        let host = ViewControllerTestHost()
        let r = PlainViewController()
        let f = PlainViewController()
        let n = PlainViewController()
        let marker = Marker()
        host.label("r", r)
        host.label("f", f)
        host.label("n", n)
        host.label("m", marker)
        host.run {
            host.show(r)
            host.resetLog()
            r.present(f, animated: true) { marker.hit("presented") }
            f.dismiss(animated: true) { marker.hit("dismissed") }
            host.advance(0.1)
            host.window.rootViewController = n
            host.advance(0.5)
            host.settle()
        }
        #expect(
            withoutLayoutCalls(host.calls(of: r, f, n, marker)) == [
                "f.loadView()", "f.viewDidLoad()", "r.viewWillDisappear(true)", "f.viewWillAppear(true)",
                "f.viewIsAppearing(true)",
                "f.viewWillDisappear(false)",
                "n.loadView()", "n.viewDidLoad()", "n.viewWillAppear(false)", "n.viewIsAppearing(false)",
                "f.viewDidDisappear(false)", "n.viewDidAppear(false)",
                "r.viewDidDisappear(true)", "m.presented()", "m.dismissed()",
            ])
        #expect(host.ruleIDs.isEmpty)
        #expect(r.appearanceState == .disappeared && r.viewIfLoaded?.superview == nil)
        #expect(host.window.subviews.count == 1 && host.window.subviews.first === n.view)
    }

    // MARK: Bug 2 — a presenting root moves windows with its presentations

    @Test(
        "A root presenting over full screen moved to another visible window takes the presentation along: no callbacks; hiding the old window changes nothing"
    )
    func movingPresentingRootBetweenVisibleWindows() {
        let host = ViewControllerTestHost()
        let w1 = host.window
        let w2 = Window(screen: host.screen)
        host.label("w2", w2)
        let r = PlainViewController()
        let f = PlainViewController()
        f.modalPresentationStyle = .overFullScreen
        let x = PlainViewController()
        host.label("r", r)
        host.label("f", f)
        host.label("x", x)
        var moved: [String] = []
        var hidingOld: [String] = []
        var hidingNew: [String] = []
        var showingNew: [String] = []
        var dismissing: [String] = []
        host.run {
            host.show(x, in: w2)
            host.show(r, in: w1)
            r.present(f, animated: false)
            host.settle()
            host.resetLog()
            w2.rootViewController = r
            host.settle()
            moved = withoutLayoutCalls(host.calls(of: r, f, x))
            #expect(f.view.window === w2 && r.view.window === w2)
            #expect(w1.rootViewController == nil && w1.subviews.isEmpty)
            #expect(w2.subviews.count == 2 && w2.subviews.first === r.view && w2.subviews.last === f.view)
            host.resetLog()
            w1.isHidden = true
            host.settle()
            hidingOld = withoutLayoutCalls(host.calls(of: r, f, x))
            w2.isHidden = true
            host.settle()
            hidingNew = withoutLayoutCalls(host.calls(of: r, f, x))
            host.resetLog()
            w2.isHidden = false
            host.settle()
            showingNew = withoutLayoutCalls(host.calls(of: r, f, x))
            host.resetLog()
            f.dismiss(animated: false)
            host.settle()
            dismissing = withoutLayoutCalls(host.calls(of: r, f, x))
        }
        #expect(moved == ["x.viewWillDisappear(false)", "x.viewDidDisappear(false)"])
        #expect(hidingOld.isEmpty)
        #expect(
            hidingNew == [
                "r.viewWillDisappear(false)", "f.viewWillDisappear(false)", "r.viewDidDisappear(false)",
                "f.viewDidDisappear(false)",
            ])
        #expect(
            showingNew == [
                "r.viewWillAppear(false)", "r.viewIsAppearing(false)", "f.viewWillAppear(false)",
                "f.viewIsAppearing(false)",
                "r.viewDidAppear(false)", "f.viewDidAppear(false)",
            ])
        #expect(dismissing == ["f.viewWillDisappear(false)", "f.viewDidDisappear(false)"])
        #expect(r.presentedViewController == nil && r.appearanceState == .appeared)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "A root covered by a full-screen presentation moved into a hidden window: the presented controller disappears, moves, and appears when the window shows; dismissal returns the root there"
    )
    func movingCoveredRootIntoHiddenWindow() {
        let host = ViewControllerTestHost()
        let w1 = host.window
        let w2 = Window(screen: host.screen)
        let r = PlainViewController()
        let f = PlainViewController()
        host.label("r", r)
        host.label("f", f)
        var moved: [String] = []
        var shown: [String] = []
        var dismissed: [String] = []
        host.run {
            host.show(r, in: w1)
            r.present(f, animated: false)
            host.settle()
            host.resetLog()
            w2.rootViewController = r
            host.settle()
            moved = withoutLayoutCalls(host.calls(of: r, f))
            #expect(w1.rootViewController == nil && w1.subviews.isEmpty)
            #expect(f.view.superview === w2 && r.view.superview == nil)
            host.resetLog()
            w2.makeKeyAndVisible()
            host.settle()
            shown = withoutLayoutCalls(host.calls(of: r, f))
            host.resetLog()
            f.dismiss(animated: false)
            host.settle()
            dismissed = withoutLayoutCalls(host.calls(of: r, f))
        }
        #expect(moved == ["f.viewWillDisappear(false)", "f.viewDidDisappear(false)"])
        #expect(shown == ["f.viewWillAppear(false)", "f.viewIsAppearing(false)", "f.viewDidAppear(false)"])
        #expect(
            dismissed == [
                "f.viewWillDisappear(false)", "r.viewWillAppear(false)", "r.viewIsAppearing(false)",
                "r.viewDidAppear(false)", "f.viewDidDisappear(false)",
            ])
        #expect(r.view.window === w2 && r.view.frame == w2.bounds)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test("A sheet moves with its presenting root and keeps its backdrop in the new window")
    func sheetMovesWithBackdrop() {
        let host = ViewControllerTestHost()
        let w2 = Window(screen: host.screen)
        let r = PlainViewController()
        let f = PlainViewController()
        f.modalPresentationStyle = .pageSheet
        host.run {
            host.show(PlainViewController(), in: w2)
            host.show(r)
            r.present(f, animated: false)
            host.settle()
            w2.rootViewController = r
            host.settle()
        }
        #expect(host.window.subviews.isEmpty)
        #expect(w2.subviews.count == 3)
        #expect(w2.subviews.first === r.view && w2.subviews.last === f.view)
        #expect((w2.subviews[1] as? PresentationBackdropView)?.presentedView === f.view)
        #expect(host.ruleIDs.isEmpty)
    }

    // MARK: Containment misuse (C5)

    @Test("removeFromParent on a controller with no parent is reported (C5) with its path and does nothing")
    func removingOrphanIsReported() {
        let host = ViewControllerTestHost()
        let c = PlainViewController()
        host.label("c", c)
        host.run { c.removeFromParent() }
        #expect(host.calls(of: c).isEmpty)
        #expect(host.ruleIDs == ["C5"])
        #expect(host.diagnostics.first?.path == "PlainViewController")
    }

    @Test(
        "addChild with a controller that has a parent re-parents it as UIKit does and reports it (C5) with the child's path"
    )
    func addingParentedChildIsReported() {
        let host = ViewControllerTestHost()
        let p = PlainViewController()
        let q = FlagProbeViewController()
        let c = PlainViewController()
        host.label("p", p)
        host.label("q", q)
        host.label("c", c)
        host.run {
            host.show(p)
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
            host.settle()
            host.resetLog()
            q.addChild(c)
            c.didMove(toParent: q)
        }
        #expect(
            host.calls(of: c) == [
                "c.willMove(toParent: nil)", "c.didMove(toParent: nil)", "c.willMove(toParent: q)",
                "c.didMove(toParent: q)",
            ])
        #expect(p.children.isEmpty && q.children.first === c)
        #expect(host.ruleIDs == ["C5"])
        #expect(host.diagnostics.first?.path == "Window > PlainViewController > PlainViewController")
    }
}
