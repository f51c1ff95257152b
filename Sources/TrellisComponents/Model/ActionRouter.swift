// ActionRouter: delivers actions — scope lookup, target/closure calls, the responder-chain walk.
import TrellisUI

@MainActor enum ActionRouter {
    static func send<Argument: Sendable>(
        _ action: Action<Argument>, _ argument: Argument, from sender: ComponentSender,
        behavior: ActionSendBehavior
    ) {
        if case .responderChain = action.kind, !sender.isMounted {
            LifecycleChecker.emit(
                rule: "C-ACTION-UNMOUNTED", path: sender.path,
                message: "responder-chain action sent from a component that is not mounted (e.g. in willUnmount "
                    + "or componentWillRelinquishView): it has no responder chain; not delivered")
            return
        }
        LifecycleRecorder.active?.record(sender.node, "sendAction", [describe(action.kind)])
        switch action.kind {
        case .closure(let body):
            body(argument, sender)
        case .target(let body):
            if !body(argument, sender) {
                LifecycleChecker.emit(
                    rule: "C-ACTION-NOTARGET", path: sender.path,
                    message: "target of a target/action pair is gone; not delivered")
            }
        case .scope(let target):
            guard let id = target.id, let root = target.link?.root,
                let node = root.mountedNode(for: id) ?? root.latestNode(for: id)
            else {
                LifecycleChecker.emit(
                    rule: "C-ACTION-NOSCOPE", path: sender.path,
                    message: "scope action for \(target.typeName) whose scope left the tree")
                return
            }
            let resolved = ResolvedScope(component: node.component, controller: node.handle?.controller)
            if !target.handler(resolved, argument) {
                LifecycleChecker.emit(
                    rule: "C-ACTION-NOSCOPE", path: sender.path,
                    message: "scope action for \(target.typeName) has no controller to receive it")
            }
        case .responderChain(let name):
            let start: ComponentResponder? =
                switch behavior {
                case .startAtSender: .component(sender)
                case .startAtSenderNextResponder: sender.nextResponder
                }
            guard let responder = start?.target(forAction: name, withSender: sender) else {
                LifecycleChecker.emit(
                    rule: "C-ACTION-UNHANDLED", path: sender.path,
                    message: "no responder handled '\(name)'")
                return
            }
            responder.perform(name, argument: argument, sender: sender)
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

    /// The view the tree holding the mounted `node` is mounted in (its root view). Nodes don't keep it (a
    /// word in every node for the root's sake): it is the attached view of the root that a scope of the
    /// tree links to, when that root mounted the tree's top node; else the ancestor of a view of the tree
    /// whose pools the top node was mounted from. Scopes and views are looked for on the way up from
    /// `node` first, then below the top node.
    static func rootView(ofTreeContaining node: TreeNode) -> View? {
        var link: TreeLink?
        var firstView: View?
        var top = node
        var current: TreeNode? = node
        while let candidate = current {
            if link == nil { link = candidate.handle?.link }
            if firstView == nil { firstView = candidate.view }
            top = candidate
            current = candidate.mountedParent
        }
        if let view = rootView(of: top, link: link, firstView: firstView) { return view }
        // Nothing on the way up (a viewless, unscoped ancestor): the first scope or view below the top.
        var pending: [ComponentLayout] = top.mountedLayout.map { [$0] } ?? []
        while !pending.isEmpty {
            let layout = pending.removeFirst()
            for child in layout.children {
                guard let below = child.layout.node, below.mountState == .mounted else { continue }
                if below.handle?.link != nil || below.view != nil,
                    let view = rootView(of: top, link: below.handle?.link, firstView: below.view)
                {
                    return view
                }
                pending.append(child.layout)
            }
        }
        return nil
    }

    /// See ``rootView(ofTreeContaining:)``.
    private static func rootView(of top: TreeNode, link: TreeLink?, firstView: View?) -> View? {
        if let root = link?.root, root.mountedLayout?.node === top, let view = root.attachedView { return view }
        var candidate = firstView
        while let view = candidate {
            if let pools = ViewOwnership.existingOwnerRecord(for: view)?.containerPoolsObject,
                UInt(bitPattern: ObjectIdentifier(pools)) == top.mountedContainer
            {
                return view
            }
            candidate = view.superview
        }
        return nil
    }
}
