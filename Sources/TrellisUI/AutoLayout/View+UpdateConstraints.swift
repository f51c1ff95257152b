// The constraints step of the update cycle: updateConstraints() bottom-up (subviews before their
// superview, a view controller's updateViewConstraints() for its root view), before layout.
import Foundation

extension View {
    /// Asks for ``updateConstraints()`` in the next constraints step (before the next layout). Takes
    /// effect for views that take part in Auto Layout, as in UIKit.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        guard usesAutoLayout else { return }
        superviewStorage?.markDescendantNeedsUpdateConstraints()
        scheduleUpdateCycle()
    }

    /// Whether ``updateConstraints()`` is pending for this view.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Runs the constraints step for this view's subtree now: every view in it that needs it gets
    /// ``updateConstraints()``, subviews before their superview; then the engine is brought up to date.
    public func updateConstraintsIfNeeded() {
        guard usesAutoLayout else { return }
        updateConstraintsBottomUp()
        layoutEngine(creating: false)?.updateIfNeeded()
    }

    func markDescendantNeedsUpdateConstraints() {
        var current: View? = self
        while let view = current, !view.descendantNeedsUpdateConstraints {
            view.descendantNeedsUpdateConstraints = true
            current = view.superviewStorage
        }
    }

    /// Subviews first (in subview order), then this view.
    func updateConstraintsBottomUp() {
        if descendantNeedsUpdateConstraints {
            descendantNeedsUpdateConstraints = false
            for subview in subviewsStorage
            where subview.usesAutoLayout
                && (subview.descendantNeedsUpdateConstraints || subview.needsUpdateConstraintsFlag)
            {
                subview.updateConstraintsBottomUp()
            }
        }
        if needsUpdateConstraintsFlag && usesAutoLayout {
            needsUpdateConstraintsFlag = false
            if let owner {
                owner.rootViewUpdateConstraints(of: self)
            } else {
                callUpdateConstraints()
            }
        }
    }

    /// Calls ``updateConstraints()`` where TrellisUI makes the call (recorded), and reports an override
    /// that did not call `super` (`AL-UPDATE-CONSTRAINTS-SUPER`), as UIKit raises.
    func callUpdateConstraints() {
        let outer = View.superUpdateConstraintsCalled
        View.superUpdateConstraintsCalled = false
        LifecycleRecorder.span(self, "updateConstraints") { updateConstraints() }
        if !View.superUpdateConstraintsCalled {
            LifecycleChecker.emit(
                rule: "AL-UPDATE-CONSTRAINTS-SUPER", path: lifecyclePath,
                message:
                    "updateConstraints() did not call super.updateConstraints() (UIKit requires it as the last step)")
        }
        View.superUpdateConstraintsCalled = outer
    }
}
