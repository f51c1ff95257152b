// Path rebuilds (a state update under an unchanged root and context rebuilds only the dirty path) must
// give the same trees as full rebuilds: seeded randomized comparisons plus scope removal on that path.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// An unscoped, non-`Equatable` root: its render output depends only on its value.
struct Shell: Component {
    var children: [any Component]
    func render(_ scope: Scope<Shell>) -> (any Component)? {
        Flex(style: FlexStyle(), children: [Flex(style: FlexStyle(), children: children), TextComponent("footer")])
    }
}

/// A stateful row that shows a nested stateful counter only while its state is odd.
struct Toggler: Component, Equatable {
    typealias Controller = Probe<Toggler>
    var id: Int
    var scopeKey: Int? { id }
    static func initialState() -> Int { 0 }
    func render(_ scope: Scope<Toggler>) -> (any Component)? {
        Flex(
            style: FlexStyle(),
            children: scope.state % 2 == 1
                ? [TextComponent("toggler \(id): \(scope.state)"), CounterRow(id: 100 + id)]
                : [TextComponent("toggler \(id): \(scope.state)")])
    }
}

/// An unscoped `Equatable` container of keyed counters: reused by later builds when unchanged.
struct CounterColumn: Component, Equatable {
    var ids: [Int]
    func render(_ scope: Scope<CounterColumn>) -> (any Component)? {
        Flex(style: FlexStyle(), children: ids.map { CounterRow(id: $0) })
    }
}

/// A stateful row whose text keeps its length on some states and changes it on others, so incremental
/// layouts are tried both where a splice applies and where it must fall back.
struct Sizer: Component, Equatable {
    typealias Controller = Probe<Sizer>
    var id: Int
    var wraps: Bool
    var scopeKey: Int? { id }
    static func initialState() -> Int { 0 }
    func render(_ scope: Scope<Sizer>) -> (any Component)? {
        let words = ["ab", "cd", "abcdefgh", "ef", "a"]
        return TextComponent("s\(id) \(words[scope.state % words.count])", numberOfLines: wraps ? 0 : 1)
    }
}

/// An unscoped list container with random flex settings (fast-path eligible or not).
struct RandomList: Component {
    var direction: FlexDirection
    var alignItems: Align
    var spacing: Double
    var rows: [any Component]
    func render(_ scope: Scope<RandomList>) -> (any Component)? {
        var style = FlexStyle()
        style.flexDirection = direction
        style.alignItems = alignItems
        return Flex(style: style, spacing: spacing, children: rows)
    }
}

@Suite("Path rebuilds")
@MainActor struct PathRebuildTests {
    /// What a user and the controllers see: label texts, component paths, controller types and states.
    private func snapshot(_ host: ComponentTestHost) -> [String] {
        let labels = host.mountedViews.map { ($0 as? Label)?.text ?? "<\(type(of: $0))>" }
        let states = host.root.controllers.map { controller -> String in
            switch controller {
            case let c as Probe<CounterRow>: "counter \(c.component.id)=\(c.state) \(c.mountPhase)"
            case let c as Probe<Toggler>: "toggler \(c.component.id)=\(c.state) \(c.mountPhase)"
            default: "\(type(of: controller)) \(controller.mountPhase)"
            }
        }
        return labels + ["--"] + host.root.mountedPaths + ["--"] + states
    }

    private func counters(_ host: ComponentTestHost) -> [AnyComponentController] {
        host.root.controllers.filter { $0 is Probe<CounterRow> || $0 is Probe<Toggler> }
    }

