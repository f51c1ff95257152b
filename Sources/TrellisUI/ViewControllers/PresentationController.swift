// The object that manages one presentation: where the presented view goes, its frame, whether the
// presenter's view is removed, and user-initiated dismissal (UIKit's UIPresentationController).
import Foundation

/// Manages the presentation of one view controller (`UIPresentationController`).
///
/// TrellisUI creates one for each presented controller according to its
/// ``ViewController/modalPresentationStyle``; a ``ModalPresentationStyle/custom`` presentation uses
/// the one its ``ViewController/transitioningDelegate`` returns. Subclasses override
/// ``frameOfPresentedViewInContainerView``, ``shouldRemovePresentersView`` and the transition hooks.
///
/// The ``delegate`` learns about dismissals the user starts (Escape, a click outside a sheet) and
/// can refuse them; ``ViewController/isModalInPresentation`` refuses them too.
@MainActor
open class PresentationController {
    /// The controller being presented. The presentation controller belongs to it.
    public unowned let presentedViewController: ViewController
    /// The controller that presents (or will present) ``presentedViewController``.
    public internal(set) weak var presentingViewController: ViewController?
    /// Receives the adaptive presentation callbacks.
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?
    /// The view the presented view is put in: the window, or the presentation context's view for
    /// current-context styles. `nil` outside a presentation.
    public internal(set) weak var containerView: View?

    /// The built-in style this controller implements, or `nil` for a custom subclass.
    var builtInStyle: ModalPresentationStyle?

    /// Creates a presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (UIKit's designated initializer).
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The presented controller's view.
    public var presentedView: View? { presentedViewController.viewIfLoaded }

    /// The style this presentation has: the built-in one (after adaptation), or ``ModalPresentationStyle/custom``.
    open var presentationStyle: ModalPresentationStyle { builtInStyle ?? .custom }

    /// Whether the presenter's view is removed when the presentation transition ends (so the presenter
    /// disappears, and appears again on dismissal). `false` by default, as in UIKit; the built-in
    /// full-screen and current-context styles return `true`.
    open var shouldRemovePresentersView: Bool { builtInStyle?.removesPresentersView ?? false }

    /// The presented view's frame in ``containerView``'s coordinates. Custom subclasses override it;
    /// the default covers the container.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return defaultFrame(in: container)
    }

    /// Called before the presentation transition starts (after the presented view loaded).
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation transition ended; `completed` is `false` when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal transition starts.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal transition ended; `completed` is `false` when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called when the container lays out presented views (a resized window).
    open func containerViewWillLayoutSubviews() {}

    /// The style a compact (narrow) window turns this presentation into, before the delegate is
    /// asked: ``ModalPresentationStyle/pageSheet`` for popovers and form sheets; the style itself
    /// otherwise.
    open var adaptivePresentationStyle: ModalPresentationStyle {
        switch presentationStyle {
        case .popover, .formSheet: return .pageSheet
        default: return presentationStyle
        }
    }

    // MARK: Framework

    /// The frame of the built-in style in `container` (a window or a context's view).
    func defaultFrame(in container: View) -> CGRect {
        let bounds = container.bounds
        guard let style = builtInStyle else { return bounds }
        let cell = container.cellSize()
        switch style {
        case .fullScreen, .overFullScreen, .custom, .popover:
            return bounds
        case .pageSheet, .automatic:
            return PresentationGeometry.pageSheetFrame(in: bounds, cell: cell)
        case .formSheet:
            return PresentationGeometry.formSheetFrame(
                in: bounds, cell: cell, preferred: presentedViewController.preferredContentSize)
        case .currentContext, .overCurrentContext:
            // Over a window-level context the presented view takes the context's frame; inside a
            // context's view it fills that view.
            if container is Window, let context = presentingViewController, let contextView = context.storedView,
                contextView.superview === container
            {
                return contextView.frame
            }
            if container is Window, let context = presentingViewController {
                return context.windowLevelFrame(in: container)
            }
            return bounds
        }
    }
}

/// What a view controller keeps about presentations, beside its style.
struct PresentationSettings {
    var definesPresentationContext = false
    var isModalInPresentation = false
    var preferredContentSize: CGSize = .zero
    weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
    /// The presentation controller handed out by ``ViewController/presentationController`` or in use.
    var presentationController: PresentationController?
    /// Whether ``presentationController`` manages a running or finished presentation (and must not be
    /// replaced when the style changes).
    var isPresentationControllerInUse = false
    /// Whether the running presentation removed the presenter's view (it returns on dismissal).
    var removesPresentersView = false
}

/// Frames of the built-in sheet styles.
enum PresentationGeometry {
    /// A terminal window narrower than this many columns is compact: popovers and form sheets adapt
    /// to page sheets there (UIKit's compact horizontal size class).
    static let compactWidthColumns: CGFloat = 60

    /// Whether `container` is horizontally compact.
    @MainActor
    static func isCompact(_ container: View) -> Bool {
        let columns = container.bounds.width / Swift.max(1, container.cellSize().width)
        return columns < compactWidthColumns
    }

    private static func whole(_ value: CGFloat, _ unit: CGFloat) -> CGFloat { (value / unit).rounded(.down) * unit }

    /// A page sheet: inset from every edge (a tenth of the height above and below, a tenth of the
    /// width on each side, at least one row and two columns) with one more cell all round for its
    /// border. A window too small for that gets the sheet inside a border at its edges.
    static func pageSheetFrame(in bounds: CGRect, cell: CGSize) -> CGRect {
        let cellWidth = Swift.max(1, cell.width)
        let cellHeight = Swift.max(1, cell.height)
        var marginX = Swift.max(2 * cellWidth, whole(bounds.width * 0.1, cellWidth))
        var marginY = Swift.max(cellHeight, whole(bounds.height * 0.1, cellHeight))
        // The sheet needs at least one cell inside its border.
        if bounds.width - 2 * marginX < 3 * cellWidth { marginX = 0 }
        if bounds.height - 2 * marginY < 3 * cellHeight { marginY = 0 }
        let insetX = marginX + cellWidth
        let insetY = marginY + cellHeight
        return CGRect(
            x: bounds.minX + insetX, y: bounds.minY + insetY,
            width: Swift.max(0, bounds.width - 2 * insetX), height: Swift.max(0, bounds.height - 2 * insetY))
    }

    /// A form sheet: `preferred` (or, when zero, 60 % of the width and 70 % of the height) in whole
    /// cells, centred, never larger than the page sheet.
    static func formSheetFrame(in bounds: CGRect, cell: CGSize, preferred: CGSize) -> CGRect {
        let limit = pageSheetFrame(in: bounds, cell: cell)
        let cellWidth = Swift.max(1, cell.width)
        let cellHeight = Swift.max(1, cell.height)
        let wanted = CGSize(
            width: preferred.width > 0 ? preferred.width : whole(bounds.width * 0.6, cellWidth),
            height: preferred.height > 0 ? preferred.height : whole(bounds.height * 0.7, cellHeight))
        let width = Swift.min(limit.width, Swift.max(cellWidth, whole(wanted.width, cellWidth)))
        let height = Swift.min(limit.height, Swift.max(cellHeight, whole(wanted.height, cellHeight)))
        let x = bounds.minX + whole((bounds.width - width) / 2, cellWidth)
        let y = bounds.minY + whole((bounds.height - height) / 2, cellHeight)
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
