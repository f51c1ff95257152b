// The constraints a view holds: installed constraints, the legacy add/remove methods and whether the
// view's frame is turned into constraints.
import Foundation

extension View {
    /// The active constraints installed on this view: those whose items' nearest common ancestor this
    /// view is (or that were added with ``addConstraint(_:)``), in installation order. Auto Layout's own
    /// constraints (autoresizing masks, content size, guides) are not listed.
    public var constraints: [LayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Installs `constraint` on this view and activates it. This view must be an ancestor of (or be)
    /// every item's view; otherwise that is reported (`AL-NO-COMMON-ANCESTOR`) and the constraint is
    /// installed on the items' nearest common ancestor instead.
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard !constraint.isActiveStorage else { return }
        if constraint.invalidReason != nil {
            constraint.activate() // reports why it cannot be active
            return
        }
        guard let views = constraint.itemViews, views.allSatisfy({ $0.isDescendant(of: self) }) else {
            LifecycleChecker.emit(
                rule: "AL-NO-COMMON-ANCESTOR", path: lifecyclePath,
                message:
                    "addConstraint(_:): this view is not an ancestor of every item of \(constraint); activating it on the items' nearest common ancestor instead"
            )
            constraint.activate()
            return
        }
        constraint.install(on: self, views: views)
    }

    /// ``addConstraint(_:)`` for each constraint.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if it is installed on this view; does nothing otherwise.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.deactivate()
    }

    /// ``removeConstraint(_:)`` for each constraint.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Whether the view's frame and ``autoresizingMask`` are turned into constraints when the view
    /// takes part in Auto Layout (`true` by default, as in UIKit): the distances and size the mask
    /// keeps fixed stay fixed, the flexible ones share the superview's size changes. Set it to `false`
    /// for a view that constraints place; documents do where Interface Builder does.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayoutState.translatesAutoresizingMaskIntoConstraints = newValue
            autoLayoutState.autoresizingReference = nil
            if usesAutoLayout { layoutEngine(creating: false)?.invalidate() }
        }
    }

    /// Marks this view and its ancestors as taking part in Auto Layout (UIKit's "subtree uses Auto
    /// Layout"): they get engine variables, their frames are applied from the solution, and they take
    /// part in the constraints step. Never cleared.
    func markUsesAutoLayout() {
        var current: View? = self
        while let view = current, !view.usesAutoLayout {
            view.usesAutoLayout = true
            if view.needsUpdateConstraintsFlag { view.superviewStorage?.markDescendantNeedsUpdateConstraints() }
            current = view.superviewStorage
        }
        scheduleUpdateCycle()
    }

    /// The view Auto Layout solves this view's hierarchy from: its window, or the top of its hierarchy.
    var layoutRoot: View {
        if let window = windowForInvalidation { return window }
        var root: View = self
        while let superview = root.superviewStorage { root = superview }
        return root
    }

    /// The engine of this view's hierarchy (made when `creating` and there is none).
    func layoutEngine(creating: Bool) -> AutoLayoutEngine? {
        let root = layoutRoot
        if let engine = root.autoLayoutStorage?.engine { return engine }
        guard creating else { return nil }
        let engine = AutoLayoutEngine(root: root)
        root.autoLayoutState.engine = engine
        return engine
    }
}
