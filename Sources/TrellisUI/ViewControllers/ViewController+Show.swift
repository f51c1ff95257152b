// show(_:sender:) and showDetailViewController(_:sender:): UIKit's targeting — walk up to the
// controller that handles the action (navigation controllers push, split view controllers show the
// detail), else present modally.
import Foundation

extension ResponderAction {
    /// `show(_:sender:)`: handled by navigation controllers (push) and split view controllers.
    public static let show = ResponderAction("show")
    /// `showDetailViewController(_:sender:)`: handled by split view controllers.
    public static let showDetailViewController = ResponderAction("showDetailViewController")
}

extension ViewController {
    /// Whether this controller itself performs `action` for the show methods: navigation
    /// controllers handle ``ResponderAction/show``, split view controllers both, and any controller
    /// whose ``canPerformAction(_:withSender:)`` says so (how an app's own container opts in, like
    /// overriding `show(_:sender:)` in UIKit).
    func handlesShowAction(_ action: ResponderAction, sender: AnyObject?) -> Bool {
        if self is SplitViewController, action == .show || action == .showDetailViewController { return true }
        if self is NavigationController, action == .show { return true }
        return canPerformAction(action, withSender: sender)
    }

    /// UIKit's walk: this controller, then its parent (or, at the root of a parent chain, the
    /// controller that presented it), up to the first that handles `action`.
    func defaultTargetViewController(forAction action: ResponderAction, sender: AnyObject?) -> ViewController? {
        var current: ViewController? = self
        var steps = 0
        while let controller = current, steps < 10_000 {
            if controller.handlesShowAction(action, sender: sender) { return controller }
            current = controller.parentStorage ?? controller.presentingStorage
            steps += 1
        }
        return nil
    }

    func showUsingTarget(_ viewController: ViewController, sender: AnyObject?) {
        show(viewController, action: .show, sender: sender) { target in target.show(viewController, sender: sender) }
    }

    func showDetailUsingTarget(_ viewController: ViewController, sender: AnyObject?) {
        show(viewController, action: .showDetailViewController, sender: sender) { target in
            target.showDetailViewController(viewController, sender: sender)
        }
    }

    /// A navigation controller that is its own target pushes (animated); another target is asked
    /// in turn; with no target — or when the target is this controller and does nothing more
    /// specific — the controller is presented modally (animated), as UIKit does.
    private func show(
        _ viewController: ViewController, action: ResponderAction, sender: AnyObject?,
        forward: (ViewController) -> Void
    ) {
        let target = targetViewController(forAction: action, sender: sender)
        if let target, target !== self {
            forward(target)
        } else if target === self, action == .show, let navigation = self as? NavigationController {
            navigation.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }
}
