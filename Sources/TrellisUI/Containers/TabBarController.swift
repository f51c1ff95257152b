// TabBarController: one child shown at a time, switched without animation (S16), with a tab bar,
// a More list for the tabs that do not fit, and a delegate for the user's selections.
import Foundation

/// A container showing one of its controllers at a time, chosen with a tab bar
/// (`UITabBarController`).
///
/// Setting ``viewControllers`` adds and removes children right away (`willMove`/`didMove`); tab
/// switches send no containment callbacks. A switch on screen runs (S16): the new controller's
/// view loads, its `viewWillAppear(false)`, the old one's `viewWillDisappear(false)`, the views
/// swap, then in the deferred step of the update cycle the old `viewDidDisappear(false)` and the
/// new `viewDidAppear(false)`. ``selectedIndex`` changes at once; the switches it causes run one
/// after another (D19), each to the selection current when it starts. When the tab bar controller
/// disappears while a switch runs (its window is hidden, a presentation covers it), the tab the
/// switch brings in disappears with it at once (`viewWillDisappear` now, `viewDidDisappear` when the
/// switch ends) — with its own shown children, such as a navigation controller's top.
///
/// **More.** The bar holds at most ``maximumTabBarItemCount`` items, as on an iPhone. With more
/// tabs it shows the first four and a More item, whose tab is ``moreNavigationController``: a
/// navigation controller listing the other tabs; choosing one pushes it (with a `‹ More` back
/// item). The count is fixed rather than taken from the terminal's width so that resizing never
/// moves controllers between the bar and the list (which would re-parent them). The tabs in the
/// list are not children of the tab bar controller: one becomes a child of the More navigation
/// controller while it is pushed there. A navigation controller in the list cannot be pushed
/// (navigation controllers do not nest): the list shows it disabled and selecting it is reported.
///
/// A click on a tab bar item selects its tab, and so do the number keys 1–9 (the bar's items in
/// order) when they reach the controller unhandled (see ``keyDown(_:)``). These user selections
/// ask and tell the ``delegate``; choosing the selected tab again pops its navigation controller
/// to its root (the More tab: back to the list).
@MainActor
open class TabBarController: ViewController {
    /// The most items the tab bar shows; with more tabs, the first `maximumTabBarItemCount - 1` and More.
    public static let maximumTabBarItemCount = 5

    /// The bar below the content.
    public let tabBar = TabBar()
    /// The tab bar's height in points (one terminal row by default).
    public var tabBarHeight: CGFloat = 1 {
        didSet { containerView?.barHeight = tabBarHeight }
    }
    /// Asked before and told after each selection the user makes.
    public weak var delegate: (any TabBarControllerDelegate)?

    private var viewControllersStorage: [ViewController] = []
    /// The selected bar slot (the More slot when the More tab is selected).
    private var selectedSlot: Int?
    private var displayed: ViewController?
    /// The controller the running switch brings in (its view is already in the content area).
    private weak var incoming: ViewController?
    private var moreNavigationStorage: NavigationController?
    /// Controllers handed to the More navigation controller that may still be on its stack, or be
    /// pushed there by a change it has queued.
    private var moreBound: [ViewController] = []

    /// Creates an empty tab bar controller.
    public override init(nibName: String? = nil, bundle: Bundle? = nil) {
        super.init(nibName: nibName, bundle: bundle)
        tabBar.onSelect = { [weak self] slot in self?.selectByUser(slot: slot) }
    }

