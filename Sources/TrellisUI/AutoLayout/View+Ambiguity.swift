// Debugging Auto Layout: whether a view's frame is fixed by its constraints, trying the other
// solutions when it is not, and the constraints that place it.
import Foundation

extension View {
    /// Whether the constraints leave this view's frame open: some other frame would satisfy them as
    /// well. `false` for views that do not take part in Auto Layout.
    public var hasAmbiguousLayout: Bool {
        guard usesAutoLayout, let engine = layoutEngine(creating: false) else { return false }
        engine.updateIfNeeded()
        return engine.isAmbiguous(self)
    }

    /// Moves an ambiguously laid out view to another frame its constraints allow (UIKit's debugging aid:
    /// call it repeatedly to see the possible layouts). Does nothing when the layout is not ambiguous.
    public func exerciseAmbiguityInLayout() {
        guard usesAutoLayout, let engine = layoutEngine(creating: false) else { return }
        engine.updateIfNeeded()
        engine.exerciseAmbiguity(of: self)
    }

    /// The constraints that place this view along `axis`: those on its own variables and, through
    /// shared items, every constraint connected to them (Auto Layout's own constraints included).
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        guard usesAutoLayout, let engine = layoutEngine(creating: false) else { return [] }
        engine.updateIfNeeded()
        return engine.constraintsAffecting(self, axis: axis)
    }
}
