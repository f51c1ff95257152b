// ComponentSender: the mounted component an action is sent from.
import TrellisUI

/// The component an action comes from; built-in components obtain it from the mounted view.
@MainActor public struct ComponentSender {
    let node: TreeNode

    /// The sender's component.
    public var component: any Component { node.component }

    /// The sender's component path, e.g. `Root > List > SongRow[3] > Button`.
    public var path: String { node.path }

    /// Whether the sender is mounted and not being unmounted (only then does it have a responder chain).
    public var isMounted: Bool { node.mountState == .mounted }

    /// The view the sender's component mounted, while it has one.
    public var view: View? { node.view }

    /// The controller of the sender's component, if its component has one.
    public var controller: AnyComponentController? { node.handle?.controller }

    /// The sender of the component that currently owns `view`, if any.
    public static func owner(of view: View) -> ComponentSender? {
        ViewOwnership.owner(of: view).map(ComponentSender.init(node:))
    }
}
