// LayoutConstraint: one linear relation between two attributes of views or layout guides
// (NSLayoutConstraint): `first relation multiplier × second + constant`, with a priority.
import Foundation
import TrellisConstraintSolver

/// A relation between attributes of two layout items, or between a size and a constant
/// (`NSLayoutConstraint`): `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// A new constraint is inactive. Activating it (``isActive``, ``activate(_:)``) installs it on the
/// nearest common ancestor of its items (that view's ``View/constraints`` lists it) and adds it to
/// the window's Auto Layout engine; deactivating removes it. Changing ``constant`` of an active
/// constraint edits the engine in place. Constraints that cannot exist in UIKit — a position equal to
/// a constant, horizontal related to vertical, leading related to left — are reported
/// (`AL-INVALID-CONSTRAINT`) and never activate.
@MainActor
open class LayoutConstraint: @MainActor CustomStringConvertible {
    /// Who made a constraint: the app, or Auto Layout itself (UIKit's private constraint classes).
    enum Kind: Equatable {
        /// Made by the app (or a document).
        case user
        /// A frame and autoresizing mask turned into constraints; `mask` is UIKit's `h=-&- v=-&-` notation.
        case autoresizingMask(String)
        /// A view's intrinsic content size as hugging or compression resistance.
        case contentSize
        /// Places a layout guide the system owns (margins, safe area, readable content, legacy guides).
        case layoutGuide
        /// Fixes the engine's root (a window's size, a root view's origin).
        case root
        /// The target size of ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
        case fittingSize

        var className: String {
            switch self {
            case .user: "LayoutConstraint"
            case .autoresizingMask: "AutoresizingMaskLayoutConstraint"
            case .contentSize: "ContentSizeLayoutConstraint"
            case .layoutGuide: "LayoutGuideConstraint"
            case .root: "RootLayoutConstraint"
            case .fittingSize: "FittingSizeLayoutConstraint"
            }
        }
    }

    let firstTerm: AnchorTerm
    let secondTerm: AnchorTerm?
    let kind: Kind
    /// Why the constraint can never be laid out (`nil`: it is valid).
    let invalidReason: String?

    /// The first item (a ``View`` or ``LayoutGuide``); `nil` for a composite anchor's constraint.
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: LayoutAttribute
    /// How the two sides compare.
    public let relation: LayoutRelation
    /// The second item; `nil` for a constraint on a constant.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`notAnAttribute` without a second item).
    public let secondAttribute: LayoutAttribute
    /// The factor of the second attribute.
    public let multiplier: CGFloat

