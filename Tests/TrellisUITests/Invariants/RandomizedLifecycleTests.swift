// Seeded randomized sequences over a tab + navigation + presentation hierarchy with the checker
// validating every applicable invariant online; zero violations and a consistent final state.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

/// The leaf controller of the random world; can host children.
@MainActor
final class RandomProbeViewController: ViewController {
    let serial: Int
    init(serial: Int) {
        self.serial = serial
        super.init(nibName: nil, bundle: nil)
        title = "P\(serial)"
    }
    required init?(coder: any Coder) { nil }
}

/// One random world: two windows, a tab bar controller of navigation controllers and a plain
/// controller, presentations of every style, and the operations the issue lists.
@MainActor
final class RandomLifecycleWorld {
    var rng: SeededRandomNumberGenerator
    let screen = HeadlessScreen(width: 30, height: 10)
    let window: Window
    let otherWindow: Window
    var controllers: [ViewController] = []
    var navigations: [NavigationController] = []
    var interactive: [NavigationController] = []
    var pendingPresentations = 0
    /// Children taking part in a running `transition(from:to:)`.
    var busy: Set<ObjectIdentifier> = []
    var log: [String] = []
    var serial = 0

    init(seed: UInt64) {
        rng = SeededRandomNumberGenerator(seed: seed)
        window = Window(screen: screen)
        otherWindow = Window(screen: screen)
    }

    private func probe() -> RandomProbeViewController {
        serial += 1
        let controller = RandomProbeViewController(serial: serial)
        LifecycleRecorder.current?.setLabel("P\(serial)", for: controller)
        controllers.append(controller)
        return controller
    }

    private func navigation() -> NavigationController {
        let nav = NavigationController(rootViewController: probe())
        LifecycleRecorder.current?.setLabel("N\(navigations.count + 1)", for: nav)
        controllers.append(nav)
        navigations.append(nav)
        return nav
    }

    func makeRoot() -> TabBarController {
        let tabs = TabBarController()
        controllers.append(tabs)
        tabs.viewControllers = [navigation(), navigation(), probe()]
        return tabs
    }

    func start() {
        window.rootViewController = makeRoot()
        otherWindow.rootViewController = probe()
        window.makeKeyAndVisible()
        otherWindow.makeKeyAndVisible()
        screen.application.runUntilIdle()
    }

