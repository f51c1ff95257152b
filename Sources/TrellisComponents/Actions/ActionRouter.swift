// ActionRouter: delivers actions — scope lookup, target/closure calls, the responder-chain walk.
import TrellisUI

@MainActor enum ActionRouter {
    static func send<Argument: Sendable>(_ action: Action<Argument>, _ argument: Argument, from sender: ComponentSender) {
        guard sender.isMounted else {
            LifecycleChecker.emit(
                rule: "C-ACTION-UNMOUNTED", path: sender.path,
                message: "action sent from a component that is not mounted (e.g. in willUnmount or "
                    + "componentWillRelinquishView); not delivered")
            return
        }
        LifecycleRecorder.active?.record(sender.node, "sendAction", [describe(action.kind)])
        switch action.kind {
        case .closure(let body):
            body(argument, sender)
        case .target(let body):
            if !body(argument, sender) {
                LifecycleChecker.emit(rule: "C-ACTION-NOTARGET", path: sender.path,
                                      message: "target of a target/action pair is gone; not delivered")
            }
        case .scope(let target):
            guard let id = target.id, let root = target.link?.root,
                  let node = root.mountedNode(for: id) ?? root.latestNode(for: id) else {
                LifecycleChecker.emit(rule: "C-ACTION-NOSCOPE", path: sender.path,
                                      message: "scope action for \(target.typeName) whose scope left the tree")
                return
            }
            let resolved = ResolvedScope(component: node.component, controller: node.handle?.controller)
            if !target.handler(resolved, argument) {
                LifecycleChecker.emit(rule: "C-ACTION-NOSCOPE", path: sender.path,
                                      message: "scope action for \(target.typeName) has no controller to receive it")
            }
        case .responderChain(let name):
            if !walkResponderChain(name, argument, sender) {
                LifecycleChecker.emit(rule: "C-ACTION-UNHANDLED", path: sender.path,
                                      message: "no responder handled '\(name)'")
            }
        }
    }

    private static func describe<A>(_ kind: Action<A>.Kind) -> String {
        switch kind {
        case .closure: "closure"
        case .target: "target"
        case .scope(let target): "scope:\(target.typeName)"
        case .responderChain(let name): "responder:\(name)"
        }
    }

    /// Component → controller → parent component → its controller → … → root view → view chain,
    /// starting at the sender's next responder (its controller, else its parent).
    private static func walkResponderChain(_ name: ResponderAction, _ argument: any Sendable,
                                           _ sender: ComponentSender) -> Bool {
        var node: TreeNode? = sender.node
        var first = true
        var last: TreeNode = sender.node
        var link: TreeLink?
        var firstView: View?
        while let current = node {
            if !first, let responder = current.component as? any ActionResponder,
               responder.respond(to: name, argument: argument, sender: sender) {
                return true
            }
            first = false
            if let controller = current.handle?.controller,
               controller.respond(to: name, argument: argument, sender: sender) {
                return true
            }
            last = current
            if link == nil { link = current.handle?.link }
            if firstView == nil { firstView = current.view }
            node = current.mountedParent
        }
        var responder: Responder? = rootView(of: last, link: link, firstView: firstView)
        while let current = responder {
            if current.canPerformAction(name, withSender: sender.node.view) {
                current.perform(name, withSender: sender.node.view)
                return true
            }
            responder = current.next
        }
        return false
    }

    /// The view the tree whose top mounted node is `top` was mounted in. Nodes don't keep it (a word in
    /// every node for the root's sake): it is the attached view of the root a scope in the chain links to,
    /// when that root mounted `top`; else the ancestor of a view in the chain whose pools `top` was
    /// mounted from.
    private static func rootView(of top: TreeNode, link: TreeLink?, firstView: View?) -> View? {
        if let root = link?.root, root.mountedLayout?.node === top, let view = root.attachedView { return view }
        var candidate = firstView
        while let view = candidate {
            if let pools = ViewOwnership.existingRecord(for: view)?.containerPools,
               UInt(bitPattern: ObjectIdentifier(pools)) == top.mountedContainer {
                return view
            }
            candidate = view.superview
        }
        return nil
    }
}
