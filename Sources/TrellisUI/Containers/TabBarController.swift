// TabBarController: one child shown at a time, switched without animation (S16), with a tab bar.
import Foundation

/// A container showing one of its controllers at a time, chosen with a tab bar
/// (`UITabBarController`).
///
/// Setting ``viewControllers`` adds and removes children right away (`willMove`/`didMove`); tab
/// switches send no containment callbacks. A switch on screen runs (S16): the new controller's
/// view loads, its `viewWillAppear(false)`, the old one's `viewWillDisappear(false)`, the views
/// swap, then in the deferred step of the update cycle the old `viewDidDisappear(false)` and the
/// new `viewDidAppear(false)`. ``selectedIndex`` changes at once; the switches it causes run one
/// after another (D19), each to the selection current when it starts.
///
/// A click on a tab bar item selects its tab, and so do the number keys 1–9 when they reach the
/// controller unhandled (see ``keyDown(_:)``).
@MainActor
open class TabBarController: ViewController {
    /// The bar below the content.
    public let tabBar = TabBar()
    /// The tab bar's height in points (one terminal row by default).
    public var tabBarHeight: CGFloat = 1 {
        didSet { containerView?.barHeight = tabBarHeight }
    }

    private var viewControllersStorage: [ViewController] = []
    private var selectedIndexStorage: Int?
    private var displayed: ViewController?

    /// Creates an empty tab bar controller.
    public override init(nibName: String? = nil, bundle: Bundle? = nil) {
        super.init(nibName: nibName, bundle: bundle)
        tabBar.onSelect = { [weak self] index in self?.selectedIndex = index }
    }

