// Seeded random trees mutated 1,000+ times: views iff view configurations, no shared views, legal callbacks.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// A random tree description.
indirect enum Spec {
    case box(key: Int?, color: Int, persistent: Bool)
    case counter(key: Int)
    case text(String)
    case panel(key: Int, [Spec])
    case group(key: Int, [Spec])
    case flex([Spec])

    static let colors: [Color] = [.red, .green, .blue, .yellow]

    var component: any Component {
        switch self {
        case .box(let key, let color, let persistent):
            Box(name: key.map { "b\($0)" } ?? "", color: Self.colors[color], persistent: persistent ? 1 : nil)
        case .counter(let key): CounterRow(id: key)
        case .text(let text): TextComponent(text)
        case .panel(let key, let children): Panel(name: "p\(key)", children: children.map(\.component))
        case .group(let key, let children): Group(name: "g\(key)", children: children.map(\.component))
        case .flex(let children): Flex(style: FlexStyle(), children: children.map(\.component))
        }
    }

    var children: [Spec]? {
        switch self {
        case .panel(_, let c), .group(_, let c), .flex(let c): c
        default: nil
        }
    }

    func with(children: [Spec]) -> Spec {
        switch self {
        case .panel(let k, _): .panel(key: k, children)
        case .group(let k, _): .group(key: k, children)
        case .flex: .flex(children)
        default: self
        }
    }

    static func random(depth: Int, using rng: inout SeededRandomNumberGenerator) -> Spec {
        let roll = Int.random(in: 0..<(depth > 2 ? 4 : 7), using: &rng)
        func kids() -> [Spec] {
            (0..<Int.random(in: 0...3, using: &rng)).map { _ in random(depth: depth + 1, using: &rng) }
        }
        switch roll {
        case 0:
            return .box(
                key: Bool.random(using: &rng) ? Int.random(in: 0..<6, using: &rng) : nil,
                color: Int.random(in: 0..<4, using: &rng), persistent: Bool.random(using: &rng))
        case 1: return .counter(key: Int.random(in: 0..<6, using: &rng))
        case 2: return .text("t\(Int.random(in: 0..<5, using: &rng))")
        case 3: return .box(key: nil, color: Int.random(in: 0..<4, using: &rng), persistent: false)
        case 4: return .panel(key: Int.random(in: 0..<4, using: &rng), kids())
        case 5: return .group(key: Int.random(in: 0..<4, using: &rng), kids())
        default: return .flex(kids())
        }
    }

    /// Applies one random edit somewhere in the tree.
    func mutated(using rng: inout SeededRandomNumberGenerator, depth: Int = 0) -> Spec {
        guard var children = self.children else {
            return Bool.random(using: &rng) ? Spec.random(depth: depth, using: &rng) : self.tweaked(using: &rng)
        }
        let choice = Int.random(in: 0..<6, using: &rng)
        switch choice {
        case 0:
            children.insert(
                Spec.random(depth: depth + 1, using: &rng), at: Int.random(in: 0...children.count, using: &rng))
        case 1 where !children.isEmpty: children.remove(at: Int.random(in: 0..<children.count, using: &rng))
        case 2: children.shuffle(using: &rng)
        case 3 where !children.isEmpty:
            let index = Int.random(in: 0..<children.count, using: &rng)
            children[index] = children[index].mutated(using: &rng, depth: depth + 1)
        case 4 where depth > 0: return Spec.random(depth: depth, using: &rng)
        default:
            if !children.isEmpty {
                let index = Int.random(in: 0..<children.count, using: &rng)
                children[index] = children[index].mutated(using: &rng, depth: depth + 1)
            }
        }
        return with(children: children)
    }

    func tweaked(using rng: inout SeededRandomNumberGenerator) -> Spec {
        switch self {
        case .box(let key, _, let persistent):
            .box(
                key: key, color: Int.random(in: 0..<4, using: &rng),
                persistent: Bool.random(using: &rng) ? persistent : !persistent)
        default: self
        }
    }
}

@Suite("Randomized invariants")
@MainActor struct RandomizedInvariantTests {
    @Test(
        "1,000 random mutations per seed keep: views iff view configurations, no shared views, legal callback orders",
        arguments: [UInt64(1), 2024])
    func randomMutations(seed: UInt64) {
        withLifecycle { recorder, checker in
            var rng = SeededRandomNumberGenerator(seed: seed)
            var spec = Spec.group(key: 0, [Spec.random(depth: 1, using: &rng), Spec.random(depth: 1, using: &rng)])
            let host = ComponentTestHost(width: 60, height: 40, component: spec.component)
            host.attach()
            var attached = true
            for step in 0..<1_000 {
                let action = Int.random(in: 0..<20, using: &rng)
                switch action {
                case 0:
                    if attached { host.detach() } else { host.attach() }
                    attached.toggle()
                case 1, 2:
                    let counters = host.root.controllers.compactMap { $0 as? Probe<CounterRow> }
                    if let target = counters.randomElement(using: &rng) {
                        target.updateState(mode: Bool.random(using: &rng) ? .synchronous : .asynchronous) { $0 += 1 }
                    }
                    host.runUntilIdle()
                default:
                    spec = spec.mutated(using: &rng)
                    host.update(spec.component, mode: Bool.random(using: &rng) ? .synchronous : .asynchronous)
                }
                check(host, attached: attached, step: step, seed: seed)
            }
            host.root.invalidate()
            let violations = ControllerLifecycleValidator.violations(in: recorder.events)
            #expect(violations.isEmpty, "seed \(seed): \(violations.prefix(5))")
            #expect(checker.diagnostics(rule: "C-CONTROLLER-STATE").isEmpty)
            #expect(checker.diagnostics(rule: "C-MOUNT-TWICE").isEmpty)
            #expect(host.root.controllers.allSatisfy { $0.mountPhase == .unmounted && $0.view == nil })
        }
    }

    private func check(_ host: ComponentTestHost, attached: Bool, step: Int, seed: UInt64) {
        let controllers = host.root.controllers
        var owners: [ObjectIdentifier: Int] = [:]
        for controller in controllers {
            let component: (any Component)? =
                switch controller {
                case let c as Probe<Box>: c.component
                case let c as Probe<Panel>: c.component
                case let c as Probe<Group>: c.component
                case let c as Probe<CounterRow>: c.component
                default: nil
                }
            if controller.mountPhase == .mounted, let component {
                let hasConfiguration = component.viewConfiguration != nil
                #expect(
                    (controller.view != nil) == hasConfiguration,
                    "seed \(seed) step \(step): view iff configuration for \(type(of: component))")
            } else {
                #expect(controller.view == nil, "seed \(seed) step \(step): unmounted controller holds a view")
            }
            if !attached { #expect(controller.mountPhase == .unmounted) }
            if let view = controller.view { owners[ObjectIdentifier(view), default: 0] += 1 }
        }
        #expect(owners.values.allSatisfy { $0 == 1 }, "seed \(seed) step \(step): a view owned by two components")
        let views = host.mountedViews
        #expect(Set(views.map(ObjectIdentifier.init)).count == views.count, "seed \(seed) step \(step): shared view")
        if attached { #expect(views.allSatisfy { !$0.isHidden }) }
    }
}
