// ComponentResponder: one link of a component tree's responder chain — component, controller, or a
// TrellisUI responder from the root view up — with nextResponder, canPerformAction and target(forAction:).
import TrellisUI

/// A responder in a component tree's chain (ComponentKit's chain of components, controllers and views).
///
/// The chain of a mounted component is: the component → its controller (if it has one) → its parent
/// component → the parent's controller → … → the root component's controller → the view the tree is
/// mounted in (the hosting view) → that view's `next` responders (superviews, view controllers, the
/// window, the application). A component that is not mounted has no next responder.
@MainActor
public enum ComponentResponder {
    /// A mounted component.
    case component(ComponentSender)
    /// A component's controller.
    case controller(AnyComponentController)
    /// A TrellisUI responder: the root view, and everything above it.
    case responder(Responder)

    /// The next link of the chain, or `nil` at its end.
    public var nextResponder: ComponentResponder? {
        switch self {
        case .component(let sender): sender.nextResponder
        case .controller(let controller): controller.nextResponder
        case .responder(let responder): responder.next.map(ComponentResponder.responder)
        }
    }

    /// Whether this link performs `action`. Views and other responders are asked with the sender's view.
    public func canPerformAction(_ action: ResponderAction, withSender sender: ComponentSender?) -> Bool {
        switch self {
        case .component(let component):
            guard let responder = component.component as? any ActionResponder else { return false }
            return responder.canPerformAction(action, withSender: sender)
        case .controller(let controller):
            return controller.canPerformAction(action, withSender: sender)
        case .responder(let responder):
            return responder.canPerformAction(action, withSender: sender?.view)
        }
    }

    /// The first link, starting with this one, that performs `action`; `nil` when none does.
    public func target(forAction action: ResponderAction, withSender sender: ComponentSender?) -> ComponentResponder? {
        var current: ComponentResponder? = self
        var steps = 0
        while let link = current, steps < 100_000 {
            if link.canPerformAction(action, withSender: sender) { return link }
            current = link.nextResponder
            steps += 1
        }
        return nil
    }

    /// Performs `action` (after ``canPerformAction(_:withSender:)`` said yes).
    func perform(_ action: ResponderAction, argument: any Sendable, sender: ComponentSender) {
        switch self {
        case .component(let component):
            (component.component as? any ActionResponder)?.perform(action, argument: argument, sender: sender)
        case .controller(let controller):
            controller.perform(action, argument: argument, sender: sender)
        case .responder(let responder):
            responder.perform(action, withSender: sender.view)
        }
    }

    /// The component, controller or responder, for checks in tests and tools: the same object (or the same
    /// mounted component) as `other`.
    public func isIdentical(to other: ComponentResponder) -> Bool {
        switch (self, other) {
        case (.component(let a), .component(let b)): a.node === b.node
        case (.controller(let a), .controller(let b)): a === b
        case (.responder(let a), .responder(let b)): a === b
        default: false
        }
    }
}

extension ComponentSender {
    /// The next responder of this component: its controller when it has one, else
    /// ``nextResponderAfterController`` (`nil` when the component is not mounted).
    public var nextResponder: ComponentResponder? {
        guard isMounted else { return nil }
        if let controller = node.handle?.controller { return .controller(controller) }
        return nextResponderAfterController
    }

    /// The link after this component's controller: the parent component, or for the root component the
    /// view the tree is mounted in (ComponentKit's `nextResponderAfterController`).
    public var nextResponderAfterController: ComponentResponder? {
        guard isMounted else { return nil }
        if let parent = node.mountedParent { return .component(ComponentSender(node: parent)) }
        return ActionRouter.rootView(ofTreeContaining: node).map(ComponentResponder.responder)
    }

    /// Whether this component performs `action` (it is an ``ActionResponder`` that says so).
    public func canPerformAction(_ action: ResponderAction, withSender sender: ComponentSender?) -> Bool {
        ComponentResponder.component(self).canPerformAction(action, withSender: sender)
    }

    /// The responder that would perform `action` sent from here: the first link, starting with this
    /// component, that performs it.
    public func target(forAction action: ResponderAction, withSender sender: ComponentSender?) -> ComponentResponder? {
        ComponentResponder.component(self).target(forAction: action, withSender: sender)
    }
}

extension AnyComponentController {
    /// The next responder: the link after its component's controller (the parent component, or the
    /// root view); `nil` while the component is not mounted.
    public var nextResponder: ComponentResponder? {
        guard let node = mountedNode else { return nil }
        return ComponentSender(node: node).nextResponderAfterController
    }

    /// The responder that would perform `action`: the first link, starting with this controller, that
    /// performs it.
    public func target(forAction action: ResponderAction, withSender sender: ComponentSender?) -> ComponentResponder? {
        ComponentResponder.controller(self).target(forAction: action, withSender: sender)
    }
}
