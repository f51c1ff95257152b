// Scoped state: carried across generations, keys, reorder, coalescing of updates, derived state.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// A list of counter rows in a column.
struct CounterList: Component {
    var ids: [Int]
    var label = "row"
    var counter: RenderCounter?
    func render(_ scope: Scope<CounterList>) -> (any Component)? {
        Flex(style: FlexStyle(), children: ids.map { CounterRow(id: $0, label: label, counter: counter) })
    }
}

/// Appends to a string state.
struct Echo: Component {
    typealias Controller = Probe<Echo>
    static func initialState() -> String { "" }
    func render(_ scope: Scope<Echo>) -> (any Component)? { TextComponent(scope.state) }
}

/// Derives its state from props once, then keeps it (replaceState during render).
struct Derived: Component {
    typealias Controller = Probe<Derived>
    var seed: Int
    static func initialState() -> Int? { nil }
    func render(_ scope: Scope<Derived>) -> (any Component)? {
        if scope.state == nil { scope.replaceState(seed * 10) }
        return TextComponent("derived \(scope.state ?? -1)")
    }
}

@MainActor func texts(_ host: ComponentTestHost) -> [String] {
    host.mountedViews.compactMap { ($0 as? Label)?.text }
}

@Suite("Scoped state")
@MainActor struct StateTests {
    @Test("state is carried across generations and survives props updates")
    func stateCarriedAcrossGenerations() {
        let host = ComponentTestHost(component: CounterList(ids: [1, 2]))
        host.attach()
        host.root.controller(of: CounterRow.self, at: 0)?.updateState(mode: .synchronous) { $0 += 3 }
        host.runUntilIdle()
        #expect(texts(host) == ["row 1: 3", "row 2: 0"])
        host.update(CounterList(ids: [1, 2], label: "item"))
        #expect(texts(host) == ["item 1: 3", "item 2: 0"])
    }

    @Test("new keys get the initial state")
    func newKeysGetInitialState() {
        let host = ComponentTestHost(component: CounterList(ids: [1]))
        host.attach()
        host.root.controller(of: CounterRow.self)?.updateState(mode: .synchronous) { $0 = 9 }
        host.runUntilIdle()
        host.update(CounterList(ids: [1, 5]))
        #expect(texts(host) == ["row 1: 9", "row 5: 0"])
    }

    @Test("keyed reorder keeps state and controller with the item")
    func keyedReorderKeepsState() {
        let host = ComponentTestHost(component: CounterList(ids: [1, 2, 3]))
        host.attach()
        let first = host.root.controller(of: CounterRow.self, at: 0)
        first?.updateState(mode: .synchronous) { $0 = 7 }
        host.runUntilIdle()
        host.update(CounterList(ids: [3, 2, 1]))
        #expect(texts(host) == ["row 3: 0", "row 2: 0", "row 1: 7"])
        #expect(host.root.controller(of: CounterRow.self, at: 2) === first)
        #expect(first?.component.id == 1)
    }

    @Test("synchronous updates in one cycle coalesce into one build, applied in enqueue order")
    func synchronousCoalescing() {
        let host = ComponentTestHost(component: Echo())
        host.attach()
        let controller = host.root.controller(of: Echo.self)
        let before = host.root.generationCount
        controller?.updateState(mode: .synchronous) { $0 = "hello" }
        controller?.updateState(mode: .synchronous) { $0 += " world" }
        controller?.updateState(mode: .synchronous) { $0 += "!" }
        host.runUntilIdle()
        #expect(host.root.generationCount == before + 1)
        #expect(texts(host) == ["hello world!"])
    }

    @Test("an asynchronous update followed by a synchronous one rolls into one synchronous build")
    func asyncThenSyncRollsIntoSync() {
        let host = ComponentTestHost(component: Echo())
        host.attach()
        let controller = host.root.controller(of: Echo.self)
        let before = host.root.generationCount
        controller?.updateState(mode: .asynchronous) { $0 = "a" }
        controller?.updateState(mode: .synchronous) { $0 += "b" }
        host.runUntilIdle()
        #expect(host.root.generationCount == before + 1)
        #expect(host.root.timings.builtInBackground == false)
        #expect(texts(host) == ["ab"])
    }

    @Test("an asynchronous update builds and lays out off the main actor, then mounts")
    func asynchronousBuild() {
        let host = ComponentTestHost(component: Echo())
        host.attach()
        host.root.controller(of: Echo.self)?.updateState(mode: .asynchronous) { $0 = "async" }
        host.runUntilIdle()
        #expect(host.root.timings.builtInBackground)
        #expect(texts(host) == ["async"])
    }

