// Seeded random sequences over a tab bar controller with a More list and a split view controller
// tab: selections by index and by the user, tab changes, More choices, split resizes, detail
// changes, pushes, pops and window visibility — no diagnostic, and a consistent state at rest.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
final class TabsAndSplitWorld {
    var rng: SeededRandomNumberGenerator
    let screen = HeadlessScreen(width: 90, height: 12)
    let window: Window
    let tabs = TabBarController()
    let split = SplitViewController()
    var pool: [ViewController] = []
    var navigations: [NavigationController] = []
    var controllers: [ViewController] = []
    var log: [String] = []
    private var serial = 0

    init(seed: UInt64) {
        rng = SeededRandomNumberGenerator(seed: seed)
        window = Window(screen: screen)
    }

    private func probe() -> RandomProbeViewController {
        serial += 1
        let controller = RandomProbeViewController(serial: serial)
        controllers.append(controller)
        return controller
    }

    private func navigation() -> NavigationController {
        let navigation = NavigationController(rootViewController: probe())
        navigations.append(navigation)
        controllers.append(navigation)
        return navigation
    }

    private func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &rng)]
    }

    func start() {
        split.viewControllers = [navigation(), probe()]
        controllers += [tabs, split, tabs.moreNavigationController]
        pool = [split, navigation(), navigation()] + (0..<5).map { _ in probe() as ViewController }
        tabs.viewControllers = Array(pool.prefix(Int.random(in: 3...pool.count, using: &rng)))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        screen.application.runUntilIdle()
    }

    func step() {
        let application = screen.application
        switch Int.random(in: 0..<12, using: &rng) {
        case 0:
            // A navigation controller in the More list cannot be selected (reported, C4; pinned elsewhere).
            let selectable = tabs.viewControllers.indices.filter { index in
                index < TabBarController.maximumTabBarItemCount - 1 || tabs.moreListControllers.isEmpty
                    || TabBarController.canShowInMore(tabs.viewControllers[index])
            }
            guard let index = pick(selectable) else { return }
            log.append("selectedIndex = \(index)")
            tabs.selectedIndex = index
        case 1:
            guard let slot = pick(Array(tabs.tabBar.items.indices)) else { return }
            log.append("click slot \(slot)")
            tabs.tabBar.onSelect?(slot)
        case 2:
            var chosen = pool.filter { _ in Bool.random(using: &rng) }
            if chosen.isEmpty, let any = pick(pool) { chosen = [any] }
            chosen.shuffle(using: &rng)
            log.append("viewControllers = \(chosen.count) tabs")
            tabs.setViewControllers(chosen, animated: Bool.random(using: &rng))
        case 3:
            guard let controller = pick(tabs.moreListControllers.filter(TabBarController.canShowInMore)) else { return }
            log.append("choose from More")
            tabs.chooseFromMoreList(controller)
        case 4:
            let width = pick([40, 55, 70, 90])!
            log.append("width \(width)")
            window.frame = CGRect(x: 0, y: 0, width: CGFloat(width), height: 12)
        case 5:
            log.append("showDetail")
            split.showDetailViewController(probe(), sender: nil)
        case 6:
            guard let navigation = pick(navigations) else { return }
            log.append("push")
            navigation.pushViewController(probe(), animated: Bool.random(using: &rng))
        case 7:
            guard let navigation = pick(navigations.filter { $0.topViewController !== $0.viewControllers.first }) else {
                return
            }
            log.append("pop")
            navigation.popViewController(animated: Bool.random(using: &rng))
        case 8:
            log.append("hidden \(!window.isHidden)")
            window.isHidden.toggle()
        case 9:
            log.append("show from split")
            (split.viewControllers.first as? NavigationController)?.viewControllers.last?.show(probe(), sender: nil)
        default:
            let seconds = pick([0, 0.1, 0.3])!
            log.append("advance \(seconds)")
            if seconds == 0 { application.runUntilIdle() } else { application.advance(by: seconds) }
        }
    }

    func finish() {
        screen.advanceUntilQuiet()
    }

    func inconsistencies() -> [String] {
        var problems: [String] = []
        for controller in controllers {
            let state = controller.appearanceState
            let name = controller.hierarchyPath
            if state.isTransitional {
                problems.append("\(name) is \(state) at rest")
                continue
            }
            let visible = controller.viewIfLoaded?.window.map { !$0.isHidden } ?? false
            if visible != (state == .appeared) {
                problems.append("\(name) is \(state) but its view is \(visible ? "" : "not ")in a visible window")
            }
            for child in controller.children where child.parent !== controller {
                problems.append("\(name) lists a child whose parent is someone else")
            }
        }
        let slots =
            tabs.viewControllers.count > TabBarController.maximumTabBarItemCount
            ? Array(tabs.viewControllers.prefix(4)) + [tabs.moreNavigationController] : tabs.viewControllers
        if tabs.children.map(ObjectIdentifier.init) != slots.map(ObjectIdentifier.init) {
            problems.append("the tab bar controller's children are not its bar's controllers")
        }
        if tabs.tabBar.items.count != slots.count {
            problems.append("the bar shows \(tabs.tabBar.items.count) items for \(slots.count) slots")
        }
        if split.isCollapsed != (window.frame.width < split.compactWidthThreshold) && split.isViewLoaded
            && split.view.window != nil && !window.isHidden
        {
            problems.append("the split is \(split.isCollapsed ? "" : "not ")collapsed at width \(window.frame.width)")
        }
        return problems
    }
}

@MainActor
@Suite("Tabs, More and split random sequences")
struct TabsAndSplitRandomTests {
    @Test("300 seeded random sequences of tab, More and split operations: no diagnostic, consistent state at rest")
    func randomSequences() {
        var performed: [String: Int] = [:]
        for seed in 0..<300 {
            let checker = LifecycleChecker()
            let world = TabsAndSplitWorld(seed: UInt64(seed))
            var problems: [String] = []
            LifecycleChecker.$current.withValue(checker) {
                world.start()
                for _ in 0..<50 { world.step() }
                world.finish()
                problems = world.inconsistencies()
            }
            for entry in world.log { performed[String(entry.prefix(while: { $0 != " " })), default: 0] += 1 }
            let diagnostics = checker.diagnostics.map(\.description)
            #expect(diagnostics.isEmpty, "seed \(seed): \(diagnostics.prefix(3)) after \(world.log.suffix(30))")
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3)) after \(world.log.suffix(30))")
            if !diagnostics.isEmpty || !problems.isEmpty { break }
        }
        for kind in [
            "selectedIndex", "click", "viewControllers", "choose", "width", "showDetail", "push", "pop", "hidden",
            "show",
        ] {
            #expect(performed[kind, default: 0] >= 20, "\(kind) ran \(performed[kind, default: 0]) times")
        }
    }
}
