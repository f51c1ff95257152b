// Control: the base class of buttons and text fields (UIKit's UIControl) — enabled / highlighted /
// selected state, pointer tracking, and target-action with Swift closures or curried methods.
import Foundation

/// A view that turns user interaction into events sent to its actions.
///
/// Actions are registered either as closures (`addAction(for:_:)`) or as a weakly held
/// target with a method reference (`addTarget(self, action: Screen.saveTapped, for: .touchUpInside)`).
/// ``sendActions(for:)`` runs every action registered for one of the events, in registration order.
///
/// Pointer tracking (primary button): down inside → `touchDown`; moves → `touchDragInside` /
/// `touchDragOutside`, with `touchDragExit` / `touchDragEnter` when crossing the edge; up →
/// `touchUpInside` (plus `primaryActionTriggered` for controls whose
/// ``sendsPrimaryActionOnTouchUpInside`` is true) or `touchUpOutside`. Leaving the window or being
/// disabled while tracking sends `touchCancel`. The control is highlighted while the pointer is down
/// inside it.
///
/// Keyboard focus: an enabled control that can become first responder is focusable; Tab / Shift-Tab
/// that nobody handles reach the window, which moves focus (``Window/moveFocus(backwards:)``).
@MainActor
open class Control: View {
    /// Identifies an action registered with `addAction(for:_:)` so it can be removed.
    public struct ActionIdentifier: Sendable, Hashable {
        let value: Int
    }

    private struct Registration {
        let identifier: ActionIdentifier
        var events: Event
        weak var target: AnyObject?
        let hasTarget: Bool
        let perform: @MainActor (Control, Event) -> Void
    }

    private var registrations: [Registration] = []
    private var nextIdentifier = 0
    private var enabledStorage = true
    private var highlightedStorage = false
    private var selectedStorage = false

