// GestureRecognizer: the base of the tap, long-press and pan recognizers (UIKit's UIGestureRecognizer) —
// a state machine fed by the pointer events of the presses it takes part in, and its action handlers.
import Foundation

/// Turns the pointer events of a press into a gesture, and tells its handlers about it.
///
/// Attach a recognizer to a view with ``View/addGestureRecognizer(_:)``. When a primary-button press
/// begins, the window gives it to the recognizers of the hit-tested view and of each of its superviews
/// (deepest first, each view's in the order they were added), before the view's own `pointerDown(_:)`;
/// moves and the release of that press follow the same way. The view still gets every event (Trellis has
/// no `cancelsTouchesInView`).
///
/// The ``state`` follows UIKit's machine: a recognizer starts ``State-swift.enum/possible``; a discrete
/// gesture (a tap) goes to ``State-swift.enum/recognized`` (that is, `ended`) or
/// ``State-swift.enum/failed``; a continuous one (long press, pan) goes `began` → `changed`… → `ended`, or
/// `cancelled`, or fails before it began. Handlers run for `began`, `changed`, `ended` and `cancelled`.
/// When the press is over (or, for a gesture that ended between presses, right away) a recognizer in a
/// final state is ``reset()`` to `possible`.
///
/// One gesture at a time: when a recognizer begins (or recognizes a discrete gesture), the other
/// recognizers of the press that are still `possible` fail, unless a ``delegate`` lets them recognize
/// simultaneously; ``require(toFail:)`` makes one wait for another to fail first. Before leaving
/// `possible` a recognizer asks its delegate (``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``)
/// and fails when told no.
///
/// A recognizer whose view leaves the window, is hidden (or under a hidden superview) or stops taking user
/// interaction is cancelled (failed if it had not begun) when the next event or timer of its press reaches
/// it; so is one that is disabled (``isEnabled``) or removed from its view mid-gesture, right away.
///
/// Subclasses override ``pointerDown(_:)``, ``pointerMoved(_:)``, ``pointerUp(_:)``, ``pointerCancelled()``
/// and ``reset()``, and set ``state``. An illegal transition (say, `possible` → `changed`) is reported
/// (rule `G1`, with the view's path) and not made.
@MainActor
open class GestureRecognizer {
    /// Identifies a handler registered with `addAction(_:)` so it can be removed.
    public struct ActionIdentifier: Sendable, Hashable {
        let value: Int
    }

    private struct Registration {
        let identifier: ActionIdentifier
        weak var target: AnyObject?
        let hasTarget: Bool
        let perform: @MainActor (GestureRecognizer) -> Void
    }

    private struct WeakRecognizer {
        weak var recognizer: GestureRecognizer?
    }

    private var registrations: [Registration] = []
    private var nextIdentifier = 0
    private var stateStorage = State.possible
    private var failureRequirements: [WeakRecognizer] = []
    /// The state a transition out of `possible` asked for while a required recognizer had not failed yet.
    private(set) var pendingState: State?

    /// The view the recognizer is attached to (see ``View/addGestureRecognizer(_:)``).
    public internal(set) weak var view: View?

    /// Answers whether the recognizer may begin and whether it may recognize alongside others.
    public weak var delegate: (any GestureRecognizerDelegate)?

    /// A name for debugging and for finding a recognizer among a view's ``View/gestureRecognizers``.
    public var name: String?

    /// The session of the press the recognizer takes part in (the window's), while it takes part.
    weak var session: GestureSession?

    /// The last pointer event delivered to the recognizer (kept after the gesture, for ``location(in:)``).
    private(set) var lastEvent: PointerEvent?

    /// Creates a recognizer with no handlers.
    public init() {}

    /// Called by a nib loader once every object of the document instantiation is made and connected
    /// (`NibDecodable`). The default does nothing; overrides call `super`.
    open func awakeFromNib() {}

    /// Creates a recognizer from an archive: `enabled`. Its actions are connected by the document
    /// loader (`<connections><action selector=…>`), like a control's.
    public required init?(coder: any Coder) {
        if let enabled = coder.decodeBool(forKey: "enabled") { isEnabled = enabled }
    }

