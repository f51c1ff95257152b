// The delegate of a presentation controller: adaptation to compact windows and dismissals the user
// starts (UIKit's UIAdaptivePresentationControllerDelegate).
import Foundation

/// Learns about a presentation's adaptation and about dismissals the user starts — Escape, or a
/// click outside a sheet or popover (`UIAdaptivePresentationControllerDelegate`). Every method has a
/// default implementation.
///
/// A user dismissal goes: ``presentationControllerShouldDismiss(_:)`` — unless the presented
/// controller (or a controller it contains) has ``ViewController/isModalInPresentation`` set, in
/// which case only ``presentationControllerDidAttemptToDismiss(_:)`` is called — then, when allowed,
/// ``presentationControllerWillDismiss(_:)`` before the dismissal's `viewWillDisappear`, and
/// ``presentationControllerDidDismiss(_:)`` after its `viewDidDisappear`. Dismissals made in code
/// (`dismiss(animated:)`) call none of these, as in UIKit.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use on a compact (narrow) window instead of the presentation's own. Return the
    /// presentation's ``PresentationController/presentationStyle`` to keep it (UIKit's `.none`).
    /// The default returns ``PresentationController/adaptivePresentationStyle`` (a page sheet for
    /// popovers and form sheets).
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    /// Whether the user may dismiss the presentation now. `true` by default.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The user dismisses the presentation; the dismissal starts right after this.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The dismissal the user started has finished.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to dismiss the presentation and was refused (``ViewController/isModalInPresentation``
    /// or ``presentationControllerShouldDismiss(_:)`` returning `false`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
