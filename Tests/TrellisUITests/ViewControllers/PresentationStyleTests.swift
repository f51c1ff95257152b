// Presentation styles beyond full screen and page sheet: current context (with
// definesPresentationContext), form sheet, automatic, popover (anchor, arrow, adaptivity), custom
// transitions, the adaptive presentation delegate, and the transition coordinator of present/dismiss.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

/// Records the adaptive-presentation callbacks it receives; answers as configured.
@MainActor
final class RecordingPresentationDelegate: AdaptivePresentationControllerDelegate {
    var allowsDismissal = true
    var adaptiveStyle: ModalPresentationStyle?

    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        adaptiveStyle ?? controller.adaptivePresentationStyle
    }
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        LifecycleRecorder.current?.record(self, "presentationControllerShouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        LifecycleRecorder.current?.record(self, "presentationControllerWillDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        LifecycleRecorder.current?.record(self, "presentationControllerDidDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        LifecycleRecorder.current?.record(self, "presentationControllerDidAttemptToDismiss")
    }
}

/// An animator that puts the presented view in place and completes after `duration` on the
/// application clock; a dismissal animator only waits.
@MainActor
final class PresentationClockAnimator: ViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    var completes = true

    init(duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        LifecycleRecorder.current?.record(self, "animateTransition")
        if let to = transitionContext.viewController(forKey: .to), let view = transitionContext.view(forKey: .to),
            transitionContext.finalFrame(for: to) != .zero, view.superview == nil
        {
            view.frame = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(view)
        }
        let completes = self.completes
        transitionContext.containerView.window?.application.scheduleTimer(after: duration) { _ in
            transitionContext.completeTransition(completes)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        LifecycleRecorder.current?.record(self, "animationEnded", ["\(transitionCompleted)"])
    }
}

/// A presentation controller covering the lower half of its container and removing the presenter's view.
@MainActor
final class LowerHalfPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { true }
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let half = (container.bounds.height / 2).rounded(.down)
        return CGRect(x: 0, y: half, width: container.bounds.width, height: container.bounds.height - half)
    }
    override func presentationTransitionWillBegin() {
        LifecycleRecorder.current?.record(self, "presentationTransitionWillBegin")
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        LifecycleRecorder.current?.record(self, "presentationTransitionDidEnd", ["\(completed)"])
    }
    override func dismissalTransitionWillBegin() {
        LifecycleRecorder.current?.record(self, "dismissalTransitionWillBegin")
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        LifecycleRecorder.current?.record(self, "dismissalTransitionDidEnd", ["\(completed)"])
    }
}

/// Hands out the animators and the presentation controller of a custom presentation.
@MainActor
final class CustomPresentationTransitionDelegate: ViewControllerTransitioningDelegate {
    let presentAnimator: PresentationClockAnimator
    let dismissAnimator: PresentationClockAnimator
    var presentationControllers: [PresentationController] = []
    /// The presentation controller to hand out (else a new ``LowerHalfPresentationController``).
    var preparedPresentationController: PresentationController?

    init(presentAnimator: PresentationClockAnimator, dismissAnimator: PresentationClockAnimator) {
        self.presentAnimator = presentAnimator
        self.dismissAnimator = dismissAnimator
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { presentAnimator }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        dismissAnimator
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        let controller =
            preparedPresentationController
            ?? LowerHalfPresentationController(presentedViewController: presented, presenting: presenting)
        presentationControllers.append(controller)
        return controller
    }
}

/// Registers alongside and completion blocks with its transition coordinator in its will-callbacks
/// and records what it saw.
@MainActor
final class PresentationCoordinatedViewController: ViewController {
    var seen: [String] = []

    private func register(_ callback: String) {
        guard let coordinator = transitionCoordinator else {
            seen.append("\(callback): no coordinator")
            return
        }
        seen.append(
            "\(callback): animated \(coordinator.isAnimated), duration \(coordinator.transitionDuration), style \(coordinator.presentationStyle.map { "\($0)" } ?? "none")"
        )
        coordinator.animate(
            alongsideTransition: { _ in
                LifecycleRecorder.current?.record(self, "alongside-\(callback)")
            },
            completion: { context in
                LifecycleRecorder.current?.record(self, "completion-\(callback)", ["cancelled: \(context.isCancelled)"])
            })
    }

