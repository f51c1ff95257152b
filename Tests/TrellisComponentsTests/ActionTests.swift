// Actions: scope, target/action, closure and responder-chain routing; unmounted senders are reported.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// Collects delivered actions.
final class ActionLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}

/// A controller that logs scope actions and responder-chain actions it accepts.
@MainActor final class SenderController: ComponentController<Sender> {
    override func canPerformAction(_ action: ResponderAction, withSender sender: ComponentSender?) -> Bool {
        component.handles.contains(action.name)
    }

    override func perform(_ action: ResponderAction, argument: any Sendable, sender: ComponentSender) {
        component.log.add("controller \(component.name) handled \(action.name)")
    }

    override func willUnmount() {
        if component.sendInWillUnmount, let action = component.action { send(action, "from willUnmount") }
    }
}

/// A component with a view that can send an action, and handle responder-chain actions.
struct Sender: Component, ActionResponder {
    typealias Controller = SenderController
    var name: String
    var log: ActionLog
    var handles: Set<String> = []
    var componentHandles: Set<String> = []
    var action: Action<String>?
    var sendInWillUnmount = false
    var child: (any Component)?
    var scopeKey: String? { name }

    var viewConfiguration: ViewConfiguration? {
        ViewConfiguration(.plainView, attributes: [ViewAttributes.tag(name.count)])
    }

    func render(_ scope: Scope<Sender>) -> (any Component)? { child }

    func canPerformAction(_ action: ResponderAction, withSender sender: ComponentSender?) -> Bool {
        componentHandles.contains(action.name)
    }

    func perform(_ action: ResponderAction, argument: any Sendable, sender: ComponentSender) {
        log.add("component \(name) handled \(action.name)")
    }
}

/// A root view that handles responder-chain actions through TrellisUI's Responder API.
final class HandlingView: View {
    var log: ActionLog?
    override func canPerformAction(_ action: ResponderAction, withSender sender: AnyObject?) -> Bool {
        action.name == "rootAction"
    }
    override func perform(_ action: ResponderAction, withSender sender: AnyObject?) {
        log?.add("root view handled \(action.name)")
    }
}

/// An unscoped component with a view, whose child mounts inside that view.
struct Framed: Component {
    var child: any Component
    var viewConfiguration: ViewConfiguration? { ViewConfiguration(.plainView, attributes: [ViewAttributes.tag(2)]) }
    func render(_ scope: Scope<Framed>) -> (any Component)? { child }
}

/// A target for target/action pairs.
@MainActor final class Target: Sendable {
    let log: ActionLog
    init(log: ActionLog) { self.log = log }
    func received(_ value: String) { log.add("target got \(value)") }
}

@MainActor func sender(_ host: ComponentTestHost, named name: String) -> ComponentSender? {
    host.mountedViews.lazy.compactMap(ComponentSender.owner(of:)).first { ($0.component as? Sender)?.name == name }
}

@Suite("Actions")
@MainActor struct ActionTests {
    @Test("a scope action reaches the scope's controller")
    func scopeAction() {
        let log = ActionLog()
        let host = ComponentTestHost(component: ScopeOwner(log: log))
        host.attach()
        sender(host, named: "child")?.send("tap", via: host)
        #expect(log.all == ["owner got tap"])
    }

    @Test("a closure action runs with the argument and the sender")
    func closureAction() {
        let log = ActionLog()
        let action = Action<String>.closure { value, sender in log.add("closure got \(value) from \(sender.path)") }
        let host = ComponentTestHost(component: Sender(name: "s", log: log, action: action))
        host.attach()
        let source = sender(host, named: "s")!
        action.send("x", from: source)
        #expect(log.all == ["closure got x from Sender[key=s]"])
    }

    @Test("a target/action pair calls the method on the weakly held target")
    func targetAction() {
        let log = ActionLog()
        let target = Target(log: log)
        let action = Action<String>.target(target, Target.received)
        let host = ComponentTestHost(component: Sender(name: "s", log: log, action: action))
        host.attach()
        action.send("y", from: sender(host, named: "s")!)
        #expect(log.all == ["target got y"])
    }

