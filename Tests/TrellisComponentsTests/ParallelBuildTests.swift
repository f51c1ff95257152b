// Long lists of keyed rows are built on two threads: the generation, what is mounted, the controllers'
// callbacks and the diagnostics must be those of a build in order.
import Foundation
import Testing
import TrellisLayout
import TrellisTesting
import TrellisUI

@testable import TrellisComponents

@Suite("Parallel build of long lists")
@MainActor struct ParallelBuildTests {
    /// What one run shows, in order: mounted component paths and texts, controller callbacks, diagnostics.
    struct Observed: Equatable {
        var paths: [String] = []
        var texts: [String] = []
        var callbacks: [String] = []
        var diagnostics: [String] = []
    }

    /// A column of keyed stateful rows; some keys repeat, so ordinals and duplicate-key reports matter.
    private func list(_ ids: [Int], label: String) -> any Component {
        Flex(style: FlexStyle(), children: ids.map { CounterRow(id: $0, label: label) })
    }

    /// Names controllers by the order they are first seen mounted, so runs can be compared.
    private final class ControllerNames {
        private var names: [ObjectIdentifier: String] = [:]
        // Kept alive so no identifier is reused by a later object.
        private var seen: [AnyComponentController] = []

        func name(_ controllers: [AnyComponentController]) {
            for controller in controllers where names[ObjectIdentifier(controller)] == nil {
                names[ObjectIdentifier(controller)] = "controller \(seen.count)"
                seen.append(controller)
            }
        }

        func name(of event: LifecycleEvent) -> String { names[event.objectID] ?? event.label }
    }

    private func observe(
        _ host: ComponentTestHost, _ names: ControllerNames, _ recorder: LifecycleRecorder,
        _ checker: LifecycleChecker
    ) -> Observed {
        names.name(host.root.controllers)
        return Observed(
            paths: host.root.mountedPaths,
            texts: host.mountedViews.map { ($0 as? Label)?.text ?? "" },
            callbacks: recorder.events.map { "\(names.name(of: $0)) \($0.callback)" },
            diagnostics: checker.diagnostics.map { "\($0.rule) \($0.path)" })
    }

    /// Mounts `first`, bumps the state of every fifth row, then mounts `second` (rows moved, removed,
    /// added and relabelled), observing after each step.
    private func run(parallel: Bool, first: [Int], second: [Int]) -> [Observed] {
        ParallelWork.$isEnabled.withValue(parallel) {
            withLifecycle { recorder, checker in
                let host = ComponentTestHost(
                    width: 20, height: 10, flexibleHeight: true, component: list(first, label: "a"))
                host.attach()
                let names = ControllerNames()
                var observed = [observe(host, names, recorder, checker)]
                for (index, controller) in host.root.controllers.enumerated() where index % 5 == 0 {
                    (controller as? Probe<CounterRow>)?.updateState(mode: .synchronous) { (count: inout Int) in
                        count += index
                    }
                }
                host.runUntilIdle()
                host.update(list(second, label: "b"))
                observed.append(observe(host, names, recorder, checker))
                return observed
            }
        }
    }

    @Test("a list built on two threads is the generation a build in order makes", arguments: [UInt64(5), 77])
    func parallelEqualsSequential(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let count = ParallelWork.threshold * 2 + 13
        // Roughly one key in ten repeats.
        let first = (0..<count).map { _ in Int.random(in: 0..<(count * 9 / 10), using: &rng) }
        var second = first.shuffled(using: &rng).filter { _ in Int.random(in: 0..<8, using: &rng) > 0 }
        second += (0..<200).map { _ in Int.random(in: count..<(count * 2), using: &rng) }
        second.shuffle(using: &rng)

        let parallel = run(parallel: true, first: first, second: second)
        let sequential = run(parallel: false, first: first, second: second)
        #expect(parallel[0].paths.count == 1 + 2 * count) // the column, then each row and its text
        #expect(parallel[0].diagnostics.contains { $0.hasPrefix("C-SCOPE-DUPLICATE-KEY") })
        #expect(parallel[1].texts.contains { $0.hasPrefix("b") && !$0.hasSuffix(": 0") })
        #expect(parallel == sequential)
    }
}
