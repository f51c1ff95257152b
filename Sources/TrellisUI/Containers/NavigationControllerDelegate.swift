// NavigationControllerDelegate: what a navigation controller tells its delegate about the controller
// it shows (UIKit's UINavigationControllerDelegate).
import Foundation

/// The delegate of a ``NavigationController`` (`UINavigationControllerDelegate`). Both methods have
/// empty default implementations.
///
/// Order around a stack change shown on screen: `navigationController(_:willShow:animated:)` runs
/// after the containment `willMove(toParent:)` calls and before the appearance callbacks (so before the
/// shown controller's `viewWillAppear`); `navigationController(_:didShow:animated:)` runs after the
/// shown controller's `viewDidAppear` and the containment `didMove(toParent:)` calls. An interactive pop
/// calls `willShow` with the revealed controller when it begins; when it finishes, `didShow` gets the
/// revealed controller, and when it is cancelled, the controller that stays on top (as UIKit does).
/// The first time the navigation controller appears, `willShow` precedes the top's `viewWillAppear`
/// and `didShow` follows its `viewDidAppear`. Stack changes made off screen call neither.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown as the top of `navigationController`.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// `viewController` has been shown as the top of `navigationController`.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
}
