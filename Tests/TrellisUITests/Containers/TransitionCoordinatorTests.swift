// The transition coordinator of navigation transitions: where alongside, completion and interaction
// blocks run among the lifecycle callbacks of push, pop and interactive pops (completed and
// cancelled), what the context says, and who can reach the coordinator.
import Foundation
import Testing
import TrellisUITestSupport

@testable import TrellisUI

/// A controller that registers coordinator blocks in its will-callbacks and records, in the current
/// recorder, when each runs and what its context says.
@MainActor
final class CoordinatedViewController: ViewController {
    /// Whether `transitionCoordinator` was non-nil in each appearance callback, in order.
    var coordinatorPresence: [String] = []

    private func describe(_ context: any TransitionCoordinatorContext) -> [String] {
        [
            "\(context.isAnimated)", "\(context.isInteractive)", "\(context.isCancelled)",
            LifecycleRecorder.current?.label(for: context.viewController(forKey: .from)) ?? "-",
            LifecycleRecorder.current?.label(for: context.viewController(forKey: .to)) ?? "-",
        ]
    }

    private func register(_ callback: String) {
        coordinatorPresence.append("\(callback):\(transitionCoordinator != nil)")
        guard let coordinator = transitionCoordinator else { return }
        let taken = coordinator.animate(
            alongsideTransition: { [weak self] context in
                guard let self else { return }
                _ = LifecycleRecorder.current?.record(
                    self, "alongside(animated:interactive:cancelled:from:to:)", self.describe(context))
            },
            completion: { [weak self] context in
                guard let self else { return }
                _ = LifecycleRecorder.current?.record(
                    self, "completion(animated:interactive:cancelled:from:to:)", self.describe(context))
            })
        #expect(taken)
        coordinator.notifyWhenInteractionChanges { [weak self] context in
            guard let self else { return }
            _ = LifecycleRecorder.current?.record(
                self, "interactionChanged(animated:interactive:cancelled:from:to:)", self.describe(context))
        }
    }

    override func viewWillAppear(_ animated: Bool) { register("willAppear") }
    override func viewWillDisappear(_ animated: Bool) { register("willDisappear") }
    override func viewDidAppear(_ animated: Bool) {
        coordinatorPresence.append("didAppear:\(transitionCoordinator != nil)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        coordinatorPresence.append("didDisappear:\(transitionCoordinator != nil)")
    }
}

@MainActor
@Suite("Transition coordinator")
struct TransitionCoordinatorTests {
    /// A window showing `nav[a]` with `a` and `b` labelled, settled, log cleared.
    private func start(_ host: ViewControllerTestHost, _ a: ViewController, _ b: ViewController) -> NavigationController
    {
        let nav = NavigationController(rootViewController: a)
        host.label("nav", nav)
        host.label("a", a)
        host.label("b", b)
        host.window.rootViewController = nav
        host.window.makeKeyAndVisible()
        host.settle()
        return nav
    }

