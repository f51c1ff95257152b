// ActionResponder: a component that performs responder-chain actions (a component method that answers a
// selector in ComponentKit).
import TrellisUI

/// A component that performs responder-chain actions sent from its descendants (or from itself with
/// ``ActionSendBehavior/startAtSender``).
///
/// Controllers answer the same two questions by overriding ``AnyComponentController/canPerformAction(_:withSender:)``
/// and ``AnyComponentController/perform(_:argument:sender:)``; views and other `Responder`s above the root
/// use `canPerformAction(_:withSender:)` / `perform(_:withSender:)`.
public protocol ActionResponder {
    /// Whether this component performs `action` (ComponentKit: whether it responds to the selector).
    /// `sender` is `nil` when the chain is only being inspected without a sender.
    @MainActor func canPerformAction(_ action: ResponderAction, withSender sender: ComponentSender?) -> Bool

    /// Performs `action` with the action's argument (a tuple for an action of several parameters, `()`
    /// for none); called only when ``canPerformAction(_:withSender:)`` returned `true`.
    @MainActor func perform(_ action: ResponderAction, argument: any Sendable, sender: ComponentSender)
}
