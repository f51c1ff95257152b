// The window: root of a view hierarchy on a screen, key-window status, visibility and its display list.
import Foundation

/// A view that hosts a hierarchy on a ``Screen`` (`UIWindow`).
///
/// A window starts hidden. ``makeKeyAndVisible()`` shows it (its root view controller appears) and
/// then makes it key (D7). Key changes follow S7: the previous key window's ``resignKey()`` and its
/// ``didResignKeyNotification``, then ``becomeKey()`` and ``didBecomeKeyNotification`` — posted on
/// the application's own ``Application/notificationCenter`` with the window as object.
@MainActor
open class Window: View {
    /// Posted (object: the window) after a window became the key window.
    public nonisolated static let didBecomeKeyNotification = Notification.Name("TrellisWindowDidBecomeKey")
    /// Posted (object: the window) after a window stopped being the key window.
    public nonisolated static let didResignKeyNotification = Notification.Name("TrellisWindowDidResignKey")
    /// Posted (object: the window) after a window became visible.
    public nonisolated static let didBecomeVisibleNotification = Notification.Name("TrellisWindowDidBecomeVisible")
    /// Posted (object: the window) after a window was hidden.
    public nonisolated static let didBecomeHiddenNotification = Notification.Name("TrellisWindowDidBecomeHidden")

    /// The screen the window is shown on.
    public let screen: any Screen
    /// The application the window belongs to.
    public let application: Application

    /// The traits of the window's size (see `TraitCollection(windowSize:)`), kept so a size change
    /// that stays within the same size classes costs one comparison.
    var traitCollectionStorage: TraitCollection

    /// The root view controller's storage (see `RootViewOwner`); the view-controller layer exposes it
    /// as `rootViewController`.
    var rootOwnerStorage: (any RootViewOwner)?

    /// The responder that receives key events first; set by `becomeFirstResponder()`.
    public internal(set) weak var firstResponder: Responder?

    var displayListInvalid = true
    /// The display list built by the last display step, in window coordinates. Items that cannot be
    /// visible (entirely outside the window or outside a clipping ancestor) are left out.
    public private(set) var displayList = DisplayList()

    /// The view a pointer press was delivered to; it receives the moves and the release (like a
    /// touch stays with the view it began in).
    weak var pointerCaptureView: View?
    /// Whether a pointer button is down (between a press and its release).
    var isPointerPressed = false
    /// The gesture recognizers taking part in the current press (and those waiting for the next one).
    lazy var gestureSession = GestureSession(window: self)

    /// Creates a hidden window covering `screen`, in the screen's application (see
    /// ``ApplicationScreen``), or in a new application when the screen has none.
    public convenience init(screen: any Screen) {
        let application = (screen as? any ApplicationScreen)?.application ?? Application()
        self.init(screen: screen, application: application)
    }

    /// Creates a hidden window covering `screen` in `application`.
    public init(screen: any Screen, application: Application) {
        self.screen = screen
        self.application = application
        traitCollectionStorage = TraitCollection(windowSize: screen.bounds.size)
        super.init(frame: screen.bounds)
        hiddenStorage = true
        application.register(self)
    }

    /// Always `nil`: a window covers a screen and belongs to an application, which an archive cannot
    /// name. Documents archive view controllers and views; the app supplies the window.
    public required init?(coder: any Coder) {
        nil
    }

    /// The window itself.
    public override var window: Window? { self }

    /// The application.
    open override var next: Responder? {
        if let owner { return owner.rootViewNextResponder }
        return application
    }

    /// Whether this is the application's key window.
    public var isKeyWindow: Bool { application.keyWindow === self }

    // MARK: Visibility

    /// Hiding or showing a window tells its root owner (will/did, so the root view controller
    /// disappears/appears — D6), re-renders its screen, and hiding the key window resigns key status.
    open override var isHidden: Bool {
        get { hiddenStorage }
        set { setHidden(newValue) }
    }

    func setHidden(_ hidden: Bool) {
        guard hidden != hiddenStorage else { return }
        let owner = rootOwnerStorage
        if hidden {
            owner?.windowWillBecomeHidden(self)
            hiddenStorage = true
            if isKeyWindow { resignKeyStatus() }
            owner?.windowDidBecomeHidden(self)
            application.notificationCenter.post(name: Window.didBecomeHiddenNotification, object: self)
        } else {
            owner?.windowWillBecomeVisible(self)
            hiddenStorage = false
            application.bringToFront(self)
            setNeedsLayout()
            owner?.windowDidBecomeVisible(self)
            application.notificationCenter.post(name: Window.didBecomeVisibleNotification, object: self)
        }
        invalidateDisplayList()
    }

    // MARK: Key window