    @Test(
        "Animated push: alongside blocks run right after the will-callbacks, completion blocks after 0.3 s before the did-callbacks; children and grandchildren reach the coordinator, the container's parent does not"
    )
    func animatedPush() {
        let host = ViewControllerTestHost()
        let a = CoordinatedViewController()
        let b = CoordinatedViewController()
        let grandchild = PlainViewController()
        b.addChild(grandchild)
        b.view.addSubview(grandchild.view)
        grandchild.didMove(toParent: b)
        let tabs = TabBarController()
        var during: [Bool] = []
        var after: [Bool] = []
        host.run {
            let nav = NavigationController(rootViewController: a)
            host.label("nav", nav)
            host.label("a", a)
            host.label("b", b)
            tabs.viewControllers = [nav]
            host.window.rootViewController = tabs
            host.window.makeKeyAndVisible()
            host.settle()
            host.resetLog()
            #expect(nav.transitionCoordinator == nil)
            nav.pushViewController(b, animated: true)
            let coordinator = nav.transitionCoordinator
            during = [
                coordinator != nil, a.transitionCoordinator === coordinator, b.transitionCoordinator === coordinator,
                grandchild.transitionCoordinator === coordinator, tabs.transitionCoordinator == nil,
                coordinator?.isAnimated == true, coordinator?.transitionDuration == 0.3,
                coordinator?.containerView != nil && b.view.isDescendant(of: coordinator!.containerView!),
            ]
            host.advance(0.3)
            after = [
                nav.transitionCoordinator == nil, b.transitionCoordinator == nil, coordinator?.percentComplete == 1,
            ]
            let lateTaken = coordinator?.animate(alongsideTransition: { _ in Issue.record("ran after completion") })
            #expect(lateTaken == false)
        }
        #expect(during == Array(repeating: true, count: 8))
        #expect(after == [true, true, true])
        #expect(
            withoutLayoutCalls(host.calls(of: a, b)) == [
                "b.willMove(toParent: nav)", "a.viewWillDisappear(true)",
                "b.viewWillAppear(true)", "b.viewIsAppearing(true)",
                "a.alongside(animated: true, interactive: false, cancelled: false, from: a, to: b)",
                "b.alongside(animated: true, interactive: false, cancelled: false, from: a, to: b)",
                "a.completion(animated: true, interactive: false, cancelled: false, from: a, to: b)",
                "b.completion(animated: true, interactive: false, cancelled: false, from: a, to: b)",
                "a.viewDidDisappear(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)",
            ])
        #expect(a.coordinatorPresence.suffix(2) == ["willDisappear:true", "didDisappear:false"])
        #expect(b.coordinatorPresence == ["willAppear:true", "didAppear:false"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Non-animated pop: the coordinator says not animated with duration 0; completion runs in the next update cycle before the did-callbacks"
    )
    func nonAnimatedPop() {
        let host = ViewControllerTestHost()
        let a = CoordinatedViewController()
        let b = CoordinatedViewController()
        var duration: TimeInterval?
        var immediate: [String] = []
        host.run {
            let nav = start(host, a, b)
            nav.pushViewController(b, animated: false)
            host.settle()
            host.resetLog()
            nav.popViewController(animated: false)
            duration = nav.transitionCoordinator?.transitionDuration
            immediate = withoutLayoutCalls(host.calls(of: a, b))
            host.settle()
        }
        #expect(duration == 0)
        #expect(
            immediate == [
                "b.willMove(toParent: nil)", "b.viewWillDisappear(false)", "a.viewWillAppear(false)",
                "a.viewIsAppearing(false)",
                "b.alongside(animated: false, interactive: false, cancelled: false, from: b, to: a)",
                "a.alongside(animated: false, interactive: false, cancelled: false, from: b, to: a)",
            ])
        #expect(
            withoutLayoutCalls(host.calls(of: a, b)) == immediate + [
                "b.completion(animated: false, interactive: false, cancelled: false, from: b, to: a)",
                "a.completion(animated: false, interactive: false, cancelled: false, from: b, to: a)",
                "b.viewDidDisappear(false)", "a.viewDidAppear(false)", "b.didMove(toParent: nil)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Interactive pop finished: interactive at first, percentComplete follows the gesture; the interaction handlers run on finish (not cancelled), completion after the remaining time, before the did-callbacks"
    )
    func interactivePopFinished() {
        let host = ViewControllerTestHost()
        let a = CoordinatedViewController()
        let b = CoordinatedViewController()
        var progress: [Double] = []
        var flags: [Bool] = []
        host.run {
            let nav = start(host, a, b)
            nav.pushViewController(b, animated: false)
            host.settle()
            host.resetLog()
            #expect(nav.beginInteractivePop())
            let coordinator = nav.transitionCoordinator
            flags = [coordinator?.isInteractive == true, coordinator?.initiallyInteractive == true]
            nav.updateInteractivePop(progress: 0.25)
            progress.append(coordinator?.percentComplete ?? -1)
            nav.updateInteractivePop(progress: 0.5)
            progress.append(coordinator?.percentComplete ?? -1)
            nav.finishInteractivePop()
            flags.append(coordinator?.isInteractive == false)
            host.advance(0.1)
            #expect(b.appearanceState == .disappearing)
            host.advance(0.1)
            progress.append(coordinator?.percentComplete ?? -1)
        }
        #expect(flags == [true, true, true])
        #expect(progress == [0.25, 0.5, 1])
        #expect(
            withoutLayoutCalls(host.calls(of: a, b)) == [
                "b.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)",
                "b.alongside(animated: true, interactive: true, cancelled: false, from: b, to: a)",
                "a.alongside(animated: true, interactive: true, cancelled: false, from: b, to: a)",
                "b.interactionChanged(animated: true, interactive: false, cancelled: false, from: b, to: a)",
                "a.interactionChanged(animated: true, interactive: false, cancelled: false, from: b, to: a)",
                "b.willMove(toParent: nil)",
                "b.completion(animated: true, interactive: false, cancelled: false, from: b, to: a)",
                "a.completion(animated: true, interactive: false, cancelled: false, from: b, to: a)",
                "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "b.didMove(toParent: nil)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Interactive pop cancelled: the interaction handlers and completion blocks see isCancelled; after the travelled time the revealed controller disappears and the top reappears, with no containment callbacks"
    )
    func interactivePopCancelled() {
        let host = ViewControllerTestHost()
        let a = CoordinatedViewController()
        let b = CoordinatedViewController()
        var percentAtEnd: Double?
        host.run {
            let nav = start(host, a, b)
            nav.pushViewController(b, animated: false)
            host.settle()
            host.resetLog()
            #expect(nav.beginInteractivePop())
            let coordinator = nav.transitionCoordinator
            nav.updateInteractivePop(progress: 0.4)
            nav.cancelInteractivePop()
            host.advance(0.1)
            #expect(b.appearanceState == .disappearing)
            host.advance(0.1)
            percentAtEnd = coordinator?.percentComplete
            #expect(nav.viewControllers.count == 2)
        }
        #expect(percentAtEnd == 0)
        #expect(
            withoutLayoutCalls(host.calls(of: a, b)) == [
                "b.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)",
                "b.alongside(animated: true, interactive: true, cancelled: false, from: b, to: a)",
                "a.alongside(animated: true, interactive: true, cancelled: false, from: b, to: a)",
                "b.interactionChanged(animated: true, interactive: false, cancelled: true, from: b, to: a)",
                "a.interactionChanged(animated: true, interactive: false, cancelled: true, from: b, to: a)",
                "b.completion(animated: true, interactive: false, cancelled: true, from: b, to: a)",
                "a.completion(animated: true, interactive: false, cancelled: true, from: b, to: a)",
                // S11: the revealed controller goes back, the top comes back; each registers again.
                "a.viewWillDisappear(true)", "a.viewDidDisappear(true)", "b.viewWillAppear(true)",
                "b.viewDidAppear(true)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "A block registered while the transition runs runs at once; interaction handlers of a non-interactive transition never run; nothing runs after completion"
    )
    func registrationTiming() {
        let host = ViewControllerTestHost()
        let a = PlainViewController()
        let b = PlainViewController()
        var events: [String] = []
        host.run {
            let nav = start(host, a, b)
            nav.pushViewController(b, animated: true)
            guard let coordinator = nav.transitionCoordinator else {
                Issue.record("no coordinator during the push")
                return
            }
            events.append("registering")
            coordinator.animate(
                alongsideTransition: { _ in events.append("alongside") },
                completion: { context in
                    events.append("completion percent \(context.percentComplete)")
                })
            coordinator.notifyWhenInteractionChanges { _ in events.append("interaction") }
            events.append("registered")
            host.advance(0.3)
            events.append("done")
            let lateTaken = coordinator.animate(alongsideTransition: nil, completion: { _ in events.append("late") })
            #expect(!lateTaken)
            host.settle()
        }
        #expect(events == ["registering", "alongside", "registered", "completion percent 1.0", "done"])
    }
}
