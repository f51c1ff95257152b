// Auto Layout's side of hierarchy changes: a subtree that takes part in Auto Layout leaving or joining a
// superview takes its constraints along, loses those to the views it left, and has the engines rebuilt.
import Foundation

extension View {
    /// This view's subtree is about to leave `superview`: the constraints installed above it that refer
    /// to a view in the subtree are deactivated (as UIKit removes them), and the old engine rebuilds.
    func autoLayoutSubtreeWillLeave(_ superview: View) {
        deactivateConstraints(
            referencing: { [self] item in LayoutConstraint.layoutView(of: item)?.isDescendant(of: self) ?? true },
            from: superview)
        superview.layoutEngine(creating: false)?.invalidate()
        autoLayoutStorage?.autoresizingReference = nil
    }

    /// This view's subtree joined `superview`: the new hierarchy takes part in Auto Layout and its
    /// engine rebuilds with the subtree (whose own engine, if it was a root, is dropped).
    func autoLayoutSubtreeDidJoin(_ superview: View) {
        autoLayoutStorage?.engine = nil
        autoLayoutStorage?.autoresizingReference = nil
        superview.markUsesAutoLayout()
        if needsUpdateConstraintsFlag || descendantNeedsUpdateConstraints {
            superview.markDescendantNeedsUpdateConstraints()
        }
        superview.layoutEngine(creating: true)?.invalidate()
        scheduleUpdateCycle()
    }

    /// The constraints step before a layout pass of this view's hierarchy, and the ambiguity report
    /// after it (``layoutIfNeeded()`` and the window's layout step call them).
    func updateConstraintsBeforeLayout() {
        let root = layoutRoot
        guard root.usesAutoLayout else { return }
        root.updateConstraintsIfNeeded()
    }

    func reportAmbiguityAfterLayout() {
        guard usesAutoLayout else { return }
        layoutEngine(creating: false)?.reportAmbiguityIfChecking()
    }
}