    /// Creates a control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive: the keys every view reads (``View/init(coder:)``), then
    /// `enabled`, `selected`, `highlighted`, `contentHorizontalAlignment` and `contentVerticalAlignment`.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        if let enabled = coder.decodeBool(forKey: "enabled") { enabledStorage = enabled }
        if let selected = coder.decodeBool(forKey: "selected") { selectedStorage = selected }
        if let highlighted = coder.decodeBool(forKey: "highlighted") { highlightedStorage = highlighted }
        let horizontal = coder.decodeEnumeration(
            forKey: "contentHorizontalAlignment", ContentHorizontalAlignment.documentNames)
        if let horizontal { contentHorizontalAlignment = horizontal }
        let vertical = coder.decodeEnumeration(
            forKey: "contentVerticalAlignment", ContentVerticalAlignment.documentNames)
        if let vertical { contentVerticalAlignment = vertical }
    }

    /// Whether a pointer press is being tracked.
    public private(set) var isTracking = false
    /// Whether the tracked pointer is inside the control.
    public private(set) var isTouchInside = false

    // MARK: - State

    /// Whether the control responds to the user. A disabled control ignores pointer and key input
    /// (passing it up the responder chain) and usually draws dimmed.
    open var isEnabled: Bool {
        get { enabledStorage }
        set {
            guard newValue != enabledStorage else { return }
            if !newValue && isTracking { cancelTracking() }
            enabledStorage = newValue
            stateDidChange()
        }
    }

    /// Whether the control is highlighted (set while the pointer is down inside it).
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set {
            guard newValue != highlightedStorage else { return }
            highlightedStorage = newValue
            stateDidChange()
        }
    }

    /// Whether the control is selected (e.g. a toggled button).
    open var isSelected: Bool {
        get { selectedStorage }
        set {
            guard newValue != selectedStorage else { return }
            selectedStorage = newValue
            stateDidChange()
        }
    }

    /// Where the content (a button's title) sits across the width (`.center` by default).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsDisplay() } }
    }

    /// Where the content sits across the height (`.center` by default).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The combined state.
    public var state: State {
        var state: State = []
        if highlightedStorage { state.insert(.highlighted) }
        if !enabledStorage { state.insert(.disabled) }
        if selectedStorage { state.insert(.selected) }
        if isFirstResponder { state.insert(.focused) }
        return state
    }

    /// Called after ``isEnabled``, ``isHighlighted`` or ``isSelected`` changed. The default redraws;
    /// call `super`.
    open func stateDidChange() {
        setNeedsDisplay()
    }

    /// Whether releasing the pointer inside also sends `primaryActionTriggered` (buttons: true).
    open var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: - Target-action

    /// Runs `handler` whenever one of `events` is sent.
    /// - Returns: an identifier for ``removeAction(_:)``.
    @discardableResult
    public func addAction(for events: Event, _ handler: @escaping @MainActor () -> Void) -> ActionIdentifier {
        register(events: events, target: nil) { _, _ in handler() }
    }

    /// Runs `handler` with the control whenever one of `events` is sent.
    /// - Returns: an identifier for ``removeAction(_:)``.
    @discardableResult
    public func addAction(for events: Event, _ handler: @escaping @MainActor (Control) -> Void) -> ActionIdentifier {
        register(events: events, target: nil) { control, _ in handler(control) }
    }

    /// Calls `action` on `target` whenever one of `events` is sent: `addTarget(self, action: Foo.save,
    /// for: .touchUpInside)` with `func save()`. The target is held weakly, as in UIKit.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for events: Event
    ) {
        register(events: events, target: target) { [weak target] _, _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// Calls `action` on `target` with the sender whenever one of `events` is sent:
    /// `addTarget(self, action: Foo.buttonTapped, for: .touchUpInside)` with
    /// `func buttonTapped(_ sender: Button)`. The action is skipped if the control is not a `Sender`.
    public func addTarget<Target: AnyObject, Sender: Control>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: Event
    ) {
        register(events: events, target: target) { [weak target] control, _ in
            guard let target, let sender = control as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Removes `events` from the registrations of `target` (`nil`: of every target-action pair, not
    /// closures); registrations left without events are dropped.
    public func removeTarget(_ target: AnyObject?, for events: Event = .allEvents) {
        for index in registrations.indices where registrations[index].hasTarget {
            guard target == nil || registrations[index].target === target else { continue }
            registrations[index].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Removes the action registered under `identifier` (for all its events).
    public func removeAction(_ identifier: ActionIdentifier) {
        registrations.removeAll { $0.identifier == identifier }
    }

    /// The targets with registered target-actions that are still alive.
    public var allTargets: [AnyObject] {
        var seen: [ObjectIdentifier] = []
        var targets: [AnyObject] = []
        for registration in registrations {
            guard let target = registration.target, !seen.contains(ObjectIdentifier(target)) else { continue }
            seen.append(ObjectIdentifier(target))
            targets.append(target)
        }
        return targets
    }

    /// The events that have at least one registered action.
    public var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Sends each event in `events` (in ``Event/elements`` order) to the actions registered for it, in
    /// registration order. Actions of targets that were deallocated are dropped.
    open func sendActions(for events: Event) {
        registrations.removeAll { $0.hasTarget && $0.target == nil }
        for event in events.elements {
            LifecycleRecorder.note(self, "sendActions(for:)", [event.description])
            // A snapshot: actions may add or remove actions while running.
            for registration in registrations where registration.events.contains(event) {
                registration.perform(self, event)
            }
        }
    }

    @discardableResult
    private func register(
        events: Event, target: AnyObject?, perform: @escaping @MainActor (Control, Event) -> Void
    ) -> ActionIdentifier {
        let identifier = ActionIdentifier(value: nextIdentifier)
        nextIdentifier += 1
        registrations.append(
            Registration(
                identifier: identifier, events: events, target: target, hasTarget: target != nil, perform: perform))
        return identifier
    }

    // MARK: - Pointer tracking

    /// Starts tracking a primary-button press: highlights and sends `touchDown`.
    open override func pointerDown(_ event: PointerEvent) {
        guard isEnabled, event.button == .primary else { return super.pointerDown(event) }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// While tracking, sends the drag events and updates the highlight.
    open override func pointerMoved(_ event: PointerEvent) {
        guard isTracking else { return super.pointerMoved(event) }
        let inside = point(inside: event.location(in: self), with: event)
        if inside != isTouchInside {
            isTouchInside = inside
            isHighlighted = inside
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    /// Ends tracking: `touchUpInside` (and `primaryActionTriggered` where enabled) or `touchUpOutside`.
    open override func pointerUp(_ event: PointerEvent) {
        guard isTracking else { return super.pointerUp(event) }
        let inside = point(inside: event.location(in: self), with: event)
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        if inside {
            sendActions(for: .touchUpInside)
            if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// Stops tracking the pointer and sends `touchCancel`. Does nothing when not tracking.
    public func cancelTracking() {
        guard isTracking else { return }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    // MARK: - Focus

    /// A control takes keyboard focus only while it is enabled (and can become first responder).
    open override var canBecomeFocused: Bool { isEnabled && super.canBecomeFocused }

    /// Makes the next (or previous) view of the window's ``Window/focusableViews`` after this control
    /// first responder, wrapping around — what Tab / Shift-Tab do when the key reaches the window.
    /// Returns whether focus moved.
    @discardableResult
    public func focusNextControl(backwards: Bool = false) -> Bool {
        guard let window else { return false }
        return window.moveFocus(from: self, backwards: backwards)
    }

    /// Becomes first responder and redraws for the `focused` state.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        let became = super.becomeFirstResponder()
        if became && !wasFirst { setNeedsDisplay() }
        return became
    }

    /// Resigns first responder and redraws without the `focused` state.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        let resigned = super.resignFirstResponder()
        if resigned && wasFirst { setNeedsDisplay() }
        return resigned
    }

    /// Leaving the window cancels tracking.
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { cancelTracking() }
    }
}
