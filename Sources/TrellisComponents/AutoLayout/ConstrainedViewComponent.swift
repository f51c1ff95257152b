// ConstrainedViewComponent: a view-backed leaf whose view lays its own subviews out with Auto Layout —
// where a component tree hands a rectangle to a constraint-laid-out view subtree.
import TrellisLayout
import TrellisUI

/// A leaf component whose view's subviews are laid out by Auto Layout constraints — a
/// ``ViewComponent`` for a view that builds a constrained subtree (a card designed with anchors, a
/// legacy Auto Layout view kept inside a component screen).
///
/// The view class's factory builds the subtree and activates its constraints, once per view; the
/// attributes configure it for each component, as for any view-backed component:
///
/// ```swift
/// static let card = ViewClass(CardView.self) { CardView() }   // CardView.init adds constrained subviews
/// ConstrainedViewComponent(card, attributes: [CardView.title("Hello")], measurement: cardMeasurement)
/// ```
///
/// - **Frame:** the component layout sizes and places the view (its root keeps
///   `translatesAutoresizingMaskIntoConstraints`, as a view positioned by frames must); its constraints
///   lay its subviews out inside that frame in the layout pass that follows the mount, and again
///   whenever a new layout gives it another size.
/// - **Size:** component layout may run off the main actor and never touches views, so it cannot ask
///   the view what size it fits. The size is either given — ``size``, as for any leaf — or measured
///   beforehand on the main actor with `systemLayoutSizeFitting` and carried in as a value
///   (``measurement``, see ``ConstrainedViewMeasurement``). Both may be given: the measured size is
///   then kept within ``size``'s bounds. With neither, the view is as small as its range allows.
/// - **Reuse:** the view goes to the reuse pool when the component leaves the tree and is vended again,
///   constraints and all, to the next component of the same view class (the factory is not run again).
/// - A factory that makes the root view with `translatesAutoresizingMaskIntoConstraints == false` is
///   reported (`C-VIEW-CONSTRAINED-ROOT`, with the view's path) when the view is first mounted, and the
///   flag is set back: the component layout, not constraints to its superview, gives the root its frame.
public struct ConstrainedViewComponent: Component {
    /// How the view (with its constrained subtree) is made; part of the reuse key.
    public let viewClass: ViewClass
    /// The size the component is given (resolved against its parent, as any leaf's).
    public let size: ComponentSize
    /// The fitting sizes measured on the main actor, if any.
    public let measurement: ConstrainedViewMeasurement?
    /// The view and its attributes, plus the check that the root view is positioned by its frame.
    public let viewConfiguration: ViewConfiguration?
    /// The attributes given at creation (without the root check).
    let configuredAttributes: [ViewAttributeValue]

    /// A leaf mounting a view of `viewClass` configured by `attributes`, of `size`, measured by
    /// `measurement` if given.
    public init(
        _ viewClass: ViewClass, attributes: [ViewAttributeValue] = [], size: ComponentSize = ComponentSize(),
        measurement: ConstrainedViewMeasurement? = nil
    ) {
        self.viewClass = viewClass
        self.size = size
        self.measurement = measurement
        configuredAttributes = attributes
        viewConfiguration = ViewConfiguration(viewClass, attributes: attributes + [Self.rootPositionedByFrame(true)])
    }

    /// This component with `measurement` as its fitting sizes.
    public func measured(_ measurement: ConstrainedViewMeasurement) -> ConstrainedViewComponent {
        ConstrainedViewComponent(viewClass, attributes: configuredAttributes, size: size, measurement: measurement)
    }

    /// The measured size for `range` (see ``ConstrainedViewMeasurement/size(thatFits:)``), else the
    /// smallest size of the range.
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        guard let measurement else { return ComponentLayout(size: range.min) }
        return ComponentLayout(size: range.clamp(measurement.size(thatFits: range)))
    }

    /// Keeps the root view positioned by its frame. It has an unapplicator, so it is not part of the
    /// reuse key: these views recycle with any other component's views of the same class. Its value
    /// never changes, so it runs once per view, when the view is first mounted.
    static let rootPositionedByFrame = ViewAttribute<View, Bool>(
        "ConstrainedViewComponent.rootPositionedByFrame",
        applicator: { view, _ in
            guard !view.translatesAutoresizingMaskIntoConstraints else { return }
            LifecycleChecker.emit(
                rule: "C-VIEW-CONSTRAINED-ROOT", path: view.lifecyclePath,
                message:
                    "the root view of a ConstrainedViewComponent has translatesAutoresizingMaskIntoConstraints == false; "
                    + "its frame comes from the component layout, so the flag is set back to true")
            view.translatesAutoresizingMaskIntoConstraints = true
        },
        unapplicator: { _, _ in })
}
