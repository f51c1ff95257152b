// Seeded random sequences of the randomized lifecycle world, extended with root replacement during
// presentations and presenting roots moved between windows (issue 19, bugs 1 and 2): the checker
// finds no violation and every controller is appeared exactly when its view is in a visible window.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

/// Drives a ``RandomLifecycleWorld`` and mixes in the window-level operations of issue 19.
@MainActor
final class RandomPresentationWorld {
    let world: RandomLifecycleWorld
    var performed: [String: Int] = [:]

    init(seed: UInt64) {
        world = RandomLifecycleWorld(seed: seed)
    }

    private func note(_ operation: String) {
        world.log.append(operation)
        performed[operation, default: 0] += 1
    }

    /// Whether a presentation is on screen or on its way in either window.
    private var presenting: Bool {
        [world.window, world.otherWindow].contains { window in
            window.rootViewController?.presentedViewController != nil
        } || world.pendingPresentations > 0
    }

    /// Whether a presentation was requested but waits behind another transition of its presenter. A
    /// root replaced or moved before it starts leaves its presenter out of the window, which is
    /// reported (C1) as UIKit warns; the operations below wait until it runs.
    private var hasQueuedPresentation: Bool {
        guard world.pendingPresentations > 0 else { return false }
        return [world.window, world.otherWindow].contains { window in
            guard let root = window.rootViewController else { return false }
            return ([root] + root.presentationChain).contains {
                $0.transitionQueue.isBusy && $0.presentedViewController == nil
            }
        }
    }

    func step() {
        guard Int.random(in: 0..<4, using: &world.rng) == 0, world.interactive.isEmpty, !hasQueuedPresentation else {
            return world.step()
        }
        let window = world.window
        let other = world.otherWindow
        switch Int.random(in: 0..<4, using: &world.rng) {
        case 0:
            note(presenting ? "replace root during a presentation" : "replace root")
            window.rootViewController = world.makeRoot()
        case 1:
            guard let root = window.rootViewController else {
                note("move root back")
                window.rootViewController = other.rootViewController
                return
            }
            note(
                root.presentedViewController != nil
                    ? "move presenting root to the other window" : "move root to the other window")
            other.rootViewController = root
        case 2:
            let first = window.rootViewController
            let second = other.rootViewController
            note(
                first?.presentedViewController != nil || second?.presentedViewController != nil
                    ? "swap presenting roots" : "swap roots")
            other.rootViewController = first
            window.rootViewController = second
        default:
            // A presentation over the other window's root, so moved roots carry presentations both ways.
            guard world.pendingPresentations == 0, let root = other.rootViewController,
                root.presentedViewController == nil, root.viewIfLoaded?.window != nil
            else { return world.step() }
            let presented = RandomProbeViewController(serial: 100_000 + world.controllers.count)
            world.controllers.append(presented)
            let styles: [ModalPresentationStyle] = [
                .fullScreen, .overFullScreen, .pageSheet, .formSheet, .currentContext,
            ]
            presented.modalPresentationStyle = styles[Int.random(in: 0..<styles.count, using: &world.rng)]
            note("present over the other window's root")
            world.pendingPresentations += 1
            root.present(presented, animated: Bool.random(using: &world.rng)) { [weak world] in
                world?.pendingPresentations -= 1
            }
        }
    }
}

@MainActor
@Suite("Randomized presentation lifecycle sequences")
struct RandomizedPresentationLifecycleTests {
    @Test(
        "500 seeded random sequences replacing roots during presentations and moving presenting roots between windows: no violation, consistent final state",
        arguments: 0..<2)
    func randomSequences(block: Int) {
        var performed: [String: Int] = [:]
        for seed in (20_000 + block * 250)..<(20_000 + (block + 1) * 250) {
            let checker = LifecycleChecker()
            let driver = RandomPresentationWorld(seed: UInt64(seed))
            var problems: [String] = []
            LifecycleChecker.$current.withValue(checker) {
                driver.world.start()
                for _ in 0..<80 { driver.step() }
                driver.world.finish()
                problems = driver.world.inconsistencies()
                problems += Self.windowProblems(driver.world)
            }
            performed.merge(driver.performed, uniquingKeysWith: +)
            let diagnostics = checker.diagnostics.map(\.description)
            #expect(diagnostics.isEmpty, "seed \(seed): \(diagnostics.prefix(3)) after \(driver.world.log.suffix(30))")
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3)) after \(driver.world.log.suffix(30))")
            if !diagnostics.isEmpty || !problems.isEmpty { break }
        }
        // The sequences really reach the states the issue names (the test is not vacuous).
        for operation in [
            "replace root during a presentation", "move presenting root to the other window", "swap presenting roots",
            "present over the other window's root",
        ] {
            #expect(performed[operation, default: 0] >= 5, "\(operation) ran \(performed[operation, default: 0]) times")
        }
    }

    /// Window-level consistency: each root is the root of one window only; every window-level
    /// presented view sits in the window of the root it is stacked on.
    static func windowProblems(_ world: RandomLifecycleWorld) -> [String] {
        var problems: [String] = []
        let windows = [world.window, world.otherWindow]
        for window in windows {
            guard let root = window.rootViewController else { continue }
            if windows.contains(where: { $0 !== window && $0.rootViewController === root }) {
                problems.append("\(root.hierarchyPath) is the root of two windows")
            }
            for presented in root.presentationChain {
                if let view = presented.viewIfLoaded, let host = view.window, host !== window {
                    problems.append("\(presented.hierarchyPath) is shown in another window than its root")
                }
            }
            for view in window.subviews {
                guard let controller = view.owner as? ViewController else { continue }
                let belongs = controller === root || root.presentationChain.contains { $0 === controller }
                if !belongs {
                    problems.append("\(controller.hierarchyPath)'s view is left in a window it does not belong to")
                }
            }
        }
        return problems
    }
}
