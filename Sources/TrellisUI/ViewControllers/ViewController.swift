// ViewController: owns a root view, drives the appearance state machine (reference §1) and the
// view-load sub-machine, and is the unit of containment and presentation.
import Foundation

/// A view controller (`UIViewController`): manages one root view, its loading, its appearance
/// callbacks, child view controllers and presented view controllers.
///
/// Every callback the framework makes is recorded by the current ``LifecycleRecorder`` at the place
/// the framework makes it; the lifecycle rules are checked online (``LifecycleChecker``).
///
/// - Appearance (T1–T12): `viewWillAppear` → `viewIsAppearing` → `viewDidAppear`, and
///   `viewWillDisappear` → `viewDidDisappear`. Will-callbacks run synchronously where the change is
///   made; did-callbacks run in the deferred step of the update cycle, or when an animated
///   transition's time has passed on the application clock (D3).
/// - Forwarding (D1, D2): a controller forwards its appearance to the children whose views are in
///   its view's hierarchy, parent before children and children in `children` order, for will- and
///   did-callbacks alike.
@MainActor
open class ViewController: Responder {
    // MARK: Stored state (extensions hold the behaviour; Swift needs the storage here)

    /// The nib the default `loadView()` asks the registered ``NibLoading`` loader for.
    public let nibName: String?
    /// The bundle that holds ``nibName``.
    public let nibBundle: Bundle?

    /// A human-readable title; navigation and tab bars show it.
    open var title: String? {
        didSet {
            tabBarItemStorage?.title = title // UIKit: the title is the tab bar item's title too
            parent?.childTitleDidChange(self)
        }
    }
    /// The tab bar item, created on first use (``tabBarItem``).
    var tabBarItemStorage: TabBarItem?

    var storedView: View?
    var loadPhase: LoadPhase = .notLoaded

    enum LoadPhase { case notLoaded, loading, loaded }

    var appearanceStateStorage: AppearanceState = .disappeared
    var appearanceNesting = 0
    var appearanceAnimated = false
    var appearanceTransition = 0
    var didFireIsAppearing = false
    var isAppearingPending = false
    var forwardedAppearance: [(child: ViewController, token: AppearanceToken)] = []
    var appearanceCallbackDepth = 0
    var transitionFlags: TransitionFlags = []

    var childrenStorage: [ViewController] = []
    weak var parentStorage: ViewController?

    /// How this controller is shown when presented. `.fullScreen` by default.
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    var presentedStorage: ViewController?
    weak var presentingStorage: ViewController?
    /// The window a presented controller's view was put in (presented views are window subviews).
    weak var presentationWindow: Window?
    /// Presentation settings and the presentation controller (ViewController+Presentation.swift).
    var presentationSettings = PresentationSettings()

    lazy var transitionQueue = TransitionQueue()
    /// The coordinator of the transition this controller runs or takes part in (`transitionCoordinator`).
    var transitionCoordinatorStorage: TransitionCoordinator?

    /// How a navigation bar shows this controller: title, title view, bar button items, back button.
    public private(set) lazy var navigationItem = NavigationItem(owner: self)
    /// The items a navigation controller's toolbar shows while this controller is its top.
    open var toolbarItems: [BarButtonItem]? {
        didSet { navigationItemDidChange() }
    }

    var invariantShadow = ViewControllerInvariantShadow()

    /// The storyboard this controller came from, its view nib and its segues (ViewController+Segues.swift).
    package var storyboardLink: StoryboardLink?

    /// Duration of animated transitions this controller runs (push, pop, present, dismiss).
    public var transitionDuration: TimeInterval = 0.3

    /// ``additionalSafeAreaInsets``' storage (ViewController+AutoLayout.swift).
    var additionalSafeAreaInsetsStorage = EdgeInsets.zero
    /// Set by the base ``updateViewConstraints()`` so the constraints step can tell an override that did
    /// not call `super`.
    static var superUpdateViewConstraintsCalled = false

