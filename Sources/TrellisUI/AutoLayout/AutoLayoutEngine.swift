// AutoLayoutEngine: the Auto Layout engine of one view hierarchy (a window's, or a view's outside any
// window): engine variables for every view and guide taking part, the constraints in Cassowary
// solvers, and frames read back during layout.
import Foundation
import TrellisConstraintSolver

/// The Auto Layout engine of the hierarchy under ``root``.
///
/// Coordinates: every item's variables are its rectangle in its own superview's coordinates (a guide's
/// in its owning view's), so a solved frame is applied as it is and a container that moves does not
/// change its descendants' variables. A constraint is stated in the coordinates of the view it is
/// installed on (its items' nearest common ancestor): an item's position there is the sum of the
/// positions along its superview chain.
///
/// x and y are two independent systems, each in its own solver, unless some constraint relates a
/// width to a height; then one solver holds both.
///
/// The engine changes incrementally — a constraint added or removed, a constant edited in place — and
/// is rebuilt from the hierarchy when the hierarchy itself changed (views moved, directions flipped).
@MainActor
final class AutoLayoutEngine {
    /// The target of ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    struct Fitting {
        var size: CGSize
        var horizontalPriority: LayoutPriority
        var verticalPriority: LayoutPriority
    }

    /// One item's variables: its alignment rectangle (a guide's layout frame), and the insets that
    /// derive a view's frame from it, read once per rebuild so the solution and the frames agree.
    final class ItemVariables {
        weak var item: AnyObject?
        let insets: EdgeInsets
        let minX: SolverVariable
        let width: SolverVariable
        let minY: SolverVariable
        let height: SolverVariable
        let horizontalSolver: Int
        let verticalSolver: Int

        init(
            item: AnyObject, insets: EdgeInsets, minX: SolverVariable, width: SolverVariable, minY: SolverVariable,
            height: SolverVariable, horizontalSolver: Int, verticalSolver: Int
        ) {
            self.item = item
            self.insets = insets
            self.minX = minX
            self.width = width
            self.minY = minY
            self.height = height
            self.horizontalSolver = horizontalSolver
            self.verticalSolver = verticalSolver
        }
    }

    /// Whether frames being set come from the engine (so they are not taken for frames the app set).
    static var isApplyingFrames = false

    weak var root: View?
    /// Set for an engine that only measures (``View/systemLayoutSizeFitting(_:)``): it leaves the
    /// constraints' links to their real engine alone and lays nothing out.
    let fitting: Fitting?
    private(set) var needsRebuild = true

    var solvers: [ConstraintSolver] = []
    var isCoupled = false
    var variables: [ObjectIdentifier: ItemVariables] = [:]
    var owners: [[SolverVariable: ItemVariables]] = []
    /// The constraints each solver holds, by handle.
    var held: [[ConstraintID: LayoutConstraint]] = []
    /// Required constraints left out because they could not be satisfied with the others.
    var broken: [LayoutConstraint] = []
    /// The views taking part, root first, parents before children.
    var members: [View] = []
    /// Auto Layout's own constraints per view (autoresizing, content size, guides, root).
    var systemConstraints: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// Per view: the constraints whose constants read its margins, baselines or safe area.
    var dependents: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// Per view: the constraints on its baselines, and the views (``View/forFirstBaselineLayout``,
    /// ``View/forLastBaselineLayout``) they were stated through; when those change, they are stated again.
    var baselineDependents: [ObjectIdentifier: (first: View?, last: View?, constraints: [LayoutConstraint])] = [:]
    /// The views whose baseline view was reported as not a descendant (AL-BASELINE-VIEW), once each.
    var reportedBaselineViews: Set<ObjectIdentifier> = []
    /// Per scroll view: the variables of its content size. UIKit reads a constraint between a scroll view's
    /// edges and its descendants as one about the scrolled content, which the solution then sizes.
    var contentSizeVariables: [ObjectIdentifier: (width: SolverVariable, height: SolverVariable)] = [:]
    /// The scroll views whose content edges some constraint uses: only they get `contentSize` from the
    /// solution, so an app-set content size survives in a scroll view no constraint reaches into.
    var constrainedContentSizes: Set<ObjectIdentifier> = []

    init(root: View, fitting: Fitting? = nil) {
        self.root = root
        self.fitting = fitting
    }

    var isMeasuring: Bool { fitting != nil }

    // MARK: Keeping up to date

    /// Something the engine cannot follow incrementally changed: rebuild before the next layout.
    func invalidate() {
        guard !needsRebuild else { return }
        needsRebuild = true
        root?.scheduleUpdateCycle()
    }

    /// Rebuilds the engine if it is out of date.
    func updateIfNeeded() {
        if needsRebuild { rebuild() }
    }

    /// Forgets everything and solves the hierarchy again from its views and constraints.
    func rebuild() {
        needsRebuild = false
        if !isMeasuring {
            for constraints in held {
                for constraint in constraints.values where constraint.engine === self { constraint.engine = nil }
            }
            for constraint in broken where constraint.engine === self { constraint.engine = nil }
        }
        solvers = []
        held = []
        owners = []
        variables = [:]
        broken = []
        systemConstraints = [:]
        dependents = [:]
        baselineDependents = [:]
        contentSizeVariables = [:]
        constrainedContentSizes = []
        members = []
        guard let root else { return }

        collectMembers(from: root)
        isCoupled = members.contains { view in
            view.autoLayoutStorage?.constraints.contains { $0.isCrossAxis } ?? false
        }
        let count = isCoupled ? 1 : 2
        solvers = Array(repeating: ConstraintSolver(), count: count)
        held = Array(repeating: [:], count: count)
        owners = Array(repeating: [:], count: count)
        for view in members {
            makeVariables(for: view)
            for guide in view.autoLayoutStorage?.systemGuides ?? [] { makeVariables(for: guide) }
            for guide in view.autoLayoutStorage?.layoutGuides ?? [] { makeVariables(for: guide) }
        }
        for view in members { addSystemConstraints(of: view) }
        for view in members {
            for constraint in view.autoLayoutStorage?.constraints ?? [] { add(constraint) }
        }
        for index in solvers.indices { _ = solvers[index].takeChangedVariables() }
        guard !isMeasuring else { return }
        for view in members { markFrameChanged(view) }
    }

    private func collectMembers(from root: View) {
        var stack = [root]
        while let view = stack.popLast() {
            members.append(view)
            for subview in view.subviewsStorage.reversed() where subview.usesAutoLayout { stack.append(subview) }
        }
    }

    private func makeVariables(for item: AnyObject) {
        let name = LayoutConstraint.describeItem(item)
        let horizontal = 0
        let vertical = isCoupled ? 0 : 1
        let minX = solvers[horizontal].makeVariable(name: "\(name).minX")
        let width = solvers[horizontal].makeVariable(name: "\(name).width")
        let minY = solvers[vertical].makeVariable(name: "\(name).minY")
        let height = solvers[vertical].makeVariable(name: "\(name).height")
        let entry = ItemVariables(
            item: item, insets: (item as? View)?.layoutAlignmentRectInsets ?? .zero, minX: minX, width: width,
            minY: minY, height: height, horizontalSolver: horizontal,
            verticalSolver: vertical)
        variables[ObjectIdentifier(item)] = entry
        for variable in [minX, width] { owners[horizontal][variable] = entry }
        for variable in [minY, height] { owners[vertical][variable] = entry }
        if item is ScrollView {
            contentSizeVariables[ObjectIdentifier(item)] = (
                solvers[horizontal].makeVariable(name: "\(name).contentWidth"),
                solvers[vertical].makeVariable(name: "\(name).contentHeight")
            )
        }
    }

    // MARK: Constraints in and out

    /// Adds `constraint` to its solver; a required one that cannot be satisfied is reported and left out.
    func add(_ constraint: LayoutConstraint) {
        guard let (expression, index) = expression(for: constraint) else {
            invalidate()
            return
        }
        do {
            let id = try solvers[index].addConstraint(
                expression, constraint.relation.solverRelation, strength: constraint.priority.solverStrength)
            held[index][id] = constraint
            if !isMeasuring {
                constraint.engine = self
                constraint.solverIndex = index
                constraint.solverID = id
            }
        } catch {
            let conflicting = error.conflicting.compactMap { held[index][$0] }
            if !isMeasuring {
                broken.append(constraint)
                constraint.engine = self
                constraint.solverIndex = index
                constraint.solverID = nil
                reportUnsatisfiable(constraint, conflicting: conflicting)
            }
        }
    }

    /// Takes `constraint` out of its solver.
    private func remove(_ constraint: LayoutConstraint) {
        if let id = constraint.solverID, constraint.engine === self {
            try? solvers[constraint.solverIndex].removeConstraint(id)
            held[constraint.solverIndex][id] = nil
        }
        broken.removeAll { $0 === constraint }
        constraint.engine = nil
        constraint.solverID = nil
    }

    func constraintDidActivate(_ constraint: LayoutConstraint) {
        guard !needsRebuild else { return }
        if constraint.isCrossAxis && !isCoupled {
            invalidate()
            return
        }
        add(constraint)
        propagateChanges()
    }

    func constraintDidDeactivate(_ constraint: LayoutConstraint) {
        guard constraint.engine === self else { return }
        let wasBroken = constraint.solverID == nil
        remove(constraint)
        // A constraint left out before may fit now.
        if !broken.isEmpty && !wasBroken { invalidate() }
        propagateChanges()
    }

    /// An edit of the constant in place (the solver's `setConstant`), not a removal and addition.
    func constantDidChange(of constraint: LayoutConstraint) {
        guard !needsRebuild, constraint.engine === self else { return }
        guard let id = constraint.solverID, let (expression, index) = expression(for: constraint),
            index == constraint.solverIndex
        else {
            invalidate()
            return
        }
        do {
            try solvers[index].setConstant(expression.constant, of: id)
        } catch {
            invalidate()
            return
        }
        propagateChanges()
    }

    func priorityDidChange(of constraint: LayoutConstraint) {
        guard !needsRebuild, constraint.engine === self else { return }
        remove(constraint)
        add(constraint)
        propagateChanges()
    }

    // MARK: Changes from views

    /// A view's intrinsic content size (or its hugging and compression priorities) changed.
    func contentSizeDidChange(of view: View, prioritiesChanged: Bool) {
        guard !needsRebuild, let entry = variables[ObjectIdentifier(view)] else { return }
        // New alignment insets move every expression that reads the view's frame.
        if entry.insets != view.layoutAlignmentRectInsets {
            invalidate()
            return
        }
        if prioritiesChanged {
            replaceSystemConstraints(of: view)
        } else {
            let old = (systemConstraints[ObjectIdentifier(view)] ?? []).filter { $0.kind == .contentSize }
            let new = contentSizeConstraints(of: view)
            if old.count == new.count && zip(old, new).allSatisfy({ $0.firstAttribute == $1.firstAttribute }) {
                for (constraint, replacement) in zip(old, new) { constraint.constant = replacement.constant }
            } else {
                replaceSystemConstraints(of: view)
            }
        }
        refreshDependents(of: view)
        restateBaselineDependents(of: view)
        propagateChanges()
    }

    /// States again the constraints on `view`'s baselines when its baseline views changed.
    private func restateBaselineDependents(of view: View) {
        guard let recorded = baselineDependents[ObjectIdentifier(view)],
            recorded.first !== view.forFirstBaselineLayout || recorded.last !== view.forLastBaselineLayout
        else { return }
        baselineDependents[ObjectIdentifier(view)] = nil
        for constraint in recorded.constraints where constraint.engine === self && constraint.solverID != nil {
            remove(constraint)
            add(constraint)
        }
    }

    /// A view's margins or safe area changed: its guides and the constraints reading them follow.
    func environmentDidChange(of view: View) {
        guard !needsRebuild, variables[ObjectIdentifier(view)] != nil else { return }
        replaceSystemConstraints(of: view)
        refreshDependents(of: view)
        propagateChanges()
    }

    /// The app set the frame of a view taking part: a translated view's autoresizing constraints (or the
    /// root's size) follow it.
    func frameDidChange(of view: View) {
        guard !needsRebuild, variables[ObjectIdentifier(view)] != nil else { return }
        if view !== root {
            guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superviewStorage else { return }
            view.autoLayoutState.autoresizingReference = (view.frameStorage, superview.frameStorage.size)
        }
        replaceSystemConstraints(of: view)
        propagateChanges()
    }

    /// A view's autoresizing mask changed.
    func autoresizingMaskDidChange(of view: View) {
        guard !needsRebuild, variables[ObjectIdentifier(view)] != nil, view !== root,
            view.translatesAutoresizingMaskIntoConstraints
        else { return }
        replaceSystemConstraints(of: view)
        propagateChanges()
    }

    private func refreshDependents(of view: View) {
        guard let constraints = dependents[ObjectIdentifier(view)] else { return }
        for constraint in constraints where constraint.engine === self && constraint.solverID != nil {
            guard let id = constraint.solverID, let (expression, index) = self.expression(for: constraint) else {
                continue
            }
            try? solvers[index].setConstant(expression.constant, of: id)
        }
    }

    /// Variables the last change moved: their views' superviews lay out again (where the frames are
    /// applied), as UIKit does when the engine changes a view's frame.
    func propagateChanges() {
        // An engine waiting for a rebuild marks every member when it rebuilds; reading a frame here
        // would rebuild it in the middle of this loop over its solvers.
        guard !isMeasuring, !needsRebuild else { return }
        var seen = Set<ObjectIdentifier>()
        var changed: [View] = []
        for index in solvers.indices {
            for variable in solvers[index].takeChangedVariables() {
                guard let entry = owners[index][variable], let view = entry.item as? View,
                    seen.insert(ObjectIdentifier(view)).inserted
                else { continue }
                changed.append(view)
            }
        }
        for view in changed { markFrameChanged(view) }
    }

    private func markFrameChanged(_ view: View) {
        if let superview = view.superviewStorage, view !== root {
            if currentFrame(of: view) != view.frameStorage { superview.setNeedsLayout() }
        } else if appliesOwnSize(of: view) {
            view.setNeedsLayout()
        }
    }

    /// Whether the engine sizes `view` itself: a root outside any window that constraints size.
    private func appliesOwnSize(of view: View) -> Bool {
        view === root && !(view is Window) && !isMeasuring && !view.translatesAutoresizingMaskIntoConstraints
    }

    // MARK: Reading the solution

    /// The frame of `item` in its superview's (a guide's owning view's) coordinates: its solved
    /// alignment rectangle outset by its alignment insets.
    func currentFrame(of item: AnyObject) -> CGRect? {
        guard let rect = currentAlignmentRect(of: item), let entry = variables[ObjectIdentifier(item)] else {
            return nil
        }
        return View.outset(rect, by: entry.insets)
    }

    /// The alignment rectangle of `item` as solved, in its superview's (owning view's) coordinates.
    func currentAlignmentRect(of item: AnyObject) -> CGRect? {
        updateIfNeeded()
        guard let entry = variables[ObjectIdentifier(item)] else { return nil }
        let horizontal = solvers[entry.horizontalSolver]
        let vertical = solvers[entry.verticalSolver]
        return CGRect(
            x: AutoLayoutEngine.snap(horizontal.value(of: entry.minX)),
            y: AutoLayoutEngine.snap(vertical.value(of: entry.minY)),
            width: AutoLayoutEngine.snap(horizontal.value(of: entry.width)),
            height: AutoLayoutEngine.snap(vertical.value(of: entry.height)))
    }

    /// Removes the solver's rounding noise around whole points (`99.99999999` → `100`); other values
    /// are kept as solved.
    static func snap(_ value: Double) -> CGFloat {
        let whole = value.rounded()
        return CGFloat(abs(value - whole) < 1e-7 ? whole : value)
    }

    /// Sets the frames of `view`'s subviews that take part (and a constraint-sized root's own size) from
    /// the solution — the default `layoutSubviews()` calls it — then lets them announce changed safe
    /// areas and margins.
    func applyFrames(toSubviewsOf view: View) {
        updateIfNeeded()
        let outer = AutoLayoutEngine.isApplyingFrames
        AutoLayoutEngine.isApplyingFrames = true
        if appliesOwnSize(of: view), let frame = currentFrame(of: view) {
            view.setFrame(CGRect(origin: view.frameStorage.origin, size: frame.size))
        }
        for subview in view.subviewsStorage where subview.usesAutoLayout {
            if let frame = currentFrame(of: subview) { subview.setFrame(frame) }
        }
        if let scrollView = view as? ScrollView, constrainedContentSizes.contains(ObjectIdentifier(view)),
            let content = contentSizeVariables[ObjectIdentifier(view)]
        {
            let horizontal = 0
            let vertical = isCoupled ? 0 : 1
            scrollView.contentSize = CGSize(
                width: Self.snap(solvers[horizontal].value(of: content.width)),
                height: Self.snap(solvers[vertical].value(of: content.height)))
        }
        AutoLayoutEngine.isApplyingFrames = outer
        for subview in view.subviewsStorage where subview.usesAutoLayout && subview.autoLayoutStorage != nil {
            subview.updateLayoutEnvironment()
        }
    }
}

extension LayoutConstraint {
    /// Whether the constraint relates a horizontal attribute to a vertical one (`width == height`).
    var isCrossAxis: Bool {
        guard let second = secondTerm else { return false }
        return firstTerm.axis != second.axis
    }
}

extension LayoutRelation {
    var solverRelation: ConstraintRelation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension LayoutPriority {
    var solverStrength: ConstraintStrength {
        isRequired ? .required : ConstraintStrength(priority: Double(Swift.max(1, rawValue)))
    }
}
