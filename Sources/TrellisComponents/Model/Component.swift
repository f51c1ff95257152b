import Foundation
import TrellisLayout
// Component: the immutable, Sendable description of part of the UI (ComponentKit's CKComponent family).
import TrellisUI

/// An immutable snapshot of how part of the UI should look right now.
///
/// One protocol covers ComponentKit's whole family:
/// - a **leaf** has a ``viewConfiguration`` and a ``size`` and renders nothing;
/// - a **render** (composite) component implements ``render(_:)`` and returns one child, or `nil` to
///   render nothing;
/// - a **layout** component returns several children from ``renderChildren(_:)`` and positions them in
///   ``computeLayout(thatFits:children:)``.
///
/// Components are `Sendable` values: they may be created, rendered and laid out off the main actor.
/// Anything with a lifetime longer than one generation (delegates, downloads) belongs in the
/// ``Controller``; per-instance mutable data belongs in ``State``.
public protocol Component: Sendable {
    /// The component's local state type (`Void` when it has none).
    associatedtype State: Sendable = Void
    /// The long-lived controller class; the base ``ComponentController`` means "no controller".
    associatedtype Controller: ComponentController<Self> = ComponentController<Self>
    /// The type of ``scopeKey``; `Never` when the component is told apart from its siblings by ordinal only.
    associatedtype ScopeKey: Hashable & Sendable = Never

    /// Identity among same-type siblings (ComponentKit's scope identifier); state and controller follow it.
    var scopeKey: ScopeKey? { get }

    /// The state of a scope the first time it appears in the tree (ComponentKit's `+initialState`).
    static func initialState() -> State

    /// Returns the single child of a render component, or `nil` to render nothing.
    func render(_ scope: Scope<Self>) -> (any Component)?

    /// Returns every child; the default wraps ``render(_:)``. Layout components return their children.
    func renderChildren(_ scope: Scope<Self>) -> [any Component]

    /// The view this component mounts (`nil` for viewless components, whose children are flattened
    /// into the parent's view).
    var viewConfiguration: ViewConfiguration? { get }

    /// The component's size constraints, resolved against the parent's size (percentages).
    var size: ComponentSize { get }

    /// Whether mounting descends into the children (ComponentKit's `mountResult.mountChildren`).
    var mountsChildren: Bool { get }

    /// Whether the views of the children are recycled by identity rather than by position: a child
    /// that stays keeps its views even when its place among its siblings changes, and children that
    /// mount take the views of those that left (UITableView's reuse; a list's rows, which shift by one
    /// place per scrolled row). Default: `false`, views go by position.
    var recyclesChildViewsByIdentity: Bool { get }

    /// Lays the component out within `range`, positioning its built `children`
    /// (ComponentKit's `computeLayoutThatFits:`). The default: no children → `range.min`; children →
    /// each laid out in `range` at the origin, the component as large as the largest.
    func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout

    /// Whether this component can be reused unchanged, given the previous generation's component with the
    /// same identity (ComponentKit's inverted `shouldComponentUpdate:`). Equatable components compare with
    /// `==`; others never reuse.
    func isEquivalent(to previous: any Component) -> Bool

    /// Animations of the view when the component mounts for the first time (ComponentKit's
    /// `animationsOnInitialMount`; see ``ComponentAnimation``). Default: none.
    var animationsOnInitialMount: [ComponentAnimation] { get }
    /// Animations of the view from the previous generation's component of the same scope
    /// (`animationsFromPreviousComponent:`). Default: none.
    func animations(fromPreviousComponent previousComponent: Self) -> [ComponentAnimation]
    /// Animations of the view when the component leaves the tree (`animationsOnFinalUnmount`). Default: none.
    var animationsOnFinalUnmount: [ComponentAnimation] { get }
    /// For a root component: the animation of the whole mount's frame changes from the previous root
    /// (`boundsAnimationFromPreviousComponent:`; see ``ComponentBoundsAnimation``). Default: none.
    func boundsAnimation(fromPreviousComponent previousComponent: Self) -> ComponentBoundsAnimation?
}

extension Component where ScopeKey == Never {
    /// No key: siblings of the same type are told apart by ordinal.
    public var scopeKey: Never? { nil }
}

extension Component where State == Void {
    /// Stateless components have no initial state.
    public static func initialState() -> State { () }
}

