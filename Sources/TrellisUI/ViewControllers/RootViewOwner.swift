// The seam between the view layer and view controllers: hooks a view or window calls on the object
// that owns it (a view controller), without TrellisUI's view layer knowing view controllers.
import Foundation

/// The owner of a root view (a view controller) or of a window's root (its root view controller).
///
/// `View` keeps `weak var owner` and calls the layout, window-move and responder hooks; `Window`
/// keeps its root owner strongly and calls the visibility and key hooks. The view-controller layer
/// conforms and gives the hooks their UIKit meaning.
@MainActor
protocol RootViewOwner: AnyObject {
    /// Called right before the owned view's `layoutSubviews()` (→ `viewWillLayoutSubviews()`).
    func rootViewWillLayoutSubviews()
    /// Called right after the owned view's `layoutSubviews()` (→ `viewDidLayoutSubviews()`), before
    /// any subview is laid out (S23).
    func rootViewDidLayoutSubviews()
    /// Called right before the owned view's own `willMove(toWindow:)` (its subviews follow).
    func rootViewWillMove(toWindow window: Window?)
    /// Called right after the owned view's own `didMoveToWindow()` (before its subviews get theirs).
    func rootViewDidMoveToWindow()
    /// The responder that follows the owned view in the responder chain (the owner itself).
    var rootViewNextResponder: Responder? { get }
    /// The constraints step reached the owned view `view` (→ `updateViewConstraints()`, whose default
    /// calls the view's `updateConstraints()`).
    func rootViewUpdateConstraints(of view: View)
    /// The owned view's safe area changed (→ `viewSafeAreaInsetsDidChange()`), after the view's own
    /// `safeAreaInsetsDidChange()`.
    func rootViewSafeAreaInsetsDidChange()
    /// The owned view's effective layout margins changed (→ `viewLayoutMarginsDidChange()`).
    func rootViewLayoutMarginsDidChange()
    /// The owned view's traits changed (→ `traitCollectionDidChange(_:)`), before the view's own.
    func rootViewTraitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
    /// Insets the owner adds to the owned view's safe area (`additionalSafeAreaInsets`).
    var rootViewAdditionalSafeAreaInsets: EdgeInsets { get }

    /// The window whose root this owner is will become visible (`isHidden = false`,
    /// `makeKeyAndVisible()`).
    func windowWillBecomeVisible(_ window: Window)
    /// The window has become visible.
    func windowDidBecomeVisible(_ window: Window)
    /// The window will be hidden.
    func windowWillBecomeHidden(_ window: Window)
    /// The window has been hidden.
    func windowDidBecomeHidden(_ window: Window)
    /// The window became the key window.
    func windowDidBecomeKey(_ window: Window)
    /// The window stopped being the key window.
    func windowDidResignKey(_ window: Window)
}

extension RootViewOwner {
    /// Owners without their own constraints step let the view update its constraints itself.
    func rootViewUpdateConstraints(of view: View) { view.callUpdateConstraints() }
    func rootViewSafeAreaInsetsDidChange() {}
    func rootViewLayoutMarginsDidChange() {}
    func rootViewTraitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    var rootViewAdditionalSafeAreaInsets: EdgeInsets { .zero }
}