    /// The constant added to the second side. Changing it on an active constraint edits the engine
    /// in place (no remove and add) and lays out again.
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            engine?.constantDidChange(of: self)
        }
    }

    private var priorityStorage: LayoutPriority = .required

    /// The priority (1...1000, ``LayoutPriority/required`` by default). As in UIKit, an active
    /// constraint cannot change between required and optional (reported, `AL-INVALID-PRIORITY`, and
    /// unchanged); values outside 1...1000 are reported and clamped.
    public var priority: LayoutPriority {
        get { priorityStorage }
        set { setPriority(newValue) }
    }

    /// A name for debugging: descriptions and the unsatisfiable-constraints report print it. Documents
    /// set their object id here when the element has no identifier.
    public var identifier: String?

    /// Whether the constraint is active: installed on its items' nearest common ancestor and solved.
    public var isActive: Bool {
        get { isActiveStorage }
        set { newValue ? activate() : deactivate() }
    }

    var isActiveStorage = false
    /// The view whose ``View/constraints`` lists this constraint while it is active.
    weak var installedView: View?
    /// For Auto Layout's own constraints: the view in whose coordinates positions are measured.
    weak var systemContext: View?

    /// The engine that holds the constraint, the solver it is in and its handle there (`nil` while the
    /// engine left it out because it could not be satisfied).
    weak var engine: AutoLayoutEngine?
    var solverIndex = 0
    var solverID: ConstraintID?

    init(
        first: AnchorTerm, relation: LayoutRelation, second: AnchorTerm?, multiplier: CGFloat, constant: CGFloat,
        kind: Kind = .user, priority: LayoutPriority = .required, secondAttributeWithoutItem: Bool = false
    ) {
        firstTerm = first
        secondTerm = second
        self.kind = kind
        firstItem = first.item
        firstAttribute = first.attribute
        self.relation = relation
        secondItem = second?.item
        secondAttribute = second?.attribute ?? .notAnAttribute
        self.multiplier = multiplier
        self.constant = constant
        priorityStorage = priority
        if kind == .user {
            invalidReason =
                secondAttributeWithoutItem
                ? "a second attribute needs a second item"
                : LayoutConstraint.validate(first: first, second: second, multiplier: multiplier, constant: constant)
        } else {
            invalidReason = nil
        }
        if let invalidReason {
            LifecycleChecker.emit(
                rule: "AL-INVALID-CONSTRAINT", path: LayoutConstraint.path(of: first.items.first),
                message: "invalid constraint \(self): \(invalidReason); it will never be active")
        }
    }

    /// Creates `item.attribute relation multiplier × toItem.attribute + constant` (`toItem` `nil` and
    /// `notAnAttribute` for a size equal to a constant). Items are views or layout guides.
    public convenience init(
        item: AnyObject, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: AnyObject?, attribute secondAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat
    ) {
        self.init(
            first: AnchorTerm(item: item, attribute: firstAttribute), relation: relation,
            second: toItem.map { AnchorTerm(item: $0, attribute: secondAttribute) }, multiplier: multiplier,
            constant: constant, secondAttributeWithoutItem: toItem == nil && secondAttribute != .notAnAttribute)
    }

    /// The first side as an anchor (a ``LayoutXAxisAnchor``, ``LayoutYAxisAnchor`` or ``LayoutDimension``).
    public var firstAnchor: AnyObject { LayoutConstraint.anchor(for: firstTerm) }

    /// The second side as an anchor; `nil` for a constraint on a constant.
    public var secondAnchor: AnyObject? { secondTerm.map(LayoutConstraint.anchor(for:)) }

    private static func anchor(for term: AnchorTerm) -> AnyObject {
        if term.isDimension { return LayoutDimension(term: term) }
        return term.axis == .vertical ? LayoutYAxisAnchor(term: term) : LayoutXAxisAnchor(term: term)
    }

    /// Activates every constraint (as setting ``isActive`` on each does).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    // MARK: Validation

    /// Why `first relation multiplier × second + constant` is not a constraint UIKit accepts.
    static func validate(first: AnchorTerm, second: AnchorTerm?, multiplier: CGFloat, constant: CGFloat) -> String? {
        if let reason = first.invalidReason { return reason }
        guard multiplier.isFinite, constant.isFinite else { return "the multiplier and constant must be finite" }
        guard let second else {
            return first.isDimension
                ? nil
                : "a position (\(first.attribute.name)) cannot equal a constant; it needs a second item"
        }
        if let reason = second.invalidReason { return reason }
        if first.isDimension != second.isDimension { return "a size cannot be related to a position" }
        if !first.isDimension {
            if first.axis != second.axis { return "a horizontal position cannot be related to a vertical one" }
            let leaves = first.leaves + second.leaves
            if leaves.contains(where: { $0.attribute.isDirectional })
                && leaves.contains(where: { $0.attribute.isAbsoluteHorizontalEdge })
            {
                return "leading/trailing cannot be related to left/right"
            }
            if multiplier == 0 { return "a multiplier of 0 makes a position equal to a constant" }
        }
        return nil
    }

    // MARK: Activation

    /// The view each item is laid out in: the view itself, or a guide's owning view.
    static func layoutView(of item: AnyObject) -> View? {
        if let view = item as? View { return view }
        return (item as? LayoutGuide)?.owningView
    }

    /// The views of the constraint's items; `nil` when a guide has no owning view or an item is gone.
    var itemViews: [View]? {
        var views: [View] = []
        for term in [firstTerm] + (secondTerm.map { [$0] } ?? []) {
            for leaf in term.leaves {
                guard let item = leaf.item, let view = LayoutConstraint.layoutView(of: item) else { return nil }
                views.append(view)
            }
        }
        return views
    }

    /// The nearest view that is an ancestor of (or is) every view of `views`.
    static func nearestCommonAncestor(of views: [View]) -> View? {
        guard var ancestor = views.first else { return nil }
        for view in views.dropFirst() {
            guard let common = nearestCommonAncestor(ancestor, view) else { return nil }
            ancestor = common
        }
        return ancestor
    }

    private static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        if a === b { return a }
        var chain = Set<ObjectIdentifier>()
        var current: View? = a
        while let view = current {
            chain.insert(ObjectIdentifier(view))
            current = view.superviewStorage
        }
        current = b
        while let view = current {
            if chain.contains(ObjectIdentifier(view)) { return view }
            current = view.superviewStorage
        }
        return nil
    }

    func activate() {
        guard !isActiveStorage else { return }
        if let reason = invalidReason ?? firstTerm.invalidReason ?? secondTerm?.invalidReason {
            LifecycleChecker.emit(
                rule: "AL-INVALID-CONSTRAINT", path: LayoutConstraint.path(of: firstTerm.items.first),
                message: "cannot activate \(self): \(reason)")
            return
        }
        guard let views = itemViews else {
            LifecycleChecker.emit(
                rule: "AL-NO-COMMON-ANCESTOR", path: LayoutConstraint.path(of: firstTerm.items.first),
                message:
                    "cannot activate \(self): a layout guide has no owning view (add it with addLayoutGuide(_:)); not activated"
            )
            return
        }
        guard let ancestor = LayoutConstraint.nearestCommonAncestor(of: views) else {
            LifecycleChecker.emit(
                rule: "AL-NO-COMMON-ANCESTOR", path: views[0].lifecyclePath,
                message:
                    "unable to activate \(self): its items have no common ancestor (\(views.map(\.lifecyclePath).joined(separator: "; "))); not activated"
            )
            return
        }
        install(on: ancestor, views: views)
    }

    /// Installs the constraint on `view` (an ancestor of every item) and adds it to the engine.
    func install(on view: View, views: [View]) {
        isActiveStorage = true
        installedView = view
        view.autoLayoutState.constraints.append(self)
        for itemView in views { itemView.markUsesAutoLayout() }
        view.markUsesAutoLayout()
        view.layoutEngine(creating: true)?.constraintDidActivate(self)
    }

    func deactivate() {
        guard isActiveStorage else { return }
        isActiveStorage = false
        if let view = installedView, let state = view.autoLayoutStorage {
            state.constraints.removeAll { $0 === self }
        }
        installedView = nil
        engine?.constraintDidDeactivate(self)
    }

    private func setPriority(_ newValue: LayoutPriority) {
        var value = newValue
        if !(value.rawValue >= 1 && value.rawValue <= 1000) {
            value = LayoutPriority(
                rawValue: value.rawValue.isNaN ? 1000 : Swift.min(1000, Swift.max(1, value.rawValue)))
            LifecycleChecker.emit(
                rule: "AL-INVALID-PRIORITY", path: LayoutConstraint.path(of: firstItem),
                message: "priority \(newValue.rawValue) of \(self) is outside 1...1000; clamped to \(value)")
        }
        guard value != priorityStorage else { return }
        if isActiveStorage && value.isRequired != priorityStorage.isRequired {
            LifecycleChecker.emit(
                rule: "AL-INVALID-PRIORITY", path: LayoutConstraint.path(of: firstItem),
                message:
                    "changing the priority of active \(self) from \(priorityStorage) to \(value) crosses required/optional, which UIKit does not support; deactivate it first. Priority unchanged"
            )
            return
        }
        priorityStorage = value
        engine?.priorityDidChange(of: self)
    }

    // MARK: Descriptions

    /// `Label[1]`: an item's class name with its index among its superview's subviews, or a layout
    /// guide with its identifier.
    static func describeItem(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let view = item as? View {
            var name = LifecycleRecorder.className(of: view)
            if let superview = view.superviewStorage, let index = superview.indexOfSubview(view) {
                name += "[\(index)]"
            }
            return name
        }
        if let guide = item as? LayoutGuide {
            let name = guide.identifier.isEmpty ? LifecycleRecorder.className(of: guide) : "'\(guide.identifier)'"
            return guide.owningView.map { "\(describeItem($0)).\(name)" } ?? name
        }
        return LifecycleRecorder.className(of: item)
    }

    /// The path diagnostics name for an item: a view's path, a guide's owning view's path.
    static func path(of item: AnyObject?) -> String {
        guard let item else { return "LayoutConstraint" }
        return layoutView(of: item)?.lifecyclePath ?? LifecycleRecorder.className(of: item)
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    /// UIKit's form: `<LayoutConstraint 'name' Label[1].leading == View[0].leadingMargin + 20 @750 (active)>`.
    public var description: String {
        var text = "<\(kind.className)"
        if case .autoresizingMask(let mask) = kind { text += " \(mask)" }
        if let identifier { text += " '\(identifier)'" }
        text += " \(firstTerm.description) \(relation.symbol)"
        var right = ""
        if let secondTerm {
            right =
                multiplier == 1
                ? secondTerm.description : "\(LayoutConstraint.number(multiplier))*\(secondTerm.description)"
            if constant > 0 { right += " + \(LayoutConstraint.number(constant))" }
            if constant < 0 { right += " - \(LayoutConstraint.number(-constant))" }
        } else {
            right = LayoutConstraint.number(constant)
        }
        text += " \(right)"
        if !priorityStorage.isRequired { text += " @\(priorityStorage)" }
        if kind == .user { text += isActiveStorage ? "   (active)" : "" }
        return text + ">"
    }
}