    private func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &rng)]
    }

    private var flag: Bool { Bool.random(using: &rng) }

    /// The top of the window's presentation chain (the root when nothing is presented).
    private var topContext: ViewController? {
        guard let root = window.rootViewController else { return nil }
        return root.presentationChain.last ?? root
    }

    /// Probes attached somewhere below a window root or presented controller.
    private var attachedProbes: [RandomProbeViewController] {
        controllers.compactMap { $0 as? RandomProbeViewController }.filter { probe in
            var current: ViewController = probe
            while let next = current.parent ?? current.presentingViewController { current = next }
            return current === window.rootViewController || current === otherWindow.rootViewController
        }
    }

    func step() {
        let application = screen.application
        switch Int.random(in: 0..<25, using: &rng) {
        case 0, 1:
            guard let nav = pick(navigations) else { return }
            let animated = flag
            log.append("push animated:\(animated)")
            nav.pushViewController(probe(), animated: animated)
        case 2, 3:
            // Popping the root is reported (C7): pop only stacks with something above the root.
            guard let nav = pick(navigations.filter { $0.topViewController !== $0.viewControllers.first }) else {
                return
            }
            let animated = flag
            log.append("pop animated:\(animated)")
            nav.popViewController(animated: animated)
        case 4:
            guard let nav = pick(navigations) else { return }
            log.append("popToRoot")
            nav.popToRootViewController(animated: flag)
        case 5, 20, 21:
            let candidates = navigations.filter { nav in
                nav.viewControllers.count > 1 && !interactive.contains { $0 === nav }
            }
            guard let nav = pick(candidates) else { return }
            if nav.beginInteractivePop() {
                log.append("beginInteractivePop")
                nav.updateInteractivePop(progress: Double(Int.random(in: 0...10, using: &rng)) / 10)
                interactive.append(nav)
            }
        case 23, 24:
            // S20 with an automatically forwarding container: swap a shown child for a new one.
            let parents = attachedProbes.filter { parent in
                parent.isViewLoaded
                    && parent.children.contains { child in
                        !busy.contains(ObjectIdentifier(child)) && child.viewIfLoaded?.superview === parent.view
                    }
            }
            guard let parent = pick(parents),
                let from = pick(
                    parent.children.filter { child in
                        !busy.contains(ObjectIdentifier(child)) && child.viewIfLoaded?.superview === parent.view
                    })
            else { return }
            let to = probe()
            let animated = flag
            log.append("transition child animated:\(animated)")
            busy.insert(ObjectIdentifier(from))
            busy.insert(ObjectIdentifier(to))
            from.willMove(toParent: nil)
            parent.addChild(to)
            parent.transition(
                from: from, to: to, duration: animated ? 0.3 : 0,
                completion: { [weak self] _ in
                    from.removeFromParent()
                    to.didMove(toParent: parent)
                    self?.busy.remove(ObjectIdentifier(from))
                    self?.busy.remove(ObjectIdentifier(to))
                })
        case 6, 22:
            guard let nav = interactive.popLast() else { return }
            if flag {
                log.append("finishInteractivePop")
                nav.finishInteractivePop()
            } else {
                log.append("cancelInteractivePop")
                nav.cancelInteractivePop()
            }
        case 7, 8:
            guard pendingPresentations == 0, let context = topContext, context.view.window != nil,
                (window.rootViewController?.presentationChain.count ?? 0) < 3
            else { return }
            let presented: ViewController = flag ? probe() : navigation()
            presented.modalPresentationStyle = pick(ModalPresentationStyle.allCases) ?? .fullScreen
            let animated = flag
            log.append("present \(presented.modalPresentationStyle) animated:\(animated)")
            pendingPresentations += 1
            context.present(presented, animated: animated) { [weak self] in self?.pendingPresentations -= 1 }
        case 9:
            guard pendingPresentations == 0, let top = window.rootViewController?.presentationChain.last else { return }
            let animated = flag
            log.append("dismiss animated:\(animated)")
            pendingPresentations += 1
            top.dismiss(animated: animated) { [weak self] in self?.pendingPresentations -= 1 }
        case 10:
            guard let tabs = window.rootViewController as? TabBarController else { return }
            let index = Int.random(in: 0..<tabs.viewControllers.count, using: &rng)
            log.append("select tab \(index)")
            tabs.selectedIndex = index
        case 11:
            guard let parent = pick(attachedProbes) else { return }
            log.append("add child to P\(parent.serial)")
            let child = probe()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        case 12:
            let children = attachedProbes.filter {
                $0.parent is RandomProbeViewController && !busy.contains(ObjectIdentifier($0))
            }
            guard let child = pick(children) else { return }
            log.append("remove child P\(child.serial)")
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        case 13:
            let candidates = attachedProbes.filter {
                $0.isViewLoaded && $0.view.superview == nil && $0.appearanceState == .disappeared
                    && !busy.contains(ObjectIdentifier($0))
                    && !$0.children.contains { busy.contains(ObjectIdentifier($0)) }
            }
            guard let controller = pick(candidates) else { return }
            log.append("unload P\(controller.serial)")
            controller.view = nil
        case 14:
            let target = flag ? window : otherWindow
            log.append("makeKey \(target === window ? "main" : "other")")
            target.makeKey()
        case 15:
            let target = Int.random(in: 0..<4, using: &rng) == 0 ? otherWindow : window
            log.append("toggle hidden \(target === window ? "main" : "other")")
            target.isHidden.toggle()
        case 16, 17:
            let seconds = [0.05, 0.1, 0.15, 0.2, 0.3, 0.5][Int.random(in: 0..<6, using: &rng)]
            log.append("advance \(seconds)")
            application.advance(by: seconds)
        case 18:
            log.append("runUntilIdle")
            application.runUntilIdle()
        default:
            if Int.random(in: 0..<8, using: &rng) == 0 {
                guard pendingPresentations == 0, interactive.isEmpty else { return }
                log.append("replace root")
                window.rootViewController = makeRoot()
            } else {
                log.append("memory warning")
                window.receiveMemoryWarning()
            }
        }
    }

    /// Finishes gestures and lets every transition end.
    func finish() {
        while let nav = interactive.popLast() { nav.finishInteractivePop() }
        screen.advanceUntilQuiet()
    }

    /// Consistency: no controller is half-way, and a controller is appeared exactly when its view is
    /// in a visible window.
    func inconsistencies() -> [String] {
        var problems: [String] = []
        for controller in controllers {
            let name = (controller as? RandomProbeViewController).map { "P\($0.serial)" } ?? controller.hierarchyPath
            let state = controller.appearanceState
            if state.isTransitional {
                problems.append("\(name) is \(state) after everything settled")
                continue
            }
            let visible = controller.viewIfLoaded?.window.map { !$0.isHidden } ?? false
            if visible != (state == .appeared) {
                problems.append("\(name) is \(state) but its view is \(visible ? "" : "not ")in a visible window")
            }
        }
        for controller in controllers {
            for child in controller.children where child.parent !== controller {
                problems.append("\(controller.hierarchyPath) lists a child whose parent is someone else")
            }
            if let nav = controller as? NavigationController,
                nav.children.map(ObjectIdentifier.init) != nav.viewControllers.map(ObjectIdentifier.init)
            {
                problems.append("\(nav.hierarchyPath): children differ from the stack at rest")
            }
            if let tabs = controller as? TabBarController,
                tabs.children.map(ObjectIdentifier.init) != tabs.viewControllers.map(ObjectIdentifier.init)
            {
                problems.append("\(tabs.hierarchyPath): children differ from the tabs")
            }
            if let presented = controller.presentedViewController,
                presented.presentingViewController !== controller.presentationContext
            {
                problems.append("\(controller.hierarchyPath): presentation links disagree")
            }
        }
        for nav in navigations where nav.isViewLoaded {
            let shown = nav.viewControllers.filter { $0.viewIfLoaded?.isDescendant(of: nav.view) ?? false }
            if shown.count > 1 { problems.append("\(nav.hierarchyPath) shows \(shown.count) stack views at once") }
            if let top = nav.viewControllers.last, shown.first.map({ $0 !== top }) ?? false {
                problems.append("\(nav.hierarchyPath) shows a controller that is not its top")
            }
        }
        return problems
    }
}