    /// Creates a tab bar controller from an archive.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        tabBar.onSelect = { [weak self] index in self?.selectedIndex = index }
    }

    private var containerView: ContainerRootView? { storedView as? ContainerRootView }

    /// The tabs' controllers. Setting adds new ones as children (`willMove`, `didMove`) and removes
    /// dropped ones (`willMove(toParent: nil)`, `removeFromParent()`); the selection stays on the
    /// same controller when it remains, else falls back to the first tab.
    public var viewControllers: [ViewController] {
        get { viewControllersStorage }
        set { setViewControllers(newValue) }
    }

    /// The selected tab's index (`nil` with no tabs). Setting an index out of range is reported
    /// and ignored.
    public var selectedIndex: Int? {
        get { selectedIndexStorage }
        set {
            guard let index = newValue, viewControllersStorage.indices.contains(index) else {
                ViewControllerInvariantChecks.report(
                    rule: "C4", on: self,
                    message: "selectedIndex = \(newValue.map(String.init) ?? "nil") with \(viewControllersStorage.count) tabs; ignored")
                return
            }
            guard index != selectedIndexStorage else { return }
            selectedIndexStorage = index
            updateBar()
            scheduleSelectionTransition()
        }
    }

    /// The selected tab's controller. Setting a controller that is not a tab is reported.
    public var selectedViewController: ViewController? {
        get { selectedIndexStorage.map { viewControllersStorage[$0] } }
        set {
            guard let controller = newValue, let index = viewControllersStorage.firstIndex(where: { $0 === controller }) else {
                ViewControllerInvariantChecks.report(
                    rule: "C4", on: self, message: "selectedViewController is not one of the tabs; ignored")
                return
            }
            selectedIndex = index
        }
    }

    /// Builds the content area and tab bar and shows the selected controller's view.
    open override func loadView() {
        tabBar.onSelect = { [weak self] index in self?.selectedIndex = index }
        let root = ContainerRootView(bar: tabBar, barEdge: .bottom, barHeight: tabBarHeight)
        view = root
        if let displayed { root.install(displayed.view) }
        updateBar()
    }

    override var appearanceForwardingTargets: [ViewController] {
        containerView?.appearanceForwardingTargets(showing: displayed) ?? []
    }

    override var drivesChildAppearance: Bool { true }

    override func prepareForIsAppearing() { containerView?.resizeContent() }

    override func childTitleDidChange(_ child: ViewController) { updateBar() }

    // MARK: Keys

    /// The number keys 1–9 (no modifiers) select the first nine tabs, like a click on the tab bar —
    /// unless a text field is first responder (its digits are text) or something is presented over
    /// this controller (the tabs are under a modal). Other keys go up the responder chain.
    open override func keyDown(_ event: KeyEvent) {
        if let index = tabIndex(selectedBy: event) {
            selectedIndex = index
            return
        }
        super.keyDown(event)
    }

    private func tabIndex(selectedBy event: KeyEvent) -> Int? {
        guard event.modifiers.isEmpty, case .character(let character) = event.key,
            let digit = character.wholeNumberValue, character.isASCII, (1...9).contains(digit),
            viewControllersStorage.indices.contains(digit - 1), presentedViewController == nil
        else { return nil }
        if let window = storedView?.window, window.firstResponder is TextField { return nil }
        return digit - 1
    }

    private func setViewControllers(_ controllers: [ViewController]) {
        for (index, controller) in controllers.enumerated() {
            if controllers[..<index].contains(where: { $0 === controller }) || controller === self {
                ViewControllerInvariantChecks.report(
                    rule: "C4", on: self,
                    message: "viewControllers: \(LifecycleRecorder.className(of: controller)) appears twice or is the tab bar controller; ignored")
                return
            }
        }
        let old = viewControllersStorage
        let previousSelection = selectedViewController
        let removed = old.filter { controller in !controllers.contains { $0 === controller } }
        let added = controllers.filter { controller in !old.contains { $0 === controller } }
        for controller in removed { controller.willMove(toParent: nil) }
        if let shown = displayed, removed.contains(where: { $0 === shown }) {
            shown.storedView?.removeFromSuperview()
            shown.settleAppearance(visible: false, animated: false)
            displayed = nil
        }
        for controller in removed { controller.removeFromParent() }
        for controller in added {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        viewControllersStorage = controllers
        childrenStorage = controllers
        if let previousSelection, let index = controllers.firstIndex(where: { $0 === previousSelection }) {
            selectedIndexStorage = index
        } else {
            selectedIndexStorage = controllers.isEmpty ? nil : 0
        }
        updateBar()
        scheduleSelectionTransition()
    }

    private func updateBar() {
        let titles = viewControllersStorage.enumerated().map { index, controller in controller.title ?? "Tab \(index + 1)" }
        tabBar.update(titles: titles, selectedIndex: selectedIndexStorage)
    }

    private var showsContent: Bool { isInVisibleWindow && appearanceStateStorage.isAppearingSide }

    private func scheduleSelectionTransition() {
        transitionQueue.enqueue { [weak self] done in
            guard let self else { return done() }
            self.showSelection(done: done)
        }
    }

    private func showSelection(done: @escaping @MainActor () -> Void) {
        let target = selectedViewController
        let old = displayed
        guard target !== old else { return done() }
        guard showsContent, let container = containerView else {
            if let container = containerView {
                old?.storedView?.removeFromSuperview()
                if let target { container.install(target.view) }
            }
            old?.settleAppearance(visible: false, animated: false)
            displayed = target
            if let target, isViewLoaded { matchAppearance(ofShownChild: target) }
            return done()
        }
        // S16: the new tab loads and will-appear first, then the old one will-disappear.
        target?.loadViewIfNeeded()
        displayed = nil
        _ = target?.beginAppearance(true, animated: false)
        _ = old?.beginAppearance(false, animated: false)
        old?.storedView?.removeFromSuperview()
        if let target { container.install(target.view) }
        TransitionTiming.finish(animated: false, duration: 0, application: container.window?.application) { [weak self] in
            guard let self else { return done() }
            old?.settleAppearance(visible: false, animated: false)
            target?.settleAppearance(visible: self.showsContent, animated: false)
            self.displayed = target
            done()
        }
    }
}

extension ViewController {
    /// The nearest ancestor tab bar controller.
    public var tabBarController: TabBarController? {
        var current = parentStorage
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parentStorage
        }
        return nil
    }
}
