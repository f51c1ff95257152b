// The window's layout of presented views: their frames follow the window's size through their
// presentation controllers, and sheet and popover chrome follows its presented view (or leaves with it).
import Foundation

extension Window {
    /// Gives every presented view in this window the frame its presentation controller asks for in the
    /// current bounds (so a resized terminal resizes sheets, popovers and full-screen presentations),
    /// lays each chrome backdrop over the window, and removes backdrops whose presented view has left.
    func layoutPresentations() {
        for case let backdrop as PresentationBackdropView in subviews {
            guard let sheet = backdrop.presentedView, sheet.superview === self else {
                backdrop.removeFromSuperview()
                continue
            }
            if backdrop.frame != bounds { backdrop.frame = bounds }
            backdrop.setNeedsDisplay()
        }
        for view in subviews {
            guard let presented = view.owner as? ViewController, presented.presentingStorage != nil,
                presented.presentationSettings.isPresentationControllerInUse,
                let controller = presented.presentationSettings.presentationController,
                controller.containerView === self
            else { continue }
            controller.containerViewWillLayoutSubviews()
            let frame = controller.frameOfPresentedViewInContainerView
            if view.frame != frame { view.frame = frame }
        }
    }

    /// The window-level presentations stacked on `root` whose views are in this window, nearest first.
    func windowLevelPresentations(of root: ViewController) -> [ViewController] {
        root.presentationChain.filter { $0.storedView?.superview === self }
    }

    /// The controllers presented inside a context's view somewhere in this window, in view-tree
    /// pre-order (they appear and disappear with the window like the controllers around them).
    func hostedPresentations() -> [ViewController] {
        var found: [ViewController] = []
        func walk(_ view: View) {
            for subview in view.subviews {
                if let controller = subview.owner as? ViewController, controller.isPresentedInsideContextView {
                    found.append(controller)
                }
                walk(subview)
            }
        }
        walk(self)
        return found
    }
}