    // MARK: Creating

    /// Creates a view controller whose default `loadView()` loads `nibName` from `bundle` through
    /// the registered ``NibLoading`` loader, or makes an empty view.
    public init(nibName: String? = nil, bundle: Bundle? = nil) {
        self.nibName = nibName
        self.nibBundle = bundle
        super.init()
    }

    /// Creates a view controller from an archive (Interface Builder): its `nibName`, title,
    /// navigation item, tab bar item, toolbar items and presentation settings (see
    /// ``decodeArchivedSettings(from:)``); subclasses read their own keys after calling super.
    public required init?(coder: any Coder) {
        self.nibName = coder.decodeString(forKey: "nibName")
        self.nibBundle = nil
        super.init()
        decodeArchivedSettings(from: coder)
    }

    /// Called by a nib loader once every object of the nib or storyboard scene is made and connected.
    /// For a storyboard controller it runs before its view is loaded (I15): view outlets are set by
    /// `viewDidLoad()`. The default does nothing; overrides call `super`.
    open func awakeFromNib() {}

    // MARK: The view

    /// The root view. Reading it loads it when needed (`loadView()` then `viewDidLoad()`, S1);
    /// setting it to `nil` unloads it, and the next read loads it again (S22).
    public var view: View! {
        get { loadedView() }
        set { assignView(newValue) }
    }

    /// Whether the root view is loaded. Never loads it (I11).
    public var isViewLoaded: Bool { storedView != nil }

    /// The root view if it is loaded, else `nil`. Never loads it (I11).
    public var viewIfLoaded: View? { storedView }

    /// Loads the view if it is not loaded; does nothing otherwise.
    public func loadViewIfNeeded() { _ = loadedView() }

    /// Creates the root view. The default asks the registered nib loader for ``nibName`` (or the
    /// nib named after the class, see `defaultNibNames`) and otherwise installs an empty view.
    /// Overrides that build the view in code assign ``view`` and do not call super (S2).
    open func loadView() {
        view = archivedView() ?? View(frame: .zero)
    }

    /// The view an archive gives this controller: its storyboard scene's view, else the first of
    /// ``defaultNibNames`` the registered nib loader has; `nil` when neither exists. The default
    /// `loadView()` and the table and collection view controllers' both start here.
    func archivedView() -> View? {
        if let loaded = instantiateStoryboardView() { return loaded }
        guard let loader = NibLoaderRegistry.effective else { return nil }
        for name in defaultNibNames {
            if let loaded = loader.loadView(nibName: name, bundle: nibBundle, owner: self) { return loaded }
        }
        return nil
    }

    /// The nib names the default `loadView()` asks the nib loader for, in order: ``nibName``; without
    /// one, the class name without a trailing `Controller` (`SettingsView` for
    /// `SettingsViewController`), then the class name, as UIKit does (S1, S3).
    var defaultNibNames: [String] {
        if let nibName { return [nibName] }
        let className = LifecycleRecorder.className(of: self)
        guard className.hasSuffix("Controller"), className != "Controller" else { return [className] }
        return [String(className.dropLast("Controller".count)), className]
    }

    /// Called once after the view is loaded (again after each reload, S22).
    open func viewDidLoad() {}

    // MARK: Appearance callbacks (the framework calls these; never call them directly)

    /// The view is about to enter a visible window's hierarchy (T1, T7).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the window and sized; called once per appearance, before the first
    /// `viewWillLayoutSubviews()` of that appearance (T2, D4).
    open func viewIsAppearing(_ animated: Bool) {}
    /// The appearance finished (T3).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave (T4, T6).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The disappearance finished (T5).
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called right before the root view's `layoutSubviews()` (S23).
    open func viewWillLayoutSubviews() {}
    /// Called right after the root view's `layoutSubviews()`, before subviews are laid out (S23).
    open func viewDidLayoutSubviews() {}

