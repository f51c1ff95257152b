// ActionSendBehavior: where a responder-chain action starts looking for a responder (CKComponentActionSendBehavior).
import TrellisUI

/// Where the search for a responder starts when a responder-chain action is sent.
///
/// Only responder-chain actions (``Action/responderChain(_:)``) search; closure, target/action and scope
/// actions go to their explicit target whatever the behavior.
public enum ActionSendBehavior: Sendable, Hashable {
    /// The sender itself first (its component, when it is an ``ActionResponder``), then its next
    /// responder — ComponentKit's `StartAtSender`, for a component that handles its own action.
    case startAtSender
    /// The sender's next responder (its controller, else its parent component), so a component never
    /// receives its own action — ComponentKit's `StartAtSenderNextResponder`, the default for
    /// responder-chain actions.
    case startAtSenderNextResponder
}
