// Seeded random lifecycle sequences (the world of RandomizedLifecycleTests) with windows hidden and
// shown while interactive pops are in progress, some right after a tab switch started: right after each
// hide no controller whose view is in the hidden window is still on the appearing side (navigation
// stacks with the controller a push or pop brings in, tab bar controllers with the tab a switch brings
// in), the checker finds nothing, and the final state is consistent.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Randomized hidden windows during interactive pops")
struct HiddenWindowGestureRandomTests {
    /// Hides (or shows again) a window of `world` while a gesture is in progress — sometimes right
    /// after starting a tab switch in the main window, so the switch is still running; returns the
    /// controllers left on the appearing side inside a hidden window.
    private func hideMidGesture(
        in world: RandomLifecycleWorld, rng: inout SeededRandomNumberGenerator, hides: inout Int,
        switchesBeforeHide: inout Int
    ) -> [String] {
        if Int.random(in: 0..<3, using: &rng) == 0, let tabs = world.window.rootViewController as? TabBarController,
            !tabs.viewControllers.isEmpty
        {
            let index = Int.random(in: 0..<tabs.viewControllers.count, using: &rng)
            world.log.append("mid-gesture select tab \(index)")
            if tabs.selectedIndex != index { switchesBeforeHide += 1 }
            tabs.selectedIndex = index
        }
        let target = Int.random(in: 0..<4, using: &rng) == 0 ? world.otherWindow : world.window
        world.log.append("mid-gesture toggle hidden \(target === world.window ? "main" : "other")")
        target.isHidden.toggle()
        guard target.isHidden else { return [] }
        hides += 1
        // A hidden window takes every controller in it off the appearing side at once: navigation
        // stacks with the controller a push or interactive pop brings in, tab bar controllers with the
        // tab a switch brings in, and everything they contain or present.
        return world.controllers.compactMap { controller in
            guard controller.viewIfLoaded?.window === target, controller.appearanceState.isAppearingSide else {
                return nil
            }
            return "\(controller.hierarchyPath) is \(controller.appearanceState) in the window just hidden"
        }
    }

    @Test(
        "400 seeded sequences hiding windows mid-gesture, some right after a tab switch started: every controller in the hidden window leaves the appearing side at once, with the controller a pop, push or tab switch brings in; no violation; consistent at rest",
        arguments: 0..<2)
    func hiddenMidGesture(block: Int) {
        var hides = 0
        var gestures = 0
        var switchesBeforeHide = 0
        for seed in (50_000 + block * 200)..<(50_000 + (block + 1) * 200) {
            let checker = LifecycleChecker()
            let world = RandomLifecycleWorld(seed: UInt64(seed))
            var rng = SeededRandomNumberGenerator(seed: UInt64(seed) &* 7919)
            var problems: [String] = []
            LifecycleChecker.$current.withValue(checker) {
                world.start()
                for _ in 0..<80 {
                    world.step()
                    if !world.interactive.isEmpty {
                        gestures += 1
                        if Bool.random(using: &rng) {
                            problems += hideMidGesture(
                                in: world, rng: &rng, hides: &hides, switchesBeforeHide: &switchesBeforeHide)
                        }
                    }
                }
                world.finish()
                problems += world.inconsistencies()
            }
            let diagnostics = checker.diagnostics.map(\.description)
            #expect(diagnostics.isEmpty, "seed \(seed): \(diagnostics.prefix(3)) after \(world.log.suffix(30))")
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3)) after \(world.log.suffix(30))")
            if !diagnostics.isEmpty || !problems.isEmpty { break }
        }
        // The sequences really hide windows during gestures (the test is not vacuous).
        #expect(hides >= 60, "only \(hides) hides mid-gesture")
        #expect(gestures >= 200)
        #expect(switchesBeforeHide >= 20, "only \(switchesBeforeHide) tab switches right before a hide")
    }
}