    /// Creates a tab bar controller from an archive.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        tabBar.onSelect = { [weak self] slot in self?.selectByUser(slot: slot) }
    }

    private var containerView: ContainerRootView? { storedView as? ContainerRootView }

    /// The tabs' controllers. Setting it is ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [ViewController] {
        get { viewControllersStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The navigation controller of the More tab, listing the tabs past the bar's fourth
    /// (`UITabBarController.moreNavigationController`). It is the More tab's
    /// ``selectedViewController`` and a child only while there are more tabs than fit.
    public var moreNavigationController: NavigationController {
        if let more = moreNavigationStorage { return more }
        let list = MoreListViewController(tabBarController: self)
        let more = NavigationController(rootViewController: list)
        more.title = "More"
        moreNavigationStorage = more
        return more
    }

    /// Whether the bar shows a More item.
    private var hasMoreTab: Bool { viewControllersStorage.count > Self.maximumTabBarItemCount }

    /// The controllers of the bar's slots: every tab, or the first four and the More navigation
    /// controller.
    private var slotControllers: [ViewController] {
        guard hasMoreTab else { return viewControllersStorage }
        return Array(viewControllersStorage.prefix(Self.maximumTabBarItemCount - 1)) + [moreNavigationController]
    }

    /// The tabs listed under More, in tab order (empty when every tab fits).
    var moreListControllers: [ViewController] {
        guard hasMoreTab else { return [] }
        return Array(viewControllersStorage.dropFirst(Self.maximumTabBarItemCount - 1))
    }

    private var moreSlot: Int? { hasMoreTab ? Self.maximumTabBarItemCount - 1 : nil }

    /// The selected tab's index in ``viewControllers``: `nil` with no tabs and while the More tab is
    /// selected (UIKit's `NSNotFound`). Setting the index of a tab in the More list pushes it onto
    /// ``moreNavigationController`` and selects More. An index out of range is reported and ignored.
    public var selectedIndex: Int? {
        get {
            guard let slot = selectedSlot, slot != moreSlot else { return nil }
            return slot
        }
        set {
            guard let index = newValue, viewControllersStorage.indices.contains(index) else {
                ViewControllerInvariantChecks.report(
                    rule: "C4", on: self,
                    message:
                        "selectedIndex = \(newValue.map(String.init) ?? "nil") with \(viewControllersStorage.count) tabs; ignored"
                )
                return
            }
            if let moreSlot, index >= moreSlot {
                guard showInMore(viewControllersStorage[index], animated: false) else { return }
                select(slot: moreSlot)
            } else {
                select(slot: index)
            }
        }
    }

    /// The selected tab's controller (``moreNavigationController`` while More is selected). Setting a
    /// tab in the More list pushes it there and selects More; setting a controller that is not a tab
    /// is reported and ignored.
    public var selectedViewController: ViewController? {
        get { selectedSlot.map { slotControllers[$0] } }
        set {
            if let controller = newValue, let moreSlot, controller === moreNavigationStorage {
                select(slot: moreSlot)
                return
            }
            guard let controller = newValue, let index = viewControllersStorage.firstIndex(where: { $0 === controller })
            else {
                ViewControllerInvariantChecks.report(
                    rule: "C4", on: self, message: "selectedViewController is not one of the tabs; ignored")
                return
            }
            selectedIndex = index
        }
    }

    /// Builds the content area and tab bar and shows the selected controller's view.
    open override func loadView() {
        tabBar.onSelect = { [weak self] slot in self?.selectByUser(slot: slot) }
        let root = ContainerRootView(bar: tabBar, barEdge: .bottom, barHeight: tabBarHeight)
        view = root
        if let displayed { root.install(displayed.view) }
        updateBar()
    }

    /// The shown tab; during a switch, also the tab it brings in while that one is on the appearing
    /// side, so a disappearance of the tab bar controller (its window hidden, a presentation over it)
    /// takes it along at once instead of leaving it appearing until the switch ends.
    override var appearanceForwardingTargets: [ViewController] {
        var targets = containerView?.appearanceForwardingTargets(showing: displayed) ?? []
        if let incoming, incoming.appearanceStateStorage.isAppearingSide, incoming.parentStorage === self,
            !targets.contains(where: { $0 === incoming })
        {
            targets.append(incoming)
        }
        return targets
    }

    override var drivesChildAppearance: Bool { true }

    override func prepareForIsAppearing() { containerView?.resizeContent() }

    override func childTitleDidChange(_ child: ViewController) { updateBar() }

    // MARK: User selection

    /// The user chose bar slot `slot` (a click or a number key): a disabled item does nothing;
    /// otherwise the delegate may veto, the tab is selected (the selected one again: its navigation
    /// controller pops to the root), and the delegate is told.
    private func selectByUser(slot: Int) {
        let controllers = slotControllers
        guard controllers.indices.contains(slot), controllers[slot].tabBarItem.isEnabled else { return }
        let controller = controllers[slot]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        if slot == selectedSlot {
            (controller as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(slot: slot)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// The More list's choice: `controller` is pushed onto the More navigation controller.
    func chooseFromMoreList(_ controller: ViewController) {
        guard moreListControllers.contains(where: { $0 === controller }) else { return }
        showInMore(controller, animated: true)
    }

    /// Whether `controller` can be shown from the More list: navigation controllers cannot be
    /// pushed onto the More navigation controller (Trellis's navigation controllers do not nest),
    /// so the list shows them disabled.
    static func canShowInMore(_ controller: ViewController) -> Bool { !(controller is NavigationController) }

    // MARK: Keys

    /// The number keys 1–9 (no modifiers) select the bar's first nine items, like a click on the
    /// tab bar — unless a text field is first responder (its digits are text) or something is
    /// presented over this controller or over a presentation context inside it (the tabs are under a
    /// modal). Other keys go up the responder chain.
    open override func keyDown(_ event: KeyEvent) {
        if let slot = tabSlot(selectedBy: event) {
            selectByUser(slot: slot)
            return
        }
        super.keyDown(event)
    }

    private func tabSlot(selectedBy event: KeyEvent) -> Int? {
        guard event.modifiers.isEmpty, case .character(let character) = event.key,
            let digit = character.wholeNumberValue, character.isASCII, (1...9).contains(digit),
            slotControllers.indices.contains(digit - 1), presentedViewController == nil
        else { return nil }
        if let window = storedView?.window {
            if window.firstResponder is TextField { return nil }
            if let frontmost = window.frontmostViewController, frontmost.isPresentedInsideContextView,
                let root = storedView, frontmost.storedView?.isDescendant(of: root) == true
            {
                return nil
            }
        }
        return digit - 1
    }

    // MARK: Changing the tabs

    /// Replaces the tabs (`UITabBarController.setViewControllers(_:animated:)`).
    ///
    /// Dropped bar controllers get `willMove(toParent: nil)`; a dropped selected one then its
    /// `viewWillDisappear(false)` as its view leaves, `didMove(toParent: nil)`, and its
    /// `viewDidDisappear(false)` in the deferred step (S19). New bar controllers get
    /// `willMove(toParent:)` and `didMove(toParent:)`. The selection stays on the same controller
    /// when it remains (also when it moves into or out of the More list), else falls back to the
    /// first tab, whose switch then runs (S18: `viewWillAppear`, deferred `viewDidAppear`). A cell
    /// screen's tab bar has no animation, so `animated` changes nothing — in UIKit it animates the
    /// bar's items only. A duplicate, the tab bar controller itself or its More navigation
    /// controller is reported and the call ignored.
    open func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
        let controllers = controllers ?? []
        for (index, controller) in controllers.enumerated() {
            if controllers[..<index].contains(where: { $0 === controller }) || controller === self
                || controller === moreNavigationStorage
            {
                ViewControllerInvariantChecks.report(
                    rule: "C4", on: self,
                    message:
                        "viewControllers: \(LifecycleRecorder.className(of: controller)) appears twice, is the tab bar controller or its More navigation controller; ignored"
                )
                return
            }
        }
        let previousSelection =
            selectedSlot == moreSlot ? moreShownController ?? moreNavigationStorage : selectedViewController
        let oldSlots = childrenStorage
        viewControllersStorage = controllers
        // The More stack (as it will be once queued pushes have run) keeps only a controller that is
        // still listed under More.
        let more = moreNavigationStorage
        if let more, !more.transitionQueue.isBusy { moreBound.removeAll { $0.parentStorage !== more } }
        if let more, let list = more.viewControllers.first, let top = more.topViewController, top !== list {
            let listed = moreListControllers
            let kept = listed.contains { $0 === top } ? [top] : []
            if kept.isEmpty
                || more.viewControllers.dropFirst().contains(where: { pushed in !listed.contains { $0 === pushed } })
            {
                more.setViewControllers([list] + kept, animated: false)
            }
        }
        let newSlots = slotControllers
        let removed = oldSlots.filter { old in !newSlots.contains { $0 === old } }
        let added = newSlots.filter { new in !oldSlots.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        if let shown = displayed, removed.contains(where: { $0 === shown }) {
            // S19: the view leaves now; its disappearance ends in the deferred step.
            let token = shown.beginAppearance(false, animated: false)
            shown.storedView?.removeFromSuperview()
            displayed = nil
            TransitionTiming.finish(animated: false, duration: 0, application: storedView?.window?.application) {
                [weak shown] in shown?.endAppearance(token)
            }
        }
        for controller in removed where controller.parentStorage === self { controller.removeFromParent() }
        // A tab leaving the More list for the bar is still on the More stack: it joins the bar once
        // the More navigation controller has let it go, before any switch to it.
        let leavingMore = added.filter { controller in
            more != nil && (controller.parentStorage === more || moreBound.contains { $0 === controller })
        }
        for controller in added where !leavingMore.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        sortChildren()
        if let more, !leavingMore.isEmpty {
            transitionQueue.enqueue { [weak self] done in
                more.transitionQueue.enqueue { moreDone in
                    self?.adoptFromMore(leavingMore)
                    moreDone()
                    done()
                }
            }
        }
        if let previousSelection, let slot = newSlots.firstIndex(where: { $0 === previousSelection }) {
            selectedSlot = slot
        } else if let previousSelection, let moreSlot,
            let index = viewControllersStorage.firstIndex(where: { $0 === previousSelection }), index >= moreSlot
        {
            // A navigation controller that moved into the More list leaves the More tab on its list.
            if Self.canShowInMore(previousSelection) { showInMore(previousSelection, animated: false) }
            selectedSlot = moreSlot
        } else {
            selectedSlot = newSlots.isEmpty ? nil : 0
        }
        updateBar()
        scheduleSelectionTransition()
    }

    /// Makes the tabs that left the More stack for the bar children, if they still belong there.
    private func adoptFromMore(_ controllers: [ViewController]) {
        let slots = slotControllers
        for controller in controllers
        where controller.parentStorage == nil && slots.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        moreBound.removeAll { $0.parentStorage !== moreNavigationStorage }
        sortChildren()
    }

    /// Children in bar order (only the bar's controllers that are children already).
    private func sortChildren() {
        let slots = slotControllers
        childrenStorage =
            slots.filter { slot in childrenStorage.contains { $0 === slot } }
            + childrenStorage.filter { child in !slots.contains { $0 === child } }
    }

    /// The tab from the More list pushed on the More navigation controller, if any.
    private var moreShownController: ViewController? {
        guard let more = moreNavigationStorage, more.viewControllers.count > 1 else { return nil }
        return more.viewControllers[1]
    }

    /// Puts `controller` (a tab in the More list) on the More navigation controller, above the list.
    /// A navigation controller cannot go there: that is reported (`C4`) and `false` returned.
    @discardableResult
    private func showInMore(_ controller: ViewController, animated: Bool) -> Bool {
        guard Self.canShowInMore(controller) else {
            ViewControllerInvariantChecks.report(
                rule: "C4", on: self,
                message:
                    "\(LifecycleRecorder.className(of: controller)) is in the More list and is a navigation controller, which cannot be pushed onto the More navigation controller; not selected"
            )
            return false
        }
        let more = moreNavigationController
        guard let list = more.viewControllers.first else { return false }
        // Decided on the stack as it will be once queued changes have run.
        if more.topViewController === controller { return true }
        if !moreBound.contains(where: { $0 === controller }) { moreBound.append(controller) }
        if more.topViewController === list {
            more.pushViewController(controller, animated: animated)
        } else {
            more.setViewControllers([list, controller], animated: animated)
        }
        return true
    }

    // MARK: Selection

    private func select(slot: Int) {
        guard slot != selectedSlot else { return }
        selectedSlot = slot
        updateBar()
        scheduleSelectionTransition()
    }

    private func updateBar() {
        tabBar.update(items: slotControllers.map { $0.tabBarItem }, selectedIndex: selectedSlot)
        if let list = moreNavigationStorage?.viewControllers.first as? MoreListViewController { list.reload() }
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
        // A tab still on its way from the More stack is shown by the switch queued after it joins.
        if let target, target.parentStorage !== self { return done() }
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
        incoming = target
        _ = target?.beginAppearance(true, animated: false)
        _ = old?.beginAppearance(false, animated: false)
        old?.storedView?.removeFromSuperview()
        if let target { container.install(target.view) }
        TransitionTiming.finish(animated: false, duration: 0, application: container.window?.application) {
            [weak self] in
            guard let self else { return done() }
            old?.settleAppearance(visible: false, animated: false)
            target?.settleAppearance(visible: self.showsContent, animated: false)
            self.displayed = target
            self.incoming = nil
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
