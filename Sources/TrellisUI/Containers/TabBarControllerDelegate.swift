// TabBarControllerDelegate: lets an app veto and observe the user's tab selections.
import Foundation

/// The delegate of a ``TabBarController`` (`UITabBarControllerDelegate`).
///
/// Both methods are called for selections the user makes — a click on a tab bar item, a number
/// key — and not when the app sets ``TabBarController/selectedIndex`` or
/// ``TabBarController/selectedViewController``, as in UIKit. For the More item the controller is
/// ``TabBarController/moreNavigationController``.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected (default `true`). Returning `false`
    /// leaves the selection as it is.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected the tab of `viewController` (also when it was already selected). Called
    /// right after the selection changes, before the switch's appearance callbacks finish.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    {
        true
    }

    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
