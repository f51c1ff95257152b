// SplitViewController: a primary and a secondary column side by side when wide, collapsing to one
// column — the primary's navigation stack — when narrow.
import Foundation

/// A container with two columns (`UISplitViewController`, classic two-column style): the
/// ``viewControllers`` are `[primary, secondary]`.
///
/// **Expanded** (the view is at least ``compactWidthThreshold`` points wide): the primary column is
/// ``primaryColumnWidth`` wide on the left, a one-cell separator, the secondary column fills the rest.
/// Both columns' controllers are children and appear and disappear with the split view controller,
/// primary first (D1, D2).
///
/// **Collapsed** (narrower): one column. The standard collapse pushes a secondary that is not a
/// navigation controller onto a primary navigation controller, without animation: the secondary
/// stays appeared (its view moves to the top of the stack), the primary stack's old top disappears,
/// and the secondary is re-parented (`willMove(toParent: nil)`, `didMove(toParent: nil)`,
/// `willMove(toParent: primary)`, then `didMove(toParent: primary)`). Otherwise (no primary
/// navigation controller, or a secondary that is one — navigation controllers do not nest) the
/// secondary is kept aside as a child: it disappears and comes back when the columns separate.
/// The ``delegate`` may take the secondary instead. ``viewControllers`` is then `[primary]`.
///
/// Separating again pops the collapsed secondary (and whatever was pushed above it) off the
/// primary stack — it disappears there and its `didMove(toParent: nil)` runs — then puts it back
/// in the secondary column (`willMove(toParent:)`, `viewWillAppear`, `didMove(toParent:)`, then
/// `viewDidAppear` in the deferred step).
///
/// Resizing across the threshold collapses or separates the columns in the layout pass that sees
/// the new width. Column changes, collapses and separations run one after another (D19). When the
/// split view controller disappears while a column change runs (its window is hidden, a presentation
/// covers it), the controller the change brings in disappears with it at once (`viewWillDisappear`
/// now, `viewDidDisappear` when the change ends).
/// ``showDetailViewController(_:sender:)`` replaces the secondary column (expanded) or pushes onto
/// the primary navigation controller (collapsed); ``show(_:sender:)`` pushes onto the primary
/// navigation controller or replaces the primary column.
@MainActor
open class SplitViewController: ViewController {
    /// Takes part in collapsing and separating the columns.
    public weak var delegate: (any SplitViewControllerDelegate)?
    /// The width the primary column would like, in points (30 by default); it gets at most half
    /// of the split view's width.
    public var preferredPrimaryColumnWidth: CGFloat = 30 {
        didSet { storedView?.setNeedsLayout() }
    }
    /// The narrowest width, in points, at which the columns stand side by side (60 by default);
    /// narrower, the split view controller collapses (UIKit's horizontally compact size class).
    public var compactWidthThreshold: CGFloat = 60 {
        didSet { storedView?.setNeedsLayout() }
    }
    /// Whether the split view controller shows one column.
    public private(set) var isCollapsed = false

    private var primary: ViewController?
    private var secondary: ViewController?
    /// Whether the collapsed secondary sits on the primary navigation controller's stack (and is
    /// that controller's child, not this one's).
    private var secondaryIsInPrimaryStack = false
    /// Whether the columns will be collapsed once the queued changes have run.
    private var projectedCollapsed = false
    /// The columns whose views are shown and whose appearance this controller forwards.
    private var displayed: [ViewController] = []
    /// The controller a running column change brings in (its view is already in its column).
    private weak var incoming: ViewController?
    /// Whether the view began appearing before it had a width: the columns are told only once it has.
    private var awaitsWidth = false

