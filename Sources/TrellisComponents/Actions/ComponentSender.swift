// ComponentSender: the mounted component an action is sent from.
import TrellisUI

/// The component an action comes from; built-in components obtain it from the mounted view.
@MainActor public struct ComponentSender {
    let node: TreeNode

    /// The sender's component.
    public var component: any Component { node.component }

    /// The sender's component path, e.g. `Root > List > SongRow[3] > Button`.
    public var path: String { node.path }

    /// Whether the sender is mounted and not being unmounted (only then are actions delivered).
    public var isMounted: Bool { node.mountState == .mounted }

    /// The sender of the component that currently owns `view`, if any.
    public static func owner(of view: View) -> ComponentSender? {
        ViewOwnership.owner(of: view).map(ComponentSender.init(node:))
    }
}