@MainActor
@Suite("Randomized lifecycle sequences")
struct RandomizedLifecycleTests {
    static let stepsPerSequence = 60

    @Test(
        "1,000 seeded random sequences: the checker finds no violation of any invariant and the final state is consistent",
        arguments: 0..<4)
    func randomSequences(block: Int) {
        var sequences = 0
        var performed: [String: Int] = [:]
        for seed in (block * 250)..<((block + 1) * 250) {
            let checker = LifecycleChecker()
            let world = RandomLifecycleWorld(seed: UInt64(seed))
            var problems: [String] = []
            LifecycleChecker.$current.withValue(checker) {
                world.start()
                for _ in 0..<Self.stepsPerSequence { world.step() }
                world.finish()
                problems = world.inconsistencies()
            }
            sequences += 1
            for entry in world.log {
                let kind = Self.operationKinds.first { entry.hasPrefix($0) } ?? entry
                performed[kind, default: 0] += 1
            }
            let diagnostics = checker.diagnostics.map(\.description)
            #expect(diagnostics.isEmpty, "seed \(seed): \(diagnostics.prefix(3)) after \(world.log)")
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3)) after \(world.log)")
            if !diagnostics.isEmpty || !problems.isEmpty { break }
        }
        #expect(sequences == 250)
        // The sequences really exercise every operation (the test is not vacuous).
        for kind in Self.operationKinds {
            #expect(performed[kind, default: 0] >= 5, "operation \(kind) ran \(performed[kind, default: 0]) times")
        }
    }

    @Test(
        "100 long seeded random sequences (300 operations each) reach deep states without a violation", arguments: 0..<2
    )
    func longRandomSequences(block: Int) {
        for seed in (10_000 + block * 50)..<(10_000 + (block + 1) * 50) {
            let checker = LifecycleChecker()
            let world = RandomLifecycleWorld(seed: UInt64(seed))
            var problems: [String] = []
            LifecycleChecker.$current.withValue(checker) {
                world.start()
                for _ in 0..<300 { world.step() }
                world.finish()
                problems = world.inconsistencies()
            }
            let diagnostics = checker.diagnostics.map(\.description)
            #expect(diagnostics.isEmpty, "seed \(seed): \(diagnostics.prefix(3)) after \(world.log.suffix(40))")
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3)) after \(world.log.suffix(40))")
            if !diagnostics.isEmpty || !problems.isEmpty { break }
        }
    }

    static let operationKinds = [
        "push", "popToRoot", "pop", "beginInteractivePop", "finishInteractivePop", "cancelInteractivePop",
        "present fullScreen", "present overFullScreen", "present pageSheet", "dismiss", "select tab",
        "add child", "remove child", "unload", "makeKey", "toggle hidden", "advance", "runUntilIdle",
        "replace root", "memory warning", "transition child",
    ]
}
