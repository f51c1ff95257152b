// Action: something a component sends (a tap, an edit) and how it is routed (ComponentKit's CKAction).
import TrellisUI

/// A `Sendable` description of where an event goes when a component sends it.
///
/// Four kinds, as in ComponentKit: a **scope** action (delivered to a scope's controller or latest
/// component), a **target/action** pair (weak target), a **closure**, and a **responder-chain** action
/// that travels from the sender's next responder: its controller, then each ancestor component and its
/// controller, then the root view and the view chain above it.
///
/// Sending from a component that is not mounted (for example from `willUnmount` or
/// `componentWillRelinquishView`) is a mistake the seed documents forbid: the checker reports it with the
/// component path (rule `C-ACTION-UNMOUNTED`) and the action is not delivered.
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
        Action(kind: .target { [weak target] argument, _ in
            guard let target else { return false }
            method(target)(argument)
            return true
        })
    }

    /// An action that travels up the responder chain from the sender until someone handles `name`.
    public static func responderChain(_ name: ResponderAction) -> Action {
        Action(kind: .responderChain(name))
    }

    /// Sends the action from `sender` on the main actor.
    @MainActor public func send(_ argument: Argument, from sender: ComponentSender) {
        ActionRouter.send(self, argument, from: sender)
    }
}

extension Action where Argument == Void {
    /// A closure action without an argument.
    public static func closure(_ body: @escaping @MainActor @Sendable () -> Void) -> Action {
        Action(kind: .closure { _, _ in body() })
    }

    /// Sends the action from `sender`.
    @MainActor public func send(from sender: ComponentSender) { send((), from: sender) }
}

/// A component that handles responder-chain actions (controllers override
/// ``AnyComponentController/respond(to:argument:sender:)``; views and other `Responder`s use
/// `canPerformAction(_:withSender:)` / `perform(_:withSender:)`).
public protocol ActionResponder {
    /// Handles `action` and returns `true`, or returns `false` to pass it on.
    @MainActor func respond(to action: ResponderAction, argument: any Sendable, sender: ComponentSender) -> Bool
}

/// The target of a scope action: a scope identity plus the handler that runs against the resolved scope.
struct ScopeTarget<Argument: Sendable>: Sendable {
    let id: ScopeID?
    let link: TreeLink?
    let type: Any.Type
    var typeName: String { String(describing: type) }
    let handler: @MainActor @Sendable (ResolvedScope, Argument) -> Bool

    init(id: ScopeID?, link: TreeLink?, type: Any.Type,
         _ handler: @escaping @MainActor @Sendable (ResolvedScope, Argument) -> Bool) {
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
