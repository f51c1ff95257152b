// The responder chain: first responder status and event handlers that fall back to `next`.
import Foundation

/// An object that can respond to events and become first responder (`UIResponder`).
///
/// Event handlers forward to ``next`` by default, so an event nobody handles walks the chain
/// view → its view controller (when it is a root view) → superview … → window → application.
/// Every receipt of an event along the chain is recorded by the current ``LifecycleRecorder``.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain; `nil` ends it.
    open var next: Responder? { nil }

    // MARK: First responder

    /// Whether this responder accepts first-responder status. `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether keyboard focus (Tab / Shift-Tab, see ``Window/moveFocus(backwards:)``) may move to
    /// this responder (UIKit's `canBecomeFocused`). Only views are considered, and only while they can
    /// be seen: in the key window, not hidden, not transparent, inside the window, in an appeared
    /// view controller's hierarchy. The default is ``canBecomeFirstResponder``; controls add that
    /// they must be enabled.
    open var canBecomeFocused: Bool { canBecomeFirstResponder }

    /// Whether this responder gives up first-responder status when asked. `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its window.
    public var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// The window this responder belongs to: the first window along its ``next`` chain.
    var responderWindow: Window? {
        var current: Responder? = self
        var steps = 0
        while let responder = current, steps < 10_000 {
            if let window = responder as? Window { return window }
            current = responder.next
            steps += 1
        }
        return nil
    }

    /// Asks to become the first responder of its window. Fails (returns `false`) when
    /// ``canBecomeFirstResponder`` is false, when the responder is in no window, or when the current
    /// first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        LifecycleRecorder.note(self, "becomeFirstResponder")
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if let current = window.firstResponder, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns `false` only when ``canResignFirstResponder`` is
    /// false; a responder that is not first responder resigns trivially.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        LifecycleRecorder.note(self, "resignFirstResponder")
        guard let window = responderWindow, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponder = nil
        return true
    }

    // MARK: Events

    /// Handles a key press. The default passes it to ``next``.
    open func keyDown(_ event: KeyEvent) {
        next?.receiveKeyDown(event)
    }

    /// Handles a pointer press. The default passes it to ``next``.
    open func pointerDown(_ event: PointerEvent) {
        next?.receivePointer(event)
    }

    /// Handles pointer movement (dragging with a button held, or hovering). The default passes it
    /// to ``next``.
    open func pointerMoved(_ event: PointerEvent) {
        next?.receivePointer(event)
    }

    /// Handles a pointer release. The default passes it to ``next``.
    open func pointerUp(_ event: PointerEvent) {
        next?.receivePointer(event)
    }

    /// Handles a scroll. The default passes it to ``next``.
    open func scrollWheel(_ event: ScrollEvent) {
        next?.receiveScroll(event)
    }

    /// Handles text pasted as a whole (``Event/paste(_:)``, a terminal's bracketed paste). Text
    /// fields insert it at the cursor; the default passes it to ``next``.
    open func paste(_ text: String) {
        next?.receivePaste(text)
    }

    /// Delivers a key press to this responder, recording it.
    func receiveKeyDown(_ event: KeyEvent) {
        LifecycleRecorder.note(self, "keyDown(_:)", [event.description])
        keyDown(event)
    }

    /// Delivers a pointer event to the handler for its phase, recording it.
    func receivePointer(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            LifecycleRecorder.note(self, "pointerDown(_:)", [event.description])
            pointerDown(event)
        case .moved:
            LifecycleRecorder.note(self, "pointerMoved(_:)", [event.description])
            pointerMoved(event)
        case .up:
            LifecycleRecorder.note(self, "pointerUp(_:)", [event.description])
            pointerUp(event)
        }
    }

    /// Delivers a scroll to this responder, recording it.
    func receiveScroll(_ event: ScrollEvent) {
        LifecycleRecorder.note(self, "scrollWheel(_:)", [event.description])
        scrollWheel(event)
    }

    /// Delivers pasted text to this responder, recording it (shortened: a paste may be long).
    func receivePaste(_ text: String) {
        LifecycleRecorder.note(self, "paste(_:)", [Responder.describePaste(text)])
        paste(text)
    }

    /// How a paste appears in recordings: the text quoted when short, else its start and its length.
    nonisolated static func describePaste(_ text: String) -> String {
        let limit = 24
        guard text.count > limit else { return text.debugDescription }
        return String(text.prefix(limit)).debugDescription + "… (\(text.count) characters)"
    }

    // MARK: Actions

    /// Whether this responder performs `action`. `false` by default.
    open func canPerformAction(_ action: ResponderAction, withSender sender: AnyObject?) -> Bool {
        false
    }

    /// Performs `action` (called only when ``canPerformAction(_:withSender:)`` returned true).
    open func perform(_ action: ResponderAction, withSender sender: AnyObject?) {}

    /// The responder that will perform `action`: the first along the chain starting here that can.
    public func target(forAction action: ResponderAction, withSender sender: AnyObject?) -> Responder? {
        var current: Responder? = self
        var steps = 0
        while let responder = current, steps < 10_000 {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            current = responder.next
            steps += 1
        }
        return nil
    }

    /// Sends `action` along the chain starting here. Returns whether some responder performed it.
    @discardableResult
    public func sendAction(_ action: ResponderAction, from sender: AnyObject?) -> Bool {
        guard let target = target(forAction: action, withSender: sender) else { return false }
        LifecycleRecorder.note(target, "perform(_:withSender:)", [action.name, LifecycleRecorder.describe(sender)])
        target.perform(action, withSender: sender)
        return true
    }
}