    /// Creates a split view controller; set ``viewControllers`` to fill its columns.
    public override init(nibName: String? = nil, bundle: Bundle? = nil) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Creates a split view controller from an archive (its columns are set by the archive's loader).
    public required init?(coder: any Coder) {
        super.init(coder: coder)
    }

    private var rootView: SplitRootView? { storedView as? SplitRootView }

    /// `[primary, secondary]` when expanded (`[primary]` without a secondary), `[primary]` when
    /// collapsed. Setting it replaces the columns that change: the old controller disappears and
    /// is removed, the new one is added and appears (S20's order). One or two distinct controllers
    /// are needed, and a controller cannot change columns; otherwise the call is reported (`C5`)
    /// and ignored.
    public var viewControllers: [ViewController] {
        get { isCollapsed ? [primary].compactMap { $0 } : [primary, secondary].compactMap { $0 } }
        set { setViewControllers(newValue) }
    }

    /// The primary column's width: the preferred width, at most half of the view's width; the
    /// whole width when collapsed.
    public var primaryColumnWidth: CGFloat {
        let width = storedView?.bounds.width ?? 0
        if isCollapsed { return width }
        return Swift.max(0, Swift.min(preferredPrimaryColumnWidth, (width / 2).rounded(.down)))
    }

    /// Builds the view holding the columns.
    open override func loadView() {
        let root = SplitRootView(controller: self)
        view = root
        for column in displayed { root.addSubview(column.view) }
    }

    /// Collapses or separates the columns for the width the view will appear with, before the
    /// columns are told, so they appear in their final places. A view that has no width yet (not
    /// yet in a window) tells its columns only once it is in one, right after its own
    /// `viewIsAppearing` — subclasses that override these methods call super, as in UIKit.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let width = storedView?.bounds.width ?? 0
        awaitsWidth = width <= 0
        updateCollapse(forWidth: width)
    }