    // MARK: Auto Layout callbacks (the framework calls these; never call them directly)

    /// The constraints step reached the root view (after its subviews' `updateConstraints()`, before
    /// layout): update the controller's constraints here, then call `super`, which calls the root view's
    /// `updateConstraints()` (an override that does not call `super` is reported,
    /// `AL-UPDATE-CONSTRAINTS-SUPER`). Ask for it with `view.setNeedsUpdateConstraints()`.
    open func updateViewConstraints() {
        ViewController.superUpdateViewConstraintsCalled = true
        storedView?.callUpdateConstraints()
    }

    /// The controller's ``traitCollection`` changed (its view's window's size classes changed, or its view
    /// moved from one window into another with other traits; not when it first enters a window). Called
    /// before its view's `traitCollectionDidChange(_:)`, after its parent's.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The root view's safe area changed (after the view's own `safeAreaInsetsDidChange()`).
    open func viewSafeAreaInsetsDidChange() {}

    /// The root view's effective layout margins changed (after the view's `layoutMarginsDidChange()`).
    open func viewLayoutMarginsDidChange() {}

    /// Whether this controller forwards its appearance to its children automatically. A custom
    /// container returning `false` drives its children with ``beginAppearanceTransition(_:animated:)``
    /// and ``endAppearanceTransition()`` (I19).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Containment callbacks

    /// Called by `addChild(_:)` (with the new parent) and by a container before removal (with `nil`).
    open func willMove(toParent parent: ViewController?) {
        LifecycleRecorder.note(self, "willMove(toParent:)", [LifecycleRecorder.describe(parent)])
        ViewControllerInvariantChecks.observe(.willMoveToParent(parent.map(ObjectIdentifier.init)), on: self)
    }

    /// Called by a container after adding a child (with the parent) and by `removeFromParent()`
    /// (with `nil`).
    open func didMove(toParent parent: ViewController?) {
        LifecycleRecorder.note(self, "didMove(toParent:)", [LifecycleRecorder.describe(parent)])
        ViewControllerInvariantChecks.observe(.didMoveToParent(parent.map(ObjectIdentifier.init)), on: self)
    }

    /// Adds `child` (calls its `willMove(toParent: self)`, never `didMove`, I17). A child of another
    /// controller is removed from it first.
    open func addChild(_ child: ViewController) {
        performAddChild(child)
    }

    /// Removes this controller from its parent (calls `didMove(toParent: nil)`, never `willMove`, I17).
    open func removeFromParent() {
        performRemoveFromParent()
    }

    /// Internal hook: a child's title changed (navigation and tab bars refresh).
    func childTitleDidChange(_ child: ViewController) {}

    /// Internal hook: the children this controller forwards appearance to right now. The default:
    /// children whose views are in this view's hierarchy, when forwarding is automatic.
    var appearanceForwardingTargets: [ViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = storedView else { return [] }
        return childrenStorage.filter { child in
            guard let childView = child.storedView else { return false }
            return childView.isInHierarchy(of: root)
        }
    }

    /// Internal hook: runs right before this controller's `viewIsAppearing`; containers give their
    /// shown child its frame here (D4: a view is sized before its `viewIsAppearing`).
    func prepareForIsAppearing() {}

    /// Internal hook: whether this container drives its children's appearance itself (navigation,
    /// tab bar). Children of such containers get no automatic appearance when their views move.
    var drivesChildAppearance: Bool { false }

    // MARK: Showing (targeting rules in ViewController+Show.swift)

    /// Shows `viewController` in the primary context: the nearest controller up the hierarchy that
    /// handles ``ResponderAction/show`` does it (a navigation controller pushes), else it is
    /// presented modally.
    open func show(_ viewController: ViewController, sender: AnyObject?) {
        showUsingTarget(viewController, sender: sender)
    }

