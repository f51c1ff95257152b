// Scope: what a component sees while it renders — its state, context, and action/updater factories.
import TrellisUI

/// The scope a component renders in (ComponentKit's CKComponentScope, Swift-ified).
///
/// Valid only during ``Component/render(_:)``; the values it hands out (actions, state updaters) are
/// `Sendable` and stay valid for as long as the scope is in the tree.
public struct Scope<C: Component> {
    let handle: ScopeHandle?
    /// The environment provided by the host and by ancestors.
    public let context: ComponentContext
    /// The component path, rendered only when a diagnostic needs it.
    let path: ComponentPathSource

    /// The component's current state (after every pending update was folded in).
    public var state: C.State {
        guard let state = handle?.state else { return C.initialState() }
        return cast(state, as: C.State.self, orElse: C.initialState)
    }

    /// Replaces the state during render (derived state); the replacement persists into later generations.
    public func replaceState(_ newState: C.State) {
        guard let handle else {
            LifecycleChecker.emit(
                rule: "C-STATE-NOSCOPE", path: path(),
                message: "replaceState on \(C.typeName), which declares no State")
            return
        }
        guard !handle.isResolved else {
            LifecycleChecker.emit(
                rule: "C-STATE-RESOLVED", path: path(),
                message: "replaceState after render returned; ignored")
            return
        }
        handle.state = newState
    }

    /// Subscript access to a context value.
    public subscript<Key: ComponentContextKey>(context key: Key.Type) -> Key.Value { context[key] }

    /// A `Sendable` updater of this scope's state, for use from closures, tasks and views.
    public var stateUpdater: StateUpdater<C.State> { StateUpdater(handle: handle, type: C.self) }

    /// An action delivered to this scope's controller (on the main actor) when sent.
    public func action(
        _ body: @escaping @MainActor @Sendable (C.Controller) -> Void
    ) -> Action<Void> {
        action { (controller: C.Controller, _: Void) in body(controller) }
    }

    /// An action with an argument delivered to this scope's controller.
    public func action<Argument: Sendable>(
        _ body: @escaping @MainActor @Sendable (C.Controller, Argument) -> Void
    ) -> Action<Argument> {
        Action(
            kind: .scope(
                ScopeTarget(id: handle?.id, link: handle?.link, type: C.self) { target, argument in
                    guard let controller = target.controller as? C.Controller else { return false }
                    body(controller, argument)
                    return true
                }))
    }

    /// An action delivered to the scope's latest mounted component (ComponentKit's component-targeted
    /// scope action).
    public func componentAction<Argument: Sendable>(
        _ body: @escaping @MainActor @Sendable (C, StateUpdater<C.State>, Argument) -> Void
    ) -> Action<Argument> {
        let updater = stateUpdater
        return Action(
            kind: .scope(
                ScopeTarget(id: handle?.id, link: handle?.link, type: C.self) { target, argument in
                    guard let component = target.component as? C else { return false }
                    body(component, updater, argument)
                    return true
                }))
    }

    /// An action that updates this scope's state when sent.
    public func updateStateAction<Argument: Sendable>(
        mode: UpdateMode = .asynchronous, _ transform: @escaping @Sendable (inout C.State, Argument) -> Void
    ) -> Action<Argument> {
        let updater = stateUpdater
        return Action(
            kind: .closure { argument, _ in
                updater.update(mode: mode) { transform(&$0, argument) }
            })
    }
}

/// Updates one scope's state from any isolation.
public struct StateUpdater<State: Sendable>: Sendable {
    let handle: ScopeHandle?
    let type: Any.Type

    /// Queues `transform`; `mode` decides whether the rebuild is synchronous or asynchronous (§2.8).
    ///
    /// `isolation` is the caller's (leave the default): called on the main actor, the update is queued
    /// on the tree before this returns; from any other isolation it hops to the main actor through the
    /// application's inbox.
    public func update(
        mode: UpdateMode = .asynchronous, isolation: (any Actor)? = #isolation,
        _ transform: @escaping @Sendable (inout State) -> Void
    ) {
        guard let handle else {
            LifecycleChecker.emit(
                rule: "C-STATE-NOSCOPE", path: String(describing: type),
                message: "updateState on a component without State; ignored")
            return
        }
        handle.enqueue(
            { old in
                guard var typed = old as? State else { return old }
                transform(&typed)
                return typed
            }, mode: mode, isolation: isolation)
    }
}
