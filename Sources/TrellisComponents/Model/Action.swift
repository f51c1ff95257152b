// Action: something a component sends (a tap, an edit) and how it is routed (ComponentKit's CKAction).
import TrellisUI

/// A `Sendable` description of where an event goes when a component sends it.
///
/// Four kinds, as in ComponentKit: a **scope** action (delivered to a scope's controller or latest
/// component), a **target/action** pair (weak target), a **closure**, and a **responder-chain** action
/// that travels from the sender's next responder (or from the sender itself, see
/// ``ActionSendBehavior``): its controller, then each ancestor component and its controller, then the
/// root view and the view chain above it (see ``ComponentResponder``).
///
/// Actions take 0 to 3 parameters, type-checked where the action is made and sent: `Action<Void>`,
/// `Action<String>`, `Action<(Int, String)>`, `Action<(Int, String, Bool)>` — sent with `send(from:)`,
/// `send(_:from:)`, `send(_:_:from:)`, `send(_:_:_:from:)`.
///
/// A component that was built but is not mounted (never mounted, or being unmounted: `willUnmount`,
/// `componentWillRelinquishView`) has no responder chain: a responder-chain action sent from it is
/// reported with the component path (rule `C-ACTION-UNMOUNTED`) and not delivered. Actions whose target
/// is explicit — closures, target/action pairs and scope actions — are delivered from any sender, mounted
/// or not, as in ComponentKit.
public struct Action<Argument: Sendable>: Sendable {
    enum Kind: Sendable {
        case scope(ScopeTarget<Argument>)
        case closure(@MainActor @Sendable (Argument, ComponentSender) -> Void)
        case target(@MainActor @Sendable (Argument, ComponentSender) -> Bool)
        case responderChain(ResponderAction)
    }

    let kind: Kind

    init(kind: Kind) { self.kind = kind }

    /// A closure action.
    public static func closure(_ body: @escaping @MainActor @Sendable (Argument, ComponentSender) -> Void) -> Action {
        Action(kind: .closure(body))
    }

    /// A target/action pair: `method` of `target`, held weakly (ComponentKit's target/selector action).
    public static func target<Target: AnyObject & Sendable>(
        _ target: Target, _ method: @escaping @MainActor @Sendable (Target) -> (Argument) -> Void
    ) -> Action {
        Action(
            kind: .target { [weak target] argument, _ in
                guard let target else { return false }
                method(target)(argument)
                return true
            })
    }

    /// An action that travels up the responder chain from the sender until someone handles `name`.
    public static func responderChain(_ name: ResponderAction) -> Action {
        Action(kind: .responderChain(name))
    }

    /// Sends the action from `sender` on the main actor. A responder-chain action starts at the sender's
    /// next responder unless `behavior` says otherwise.
    @MainActor public func send(
        _ argument: Argument, from sender: ComponentSender,
        behavior: ActionSendBehavior = .startAtSenderNextResponder
    ) {
        ActionRouter.send(self, argument, from: sender, behavior: behavior)
    }
}

extension Action where Argument == Void {
    /// A closure action without an argument.
    public static func closure(_ body: @escaping @MainActor @Sendable () -> Void) -> Action {
        Action(kind: .closure { _, _ in body() })
    }

    /// Sends the action from `sender` (see ``send(_:from:behavior:)``).
    @MainActor public func send(
        from sender: ComponentSender,
        behavior: ActionSendBehavior = .startAtSenderNextResponder
    ) {
        send((), from: sender, behavior: behavior)
    }

    /// A target/action pair calling a method without parameters: `.target(self, Screen.refresh)` with
    /// `func refresh()`; the target is held weakly.
    public static func target<Target: AnyObject & Sendable>(
        _ target: Target, _ method: @escaping @MainActor @Sendable (Target) -> () -> Void
    ) -> Action {
        Action(
            kind: .target { [weak target] _, _ in
                guard let target else { return false }
                method(target)()
                return true
            })
    }
}

/// The target of a scope action: a scope identity plus the handler that runs against the resolved scope.
struct ScopeTarget<Argument: Sendable>: Sendable {
    let id: ScopeID?
    let link: TreeLink?
    let type: Any.Type
    var typeName: String { String(describing: type) }
    let handler: @MainActor @Sendable (ResolvedScope, Argument) -> Bool

    init(
        id: ScopeID?, link: TreeLink?, type: Any.Type,
        _ handler: @escaping @MainActor @Sendable (ResolvedScope, Argument) -> Bool
    ) {
        self.id = id
        self.link = link
        self.type = type
        self.handler = handler
    }
}

/// A scope resolved on the main actor: its latest component and its controller.
@MainActor struct ResolvedScope {
    let component: any Component
    let controller: AnyComponentController?
}
