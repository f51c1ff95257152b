// Actions of two and three parameters: made from closures, target methods and scopes, and sent with
// as many arguments, each checked by the compiler (CKAction<T1, T2, T3>).
import TrellisUI

extension Action {
    /// A closure action of two parameters (the action's `Argument` is the pair).
    public static func closure<A: Sendable, B: Sendable>(
        _ body: @escaping @MainActor @Sendable (A, B, ComponentSender) -> Void
    ) -> Action where Argument == (A, B) {
        Action(kind: .closure { arguments, sender in body(arguments.0, arguments.1, sender) })
    }

    /// A closure action of three parameters (the action's `Argument` is the triple).
    public static func closure<A: Sendable, B: Sendable, C: Sendable>(
        _ body: @escaping @MainActor @Sendable (A, B, C, ComponentSender) -> Void
    ) -> Action where Argument == (A, B, C) {
        Action(kind: .closure { arguments, sender in body(arguments.0, arguments.1, arguments.2, sender) })
    }

    /// A target/action pair calling a method of two parameters: `.target(self, Screen.move)` with
    /// `func move(_ from: Int, _ to: Int)`; the target is held weakly.
    public static func target<Target: AnyObject & Sendable, A: Sendable, B: Sendable>(
        _ target: Target, _ method: @escaping @MainActor @Sendable (Target) -> (A, B) -> Void
    ) -> Action where Argument == (A, B) {
        Action(
            kind: .target { [weak target] arguments, _ in
                guard let target else { return false }
                method(target)(arguments.0, arguments.1)
                return true
            })
    }

    /// A target/action pair calling a method of three parameters; the target is held weakly.
    public static func target<Target: AnyObject & Sendable, A: Sendable, B: Sendable, C: Sendable>(
        _ target: Target, _ method: @escaping @MainActor @Sendable (Target) -> (A, B, C) -> Void
    ) -> Action where Argument == (A, B, C) {
        Action(
            kind: .target { [weak target] arguments, _ in
                guard let target else { return false }
                method(target)(arguments.0, arguments.1, arguments.2)
                return true
            })
    }

    /// Sends an action of two parameters from `sender` (see ``send(_:from:behavior:)``).
    @MainActor public func send<A: Sendable, B: Sendable>(
        _ first: A, _ second: B, from sender: ComponentSender,
        behavior: ActionSendBehavior = .startAtSenderNextResponder
    ) where Argument == (A, B) {
        send((first, second), from: sender, behavior: behavior)
    }

    /// Sends an action of three parameters from `sender` (see ``send(_:from:behavior:)``).
    @MainActor public func send<A: Sendable, B: Sendable, C: Sendable>(
        _ first: A, _ second: B, _ third: C, from sender: ComponentSender,
        behavior: ActionSendBehavior = .startAtSenderNextResponder
    ) where Argument == (A, B, C) {
        send((first, second, third), from: sender, behavior: behavior)
    }
}

extension Scope {
    /// An action of two parameters delivered to this scope's controller.
    public func action<A: Sendable, B: Sendable>(
        _ body: @escaping @MainActor @Sendable (C.Controller, A, B) -> Void
    ) -> Action<(A, B)> {
        action { (controller: C.Controller, arguments: (A, B)) in body(controller, arguments.0, arguments.1) }
    }

    /// An action of three parameters delivered to this scope's controller.
    public func action<A: Sendable, B: Sendable, D: Sendable>(
        _ body: @escaping @MainActor @Sendable (C.Controller, A, B, D) -> Void
    ) -> Action<(A, B, D)> {
        action { (controller: C.Controller, arguments: (A, B, D)) in
            body(controller, arguments.0, arguments.1, arguments.2)
        }
    }
}
