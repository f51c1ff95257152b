// The safe area: the part of a view not covered by the window's edges, bars or a view controller's
// additional insets — derived from the superview's safe area and where the view sits in it.
import Foundation

extension View {
    /// How far the safe area is inset from each edge of the bounds.
    ///
    /// A window's is zero (a terminal has no rounded corners or sensor housing). Every other view's is
    /// the part of its superview's unsafe region it overlaps — so a container that lays a child's view
    /// out below its navigation bar (as Trellis's containers do, the bars being opaque) leaves no top
    /// inset from the bar — plus, for a view controller's root view, that controller's
    /// ``ViewController/additionalSafeAreaInsets``. A view outside a window starts from zero.
    public var safeAreaInsets: EdgeInsets {
        var insets = EdgeInsets.zero
        if !(self is Window), let superview = superviewStorage {
            let outer = superview.safeAreaInsets
            if outer != .zero {
                let bounds = superview.bounds
                let frame = frameStorage
                insets.top = Swift.max(0, bounds.minY + outer.top - frame.minY)
                insets.left = Swift.max(0, bounds.minX + outer.left - frame.minX)
                insets.bottom = Swift.max(0, frame.maxY - (bounds.maxY - outer.bottom))
                insets.right = Swift.max(0, frame.maxX - (bounds.maxX - outer.right))
            }
        }
        if let additional = owner?.rootViewAdditionalSafeAreaInsets, additional != .zero {
            insets.top += additional.top
            insets.left += additional.left
            insets.bottom += additional.bottom
            insets.right += additional.right
        }
        return insets
    }

    /// The bounds inset by ``safeAreaInsets``, as a guide constraints can use.
    public var safeAreaLayoutGuide: LayoutGuide {
        systemLayoutGuide(.safeArea, identifier: "ViewSafeAreaLayoutGuide")
    }

    /// During layout: announces a changed safe area (``safeAreaInsetsDidChange()``, then the owning
    /// controller's `viewSafeAreaInsetsDidChange()`) and changed effective margins
    /// (``layoutMarginsDidChange()``, then `viewLayoutMarginsDidChange()`), and moves the guides and
    /// constraints that depend on them. Runs for views with Auto Layout state and view controllers' root
    /// views; a view with neither has the defaults and nothing to announce.
    func updateLayoutEnvironment() {
        let insets = safeAreaInsets
        guard autoLayoutStorage != nil || insets != .zero else { return }
        let state = autoLayoutState
        var changed = false
        if insets != (state.announcedSafeAreaInsets ?? .zero) {
            state.announcedSafeAreaInsets = insets
            changed = true
            LifecycleRecorder.note(self, "safeAreaInsetsDidChange")
            safeAreaInsetsDidChange()
            owner?.rootViewSafeAreaInsetsDidChange()
            for subview in subviewsStorage where subview.autoLayoutStorage != nil || subview.owner != nil {
                subview.setNeedsLayout()
            }
        } else if state.announcedSafeAreaInsets == nil {
            state.announcedSafeAreaInsets = insets
        }
        let margins = effectiveLayoutMargins
        if margins != (state.announcedLayoutMargins ?? layoutMargins) {
            state.announcedLayoutMargins = margins
            changed = true
            LifecycleRecorder.note(self, "layoutMarginsDidChange")
            layoutMarginsDidChange()
            owner?.rootViewLayoutMarginsDidChange()
            for subview in subviewsStorage where subview.autoLayoutStorage?.preservesSuperviewLayoutMargins == true {
                subview.setNeedsLayout()
            }
        } else if state.announcedLayoutMargins == nil {
            state.announcedLayoutMargins = margins
        }
        if changed && usesAutoLayout { layoutEngine(creating: false)?.environmentDidChange(of: self) }
    }
}
