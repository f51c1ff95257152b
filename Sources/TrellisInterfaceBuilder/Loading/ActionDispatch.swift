// Sends a document's action (a selector name) to its target, or up the responder chain for First Responder.
import Foundation
import TrellisUI

/// One connected `<action selector=… destination=…>`: what a control, gesture recognizer or bar button item
/// runs when it fires.
///
/// The target (held weakly, as UIKit holds action targets) performs the action through a
/// ``ClassRegistry/registerAction(_:of:_:)`` entry of its class, or as a ``Responder`` that answers
/// `canPerformAction(ResponderAction(selector), withSender:)`. An action connected to First Responder
/// walks the responder chain from the window's first responder (or, without one, from the sender) and is
/// performed by the first responder that can; nobody performing it is not an error, as in UIKit.
@MainActor
struct ActionDispatch {
    let selector: String
    weak var target: AnyObject?
    let toFirstResponder: Bool
    let registry: ClassRegistry

    init(selector: String, target: AnyObject?, toFirstResponder: Bool, registry: ClassRegistry) {
        self.selector = selector
        self.target = target
        self.toFirstResponder = toFirstResponder
        self.registry = registry
    }

    /// Whether `target` performs `selector`.
    static func canPerform(_ selector: String, target: AnyObject, sender: AnyObject?, registry: ClassRegistry) -> Bool {
        if registry.action(selector, of: target) != nil { return true }
        guard let responder = target as? Responder else { return false }
        return responder.canPerformAction(ResponderAction(selector), withSender: sender)
            || responder.canPerformAction(ResponderAction(ClassRegistry.actionName(selector)), withSender: sender)
    }

    /// Sends the action from `sender`. Returns whether someone performed it.
    @discardableResult
    func send(from sender: AnyObject?) -> Bool {
        if !toFirstResponder {
            guard let target else { return false }
            return perform(on: target, sender: sender)
        }
        var current = chainStart(for: sender)
        var steps = 0
        while let responder = current, steps < 10_000 {
            if Self.canPerform(selector, target: responder, sender: sender, registry: registry) {
                return perform(on: responder, sender: sender)
            }
            current = responder.next
            steps += 1
        }
        return false
    }

    private func chainStart(for sender: AnyObject?) -> Responder? {
        let view = (sender as? View) ?? (sender as? GestureRecognizer)?.view
        if let first = view?.window?.firstResponder { return first }
        return view ?? (sender as? Responder)
    }

    private func perform(on target: AnyObject, sender: AnyObject?) -> Bool {
        LifecycleRecorder.active?.record(
            target, "perform(_:withSender:)", [selector, LifecycleRecorder.active?.label(for: sender) ?? "nil"])
        if let entry = registry.action(selector, of: target) {
            entry.perform(target, sender)
            return true
        }
        guard let responder = target as? Responder else { return false }
        for action in [ResponderAction(selector), ResponderAction(ClassRegistry.actionName(selector))]
        where responder.canPerformAction(action, withSender: sender) {
            responder.perform(action, withSender: sender)
            return true
        }
        return false
    }
}