    override func viewWillAppear(_ animated: Bool) { register("willAppear") }
    override func viewWillDisappear(_ animated: Bool) { register("willDisappear") }
    override func viewDidAppear(_ animated: Bool) {
        seen.append("didAppear: coordinator \(transitionCoordinator == nil ? "nil" : "set")")
    }
}

@MainActor
@Suite("Presentation styles")
struct PresentationStyleTests {
    // MARK: Current context

    @Test(
        "currentContext with a context defined by a child: presented inside the context's view, filling it; nobody else gets callbacks"
    )
    func currentContextInsideDefinedContext() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let p = PlainViewController()
        let c = PlainViewController()
        let g = PlainViewController()
        let x = PlainViewController()
        c.definesPresentationContext = true
        x.modalPresentationStyle = .currentContext
        let marker = Marker()
        for (name, object) in [("p", p), ("c", c), ("g", g), ("x", x)] as [(String, AnyObject)] {
            host.label(name, object)
        }
        host.label("m", marker)
        host.run {
            host.show(p)
            p.addChild(c)
            c.view.frame = CGRect(x: 0, y: 0, width: 20, height: 12)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
            c.addChild(g)
            c.view.addSubview(g.view)
            g.didMove(toParent: c)
            host.settle()
            host.resetLog()
            g.present(x, animated: true) { marker.hit("presented") }
            host.advance(0.3)
            host.settle()
        }
        #expect(
            withoutLayoutCalls(host.calls(of: p, c, g, x, marker)) == [
                "x.loadView()", "x.viewDidLoad()", "x.viewWillAppear(true)", "x.viewIsAppearing(true)",
                "x.viewDidAppear(true)", "m.presented()",
            ])
        #expect(x.presentingViewController === c && c.presentedViewController === x && g.presentedViewController === x)
        #expect(p.presentedViewController == nil)
        #expect(x.view.superview === c.view && x.view.frame == c.view.bounds)
        #expect(c.appearanceState == .appeared && host.ruleIDs.isEmpty)
    }

    @Test(
        "A controller presented in a context leaves, hides and comes back with the context's view, and is dismissed from it"
    )
    func currentContextFollowsContextView() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let p = PlainViewController()
        let c = PlainViewController()
        let x = PlainViewController()
        c.definesPresentationContext = true
        x.modalPresentationStyle = .overCurrentContext
        for (name, object) in [("p", p), ("c", c), ("x", x)] as [(String, AnyObject)] { host.label(name, object) }
        var removed: [String] = []
        var returned: [String] = []
        var hidden: [String] = []
        var dismissed: [String] = []
        host.run {
            host.show(p)
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
            c.present(x, animated: false)
            host.settle()
            host.resetLog()
            c.view.removeFromSuperview() // what a container does when it switches away from c
            host.settle()
            removed = withoutLayoutCalls(host.calls(of: c, x))
            host.resetLog()
            p.view.addSubview(c.view)
            host.settle()
            returned = withoutLayoutCalls(host.calls(of: c, x))
            host.resetLog()
            host.window.isHidden = true
            host.settle()
            host.window.isHidden = false
            host.settle()
            hidden = withoutLayoutCalls(host.calls(of: c, x))
            host.resetLog()
            x.dismiss(animated: false)
            host.settle()
            dismissed = withoutLayoutCalls(host.calls(of: c, x))
        }
        #expect(
            removed == [
                "c.viewWillDisappear(false)", "x.viewWillDisappear(false)", "c.viewDidDisappear(false)",
                "x.viewDidDisappear(false)",
            ])
        #expect(
            returned == [
                "c.viewWillAppear(false)", "x.viewWillAppear(false)", "c.viewIsAppearing(false)",
                "x.viewIsAppearing(false)",
                "c.viewDidAppear(false)", "x.viewDidAppear(false)",
            ])
        #expect(
            hidden == [
                "c.viewWillDisappear(false)", "x.viewWillDisappear(false)", "c.viewDidDisappear(false)",
                "x.viewDidDisappear(false)",
                "c.viewWillAppear(false)", "c.viewIsAppearing(false)", "x.viewWillAppear(false)",
                "x.viewIsAppearing(false)",
                "c.viewDidAppear(false)", "x.viewDidAppear(false)",
            ])
        #expect(dismissed == ["x.viewWillDisappear(false)", "x.viewDidDisappear(false)"])
        #expect(x.viewIfLoaded?.superview == nil && c.presentedViewController == nil)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "Without a defined context, currentContext covers the window-level controller as fullScreen does (presenter disappears); overCurrentContext as overFullScreen (presenter gets nothing)",
        arguments: [ModalPresentationStyle.currentContext, .overCurrentContext])
    func currentContextWithoutDefinedContext(style: ModalPresentationStyle) {
        let host = ViewControllerTestHost()
        let r = PlainViewController()
        let child = PlainViewController()
        let x = PlainViewController()
        x.modalPresentationStyle = style
        host.label("r", r)
        host.label("x", x)
        host.run {
            host.show(r)
            r.addChild(child)
            r.view.addSubview(child.view)
            child.didMove(toParent: r)
            host.settle()
            host.resetLog()
            child.present(x, animated: false)
            host.settle()
        }
        let removes = style == .currentContext
        #expect(
            withoutLayoutCalls(host.calls(of: r, x))
                == (removes
                    ? [
                        "x.loadView()", "x.viewDidLoad()", "r.viewWillDisappear(false)", "x.viewWillAppear(false)",
                        "x.viewIsAppearing(false)", "x.viewDidAppear(false)", "r.viewDidDisappear(false)",
                    ]
                    : [
                        "x.loadView()", "x.viewDidLoad()", "x.viewWillAppear(false)", "x.viewIsAppearing(false)",
                        "x.viewDidAppear(false)",
                    ]))
        #expect(x.presentingViewController === r)
        #expect(x.view.frame == host.window.bounds)
        #expect((r.view.superview === host.window) == !removes)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "currentContext from a page sheet covers the sheet's frame; the sheet disappears and comes back with its border on dismissal"
    )
    func currentContextOverSheet() {
        let host = ViewControllerTestHost(width: 40, height: 20)
        let r = PlainViewController()
        let f = PlainViewController()
        f.modalPresentationStyle = .pageSheet
        let x = PlainViewController()
        x.modalPresentationStyle = .currentContext
        host.label("r", r)
        host.label("f", f)
        host.label("x", x)
        var presenting: [String] = []
        var dismissing: [String] = []
        host.run {
            host.show(r)
            r.present(f, animated: false)
            host.settle()
            host.resetLog()
            f.present(x, animated: false)
            host.settle()
            presenting = withoutLayoutCalls(host.calls(of: r, f, x))
            #expect(x.view.frame == CGRect(x: 5, y: 3, width: 30, height: 14))
            #expect(f.viewIfLoaded?.superview == nil)
            host.resetLog()
            x.dismiss(animated: false)
            host.settle()
            dismissing = withoutLayoutCalls(host.calls(of: r, f, x))
        }
        #expect(
            presenting == [
                "x.loadView()", "x.viewDidLoad()", "f.viewWillDisappear(false)", "x.viewWillAppear(false)",
                "x.viewIsAppearing(false)", "x.viewDidAppear(false)", "f.viewDidDisappear(false)",
            ])
        #expect(
            dismissing == [
                "x.viewWillDisappear(false)", "f.viewWillAppear(false)", "f.viewIsAppearing(false)",
                "f.viewDidAppear(false)", "x.viewDidDisappear(false)",
            ])
        #expect(host.window.subviews.count == 3 && host.window.subviews.last === f.view)
        #expect((host.window.subviews[1] as? PresentationBackdropView)?.presentedView === f.view)
        #expect(f.view.frame == CGRect(x: 5, y: 3, width: 30, height: 14))
        #expect(host.ruleIDs.isEmpty)
    }

    // MARK: Sheets

    @Test(
        "A form sheet is centred at its preferred content size on a regular window, keeps the presenter shown, and adapts to a page sheet on a compact one"
    )
    func formSheet() {
        let wide = ViewControllerTestHost(width: 100, height: 30)
        let r = PlainViewController()
        let f = PlainViewController()
        f.modalPresentationStyle = .formSheet
        f.preferredContentSize = CGSize(width: 40, height: 10)
        wide.label("r", r)
        wide.label("f", f)
        wide.run {
            wide.show(r)
            wide.resetLog()
            r.present(f, animated: false)
            wide.settle()
        }
        #expect(f.view.frame == CGRect(x: 30, y: 10, width: 40, height: 10))
        #expect(f.presentationController?.presentationStyle == .formSheet)
        #expect(
            withoutLayoutCalls(wide.calls(of: r, f)) == [
                "f.loadView()", "f.viewDidLoad()", "f.viewWillAppear(false)", "f.viewIsAppearing(false)",
                "f.viewDidAppear(false)",
            ])
        #expect(wide.window.subviews.contains { ($0 as? PresentationBackdropView)?.presentedView === f.view })

        let narrow = ViewControllerTestHost(width: 40, height: 12)
        let r2 = PlainViewController()
        let f2 = PlainViewController()
        f2.modalPresentationStyle = .formSheet
        narrow.run {
            narrow.show(r2)
            r2.present(f2, animated: false)
            narrow.settle()
        }
        #expect(f2.presentationController?.presentationStyle == .pageSheet)
        #expect(f2.view.frame == CGRect(x: 5, y: 2, width: 30, height: 8))
        #expect(wide.ruleIDs.isEmpty && narrow.ruleIDs.isEmpty)
    }

    @Test("automatic resolves to a page sheet: inset frame, backdrop, and no callbacks for the presenter")
    func automaticIsPageSheet() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let r = PlainViewController()
        let f = PlainViewController()
        f.modalPresentationStyle = .automatic
        host.label("r", r)
        host.label("f", f)
        host.run {
            host.show(r)
            host.resetLog()
            r.present(f, animated: true)
            host.advance(0.3)
            #expect(f.presentationController?.presentationStyle == .pageSheet)
            #expect(f.view.frame == CGRect(x: 5, y: 2, width: 30, height: 8))
            #expect(host.window.subviews.contains { ($0 as? PresentationBackdropView)?.presentedView === f.view })
            f.dismiss(animated: true)
            host.advance(0.3)
        }
        #expect(
            withoutLayoutCalls(host.calls(of: r, f)) == [
                "f.loadView()", "f.viewDidLoad()", "f.viewWillAppear(true)", "f.viewIsAppearing(true)",
                "f.viewDidAppear(true)",
                "f.viewWillDisappear(true)", "f.viewDidDisappear(true)",
            ])
        #expect(host.ruleIDs.isEmpty)
    }

    // MARK: Popovers

    private func popoverHost(anchorAt anchorFrame: CGRect) -> (ViewControllerTestHost, ContentViewController, View) {
        let host = ViewControllerTestHost(width: 100, height: 30)
        let anchor = View(frame: anchorFrame)
        let root = ContentViewController { view in view.addSubview(anchor) }
        host.show(root)
        return (host, root, anchor)
    }

    @Test(
        "A popover anchored to a view sits below it with an up arrow in its border, at its preferred size; the presenter gets nothing"
    )
    func popoverBelowAnchor() {
        let (host, root, anchor) = popoverHost(anchorAt: CGRect(x: 40, y: 5, width: 10, height: 1))
        let p = ContentViewController()
        p.modalPresentationStyle = .popover
        p.preferredContentSize = CGSize(width: 20, height: 6)
        p.popoverPresentationController?.sourceView = anchor
        host.label("root", root)
        host.label("p", p)
        host.run {
            host.resetLog()
            root.present(p, animated: false)
            host.screen.runUntilIdle()
        }
        #expect(p.view.frame == CGRect(x: 35, y: 7, width: 20, height: 6))
        #expect(p.popoverPresentationController?.arrowDirection == .up)
        #expect(
            host.calls(of: root, p).filter { !$0.contains("Layout") } == [
                "p.loadView()", "p.viewDidLoad()", "p.viewWillAppear(false)", "p.viewIsAppearing(false)",
                "p.viewDidAppear(false)",
            ])
        #expect(host.screen.cell(x: 45, y: 6)?.character == "▲")
        #expect(host.screen.cell(x: 34, y: 6)?.character == "┌")
        // A popover dims nothing.
        #expect(host.screen.cell(x: 1, y: 1)?.background == nil)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "A popover whose arrow may only point down sits above its anchor, anchored by a rectangle inside the source view"
    )
    func popoverAboveAnchor() {
        let (host, root, anchor) = popoverHost(anchorAt: CGRect(x: 0, y: 20, width: 100, height: 2))
        let p = ContentViewController()
        p.modalPresentationStyle = .popover
        p.preferredContentSize = CGSize(width: 20, height: 6)
        p.popoverPresentationController?.sourceView = anchor
        p.popoverPresentationController?.sourceRect = CGRect(x: 60, y: 0, width: 2, height: 1)
        p.popoverPresentationController?.permittedArrowDirections = .down
        host.run {
            root.present(p, animated: false)
            host.screen.runUntilIdle()
        }
        #expect(p.view.frame == CGRect(x: 51, y: 13, width: 20, height: 6))
        #expect(p.popoverPresentationController?.arrowDirection == .down)
        #expect(host.screen.cell(x: 61, y: 19)?.character == "▼")
        #expect(host.ruleIDs.isEmpty)
    }

    @Test("A popover anchored to a bar button item points at the item's button in the navigation bar")
    func popoverFromBarButtonItem() {
        let host = ViewControllerTestHost(width: 100, height: 30)
        let content = ContentViewController(title: "Songs")
        let item = BarButtonItem(title: "Sort", primaryAction: {})
        content.navigationItem.rightBarButtonItem = item
        let navigation = NavigationController(rootViewController: content)
        host.show(navigation)
        let p = ContentViewController()
        p.modalPresentationStyle = .popover
        p.preferredContentSize = CGSize(width: 20, height: 6)
        p.popoverPresentationController?.barButtonItem = item
        host.run {
            content.present(p, animated: false)
            host.screen.runUntilIdle()
        }
        func button(in view: View) -> View? {
            for subview in view.subviews {
                if let found = subview as? BarButton, found.item === item { return found }
                if let found = button(in: subview) { return found }
            }
            return nil
        }
        let shown = button(in: host.window)
        #expect(shown != nil)
        guard let shown else { return }
        let anchor = shown.convert(shown.bounds, to: host.window)
        #expect(p.popoverPresentationController?.arrowDirection == .up)
        #expect(p.view.frame.minY == anchor.maxY + 1 && p.view.frame.size == CGSize(width: 20, height: 6))
        #expect(p.view.frame.maxX <= 99 && p.view.frame.minX <= anchor.midX && anchor.midX <= p.view.frame.maxX)
        #expect(host.screen.cell(x: Int(anchor.midX.rounded(.down)), y: Int(anchor.maxY))?.character == "▲")
        #expect(host.ruleIDs.isEmpty)
    }

    @Test("A click outside a popover dismisses it through its delegate")
    func popoverClickOutside() {
        let (host, root, anchor) = popoverHost(anchorAt: CGRect(x: 40, y: 5, width: 10, height: 1))
        let p = ContentViewController()
        let delegate = RecordingPresentationDelegate()
        p.modalPresentationStyle = .popover
        p.popoverPresentationController?.sourceView = anchor
        p.presentationController?.delegate = delegate
        host.label("p", p)
        host.label("delegate", delegate)
        host.run {
            root.present(p, animated: false)
            host.screen.runUntilIdle()
            host.resetLog()
            _ = host.screen.click(at: CGPoint(x: 2, y: 25))
            host.screen.advance(by: 0.3)
            host.screen.runUntilIdle()
        }
        #expect(
            host.calls(of: p, delegate).filter { !$0.contains("Layout") && !$0.contains("pointer") } == [
                "delegate.presentationControllerShouldDismiss()", "delegate.presentationControllerWillDismiss()",
                "p.viewWillDisappear(true)", "p.viewDidDisappear(true)", "delegate.presentationControllerDidDismiss()",
            ])
        #expect(root.presentedViewController == nil)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test("On a compact window a popover adapts to a page sheet, unless its delegate keeps the popover")
    func popoverAdaptivity() {
        for keeps in [false, true] {
            let host = ViewControllerTestHost(width: 40, height: 12)
            let anchor = View(frame: CGRect(x: 10, y: 2, width: 4, height: 1))
            let root = ContentViewController { view in view.addSubview(anchor) }
            host.show(root)
            let p = ContentViewController()
            let delegate = RecordingPresentationDelegate()
            if keeps { delegate.adaptiveStyle = .popover }
            p.modalPresentationStyle = .popover
            p.preferredContentSize = CGSize(width: 10, height: 3)
            p.popoverPresentationController?.sourceView = anchor
            p.popoverPresentationController?.delegate = delegate
            host.run {
                root.present(p, animated: false)
                host.screen.runUntilIdle()
            }
            if keeps {
                #expect(p.presentationController?.presentationStyle == .popover)
                #expect(p.view.frame == CGRect(x: 7, y: 4, width: 10, height: 3))
                #expect(p.popoverPresentationController?.arrowDirection == .up)
            } else {
                #expect(p.presentationController?.presentationStyle == .pageSheet)
                #expect(p.view.frame == CGRect(x: 5, y: 2, width: 30, height: 8))
                #expect(p.popoverPresentationController?.arrowDirection == .unknown)
            }
            #expect(host.ruleIDs.isEmpty)
        }
    }

    @Test("A popover with no anchor on a regular window is reported (C1) and centred")
    func popoverWithoutAnchor() {
        let host = ViewControllerTestHost(width: 100, height: 30)
        let root = ContentViewController()
        host.show(root)
        let p = ContentViewController()
        p.modalPresentationStyle = .popover
        p.preferredContentSize = CGSize(width: 20, height: 6)
        host.run {
            root.present(p, animated: false)
            host.screen.runUntilIdle()
        }
        #expect(host.ruleIDs == ["C1"])
        #expect(host.checker.diagnostics.first?.path == "ContentViewController")
        #expect(p.view.frame == CGRect(x: 40, y: 12, width: 20, height: 6))
        #expect(root.presentedViewController === p)
    }

    // MARK: Custom presentations

    @Test(
        "custom: the transitioning delegate's presentation controller lays out and removes the presenter's view; its animators run present and dismiss on the clock"
    )
    func customPresentation() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let r = PlainViewController()
        let x = PlainViewController()
        let presentAnimator = PresentationClockAnimator(duration: 0.5)
        let dismissAnimator = PresentationClockAnimator(duration: 0.2)
        let delegate = CustomPresentationTransitionDelegate(
            presentAnimator: presentAnimator, dismissAnimator: dismissAnimator)
        let pc = LowerHalfPresentationController(presentedViewController: x, presenting: nil)
        delegate.preparedPresentationController = pc
        x.modalPresentationStyle = .custom
        x.transitioningDelegate = delegate
        let marker = Marker()
        host.label("pc", pc)
        host.label("r", r)
        host.label("x", x)
        host.label("in", presentAnimator)
        host.label("out", dismissAnimator)
        host.label("m", marker)
        var presenting: [String] = []
        var dismissing: [String] = []
        host.run {
            host.show(r)
            host.resetLog()
            r.present(x, animated: true) { marker.hit("presented") }
            host.advance(0.49)
            #expect(x.appearanceState == .appearing)
            host.advance(0.01)
            host.settle()
            presenting = withoutLayoutCalls(host.calls(of: r, x, presentAnimator, marker, pc))
            #expect(x.view.frame == CGRect(x: 0, y: 6, width: 40, height: 6))
            #expect(r.viewIfLoaded?.superview == nil)
            #expect(x.presentationController === pc)
            host.resetLog()
            x.dismiss(animated: true) { marker.hit("dismissed") }
            host.advance(0.2)
            host.settle()
            dismissing = withoutLayoutCalls(host.calls(of: r, x, dismissAnimator, marker, pc))
        }
        #expect(
            presenting == [
                "x.loadView()", "x.viewDidLoad()", "pc.presentationTransitionWillBegin()",
                "r.viewWillDisappear(true)", "x.viewWillAppear(true)", "in.animateTransition()",
                "x.viewIsAppearing(true)",
                "x.viewDidAppear(true)", "r.viewDidDisappear(true)", "pc.presentationTransitionDidEnd(true)",
                "in.animationEnded(true)", "m.presented()",
            ])
        #expect(
            dismissing == [
                "pc.dismissalTransitionWillBegin()", "x.viewWillDisappear(true)", "r.viewWillAppear(true)",
                "r.viewIsAppearing(true)", "out.animateTransition()",
                "r.viewDidAppear(true)", "x.viewDidDisappear(true)", "pc.dismissalTransitionDidEnd(true)",
                "out.animationEnded(true)", "m.dismissed()",
            ])
        #expect(r.view.window === host.window && x.viewIfLoaded?.superview == nil)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "custom without a transitioning delegate covers the window and keeps the presenter (a plain presentation controller)"
    )
    func customWithoutDelegate() {
        let host = ViewControllerTestHost()
        let r = PlainViewController()
        let x = PlainViewController()
        x.modalPresentationStyle = .custom
        host.label("r", r)
        host.label("x", x)
        host.run {
            host.show(r)
            host.resetLog()
            r.present(x, animated: false)
            host.settle()
        }
        #expect(
            withoutLayoutCalls(host.calls(of: r, x)) == [
                "x.loadView()", "x.viewDidLoad()", "x.viewWillAppear(false)", "x.viewIsAppearing(false)",
                "x.viewDidAppear(false)",
            ])
        #expect(x.view.frame == host.window.bounds && r.view.window === host.window)
        #expect(x.presentationController?.presentationStyle == .custom)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "A custom animator that cancels the presentation undoes it: the presented controller disappears, the presenter reappears, no completion"
    )
    func cancelledCustomPresentation() {
        let host = ViewControllerTestHost()
        let r = PlainViewController()
        let x = PlainViewController()
        let animator = PresentationClockAnimator(duration: 0.1)
        animator.completes = false
        let delegate = CustomPresentationTransitionDelegate(
            presentAnimator: animator, dismissAnimator: PresentationClockAnimator(duration: 0.1))
        x.modalPresentationStyle = .custom
        x.transitioningDelegate = delegate
        let marker = Marker()
        host.label("r", r)
        host.label("x", x)
        host.label("m", marker)
        host.run {
            host.show(r)
            host.resetLog()
            r.present(x, animated: true) { marker.hit("presented") }
            host.advance(0.1)
            host.settle()
        }
        #expect(
            withoutLayoutCalls(host.calls(of: r, x, marker)) == [
                "x.loadView()", "x.viewDidLoad()", "r.viewWillDisappear(true)", "x.viewWillAppear(true)",
                "x.viewIsAppearing(true)",
                // I4: r's interrupted disappearance turns back without a second viewIsAppearing.
                "x.viewWillDisappear(true)", "x.viewDidDisappear(true)", "r.viewWillAppear(true)",
                "r.viewDidAppear(true)",
            ])
        #expect(r.presentedViewController == nil && x.viewIfLoaded?.superview == nil)
        #expect(r.view.window === host.window)
        #expect(host.ruleIDs.isEmpty)
    }

    // MARK: Dismissals the user starts

    private func sheetHost(delegate: RecordingPresentationDelegate?, modal: Bool) -> (
        ViewControllerTestHost, ContentViewController, ContentViewController
    ) {
        let host = ViewControllerTestHost(width: 40, height: 20)
        let root = ContentViewController()
        let sheet = ContentViewController()
        sheet.modalPresentationStyle = .pageSheet
        sheet.isModalInPresentation = modal
        sheet.presentationController?.delegate = delegate
        host.show(root)
        host.run {
            root.present(sheet, animated: false)
            host.screen.runUntilIdle()
        }
        host.label("sheet", sheet)
        if let delegate { host.label("delegate", delegate) }
        host.resetLog()
        return (host, root, sheet)
    }

    @Test("Escape on a sheet: shouldDismiss, willDismiss, the animated dismissal, then didDismiss")
    func escapeDismissesThroughDelegate() {
        let delegate = RecordingPresentationDelegate()
        let (host, root, sheet) = sheetHost(delegate: delegate, modal: false)
        host.press(.escape)
        host.advance(0.3)
        #expect(
            host.calls(of: sheet, delegate).filter { !$0.contains("Layout") && !$0.contains("keyDown") } == [
                "delegate.presentationControllerShouldDismiss()", "delegate.presentationControllerWillDismiss()",
                "sheet.viewWillDisappear(true)", "sheet.viewDidDisappear(true)",
                "delegate.presentationControllerDidDismiss()",
            ])
        #expect(root.presentedViewController == nil)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "isModalInPresentation (on the sheet or a child of it) refuses Escape and clicks outside: only didAttemptToDismiss; dismiss in code still works without delegate calls"
    )
    func modalInPresentationRefuses() {
        let delegate = RecordingPresentationDelegate()
        let (host, root, sheet) = sheetHost(delegate: delegate, modal: true)
        host.press(.escape)
        host.run { _ = host.screen.click(at: CGPoint(x: 0, y: 0)) }
        host.advance(0.3)
        #expect(root.presentedViewController === sheet)
        #expect(
            host.calls(of: sheet, delegate).filter { !$0.contains("Layout") && !$0.contains("keyDown") } == [
                "delegate.presentationControllerDidAttemptToDismiss()",
                "delegate.presentationControllerDidAttemptToDismiss()",
            ])
        sheet.isModalInPresentation = false
        let child = PlainViewController()
        child.isModalInPresentation = true
        host.run {
            sheet.addChild(child)
            child.didMove(toParent: sheet)
        }
        host.resetLog()
        host.press(.escape)
        #expect(host.calls(of: delegate) == ["delegate.presentationControllerDidAttemptToDismiss()"])
        host.resetLog()
        host.run { sheet.dismiss(animated: false) }
        host.advance(0.1)
        #expect(root.presentedViewController == nil)
        #expect(host.calls(of: delegate).isEmpty)
        #expect(host.ruleIDs.isEmpty)
    }

    @Test("A delegate refusing the dismissal gets didAttemptToDismiss; a click outside the sheet asks it too")
    func delegateRefuses() {
        let delegate = RecordingPresentationDelegate()
        delegate.allowsDismissal = false
        let (host, root, sheet) = sheetHost(delegate: delegate, modal: false)
        host.run { _ = host.screen.click(at: CGPoint(x: 0, y: 0)) }
        host.advance(0.3)
        #expect(root.presentedViewController === sheet)
        #expect(
            host.calls(of: delegate) == [
                "delegate.presentationControllerShouldDismiss()",
                "delegate.presentationControllerDidAttemptToDismiss()",
            ])
        delegate.allowsDismissal = true
        host.resetLog()
        host.run { _ = host.screen.click(at: CGPoint(x: 0, y: 0)) }
        host.advance(0.3)
        #expect(root.presentedViewController == nil)
        #expect(
            host.calls(of: delegate) == [
                "delegate.presentationControllerShouldDismiss()", "delegate.presentationControllerWillDismiss()",
                "delegate.presentationControllerDidDismiss()",
            ])
        #expect(host.ruleIDs.isEmpty)
    }

    // MARK: Transition coordinator

    @Test(
        "present and dismiss expose a transition coordinator in the will-callbacks: alongside blocks run at the start, completion blocks before the did-callbacks; nil afterwards"
    )
    func coordinatorDuringPresentAndDismiss() {
        let host = ViewControllerTestHost()
        let r = PresentationCoordinatedViewController()
        let x = PresentationCoordinatedViewController()
        x.modalPresentationStyle = .fullScreen
        let marker = Marker()
        host.label("r", r)
        host.label("x", x)
        host.label("m", marker)
        var presenting: [String] = []
        var dismissing: [String] = []
        host.run {
            host.show(r)
            r.seen = []
            host.resetLog()
            r.present(x, animated: true) { marker.hit("presented") }
            host.advance(0.3)
            host.settle()
            presenting = withoutLayoutCalls(host.calls(of: r, x, marker))
            #expect(r.transitionCoordinator == nil && x.transitionCoordinator == nil)
            host.resetLog()
            x.dismiss(animated: false) { marker.hit("dismissed") }
            host.settle()
            dismissing = withoutLayoutCalls(host.calls(of: r, x, marker))
        }
        #expect(
            presenting == [
                "x.loadView()", "x.viewDidLoad()", "r.viewWillDisappear(true)", "x.viewWillAppear(true)",
                "x.viewIsAppearing(true)", "r.alongside-willDisappear()", "x.alongside-willAppear()",
                "r.completion-willDisappear(cancelled: false)", "x.completion-willAppear(cancelled: false)",
                "x.viewDidAppear(true)", "r.viewDidDisappear(true)", "m.presented()",
            ])
        #expect(
            dismissing == [
                "x.viewWillDisappear(false)", "r.viewWillAppear(false)", "r.viewIsAppearing(false)",
                "x.alongside-willDisappear()", "r.alongside-willAppear()",
                "x.completion-willDisappear(cancelled: false)", "r.completion-willAppear(cancelled: false)",
                "r.viewDidAppear(false)", "x.viewDidDisappear(false)", "m.dismissed()",
            ])
        #expect(x.seen.first == "willAppear: animated true, duration 0.3, style fullScreen")
        #expect(r.seen.first == "willDisappear: animated true, duration 0.3, style fullScreen")
        #expect(x.seen.contains("didAppear: coordinator nil"))
        #expect(host.ruleIDs.isEmpty)
    }
}