    /// Whether the recognizer receives pointer events. Disabling one mid-gesture cancels it (fails it when
    /// it had not begun), as in UIKit.
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            abandon()
        }
    }

    // MARK: State

    /// The state of the gesture. Subclasses set it as they recognize; setting it runs the handlers for
    /// `began`, `changed`, `ended` and `cancelled`.
    public var state: State {
        get { stateStorage }
        set { transition(to: newValue) }
    }

    private func transition(to newState: State) {
        let old = stateStorage
        guard old.canMove(to: newState) else {
            LifecycleChecker.emit(
                rule: "G1", path: diagnosticPath,
                message: "\(typeName) cannot go from \(old) to \(newState); the state stays \(old)")
            return
        }
        var target = newState
        if old == .possible, newState == .began || newState == .ended {
            if isWaitingForRequiredFailures {
                pendingState = newState
                return
            }
            if let delegate, !delegate.gestureRecognizerShouldBegin(self) { target = .failed }
        }
        pendingState = nil
        stateStorage = target
        LifecycleRecorder.note(self, "state", ["\(target)"])
        if old == .possible, target == .began || target == .ended { session?.recognizerDidBegin(self) }
        if target == .failed { session?.recognizerDidFail(self) }
        switch target {
        case .began, .changed, .ended, .cancelled: sendActions()
        case .possible, .failed: break
        }
        if target.isFinal { session?.recognizerDidFinish(self) }
    }

    /// Puts the recognizer back to `possible` without running handlers (the window does this when the
    /// press is over), then calls ``reset()``.
    func resetToPossible() {
        guard stateStorage != .possible || isTakingPart else { return }
        stateStorage = .possible
        isTakingPart = false
        pendingState = nil
        reset()
    }

    /// Whether the recognizer has seen an event since it was last reset (it takes part in a gesture).
    private(set) var isTakingPart = false

    /// Fails a recognizer that is still `possible` without asking its delegate or running handlers: the
    /// session does this when another recognizer of the press began. The caller tells the session.
    func fail() {
        guard stateStorage == .possible else { return }
        pendingState = nil
        stateStorage = .failed
        LifecycleRecorder.note(self, "state", ["\(State.failed)"])
    }

    // MARK: Failure requirements

    /// Makes this recognizer wait, when it would begin or recognize, until `other` fails; if `other`
    /// begins or recognizes instead, this one fails (UIKit's `require(toFail:)`: a single tap that
    /// requires a double tap to fail). A requirement on a recognizer that takes no part in the press
    /// does not hold anything up.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !requiresFailure(of: other) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: other))
    }

    /// Whether this recognizer waits for `other` to fail (see ``require(toFail:)``).
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
    }

    /// Whether a recognizer this one requires to fail is still `possible` in the same press.
    private var isWaitingForRequiredFailures: Bool {
        guard let session else { return false }
        return failureRequirements.contains { entry in
            guard let other = entry.recognizer else { return false }
            return other.state == .possible && other.isTakingPart && other.session === session
        }
    }

    /// A required recognizer failed: make the transition that waited for it, if nothing else holds it up.
    func requiredRecognizerDidFail() {
        guard let pending = pendingState, stateStorage == .possible, !isWaitingForRequiredFailures else { return }
        pendingState = nil
        transition(to: pending)
    }

    /// Ends the recognizer's part in a press that can no longer reach it: `cancelled` when it had begun,
    /// else `failed`; it is reset once its press is over.
    func abandon() {
        switch stateStorage {
        case .began, .changed:
            pointerCancelled()
            transition(to: .cancelled)
        case .possible where isTakingPart:
            pointerCancelled()
            fail()
            session?.recognizerDidFail(self)
            session?.recognizerDidFinish(self)
        default:
            break
        }
    }

    // MARK: Events (override points)

    /// A primary-button press began on the recognizer's view or a subview.
    open func pointerDown(_ event: PointerEvent) {}

    /// The pointer moved while the press is held.
    open func pointerMoved(_ event: PointerEvent) {}

    /// The press ended.
    open func pointerUp(_ event: PointerEvent) {}

    /// The press can no longer reach the recognizer (its view left, was hidden, or it was disabled or
    /// removed); stop timers here. The state was already made `cancelled` or `failed`.
    open func pointerCancelled() {}

    /// Called when the recognizer goes back to `possible` after a gesture; clear per-gesture fields here.
    open func reset() {}

    /// Delivers one event of the press, recording it.
    func receive(_ event: PointerEvent) {
        lastEvent = event
        isTakingPart = true
        switch event.phase {
        case .down: pointerDown(event)
        case .moved: pointerMoved(event)
        case .up: pointerUp(event)
        }
    }

    /// Whether the recognizer, attached to a view that is an ancestor of an enabled control under the
    /// pointer, leaves the press to the control (UIKit: a control's own action wins over a single tap on
    /// its superview).
    var yieldsToControls: Bool { false }

    // MARK: Location

    /// Where the pointer was at the last event delivered to the recognizer, in `view`'s coordinates
    /// (`nil`: the window's); `.zero` before any.
    public func location(in view: View?) -> CGPoint {
        guard let location = lastEvent?.location else { return .zero }
        guard let view else { return location }
        return view.convert(location, from: nil)
    }

    // MARK: Handlers

    /// Runs `handler` with the recognizer at `began`, `changed`, `ended` and `cancelled`.
    /// - Returns: an identifier for ``removeAction(_:)``.
    @discardableResult
    public func addAction(_ handler: @escaping @MainActor (GestureRecognizer) -> Void) -> ActionIdentifier {
        register(target: nil, handler)
    }

    /// Runs `handler` with the recognizer as a `Recognizer` (skipped for other recognizer types):
    /// `pan.addAction { (pan: PanGestureRecognizer) in … pan.translation(in: nil) … }`.
    /// - Returns: an identifier for ``removeAction(_:)``.
    @discardableResult
    public func addAction<Recognizer: GestureRecognizer>(
        _ handler: @escaping @MainActor (Recognizer) -> Void
    ) -> ActionIdentifier {
        register(target: nil) { recognizer in
            if let typed = recognizer as? Recognizer { handler(typed) }
        }
    }

    /// Calls `action` on `target` (held weakly): `addTarget(self, action: Screen.didTap)` with
    /// `func didTap()`.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        register(target: target) { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// Calls `action` on `target` (held weakly) with the recognizer: `addTarget(self, action:
    /// Screen.didPan)` with `func didPan(_ pan: PanGestureRecognizer)`; skipped for other recognizer types.
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        register(target: target) { [weak target] recognizer in
            guard let target, let typed = recognizer as? Recognizer else { return }
            action(target)(typed)
        }
    }

    /// Removes the target-action pairs of `target` (`nil`: of every target; closures stay).
    public func removeTarget(_ target: AnyObject?) {
        registrations.removeAll { $0.hasTarget && (target == nil || $0.target === target) }
    }

    /// Removes the handler registered under `identifier`.
    public func removeAction(_ identifier: ActionIdentifier) {
        registrations.removeAll { $0.identifier == identifier }
    }

    @discardableResult
    private func register(target: AnyObject?, _ perform: @escaping @MainActor (GestureRecognizer) -> Void)
        -> ActionIdentifier
    {
        let identifier = ActionIdentifier(value: nextIdentifier)
        nextIdentifier += 1
        registrations.append(
            Registration(identifier: identifier, target: target, hasTarget: target != nil, perform: perform))
        return identifier
    }

    private func sendActions() {
        registrations.removeAll { $0.hasTarget && $0.target == nil }
        // A snapshot: handlers may add or remove handlers, or detach the recognizer.
        for registration in registrations { registration.perform(self) }
    }

    // MARK: Timers and diagnostics

    /// Schedules `body` on the clock of the application the recognizer's view is shown in.
    func scheduleTimer(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> ApplicationTimer? {
        guard let application = view?.window?.application else { return nil }
        return application.scheduleTimer(after: delay) { _ in body() }
    }

    var typeName: String { String(describing: type(of: self)) }

    /// The distance between two points.
    nonisolated static func distance(from a: CGPoint, to b: CGPoint) -> CGFloat {
        let dx = a.x - b.x
        let dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The recognizer's place for diagnostics: its type on its view's path.
    var diagnosticPath: String {
        guard let view else { return typeName }
        return "\(view.lifecyclePath) > \(typeName)"
    }

    /// Reports a property set to a value it cannot take (rule `G2`).
    func reportInvalid(_ property: String, _ value: String, using replacement: String) {
        LifecycleChecker.emit(
            rule: "G2", path: diagnosticPath,
            message: "\(property) \(value) is not allowed; using \(replacement)")
    }
}