    @Test("updateState from another isolation hops to the main actor and applies")
    func updateFromBackground() async {
        let host = ComponentTestHost(component: Echo())
        host.attach()
        let updater = host.root.controller(of: Echo.self)!.stateUpdater
        await Task.detached { updater.update(mode: .synchronous) { $0 = "from background" } }.value
        host.runUntilIdle()
        #expect(texts(host) == ["from background"])
    }

    @Test("derived state: replaceState during render persists into later generations")
    func derivedState() {
        let host = ComponentTestHost(component: Derived(seed: 4))
        host.attach()
        #expect(texts(host) == ["derived 40"])
        host.update(Derived(seed: 5))
        #expect(texts(host) == ["derived 40"])
        #expect(host.root.controller(of: Derived.self)?.state == 40)
    }

    @Test("a controller whose scope left the tree still answers its last state")
    func stateAfterScopeLeft() {
        let host = ComponentTestHost(component: CounterList(ids: [1, 2]))
        host.attach()
        let controller = host.root.controller(of: CounterRow.self, at: 1)
        controller?.updateState(mode: .synchronous) { $0 += 3 }
        host.runUntilIdle()
        host.update(CounterList(ids: [1]))
        #expect(controller != nil && !host.root.controllers.contains { $0 === controller })
        #expect(controller?.state == 3)
    }

    @Test("a state update re-renders only the dirty path; equal siblings are reused without render")
    func dirtyPathOnly() {
        let counter = RenderCounter()
        let host = ComponentTestHost(component: CounterList(ids: Array(1...20), counter: counter))
        host.attach()
        #expect(counter.total == 20)
        host.root.controller(of: CounterRow.self, at: 9)?.updateState(mode: .synchronous) { $0 += 1 }
        host.runUntilIdle()
        #expect(counter.total == 21)
        #expect(counter.count("row10") == 2)
        #expect(texts(host)[9] == "row 10: 1")
    }

    @Test("unkeyed same-type stateful siblings are reported with both component paths")
    func ordinalCollisionReported() {
        withLifecycle { _, checker in
            let host = ComponentTestHost(
                component: Flex {
                    Echo()
                    Echo()
                })
            host.attach()
            let diagnostics = checker.diagnostics(rule: "C-SCOPE-COLLISION")
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.message.contains("Flex > Echo and Flex > Echo[1]") == true)
            #expect(host.root.controllers.count == 2)
        }
    }

    @Test("typed context values reach the subtree")
    func contextReachesSubtree() {
        enum Greeting: ComponentContextKey { static let defaultValue = "hi" }
        struct Greeter: Component {
            func render(_ scope: Scope<Greeter>) -> (any Component)? { TextComponent(scope[context: Greeting.self]) }
        }
        let host = ComponentTestHost(
            component: Flex {
                Greeter()
                Greeter().context(Greeting.self, "hello")
            })
        host.attach()
        #expect(texts(host) == ["hi", "hello"])
        host.root.setContext(ComponentContext().setting(Greeting.self, "hey"))
        host.runUntilIdle()
        #expect(texts(host) == ["hey", "hello"])
    }
}

/// Posts one more update from its background render the first time it renders state 1.
struct Racer: Component {
    typealias Controller = RacerController
    let once: RenderCounter
    static func initialState() -> Int { 0 }
    func render(_ scope: Scope<Racer>) -> (any Component)? {
        if scope.state == 1, once.count("posted") == 0 {
            once.hit("posted")
            scope.stateUpdater.update(mode: .asynchronous) { $0 += 10 }
        }
        return TextComponent("state \(scope.state)")
    }
}

@MainActor final class RacerController: ComponentController<Racer> {
    var mountedStates: [Int] = []
    override func didMount() { mountedStates.append(state) }
    override func didRemount() { mountedStates.append(state) }
}

@Suite("Asynchronous builds")
@MainActor struct AsynchronousBuildTests {
    @Test("an asynchronous build whose inputs changed while it ran is discarded and rebuilt, never applied stale")
    func staleBuildDiscarded() {
        let host = ComponentTestHost(component: Racer(once: RenderCounter()))
        host.attach()
        let controller = host.root.controllers.first as? RacerController
        controller?.updateState(mode: .asynchronous) { $0 += 1 }
        host.runUntilIdle()
        #expect(texts(host) == ["state 11"])
        #expect(controller?.mountedStates == [0, 11])
    }
}