// Defaults for the requirements above (their documentation is on the requirements): a component
// overrides only what its role needs.
extension Component {
    /// Returns the single child (see ``Component/render(_:)``).
    public func render(_ scope: Scope<Self>) -> (any Component)? { nil }

    /// Returns the children to lay out (see ``Component/renderChildren(_:)``).
    public func renderChildren(_ scope: Scope<Self>) -> [any Component] {
        render(scope).map { [$0] } ?? []
    }

    /// The view this component mounts.
    public var viewConfiguration: ViewConfiguration? { nil }

    /// The component's size constraints.
    public var size: ComponentSize { ComponentSize() }

    /// Children are mounted by default.
    public var mountsChildren: Bool { true }

    /// Children's views are recycled by position by default.
    public var recyclesChildViewsByIdentity: Bool { false }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``).
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        if children.isEmpty { return ComponentLayout(size: range.min) }
        if children.count == 1 {
            // A render component: its child's layout at the origin, with no array to place it in.
            let layout = children[0].layout(thatFits: range)
            let size = LayoutSize(
                width: max(range.min.width, layout.size.width),
                height: max(range.min.height, layout.size.height))
            return ComponentLayout(size: size, childAtOrigin: layout)
        }
        var width = range.min.width
        var height = range.min.height
        var placed: [ComponentLayout.Child] = []
        placed.reserveCapacity(children.count)
        for child in children {
            let layout = child.layout(thatFits: range)
            width = max(width, layout.size.width)
            height = max(height, layout.size.height)
            placed.append(.init(position: .zero, layout: layout))
        }
        return ComponentLayout(size: LayoutSize(width: width, height: height), children: placed)
    }

    /// Never reusable unless `Equatable` (see ``Component/isEquivalent(to:)``).
    public func isEquivalent(to previous: any Component) -> Bool { false }
}

extension Component where Self: Equatable {
    /// Equatable components are reused when equal to the previous generation (§2.10).
    public func isEquivalent(to previous: any Component) -> Bool {
        var equal = false
        withCast(previous, as: Self.self) { equal = $0 == self }
        return equal
    }
}

extension Component {
    /// Whether the component declares a controller class of its own.
    static var declaresController: Bool { Controller.self != ComponentController<Self>.self }

    /// Whether the component has local state.
    static var declaresState: Bool { State.self != Void.self }

    /// The scope key, type-erased for identity comparison.
    var erasedScopeKey: AnyScopeKey? {
        // Most components have no key: answer without calling the requirement.
        if ScopeKey.self == Never.self { return nil }
        return keyedScopeKey()
    }

    // Apart, so keyless components don't pay for the optional's runtime type lookup on every build.
    @inline(never) private func keyedScopeKey() -> AnyScopeKey? { scopeKey.map(AnyScopeKey.init) }

    /// The type name used in component paths.
    static var typeName: String { String(describing: Self.self) }
}

/// A type-erased, `Sendable` scope key. It is copied, hashed and compared for every keyed component in
/// every build, so an `Int` key (the usual list index or identifier) is stored inline, and other keys in
/// a shared box that carries its hash: copies are at most a retain, comparisons mostly one integer.
struct AnyScopeKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    // Safe: built only from `Hashable & Sendable` values, immutable.
    /// The key itself when `box` is nil, else the boxed key's hash value.
    private let bits: Int
    private let box: Box?

    private final class Box {
        let base: AnyHashable
        init(_ base: AnyHashable) { self.base = base }
    }

    init<Key: Hashable & Sendable>(_ value: Key) {
        // Metatype checks rather than casts: this runs unspecialized, where a cast is a runtime call.
        if Key.self == Int.self {
            bits = reinterpret(value, as: Int.self)
            box = nil
        } else {
            let base = AnyHashable(value)
            bits = base.hashValue
            box = Box(base)
        }
    }

    static func == (lhs: AnyScopeKey, rhs: AnyScopeKey) -> Bool {
        guard lhs.bits == rhs.bits else { return false }
        switch (lhs.box, rhs.box) {
        case (nil, nil): return true
        case let (left?, right?): return left === right || left.base == right.base
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(bits) }

    var description: String { box.map { "\($0.base)" } ?? "\(bits)" }
}
