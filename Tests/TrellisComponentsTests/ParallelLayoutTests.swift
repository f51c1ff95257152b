// Long child lists are measured on two threads: the result must equal a sequential layout, and what
// layout hooks report must reach the caller's checker.
import Foundation
import Testing
import TrellisLayout
import TrellisTesting
import TrellisUI

@testable import TrellisComponents

/// A leaf whose layout hook reports a diagnostic naming its index.
struct ReportingLeaf: Component {
    var index: Int
    func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        LifecycleChecker.emit(rule: "TEST-LAYOUT", path: "leaf \(index)", message: "laid out")
        return ComponentLayout(size: range.clamp(LayoutSize(width: 3, height: 1)))
    }
}

@Suite("Parallel layout of long lists")
@MainActor struct ParallelLayoutTests {
    /// A seeded column of rows of random texts, long enough to be measured on two threads.
    private func randomList(seed: UInt64, rows: Int) -> any Component {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var children: [any Component] = []
        for index in 0..<rows {
            let words = Int.random(in: 1...3, using: &rng)
            let text = (0..<words).map { _ in String(repeating: "w", count: Int.random(in: 1...9, using: &rng)) }
                .joined(separator: " ")
            var row = FlexStyle()
            row.flexDirection = .row
            children.append(
                Flex(style: row, children: [TextComponent("\(index)"), TextComponent(text, numberOfLines: 0)]))
        }
        return Flex(style: FlexStyle(), children: children)
    }

    private func frames(_ component: any Component, parallel: Bool) -> [CGRect] {
        ParallelWork.$isEnabled.withValue(parallel) {
            let host = ComponentTestHost(width: 12, height: 200, flexibleHeight: true, component: component)
            host.attach()
            return host.mountedViews.map { $0.convert($0.bounds, to: host.rootView) }
        }
    }

    @Test("a list measured on two threads lays out exactly as when measured on one", arguments: [UInt64(3), 41])
    func parallelEqualsSequential(seed: UInt64) {
        let rows = ParallelWork.threshold * 2 + 7
        let list = randomList(seed: seed, rows: rows)
        let parallel = frames(list, parallel: true)
        #expect(parallel.count == rows * 2)
        #expect(parallel == frames(list, parallel: false))
    }

    @Test("layout hooks run on the helper thread report to the caller's checker, every child once")
    func diagnosticsReachTheCaller() {
        let count = ParallelWork.threshold + 100
        withLifecycle { _, checker in
            let host = ComponentTestHost(
                component: Flex(style: FlexStyle(), children: (0..<count).map { ReportingLeaf(index: $0) }))
            host.attach()
            let paths = checker.diagnostics(rule: "TEST-LAYOUT").map(\.path)
            #expect(paths.count == count)
            #expect(Set(paths) == Set((0..<count).map { "leaf \($0)" }))
        }
    }
}