    /// Shows `viewController` in the secondary (detail) context: the nearest controller up the
    /// hierarchy that handles ``ResponderAction/showDetailViewController`` does it (a split view
    /// controller replaces its secondary column), else it is presented modally.
    open func showDetailViewController(_ viewController: ViewController, sender: AnyObject?) {
        showDetailUsingTarget(viewController, sender: sender)
    }

    // MARK: Segues (performing and unwinding in ViewController+Segues.swift)

    /// Performs the segue with `identifier` that starts from this controller (`performSegue`): its
    /// destination is made, ``prepare(for:sender:)`` runs, then the segue performs (S26).
    /// ``shouldPerformSegue(withIdentifier:sender:)`` is not asked. An identifier this controller
    /// has no segue for is reported (`IB-NO-SEGUE`) and nothing happens.
    open func performSegue(withIdentifier identifier: String, sender: AnyObject?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Whether the segue a control, bar button item or gesture triggered should run. `true` by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool { true }

    /// Called before a segue from this controller performs, after its destination is made (whose view
    /// is not loaded yet): pass data to `segue.destination` here. Does nothing by default.
    open func prepare(for segue: StoryboardSegue, sender: AnyObject?) {}

    /// Whether this controller is the destination of an unwind segue with `action` started from
    /// `fromViewController`. By default: it is not `fromViewController` and performs `action`
    /// (`canPerformAction(_:withSender:)`, or an action registered for its class with the
    /// storyboard's class registry).
    open func canPerformUnwindSegueAction(
        _ action: ResponderAction, from fromViewController: ViewController, sender: AnyObject?
    ) -> Bool {
        defaultCanPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }

    /// The children to search for an unwind segue's destination, in search order. By default the
    /// children without the one containing the source (``childContaining(_:)``); a navigation
    /// controller offers the controllers below it in its stack, nearest first.
    open func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        defaultAllowedChildrenForUnwinding(from: source)
    }

    /// The child that is the unwind segue's source controller or contains it; `nil` when none does.
    open func childContaining(_ source: StoryboardUnwindSegueSource) -> ViewController? {
        defaultChildContaining(source)
    }

    /// Called on each container on an unwind segue's way to its destination, with the child it must
    /// show (`subsequentVC`): a navigation controller pops to it, a tab bar controller selects it.
    open func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {
        defaultUnwind(for: unwindSegue, towards: subsequentVC)
    }

    /// The controller that handles `action` for this one: this controller if it handles it, else the
    /// nearest parent or presenting controller that does; `nil` when none does.
    open func targetViewController(forAction action: ResponderAction, sender: AnyObject?) -> ViewController? {
        defaultTargetViewController(forAction: action, sender: sender)
    }

    // MARK: Memory

    /// Called when the host is low on memory. Since iOS 6 nothing is unloaded automatically (D17);
    /// the framework forwards the warning to children and the presented controller.
    open func didReceiveMemoryWarning() {}

    // MARK: Responder chain

    /// A presented controller's next responder is its presenter; a root view's controller hands
    /// on to the window; other controllers to their view's superview (UIKit's rule). A window's root
    /// whose view a full-screen presentation took out of the window still hands on to the window, so
    /// events from the presented controller reach the window and the application.
    open override var next: Responder? {
        if let presenting = presentingStorage { return presenting }
        if let superview = storedView?.superview { return superview }
        if let parent = parentStorage { return parent }
        if let window = presentedStorage?.presentationWindow, window.rootViewController === self { return window }
        return nil
    }

    isolated deinit {
        storedView?.owner = nil
    }
}

/// What kind of transition a controller's current appearance change belongs to (I9).
struct TransitionFlags: OptionSet {
    let rawValue: Int
    static let movingToParent = TransitionFlags(rawValue: 1)
    static let movingFromParent = TransitionFlags(rawValue: 2)
    static let beingPresented = TransitionFlags(rawValue: 4)
    static let beingDismissed = TransitionFlags(rawValue: 8)
}