    /// Shows the window, then makes it key (D7).
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes this the key window: the previous key window resigns (``resignKey()``, then its
    /// ``didResignKeyNotification``), then ``becomeKey()`` and ``didBecomeKeyNotification`` (S7).
    public func makeKey() {
        guard !isKeyWindow else { return }
        if let previous = application.keyWindow {
            previous.resignKeyStatus()
        }
        application.keyWindow = self
        LifecycleRecorder.note(self, "becomeKey")
        becomeKey()
        rootOwnerStorage?.windowDidBecomeKey(self)
        application.notificationCenter.post(name: Window.didBecomeKeyNotification, object: self)
    }

    func resignKeyStatus() {
        guard isKeyWindow else { return }
        application.keyWindow = nil
        LifecycleRecorder.note(self, "resignKey")
        resignKey()
        rootOwnerStorage?.windowDidResignKey(self)
        application.notificationCenter.post(name: Window.didResignKeyNotification, object: self)
    }

    /// Called when the window became key (override point; don't call it — use ``makeKey()``).
    open func becomeKey() {}

    /// Called when the window stopped being key (override point; don't call it).
    open func resignKey() {}

    // MARK: Display

    func invalidateDisplayList() {
        displayListInvalid = true
        application.setNeedsUpdateCycle()
    }

    /// The constraints step of the update cycle for this window (before its layout step): views that
    /// take part in Auto Layout get `updateConstraints()` bottom-up and the engine is brought up to date.
    func performConstraintsPass() {
        if usesAutoLayout { updateConstraintsIfNeeded() }
    }

    /// The layout step of the update cycle for this window; with a checker installed, ambiguous Auto
    /// Layout is reported after it (`AL-AMBIGUOUS`).
    func performLayoutPass() {
        runLayoutPass()
        if usesAutoLayout { reportAmbiguityAfterLayout() }
    }

    /// Rebuilds ``displayList`` if anything in the window changed: views needing display draw,
    /// then the hierarchy is assembled back to front. Returns whether the list was rebuilt.
    @discardableResult
    func rebuildDisplayListIfNeeded() -> Bool {
        guard displayListInvalid else { return false }
        displayListInvalid = false
        // Start so that the window's frame origin lands on its bounds origin: the list is in window
        // (bounds) coordinates.
        let context = GraphicsContext(
            textMeasurer: screen.textMeasurer,
            translation: CGPoint(x: boundsOrigin.x - frameStorage.minX, y: boundsOrigin.y - frameStorage.minY))
        assembleDisplayList(into: context, measurer: screen.textMeasurer, visible: bounds)
        displayList = context.finish()
        return true
    }

    // MARK: Events

    /// Dispatches an event:
    /// - key presses and pastes go to the ``firstResponder`` — unless a presentation is up and the
    ///   first responder is outside the presented controller's view (focus stays inside the modal) —
    ///   and otherwise to the frontmost view controller: the deepest presented controller whose view
    ///   is in this window and not being dismissed, else the root view controller; with neither, to
    ///   the window itself (see ``keyDown(_:)`` for what the window does with keys nobody handled);
    /// - pointer presses go to the view found by hit testing, which then also receives the moves and
    ///   the release (none of them if it leaves the window meanwhile);
    /// - hovering moves and scrolls go to the hit-tested view;
    /// - the gesture recognizers of the hit-tested view and its superviews get a primary-button press,
    ///   its moves and its release first (see ``GestureRecognizer``).
    ///
    /// Unhandled events travel up the responder chain to the application. Events with no time stamp
    /// get the clock's time.
    open func sendEvent(_ event: Event) {
        let now = application.clock.now
        switch event {
        case .key(var key):
            if key.timestamp == 0 { key.timestamp = now }
            LifecycleRecorder.note(self, "sendEvent(_:)", ["key \(key)"])
            keyEventTarget.receiveKeyDown(key)
        case .paste(let text):
            LifecycleRecorder.note(self, "sendEvent(_:)", ["paste \(Responder.describePaste(text))"])
            keyEventTarget.receivePaste(text)
        case .pointer(var pointer):
            if pointer.timestamp == 0 { pointer.timestamp = now }
            LifecycleRecorder.note(self, "sendEvent(_:)", ["pointer \(pointer)"])
            let target: View?
            if let captured = pointerCaptureView, captured.window !== self {
                // The pressed view left the window: the press is over for it, and the rest of the
                // press (moves, release) goes nowhere — never to a view that did not see it begin.
                pointerCaptureView = nil
            }
            // Gesture recognizers see a primary-button press before the view it is delivered to.
            let isGesturePress = pointer.button == .primary
            switch pointer.phase {
            case .down:
                target = hitTest(pointer.location, with: pointer)
                pointerCaptureView = target
                isPointerPressed = true
                if isGesturePress { gestureSession.pointerDown(pointer, on: target) }
            case .moved:
                target = isPointerPressed ? pointerCaptureView : hitTest(pointer.location, with: pointer)
                if isPointerPressed { gestureSession.pointerMoved(pointer) }
            case .up:
                target = isPointerPressed ? pointerCaptureView : hitTest(pointer.location, with: pointer)
                if isPointerPressed { gestureSession.pointerUp(pointer) }
                pointerCaptureView = nil
                isPointerPressed = false
            }
            target?.receivePointer(pointer)
        case .scroll(var scroll):
            if scroll.timestamp == 0 { scroll.timestamp = now }
            LifecycleRecorder.note(self, "sendEvent(_:)", ["scroll \(scroll)"])
            hitTest(scroll.location, with: nil)?.receiveScroll(scroll)
        }
    }

    /// Keys that reached the window unhandled (the first responder and everything between it and the
    /// window passed them on):
    /// - Tab / Shift-Tab move keyboard focus (``moveFocus(backwards:)``);
    /// - Escape means back (``performBackNavigation()``).
    ///
    /// Everything else — and these keys when there is nowhere to go — goes on to the application.
    open override func keyDown(_ event: KeyEvent) {
        let extra = event.modifiers.subtracting(.shift)
        switch event.key {
        case .tab where extra.isEmpty:
            if moveFocus(backwards: event.modifiers.contains(.shift)) { return }
        case .escape where event.modifiers.isEmpty:
            if performBackNavigation() { return }
        default:
            break
        }
        super.keyDown(event)
    }

    // MARK: Layout

    /// Lays out the window's presented views: each presentation's frame follows the window's size
    /// (a resized terminal), and a page sheet's backdrop follows its sheet.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutPresentations()
    }

    /// A subview leaving the window may leave a page sheet's backdrop behind (a root view controller
    /// replaced while it presented one): the next layout pass removes it before anything is drawn.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if !(subview is PresentationBackdropView) { setNeedsLayout() }
    }
}
