// Action variants: starting at the sender or at its next responder, actions of 0 to 3 parameters, and
// which actions a component that is built but not mounted may send.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// A target with methods of 0 to 3 parameters.
@MainActor final class ArityTarget: Sendable {
    let log: ActionLog
    init(log: ActionLog) { self.log = log }
    func none() { log.add("target 0") }
    func one(_ a: Int) { log.add("target 1: \(a)") }
    func two(_ a: Int, _ b: String) { log.add("target 2: \(a) \(b)") }
    func three(_ a: Int, _ b: String, _ c: Bool) { log.add("target 3: \(a) \(b) \(c)") }
}

/// Scope actions made while rendering, kept for the test to send.
final class ScopeActions: @unchecked Sendable {
    private let lock = NSLock()
    private var storedTwo: Action<(Int, String)>?
    private var storedThree: Action<(Int, String, Bool)>?
    var two: Action<(Int, String)>? {
        get { lock.withLock { storedTwo } }
        set { lock.withLock { storedTwo = newValue } }
    }
    var three: Action<(Int, String, Bool)>? {
        get { lock.withLock { storedThree } }
        set { lock.withLock { storedThree = newValue } }
    }
}

/// A scoped component whose controller receives actions of two and three parameters.
struct ArityOwner: Component {
    typealias Controller = ArityOwnerController
    var log: ActionLog
    var actions: ScopeActions

    func render(_ scope: Scope<ArityOwner>) -> (any Component)? {
        actions.two = scope.action { (controller: ArityOwnerController, a: Int, b: String) in
            controller.component.log.add("scope 2: \(a) \(b)")
        }
        actions.three = scope.action { (controller: ArityOwnerController, a: Int, b: String, c: Bool) in
            controller.component.log.add("scope 3: \(a) \(b) \(c)")
        }
        return Sender(name: "s", log: log)
    }
}

@MainActor final class ArityOwnerController: ComponentController<ArityOwner> {}

/// A viewless, unscoped component that performs "pair" responder-chain actions, reading their arguments.
struct PairHandler: Component, ActionResponder {
    var log: ActionLog
    var child: any Component

    func render(_ scope: Scope<PairHandler>) -> (any Component)? { child }

    func canPerformAction(_ action: ResponderAction, withSender sender: ComponentSender?) -> Bool { action == "pair" }

    func perform(_ action: ResponderAction, argument: any Sendable, sender: ComponentSender) {
        guard let (number, text) = argument as? (Int, String) else { return log.add("pair with wrong argument") }
        log.add("pair \(number) \(text) from \(sender.path)")
    }
}

@Suite("Action variants")
@MainActor struct ActionVariantTests {
    @Test(
        "a responder-chain action starts at the sender's next responder by default, at the sender itself with startAtSender"
    )
    func sendBehaviors() {
        let log = ActionLog()
        let host = ComponentTestHost(
            component: Sender(
                name: "outer", log: log, handles: ["ping"],
                child: Sender(name: "inner", log: log, componentHandles: ["ping"])))
        host.attach()
        let inner = sender(host, named: "inner")!
        let ping = Action<Void>.responderChain("ping")
        ping.send(from: inner)
        ping.send(from: inner, behavior: .startAtSender)
        ping.send(from: inner, behavior: .startAtSenderNextResponder)
        #expect(
            log.all == [
                "controller outer handled ping", "component inner handled ping", "controller outer handled ping",
            ])
    }

    @Test("closure and target/action actions of 0, 1, 2 and 3 parameters deliver each argument")
    func closureAndTargetArities() {
        let log = ActionLog()
        let host = ComponentTestHost(component: Sender(name: "s", log: log))
        host.attach()
        let source = sender(host, named: "s")!
        let target = ArityTarget(log: log)
        Action<Void>.closure { log.add("closure 0") }.send(from: source)
        Action<Int>.closure { a, _ in log.add("closure 1: \(a)") }.send(1, from: source)
        Action<(Int, String)>.closure { a, b, sender in log.add("closure 2: \(a) \(b) \(sender.path)") }
            .send(2, "two", from: source)
        Action<(Int, String, Bool)>.closure { a, b, c, _ in log.add("closure 3: \(a) \(b) \(c)") }
            .send(3, "three", true, from: source)
        Action<Void>.target(target, ArityTarget.none).send(from: source)
        Action<Int>.target(target, ArityTarget.one).send(1, from: source)
        Action<(Int, String)>.target(target, ArityTarget.two).send(2, "two", from: source)
        Action<(Int, String, Bool)>.target(target, ArityTarget.three).send(3, "three", false, from: source)
        #expect(
            log.all == [
                "closure 0", "closure 1: 1", "closure 2: 2 two Sender[key=s]", "closure 3: 3 three true",
                "target 0", "target 1: 1", "target 2: 2 two", "target 3: 3 three false",
            ])
    }

    @Test(
        "scope actions of 2 and 3 parameters reach the controller; a responder-chain action hands its arguments to the responder as a tuple"
    )
    func scopeAndChainArities() {
        let log = ActionLog()
        let actions = ScopeActions()
        let host = ComponentTestHost(component: PairHandler(log: log, child: ArityOwner(log: log, actions: actions)))
        host.attach()
        let source = sender(host, named: "s")!
        actions.two?.send(2, "two", from: source)
        actions.three?.send(3, "three", true, from: source)
        Action<(Int, String)>.responderChain("pair").send(4, "four", from: source)
        #expect(
            log.all == [
                "scope 2: 2 two", "scope 3: 3 three true", "pair 4 four from PairHandler > ArityOwner > Sender[key=s]",
            ])
    }

    @Test(
        "from a built component that is not mounted, closure, target/action and scope actions are delivered; a responder-chain action is reported and not delivered"
    )
    func unmountedSender() {
        withLifecycle { _, checker in
            let log = ActionLog()
            let target = Target(log: log)
            let host = ComponentTestHost(component: ScopeOwner(log: log))
            host.attach()
            let child = sender(host, named: "child")!
            host.detach()
            #expect(!child.isMounted)
            #expect(child.nextResponder == nil)
            Action<String>.closure { value, _ in log.add("closure got \(value)") }.send("a", from: child)
            Action<String>.target(target, Target.received).send("b", from: child)
            child.send("c", via: host)
            Action<String>.responderChain("anything").send("d", from: child)
            #expect(log.all == ["closure got a", "target got b", "owner got c"])
            let reports = checker.diagnostics(rule: "C-ACTION-UNMOUNTED")
            #expect(reports.map(\.path) == ["Sender[key=child]"])
            #expect(checker.diagnostics(rule: "C-ACTION-UNHANDLED").isEmpty)
        }
    }

    @Test(
        "a closure action sent from willUnmount is delivered, as ComponentKit delivers block actions from unmounting components"
    )
    func closureFromWillUnmount() {
        withLifecycle { _, checker in
            let log = ActionLog()
            let action = Action<String>.closure { value, _ in log.add("delivered \(value)") }
            let host = ComponentTestHost(
                component: Flex {
                    Sender(name: "leaving", log: log, action: action, sendInWillUnmount: true)
                })
            host.attach()
            host.update(Flex {})
            #expect(log.all == ["delivered from willUnmount"])
            #expect(checker.diagnostics(rule: "C-ACTION-UNMOUNTED").isEmpty)
        }
    }
}