    @Test(
        "seeded random state updates: a path rebuild equals a full rebuild (reload) of the same inputs",
        arguments: [UInt64(7), 99, 31_337])
    func pathRebuildMatchesFullRebuild(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        func randomChildren() -> [Spec] {
            (0..<Int.random(in: 2...6, using: &rng)).map { _ in Spec.random(depth: 1, using: &rng) }
        }
        var specs = randomChildren()
        func component() -> Shell {
            Shell(children: specs.map(\.component) + [Toggler(id: 1), Toggler(id: 2)])
        }
        let incremental = ComponentTestHost(width: 60, height: 60, component: component())
        let full = ComponentTestHost(width: 60, height: 60, component: component())
        incremental.attach()
        full.attach()
        #expect(snapshot(incremental) == snapshot(full))
        for step in 0..<200 {
            if Int.random(in: 0..<5, using: &rng) == 0 {
                specs = Spec.group(key: 0, specs).mutated(using: &rng).children ?? specs
                let next = component()
                incremental.update(next)
                full.update(next)
            } else {
                let left = counters(incremental)
                let right = counters(full)
                #expect(left.count == right.count, "seed \(seed) step \(step)")
                guard !left.isEmpty, left.count == right.count else { continue }
                let index = Int.random(in: 0..<left.count, using: &rng)
                let rendersBefore = incremental.root.lastBuildRenderCount
                for (controller, host) in [(left[index], incremental), (right[index], full)] {
                    switch controller {
                    case let c as Probe<CounterRow>: c.updateState(mode: .synchronous) { $0 += 1 }
                    case let c as Probe<Toggler>: c.updateState(mode: .synchronous) { $0 += 1 }
                    default: break
                    }
                    if host === full { full.root.reload() }
                    host.runUntilIdle()
                }
                _ = rendersBefore
                // The path rebuild renders only the updated scope's subtree, never the whole tree.
                #expect(
                    incremental.root.lastBuildRenderCount < full.root.lastBuildRenderCount
                        || full.root.lastBuildRenderCount <= 3, "seed \(seed) step \(step)")
            }
            #expect(snapshot(incremental) == snapshot(full), "seed \(seed) step \(step)")
        }
    }

    @Test("a keyed Flex on a state update's path renders its children again")
    func keyedFlexOnPathRendersChildren() {
        let host = ComponentTestHost(
            component: Flex(
                style: FlexStyle(),
                children: [
                    Flex(style: FlexStyle(), children: [CounterRow(id: 1), CounterRow(id: 2)]).key("list")
                ]))
        host.attach()
        host.root.controller(of: CounterRow.self, at: 0)?.updateState(mode: .synchronous) { $0 += 1 }
        host.runUntilIdle()
        #expect(texts(host) == ["row 1: 1", "row 2: 0"])
    }

    @Test("a path rebuild that drops a nested scope invalidates its controller and forgets the scope")
    func droppedScopeOnPathIsInvalidated() {
        withLifecycle { recorder, _ in
            let host = ComponentTestHost(component: Shell(children: [Toggler(id: 1), Toggler(id: 2)]))
            host.attach()
            let toggler = host.root.controllers.compactMap { $0 as? Probe<Toggler> }.first { $0.component.id == 2 }
            toggler?.updateState(mode: .synchronous) { $0 += 1 }
            host.runUntilIdle()
            let nested = host.root.controllers.compactMap { $0 as? Probe<CounterRow> }
            #expect(nested.map(\.component.id) == [102])
            #expect(texts(host) == ["toggler 1: 0", "toggler 2: 1", "row 102: 0", "footer"])
            #expect(host.root.lastBuildRenderCount == 5) // Toggler, Flex, TextComponent, CounterRow, TextComponent
            toggler?.updateState(mode: .synchronous) { $0 += 1 }
            host.runUntilIdle()
            #expect(host.root.controllers.compactMap { $0 as? Probe<CounterRow> }.isEmpty)
            #expect(texts(host) == ["toggler 1: 0", "toggler 2: 2", "footer"])
            let dropped = nested.first
            #expect(
                callbacks(recorder, dropped) == [
                    "willMount", "didMount", "willUnmount", "didUnmount",
                    "invalidateController",
                ])
            toggler?.updateState(mode: .synchronous) { $0 += 1 }
            host.runUntilIdle()
            let recreated = host.root.controllers.compactMap { $0 as? Probe<CounterRow> }
            #expect(recreated.count == 1 && recreated.first !== dropped)
        }
    }

    @Test("after a path rebuild, the next full build reuses the rebuilt nodes, not the replaced ones")
    func laterBuildsSeeRebuiltNodes() {
        let host = ComponentTestHost(component: Shell(children: [CounterColumn(ids: [1, 2])]))
        host.attach()
        let second = host.root.controllers.compactMap { $0 as? Probe<CounterRow> }.first { $0.component.id == 2 }
        second?.updateState(mode: .synchronous) { $0 += 1 }
        host.runUntilIdle()
        #expect(texts(host) == ["row 1: 0", "row 2: 1", "footer"])
        // A props update with an equal column: the column is reused from the latest generation.
        host.update(Shell(children: [CounterColumn(ids: [1, 2])]))
        #expect(texts(host) == ["row 1: 0", "row 2: 1", "footer"])
        #expect(host.root.lastBuildRenderCount == 3) // Shell and its two Flexes; column and footer reused
        second?.updateState(mode: .synchronous) { $0 += 1 }
        host.runUntilIdle()
        #expect(texts(host) == ["row 1: 0", "row 2: 2", "footer"])
    }

    @Test(
        "seeded random state updates: incremental (spliced) layouts equal full layouts, frame for frame",
        arguments: [UInt64(3), 42, 2_718])
    func splicedLayoutsMatchFullLayouts(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let directions: [FlexDirection] = [.row, .column, .column, .rowReverse]
        let aligns: [Align] = [.stretch, .flexStart, .stretch, .center]
        var lists: [any Component] = []
        var id = 0
        for _ in 0..<3 {
            var rows: [any Component] = []
            for _ in 0..<Int.random(in: 3...8, using: &rng) {
                id += 1
                let row = Sizer(id: id, wraps: Int.random(in: 0..<4, using: &rng) == 0)
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: rows.append(row.flexGrow(1))
                case 1: rows.append(row.flexShrink(0))
                case 2: rows.append(row.alignSelf(.flexStart))
                case 3: rows.append(row.flexBasis(.points(4)))
                default: rows.append(row)
                }
            }
            lists.append(
                RandomList(
                    direction: directions.randomElement(using: &rng)!,
                    alignItems: aligns.randomElement(using: &rng)!,
                    spacing: Double(Int.random(in: 0...1, using: &rng)), rows: rows))
        }
        let incremental = ComponentTestHost(width: 40, height: 60, component: Shell(children: lists))
        let full = ComponentTestHost(width: 40, height: 60, component: Shell(children: lists))
        incremental.attach()
        full.attach()
        func frames(_ host: ComponentTestHost) -> [String] {
            host.mountedViews.map { "\(($0 as? Label)?.text ?? "") \($0.frame)" }
        }
        #expect(frames(incremental) == frames(full))
        for step in 0..<150 {
            let left = incremental.root.controllers.compactMap { $0 as? Probe<Sizer> }
            let right = full.root.controllers.compactMap { $0 as? Probe<Sizer> }
            guard left.count == right.count, !left.isEmpty else {
                Issue.record("seed \(seed) step \(step): controllers differ")
                return
            }
            // One or several rows per cycle.
            for _ in 0..<(Int.random(in: 0..<4, using: &rng) == 0 ? 3 : 1) {
                let index = Int.random(in: 0..<left.count, using: &rng)
                let delta = Int.random(in: 1...3, using: &rng)
                left[index].updateState(mode: .synchronous) { $0 += delta }
                right[index].updateState(mode: .synchronous) { $0 += delta }
            }
            full.root.reload()
            incremental.runUntilIdle()
            full.runUntilIdle()
            #expect(frames(incremental) == frames(full), "seed \(seed) step \(step)")
        }
    }
}