    /// Brings the columns along once the view has its width (see ``viewWillAppear(_:)``).
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        guard awaitsWidth else { return }
        awaitsWidth = false
        updateCollapse(forWidth: storedView?.bounds.width ?? 0)
        layoutColumns()
        for column in appearanceForwardingTargets { matchAppearance(ofShownChild: column) }
    }

    /// The shown columns; during a column change, also the controller it brings in while that one is
    /// on the appearing side, so a disappearance of the split view controller (its window hidden, a
    /// presentation over it) takes it along at once instead of leaving it appearing until the change ends.
    override var appearanceForwardingTargets: [ViewController] {
        guard let root = rootView, !awaitsWidth else { return [] }
        var targets = displayed.filter { $0.storedView?.superview === root }
        if let incoming, incoming.appearanceStateStorage.isAppearingSide, incoming.parentStorage === self,
            incoming.storedView?.superview === root, !targets.contains(where: { $0 === incoming })
        {
            targets.append(incoming)
        }
        return targets
    }

    override var drivesChildAppearance: Bool { true }

    override func prepareForIsAppearing() { layoutColumns() }

    private var showsContent: Bool { isInVisibleWindow && appearanceStateStorage.isAppearingSide }

    // MARK: Showing

    /// Pushes `viewController` onto a primary navigation controller, else makes it the primary.
    open override func show(_ viewController: ViewController, sender: AnyObject?) {
        if let navigation = primary as? NavigationController {
            navigation.pushViewController(viewController, animated: true)
        } else {
            replaceColumn(primary: true, with: viewController)
        }
    }

    /// Expanded: makes `viewController` the secondary column. Collapsed: pushes it onto a primary
    /// navigation controller (animated), where it counts as the collapsed secondary; without one,
    /// or for a navigation controller, presents it modally.
    open override func showDetailViewController(_ viewController: ViewController, sender: AnyObject?) {
        guard projectedCollapsed else { return replaceColumn(primary: false, with: viewController) }
        guard let navigation = primary as? NavigationController, !(viewController is NavigationController) else {
            return present(viewController, animated: true)
        }
        if let old = secondary, !secondaryIsInPrimaryStack, old.parentStorage === self {
            // The secondary kept aside is replaced; it has no view on screen.
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        secondary = viewController
        secondaryIsInPrimaryStack = true
        navigation.pushViewController(viewController, animated: true)
    }

    // MARK: Columns

    private func setViewControllers(_ controllers: [ViewController]) {
        let problem: String?
        if !(1...2).contains(controllers.count) {
            problem = "needs one or two controllers, got \(controllers.count)"
        } else if controllers.count == 2 && controllers[0] === controllers[1] {
            problem = "lists \(LifecycleRecorder.className(of: controllers[0])) twice"
        } else if controllers.contains(where: { $0 === self }) {
            problem = "lists the split view controller itself"
        } else if controllers[0] === secondary || (controllers.count == 2 && controllers[1] === primary) {
            problem = "moves a controller to the other column"
        } else {
            problem = nil
        }
        if let problem {
            ViewControllerInvariantChecks.report(rule: "C5", on: self, message: "viewControllers \(problem); ignored")
            return
        }
        replaceColumn(primary: true, with: controllers[0])
        replaceColumn(primary: false, with: controllers.count == 2 ? controllers[1] : nil)
    }

    /// Replaces a column's controller in turn (D19): when the change runs, `willMove(toParent: nil)`
    /// of the old one and `addChild` of the new one, then the swap. ``viewControllers`` shows the
    /// new controller at once.
    private func replaceColumn(primary isPrimary: Bool, with new: ViewController?) {
        var old = isPrimary ? primary : secondary
        if !isPrimary && secondaryIsInPrimaryStack { old = nil } // it belongs to the primary's stack
        guard old !== new || (!isPrimary && secondaryIsInPrimaryStack && new != nil) else { return }
        if isPrimary {
            primary = new
            if secondaryIsInPrimaryStack {
                // The collapsed secondary leaves with the primary stack it was pushed onto.
                secondary = nil
                secondaryIsInPrimaryStack = false
            }
        } else {
            secondary = new
            secondaryIsInPrimaryStack = false
        }
        transitionQueue.enqueue { [weak self] done in
            guard let self else { return done() }
            if let old, old.parentStorage === self { old.willMove(toParent: nil) }
            if let new { self.addChild(new) }
            self.sortChildren()
            self.swapColumn(from: old, to: new, isPrimary: isPrimary, done: done)
        }
    }

    private func swapColumn(
        from old: ViewController?, to new: ViewController?, isPrimary: Bool, done: @escaping @MainActor () -> Void
    ) {
        let visibleColumn = isPrimary || !isCollapsed
        let root = rootView
        let onScreen = showsContent && root != nil && visibleColumn
        displayed.removeAll { $0 === old }
        let finishContainment = { @MainActor [weak self] in
            guard let self else { return }
            if let old, old.parentStorage === self { old.removeFromParent() }
            if let new, new.parentStorage === self { new.didMove(toParent: self) }
        }
        guard onScreen, let root else {
            old?.storedView?.removeFromSuperview()
            old?.settleAppearance(visible: false, animated: false)
            if let new, visibleColumn {
                if let root { root.addSubview(new.view) }
                displayed.append(new)
                sortDisplayed()
                if isViewLoaded { matchAppearance(ofShownChild: new) }
            }
            finishContainment()
            if let new, !visibleColumn { collapseKeptSecondary(new) }
            root?.setNeedsLayout()
            return done()
        }
        // S20: the old column's controller will-disappears, the new one loads and will-appears.
        _ = old?.beginAppearance(false, animated: false)
        new?.loadViewIfNeeded()
        incoming = new
        _ = new?.beginAppearance(true, animated: false)
        old?.storedView?.removeFromSuperview()
        if let new { root.addSubview(new.view) }
        layoutColumns()
        TransitionTiming.finish(animated: false, duration: 0, application: root.window?.application) { [weak self] in
            guard let self else { return done() }
            old?.settleAppearance(visible: false, animated: false)
            if let new {
                new.settleAppearance(
                    visible: self.showsContent && new.storedView?.superview === self.rootView, animated: false)
                self.displayed.append(new)
                self.sortDisplayed()
            }
            self.incoming = nil
            finishContainment()
            done()
        }
    }

    /// A secondary set while collapsed goes where the standard collapse would put it.
    private func collapseKeptSecondary(_ controller: ViewController) {
        guard controller === secondary, !secondaryIsInPrimaryStack, let primary else { return }
        if delegate?.splitViewController(self, collapseSecondary: controller, onto: primary) == true {
            secondary = nil
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        } else if let navigation = primary as? NavigationController, !(controller is NavigationController) {
            secondaryIsInPrimaryStack = true
            controller.willMove(toParent: nil)
            controller.removeFromParent()
            navigation.pushViewController(controller, animated: false)
        }
    }

    private func sortChildren() {
        let columns = [primary, secondaryIsInPrimaryStack ? nil : secondary].compactMap { $0 }
        childrenStorage =
            columns.filter { column in childrenStorage.contains { $0 === column } }
            + childrenStorage.filter { child in !columns.contains { $0 === child } }
    }

    private func sortDisplayed() {
        let columns = [primary, secondary].compactMap { $0 }
        displayed =
            columns.filter { column in displayed.contains { $0 === column } }
            + displayed.filter { shown in !columns.contains { $0 === shown } }
    }

    // MARK: Collapsing and separating

    /// Queues a collapse or a separation when `width` falls on the other side of the threshold.
    private func updateCollapse(forWidth width: CGFloat) {
        guard width > 0 else { return }
        let collapse = width < compactWidthThreshold
        guard collapse != projectedCollapsed else { return }
        projectedCollapsed = collapse
        transitionQueue.enqueue { [weak self] done in
            guard let self else { return done() }
            if collapse { self.collapseColumns(done: done) } else { self.separateColumns(done: done) }
        }
    }

    private func collapseColumns(done: @escaping @MainActor () -> Void) {
        isCollapsed = true
        rootView?.setNeedsLayout()
        guard let primary, let secondary, !secondaryIsInPrimaryStack else { return done() }
        let onScreen = showsContent
        displayed.removeAll { $0 === secondary }
        var leaving: (ViewController, AppearanceToken?)?
        var onScreenLeaving = false
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true {
            self.secondary = nil
            secondary.willMove(toParent: nil)
            leaving = (secondary, onScreen ? secondary.beginAppearance(false, animated: false) : nil)
            secondary.storedView?.removeFromSuperview()
            secondary.removeFromParent()
        } else if let navigation = primary as? NavigationController, !(secondary is NavigationController) {
            // The secondary stays on screen: its view moves to the top of the primary stack.
            secondaryIsInPrimaryStack = true
            secondary.willMove(toParent: nil)
            secondary.storedView?.removeFromSuperview()
            secondary.removeFromParent()
            navigation.pushViewController(secondary, animated: false)
            if secondary.appearanceStateStorage.isAppearingSide && !secondary.isInVisibleWindow {
                // The push waits behind the primary's running transition: until it runs, the
                // secondary is off screen and disappears; the push makes it appear again.
                leaving = (secondary, secondary.beginAppearance(false, animated: false))
                onScreenLeaving = true
            }
        } else {
            leaving = (secondary, onScreen ? secondary.beginAppearance(false, animated: false) : nil)
            secondary.storedView?.removeFromSuperview()
        }
        sortChildren()
        guard let (controller, token) = leaving else { return done() }
        guard onScreen || onScreenLeaving else {
            controller.settleAppearance(visible: false, animated: false)
            return done()
        }
        TransitionTiming.finish(animated: false, duration: 0, application: storedView?.window?.application) {
            controller.endAppearance(token)
            done()
        }
    }

    private func separateColumns(done: @escaping @MainActor () -> Void) {
        isCollapsed = false
        rootView?.setNeedsLayout()
        guard let primary else { return done() }
        if let chosen = delegate?.splitViewController(self, separateSecondaryFrom: primary), chosen !== secondary {
            if secondaryIsInPrimaryStack {
                secondary = nil
                secondaryIsInPrimaryStack = false
            }
            replaceColumn(primary: false, with: chosen)
            return done()
        }
        guard let secondary else { return done() }
        guard secondaryIsInPrimaryStack else { return showSecondary(secondary, justAdded: false, done: done) }
        secondaryIsInPrimaryStack = false
        guard let navigation = primary as? NavigationController,
            let index = navigation.viewControllers.firstIndex(where: { $0 === secondary }), index > 0
        else {
            // The user went back past it while collapsed: the secondary column stays empty.
            self.secondary = nil
            return done()
        }
        navigation.popToViewController(navigation.viewControllers[index - 1], animated: false)
        // Once the pop has finished (and the secondary has left the stack), it comes back here.
        navigation.transitionQueue.enqueue { [weak self] navigationDone in
            if let self, secondary.parentStorage == nil, self.secondary === secondary {
                self.addChild(secondary)
                self.sortChildren()
                self.showSecondary(secondary, justAdded: true, done: done)
            } else {
                done()
            }
            navigationDone()
        }
    }

    /// Puts the secondary's view back in its column; it appears when this controller is on screen.
    /// `justAdded`: it was just added as a child, and gets its `didMove(toParent:)`.
    private func showSecondary(_ secondary: ViewController, justAdded: Bool, done: @escaping @MainActor () -> Void) {
        guard let root = rootView else {
            displayed.append(secondary)
            sortDisplayed()
            if justAdded, secondary.parentStorage === self { secondary.didMove(toParent: self) }
            return done()
        }
        let onScreen = showsContent
        secondary.loadViewIfNeeded()
        let token = onScreen ? secondary.beginAppearance(true, animated: false) : nil
        root.addSubview(secondary.view)
        layoutColumns()
        displayed.append(secondary)
        sortDisplayed()
        if justAdded, secondary.parentStorage === self { secondary.didMove(toParent: self) }
        guard onScreen else {
            if isViewLoaded { matchAppearance(ofShownChild: secondary) }
            return done()
        }
        TransitionTiming.finish(animated: false, duration: 0, application: root.window?.application) { [weak self] in
            secondary.endAppearance(token)
            if let self, !self.showsContent { secondary.settleAppearance(visible: false, animated: false) }
            done()
        }
    }

    // MARK: Layout

    /// Places the shown columns and the separator for the current width, collapsing or separating
    /// first when the width crossed the threshold.
    func layoutColumns() {
        guard let root = rootView else { return }
        updateCollapse(forWidth: root.bounds.width)
        let bounds = root.bounds
        let separator = root.cellSize().width
        let primaryWidth = primaryColumnWidth
        root.separatorX = isCollapsed ? nil : primaryWidth
        for child in childrenStorage {
            guard let view = child.storedView, view.superview === root else { continue }
            if isCollapsed || child === primary {
                view.frame = isCollapsed ? bounds : CGRect(x: 0, y: 0, width: primaryWidth, height: bounds.height)
            } else {
                view.frame = CGRect(
                    x: primaryWidth + separator, y: 0, width: Swift.max(0, bounds.width - primaryWidth - separator),
                    height: bounds.height)
            }
        }
    }
}

extension ViewController {
    /// The nearest ancestor split view controller.
    public var splitViewController: SplitViewController? {
        var current = parentStorage
        while let controller = current {
            if let split = controller as? SplitViewController { return split }
            current = controller.parentStorage
        }
        return nil
    }
}

/// The split view controller's root view: lays out the columns and draws the separator.
@MainActor
final class SplitRootView: View {
    private weak var controller: SplitViewController?
    /// Where the separator is drawn (`nil`: collapsed, no separator).
    var separatorX: CGFloat? {
        didSet { if separatorX != oldValue { setNeedsDisplay() } }
    }

    init(controller: SplitViewController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    /// Creates the view from an archive: the keys every view reads (``View/init(coder:)``).
    required init?(coder: any Coder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns()
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        guard let separatorX else { return }
        let cell = cellSize()
        var y = bounds.minY
        while y + cell.height <= bounds.maxY + 0.000_1 {
            context.drawText(
                "│", in: CGRect(x: separatorX, y: y, width: cell.width, height: cell.height), font: .body,
                color: .separator, alignment: .left, lineBreakMode: .clip, numberOfLines: 1)
            y += cell.height
        }
    }
}
