// How a presented view controller covers its presenter (UIKit's UIModalPresentationStyle).
import Foundation

/// The presentation styles TrellisUI supports (UIKit's `UIModalPresentationStyle`).
///
/// Which styles make the presenter disappear: ``fullScreen`` and ``currentContext`` remove the
/// presenter's view when the transition ends (the presenter gets `viewWillDisappear` /
/// `viewDidDisappear`, and the matching appearance on dismissal); every other built-in style keeps
/// it, so the presenter gets no callbacks; ``custom`` asks its presentation controller
/// (``PresentationController/shouldRemovePresentersView``).
public enum ModalPresentationStyle: Sendable, Hashable, CaseIterable {
    /// Covers the window; the presenter's view is removed when the presentation finishes, so the
    /// presenter disappears and reappears on dismissal (S12, S13).
    case fullScreen
    /// Covers the window; the presenter's view stays, so the presenter gets no callbacks (S14).
    case overFullScreen
    /// A bordered sheet inset from the window's edges over the dimmed presenter; the presenter's view
    /// stays and gets no callbacks (S14, iOS 13+). The user can dismiss it (Escape, a click outside).
    case pageSheet
    /// A smaller bordered sheet centred in the window, sized by the presented controller's
    /// ``ViewController/preferredContentSize``; on a compact (narrow) window it adapts to ``pageSheet``.
    case formSheet
    /// The system default: resolves to ``pageSheet`` when presented.
    case automatic
    /// Covers the presentation context — the nearest controller up the parent chain whose
    /// ``ViewController/definesPresentationContext`` is `true`, else the window-level controller —
    /// and makes it disappear, like ``fullScreen`` does for the window.
    case currentContext
    /// Covers the presentation context like ``currentContext``, keeping it shown (no callbacks).
    case overCurrentContext
    /// A bordered box next to an anchor (a view and rectangle, or a bar button item) with an arrow
    /// pointing at it; on a compact window it adapts to ``pageSheet``. Clicking outside dismisses it.
    case popover
    /// Laid out by the presentation controller the presented controller's
    /// ``ViewController/transitioningDelegate`` returns (else a plain ``PresentationController``
    /// covering the window), animated by its animation controllers.
    case custom

    /// Whether the presenter's view leaves the window hierarchy for this built-in style (UIKit's
    /// `shouldRemovePresentersView` of the style's presentation controller). `false` for ``custom``,
    /// whose presentation controller decides.
    public var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether this style presents over a presentation context rather than the whole window.
    var coversCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether this style draws a sheet's chrome (dimming and border, or a popover's border and arrow).
    var hasChrome: Bool { self == .pageSheet || self == .formSheet || self == .popover }
}
