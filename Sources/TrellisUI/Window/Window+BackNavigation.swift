// Escape means back: the window's answer to an Escape nobody handled — pop the navigation stack the
// user is looking at, or dismiss the presented controller.
import Foundation

extension Window {
    /// Goes back one step, as an unhandled Escape does (UIKit's `accessibilityPerformEscape()`):
    ///
    /// 1. inside the frontmost view controller (the controller shown over a presentation context, else
    ///    the deepest presented controller not being dismissed, else the root), the navigation controller the user is
    ///    looking at whose stack has more than one controller pops its top (animated, like its back item);
    /// 2. else, when the frontmost controller is presented, the user asks to dismiss it: its
    ///    presentation controller's delegate is asked and ``ViewController/isModalInPresentation`` is
    ///    honoured (see ``AdaptivePresentationControllerDelegate``); when allowed it is dismissed, animated;
    /// 3. else nothing happens.
    ///
    /// "The navigation controller the user is looking at" is found by following the first responder's
    /// controllers up when the first responder is inside the frontmost controller, else by descending
    /// from it through what is shown: a navigation controller's top, a tab bar controller's selected
    /// tab, another container's last child whose view is shown. The deepest one that can pop wins.
    /// - Returns: whether something was popped or dismissed.
    @discardableResult
    public func performBackNavigation() -> Bool {
        guard let frontmost = frontmostViewController else { return false }
        for navigation in shownNavigationControllers(in: frontmost).reversed() {
            if navigation.canPopViewController, navigation.popViewController(animated: true) != nil { return true }
        }
        // A dismissal the user starts: the presentation's delegate and isModalInPresentation may refuse it.
        return frontmost.dismissRequestedByUser()
    }

    /// The navigation controllers on the path from `frontmost` to the controller the user is looking
    /// at, outermost first.
    private func shownNavigationControllers(in frontmost: ViewController) -> [NavigationController] {
        if let focused = controllerOwningFirstResponder(), focused.isInHierarchy(of: frontmost) {
            var path: [NavigationController] = []
            var current: ViewController? = focused
            while let controller = current {
                if let navigation = controller as? NavigationController { path.insert(navigation, at: 0) }
                if controller === frontmost { break }
                current = controller.parentStorage
            }
            return path
        }
        var path: [NavigationController] = []
        var current: ViewController? = frontmost
        var steps = 0
        while let controller = current, steps < 1_000 {
            steps += 1
            if let navigation = controller as? NavigationController {
                path.append(navigation)
                current = navigation.topViewController
            } else if let tabs = controller as? TabBarController {
                current = tabs.selectedViewController
            } else {
                current = controller.childrenStorage.last { child in
                    guard let view = child.storedView else { return false }
                    return view.window === self && !view.isHidden
                }
            }
        }
        return path
    }

    /// The view controller nearest to the first responder along its responder chain.
    private func controllerOwningFirstResponder() -> ViewController? {
        var current: Responder? = firstResponder
        var steps = 0
        while let responder = current, steps < 10_000 {
            if let controller = responder as? ViewController { return controller }
            if responder === self { return nil }
            current = responder.next
            steps += 1
        }
        return nil
    }
}

extension ViewController {
    /// Whether this controller is `ancestor` or one of its descendants (through children only).
    func isInHierarchy(of ancestor: ViewController) -> Bool {
        var current: ViewController? = self
        var steps = 0
        while let controller = current, steps < 1_000 {
            if controller === ancestor { return true }
            current = controller.parentStorage
            steps += 1
        }
        return false
    }
}
