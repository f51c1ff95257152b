// A view controller's part in Auto Layout: the constraints step for its root view
// (updateViewConstraints), additional safe-area insets, and the legacy top and bottom layout guides.
import Foundation

extension ViewController {
    /// Insets added to the root view's safe area (on top of what the window and containers give it),
    /// for content the controller draws over its view's edges. Changing them lays the view out again;
    /// the root view's `safeAreaInsetsDidChange()` and ``viewSafeAreaInsetsDidChange()`` follow.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            guard newValue != additionalSafeAreaInsetsStorage else { return }
            additionalSafeAreaInsetsStorage = newValue
            storedView?.setNeedsLayout()
        }
    }

    /// The legacy top layout guide (`topLayoutGuide`, from before the safe area): a strip along the
    /// root view's top edge as tall as its top safe-area inset. Old documents' `layoutGuides` refer to
    /// it. Loads the view.
    public var topLayoutGuide: any LayoutSupport {
        legacyLayoutGuide(top: true)
    }

    /// The legacy bottom layout guide: a strip along the root view's bottom edge as tall as its bottom
    /// safe-area inset. Loads the view.
    public var bottomLayoutGuide: any LayoutSupport {
        legacyLayoutGuide(top: false)
    }

    private func legacyLayoutGuide(top: Bool) -> LayoutSupportGuide {
        let rootView: View = view
        let name = LifecycleRecorder.className(of: self) + (top ? "-topLayoutGuide" : "-bottomLayoutGuide")
        let guide = rootView.systemLayoutGuide(top ? .topLayoutSupport : .bottomLayoutSupport, identifier: name)
        // systemLayoutGuide makes a LayoutSupportGuide for these roles.
        return guide as? LayoutSupportGuide
            ?? LayoutSupportGuide(role: guide.role, owningView: rootView, identifier: name)
    }

    func rootViewUpdateConstraints(of view: View) {
        let outer = ViewController.superUpdateViewConstraintsCalled
        ViewController.superUpdateViewConstraintsCalled = false
        LifecycleRecorder.span(self, "updateViewConstraints") { updateViewConstraints() }
        if !ViewController.superUpdateViewConstraintsCalled {
            ViewControllerInvariantChecks.report(
                rule: "AL-UPDATE-CONSTRAINTS-SUPER", on: self,
                message: "updateViewConstraints() did not call super.updateViewConstraints() (UIKit requires it)")
        }
        ViewController.superUpdateViewConstraintsCalled = outer
    }

    func rootViewSafeAreaInsetsDidChange() {
        LifecycleRecorder.note(self, "viewSafeAreaInsetsDidChange")
        viewSafeAreaInsetsDidChange()
    }

    func rootViewLayoutMarginsDidChange() {
        LifecycleRecorder.note(self, "viewLayoutMarginsDidChange")
        viewLayoutMarginsDidChange()
    }

    var rootViewAdditionalSafeAreaInsets: EdgeInsets { additionalSafeAreaInsetsStorage }
}