    @Test(
        "responder-chain actions start at the sender's next responder: its controller, then ancestors, then the root view"
    )
    func responderChain() {
        let log = ActionLog()
        let tree = Sender(
            name: "outer", log: log, handles: ["outerController"], componentHandles: ["outerComponent"],
            child: Sender(
                name: "inner", log: log, handles: ["innerController"],
                componentHandles: ["innerComponent"]))
        let host = ComponentTestHost(component: tree)
        let rootView = HandlingView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        rootView.log = log
        host.window.addSubview(rootView)
        host.attach(to: rootView)
        let inner = sender(host, named: "inner")!
        for name in ["innerComponent", "innerController", "outerComponent", "outerController", "rootAction"] {
            Action<Void>.responderChain(ResponderAction(name)).send(from: inner)
        }
        #expect(
            log.all == [
                "controller inner handled innerController",
                "component outer handled outerComponent",
                "controller outer handled outerController",
                "root view handled rootAction",
            ])
    }

    @Test(
        "a responder-chain action from a tree without scopes still reaches the root view, inside a viewless parent or under a view"
    )
    func responderChainWithoutScopes() {
        let log = ActionLog()
        let host = ComponentTestHost(
            component: Flex {
                ViewComponent(attributes: [ViewAttributes.tag(1)], size: Fixture.size(1, 1))
                Framed(child: ViewComponent(attributes: [ViewAttributes.tag(3)], size: Fixture.size(4, 4)))
            })
        let rootView = HandlingView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        rootView.log = log
        host.window.addSubview(rootView)
        host.attach(to: rootView)
        let senders = host.mountedViews.compactMap(ComponentSender.owner(of:))
        #expect(senders.count == 3)
        for sender in senders { Action<Void>.responderChain("rootAction").send(from: sender) }
        #expect(log.all == Array(repeating: "root view handled rootAction", count: 3))
    }

    @Test("a responder-chain action sent by the controller of a viewless root reaches the root view")
    func responderChainFromViewlessRoot() {
        let log = ActionLog()
        let host = ComponentTestHost(component: Group(name: "g", children: [TextComponent("x")]))
        let rootView = HandlingView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        rootView.log = log
        host.window.addSubview(rootView)
        host.attach(to: rootView)
        let controller = host.root.controllers.first { $0 is Probe<Group> }
        #expect(controller != nil)
        controller?.send(Action<Void>.responderChain("rootAction"), ())
        #expect(log.all == ["root view handled rootAction"])
    }

    @Test("an unhandled responder-chain action is reported")
    func unhandledResponderAction() {
        withLifecycle { _, checker in
            let log = ActionLog()
            let host = ComponentTestHost(component: Sender(name: "s", log: log))
            host.attach()
            Action<Void>.responderChain("nobody").send(from: sender(host, named: "s")!)
            #expect(checker.diagnostics(rule: "C-ACTION-UNHANDLED").count == 1)
        }
    }

    @Test("sending from willUnmount is reported with the component path and not delivered")
    func unmountedSenderDiagnostic() {
        withLifecycle { _, checker in
            let log = ActionLog()
            // A responder-chain action: those need the sender mounted (explicit targets don't, see
            // ActionVariantTests); the parent would handle it if it were delivered.
            let action = Action<String>.responderChain("leaving")
            let host = ComponentTestHost(
                component: Sender(
                    name: "parent", log: log, handles: ["leaving"],
                    child: Flex {
                        Sender(name: "leaving", log: log, action: action, sendInWillUnmount: true)
                    }))
            host.attach()
            host.update(Sender(name: "parent", log: log, handles: ["leaving"], child: Flex {}))
            #expect(log.all.isEmpty)
            let diagnostics = checker.diagnostics(rule: "C-ACTION-UNMOUNTED")
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.path == "Sender[key=parent] > Flex > Sender[key=leaving]")
        }
    }

    @Test("a ButtonComponent sends its latest action when clicked and shows its highlighted title")
    func buttonSendsAction() {
        let log = ActionLog()
        let host = ComponentTestHost(component: ButtonComponent("Play", action: .closure { log.add("play") }))
        host.attach()
        host.runUntilIdle()
        host.update(ButtonComponent("Pause", highlightedTitle: "Pausing", action: .closure { log.add("pause") }))
        let button = host.mountedViews.first as? Button
        #expect(button?.currentTitle == "Pause")
        #expect(button?.title(for: .highlighted) == "Pausing")
        _ = host.screen.click(at: CGPoint(x: 1, y: 0))
        host.runUntilIdle()
        #expect(log.all == ["pause"])
    }
}

/// Owns a scope whose action the child sends.
struct ScopeOwner: Component {
    typealias Controller = ScopeOwnerController
    var log: ActionLog
    func render(_ scope: Scope<ScopeOwner>) -> (any Component)? {
        Sender(
            name: "child", log: log,
            action: scope.action { (controller: ScopeOwnerController, value: String) in
                controller.component.log.add("owner got \(value)")
            })
    }
}

@MainActor final class ScopeOwnerController: ComponentController<ScopeOwner> {}

extension ComponentSender {
    func send(_ value: String, via host: ComponentTestHost) {
        (component as? Sender)?.action?.send(value, from: self)
    }
}
