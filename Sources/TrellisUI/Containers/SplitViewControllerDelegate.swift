// SplitViewControllerDelegate: lets an app take over collapsing and separating the secondary column.
import Foundation

/// The delegate of a ``SplitViewController`` (`UISplitViewControllerDelegate`).
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// The split view controller is collapsing to one column. Return `true` when you have dealt with
    /// `secondaryViewController` yourself: the split view controller then removes it (it is no
    /// longer a child). Return `false` (the default) for the standard collapse: a secondary that is
    /// not a navigation controller is pushed onto a primary navigation controller, otherwise it is
    /// kept aside, off screen, until the columns separate again.
    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool

    /// The split view controller is separating into two columns. Return the controller for the
    /// secondary column, or `nil` (the default) for the standard separation: the secondary that was
    /// pushed onto the primary navigation controller is popped off it (with everything above it) and
    /// shown in the secondary column again, or the one kept aside comes back.
    func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController?
}

extension SplitViewControllerDelegate {
    /// The standard collapse.
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool { false }

    /// The standard separation.
    public func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? { nil }
}
